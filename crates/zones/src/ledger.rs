//! The bookkeeping of the freezing sweep (§1.14–1.16): what [`crate::Mo`]'s sweep has
//! still to judge, and the cells frozen by loss of connection. Kept by the MO's methods
//! in `mo` (new cells) and `freeze` (freezing and thawing).

use crate::cell::CellId;

/// The bookkeeping of freezing by loss of connection (§1.14–1.16), so that a move judges
/// the cells that may freeze instead of every cell of the MO, and climbing back thaws the
/// cells frozen at that depth instead of looking at every cell.
///
/// Invariant (the sweep's fixpoint): every cell that the sweep would freeze now — not
/// frozen, its parent bundle live, its target (a blockade: an end of its interval) off
/// the parent's live squares ([`crate::Mo::live_squares`]) — is in `cells` or has its
/// parent in `parents`. A bundle's live squares shrink only when cells of it freeze, so
/// it holds when new cells and cells that thaw are listed in `cells`
/// ([`FreezeLedger::unjudged`]) and bundles with cells that freeze in `parents`; the
/// sweep of [`crate::Mo::freeze_connection`] empties both, keeping in `cells` the moving
/// piece's cells it may not freeze. Tested in debug builds against the sweep over every
/// cell.
#[derive(Debug, Clone, Default)]
pub(crate) struct FreezeLedger {
    /// Cells to judge themselves: new, thawed, or left unfrozen as the moving piece's.
    pub(crate) cells: Vec<CellId>,
    /// Bundles some of whose cells froze: their negations' cells are to be judged.
    pub(crate) parents: Vec<CellId>,
    /// The cells frozen by loss of connection, by the depth they froze at (index: the
    /// depth), each list in the order they froze, for [`crate::Mo::thaw`]: climbing
    /// through a depth reads its own list, not every frozen cell. A cell leaves its list
    /// only when that depth is thawed (a frozen cell is not frozen again), so a list holds
    /// its depth's frozen cells and erased ones.
    pub(crate) frozen: Vec<Vec<CellId>>,
    /// An empty list kept for its capacity: the sweep's working list, handed back by
    /// [`crate::Mo::freeze_connection`] so that a move does not grow one anew (no content,
    /// so it changes no search).
    pub(crate) spare: Vec<CellId>,
    /// An empty map kept for its table: the sweep's parents' live squares, handed back
    /// emptied like `spare` (no content, so it changes no search).
    pub(crate) live_of: LiveOf,
}

/// The parents' live squares computed so far in one sweep of
/// [`crate::Mo::freeze_connection`].
pub(crate) type LiveOf = rustc_hash::FxHashMap<CellId, pioneer_rules::Bitboard>;

impl FreezeLedger {
    /// Forgets everything (the MO is cleared).
    pub(crate) fn clear(&mut self) {
        self.cells.clear();
        self.parents.clear();
        self.frozen.iter_mut().for_each(Vec::clear);
    }

    /// Cell `c` froze at `depth`.
    pub(crate) fn froze(&mut self, c: CellId, depth: u16) {
        let d = usize::from(depth);
        if self.frozen.len() <= d {
            self.frozen.resize_with(d + 1, Vec::new);
        }
        self.frozen[d].push(c);
    }

    /// A cell the sweep has not judged in its present state (new or thawed).
    pub(crate) fn unjudged(&mut self, c: CellId) {
        self.cells.push(c);
    }
}
