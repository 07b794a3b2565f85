//! Material values of the Pioneer model (spec §2).

use shakmaty::Role;

/// Value of a piece kind: P 1, N 3, B 3, R 5, Q 9, K 200.
///
/// ```
/// use pioneer_rules::{value, Role};
/// assert_eq!(value(Role::Knight), 3);
/// assert_eq!(value(Role::King), 200);
/// ```
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 200,
    }
}
