//! The model's settings every search command takes: a preset and the overrides given.
//!
//! The settings start from the preset's [`SearchConfig`] (`--preset fig21|studies`,
//! default studies; `--studies` is short for `--preset studies`; `pioneer example fig21`
//! uses fig21): horizon, switches and limits. Each flag given then sets exactly its own
//! field (`--no-deblockade` sets `deblockade = false`, `--deblockade` sets it true,
//! `--horizon 6`, `--nodes N`); whatever is not given stays as the preset has it.
//!
//! The limits are named as in every other command: `--nodes N`, `--time-ms MS`,
//! `--depth N` (the old `--max-moves`, `--max-time-ms`, `--max-depth` still work, hidden).

use pioneer_tree::{Preset, SearchConfig, Switches};
use std::time::Duration;

/// Switches of the model: each flag sets one field of the preset's switches.
#[derive(clap::Args, Debug, Clone, Default)]
#[command(next_help_heading = "Switches of the zone search (each overrides the preset)")]
pub struct SwitchArgs {
    /// Turn off worst-result pruning: a side stops trying moves once it cannot do worse than
    /// the result it already has (Appendix 1 §2.5).
    #[arg(long)]
    no_worst_result: bool,
    /// Turn off the ancestor comparison: a node's value compared with its ancestors', the
    /// bound idea of alpha-beta without a window (Appendix 1 §2.4).
    #[arg(long)]
    no_ancestor_cutoff: bool,
    /// Turn off pseudo-search: when a defending trajectory is found too late, climb back
    /// without evaluating and restart from where it was still in time (Appendix 1 §1.10).
    #[arg(long)]
    no_pseudo_search: bool,
    /// Turn on the vision correction: climb to the zone's inclusion depth, look onto the
    /// attacked squares from there, and come down looking again (Appendix 1 §1.9).
    #[arg(long)]
    vision_correction: bool,
    /// Try moves along the newest bundles (sets of trajectories of one piece to one target)
    /// first (Appendix 1 §2.6.2).
    #[arg(long)]
    newest_first: bool,
    /// Turn off the rule that the attacked piece repeats its movement first after a
    /// pseudo-search (Appendix 1 §2.6.3).
    #[arg(long)]
    no_repeat_attacked: bool,
    /// Turn off the fork priority: among moves with equal length left, the first square
    /// served by most bundles of the piece first (Appendix 1 §2.7–2.8).
    #[arg(long)]
    no_fork_priority: bool,
    /// Turn off the branching ban: once a piece moved along a bundle at a node and was not
    /// lost, no other trajectory of that bundle there (Appendix 1 §2.10).
    #[arg(long)]
    no_branching_ban: bool,
    /// Turn off freezing for lack of time: a defending piece may move along its trajectory
    /// only while its moves left fit in T_x, the moves its zone still has (Appendix 1 §1.12).
    #[arg(long)]
    no_time_freeze: bool,
    /// Turn off freezing by loss of connection with the active trajectory (thawed at its
    /// depth) (Appendix 1 §1.14–1.16).
    #[arg(long)]
    no_connection_freeze: bool,
    /// Turn off freezing on leaving a0 (the attacking piece's start square): the printout's
    /// "99" (Appendix 1 §1.17).
    #[arg(long)]
    no_a0_freeze: bool,
    /// Turn off passes (`*****` in the printout) of the defending, (−), side.
    #[arg(long)]
    no_passes: bool,
    /// Vision read literally: one-move trajectories of the defending side are not always
    /// found (Appendix 1 §1.8).
    #[arg(long)]
    no_length_one: bool,
    /// Turn off blockade vision: trajectories that put a piece in the attacker's way.
    #[arg(long)]
    no_blockades: bool,
    /// Turn on deblockade bundles: an own piece blocking the attacking trajectory may step
    /// aside (Appendix 1 §2.9; on in the studies preset).
    #[arg(long)]
    deblockade: bool,
    /// No deblockade bundles.
    #[arg(long, conflicts_with = "deblockade")]
    no_deblockade: bool,
    /// Turn on retreat bundles: an attacked target may step off its square (Appendix 1 §2.9;
    /// on in the studies preset).
    #[arg(long)]
    retreat: bool,
    /// No retreat bundles.
    #[arg(long, conflicts_with = "retreat")]
    no_retreat: bool,
    /// Count material from the root's balance instead of 0 (m_0; 0 reproduces Fig. 21).
    #[arg(long)]
    m0_root_balance: bool,
    /// Form zones at the root only for the side not to move (the attacker of Fig. 21).
    #[arg(long)]
    attacker_only: bool,
    /// No promotion zones (a pawn's run to its last rank as a zone).
    #[arg(long)]
    no_promotion_zones: bool,
    /// Kings are not attacking pieces of zones.
    #[arg(long)]
    no_king_roots: bool,
    /// Kings are targets; checkmate is the capture of the king.
    #[arg(long)]
    king_targets: bool,
    /// No zones formed during search (new attacks after a move become zones at that depth).
    #[arg(long)]
    no_zones_in_search: bool,
    /// Also zones of the pieces that newly attack the moved piece.
    #[arg(long)]
    attacks_on_mover: bool,
    /// No rule of the square (a pawn the enemy king cannot catch ends the line).
    #[arg(long)]
    no_square_rule: bool,
    /// No verdict when every pawn is stopped by the enemy king.
    #[arg(long)]
    no_all_stopped: bool,
    /// Do not end a line right after a promotion.
    #[arg(long)]
    no_race_over: bool,
    /// A side may pass also while it attacks in a live zone.
    #[arg(long)]
    passes_while_attacking: bool,
    /// Do not watch promotion routes from the start (pieces that could catch or support a
    /// pawn get trajectories to its promotion square).
    #[arg(long)]
    no_promotion_watch: bool,
    /// No lengthening of fork trajectories (a defender serving two zones may be
    /// `--fork-slack` moves late).
    #[arg(long)]
    no_fork_lengthening: bool,
    /// How many moves late a fork step may be, 0 to 4 (the preset's: fig21 1, studies 2;
    /// docs/mo.md, "Fork slack").
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=4))]
    fork_slack: Option<u8>,
    /// Search positions reached again by another order of moves again
    /// (no transpositions).
    #[arg(long)]
    no_transpositions: bool,
    /// How many times a node may restart after pseudo-searches (0: no limit; the
    /// preset's: fig21 0, studies 1).
    #[arg(long, value_name = "N")]
    restart_budget: Option<u8>,
    /// A capped horizon widens: below the widest horizon the depth cap stops at K times
    /// `H_L`, and a search still cut there widens the horizon (0: off, the preset's).
    #[arg(long, value_name = "K")]
    capped_widens: Option<u8>,
    /// The cap's leap: once a horizon's depth cap has doubled up to N half-moves (2 to
    /// the depth limit), its next step searches to the depth limit at once.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(2..))]
    cap_leap: Option<u16>,
    /// The depth cap doubles up to the depth limit (no leap).
    #[arg(long, conflicts_with = "cap_leap")]
    no_cap_leap: bool,
    /// One search with the depth limit instead of deepening 2, 4, 8, …
    #[arg(long)]
    no_deepening: bool,
    /// Mates and checks: every evasion in check, mate beyond material, stalemate a draw,
    /// the moved piece may be taken (on in the studies preset).
    #[arg(long)]
    checks: bool,
    /// No mates and checks.
    #[arg(long, conflicts_with = "checks")]
    no_checks: bool,
    /// Positional values: lines equal in material are ordered by the squares of their
    /// trajectories each side can pass, counted at the line's end (Appendix 2).
    #[arg(long)]
    positional_values: bool,
    /// No positional values: material alone orders lines.
    #[arg(long, conflicts_with = "positional_values")]
    no_positional_values: bool,
    /// Positional priority: among moves of equal rank, the one after which the mover's
    /// trajectories pass more squares first (Appendix 2).
    #[arg(long)]
    positional_priority: bool,
    /// No positional priority.
    #[arg(long, conflicts_with = "positional_priority")]
    no_positional_priority: bool,
    /// Moving on rails (§2.11): a game played through `pioneer uci` continues from the
    /// subtree kept under the engine's move and the reply (on in the studies preset).
    #[arg(long)]
    rails: bool,
    /// Every game move searched afresh (no moving on rails).
    #[arg(long, conflicts_with = "rails")]
    no_rails: bool,
    #[command(flatten)]
    trajectories: super::model_trajectories::TrajectoryArgs,
    #[command(flatten)]
    lines: super::model_lines::LineArgs,
    #[command(flatten)]
    knowledge: super::model_knowledge::KnowledgeArgs,
    #[command(flatten)]
    mate_defence: super::model_mate_defence::MateDefenceArgs,
    #[command(flatten)]
    kings_race: super::model_kings_race::KingsRaceArgs,
}

