//! The model's settings every search command takes: a preset and the overrides given.
//!
//! The settings start from the preset's [`SearchConfig`] (`--preset fig21|studies`,
//! default fig21; `--studies` is short for `--preset studies`): horizon, switches and
//! limits. Each flag given then sets exactly its own field (`--no-deblockade` sets
//! `deblockade = false`, `--deblockade` sets it true, `--horizon 6`, `--max-moves N`);
//! whatever is not given stays as the preset has it.

use pioneer_tree::{Preset, SearchConfig, Switches};
use std::time::Duration;

/// Switches of the model: each flag sets one field of the preset's switches.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct SwitchArgs {
    /// Turn off worst-result pruning (§2.5).
    #[arg(long)]
    no_worst_result: bool,
    /// Turn off the ancestor comparison of §2.4.
    #[arg(long)]
    no_ancestor_cutoff: bool,
    /// Turn off pseudo-search (§1.10).
    #[arg(long)]
    no_pseudo_search: bool,
    /// Turn on the vision correction (§1.9).
    #[arg(long)]
    vision_correction: bool,
    /// Moves along the newest bundles first (§2.6.2).
    #[arg(long)]
    newest_first: bool,
    /// Turn off the repeat of the attacked piece's movement (§2.6.3).
    #[arg(long)]
    no_repeat_attacked: bool,
    /// Turn off the forkness priority (§2.7–2.8).
    #[arg(long)]
    no_fork_priority: bool,
    /// Turn off the bundle branching ban (§2.10).
    #[arg(long)]
    no_branching_ban: bool,
    /// Turn off freezing for insufficient T_x (§1.12).
    #[arg(long)]
    no_time_freeze: bool,
    /// Turn off freezing by loss of connection (§1.14–1.16).
    #[arg(long)]
    no_connection_freeze: bool,
    /// Turn off freezing on leaving a0 ("99", §1.17).
    #[arg(long)]
    no_a0_freeze: bool,
    /// Turn off passes of the (−) side.
    #[arg(long)]
    no_passes: bool,
    /// Do not always find length-one trajectories of the (−) side (§1.8 read literally).
    #[arg(long)]
    no_length_one: bool,
    /// Turn off blockade vision.
    #[arg(long)]
    no_blockades: bool,
    /// Turn on deblockade bundles (§2.9; on in the studies preset).
    #[arg(long)]
    deblockade: bool,
    /// No deblockade bundles.
    #[arg(long, conflicts_with = "deblockade")]
    no_deblockade: bool,
    /// Turn on retreat bundles (§2.9).
    #[arg(long)]
    retreat: bool,
    /// Take m_0 as the root's material balance (spec §2).
    #[arg(long)]
    m0_root_balance: bool,
    /// Form root zones only for the side not to move.
    #[arg(long)]
    attacker_only: bool,
    /// No promotion zones.
    #[arg(long)]
    no_promotion_zones: bool,
    /// Kings are not root pieces.
    #[arg(long)]
    no_king_roots: bool,
    /// Kings are targets; checkmate is the capture of the king.
    #[arg(long)]
    king_targets: bool,
    /// No zones formed during search.
    #[arg(long)]
    no_zones_in_search: bool,
    /// Also zones of the pieces that newly attack the moved piece.
    #[arg(long)]
    attacks_on_mover: bool,
    /// No rule of the square.
    #[arg(long)]
    no_square_rule: bool,
    /// No verdict when every pawn is stopped by the enemy king.
    #[arg(long)]
    no_all_stopped: bool,
    /// No end of the line right after a promotion.
    #[arg(long)]
    no_race_over: bool,
    /// A side may pass also while it attacks in a live zone.
    #[arg(long)]
    passes_while_attacking: bool,
    /// Promotion routes are not watched from the start.
    #[arg(long)]
    no_promotion_watch: bool,
    /// No lengthening of fork trajectories.
    #[arg(long)]
    no_fork_lengthening: bool,
    /// Search positions reached again by another order of moves again
    /// (no transpositions).
    #[arg(long)]
    no_transpositions: bool,
    /// How many times a node may restart after pseudo-searches (0: no limit; the
    /// preset's: fig21 0, studies 2).
    #[arg(long, value_name = "N")]
    restart_budget: Option<u8>,
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
        if self.no_transpositions {
            s.transpositions = false;
        }
        if let Some(n) = self.restart_budget {
            s.restart_budget = n;
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
    }
}

