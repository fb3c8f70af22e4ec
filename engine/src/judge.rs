//! Proven win/loss of the positions of one game, and nothing else: the
//! analysis asks a [`Judge`] whether a position is lost for the player to
//! move, and gets `None` unless an exact source covers it.
//!
//! The exact sources are the ones hints trust with `exact == true` (see
//! [`crate::tables`]): for Chomp the P-table (`rows + cols <= K`), else a
//! Grundy box table or the memoised exact search of [`crate::exact`] within
//! the budget's sub-diagram limit; for iChomp a table or a search for every
//! non-empty quadrant. The time-bounded search of [`crate::search`] is never
//! asked: its "undecided" would turn into a guess.
//!
//! A game only moves down to sub-diagrams, and a source that covers a
//! diagram covers all of them (a table's box holds them, the P-table holds
//! every smaller `rows + cols`, and a sub-diagram has fewer sub-diagrams).
//! So a source found for one position is kept for the rest of the game,
//! which also keeps the exact search's memo between moves.

use crate::diagram::Diagram;
use crate::exact::ExactSearch;
use crate::ichomp::{IChompPosition, Quadrant};
use crate::position::Position;
use crate::tables::Tables;
use crate::values::Oracle;

/// How much exact work an analysis may do beyond the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most sub-diagrams a Chomp board or iChomp quadrant beyond the box
    /// tables may have for its exact values to be searched.
    pub exact_limit: u64,
}

impl Budget {
    /// The budget the tables' configuration gives hints and bots.
    pub fn of(tables: &Tables) -> Budget {
        Budget {
            exact_limit: tables.config().exact_limit,
        }
    }
}

/// Where the exact values of a Chomp diagram and its sub-diagrams come from.
enum ChompSource {
    PTable,
    Values(Oracle),
}

/// Proven values of the positions of one game (see the module docs).
pub struct Judge<'a> {
    tables: &'a Tables,
    budget: Budget,
    chomp: Option<ChompSource>,
    quadrants: [Option<Oracle>; 4],
}

impl<'a> Judge<'a> {
    pub fn new(tables: &'a Tables, budget: Budget) -> Judge<'a> {
        Judge {
            tables,
            budget,
            chomp: None,
            quadrants: [None, None, None, None],
        }
    }

    /// An exact source for `d` inside its `rows x cols` box: a table, else a
    /// search within the budget; `None` beyond both.
    fn oracle(&self, d: &Diagram, rows: usize, cols: usize) -> Option<Oracle> {
        if let Some(t) = self.tables.table_for(d, rows, cols) {
            return Some(Oracle::Table(t));
        }
        let search = ExactSearch::new(self.budget.exact_limit, self.tables.tables_in_memory());
        search.check(d).ok()?;
        Some(Oracle::Search(Box::new(search)))
    }

    /// Makes sure the sources for `pos` are in place; `false` when some part
    /// of it is beyond every exact source. Call it for the position before a
    /// move: every position after it is then covered too.
    pub fn cover(&mut self, pos: &Position) -> bool {
        match pos {
            Position::Chomp(p) => {
                if self.chomp.is_some() {
                    return true;
                }
                let d = p.diagram();
                self.chomp = if self.tables.ptable().covers(d.to_bits()) {
                    Some(ChompSource::PTable)
                } else {
                    self.oracle(d, p.height(), p.width())
                        .map(ChompSource::Values)
                };
                self.chomp.is_some()
            }
            Position::IChomp(p) => {
                let mut all = true;
                for q in Quadrant::ALL {
                    let d = p.quadrant(q);
                    if self.quadrants[q.index()].is_some() || d.is_empty() {
                        continue;
                    }
                    let (rows, cols) = p.layout().box_of(q);
                    self.quadrants[q.index()] = self.oracle(d, rows, cols);
                    all &= self.quadrants[q.index()].is_some();
                }
                all
            }
        }
    }

    /// Whether the player to move in `pos` has lost with perfect play (a
    /// P-position), when `pos` is covered (see [`Judge::cover`]). A finished
    /// game counts too: the player to move has lost when the other player
    /// made the last move, and won when the other player ate the poison.
    pub fn is_lost(&mut self, pos: &Position) -> Option<bool> {
        match pos {
            Position::Chomp(p) => self.chomp_is_lost(p.diagram()),
            Position::IChomp(p) => self.ichomp_value(p).map(|v| v == 0),
        }
    }

    fn chomp_is_lost(&mut self, d: &Diagram) -> Option<bool> {
        // The previous player ate the poisoned square: the player to move won.
        if d.is_empty() {
            return Some(false);
        }
        if d.cells() == 1 {
            return Some(true);
        }
        match self.chomp.as_mut()? {
            ChompSource::PTable => self.tables.ptable().is_p(d.to_bits()),
            // Normal-play value 1 is misère value 0 for a non-empty diagram.
            ChompSource::Values(o) => Some(o.normal_sg(d) == 1),
        }
    }

    /// The XOR of the quadrants' normal-play values.
    fn ichomp_value(&mut self, p: &IChompPosition) -> Option<u32> {
        let mut total = 0;
        for q in Quadrant::ALL {
            let d = p.quadrant(q);
            if d.is_empty() {
                continue;
            }
            total ^= self.quadrants[q.index()].as_mut()?.normal_sg(d);
        }
        Some(total)
    }

    /// How many legal moves of `pos` leave the other player a lost position
    /// (the winning moves of the player to move); `None` when a position is
    /// not covered. Counted on the diagrams alone, one lookup per move: a
    /// lost position asks this for every legal move.
    pub fn winning_moves(&mut self, pos: &Position) -> Option<u32> {
        if pos.is_over() {
            return Some(0);
        }
        let mut count = 0;
        match pos {
            Position::Chomp(p) => {
                let d = p.diagram();
                // Eating the poisoned corner never wins.
                for (r, c) in d.cells_iter().filter(|&rc| rc != (0, 0)) {
                    count += u32::from(self.chomp_is_lost(&d.after(r, c))?);
                }
            }
            Position::IChomp(p) => {
                let total = self.ichomp_value(p)?;
                for q in Quadrant::ALL {
                    let d = p.quadrant(q);
                    let Some(oracle) = self.quadrants[q.index()].as_mut() else {
                        continue;
                    };
                    // A move here wins when the quadrant's new value cancels
                    // the other three.
                    let want = total ^ oracle.normal_sg(d);
                    for (r, c) in d.cells_iter() {
                        count += u32::from(oracle.normal_sg(&d.after(r, c)) == want);
                    }
                }
            }
        }
        Some(count)
    }
}
