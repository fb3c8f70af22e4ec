//! Win/loss of whole positions, the question bots ask for every move: exact
//! from the tables when they reach, then from the exact search of
//! [`crate::exact`] when the position has few sub-diagrams, else from one
//! bounded [`Search`].

use crate::bitmoves::{any_move, apply, bit_len, canonical};
use crate::diagram::Diagram;
use crate::exact::ExactSearch;
use crate::ichomp::{IChompPosition, Quadrant};
use crate::position::Position;
use crate::search::Search;
use crate::tables::Tables;

/// The board cell of the move `(i, j)` on the canonical Chomp string `x`:
/// the column is the number of ones above bit `i`, the row the number of
/// zeros below bit `j` (the last zero is the top row).
pub fn cell_of(x: u64, i: u32, j: u32) -> (usize, usize) {
    let col = (x >> i >> 1).count_ones() as usize;
    let row = (!x & ((1u64 << j) - 1)).count_ones() as usize;
    (row, col)
}

/// Answers "is this a P-position?" for positions of one game, sharing one
/// search budget and memo.
pub struct Evaluator<'a> {
    tables: &'a Tables,
    search: Search<'a>,
    /// Made on first use (it gathers the tables in memory).
    exact: Option<ExactSearch>,
}

impl<'a> Evaluator<'a> {
    /// Its memory is the configured `search_memory`: three quarters for
    /// the win/loss search, a quarter for the exact search's memo.
    pub fn new(tables: &'a Tables) -> Self {
        let mut search = Search::new(tables);
        search.set_memory_budget(tables.config().search_memory / 4 * 3);
        Evaluator {
            tables,
            search,
            exact: None,
        }
    }

    /// The exact normal-play value of `d` if its sub-diagrams are within the
    /// solver's `exact_limit`.
    /// Within the search's deadline, if it has one.
    pub fn exact_sg(&mut self, d: &Diagram) -> Option<u32> {
        let tables = self.tables;
        let deadline = self.search.deadline();
        let exact = self.exact.get_or_insert_with(|| {
            tables
                .exact_search()
                .with_memory_budget(tables.config().search_memory / 4)
        });
        match deadline {
            Some(t) => exact.normal_sg_until(d, t),
            None => exact.normal_sg(d).ok(),
        }
    }

    pub fn search(&mut self) -> &mut Search<'a> {
        &mut self.search
    }

    /// Whether the player to move in `pos` loses with best play: `None` when
    /// beyond the tables and the search budget. A finished game is a loss for
    /// the player to move, except Chomp after the poison was eaten.
    pub fn is_p(&mut self, pos: &Position) -> Option<bool> {
        match pos {
            Position::Chomp(p) => {
                let d = p.diagram();
                if d.is_empty() {
                    return Some(false);
                }
                let x = d.to_bits();
                if let Some(v) = self.tables.ptable().is_p(x) {
                    return Some(v);
                }
                if let Some(t) = self.tables.table_for(d, p.height(), p.width()) {
                    if let Some(v) = t.normal_sg(d) {
                        return Some(v == 1);
                    }
                }
                if let Some(v) = self.exact_sg(d) {
                    return Some(v == 1);
                }
                self.search.chomp_is_p(x)
            }
            Position::IChomp(p) => {
                let (nim, unknown) = self.split(p);
                self.search.ichomp_is_p(nim, &unknown)
            }
        }
    }

    /// The quadrants' XOR of known normal SG values and the canonical strings
    /// of those out of reach.
    pub fn split(&mut self, p: &IChompPosition) -> (u32, Vec<u64>) {
        let mut nim = 0;
        let mut unknown = Vec::new();
        for q in Quadrant::ALL {
            let d = p.quadrant(q);
            let (rows, cols) = p.layout().box_of(q);
            // Only table values are folded into the nim heap: a quadrant kept
            // as a diagram can still be paired with its mirror image, which
            // is how the search proves most big sums.
            match self.search.quadrant_sg(d, rows, cols, u64::MAX) {
                Some(v) => nim ^= v,
                None => unknown.push(d.to_bits()),
            }
        }
        (nim, unknown)
    }

    /// For a Chomp position inside the P-table, every move as
    /// `(row, col, leaves a P-position)`, computed on bit strings (fast path).
    pub fn chomp_moves_fast(&self, pos: &Position) -> Option<Vec<(usize, usize, bool)>> {
        let Position::Chomp(p) = pos else { return None };
        let x = p.diagram().to_bits();
        let table = self.tables.ptable();
        if x == 0 || !table.covers(x) {
            return None;
        }
        let mut out = Vec::new();
        any_move(x, bit_len(x), |i, j| {
            let (row, col) = cell_of(x, i, j);
            let y = canonical(apply(x, i, j));
            out.push((row, col, table.is_p(y).unwrap_or(false)));
            false
        });
        Some(out)
    }

    /// Number of moves from `pos` that leave a proven P-position, and whether
    /// every move was decided.
    pub fn winning_replies(&mut self, pos: &Position) -> (usize, bool) {
        if let Some(moves) = self.chomp_moves_fast(pos) {
            return (moves.iter().filter(|m| m.2).count(), true);
        }
        let mut count = 0;
        let mut decided = true;
        for (r, c) in pos.legal_moves() {
            let Ok(next) = pos.after(r, c) else { continue };
            match self.is_p(&next) {
                Some(true) => count += 1,
                Some(false) => {}
                None => decided = false,
            }
        }
        (count, decided)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Diagram;

    #[test]
    fn cell_of_names_the_chomped_cell() {
        let d: Diagram = "4,3,3,1".parse().unwrap();
        let x = d.to_bits();
        any_move(x, bit_len(x), |i, j| {
            let (r, c) = cell_of(x, i, j);
            assert!(d.contains(r, c));
            assert_eq!(canonical(apply(x, i, j)), d.after(r, c).to_bits());
            false
        });
    }
}
