//! Switches and limits of the Pioneer search.
//!
//! Every mechanism of the model is a switch with a default, so that ablation studies can
//! turn it off; each has a test showing what it changes on a concrete position (the
//! model's switches in `tests/switches.rs`, the others in the test file named for their
//! mechanism, e.g. `tests/mo.rs`, `tests/horizon.rs`, `tests/decline.rs`). The defaults
//! are the settings that reproduce Fig. 21; see `docs/search.md`.

pub use crate::limits::Limits;
pub use crate::mo_choices::{CappedLeaf, EmptyTurn, MateDefence, ReformScope};
pub use crate::mo_settings::{
    CAPPED_CAPTURE_LIMIT, CHECK_MATE_LIMITS, MoSettings, PERPETUAL_LIMITS, RACE_CHECK_GAIN_LIMIT,
};
pub use crate::share::{Share, ShareError};
pub use crate::trajectory_settings::TrajectorySettings;
use pioneer_zones::{VisionSettings, ZoneRules};
use serde::{Deserialize, Serialize};

/// The mechanisms of the model, each on or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Switches {
    /// Worst-result pruning (§2.5, in the spec's reading of the Black case). Default on.
    pub worst_result_pruning: bool,
    /// The ancestor comparison of §2.4 (the bound idea of alpha-beta, no preset window).
    /// Default on.
    pub ancestor_cutoff: bool,
    /// Pseudo-search (§1.10–1.11): climb back when vision finds trajectories too late.
    /// Default on.
    pub pseudo_search: bool,
    /// The vision correction of §1.9. Default off (Fig. 21 was printed without it).
    pub vision_correction: bool,
    /// Moves along the bundles found by the latest pseudo-search first (§2.6.2). Default
    /// off (Fig. 21 tries 1…Ng7-f5 before the newest bundle's 1…Ng7-e6).
    pub newest_first: bool,
    /// After a pseudo-search the attacked piece repeats its movement first (§2.6.3).
    /// Default on.
    pub repeat_attacked: bool,
    /// Among equally short trajectories, the most forked first square first (§2.7–2.8,
    /// STEP1). Default on.
    pub fork_priority: bool,
    /// Bundle branching ban (§2.10). Default on.
    pub branching_ban: bool,
    /// The branching ban lifted for a piece blocked on the way (§2.10 as the seed has it,
    /// `docs/search.md` item 59): a son's move along a bundle bans the bundle's other
    /// trajectories only if its piece was neither captured nor, at the end of the last
    /// variation searched below the son, blocked on the bundle — standing on one of its
    /// trajectories short of ak with every way on from there blocked on the board. Off:
    /// only a capture lifts the ban (item 8's simplification). Default on (Fig. 21's
    /// printout is the same either way); off in the studies preset.
    #[serde(default)]
    pub ban_unless_blocked: bool,
    /// Freezing for insufficient time: a (−) piece moves only if `A ≤ T_x` or it captures
    /// (§1.12). Default on.
    pub time_freeze: bool,
    /// Freezing by loss of connection with the active trajectory (§1.14–1.16). Default on.
    pub connection_freeze: bool,
    /// Freezing when a piece leaves a0 on the way up, "99" (§1.17). Default on.
    pub a0_freeze: bool,
    /// Forgotten bundles, the project's departure from §1.17: a bundle found below a move
    /// whose piece is taken back off the bundle's a0 is erased (with the bundles negating
    /// it) instead of freezing "99" until the piece comes back. The sources keep it, so
    /// the map grows with every line searched and each move costs more; vision finds it
    /// again where it matters. Default off.
    pub forget_found_bundles: bool,
    /// The (−) side may pass (`*****`, spec §5.4). Default on.
    pub passes: bool,
    /// Deblockade bundles (§2.9): a root trajectory blocked by an own piece may be
    /// cleared. Default off (Fig. 21 ran without the procedures of MO formation).
    pub deblockade: bool,
    /// Retreat bundles (§2.9): a target may step off its square. Default off.
    pub retreat: bool,
    /// Vision switches (length-one captures always found; blockades).
    pub vision: VisionSettings,
    /// Take `m_0` as the root's material balance instead of 0 (spec §2: 0 reproduces
    /// Fig. 21). Default off.
    pub m0_root_balance: bool,
    /// Form attack zones of both colours at the root (off: only the side not to move,
    /// i.e. the attacker of Fig. 21). Fig. 21 has one zone either way. Default on.
    pub both_colours: bool,
    /// MO formation: the project's own design for the third level, which the seed leaves
    /// open (spec §8, `docs/mo.md`). All off in the Fig. 21 settings.
    pub mo: MoSettings,
    /// Transpositions (our addition, [`crate::memo`]): a position whose subtree was already
    /// searched to the end in the current tree takes over its value and stays a leaf.
    pub transpositions: bool,
    /// Transpositions kept to their depth (ours, `docs/search.md` item 57): a value is
    /// taken over only where its position was searched at the same depth or a shallower
    /// one ([`crate::memo::Memo::probe`]). Zones are timed from the root and lines end at
    /// the depth cap, so a position met deeper was searched with less of the horizon
    /// left, and its value, found by another order of moves, need not hold higher up.
    #[serde(default)]
    pub transposition_depth: bool,
    /// How many times one node may restart after pseudo-searches before the late
    /// trajectories found below it stop sending the search back (0: no limit, as in the
    /// seed). Ours: with zones formed during search, restarts need not converge.
    pub restart_budget: u8,
    /// Deepening (ours): search with a depth cap of 2, 4, 8, 16, … half-moves up to
    /// `Limits::max_depth` and answer with the last search completed; stops as soon as a
    /// search has no line ended by the cap (then it is the search without a cap).
    pub deepening: bool,
    /// Appendix 2 (spec §10, the project's reading): a line's value carries the positional
    /// evaluation at its end, and values equal in material are ordered by it (`(m_t, P)`
    /// compared lexicographically, [`crate::NodeValue`]); material alone still decides the
    /// end of a variation, the worst-result pruning and the stakes. Default off.
    #[serde(default)]
    pub positional_values: bool,
    /// Appendix 2's priority (spec §10): among quiet moves of equal §2.6–2.8 rank, the one
    /// whose resulting positional score is better for the mover first. Default off.
    #[serde(default)]
    pub positional_priority: bool,
    /// The kings' race (ours, `docs/search.md` item 48): a line ending where only kings
    /// can move (kings and locked pawns, [`pioneer_rules::kings_game`]) carries who forces
    /// the first capture of a pawn and how soon; values equal in material are ordered by
    /// it, before `P` ([`crate::NodeValue`]). It never ends a line and never proves.
    #[serde(default)]
    pub kings_game: bool,
    /// The kings' race played out (ours, `docs/search.md` item 63): with `kings_game`,
    /// below a root of its class, a node where one king forces the first capture plays
    /// the race (that side's moves by the exact table, the other's every legal move) and
    /// its line goes on to the capture. Default off.
    #[serde(default)]
    pub kings_race_played: bool,
    /// The race's clock (ours, `docs/search.md` item 64): with `kings_race_played` and
    /// the zone clock from the root, the zones formed at or below the capture that ends a
    /// race played out count their time from that capture, a whole horizon of their own,
    /// instead of what the march left of the root's. Default off.
    #[serde(default)]
    pub race_clock: bool,
    /// The side behind tries every move (ours, `docs/search.md` item 65): with
    /// `kings_race_played`, below a root of the race's class, a side to move that has lost
    /// material since the root tries every legal move instead of its zones' alone, so the
    /// value after the race's capture holds against every defence. Default off.
    #[serde(default)]
    pub race_behind_legal: bool,
    /// The race's pawn tables (ours, `docs/search.md` item 70): with `kings_race_played`
    /// and [`Switches::mate_tables`], below a root of the race's class (not itself of the
    /// table's), a line reaching king and pawn against king and pawn ends with the exact
    /// value of [`pioneer_rules::pawn_pawn`]'s table where it has one, as
    /// [`Switches::pawn_tables`] would. Default off.
    #[serde(default)]
    pub race_pawn_tables: bool,
    /// The race's horizon (ours, `docs/search.md` item 72): with `kings_race_played`,
    /// below a root of the race's class, horizon deepening goes on to this horizon
    /// instead of [`SearchConfig::max_horizon`] where it is wider (0: no wider). The
    /// class's searches finish in milliseconds, so the budget ends the deepening there.
    /// Default 0, and 0 in every preset since the sixty-fifth session, whose studies
    /// preset deepens every root to the widest horizon (30 here from the sixty-first).
    #[serde(default)]
    pub race_max_horizon: u8,
    /// The defender's holds (ours, `docs/search.md` item 73): with `kings_race_played`,
    /// below a root of the race's class, at a node of the class where neither king forces
    /// the first capture, the side that did not move at the root also tries, after the
    /// node's other moves (and where it has none), the king moves after which neither
    /// king forces it (read from the exact table of [`pioneer_rules::kings_game`]).
    /// Default off; on in the studies preset.
    #[serde(default)]
    pub race_hold: bool,
    /// The race's guarding steps (ours, `docs/search.md` item 74): with
    /// `kings_race_played`, below a root of the race's class, at a node where the side to
    /// move forces the first capture, that side also tries the king steps next to a pawn
    /// of its own that the enemy king attacks after which the capture is still forced, one
    /// move later than the soonest (read from the exact table of
    /// [`pioneer_rules::kings_game`]). Default off; on in the studies preset.
    #[serde(default)]
    pub race_guard: bool,
    /// The race to each pawn (ours, `docs/search.md` item 80): with `kings_race_played`,
    /// below a root of the race's class, at a node where the side to move forces the
    /// first capture, that side also tries, for every enemy pawn whose capture it can
    /// force on its own, the moves that keep that capture forced one half-move sooner
    /// (the game of one pawn, [`pioneer_rules::kings_game::RaceGoal::Take`]). Default off.
    #[serde(default)]
    pub race_targets: bool,
    /// The race's mate defence (ours, `docs/search.md` item 81): with
    /// `kings_race_played`, below a root of the race's class, at a node where the side to
    /// move forces the first capture and has tried every move the race gives it, a side
    /// mated after each of them (a mate on the board or read from a table) tries every
    /// other legal move before the mate is believed. Default off; on in the studies preset.
    #[serde(default)]
    pub race_mate_defence: bool,
    /// Moving on rails (§2.11; spec §5.6, §11): after the move played and the reply, a
    /// front end that plays a game continues from the subtree kept under that pair of
    /// moves ([`crate::Search::continue_on_rails`]) instead of a fresh search. Default
    /// off; on in the studies settings, off in play. One search alone is never changed by
    /// it.
    pub rails: bool,
    /// Bundles of every trajectory up to the limit and the transfer to the real board in
    /// search (spec §3.2, §11; §2.2 criterion 1, §2.7).
    pub trajectories: TrajectorySettings,
    /// Repetitions end a line (ours, `docs/search.md` item 23): a position met earlier in
    /// the same line (same side to move, nothing irreversible played since) ends the line
    /// with `m_t` — the side that went round could have done whatever it did next without
    /// going round. Default off; on in the studies settings.
    #[serde(default)]
    pub repetitions: bool,
    /// Repetition claims (ours, `docs/search.md` item 54): with
    /// [`Switches::repetitions`], a side to move that stands worse in material than a
    /// draw also tries its legal moves that repeat a position (in the line, or twice in
    /// the game before the root): a draw by the rules is always there to be claimed,
    /// whether or not a zone leads to it. Default off; on in the studies settings (and
    /// so in play) since the forty-fifth session.
    #[serde(default)]
    pub repetition_claims: bool,
    /// Dead positions drawn (a rule of chess, FIDE Laws 5.2.2; ours in the model,
    /// `docs/search.md` item 69): a position where neither side has the material to mate
    /// (`Position::is_insufficient_material`: the kings alone, a lone bishop or knight,
    /// bishops all on squares of one colour) ends the line with the value of a draw
    /// ([`crate::Search`]'s draw value, as stalemate and repetition have), not with its
    /// material: a pawn won for a knight that is left alone wins nothing. The baseline
    /// scores these positions 0 already. Default off; on in the studies settings (and so
    /// in play) since the fifty-ninth session.
    #[serde(default)]
    pub insufficient_material: bool,
    /// Separated answers (ours, `docs/search.md` item 24): among the completed searches of
    /// the deepening (depth caps and, with horizon deepening, horizons), one whose tree
    /// separates its move (its value strictly better in material than every other root
    /// move tried, [`crate::SearchResult::separated`]) answers before one that does not;
    /// otherwise a finished search answers before a capped one and a later before an
    /// earlier. Off: only the second rule. Default off.
    #[serde(default)]
    pub separated_answers: bool,
    /// Finished answers first (ours, `docs/search.md` item 38): where the answer the
    /// other rules keep is a capped search whose tree does not separate its move, and a
    /// finished search (no variation ended by the depth cap) was replaced on the way —
    /// a capped step of a wider horizon separated its move, then the deeper steps of
    /// that horizon replaced it — the finished search answers. A capped answer that
    /// separates its move still answers over a finished tie
    /// ([`Switches::separated_answers`]). Default off; on in the studies preset
    /// (`docs/studies-log.md`, twentieth session).
    #[serde(default)]
    pub finished_first: bool,
    /// The admissible pass (ours, `docs/search.md` item 76): with horizon deepening, where
    /// every horizon up to the widest has been searched and the widest finished search
    /// does not separate its move (a tie, which proves nothing), the rest of the budget
    /// runs the deepening again from the first horizon with the sources' bundles, shortest
    /// and admissible trajectories (seed 003, spec §11; [`TrajectorySettings::admissible_bundles`]),
    /// and that pass answers when its answer is finished and separates its move; otherwise
    /// the first pass's answer stands. Inert where the bundles are admissible already.
    /// Default off; on in the studies preset, off in play.
    #[serde(default)]
    pub admissible_pass: bool,
    /// The first pass's share of the budget (ours, `docs/search.md` item 77): with
    /// [`Switches::admissible_pass`], once the first pass has spent this share of the
    /// limits (moves or time) while its widest finished search ties, it stops there and
    /// the admissible pass runs on the rest; where the widest finished search separates
    /// its move, or none has finished, the first pass goes on to the limits. `None`: the
    /// admissible pass follows only a first pass that searched every horizon. Default
    /// `None`; two thirds in the studies preset.
    #[serde(default)]
    pub admissible_yield: Option<Share>,
    /// A tied finish deepens (ours, `docs/search.md` item 34): with horizon deepening, a
    /// finished search whose tree does not separate its move (a tie at the root proves
    /// nothing) does not send the next horizon straight to the depth limit; that horizon
    /// deepens cap by cap again, so that a capped but separated answer can replace the
    /// tie under [`Switches::separated_answers`]. Off: once a search has finished, every
    /// wider horizon searches at once to the depth limit. Default off; off in both
    /// presets (measured with and without `MoSettings::zone_time`, `docs/studies-log.md`,
    /// tenth session), and included in [`Switches::finish_deepens`], on for studies.
    #[serde(default)]
    pub tied_finish_deepens: bool,
    /// Every finish deepens (ours, `docs/search.md` item 35): with horizon deepening, no
    /// finished search sends the next horizon straight to the depth limit, tied or not
    /// (it includes [`Switches::tied_finish_deepens`]); every horizon deepens cap by cap
    /// (2, 4, 8, …), and its capped steps leave remembered moves
    /// ([`Switches::remembered_moves`]) that order its last step. Which answer is kept
    /// does not change: a capped answer still replaces a finished one only as
    /// [`Switches::separated_answers`] says. Default off; on in the studies preset
    /// (`docs/studies-log.md`, eleventh session).
    #[serde(default)]
    pub finish_deepens: bool,
    /// The proof at the root (ours, `docs/search.md` item 24): the root tries every move
    /// the MO offers (no worst-result cutoff there), and the ancestor comparison against
    /// the root's value cuts only on a strictly better value, so that every other root
    /// move ends with an exact value or a bound strictly below the best one, or ties it
    /// exactly — a tie is searched out instead of cut. Default off.
    #[serde(default)]
    pub root_proof: bool,
    /// The widened root (ours, `docs/search.md` item 25): when every move the MO offers
    /// the root loses material (the root's value is below `m_t` for the side to move),
    /// the root also tries every other legal move, as it does when the MO offers none
    /// ([`crate::MoSettings::checks`]). The MO's moves are goals of the zones; when all
    /// of them lose, the goal to pursue may be none of them (a quiet retreat, a move
    /// that keeps the material). Default off.
    #[serde(default)]
    pub widened_root: bool,
    /// The whole root (ours, `docs/search.md` item 67): the root, its MO moves exhausted,
    /// tries every other legal move too, whatever they are worth, so that the search can
    /// show every alternative to the move it chooses worse — the proof criterion counts a
    /// key only then (`pioneer_compare::verdict`); a root that examined the MO's moves
    /// alone shows nothing of the moves no zone offers. Below the root the MO alone
    /// chooses, so the model's selectivity is kept where the tree is. Includes
    /// [`Switches::widened_root`]. Default off.
    #[serde(default)]
    pub whole_root: bool,
    /// Mate tables (endgame knowledge, spec §8; `docs/search.md` item 26): a line that
    /// reaches king and queen, rook or pawn against a bare king, or king and queen against
    /// king and queen, rook, bishop or knight, ends with the exact value of [`pioneer_rules::endgame_tables`] — a mate in n valued as the checkmate it
    /// leads to (`MATE` less the depth of the mate), or a draw. The zones have no goal
    /// that drives a bare king; the table is exact (tested against its oracles), so it
    /// may end a line. Default off.
    #[serde(default)]
    pub mate_tables: bool,
    /// The queen against a pawn (`docs/search.md` item 26, sixteenth session): with
    /// [`Switches::mate_tables`], a line reaching king and queen against king and pawn
    /// ends with the exact value of [`pioneer_rules::piece_pawn`]'s KQKP table too. Default off; on in
    /// the studies preset since the seventeenth session (with the zone clock from the
    /// root Réti's tree falls from 205 to 56 nodes; on the inclusion clock it grew from 97
    /// to 109, `docs/studies-log.md`).
    #[serde(default)]
    pub queen_pawn_table: bool,
    /// The pawn tables (ours, `docs/search.md` item 53, thirty-sixth session): with
    /// [`Switches::mate_tables`], a line reaching king and pawn against king and pawn
    /// ([`pioneer_rules::pawn_pawn`]), or a rook, bishop or knight against a pawn
    /// ([`pioneer_rules::piece_pawn`]'s lesser pieces), ends with the table's exact value where the
    /// table has one (each is silent where an exit no table holds could change it); a
    /// root of those classes is searched, not looked up. Off in both presets: measured
    /// on the three sets and the unique wins (`docs/studies-log.md`, thirty-sixth session) it
    /// proves no more (20 = 20 at 2 s, 45 = 45), though it proves positions of Lasker
    /// and Reichhelm's study played out that come down to a pawn against a pawn.
    #[serde(default)]
    pub pawn_tables: bool,
    /// Remembered moves (ours, `docs/search.md` item 28): the move that decided a position
    /// in an earlier step of the deepening (or earlier in the same search, by another order
    /// of moves) is tried first when the position comes again — alpha-beta's hash move.
    /// Only the order of the MO's moves changes. Default off.
    #[serde(default)]
    pub remembered_moves: bool,
    /// A capped horizon widens (ours, `docs/search.md` item 41): with deepening and
    /// horizon deepening, below the widest horizon the depth cap stops doubling at this
    /// many times `H_L`, and a search still cut there widens the horizon as a finished one
    /// would (its answer stays, kept as [`Switches::separated_answers`] says, and a capped
    /// answer of another horizon replaces it only from a cap at least as deep); the widest
    /// horizon deepens to the depth limit as before. A horizon whose lines run on past
    /// every cap (zones that live until the cap) no longer holds the search at that
    /// horizon until a limit stops it. 0: off, each horizon deepens to the depth limit.
    /// Default off.
    #[serde(default)]
    pub capped_widens: u8,
    /// The cap's leap (ours, `docs/search.md` item 79): with deepening, once a horizon's
    /// depth cap has doubled up to this many half-moves, the horizon's next step searches
    /// to the depth limit at once (2, 4, 8, then the limit, for 8), instead of doubling on
    /// (16, 32, …). The capped steps before it still leave remembered moves that order
    /// the last step ([`Switches::finish_deepens`]); the deeper capped steps it skips
    /// seldom answer and can cost more than the finished step after them. `None`: the cap
    /// doubles up to the limit. Default `None`.
    #[serde(default)]
    pub cap_leap: Option<u16>,
}