impl SwitchArgs {
    /// Sets the field of every flag given; the others keep the preset's value.
    fn apply(&self, s: &mut Switches) {
        if self.no_worst_result {
            s.worst_result_pruning = false;
        }
        if self.no_ancestor_cutoff {
            s.ancestor_cutoff = false;
        }
        if self.no_pseudo_search {
            s.pseudo_search = false;
        }
        if self.vision_correction {
            s.vision_correction = true;
        }
        if self.newest_first {
            s.newest_first = true;
        }
        if self.no_repeat_attacked {
            s.repeat_attacked = false;
        }
        if self.no_fork_priority {
            s.fork_priority = false;
        }
        if self.no_branching_ban {
            s.branching_ban = false;
        }
        if self.no_time_freeze {
            s.time_freeze = false;
        }
        if self.no_connection_freeze {
            s.connection_freeze = false;
        }
        if self.no_a0_freeze {
            s.a0_freeze = false;
        }
        if self.no_passes {
            s.passes = false;
        }
        if self.no_length_one {
            s.vision.length_one_always = false;
        }
        if self.no_blockades {
            s.vision.blockades = false;
        }
        if self.deblockade {
            s.deblockade = true;
        }
        if self.no_deblockade {
            s.deblockade = false;
        }
        if self.retreat {
            s.retreat = true;
        }
        if self.no_retreat {
            s.retreat = false;
        }
        if self.m0_root_balance {
            s.m0_root_balance = true;
        }
        if self.attacker_only {
            s.both_colours = false;
        }
        if self.no_promotion_zones {
            s.mo.promotion_zones = false;
        }
        if self.no_king_roots {
            s.mo.king_roots = false;
        }
        if self.king_targets {
            s.mo.king_targets = true;
        }
        if self.no_zones_in_search {
            s.mo.zones_in_search = false;
        }
        if self.attacks_on_mover {
            s.mo.attacks_on_mover = true;
        }
        if self.no_square_rule {
            s.mo.square_rule = false;
        }
        if self.no_all_stopped {
            s.mo.all_stopped = false;
        }
        if self.no_race_over {
            s.mo.race_over = false;
        }
        if self.passes_while_attacking {
            s.mo.pass_only_defending = false;
        }
        if self.no_promotion_watch {
            s.mo.promotion_watch = false;
        }
        if self.no_fork_lengthening {
            s.mo.fork_lengthening = false;
        }
        if let Some(n) = self.fork_slack {
            s.mo.fork_slack = n;
        }
        if self.no_transpositions {
            s.transpositions = false;
        }
        if let Some(n) = self.restart_budget {
            s.restart_budget = n;
        }
        if let Some(k) = self.capped_widens {
            s.capped_widens = k;
        }
        if let Some(n) = self.cap_leap {
            s.cap_leap = Some(n);
        }
        if self.no_cap_leap {
            s.cap_leap = None;
        }
        if self.no_deepening {
            s.deepening = false;
        }
        if self.checks {
            s.mo.checks = true;
        }
        if self.no_checks {
            s.mo.checks = false;
        }
        if self.positional_values {
            s.positional_values = true;
        }
        if self.no_positional_values {
            s.positional_values = false;
        }
        if self.positional_priority {
            s.positional_priority = true;
        }
        if self.no_positional_priority {
            s.positional_priority = false;
        }
        if self.rails {
            s.rails = true;
        }
        if self.no_rails {
            s.rails = false;
        }
        self.trajectories.apply(s);
        self.lines.apply(s);
        self.knowledge.apply(s);
        self.mate_defence.apply(s);
        self.kings_race.apply(s);
    }
}

