//! First level of control of the Pioneer model: trajectories (spec §3; Stilman, Appendix
//! 1, §1.2, §2.6–2.9).
//!
//! - [`kind`]: the seven kinds of movement ([`PieceKind`]);
//! - [`window`]: the 15×15 windows and the "move off the map" overlay (§2.6);
//! - [`map`]: distance maps on the 8×8 board, [`distance_map`] and [`distance_map_to`];
//! - [`trajectory`]: one [`Trajectory`], its α- and β-squares;
//! - [`bundle`]: [`Bundle`]s by the SUM and DOCK rules, retreat and deblockade bundles
//!   (§2.9), and the [`BundleKey`] that rebuilds a bundle (§1.5);
//! - [`transfer`](mod@transfer): a trajectory on the real board (§2.7);
//! - [`fork`]: forkness, the STEP1 analysis (§2.8).
//!
//! ```
//! use pioneer_trajectories::{Bundle, PieceKind, transfer};
//! use pioneer_rules::{Bitboard, Color, Position, Square, parse_fen};
//!
//! // Fig. 21: the bishop's bundle f2 → e5 on the free board, then on the real board.
//! let pos = parse_fen(pioneer_rules::FIG21_FEN).unwrap();
//! let bundle = Bundle::shortest(PieceKind::Bishop, Square::F2, Square::E5, Bitboard::EMPTY);
//! let names: Vec<String> = bundle.trajectories.iter().map(|t| t.to_string()).collect();
//! assert_eq!(names, ["f2 g3 e5", "f2 d4 e5"]);
//! assert!(bundle.trajectories.iter().all(|t| !transfer(t, pos.board(), Color::White).is_blocked()));
//! ```

pub mod bundle;
pub mod error;
pub mod fork;
pub mod kind;
pub mod map;
mod square_serde;
mod steps;
pub mod trajectory;
pub mod transfer;
pub mod window;

pub use bundle::{Bundle, BundleClass, BundleKey};
pub use error::TrajectoryError;
pub use kind::PieceKind;
pub use map::{DistanceMap, UNREACHABLE, distance_map, distance_map_to};
pub use trajectory::Trajectory;
pub use transfer::{Block, Transfer, transfer, transfer_from};