impl Default for Switches {
    fn default() -> Self {
        Switches {
            worst_result_pruning: true,
            ancestor_cutoff: true,
            pseudo_search: true,
            vision_correction: false,
            newest_first: false,
            repeat_attacked: true,
            fork_priority: true,
            branching_ban: true,
            ban_unless_blocked: true,
            time_freeze: true,
            connection_freeze: true,
            a0_freeze: true,
            forget_found_bundles: false,
            passes: true,
            deblockade: false,
            retreat: false,
            vision: VisionSettings::default(),
            m0_root_balance: false,
            both_colours: true,
            mo: MoSettings::OFF,
            transpositions: false,
            transposition_depth: false,
            restart_budget: 0,
            deepening: false,
            positional_values: false,
            positional_priority: false,
            kings_game: false,
            kings_race_played: false,
            race_clock: false,
            race_behind_legal: false,
            rails: false,
            trajectories: TrajectorySettings::SOURCES,
            repetitions: false,
            separated_answers: false,
            finished_first: false,
            admissible_pass: false,
            admissible_yield: None,
            tied_finish_deepens: false,
            finish_deepens: false,
            root_proof: false,
            widened_root: false,
            whole_root: false,
            mate_tables: false,
            queen_pawn_table: false,
            pawn_tables: false,
            race_pawn_tables: false,
            race_max_horizon: 0,
            race_hold: false,
            race_guard: false,
            race_targets: false,
            race_mate_defence: false,
            repetition_claims: false,
            insufficient_material: false,
            remembered_moves: false,
            capped_widens: 0,
            cap_leap: None,
        }
    }
}

