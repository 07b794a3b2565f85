//! One module per subcommand.

pub mod alphabeta;
pub mod bench;
pub mod compare;
pub mod export;
pub mod judge_args;
pub mod model;
pub mod model_kings_race;
pub mod model_knowledge;
pub mod model_lines;
pub mod model_mate_defence;
pub mod model_trajectories;
pub mod perft;
pub mod report;
pub mod search;
pub mod settings_line;
pub mod solve;
pub mod suite_export;
pub mod trajectories;
pub mod uci;
pub mod zones;