/// Limits of a search: each given overrides the preset's (fig21 and studies: 200000
/// moves, 10000 ms, depth 40).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LimitArgs {
    /// Stop after this many moves considered (the preset's: 200000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    max_moves: Option<u64>,
    /// Stop after this many milliseconds (the preset's: 10000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    max_time_ms: Option<u64>,
    /// End every variation at this depth in half-moves (the preset's: 40).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=200))]
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
pub struct ModelArgs {
    /// The preset the settings start from: fig21 (the default) or studies.
    #[arg(long, value_name = "NAME", value_parser = parse_preset)]
    preset: Option<Preset>,
    /// Short for `--preset studies` (docs/mo.md, docs/search.md): promotion zones, kings
    /// as root pieces, zones formed during search, the rule of the square, fork
    /// lengthening, retreat and deblockade, transpositions, a restart budget of 2,
    /// deepening, horizon 8 — exactly `SearchConfig::studies()`.
    #[arg(long, conflicts_with = "preset")]
    studies: bool,
    /// The attack horizon H_L in half-moves (A_max = ⌊(H_L + 1)/2⌋; the preset's: fig21
    /// 4, studies 8).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=30))]
    horizon: Option<u8>,
    #[command(flatten)]
    switches: SwitchArgs,
    #[command(flatten)]
    limits: LimitArgs,
}

impl ModelArgs {
    /// The preset the settings start from.
    pub fn preset(&self) -> Preset {
        if self.studies {
            Preset::Studies
        } else {
            self.preset.unwrap_or(Preset::Fig21)
        }
    }

    /// The search configuration: the preset's, with the overrides given.
    pub fn config(&self) -> SearchConfig {
        let mut cfg = self.preset().config();
        if let Some(h) = self.horizon {
            cfg.horizon = h;
        }
        self.switches.apply(&mut cfg.switches);
        self.limits.apply(&mut cfg.limits);
        cfg
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        model: ModelArgs,
    }

    fn config(args: &[&str]) -> SearchConfig {
        let argv = std::iter::once("t").chain(args.iter().copied());
        Cli::try_parse_from(argv).expect("parses").model.config()
    }

    #[test]
    fn each_preset_is_the_library_s() {
        assert_eq!(config(&[]), SearchConfig::fig21());
        assert_eq!(config(&["--preset", "fig21"]), SearchConfig::fig21());
        assert_eq!(config(&["--preset", "studies"]), SearchConfig::studies());
        assert_eq!(config(&["--studies"]), SearchConfig::studies());
        for p in Preset::ALL {
            assert_eq!(config(&["--preset", p.name()]), p.config());
        }
        assert!(Cli::try_parse_from(["t", "--preset", "nonsense"]).is_err());
        assert!(Cli::try_parse_from(["t", "--preset", "fig21", "--studies"]).is_err());
    }

    #[test]
    fn an_override_changes_exactly_its_field() {
        let studies = SearchConfig::studies();
        let mut want = studies;
        want.switches.deblockade = false;
        assert_eq!(config(&["--studies", "--no-deblockade"]), want);
        let mut want = SearchConfig::fig21();
        want.switches.deblockade = true;
        assert_eq!(config(&["--deblockade"]), want);
        let mut want = studies;
        want.horizon = 6;
        assert_eq!(config(&["--studies", "--horizon", "6"]), want);
        let mut want = studies;
        want.switches.restart_budget = 5;
        assert_eq!(config(&["--studies", "--restart-budget", "5"]), want);
        let mut want = studies;
        want.limits.max_moves = 123;
        assert_eq!(config(&["--preset", "studies", "--max-moves", "123"]), want);
        let mut want = SearchConfig::fig21();
        want.switches.mo.attacks_on_mover = true;
        assert_eq!(config(&["--attacks-on-mover"]), want);
    }
}
