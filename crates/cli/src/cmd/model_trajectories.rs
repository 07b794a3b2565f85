//! The command-line switches of the trajectories' reading (bundles of every trajectory up
//! to the limit, the transfer to the real board) and of the map's upkeep (forgotten
//! bundles), flattened into the model's switches
//! (`crate::cmd::model`).

/// The switches of [`pioneer_tree::TrajectorySettings`]: bundles of every trajectory up to
/// the limit and the transfer to the real board (spec §3.2, §11; Appendix 1 §2.2, §2.7).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TrajectoryArgs {
    /// Zone bundles hold every trajectory up to their length limit: the shortest ones and
    /// the admissible ones, a shortest route to a square and a shortest route on from it
    /// (bundles of trajectories of different length).
    #[arg(long)]
    admissible_bundles: bool,
    /// Zone bundles of shortest trajectories only.
    #[arg(long, conflicts_with = "admissible_bundles")]
    no_admissible_bundles: bool,
    /// The admissible pass: where every horizon has been searched and the widest finished
    /// search ties, the rest of the budget deepens again with admissible bundles, and that
    /// pass answers if it separates its move (ours; on in the studies preset).
    #[arg(long)]
    admissible_pass: bool,
    /// No admissible pass after a tie.
    #[arg(long, conflicts_with = "admissible_pass")]
    no_admissible_pass: bool,
    /// The first pass's share of the budget, in percent (1 to 100): once it has spent that
    /// share while its widest finished search ties, the admissible pass runs on the rest
    /// (ours; 67 in the studies preset).
    #[arg(long, value_name = "PCT", value_parser = parse_share)]
    admissible_yield: Option<pioneer_tree::Share>,
    /// The admissible pass only after every horizon has been searched.
    #[arg(long, conflicts_with = "admissible_yield")]
    no_admissible_yield: bool,
    /// Order moves by a trajectory's real length (pieces in the way counted) and compare
    /// it with T_x (Appendix 1 §2.7).
    #[arg(long)]
    real_length: bool,
    /// Order moves by the length on the free board.
    #[arg(long, conflicts_with = "real_length")]
    no_real_length: bool,
    /// A trajectory whose first segment is blocked on the board takes no part in search:
    /// not in the time a piece needs, not in forkness (Appendix 1 §2.7).
    #[arg(long)]
    first_segment_block: bool,
    /// Count trajectories whose first segment is blocked too.
    #[arg(long, conflicts_with = "first_segment_block")]
    no_first_segment_block: bool,
    /// A zone ends when its root piece is blocked on every root trajectory and no block
    /// can be removed (Appendix 1 §2.2, criterion 1).
    #[arg(long)]
    blocked_root_ends_zone: bool,
    /// A zone whose root piece is blocked plays on.
    #[arg(long, conflicts_with = "blocked_root_ends_zone")]
    no_blocked_root_ends_zone: bool,
    /// A negation onto its zone's target square is read on the real board without the
    /// zone's root piece, which reaches that square itself (the project's reading of
    /// Appendix 1 §2.7).
    #[arg(long)]
    root_leaves_path: bool,
    /// Every piece on the board counts in a negation's way.
    #[arg(long, conflicts_with = "root_leaves_path")]
    no_root_leaves_path: bool,
    /// Forgotten bundles: a bundle found below a move whose piece is taken back off the
    /// bundle's a0 is erased instead of freezing "99" (the project's departure from
    /// Appendix 1 §1.17: the map does not grow with every line searched).
    #[arg(long)]
    forget_found_bundles: bool,
    /// Such bundles freeze "99" and stay in the map, as in the sources.
    #[arg(long, conflicts_with = "forget_found_bundles")]
    no_forget_found_bundles: bool,
}

impl TrajectoryArgs {
    /// Sets the field of every flag given.
    pub(super) fn apply(&self, s: &mut pioneer_tree::Switches) {
        let set = set_flag;
        set(
            self.forget_found_bundles,
            self.no_forget_found_bundles,
            &mut s.forget_found_bundles,
        );
        set(
            self.admissible_pass,
            self.no_admissible_pass,
            &mut s.admissible_pass,
        );
        if let Some(share) = self.admissible_yield {
            s.admissible_yield = Some(share);
        }
        if self.no_admissible_yield {
            s.admissible_yield = None;
        }
        let t = &mut s.trajectories;
        set(
            self.admissible_bundles,
            self.no_admissible_bundles,
            &mut t.admissible_bundles,
        );
        set(self.real_length, self.no_real_length, &mut t.real_length);
        set(
            self.first_segment_block,
            self.no_first_segment_block,
            &mut t.first_segment_block,
        );
        set(
            self.blocked_root_ends_zone,
            self.no_blocked_root_ends_zone,
            &mut t.blocked_root_ends_zone,
        );
        set(
            self.root_leaves_path,
            self.no_root_leaves_path,
            &mut t.root_leaves_path,
        );
    }
}

/// A share of the budget in whole percent, 1 to 100.
fn parse_share(text: &str) -> Result<pioneer_tree::Share, String> {
    let p: u8 = text
        .parse()
        .map_err(|_| format!("a share is 1 to 100 percent, not {text:?}"))?;
    pioneer_tree::Share::try_from(p).map_err(|e| e.to_string())
}

/// A pair of flags `--x` / `--no-x` applied to the setting `field`: on, off, or (neither
/// given) as the preset has it. Shared by the flattened switch groups.
pub(super) fn set_flag(on: bool, off: bool, field: &mut bool) {
    if on {
        *field = true;
    }
    if off {
        *field = false;
    }
}
