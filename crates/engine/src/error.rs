//! What can go wrong when an engine searches.

/// An engine failed; the message is one line, fit for a user.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// An external engine's program could not be found or started.
    #[error("cannot start '{command}': {reason}")]
    Start {
        /// The command line as given.
        command: String,
        /// Why (file not found, permission denied, …).
        reason: String,
    },
    /// An external engine stopped answering or broke the protocol.
    #[error("engine '{name}': {reason}")]
    Protocol {
        /// The engine's name.
        name: String,
        /// What it failed to do.
        reason: String,
    },
    /// A position or move could not be read.
    #[error("{0}")]
    Position(String),
}
