//! Named settings of the search: the one place the presets live. Front ends start from a
//! preset's [`SearchConfig`] and apply only the overrides a user gave. The settings of
//! Fig. 21 are the switches' defaults ([`SearchConfig::fig21`], in `config.rs`); the
//! studies' and play's are built here ([`SearchConfig::studies`], [`SearchConfig::play`]),
//! each setting with the measurement that put it in the preset.

use crate::config::{MoSettings, SearchConfig, Share, TrajectorySettings, WIDEST_HORIZON};
use std::fmt;
use std::str::FromStr;

/// The play preset's widest horizon ([`SearchConfig::max_horizon`]): the studies
/// preset's until the sixty-fifth session, with which every play-out was measured.
pub const PLAY_MAX_HORIZON: u8 = 12;

/// A named [`SearchConfig`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// The settings of Fig. 21 ([`SearchConfig::fig21`]).
    Fig21,
    /// The settings for studies ([`SearchConfig::studies`]).
    Studies,
    /// The settings for playing a game ([`SearchConfig::play`]): the studies' with
    /// Appendix 2's positional values.
    Play,
}

impl Preset {
    /// Every preset, in the order of their names.
    pub const ALL: [Preset; 3] = [Preset::Fig21, Preset::Studies, Preset::Play];

    /// The configuration.
    pub fn config(self) -> SearchConfig {
        match self {
            Preset::Fig21 => SearchConfig::fig21(),
            Preset::Studies => SearchConfig::studies(),
            Preset::Play => SearchConfig::play(),
        }
    }

