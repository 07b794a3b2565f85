//! One module per subcommand.

pub mod export;
pub mod perft;
pub mod report;
pub mod search;
pub mod trajectories;
pub mod zones;
