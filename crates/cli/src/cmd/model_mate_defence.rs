//! The command-line switches of the mate defence (ours, `docs/search.md` items 29, 47
//! and 68): which moves a side mated in every line of the MO tries, and whether a mate
//! read from an endgame table calls for them; flattened into the model's switches
//! (`crate::cmd::model`).

/// The switches of `docs/search.md` items 29, 47 and 68.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct MateDefenceArgs {
    /// Mate defence: a side mated after every move the MO gave it (its pass included)
    /// tries other legal moves before the mate is believed: its king's steps
    /// (`--mate-defence=king`) or every move (`--mate-defence`, `=every`); the presets':
    /// fig21 off, studies king.
    #[arg(
        long,
        value_name = "WHICH",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "every",
        value_parser = clap::value_parser!(pioneer_tree::MateDefence),
        conflicts_with = "no_mate_defence"
    )]
    mate_defence: Option<pioneer_tree::MateDefence>,
    /// A side mated in every line of the MO takes the mate.
    #[arg(long)]
    no_mate_defence: bool,
    /// The mate defence against mates on the board only: a side whose lines end in a
    /// mate read from an endgame table (a won ending's distance to mate) takes it (on in
    /// the studies preset).
    #[arg(long, conflicts_with = "no_mate_defence_board_only")]
    mate_defence_board_only: bool,
    /// The mate defence against every mate, a table's too.
    #[arg(long)]
    no_mate_defence_board_only: bool,
}

impl MateDefenceArgs {
    /// Sets the field of every flag given.
    pub(super) fn apply(&self, s: &mut pioneer_tree::Switches) {
        if let Some(which) = self.mate_defence {
            s.mo.mate_defence = which;
        }
        if self.no_mate_defence {
            s.mo.mate_defence = pioneer_tree::MateDefence::Off;
        }
        super::model_trajectories::set_flag(
            self.mate_defence_board_only,
            self.no_mate_defence_board_only,
            &mut s.mo.mate_defence_board_only,
        );
    }
}