/// Limits of a search: each given overrides the preset's (fig21 and studies: 200000
/// moves, 10000 ms, depth 40). The same names as `pioneer alphabeta`'s.
#[derive(clap::Args, Debug, Clone, Default)]
#[command(next_help_heading = "Limits")]
pub struct LimitArgs {
    /// Stop after N moves considered: every move the search made, moves later erased by
    /// pseudo-search included (the preset's: 200000).
    #[arg(long = "nodes", alias = "max-moves", value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..))]
    max_moves: Option<u64>,
    /// Stop after MS milliseconds of wall-clock time (the preset's: 10000).
    #[arg(long = "time-ms", alias = "max-time-ms", value_name = "MS",
          value_parser = clap::value_parser!(u64).range(1..))]
    max_time_ms: Option<u64>,
    /// End every variation at N half-moves from the root (the preset's: 40).
    #[arg(long = "depth", alias = "max-depth", value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..=200))]
    max_depth: Option<u16>,
}

impl LimitArgs {
    /// Overrides the limits given.
    fn apply(&self, l: &mut pioneer_tree::Limits) {
        if let Some(n) = self.max_moves {
            l.max_moves = n;
        }
        if let Some(ms) = self.max_time_ms {
            l.max_time = Duration::from_millis(ms);
        }
        if let Some(d) = self.max_depth {
            l.max_depth = d;
        }
    }
}

