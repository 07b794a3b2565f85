//! Helpers shared by the zones tests: squares by name and bundles recorded by hand.

#![allow(dead_code)]

use pioneer_rules::{Game, Square};
use pioneer_trajectories::PieceKind;
use pioneer_zones::shapes::{attack_bundle, negation_bundle};
use pioneer_zones::{BundleRole, CellId, Mo, NewBundle, TraceKind, ZoneType};

/// A square by name.
pub fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// The kind of the piece on `a0`.
fn kind_on(game: &Game, a0: Square) -> PieceKind {
    let id = game.piece_at(a0).expect("a piece on a0");
    let (color, role) = game.kind_of(id);
    PieceKind::new(color, role)
}

/// Records the root bundle of an attack zone of the piece on `a0` against the piece on
/// `ak`, with `T_x` = `tx`, included at `depth`.
pub fn root(mo: &mut Mo, game: &Game, a0: &str, ak: &str, tx: i16, depth: u16) -> CellId {
    let (a0, ak) = (sq(a0), sq(ak));
    let kind = kind_on(game, a0);
    let length = attack_bundle(kind, a0, ak).shortest_len().expect("a route") as u8;
    mo.add_bundle(NewBundle {
        piece: game.piece_at(a0).unwrap(),
        piece_kind: kind,
        a0,
        ak,
        length,
        kind: TraceKind::Root,
        attacked: game.piece_at(ak),
        interval: None,
        tx,
        role: BundleRole::Root {
            zone_type: ZoneType::Attack,
            depth,
        },
    })
}

/// Records the root bundle of the promotion zone of the pawn on `a0`: its pushes to `ak`
/// on its last rank, `length` moves, included at depth 0.
pub fn promotion(mo: &mut Mo, game: &Game, a0: &str, ak: &str, length: u8) -> CellId {
    let (a0, ak) = (sq(a0), sq(ak));
    mo.add_bundle(NewBundle {
        piece: game.piece_at(a0).expect("a pawn on a0"),
        piece_kind: kind_on(game, a0),
        a0,
        ak,
        length,
        kind: TraceKind::Root,
        attacked: None,
        interval: None,
        tx: 1,
        role: BundleRole::Root {
            zone_type: ZoneType::Promotion,
            depth: 0,
        },
    })
}

/// Records a negation (control or blockade) bundle of the piece on `a0` onto `ak`,
/// negating `parent` in `zone`, with `T_x` = `tx`.
#[allow(clippy::too_many_arguments)]
pub fn negation(
    mo: &mut Mo,
    game: &Game,
    zone: CellId,
    parent: CellId,
    a0: &str,
    ak: &str,
    trace: TraceKind,
    tx: i16,
) -> CellId {
    let (a0, ak) = (sq(a0), sq(ak));
    let kind = kind_on(game, a0);
    let length = negation_bundle(kind, a0, ak, trace)
        .shortest_len()
        .expect("a route") as u8;
    mo.add_bundle(NewBundle {
        piece: game.piece_at(a0).unwrap(),
        piece_kind: kind,
        a0,
        ak,
        length,
        kind: trace,
        attacked: mo.cell_opt(parent).map(|c| c.piece),
        interval: None,
        tx,
        role: BundleRole::Negation { parent, zone },
    })
}

/// `T_x` of every cell in use, in scan order.
pub fn all_tx(mo: &Mo) -> Vec<(CellId, i16)> {
    mo.all_cells().map(|c| (c, mo.tx(c))).collect()
}

/// Field 6 of every cell in use, in scan order (0, a depth, or 99).
pub fn all_field6(mo: &Mo) -> Vec<(CellId, u16)> {
    mo.all_cells().map(|c| (c, mo.cell(c).field6())).collect()
}
