//! The command-line switches of the kings' race (ours, `docs/search.md` items 48, 63–65,
//! 70–74 and 80): the race that orders lines where only kings move, the race played out below
//! a root of its class, the race's clock, the side behind trying every move, the race's
//! pawn tables, the race's horizon, the defender's holds, the guarding steps and the race to each pawn; flattened
//! into the model's switches (`crate::cmd::model`).

/// The switches of `docs/search.md` items 48, 63–65, 70–74 and 80.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct KingsRaceArgs {
    /// The kings' race: a line ending where only kings can move (kings and locked pawns)
    /// is ordered, among lines equal in material, by which king forces the first capture
    /// of a pawn and how soon (ours: an exact retrograde game that orders, never proves).
    #[arg(long, conflicts_with = "no_kings_game")]
    kings_game: bool,
    /// No kings' race.
    #[arg(long)]
    no_kings_game: bool,
    /// The kings' race played out: with the kings' race, in a search whose root is of its
    /// class, a node of the class where one king forces the first capture of a pawn
    /// plays the race (that side the moves that keep it forced, the other side every
    /// legal move) and its line goes on to the capture (ours).
    #[arg(long, conflicts_with = "no_kings_race_played")]
    kings_race_played: bool,
    /// No kings' race played out.
    #[arg(long)]
    no_kings_race_played: bool,
    /// The race's clock: below the capture that ends a kings' race played out, the zones
    /// count their time from that capture, a whole horizon of their own (ours).
    #[arg(long, conflicts_with = "no_race_clock")]
    race_clock: bool,
    /// No race's clock.
    #[arg(long)]
    no_race_clock: bool,
    /// The side behind tries every move: with the race played out, below a root of its
    /// class, a side that has lost material since the root tries every legal move (ours).
    #[arg(long, conflicts_with = "no_race_behind_legal")]
    race_behind_legal: bool,
    /// The side behind tries its zones' moves alone.
    #[arg(long)]
    no_race_behind_legal: bool,
    /// The race's pawn tables: with the race played out and the mate tables, below a root
    /// of its class, a line reaching king and pawn against king and pawn ends with the
    /// table's exact value where the table has one (ours).
    #[arg(long, conflicts_with = "no_race_pawn_tables")]
    race_pawn_tables: bool,
    /// No pawn tables below a race's root (unless `--pawn-tables`).
    #[arg(long)]
    no_race_pawn_tables: bool,
    /// The race's horizon: with the race played out, below a root of its class, horizon
    /// deepening goes on to this horizon where it is wider than `--max-horizon` (0: no
    /// wider; every preset's 0: the studies preset's own widest horizon is 30; ours).
    #[arg(long, value_name = "H", value_parser = clap::value_parser!(u8).range(0..=i64::from(pioneer_tree::WIDEST_HORIZON)))]
    race_max_horizon: Option<u8>,
    /// The defender's holds: with the race played out, below a root of its class, where
    /// neither king forces the first capture, the side that did not move at the root also
    /// tries the king moves that keep it so, after the MO's moves (ours).
    #[arg(long, conflicts_with = "no_race_hold")]
    race_hold: bool,
    /// No defender's holds.
    #[arg(long)]
    no_race_hold: bool,
    /// The race's guarding steps: with the race played out, below a root of its class,
    /// the side that forces the first capture also tries the king steps that guard a pawn
    /// of its own the enemy king attacks and keep the capture forced one move later (ours).
    #[arg(long, conflicts_with = "no_race_guard")]
    race_guard: bool,
    /// No guarding steps in the race played out.
    #[arg(long)]
    no_race_guard: bool,
    /// The race to each pawn: with the race played out, below a root of its class, the
    /// side that forces the first capture also tries the moves that keep the capture of
    /// each enemy pawn it can force on its own forced one half-move sooner (ours).
    #[arg(long, conflicts_with = "no_race_targets")]
    race_targets: bool,
    /// Only the soonest capture in the race played out.
    #[arg(long)]
    no_race_targets: bool,
    /// The race's mate defence: with the race played out, below a root of its class, a
    /// side that forces the first capture and is mated after every move the race gives it
    /// tries its other legal moves before the mate is believed (ours).
    #[arg(long, conflicts_with = "no_race_mate_defence")]
    race_mate_defence: bool,
    /// No mate defence in the race played out: its side's race moves alone.
    #[arg(long)]
    no_race_mate_defence: bool,
}

impl KingsRaceArgs {
    /// Sets the field of every flag given.
    pub(super) fn apply(&self, s: &mut pioneer_tree::Switches) {
        let set = super::model_trajectories::set_flag;
        set(self.kings_game, self.no_kings_game, &mut s.kings_game);
        set(
            self.kings_race_played,
            self.no_kings_race_played,
            &mut s.kings_race_played,
        );
        set(self.race_clock, self.no_race_clock, &mut s.race_clock);
        set(
            self.race_behind_legal,
            self.no_race_behind_legal,
            &mut s.race_behind_legal,
        );
        set(
            self.race_pawn_tables,
            self.no_race_pawn_tables,
            &mut s.race_pawn_tables,
        );
        set(self.race_hold, self.no_race_hold, &mut s.race_hold);
        set(self.race_guard, self.no_race_guard, &mut s.race_guard);
        set(self.race_targets, self.no_race_targets, &mut s.race_targets);
        set(
            self.race_mate_defence,
            self.no_race_mate_defence,
            &mut s.race_mate_defence,
        );
        if let Some(h) = self.race_max_horizon {
            s.race_max_horizon = h;
        }
    }
}
