//! The program's error type: one line on stderr; exit code 2 for bad input (a file that
//! cannot be read or written included), 1 when stdout cannot be written (a full disk).

use std::fmt;

/// An error that ends the program.
#[derive(Debug)]
pub enum CliError {
    /// Bad user input (FEN, EPD, square, flag value, a hash size the machine cannot
    /// give): exit code 2.
    Input(String),
    /// Stdout could not be written: exit code 1.
    Output(String),
    /// Some lines of a suite were bad; the good ones ran and were reported: exit code 2.
    BadLines(usize),
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Input(_) | CliError::BadLines(_) => 2,
            CliError::Output(_) => 1,
        }
    }

    /// An output error on `what` (`stdout` or a file name).
    pub fn output(what: &str, e: &std::io::Error) -> CliError {
        CliError::Output(format!("cannot write {what}: {e}"))
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(m) | CliError::Output(m) => f.write_str(m),
            CliError::BadLines(1) => f.write_str("1 line of the suite was bad (reported above)"),
            CliError::BadLines(n) => write!(f, "{n} lines of the suite were bad (reported above)"),
        }
    }
}

impl From<pioneer_rules::RulesError> for CliError {
    fn from(e: pioneer_rules::RulesError) -> Self {
        CliError::Input(e.to_string())
    }
}
