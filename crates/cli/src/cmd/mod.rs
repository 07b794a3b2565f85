//! One module per subcommand.

pub mod perft;
pub mod search;
pub mod trajectories;
