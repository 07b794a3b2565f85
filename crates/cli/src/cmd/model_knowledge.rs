//! The command-line switches of the search's endgame knowledge (issue 15): the races the
//! rule of the square ends (`docs/search.md` items 60 and 78) and the exact endgame
//! tables a line may end in (items 26 and 53); flattened into the model's switches
//! (`crate::cmd::model`). The rule of the square itself and its stopped pawns are
//! `--no-square-rule` and `--no-all-stopped` of `crate::cmd::model`.

/// The switches of `docs/search.md` items 26, 53, 60 and 78.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct KnowledgeArgs {
    /// The race won by tempi: with the rule of the square, a line also ends where, with
    /// kings and pawns only, one side queens an unstoppable pawn while every enemy pawn
    /// still needs three pushes or more (docs/search.md item 60; checked against the
    /// exact KPKP table and Stockfish in `tests/square_oracle.rs`; on in the studies
    /// preset, off in fig21).
    #[arg(long, conflicts_with = "no_race_by_tempi")]
    race_by_tempi: bool,
    /// No race won by tempi.
    #[arg(long)]
    no_race_by_tempi: bool,
    /// With the race won by tempi: an enemy pawn whose way is blocked counts the moves its
    /// side loses before it can push, and one the racing side's king blocks never moves
    /// (docs/search.md item 78; checked against the exact KPKP table and Stockfish in
    /// `tests/square_oracle.rs`; on in the studies preset, off in fig21).
    #[arg(long, conflicts_with = "no_race_blocked")]
    race_blocked: bool,
    /// Blocked enemy pawns counted by their pushes alone in the race won by tempi.
    #[arg(long)]
    no_race_blocked: bool,
    /// Mate tables: a line reaching king and queen, rook or pawn against a bare king, or
    /// king and queen against king and queen, rook, bishop or knight, ends with the exact mate (or draw) of the retrograde tables (on
    /// in the studies preset).
    #[arg(long, conflicts_with = "no_mate_tables")]
    mate_tables: bool,
    /// No mate tables: such lines end as the zones end them.
    #[arg(long)]
    no_mate_tables: bool,
    /// The queen against a pawn: with the mate tables, a line reaching king and queen
    /// against king and pawn ends with the exact value of its table too (on in the
    /// studies preset).
    #[arg(long, conflicts_with = "no_queen_pawn_table")]
    queen_pawn_table: bool,
    /// No table for the queen against a pawn.
    #[arg(long)]
    no_queen_pawn_table: bool,
    /// The pawn tables: with the mate tables, a line reaching king and pawn against king
    /// and pawn, or a rook, bishop or knight against a pawn, ends with its table's exact
    /// value where the table has one (off in both presets).
    #[arg(long, conflicts_with = "no_pawn_tables")]
    pawn_tables: bool,
    /// No pawn tables.
    #[arg(long)]
    no_pawn_tables: bool,
}

impl KnowledgeArgs {
    /// Sets the field of every flag given.
    pub(super) fn apply(&self, s: &mut pioneer_tree::Switches) {
        let set = super::model_trajectories::set_flag;
        set(
            self.race_by_tempi,
            self.no_race_by_tempi,
            &mut s.mo.race_by_tempi,
        );
        set(
            self.race_blocked,
            self.no_race_blocked,
            &mut s.mo.race_blocked,
        );
        set(self.mate_tables, self.no_mate_tables, &mut s.mate_tables);
        set(
            self.queen_pawn_table,
            self.no_queen_pawn_table,
            &mut s.queen_pawn_table,
        );
        set(self.pawn_tables, self.no_pawn_tables, &mut s.pawn_tables);
    }
}
