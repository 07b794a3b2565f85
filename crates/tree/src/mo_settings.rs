//! The switches of MO formation (`MoSettings`, spec §8, `docs/mo.md`): our design for
//! the inclusion and exclusion of zones, which Appendix 1 leaves out, with the studies
//! preset's choices and the measurements behind each. Part of [`crate::config`], which
//! re-exports it.

use crate::mo_choices::{CappedLeaf, EmptyTurn, MateDefence, ReformScope};
use serde::{Deserialize, Serialize};

/// The switches of MO formation (spec §8; `docs/mo.md`). The seed's Appendix 1 leaves the
/// inclusion and exclusion of zones out ("вопросы включения зон … не рассматриваются"), so
/// every choice here is ours and can be turned off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoSettings {
    /// Promotion zones: a pawn's pushes to its last rank within the horizon; the stake is
    /// queen − pawn (8).
    pub promotion_zones: bool,
    /// Kings may be root pieces of attack zones (legal moves only).
    pub king_roots: bool,
    /// Kings are targets (value 200); a checkmate is the capture of the king.
    pub king_targets: bool,
    /// Zones formed during search: after a move, a new attack by the moved piece within
    /// the horizon (or a promotion path now within it) becomes a zone included at that
    /// depth, erased when the search climbs above it.
    pub zones_in_search: bool,
    /// With zones formed during search, also the new attacks *on* the moved piece by the
    /// enemy pieces that now reach it within the horizon.
    pub attacks_on_mover: bool,
    /// Endgame knowledge, the rule of the square (Botvinnik: Pioneer needed it for Réti's
    /// study): a line ends when one side has a pawn the enemy king cannot catch (king and
    /// pawns only on the defending side, free path) and the other has none.
    pub square_rule: bool,
    /// With the rule of the square: a line also ends when, with kings and pawns only,
    /// every pawn on the board is stopped (blocked by the enemy king or inside its square,
    /// its own king not beside its path): the kings take them ([`crate::square`]).
    pub all_stopped: bool,
    /// With the rule of the square: a line also ends when, with kings and pawns only, one
    /// side queens an unstoppable pawn while every enemy pawn still needs
    /// [`crate::square::RACE_MARGIN`] pushes or more (a race won by tempi; ours,
    /// `docs/search.md` item 60, checked against Stockfish in `tests/square_oracle.rs`).
    pub race_by_tempi: bool,
    /// With the race won by tempi (ours, `docs/search.md` item 78): an enemy pawn whose
    /// way is blocked counts the moves its side must spend before it can push (its own
    /// piece in front moving away, the enemy pawn in front taken), and one the racing
    /// side's king stands in front of never moves ([`crate::square::SquareRule`]; checked
    /// against the exact KPKP table and Stockfish in `tests/square_oracle.rs`).
    pub race_blocked: bool,
    /// The lengthening of fork trajectories (seed 003): a (−) piece whose next square
    /// serves bundles of two zones may be late, by up to [`MoSettings::fork_slack`] moves.
    pub fork_lengthening: bool,
    /// How many moves late a fork step may be (seed 003; spec §8.1 chose two on Réti,
    /// which proves the most over the six sets too: `docs/mo.md`, "Fork slack").
    pub fork_slack: u8,
    /// Promotion routes are watched from the start: the enemy's pieces get trajectories
    /// onto the promotion square (to catch the pawn, `T_x` = moves the pawn needs + 1) and
    /// the pawn's own pieces get trajectories onto it too (to support it, `T_x` = the
    /// enemy's time to get there), and such supporters may move (spec §8.1).
    pub promotion_watch: bool,
    /// A side passes only while it attacks in no live zone (spec §8.1's prototype: "a pass
    /// last, only for a side attacking in no live zone").
    pub pass_only_defending: bool,
    /// "Race over" (spec §8.1): a line ends right after a promotion unless the other side
    /// can take the new piece or promote at once.
    pub race_over: bool,
    /// With the race over (ours, `docs/search.md` item 33): the line goes on after a
    /// promotion also while the other side has a capture that wins material by the
    /// static exchange (1…g1=R? 2.Rxe3: the piece left hanging is taken before the
    /// material is counted). Off, only the new piece's capture or a promotion keeps it.
    #[serde(default)]
    pub race_over_captures: bool,
    /// With the race over (ours, `docs/search.md` item 33): the line goes on after a
    /// promotion while the other side is in check (1…g1=N+ 2.Kg3 and the rook may still
    /// take the knight left on e3): a side in check is not at rest, as quiescence search
    /// never stands pat in check, so the material is not counted yet.
    #[serde(default)]
    pub race_over_checks: bool,
    /// With the race over (ours, `docs/search.md` item 51): the line goes on after a
    /// promotion while the other side has a check whose piece, from its new square, also
    /// attacks the piece just promoted (a fork or a skewer: 1…c1=Q 2.h8=Q Qh6+ and the
    /// king must step off the line to h8). The new piece is then lost in two moves as
    /// surely as by its capture at once, so the material is not counted yet. Off, only
    /// captures, promotions and (with the switches above) checks against the side to move
    /// keep the race open.
    #[serde(default)]
    pub race_over_forks: bool,
    /// With the race over (ours, `docs/search.md` item 55): a line the race over ends is
    /// valued by its material plus what the side to move wins by one check and the
    /// captures after it, every reply to the check searched
    /// ([`pioneer_rules::captures::check_gain`], at most [`RACE_CHECK_GAIN_LIMIT`]
    /// positions): the fork or the skewer that wins the new queen (1…c1=Q 2.h8=Q Qc3+)
    /// counted without playing the line on in the MO. Off, the material (on in the
    /// studies preset since the thirty-ninth session, off in fig21).
    #[serde(default)]
    pub race_over_check_gain: bool,
    /// With [`MoSettings::race_over_check_gain`] (ours, `docs/search.md` item 61): how
    /// many checks in a row the gain looks at, every reply to each searched
    /// ([`pioneer_rules::captures::check_gain_within`]). One counts the fork or skewer of
    /// a single check; two also the skewer that needs a check to drive the king onto the
    /// line first (1.a8=Q g1=Q 2.Qh8+ Kg5 3.Qg8+ and 4.Qxg1).
    #[serde(default = "one_check")]
    pub race_gain_checks: u8,
    /// The race judged along a chain of captures (ours, `docs/search.md` item 40): where
    /// every move since the last promotion was a capture, the race over is judged again
    /// after the last one — the line ends at its material unless the side to move can
    /// take the piece that just captured, promote, or (with the switches above) win
    /// material or must answer a check. Off, the race is judged right after the
    /// promotion only, and the line goes on by the zones after the reply it waited for.
    #[serde(default)]
    pub race_chain: bool,
    /// The race judged along the answers to checks (ours, `docs/search.md` item 56): with
    /// [`MoSettings::race_chain`], a move that answers a check also continues the chain
    /// of moves since the last promotion, so that after a promotion with check (which
    /// keeps the race open, [`MoSettings::race_over_checks`]) the race is judged again
    /// once the check is answered — the new queen left hanging by the king's step is
    /// taken, not left to the zones, whose time may be over. Off, an answer to a check
    /// ends the chain, and the line goes on by the zones.
    #[serde(default)]
    pub race_check_replies: bool,
    /// The race left open (ours, `docs/search.md` item 33, thirteenth session): when the
    /// race is not over right after a promotion (the other side can take the new piece or
    /// promote at once), the line goes on — no later rule of the end of a line (no live
    /// zone with a target, the stakes) ends it before that reply is played — and the
    /// replies that keep the race open are offered first, even where no zone in time
    /// offers them (`search/race.rs`). Off, those rules may still end it at the
    /// promotion's material.
    #[serde(default)]
    pub race_goes_on: bool,
    /// The race in check on the root clock (ours, `docs/search.md` item 33, fifteenth
    /// session): below a promotion that gives check, the zones formed during search count
    /// their time from the root, as with [`MoSettings::time_from_root`], while the zones
    /// formed above it keep their clock ([`pioneer_zones::Mo::set_root_clock_from`]). With
    /// [`MoSettings::race_over_checks`] the line goes on after such a promotion; the new
    /// queen's attacks then end within the horizon instead of looking a whole horizon
    /// ahead from where they are formed. Only with [`MoSettings::zone_time`]. Off, every
    /// zone keeps the search's clock.
    #[serde(default)]
    pub race_check_clock: bool,
    /// Mates and checks (ours, spec §8: "the king (legal moves only; checkmate as the
    /// capture of the king)"): a side in check tries every legal evasion and its line does
    /// not end while it is in check; a checkmate is worth the king and more
    /// ([`crate::search::MATE`] less the depth, so shorter mates come first), a stalemate
    /// is a draw (0 in absolute material); the side to move may always take the piece that
    /// just moved (its attackers at length one, §1.8), and that capture keeps the line
    /// open; a root the MO gives no move tries every legal move.
    pub checks: bool,
    /// Waiting moves (ours, `docs/search.md` item 20): a side that attacks in a live zone
    /// may not pass (spec §5.4), yet in chess it can often wait with a piece that takes no
    /// part in any zone. With the switch such a side gets one *waiting move* as its last
    /// option: a legal quiet move (no capture, no pawn move, no check) of a piece that
    /// belongs to no live zone, onto a square the enemy does not attack. Unlike a pass it
    /// can be played on the board.
    #[serde(default)]
    pub waiting_moves: bool,
    /// Spare passes (ours, `docs/search.md` item 44): a pass (spec §5.4's, and the
    /// declining one) stands for a move elsewhere, one that changes none of the zones. A
    /// side that has no such move — every legal move is of a live zone's root piece or
    /// target, or is one of the MO's moves at the node — is in zugzwang and may not pass:
    /// it has the MO's moves only (none left: the line ends, as without a pass). With
    /// the switch a pass needs such a *spare move*. In the studies preset with
    /// [`MoSettings::threat_probes`] since the thirty-first session (alone it loses Réti's
    /// study when played out: `docs/studies-log.md`, thirtieth session); off in `fig21`.
    #[serde(default)]
    pub spare_passes: bool,
    /// Pass probes (ours, `docs/search.md` item 44): with [`MoSettings::spare_passes`], a
    /// side without a spare move still searches the pass it does not have, once at a node
    /// (below the root), as a probe: what the line reveals (late trajectories, the
    /// pseudo-search's restart of the node with them in play) stays, but its value is not
    /// one of the node's values. Pioneer's pseudo-moves (§1.10, seed 003) reveal
    /// trajectories the same way without being moves.
    #[serde(default)]
    pub pass_probes: bool,
    /// Threat probes (ours, `docs/search.md` item 45): before its first move at a node
    /// below the root, a side one of whose pieces an enemy zone's root piece can take at
    /// once (the root bundle has one move left, onto that piece) makes a pseudo-move: a
    /// pass, then each such capture, one half-move each, for what vision finds onto the
    /// taken piece's square — its own supports and negations (seed 003: the capture is
    /// preceded by a pseudo-move that reveals them). What is found late sends the
    /// pseudo-search back as usual (the node restarts with it in play); the probe's lines
    /// leave the tree and their values do not count. It gives a side that may not pass
    /// ([`MoSettings::spare_passes`]) what its declining pass revealed before. In the
    /// studies preset (thirty-first session), off in `fig21`.
    #[serde(default)]
    pub threat_probes: bool,
    /// Declining (ours, `docs/search.md` item 23): with [`MoSettings::pass_only_defending`]
    /// a side that attacks in a live zone never passes, so when its last attacking move is
    /// tried and every move it tried loses material (or the MO gives it no move at all),
    /// the line has to take the loss, though in chess the side would simply not go on
    /// with the attack. With the switch such a side passes as its last option (it declines
    /// the attack: the enemy's zones play on), and a pass right after the enemy's pass
    /// ends the line with `m_t` (neither side can change anything). Off, a line where the
    /// side to move has no move in the MO ends with `m_t` however much the enemy's zones
    /// still had to play (the unstoppable pawn's promotion never seen).
    #[serde(default)]
    pub decline: bool,
    /// Opened promotion routes (ours, `docs/search.md` item 23): with zones formed during
    /// search, after every move each pawn without a promotion zone gets one if its route
    /// is now open within the horizon — a capture or a move elsewhere may have cleared it
    /// (1.b6 axb6: the a5-pawn's file is free). Off: only the pawn that moved.
    #[serde(default)]
    pub opened_promotions: bool,
    /// Routes opened by a capture (ours, `docs/search.md` item 64): with
    /// `opened_promotions`, the square of the piece a capture took counts as a square the
    /// move left, so a pawn whose route that piece blocked gets its zone when only the
    /// capturer stands there (open with deblockade: 1…Kxd5 frees the d4-pawn's file but
    /// for its own king). Off: only the from square (and en passant the taken pawn's).
    #[serde(default)]
    pub opened_by_captures: bool,
    /// A promotion zone follows its pawn's file (ours, `docs/search.md` item 62): a pawn
    /// that captures onto another file leaves its old zone — the zone no longer stands
    /// ([`pioneer_zones::ZoneRules::promotion_on_file`]) — and, with zones formed during
    /// search, gets the promotion zone of its new file, watched like any other
    /// ([`MoSettings::promotion_watch`]). Off: a pawn keeps the zone of the file it
    /// started on, toward a square it can no longer push to, and its new route is no
    /// zone (1…dxe2: no enemy piece watches e1).
    #[serde(default)]
    pub promotion_follows_file: bool,
    /// Clear routes (ours, `docs/search.md` item 27): with [`MoSettings::promotion_watch`]
    /// the pawn's own pieces move along trajectories onto its promotion square to
    /// support it, and the last steps of such a trajectory stand on the pawn's route
    /// (the king on c8 or c7 in front of its c-pawn). A supporter does not step onto the
    /// squares ahead of the pawn it supports: it would block it. Moves along other
    /// bundles (an attack, a negation of an enemy zone) are not affected.
    #[serde(default)]
    pub clear_routes: bool,
    /// Mate defence (ours, `docs/search.md` items 29 and 47): a side whose every move in
    /// the MO (its pass included) was answered by a mate tries other legal moves before
    /// the mate is believed — its king's steps, or every move ([`MateDefence`]). The MO
    /// chooses a side's moves by its zones, and a pass is no move at all: a mate found in
    /// those lines alone says nothing about the moves left out (the king's escape from a
    /// mate threat, the rook that checks on and on). Off, such a node takes the mate.
    #[serde(default)]
    pub mate_defence: MateDefence,
    /// Mate defence against mates on the board only (ours, `docs/search.md` item 68):
    /// with [`MoSettings::mate_defence`], a side whose lines end in a mate read from an
    /// endgame table ([`crate::NodeValue::is_tabled`]) takes it; only a mate met on the
    /// board calls for the other moves. A table's mate is a won ending's distance to mate
    /// (king and pawn against king after a pawn is taken, the new queen against a pawn):
    /// a loss of material that the tables happen to count in moves to mate, where
    /// without the tables the line would end at the material and no mate defence would
    /// follow. Off, every mate is defended alike.
    #[serde(default)]
    pub mate_defence_board_only: bool,
    /// The empty turn (ours, `docs/search.md` item 52): what a side to move does when the
    /// MO gives it nothing at all — no zone's move, and (with
    /// [`MoSettings::spare_passes`], every legal move being a live zone's piece's) no
    /// pass. The zones are live, so the enemy still has a move to make: ending the line
    /// there counts the material as if the enemy's attack had stopped as well (the
    /// promotion one move away never played). See [`EmptyTurn`].
    #[serde(default)]
    pub empty_turn: EmptyTurn,
    /// Zones keep to their time (ours, a reading of §1.7–1.8, `docs/search.md` item 30):
    /// a zone with a target stays alive only while its root piece can still finish its
    /// attack within the horizon counted from the zone's inclusion depth — the root
    /// piece's moves left along the root bundle at most ⌈(d₀ + H_L − d)/2⌉ at depth d.
    /// A zone whose attacker wasted its tempi dies, so lines end when no zone can change
    /// anything within its own time. Off, a zone lives while its pieces stand.
    #[serde(default)]
    pub zone_time: bool,
    /// With the zone time (ours, `docs/search.md` item 30, thirteenth session): a zone
    /// formed during search counts its time from the search's root, not from its
    /// inclusion depth — it inherits the time the search has left, as a negation inherits
    /// `T_x` from the zone it defends (§1.7–1.8), so no zone's attack runs past H_L
    /// half-moves from the root and the lines end within the horizon
    /// ([`pioneer_zones::ZoneClock::Root`]). Off, every zone looks H_L ahead from where it
    /// was formed.
    #[serde(default)]
    pub time_from_root: bool,
    /// With the zone time (ours, `docs/search.md` item 37, nineteenth session): a zone
    /// whose root piece has left its root bundle keeps to its time as well, its moves
    /// left counted as the piece's shortest length to the target on the free board
    /// ([`pioneer_zones::ZoneRules::off_bundle_time`]). Off, such a zone has no time: it
    /// lives while its piece and target stand, and keeps the lines going to the depth cap.
    #[serde(default)]
    pub off_bundle_time: bool,
    /// A root piece off its bundle forms its zone again (ours, `docs/search.md` item 71):
    /// where it applies ([`ReformScope`]), a piece that has left every trajectory of its
    /// attack zone (a king's step of the whole root, of the kings' race or of a mate
    /// defence) gets a new zone against the same target from where it stands, formed
    /// during search as any new attack is
    /// ([`pioneer_zones::ZoneRules::reform_off_bundle`]). Off, the old zone keeps the
    /// piece and its target paired, and the piece has no trajectory to the target.
    #[serde(default)]
    pub reform_off_bundle: ReformScope,
    /// The stalemate resource (ours, `docs/search.md` item 31): a side that can move but
    /// whose king and pawns cannot has stalemate at hand — its last pieces check, or
    /// offer themselves, until the enemy takes one (stalemate) or the checks repeat. Its
    /// lines do not end by the race over, the stakes rule or the lack of live zones, and
    /// its pieces' checks and offers come first among its moves. Off, such a side is
    /// judged by its material like any other.
    #[serde(default)]
    pub stalemate_resource: bool,
    /// The promotion at hand (ours, `docs/search.md` item 66; `search/at_hand.rs`): where
    /// the side to move can promote a pawn at once with profit (the queen's gain over the
    /// pawn larger than what the exchange on the square costs), the line does not end by
    /// the stakes rule or the lack of live zones, and that promotion is among its moves
    /// even where its zone's time is over. Off, a pawn one step from promotion past the
    /// horizon counts as a pawn.
    #[serde(default)]
    pub promotion_at_hand: bool,
    /// Perpetual check (ours, `docs/search.md` item 32): where a line ends by the
    /// material (the depth cap, the race over, the stakes rule, no live zone) and the side
    /// to move is worse off than a draw, an exact proof asks whether it can check for ever
    /// ([`pioneer_rules::perpetual`], within [`PERPETUAL_LIMITS`]); a proven draw replaces
    /// the material's verdict. Off, the material decides.
    #[serde(default)]
    pub perpetual: bool,
    /// Mate by checks (ours, `docs/search.md` item 49): where a line ends by the material
    /// (the depth cap, the race over, the stakes rule, no live zone), an exact proof asks
    /// whether the side to move mates by checking on every move within
    /// [`CHECK_MATE_LIMITS`] ([`pioneer_rules::check_mate`]), or, where the depth cap ends
    /// a line in check, whether the enemy's checks mate it; a proven mate replaces the
    /// material's verdict, valued as the checkmate that many half-moves down. The zones see
    /// a check only as an attack on the king (and in the studies preset the king is no
    /// target), so without it a line that walks into a mating attack ends at its
    /// material. Off, the material decides.
    #[serde(default)]
    pub check_mates: bool,
    /// The perpetual's proof at the depth cap too (ours, `docs/search.md` item 32): a line
    /// the cap ends has not ended — the next step of the deepening searches it further —
    /// so off, its material's verdict stands there and the proof is asked only where a
    /// line ends by the model's judgement (the race over, the stakes rule, no live zone,
    /// the passes). On, the capped steps pay for proofs their deeper steps make anyway.
    #[serde(default)]
    pub perpetual_at_cap: bool,
    /// The perpetual's proof led by proof numbers (ours, item 32;
    /// [`pioneer_rules::perpetual::perpetual_check`]): it follows one check per checker's
    /// position and one reply per reply position, so it proves draws and shows escapes
    /// that exploring breadth first
    /// ([`pioneer_rules::perpetual::perpetual_check_breadth_first`], off) does not reach
    /// within [`PERPETUAL_LIMITS`].
    #[serde(default)]
    pub perpetual_numbers: bool,
    /// How a line the depth cap cuts is valued (ours, `docs/search.md` item 43; the
    /// cap itself is ours): by its material where the cap falls, or after the capture
    /// of a promotion's new piece, of the piece that just moved, or after every capture
    /// open to the side to move ([`CappedLeaf`]).
    #[serde(default)]
    pub capped_leaf: CappedLeaf,
    /// Underpromotions (ours, `docs/search.md` item 33): where the MO promotes a pawn (to
    /// a queen, the most valuable piece), the pawn may also become a rook, a bishop or a
    /// knight, tried after every other move of the node. The queen can stalemate the
    /// enemy, or leave its king where the enemy's checks never end; the lesser piece then
    /// wins. Off, a promotion gives a queen (a rook only where every legal move is tried).
    #[serde(default)]
    pub underpromotions: bool,
    /// Underpromotions at the root only (ours, `docs/search.md` item 39): what
    /// [`MoSettings::underpromotions`] does, at the root alone. The proof criterion asks
    /// every root move tried to be worse than the key; a promotion at the root may be the
    /// key as a lesser piece (PET026: 1…g1=B), and the lines below stay as narrow as
    /// without the switch.
    #[serde(default)]
    pub root_underpromotions: bool,
    /// The capture bound on underpromotions (ours, `docs/search.md` item 36; with
    /// [`MoSettings::underpromotions`]): a rook, bishop or knight that the enemy can take
    /// at once on its square is worth no more than the position after that capture —
    /// the one the queen's promotion and the same capture give. Where the tables or the
    /// memo know that position's value exactly and it is no better than the node's value
    /// so far, the lesser promotion is not tried (at the root, only where it is strictly
    /// worse).
    #[serde(default)]
    pub capture_bound: bool,
    /// The branching ban spares a promotion's other pieces (ours, `docs/search.md` item
    /// 58): once a son promoted a pawn along a bundle, the bundle branching ban (§2.10)
    /// still lets the same step be tried with another piece — a promotion to a queen and
    /// to a rook on the same square are one trajectory, not two. Without it a lesser
    /// piece tried first (remembered moves order the root by an earlier step's values,
    /// item 28) bans the queen's promotion at that node.
    #[serde(default)]
    pub ban_spares_promotions: bool,
}