/// Everything a Pioneer search is given besides the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchConfig {
    /// The attack horizon H_L in half-moves (`A_max = ⌊(H_L + 1)/2⌋`).
    pub horizon: u8,
    /// Horizon deepening (ours, `docs/search.md`): after a search finished at H_L (no
    /// variation ended by the depth cap), search again with H_L + 2, H_L + 4, … (or H_L + 1,
    /// H_L + 2, … with [`SearchConfig::horizon_step`] 1) up to this
    /// horizon while the limits allow; the widest search that finished answers. At or
    /// below `horizon`: off (fig21 0; studies from H_L 4, measured in
    /// `docs/studies-log.md`, "Issue 15: lines that ended too early", up to 12 until the
    /// sixty-fifth session and up to [`WIDEST_HORIZON`] since; play 12).
    #[serde(default)]
    pub max_horizon: u8,
    /// How many half-moves horizon deepening widens the horizon by at a time (ours,
    /// `docs/search.md` item 50): 2 (H_L, H_L + 2, …: the attacker's trajectories one
    /// move longer each time) or 1 (every horizon between: an odd H_L gives the attacker
    /// as many moves as the even one above it, `⌊(H_L + 1)/2⌋`, and the defender one
    /// half-move less of time, so its searches finish sooner). Read only with
    /// [`SearchConfig::max_horizon`] above the horizon; fig21 2, studies 1 since the
    /// thirty-fourth session. Always 1 or 2: [`SearchConfig::with_horizon_step`].
    #[serde(default = "two_half_moves")]
    horizon_step: u8,
    /// The mechanisms.
    pub switches: Switches,
    /// The limits.
    pub limits: Limits,
}