fn parse_preset(s: &str) -> Result<Preset, String> {
    s.parse::<Preset>().map_err(|e| e.to_string())
}

/// The model's settings every search command takes: preset, horizon, switches, limits.
#[derive(clap::Args, Debug, Clone)]
#[command(next_help_heading = "Settings of the zone search")]
pub struct ModelArgs {
    /// The preset the settings start from: studies (the default: the MO formation for
    /// endgame studies, docs/mo.md), play (the studies' with Appendix 2's positional
    /// values and without the kings' race played out, moving on rails or the whole root, with
    /// the widest horizon 12, for playing a game: the UCI engine's default) or fig21 (the settings that reproduce the book's
    /// Fig. 21 printout). Every switch below overrides it.
    #[arg(long, value_name = "NAME", value_parser = parse_preset)]
    preset: Option<Preset>,
    /// Short for `--preset studies`: promotion zones (following their pawn's file),
    /// kings as root pieces, zones formed during search, the rule of the square (with
    /// the race won by tempi, blocked pawns losing their moves there), fork
    /// lengthening, retreat and deblockade, transpositions (kept to their depth), a
    /// restart budget of 1,
    /// deepening, moving on rails, declining, repetitions (and their claims), dead
    /// positions drawn, the proof at the root, the
    /// widened root, the whole root (every legal move tried there), the mate tables (with the queen against a pawn), remembered moves,
    /// zones kept to their time and timed from the root, the race left open, not over
    /// while a capture or a check is pending, judged again along captures and the
    /// answers to checks and valued with the gain of two checks where it is over,
    /// underpromotions at the root, the proof of perpetual check (not at the depth cap),
    /// a promotion the depth cap cuts valued after its new piece is taken, no pass
    /// without a spare move, the enemy's captures probed first (threat probes), a king
    /// mated on the board in every line of the MO trying its steps (mate defence; a
    /// table's mate taken), the kings' race where only kings move (played out below a
    /// root of its class, a pawn against a pawn valued by its table there, a king off its
    /// bundles forming its zones again there, the defender's holds there, its guarding
    /// steps there, the race to each pawn there and its mate defence there), horizon 4
    /// widened one half-move at a time to 30 with separated answers, finished
    /// ones before unseparated capped ones, every finish deepening, and after a tie at
    /// the widest finished horizon the admissible pass (a tied first pass yielding to it
    /// after two thirds of the budget) — exactly `SearchConfig::studies()`.
    #[arg(long, conflicts_with = "preset")]
    studies: bool,
    /// The attack horizon H_L: how far ahead, in half-moves, a zone looks; an attacking
    /// trajectory has at most ⌊(H_L + 1)/2⌋ moves (the preset's: fig21 4, studies 4;
    /// Appendix 1 §1.1).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=i64::from(pioneer_tree::WIDEST_HORIZON)))]
    horizon: Option<u8>,
    /// Horizon deepening: once a search finishes at the horizon (no variation ended by the
    /// depth cap), search again with the horizon wider (by `--horizon-step`), up to this one,
    /// while the limits allow; the widest finished search answers (at or below
    /// `--horizon`: off; the preset's: fig21 off, studies 30, play 12).
    #[arg(long, value_name = "H", value_parser = clap::value_parser!(u8).range(1..=i64::from(pioneer_tree::WIDEST_HORIZON)))]
    max_horizon: Option<u8>,
    /// How many half-moves horizon deepening widens the horizon by at a time: 1 (every
    /// horizon) or 2 (the preset's: fig21 2, studies 1).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=2))]
    horizon_step: Option<u8>,
    #[command(flatten)]
    switches: SwitchArgs,
    #[command(flatten)]
    limits: LimitArgs,
}