/// The default of [`MoSettings::race_gain_checks`] where a saved setting lacks it.
fn one_check() -> u8 {
    1
}

/// How many positions [`CappedLeaf::Captures`] searches at one capped leaf.
pub const CAPPED_CAPTURE_LIMIT: usize = 2_000;

/// How many positions the captures after the check of
/// [`MoSettings::race_over_check_gain`] search at one line's end (as
/// [`CAPPED_CAPTURE_LIMIT`]; not tuned).
pub const RACE_CHECK_GAIN_LIMIT: usize = 2_000;

/// How far the proof of [`MoSettings::perpetual`] searches: lines of 32 half-moves, at
/// most 1 000 positions (`docs/search.md` item 32 has the measurements: 4 000 until the
/// thirty-fifth session, when over the three sets and the unique wins at 10 000 moves no
/// answer, value or verdict changed with 1 000, and the proofs' positions fell by half
/// to three quarters).
pub const PERPETUAL_LIMITS: pioneer_rules::perpetual::PerpetualLimits =
    pioneer_rules::perpetual::PerpetualLimits {
        plies: 32,
        nodes: 1_000,
    };

/// How far the proof of [`MoSettings::check_mates`] searches: mates of at most 5
/// half-moves (three checks), at most 2 000 positions (`docs/search.md` item 49).
pub const CHECK_MATE_LIMITS: pioneer_rules::check_mate::CheckMateLimits =
    pioneer_rules::check_mate::CheckMateLimits {
        plies: 5,
        nodes: 2_000,
    };

