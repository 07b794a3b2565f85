//! Settings shared by the tests of the search's mechanisms.

use pioneer_tree::{Search, SearchConfig, SearchResult};
use std::time::Duration;

/// The studies settings as they were before the eleventh session of issue 15
/// (`docs/studies-log.md`): zones not kept to their time (`MoSettings::zone_time` off), no
/// proof of perpetual check (`MoSettings::perpetual` off) and, once a search has finished,
/// wider horizons searched straight to the depth limit (`Switches::finish_deepens` off).
/// The tests of other mechanisms on single horizons (`SearchConfig::at_horizon`) were
/// derived on them; with the zone time, Réti's search at one horizon of 6 or 8 half-moves
/// values 1.Kg7 as lost (only the widest horizons draw it), so those tests keep the
/// settings they show their mechanism on.
/// (The seventeenth session's switches — the zone clock from the root, the race left
/// open, the queen against a pawn — are off too: they came later.)
#[allow(dead_code)]
pub fn studies_untimed() -> SearchConfig {
    let mut cfg = studies_inclusion_clock();
    cfg.switches.mo.zone_time = false;
    cfg.switches.mo.perpetual = false;
    cfg.switches.finish_deepens = false;
    cfg
}

/// The studies settings as they were from the eleventh to the sixteenth session of
/// issue 15 (`docs/studies-log.md`): zones kept to their time counted from their inclusion
/// depth (`MoSettings::time_from_root` off), the line ended at a promotion's material
/// even where the other side could answer it (`MoSettings::race_goes_on` off), and no
/// table of the queen against a pawn (`Switches::queen_pawn_table` off). The tests that
/// show a mechanism on Réti's or another position's search under that clock were derived
/// on them and keep them; the preset's own figures are pinned in `horizon.rs`. (The
/// twenty-first session's switches — the race over with captures and in check and judged
/// along captures, underpromotions at the root — are off too: they came later.)
#[allow(dead_code)]
pub fn studies_inclusion_clock() -> SearchConfig {
    let mut cfg = studies_before_threat_probes();
    cfg.switches.mo.time_from_root = false;
    cfg.switches.mo.race_goes_on = false;
    cfg.switches.queen_pawn_table = false;
    cfg.switches.mo.race_over_captures = false;
    cfg.switches.mo.race_over_checks = false;
    cfg.switches.mo.root_underpromotions = false;
    cfg.switches.mo.race_chain = false;
    cfg
}

/// The studies preset as it was from the twenty-ninth to the thirtieth session of issue
/// 15 (`docs/studies-log.md`): without the thirty-first session's spare passes and threat
/// probes (`MoSettings::spare_passes`, `MoSettings::threat_probes`). The tests that show
/// another mechanism on a search of the preset were derived on it and keep it; the two
/// switches are shown by `spare_passes.rs` and `threat_probes.rs`, and measured on the
/// three sets (`docs/studies-log.md`, thirty-first session).
#[allow(dead_code)]
pub fn studies_before_threat_probes() -> SearchConfig {
    let mut cfg = studies_before_mate_defence();
    cfg.switches.mo.spare_passes = false;
    cfg.switches.mo.threat_probes = false;
    cfg
}

/// The studies preset as it was in the thirty-first session of issue 15: without the
/// thirty-second session's king's mate defence (`MoSettings::mate_defence` off). The
/// tests derived on that preset keep it; the defence is shown by `checks.rs`.
#[allow(dead_code)]
pub fn studies_before_mate_defence() -> SearchConfig {
    let mut cfg = studies_before_kings_race();
    cfg.switches.mo.mate_defence = pioneer_tree::MateDefence::Off;
    cfg
}

/// The studies preset as it was in the thirty-second session of issue 15: without the
/// thirty-third session's kings' race (`Switches::kings_game` off). The tests derived on
/// that preset keep it (the breakthrough's lines reach locked pawns, and Lasker and
/// Reichhelm's study is of the race's class); the race is shown by `kings_race.rs`.
#[allow(dead_code)]
pub fn studies_before_kings_race() -> SearchConfig {
    let mut cfg = studies_before_horizon_step();
    cfg.switches.kings_game = false;
    cfg
}

