//! Exact SG values of one diagram and all its sub-diagrams, from whichever
//! source knows them: a box table when one covers the diagram, else the
//! memoised search of [`crate::exact`] when its sub-diagrams are few enough.
//! Hints and bots ask an [`Oracle`] for the value of a position and of every
//! move, so both sources serve them alike. `Tables::oracle` picks the source;
//! an oracle holds only its table or search, so this module sits below the
//! tables instead of reaching back into them.

use std::sync::Arc;

use crate::diagram::Diagram;
use crate::exact::ExactSearch;
use crate::grundy::GrundyTable;

/// Exact normal-play values of a diagram and everything reachable from it.
pub enum Oracle {
    Table(Arc<GrundyTable>),
    Search(Box<ExactSearch>),
}

impl Oracle {
    /// The normal-play SG value of `d`, a sub-diagram of the one the oracle
    /// was made for (always answered: the table covers it, or it has fewer
    /// sub-diagrams than the root the search accepted).
    pub fn normal_sg(&mut self, d: &Diagram) -> u32 {
        match self {
            Oracle::Table(t) => t.normal_sg(d).map_or(0, u32::from),
            // A sub-diagram has at most the sub-diagrams of its root, so the
            // limit the root passed is never exceeded here.
            Oracle::Search(s) => s.normal_sg(d).unwrap_or(0),
        }
    }

    /// Whether the values come from a table (no search needed).
    pub fn is_table(&self) -> bool {
        matches!(self, Oracle::Table(_))
    }
}
