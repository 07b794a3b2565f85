//! Which endgame tables the switches read, and building them before a clock starts (the
//! tables are ours, spec §8: `docs/search.md` items 26, 53 and 70). A table is built a
//! few seconds the first time in a process (or read back from the cache,
//! `pioneer_rules::table_cache`) and never again; a search builds what it will read
//! before its clock starts, an engine what any of its searches may read when it is made
//! (before a UCI engine answers `readyok`), so that no timed search spends its time
//! building a table at its first probe.

use crate::Switches;

impl Switches {
    /// Builds the endgame tables these switches read wherever the root is
    /// ([`Switches::mate_tables`], the queen against a pawn with
    /// [`Switches::queen_pawn_table`], the pawn tables with [`Switches::pawn_tables`]).
    pub fn prepare_tables(&self) {
        if self.mate_tables {
            pioneer_rules::endgame_tables::prepare();
            if self.queen_pawn_table {
                pioneer_rules::piece_pawn::prepare_queen();
            }
            if self.pawn_tables {
                pioneer_rules::pawn_pawn::prepare();
            }
        }
    }

    /// Whether a search whose root is of the kings' race's class reads king and pawn
    /// against king and pawn ([`Switches::race_pawn_tables`] with the race played out and
    /// the mate tables).
    pub fn reads_race_tables(&self) -> bool {
        self.race_pawn_tables && self.kings_race_played && self.kings_game && self.mate_tables
    }

    /// [`Switches::prepare_tables`] and the tables a search reads only below some roots
    /// ([`Switches::reads_race_tables`]): for an engine, which will search positions it
    /// does not know yet.
    pub fn prepare_every_table(&self) {
        self.prepare_tables();
        if self.reads_race_tables() {
            pioneer_rules::pawn_pawn::prepare();
        }
    }
}