    /// The name (`fig21`, `studies`, `play`).
    pub fn name(self) -> &'static str {
        match self {
            Preset::Fig21 => "fig21",
            Preset::Studies => "studies",
            Preset::Play => "play",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no preset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        write!(
            f,
            "unknown preset '{}' (expected: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownPreset {}

impl FromStr for Preset {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Preset, UnknownPreset> {
        let t = s.trim();
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownPreset(s.to_owned()))
    }
}

impl SearchConfig {
    /// The settings for playing a game (the UCI engine's default preset): the studies'
    /// ([`SearchConfig::studies`]) with Appendix 2's positional values (spec §10,
    /// `docs/search.md` item 19), which order lines equal in material by the squares the
    /// trajectories of each side pass. A game asks for a move where nothing is proven,
    /// and in a won pawn ending most lines keep the material; the proof criterion
    /// (`solve`, `compare`) counts material only, and the studies preset, without the
    /// term, proves more (`docs/studies-log.md`, twenty-fifth session). Without the kings'
    /// race played out, moving on rails or the whole root, and with the widest horizon
    /// 12 ([`PLAY_MAX_HORIZON`]), each measured by the play-out below.
    pub fn play() -> SearchConfig {
        let mut cfg = SearchConfig::studies();
        // Measured by the play-out (docs/studies-log.md, thirty-sixth session): Lasker and
        // Reichhelm won in 9 games of 15 with the positional values, 3 of 11 without; the
        // other studies as before.
        cfg.switches.positional_values = true;
        // Played out at 0.5 s a move the race's march does not finish: Lasker-Reichhelm
        // won 5 of 10 with it, 6 of 6 without (docs/studies-log.md, forty-eighth session).
        cfg.switches.kings_race_played = false;
        // Measured by the play-out (docs/studies-log.md, forty-ninth session): Lasker-Reichhelm
        // won in 28 games of 30 searched afresh at every move, 25 of 34 on rails, the
        // other studies as before.
        cfg.switches.rails = false;
        // The whole root serves the proof criterion, not play: the play-out was measured
        // with the root of the MO (docs/studies-log.md, fifty-fifth session).
        cfg.switches.whole_root = false;
        // Every play-out was measured with the studies' widest horizon before the
        // sixty-fifth session, 12; with 30 the set played out gave 6 of 7 and 5 of 7
        // (Lasker-Reichhelm lost once), within the runs' spread, so play keeps 12
        // (docs/studies-log.md, sixty-fifth session).
        cfg.max_horizon = PLAY_MAX_HORIZON;
        // Every play-out was measured without the admissible pass (docs/studies-log.md,
        // sixty-eighth session).
        cfg.switches.admissible_pass = false;
        cfg.switches.admissible_yield = None;
        cfg
    }

    /// The settings for studies: MO formation on (`MoSettings::STUDIES`, with declining,
    /// opened promotion routes and clear routes), retreat and deblockade (§2.9) on,
    /// transpositions kept to their depth, a restart budget of one, deepening, moving on
    /// rails, repetitions,
    /// the proof at the root, the widened root and the whole root, the mate tables, the real board in
    /// search (§2.2 criterion 1, §2.7) with bundles of shortest trajectories, and a
    /// horizon of four half-moves widened by horizon deepening, one half-move at a time,
    /// up to the widest horizon ([`WIDEST_HORIZON`]), with separated answers and
    /// finished ones before unseparated capped ones, remembered
    /// moves, zones kept to their time and timed from the root, the race left open, not
    /// over while a capture or a check is pending, judged again along captures and the
    /// answers to checks and valued with the gain of two checks where it is over,
    /// underpromotions at the root, the queen against a pawn, the proof of perpetual
    /// check (breadth first, not where the depth cap ends a line), every finish
    /// deepening and the kings' race where only kings move (played out below a root of
    /// its class, a pawn against a pawn valued by its table there, a king off its bundles
    /// forming its zones again there, the defender's holds there, its guarding steps
    /// there, the race to each pawn there and its mate defence there), the branching ban
    /// sparing a promotion's other pieces but lifted by a
    /// capture alone, the defender's claims of a repetition and dead positions drawn
    /// (`docs/search.md` items 8, 21, 23–28, 30, 32, 33, 35, 38–40, 48, 50, 54–59, 61,
    /// 63, 69–71, 73–75, 80).
    pub fn studies() -> SearchConfig {
        let mut cfg = SearchConfig::fig21();
        // Horizon deepening from H_L 4 with separated answers: measured on the studies
        // and both development suites (docs/studies-log.md, "Issue 15: lines that ended too
        // early", 2026-11-22), it proves the most (H_L 8 alone, or 2 → 12, prove fewer).
        // Up to 12 until the sixty-fifth session; up to the widest horizon since
        // (docs/studies-log.md, sixty-fifth session): a search that finishes horizon 12
        // inside its budget goes on wider instead of stopping, one proof more over the
        // seventeen sets at 2 s (UQF4 009) and none lost, the same proofs at 10 000
        // moves. It takes over the race's horizon (item 72), which went past 12 below a
        // race's root only.
        cfg.horizon = 4;
        cfg.max_horizon = WIDEST_HORIZON;
        // Measured on the three sets (docs/studies-log.md, thirty-fourth session): widened
        // one half-move at a time, 22 proofs against 21 at 2 s (EET 060 and PET017 in,
        // EET 001 out), the same 22 at 10 000 moves, 83 and 69 searches finished against
        // 78 and 62.
        cfg = cfg.with_horizon_step(1);
        cfg.switches.separated_answers = true;
        // Measured on the three sets (docs/studies-log.md, twentieth session): 76 searches of
        // 156 answer from a finished tree instead of 64 at 10 000 moves, 75 of 137
        // instead of 63 at 2 s, with the same proofs.
        cfg.switches.finished_first = true;
        cfg.switches.mo = MoSettings::STUDIES;
        cfg.switches.retreat = true;
        cfg.switches.deblockade = true;
        cfg.switches.transpositions = true;
        // Measured with the race judged along the answers to checks and counting a
        // check's gain (docs/studies-log.md, thirty-ninth session): UQW 027's 1…Kg2 is no
        // longer valued by a deeper line's 0; with those two switches 21 proofs against 20
        // at 2 s on the three sets, 49 against 46 on the unique wins, 32 against 29 on the
        // held-out set.
        cfg.switches.transposition_depth = true;
        // Measured on six sets (docs/studies-log.md, fortieth session): the seed's reading of
        // the ban changes 78 trees of 212 at 10 000 moves but no answer; at 2 s 19 proofs
        // against 20 on the three sets (EET 040 in, 061 and 076 out), 50 against 49 on the
        // unique wins (UQW 001), fewer searches finished (85 against 87): the
        // simplification stays in studies.
        cfg.switches.ban_unless_blocked = false;
        // Measured over the twenty sets (docs/ablation.md, "The preset's constants
        // measured again"; docs/studies-log.md, seventy-fifth and seventy-sixth
        // sessions): budgets 1, 2, 3 prove 526, 517, 509 of 830 at 10 000 moves, and 1
        // proves 582 and 582 at 2 s against 2's 577 and 578 (579 and 578 once in the
        // preset: at 2 s within the timing's noise); Réti's tree stays within 100 nodes
        // and the play-out of the studies is unchanged (6 of 7).
        cfg.switches.restart_budget = 1;
        cfg.switches.deepening = true;
        cfg.switches.rails = true;
        cfg.switches.repetitions = true;
        cfg.switches.root_proof = true;
        cfg.switches.widened_root = true;
        // The proof criterion counts a key only where every legal alternative is shown
        // worse (docs/results.md), so the studies' root examines every legal move
        // (docs/studies-log.md, fifty-fifth session).
        cfg.switches.whole_root = true;
        cfg.switches.mate_tables = true;
        // Measured on the three sets with the zone clock from the root (docs/studies-log.md,
        // seventeenth session): the same 19 proofs, and the queen play that a pawn race
        // leaves against a pawn on the seventh rank ends exactly — Réti's tree 205 -> 56.
        cfg.switches.queen_pawn_table = true;
        // Measured on the studies and both development suites (docs/studies-log.md, "Issue
        // 15, fifth session"): at 10 000 moves, with the KPK table, it proves 15 against
        // 14 and chooses the key in 41 positions against 28; Réti's tree falls from 217
        // to 63 nodes.
        cfg.switches.remembered_moves = true;
        // Measured on the three sets with the zone time and the perpetual (docs/studies-log.md,
        // eleventh session): the same answers in all 156 positions at 10 000 moves, with
        // smaller trees in two (Réti 137 -> 97 nodes); a tied finish alone
        // (`tied_finish_deepens`, which this includes) wins Saavedra back.
        cfg.switches.finish_deepens = true;
        // Measured on the three sets (docs/studies-log.md, thirty-third session): the same
        // proofs at 10 000 moves and at 2 s (it only orders), the key chosen in two more
        // (Lasker-Reichhelm and PET004, 1.Kb1), and Lasker-Reichhelm won when played out.
        cfg.switches.kings_game = true;
        // Measured (docs/studies-log.md, forty-eighth session): only Lasker-Reichhelm of the
        // seven sets changes, proven at 2 s; the locked set 23 against 15 at 2 s and 5 s.
        cfg.switches.kings_race_played = true;
        // Measured (docs/studies-log.md, sixtieth session): below a race's root only, so the
        // development sets the same; the locked sets 45 against 41 at 2 s.
        cfg.switches.race_pawn_tables = true;
        // The race's horizon (item 72) is not set: the preset's own widest horizon is
        // as wide since the sixty-fifth session (above).
        // Measured (docs/studies-log.md, sixty-third session): below a race's root only, so
        // the other sets the same; the five locked sets prove 145 against 138 at 2 s and
        // 130 against 120 at 10 000 moves, none lost.
        cfg.switches.race_hold = true;
        // Measured (docs/studies-log.md, sixty-fourth session): below a race's root only, so
        // the other sets the same; the six locked sets prove 163 against 161 at 10 000
        // moves and 181 against 179 at 2 s.
        cfg.switches.race_guard = true;
        // Measured (docs/studies-log.md, seventy-seventh session): below a race's root only,
        // so the other twelve sets the same tree for tree; the eight locked sets prove 233
        // against 231 at 10 000 moves (9 in, 7 out) and 266 and 265 against 262 and 260
        // at 2 s (two runs each).
        cfg.switches.race_targets = true;
        // Measured (docs/studies-log.md, seventy-ninth session): below a race's root only,
        // so the twelve other sets the same tree for tree; the nine locked sets prove 266
        // against 265 at 10 000 moves and 298 and 301 against 304 and 304 at 2 s (two runs
        // each), and their answers at 2 s carry 1 mate value where they carried 15 and
        // 14, three of them refuted by Stockfish (draws), none now.
        cfg.switches.race_mate_defence = true;
        // Measured on all seventeen sets (docs/studies-log.md, sixty-eighth session): it
        // runs only after a tie at the widest finished horizon, so every other search is
        // the same; 512 proofs against 504 at 2 s (the final binary; 7 proofs answered by
        // the pass).
        cfg.switches.admissible_pass = true;
        // Measured on all seventeen sets (docs/studies-log.md, sixty-ninth session): at
        // 2 s 523 proofs against 512 with two thirds and with half, 516 with a third; at
        // 10 000 moves 460 against 459 with two thirds, 452 with half.
        cfg.switches.admissible_yield = Some(Share::TWO_THIRDS);
        // Measured on the six sets (docs/studies-log.md, forty-fifth session): the same proofs
        // at 10 000 moves (118), at 2 s (123 of 270) and at 5 s on the unique wins (53,
        // 15, 35), 24 trees of 270 changed at 10 000 moves; played out, Lasker-Reichhelm
        // won in 7 games of 7 with it against 5 of 8 without (the defender's repetition
        // is seen, so the side ahead no longer shuffles into it).
        cfg.switches.repetition_claims = true;
        // A rule of chess, as alpha-beta's baseline keeps it: measured on the ten sets
        // (docs/studies-log.md, fifty-ninth session), 33 trees of 430 changed at 10 000
        // moves and no verdict.
        cfg.switches.insufficient_material = true;
        // Measured on the studies and the development suites (docs/studies-log.md,
        // "Admissible bundles and the real board", 2026-11-22): admissible bundles prove
        // fewer within the time limits (every bundle is larger), the three readings of the
        // real board prove as many, so the sources' rule holds for them.
        cfg.switches.trajectories = TrajectorySettings {
            admissible_bundles: false,
            ..TrajectorySettings::SOURCES
        };
        cfg
    }
}
