//! One module per subcommand.

pub mod perft;
pub mod trajectories;
