//! Memoised search with a bounded budget, for positions beyond the tables.
//!
//! Chomp: misère win/loss of a boundary string, bottoming out in the P-table
//! and in facts that need no search (the lone poisoned cell is lost, every
//! other rectangle is won by strategy stealing).
//!
//! iChomp: a sum of four quadrants. Quadrants whose SG value the tables know
//! are replaced by one nim heap of their XOR (the SG theorem); quadrants out
//! of reach are kept as diagrams, mirror images are identified and equal pairs
//! cancel (a pair of equal games is a loss for the player to move). So the
//! full square board of any size is known at once to be a P-position.
//!
//! Every answer is `Some(true)` (P: the player to move loses), `Some(false)`
//! (N) or `None` when the budget ran out before the answer was proven.

use std::collections::HashMap;

use crate::bitmoves::{any_move, apply, bit_len, canonical};
use crate::grundy::box_size;
use crate::solver::Solver;
use crate::Diagram;

/// Boxes up to this many diagrams may be built on demand during a search.
const SEARCH_TABLE_LIMIT: u64 = 20_000;

/// The mirror image of a canonical boundary string, itself canonical.
pub fn transpose_bits(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let len = bit_len(x);
    let rev = x.reverse_bits() >> (64 - len);
    canonical(!rev & ((1u64 << len) - 1))
}

/// One search: a node budget and the memo, shared by every question asked in
/// it (a hint or a bot move asks many related ones).
pub struct Search<'a> {
    solver: &'a Solver,
    budget: usize,
    nodes: usize,
    chomp_memo: HashMap<u64, Option<bool>>,
    ichomp_memo: HashMap<(u32, Vec<u64>), Option<bool>>,
}