/// The studies preset as it was in the thirty-third session of issue 15: the horizon
/// widened two half-moves at a time (`SearchConfig::horizon_step` 2, 1 since the
/// thirty-fourth session). The tests derived on that preset and before keep it; the step
/// is shown by `horizon_step.rs`.
#[allow(dead_code)]
pub fn studies_before_horizon_step() -> SearchConfig {
    studies_before_check_gain().with_horizon_step(2)
}

/// The studies preset's widest horizon (`SearchConfig::max_horizon`) before the
/// sixty-fifth session, which deepens every root to `WIDEST_HORIZON`; below a race's
/// root the race's horizon (`Switches::race_max_horizon`, 30 in the preset then) went
/// past it. The tests derived before keep it.
#[allow(dead_code)]
pub const MAX_HORIZON_BEFORE_65TH: u8 = 12;

/// The studies preset as it was from the thirty-sixth to the thirty-eighth session of
/// issue 15: without the thirty-ninth session's check's gain at the race's end, race
/// along the answers to checks and transpositions kept to their depth
/// (`MoSettings::race_over_check_gain`, `MoSettings::race_check_replies`,
/// `Switches::transposition_depth`), nor the fortieth session's branching ban that spares
/// a promotion's other pieces (`MoSettings::ban_spares_promotions`), nor the
/// forty-third session's promotion zone that follows its pawn's file
/// (`MoSettings::promotion_follows_file`), nor the forty-fourth session's race won by
/// tempi (`MoSettings::race_by_tempi`), nor the forty-fifth session's repetition claims
/// (`Switches::repetition_claims`), nor the fifty-fifth session's whole root
/// (`Switches::whole_root`), nor the fifty-sixth session's mate defence against mates on
/// the board only (`MoSettings::mate_defence_board_only`), nor the sixty-first
/// session's kings off their bundles forming their zones again below a race's root
/// (`MoSettings::reform_off_bundle`) and race's horizon (`Switches::race_max_horizon`),
/// nor the sixty-third session's defender's holds there (`Switches::race_hold`), nor the
/// sixty-fourth session's guarding steps there (`Switches::race_guard`), nor the
/// sixty-fifth session's widest horizon for every root ([`MAX_HORIZON_BEFORE_65TH`]), nor
/// the sixty-eighth session's admissible pass after a tie (`Switches::admissible_pass`).
/// The tests derived on that preset keep it; the fourteen are shown by
/// `race_check_gain.rs`, `race_check_replies.rs`, `transposition_depth.rs`,
/// `ban_spares_promotions.rs`, `promotion_follows_file.rs`, `race_by_tempi.rs`,
/// `repetition_claims.rs`, `whole_root.rs`, `mate_defence_board_only.rs`, `reform.rs`,
/// `race_horizon.rs`, `kings_race.rs`, `horizon.rs` and `admissible_pass.rs`.
#[allow(dead_code)]
pub fn studies_before_check_gain() -> SearchConfig {
    let mut cfg = studies_before_76th();
    cfg.switches.mo.promotion_follows_file = false;
    cfg.switches.mo.race_by_tempi = false;
    cfg.switches.mo.ban_spares_promotions = false;
    cfg.switches.mo.race_over_check_gain = false;
    cfg.switches.mo.race_check_replies = false;
    cfg.switches.transposition_depth = false;
    cfg.switches.repetition_claims = false;
    cfg.switches.whole_root = false;
    cfg.switches.mo.mate_defence_board_only = false;
    cfg.switches.mo.reform_off_bundle = pioneer_tree::ReformScope::Off;
    cfg.max_horizon = MAX_HORIZON_BEFORE_65TH;
    cfg.switches.race_hold = false;
    cfg.switches.race_guard = false;
    cfg.switches.admissible_pass = false;
    cfg
}

/// The studies preset's restart budget (`Switches::restart_budget`) before the
/// seventy-sixth session set it to 1 (`docs/studies-log.md`, "Issue 15, seventy-sixth
/// session").
#[allow(dead_code)]
pub const RESTART_BUDGET_BEFORE_76TH: u8 = 2;

/// The studies preset as it was up to the seventy-fifth session of issue 15: a restart
/// budget of [`RESTART_BUDGET_BEFORE_76TH`], and without the seventy-seventh session's
/// race to each pawn (`Switches::race_targets`, which came after it). Every earlier
/// preset above starts from it, and the tests derived on it keep it; the budget of 1 is
/// shown by `switches.rs`, the race to each pawn by `kings_race.rs`, both measured over
/// the twenty sets (`docs/ablation.md`).
#[allow(dead_code)]
pub fn studies_before_76th() -> SearchConfig {
    let mut cfg = SearchConfig::studies();
    cfg.switches.restart_budget = RESTART_BUDGET_BEFORE_76TH;
    cfg.switches.race_targets = false;
    cfg
}