impl SearchConfig {
    /// The settings of Fig. 21: H_L = 4 (two piece moves), only zone formation (spec §7).
    pub fn fig21() -> SearchConfig {
        SearchConfig {
            horizon: 4,
            max_horizon: 0,
            horizon_step: 2,
            switches: Switches::default(),
            limits: Limits::default(),
        }
    }
}

/// The default of [`SearchConfig::horizon_step`] in a configuration read without it.
fn two_half_moves() -> u8 {
    2
}

impl SearchConfig {
    /// How many half-moves horizon deepening widens the horizon by at a time: 1 or 2
    /// ([`SearchConfig::with_horizon_step`]).
    pub fn horizon_step(&self) -> u8 {
        self.horizon_step.clamp(1, 2)
    }

    /// These settings with horizon deepening widening by `step` half-moves at a time
    /// (anything but 1 is read as 2).
    ///
    /// ```
    /// use pioneer_tree::SearchConfig;
    /// assert_eq!(SearchConfig::studies().horizon_step(), 1);
    /// assert_eq!(SearchConfig::studies().with_horizon_step(2).horizon_step(), 2);
    /// assert_eq!(SearchConfig::fig21().with_horizon_step(7).horizon_step(), 2);
    /// ```
    pub fn with_horizon_step(mut self, step: u8) -> SearchConfig {
        self.horizon_step = if step == 1 { 1 } else { 2 };
        self
    }

