//! The judge's flags shared by `pioneer solve` and `pioneer compare`: how many proven
//! iterations in a row end a run, the margin of a UCI engine's proof, and whether a run
//! goes on after the key is kept ([`pioneer_compare::judge::JudgeRules`]).

use pioneer_compare::JudgeRules;

/// How runs are judged and stopped.
#[derive(clap::Args, Debug, Clone)]
pub struct JudgeArgs {
    /// A run stops after this many completed iterations (Pioneer: finished deepening
    /// steps) in a row that prove the key move; the proof is read up to there.
    #[arg(long, default_value_t = JudgeRules::default().keep, value_parser = clap::value_parser!(u32).range(1..=64))]
    keep: u32,
    /// A UCI engine proves the key when its second line (MultiPV 2) is worse by this many
    /// centipawns (a mate beats every other value).
    #[arg(long, default_value_t = JudgeRules::default().margin_cp, value_parser = clap::value_parser!(i32).range(0..=10_000))]
    margin_cp: i32,
    /// Every engine runs to its limits after the key is kept instead of stopping there
    /// (Pioneer's final tree is then its widest finished horizon's, as before the
    /// fifty-seventh session).
    #[arg(long)]
    run_on: bool,
}

impl JudgeArgs {
    /// The rules these flags give.
    pub fn rules(&self) -> JudgeRules {
        JudgeRules {
            keep: self.keep,
            margin_cp: self.margin_cp,
            stop_when_kept: !self.run_on,
        }
    }
}