/// Stops a search from `cfg` after `moves` moves, with ten minutes at most: the tests'
/// budget is the moves, never the clock.
fn stop_after(cfg: &mut SearchConfig, moves: u64) {
    cfg.limits.max_moves = moves;
    cfg.limits.max_time = Duration::from_secs(600);
}

/// A search of `fen` from `cfg` with `set` applied, stopped after `moves` moves (ten
/// minutes at most): the search, for its tree, and its result.
#[allow(dead_code)]
pub fn search_from(
    mut cfg: SearchConfig,
    fen: &str,
    moves: u64,
    set: impl Fn(&mut SearchConfig),
) -> (Search, SearchResult) {
    set(&mut cfg);
    stop_after(&mut cfg, moves);
    let mut search = Search::from_fen(fen, cfg).expect("valid FEN");
    let result = search.run();
    (search, result)
}

/// A search of `fen` from `cfg`, stopped after `moves` moves (ten minutes at most): its
/// result and every completed step of the deepening, as `Search::run_observed` reports
/// them.
#[allow(dead_code)]
pub fn observed_from(
    mut cfg: SearchConfig,
    fen: &str,
    moves: u64,
) -> (SearchResult, Vec<SearchResult>) {
    stop_after(&mut cfg, moves);
    let mut steps = Vec::new();
    let r = Search::from_fen(fen, cfg)
        .expect("valid FEN")
        .run_observed(&mut |s| steps.push(s.clone()));
    (r, steps)
}

/// A search of `fen` in the studies preset before the thirty-first session
/// ([`studies_before_threat_probes`]) with `set` applied, stopped after `moves` moves
/// (ten minutes at most).
#[allow(dead_code)]
pub fn studies_run(fen: &str, moves: u64, set: impl Fn(&mut SearchConfig)) -> SearchResult {
    let mut cfg = studies_before_threat_probes();
    set(&mut cfg);
    stop_after(&mut cfg, moves);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

/// A search of `fen` in today's studies preset with `set` applied, stopped after `moves`
/// moves (ten minutes at most): the search, for its tree, and its result.
#[allow(dead_code)]
pub fn studies_search(
    fen: &str,
    moves: u64,
    set: impl Fn(&mut SearchConfig),
) -> (Search, SearchResult) {
    search_from(SearchConfig::studies(), fen, moves, set)
}

/// [`studies_search`] with the MO's own root (`Switches::whole_root` off), every mate
/// defended alike (`MoSettings::mate_defence_board_only` off), no yield of the first
/// pass (`Switches::admissible_yield`) and the restart budget of
/// [`RESTART_BUDGET_BEFORE_76TH`]: the tests of mechanisms below the root derived
/// before the fifty-fifth session, whose figures the whole root's extra root moves (and
/// their share of the budget), the fifty-sixth session's mate defence, the sixty-ninth
/// session's yield and the seventy-sixth session's budget of 1 would change.
#[allow(dead_code)]
pub fn studies_mo_root_search(
    fen: &str,
    moves: u64,
    set: impl Fn(&mut SearchConfig),
) -> (Search, SearchResult) {
    studies_search(fen, moves, |c| {
        c.switches.whole_root = false;
        c.switches.mo.mate_defence_board_only = false;
        c.switches.admissible_yield = None;
        c.switches.restart_budget = RESTART_BUDGET_BEFORE_76TH;
        set(c);
    })
}

/// The node the moves `line` (UCI, from the root) lead to in the search's tree, if each
/// was searched.
#[allow(dead_code)]
pub fn node_after(search: &Search, line: &[&str]) -> Option<pioneer_tree::columns::NodeId> {
    let tree = search.tree();
    line.iter()
        .try_fold(pioneer_tree::columns::NodeId::ROOT, |n, uci| {
            tree.children(n).find(|&c| {
                matches!(tree.ply(c), Some(pioneer_rules::Ply::Move(m))
                if m.to_uci(shakmaty::CastlingMode::Standard).to_string() == *uci)
            })
        })
}
