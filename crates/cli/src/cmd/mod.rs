//! One module per subcommand.

pub mod alphabeta;
pub mod bench;
pub mod perft;
pub mod uci;