impl<'a> Search<'a> {
    pub fn new(solver: &'a Solver) -> Self {
        Search {
            solver,
            budget: solver.config().search_nodes,
            nodes: 0,
            chomp_memo: HashMap::new(),
            ichomp_memo: HashMap::new(),
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// Misère win/loss of the non-empty canonical Chomp string `x`.
    pub fn chomp_is_p(&mut self, x: u64) -> Option<bool> {
        if x == 2 {
            return Some(true);
        }
        if x == 0 {
            return Some(false);
        }
        if let Some(p) = self.solver.ptable().is_p(x) {
            return Some(p);
        }
        // A rectangle: all ones above all zeros.
        if (x >> x.trailing_zeros()).wrapping_add(1) & (x >> x.trailing_zeros()) == 0 {
            return Some(false);
        }
        if let Some(&v) = self.chomp_memo.get(&x) {
            return v;
        }
        if self.nodes >= self.budget {
            return None;
        }
        self.nodes += 1;
        let len = bit_len(x);
        let mut next = Vec::new();
        any_move(x, len, |i, j| {
            if !(i == len - 1 && j == 0) {
                next.push(canonical(apply(x, i, j)));
            }
            false
        });
        // Positions inside the table first: they are answered at once.
        next.sort_unstable_by_key(|&y| bit_len(y));
        let mut unknown = false;
        let mut answer = Some(true);
        for y in next {
            match self.chomp_is_p(y) {
                Some(true) => {
                    answer = Some(false);
                    unknown = false;
                    break;
                }
                Some(false) => {}
                None => unknown = true,
            }
        }
        if unknown {
            answer = None;
        }
        self.chomp_memo.insert(x, answer);
        answer
    }

    /// The normal-play SG of a quadrant if a table knows it without building
    /// anything large.
    pub fn quadrant_sg(
        &self,
        d: &Diagram,
        rows: usize,
        cols: usize,
        may_build: u64,
    ) -> Option<u32> {
        if d.is_empty() {
            return Some(0);
        }
        let limit = self.solver.config().grundy_max_cells.min(may_build);
        if d.fits(rows, cols) && box_size(rows, cols) <= limit {
            if let Some(t) = self.solver.grundy(rows, cols) {
                return t.normal_sg(d).map(u32::from);
            }
        }
        if box_size(d.height(), d.width()) <= limit {
            return self
                .solver
                .grundy(d.height(), d.width())
                .and_then(|t| t.normal_sg(d))
                .map(u32::from);
        }
        None
    }

    /// Win/loss of an iChomp sum: a nim heap `nim` plus the diagrams
    /// `unknown` (canonical strings) whose values are out of reach.
    pub fn ichomp_is_p(&mut self, nim: u32, unknown: &[u64]) -> Option<bool> {
        let mut key: Vec<u64> = unknown
            .iter()
            .map(|&x| x.min(transpose_bits(x)))
            .filter(|&x| x != 0)
            .collect();
        key.sort_unstable();
        // Equal pairs cancel.
        let mut reduced: Vec<u64> = Vec::with_capacity(key.len());
        for x in key {
            if reduced.last() == Some(&x) {
                reduced.pop();
            } else {
                reduced.push(x);
            }
        }
        if reduced.is_empty() {
            return Some(nim == 0);
        }
        let key = (nim, reduced);
        if let Some(&v) = self.ichomp_memo.get(&key) {
            return v;
        }
        if self.nodes >= self.budget {
            return None;
        }
        self.nodes += 1;
        let (nim, games) = (key.0, key.1.clone());
        let mut unknown_seen = false;
        let mut answer = Some(true);
        // Lowering the nim heap to any smaller value.
        for lower in 0..nim {
            match self.ichomp_is_p(lower, &games) {
                Some(true) => {
                    answer = Some(false);
                    break;
                }
                Some(false) => {}
                None => unknown_seen = true,
            }
        }
        if answer == Some(true) {
            // Every (game, result) move; the mirror moves, which make a game
            // equal to another one so that the pair cancels, are tried first:
            // they are the usual way to win a sum of equal-looking quadrants.
            let mut all: Vec<(bool, usize, u64)> = Vec::new();
            for (g, &x) in games.iter().enumerate() {
                any_move(x, bit_len(x), |i, j| {
                    let y = canonical(apply(x, i, j));
                    let key_y = y.min(transpose_bits(y));
                    let mirrors = games
                        .iter()
                        .enumerate()
                        .any(|(h, &other)| h != g && other == key_y);
                    all.push((!mirrors, g, y));
                    false
                });
            }
            all.sort_by_key(|m| m.0);
            for (_, g, y) in all {
                let mut rest: Vec<u64> = games.clone();
                rest.swap_remove(g);
                let d = Diagram::from_bits(y);
                let result = match self.quadrant_sg(&d, d.height(), d.width(), SEARCH_TABLE_LIMIT) {
                    Some(v) => self.ichomp_is_p(nim ^ v, &rest),
                    None => {
                        rest.push(y);
                        self.ichomp_is_p(nim, &rest)
                    }
                };
                match result {
                    Some(true) => {
                        answer = Some(false);
                        break;
                    }
                    Some(false) => {}
                    None => unknown_seen = true,
                }
            }
        }
        if answer == Some(true) && unknown_seen {
            answer = None;
        }
        self.ichomp_memo.insert(key, answer);
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SolverConfig;

    #[test]
    fn transpose_bits_matches_diagram_transpose() {
        for s in ["3,3,1", "5,2", "1", "4,4,4", "2,1,1,1"] {
            let d: Diagram = s.parse().unwrap();
            assert_eq!(transpose_bits(d.to_bits()), d.transpose().to_bits(), "{s}");
        }
    }

    #[test]
    fn search_beyond_a_tiny_table_agrees_with_a_bigger_one() {
        let small = Solver::new(SolverConfig {
            ptable_bits: 6,
            grundy_max_cells: 1,
            ..Default::default()
        })
        .unwrap();
        let big = Solver::new(SolverConfig {
            ptable_bits: 14,
            ..Default::default()
        })
        .unwrap();
        let mut search = Search::new(&small);
        for x in (2u64..1 << 12).step_by(2) {
            let x = canonical(x);
            if x == 0 {
                continue;
            }
            assert_eq!(search.chomp_is_p(x), big.ptable().is_p(x), "{x:b}");
        }
    }

    #[test]
    fn equal_quadrants_cancel() {
        let s = Solver::new(SolverConfig {
            ptable_bits: 6,
            grundy_max_cells: 1,
            search_nodes: 0,
            ..Default::default()
        })
        .unwrap();
        let mut search = Search::new(&s);
        let sq = Diagram::rectangle(16, 16).to_bits();
        assert_eq!(search.ichomp_is_p(0, &[sq, sq, sq, sq]), Some(true));
        assert_eq!(search.ichomp_is_p(3, &[sq, sq]), Some(false));
        assert_eq!(search.ichomp_is_p(0, &[sq]), None);
    }
}