impl ModelArgs {
    /// The preset the settings start from.
    pub fn preset(&self) -> Preset {
        self.preset_over(Preset::Studies)
    }

    /// The node limit given (`--nodes`), if any: commands that run other engines too
    /// (`solve`, `compare`) give it to them as well.
    pub fn nodes_given(&self) -> Option<u64> {
        self.limits.max_moves
    }

    /// The time limit given (`--time-ms`), if any, for the other engines too.
    pub fn time_given(&self) -> Option<Duration> {
        self.limits.max_time_ms.map(Duration::from_millis)
    }

    /// The settings in effect against the preset they started from (for every output).
    pub fn summary(&self) -> pioneer_tree::SettingsSummary {
        self.config().summary(self.preset())
    }

    /// The search configuration: the preset's, with the overrides given.
    pub fn config(&self) -> SearchConfig {
        self.config_over(Preset::Studies)
    }

    /// The preset the settings start from when `--preset` and `--studies` are absent:
    /// `default`.
    pub fn preset_over(&self, default: Preset) -> Preset {
        if self.studies {
            Preset::Studies
        } else {
            self.preset.unwrap_or(default)
        }
    }

    /// [`ModelArgs::config`], starting from `default` when no preset is named (the UCI
    /// option `Settings` over the option `Preset`).
    pub fn config_over(&self, default: Preset) -> SearchConfig {
        let mut cfg = self.preset_over(default).config();
        if let Some(h) = self.horizon {
            cfg.horizon = h;
        }
        if let Some(h) = self.max_horizon {
            cfg.max_horizon = h;
        }
        if let Some(step) = self.horizon_step {
            cfg = cfg.with_horizon_step(step);
        }
        self.switches.apply(&mut cfg.switches);
        self.limits.apply(&mut cfg.limits);
        cfg
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