impl MoSettings {
    /// Everything off: one level of zone formation as in Fig. 21.
    pub const OFF: MoSettings = MoSettings {
        promotion_zones: false,
        king_roots: false,
        king_targets: false,
        zones_in_search: false,
        attacks_on_mover: false,
        waiting_moves: false,
        spare_passes: false,
        pass_probes: false,
        threat_probes: false,
        decline: false,
        opened_promotions: false,
        opened_by_captures: false,
        promotion_follows_file: false,
        clear_routes: false,
        mate_defence: MateDefence::Off,
        mate_defence_board_only: false,
        empty_turn: EmptyTurn::End,
        zone_time: false,
        time_from_root: false,
        off_bundle_time: false,
        reform_off_bundle: ReformScope::Off,
        stalemate_resource: false,
        promotion_at_hand: false,
        perpetual: false,
        check_mates: false,
        perpetual_at_cap: false,
        perpetual_numbers: false,
        capped_leaf: CappedLeaf::Material,
        underpromotions: false,
        root_underpromotions: false,
        capture_bound: false,
        ban_spares_promotions: false,
        race_over_captures: false,
        race_over_checks: false,
        race_over_forks: false,
        race_over_check_gain: false,
        race_gain_checks: 1,
        race_chain: false,
        race_check_replies: false,
        race_goes_on: false,
        race_check_clock: false,
        square_rule: false,
        all_stopped: false,
        race_by_tempi: false,
        race_blocked: false,
        fork_lengthening: false,
        fork_slack: 1,
        promotion_watch: false,
        pass_only_defending: false,
        race_over: false,
        checks: false,
    };