    /// These settings searched at one attack horizon `H_L` only (horizon deepening off):
    /// how the studies settings searched before issue 15's horizon deepening, and what
    /// the tests of single-horizon behaviour run.
    pub fn at_horizon(mut self, horizon: u8) -> SearchConfig {
        self.horizon = horizon;
        self.max_horizon = 0;
        self
    }

    /// The rules the MO of a search with this configuration follows (spec §11; §2.2
    /// criterion 1, §2.9).
    pub fn zone_rules(&self) -> ZoneRules {
        let t = &self.switches.trajectories;
        ZoneRules {
            admissible_bundles: t.admissible_bundles,
            blocked_root_ends_zone: t.blocked_root_ends_zone,
            deblockade: self.switches.deblockade,
            zone_horizon: self.switches.mo.zone_time.then_some(self.horizon),
            zone_clock: if self.switches.mo.time_from_root {
                pioneer_zones::ZoneClock::Root
            } else {
                pioneer_zones::ZoneClock::Inclusion
            },
            off_bundle_time: self.switches.mo.off_bundle_time,
            promotion_on_file: self.switches.mo.promotion_follows_file,
            // `Race` is read per search, once the root's class is known
            // (`Search::race_rules`).
            reform_off_bundle: self.switches.mo.reform_off_bundle.applies(false),
        }
    }
}

/// The widest horizon a search takes: the bound of `--horizon`, `--max-horizon` and
/// `--race-max-horizon`, and the studies preset's widest horizon
/// ([`SearchConfig::max_horizon`]).
pub const WIDEST_HORIZON: u8 = 30;

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig::fig21()
    }
}
