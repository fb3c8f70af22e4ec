//! Exact SG values of one diagram and all its sub-diagrams, from whichever
//! source knows them: a box table when one covers the diagram, else the
//! memoised search of [`crate::exact`] when its sub-diagrams are few enough.
//! Hints and bots ask an [`Oracle`] for the value of a position and of every
//! move, so both sources serve them alike.

use std::sync::Arc;

use crate::bitmoves::transpose_bits;
use crate::diagram::Diagram;
use crate::exact::{ExactSearch, TooBig};
use crate::grundy::{box_size, GrundyTable};
use crate::ichomp::{IChompPosition, Quadrant};
use crate::solver::Solver;

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

impl Solver {
    /// The box tables already in memory (mapped at start, built or swapped
    /// in), which a search may read; nothing is built here.
    pub fn tables_in_memory(&self) -> Vec<Arc<GrundyTable>> {
        let mut out = self.present_tables();
        // The square box the solver may build on demand, up to 10 x 10
        // (0.04 s): it answers every small sub-diagram of a search at once.
        let limit = self.config().grundy_max_cells.min(box_size(10, 10));
        let side = (1..=10).rev().find(|&s| box_size(s, s) <= limit);
        if let Some(side) = side.filter(|&s| s >= 4) {
            if let Some(t) = self.grundy(side, side) {
                out.push(t);
            }
        }
        out.extend(self.cached_tables());
        out
    }

    /// A fresh exact search within the configured limit, reading the tables
    /// in memory.
    pub fn exact_search(&self) -> ExactSearch {
        ExactSearch::new(self.config().exact_limit, self.tables_in_memory())
    }

    /// Exact values for `d` inside its `rows x cols` board or quadrant box:
    /// a table (built on demand within `grundy_max_cells`), else a search if
    /// `d` has at most `exact_limit` sub-diagrams; `Err` says how many it has.
    pub fn oracle(&self, d: &Diagram, rows: usize, cols: usize) -> Result<Oracle, TooBig> {
        if let Some(t) = self.table_for(d, rows, cols) {
            return Ok(Oracle::Table(t));
        }
        let search = self.exact_search();
        search.check(d)?;
        Ok(Oracle::Search(Box::new(search)))
    }

    /// The exact SG value of an iChomp position, the XOR of its quadrants'
    /// values. Quadrants equal up to mirroring cancel in pairs (x XOR x = 0)
    /// whatever their value, so only the others need a table or a search:
    /// the full board of any size is 0 at once. `Err` names the first
    /// quadrant out of reach.
    pub fn ichomp_sg(&self, p: &IChompPosition) -> Result<u32, (Quadrant, TooBig)> {
        let key = |q: Quadrant| {
            let x = p.quadrant(q).to_bits();
            x.min(transpose_bits(x))
        };
        let mut left: Vec<Quadrant> = Vec::new();
        for q in Quadrant::ALL {
            match left.iter().position(|&o| key(o) == key(q)) {
                Some(i) => {
                    left.remove(i);
                }
                None => left.push(q),
            }
        }
        let mut total = 0;
        for q in left {
            let (rows, cols) = p.layout().box_of(q);
            let d = p.quadrant(q);
            let mut oracle = self.oracle(d, rows, cols).map_err(|e| (q, e))?;
            total ^= oracle.normal_sg(d);
        }
        Ok(total)
    }
}