    /// The MO formation used for studies (`SearchConfig::studies`). Every switch it does
    /// not name is off, as in [`MoSettings::OFF`]: the switches measured and left off
    /// (the race over in check or with captures, the race in check on the root clock,
    /// underpromotions, the stalemate resource, …) have their figures in
    /// `docs/studies-log.md`.
    pub const STUDIES: MoSettings = MoSettings {
        promotion_zones: true,
        king_roots: true,
        zones_in_search: true,
        decline: true,
        opened_promotions: true,
        opened_by_captures: false,
        promotion_follows_file: true,
        clear_routes: true,
        // Measured on the three sets (docs/studies-log.md, "Issue 15, seventh session" and
        // "eleventh session"): with the perpetual and every finish deepening, 16 proofs
        // against 15 at 10 000 moves (16 against 14 at 2 s, 16 against 15 at 10 s) and
        // twice as many finished searches.
        zone_time: true,
        // Measured with the zone time (docs/studies-log.md, tenth session): it adds EET 049.
        perpetual: true,
        // Measured on the three sets with the race left open and the queen-against-pawn
        // table (docs/studies-log.md, seventeenth session): at 10 000 moves 19 proofs against
        // 16 and the key chosen in 40 positions against 36, 64 searches finished against
        // 30, in less time; Réti's tree 56 nodes (97 on the inclusion clock).
        time_from_root: true,
        // With the zone clock from the root (docs/studies-log.md, fourteenth session): every
        // attack's time is over at the horizon, and without it a promotion that the other
        // side answers by promoting ended the line at its material (Réti lost).
        race_goes_on: true,
        // Measured on the three sets (docs/studies-log.md, twelfth session): without the
        // proof at the cap the same 16 proofs, Réti's proofs a quarter of the positions
        // (played at 0.5 s a move again); by proof numbers Réti's tree grows to 144.
        perpetual_at_cap: false,
        square_rule: true,
        all_stopped: true,
        // Measured over the six sets, the same binary side by side (docs/studies-log.md,
        // forty-fourth session): at 10 000 moves UQH 012 and 039 in, none out; at 2 s
        // PET003 and UQW 020 in, EET 056 out (a horizon-5 search now finished in time
        // answers 1.Rg2, a queen against a rook and pawns, +3 in material); at 5 s on the
        // unique wins UQW 020 in, none out. Its verdicts are checked over every KPKP
        // position against the exact table and refereed by Stockfish with more pawns
        // (`tests/square_oracle.rs`: none wrong).
        race_by_tempi: true,
        race_blocked: true,
        fork_lengthening: true,
        fork_slack: 2,
        promotion_watch: true,
        pass_only_defending: true,
        race_over: true,
        // Measured on the three sets (docs/studies-log.md, twenty-first session): with the
        // race over waiting for captures and going on in check, and underpromotions at the
        // root, 20 proofs against 19 at 10 000 moves (PET026's 1…g1=B), the key chosen in
        // 40 positions against 39, the breakthrough's tree 544 nodes against 872, Réti's
        // 56 as before; 72 searches of 156 finished against 76.
        race_over_captures: true,
        race_over_checks: true,
        root_underpromotions: true,
        // Measured on six sets (docs/studies-log.md, fortieth session): at 10 000 moves one
        // tree of 212 changes (UQW 023, 490 nodes against 596), no answer; at 2 s the
        // held-out UQH 023 (1…c1=Q, where the rook's promotion had kept the queen's out)
        // proven, the rest within the timing's noise.
        ban_spares_promotions: true,
        // Measured on the three sets (docs/studies-log.md, twenty-first session): 22 proofs
        // against 20 at 10 000 moves, 21 against 19 at 2 s (EET 049 and 060, a win).
        race_chain: true,
        // Measured with transpositions kept to their depth over the three sets, the unique
        // wins and the held-out unique wins (docs/studies-log.md, thirty-ninth session): at 2 s
        // 21 proofs against 20 on the three sets (PET003), 49 against 46 on the unique
        // wins, 32 against 29 on the held-out set; at 10 s EET 10 and PET 5 (PET003 in,
        // PET027 out), even with alpha-beta's 5 on PET.
        race_over_check_gain: true,
        // Measured over the three sets, the unique wins, the quiet and the held-out ones
        // (docs/studies-log.md, forty-second session): at 10 000 moves and at 2 s, the same
        // proofs on the three sets (22; 21), and UQW 005 and UQH 022 in, none out; at 10 s
        // EET 9 against 10 (EET 080, a deeper capped answer) and PET 5 = 5. The gains
        // search five to sixteen times the positions; three checks prove fewer.
        race_gain_checks: 2,
        race_check_replies: true,
        // Measured on the three sets (docs/studies-log.md, thirty-first session): spare
        // passes with threat probes prove 22 against 20 at 10 000 moves, 21 against 20 at
        // 2 s, 18 against 19 at 5 s and 17 against 18 at 10 s, and more of the won
        // positions at each budget but 10 s (8, 9, 8 and 7 against 7); more searches
        // finish (84, 86 and 86 of 137 against 78, 81 and 80 at 2, 5 and 10 s); the
        // breakthrough's tree 269 nodes against 1 010, Réti's 91 against 56. Spare passes
        // alone lose Réti when played out (thirtieth session); the threat probe gives the
        // drawing 3.Ke5 back.
        spare_passes: true,
        threat_probes: true,
        // Measured on the three sets (docs/studies-log.md, thirty-second session): the king's
        // mate defence proves 22 against 22 at 10 000 moves, 22 against 21 at 2 s, 21
        // against 19 at 5 s and 20 against 18 at 10 s (EET 049 at every timed budget;
        // at 10 s EET 061, a win whose finished horizon-6 search had taken a mate threat
        // for a mate, and EET 056; EET 055 lost), and the won positions 8, 9, 9 and 9
        // against 8, 9, 9 and 7. Every legal move (item 29) proves 20 at 2 s.
        mate_defence: MateDefence::King,
        // Measured on all ten sets (docs/studies-log.md, fifty-sixth session): against mates
        // on the board only, 118 against 115 proofs on the six development sets at 2 s
        // and 105 against 103 on the four judging sets (111 against 109 and 102 against
        // 99 at 10 000 moves), at 10 s the same proofs on EET and PET; Réti's tree 99
        // nodes against 209; the play-out 6 of 7 as before.
        mate_defence_board_only: true,
        checks: true,
        // Measured on the three sets (docs/studies-log.md, twenty-fourth and twenty-ninth
        // sessions): with today's binary the same proofs in number at 2 s (20) and at
        // 10 s (18), PET 4 against 3 at both (PET043's 1…Rxa3, which the depth cap's
        // count of a queen taken at once un-proved: alpha-beta's count) and EET 049
        // lost; 20 against 22 at 10 000 moves.
        capped_leaf: CappedLeaf::Promotion,
        // Measured on the three sets and the unique wins (docs/studies-log.md, thirty-sixth
        // session): 22 = 22 proofs at 10 000 moves and 20 = 20 at 2 s on the three sets
        // (the key chosen in 40 against 39 at 2 s, PET009), on the unique wins 46
        // against 44 at 2 s (UQW 033 and 048) and the quiet ones' key 17 against 16;
        // Lasker and Reichhelm's 1.a5 position proven. The pass everywhere proves 19
        // against 22 at 10 000 moves, every legal move 17.
        empty_turn: EmptyTurn::PromotionPass,
        // Measured over the twelve sets and a fourth locked set made to judge it
        // (docs/studies-log.md, sixty-first session): below a race's root only, no tree of
        // the other sets changes and the locked sets prove 91 against 84 at 2 s; in every
        // search the development sets prove 105 against 111 at 10 000 moves.
        reform_off_bundle: ReformScope::Race,
        ..MoSettings::OFF
    };
}

impl Default for MoSettings {
    fn default() -> Self {
        MoSettings::OFF
    }
}
