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
//! (N) or `None` when the node budget, the memory budget
//! ([`crate::budget`], `search_memory`) or the deadline ran out before the
//! answer was proven. Undecided answers are not memoised, so asking again with a larger
//! budget (iterative deepening, [`Search::deepen`]) goes further, reusing
//! every proven result; proven Chomp results also go to the solver's shared
//! transposition cache ([`Search::publish`]), which later searches of any
//! game read.

use std::collections::HashMap;
use std::time::Instant;

pub use crate::bitmoves::transpose_bits;
use crate::bitmoves::{any_move, apply, bit_len, canonical};
use crate::budget::{vec_bytes, MemoryBudget};
use crate::exact::{two_rows_is_p, BitsMap};
use crate::tables::Tables;
use crate::Diagram;

/// Bytes of one bucket of the Chomp memo (key, value, control byte).
const CHOMP_SLOT: usize = 17;

/// One search: a node budget and the memo, shared by every question asked in
/// it (a hint or a bot move asks many related ones).
pub struct Search<'a> {
    tables: &'a Tables,
    budget: usize,
    nodes: usize,
    deadline: Option<Instant>,
    /// Set once the deadline has passed: every further undecided question
    /// returns at once.
    late: bool,
    /// Proven Chomp results, keyed by the smaller of a string and its transpose.
    chomp_memo: BitsMap<bool>,
    ichomp_memo: HashMap<(u32, Vec<u64>), bool>,
    /// The memos and the move lists of the levels being searched.
    memory: MemoryBudget,
}

/// The cells of the diagram of string `x` (its `len` low bits): every `1`
/// above a `0`.
fn cells_of_bits(x: u64, len: u32) -> usize {
    let mut zeros = 0;
    let mut cells = 0;
    for i in 0..len {
        if x >> i & 1 == 0 {
            zeros += 1;
        } else {
            cells += zeros;
        }
    }
    cells
}

impl<'a> Search<'a> {
    pub fn new(tables: &'a Tables) -> Self {
        Search {
            tables,
            budget: tables.config().search_nodes,
            nodes: 0,
            deadline: None,
            late: false,
            chomp_memo: BitsMap::default(),
            ichomp_memo: HashMap::new(),
            memory: MemoryBudget::new(tables.config().search_memory),
        }
    }

    /// The memory this search may hold from now on (replacing the
    /// configured `search_memory`); what it holds already counts.
    pub fn set_memory_budget(&mut self, bytes: usize) {
        let used = self.memory.used();
        self.memory = MemoryBudget::new(bytes);
        // Whatever is held stays charged; a smaller budget just means no
        // more growth.
        self.memory.charge(used);
    }

    /// Bytes this search holds now (memos and move lists, estimated).
    pub fn memory_used(&self) -> usize {
        self.memory.used()
    }

    /// The most bytes it held at once.
    pub fn memory_peak(&self) -> usize {
        self.memory.peak()
    }

    /// Whether the search ran out of memory at some point: its undecided
    /// answers may be for that reason, not the clock.
    pub fn out_of_memory(&self) -> bool {
        self.memory.is_spent()
    }

    /// Whether the search must stop: its deadline has passed or its memory
    /// is spent. Callers that loop over questions stop on this.
    pub fn is_spent(&mut self) -> bool {
        self.is_late() || self.memory.is_spent()
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// No new position is expanded after `deadline`.
    pub fn set_deadline(&mut self, deadline: Instant) {
        self.deadline = Some(deadline);
    }

    /// The deadline, if one was set.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether the deadline has passed.
    pub fn is_late(&mut self) -> bool {
        if !self.late {
            self.late = self.deadline.is_some_and(|d| Instant::now() >= d);
        }
        self.late
    }

    /// Starts a new round of at most `budget` positions (the proven results
    /// of earlier rounds are kept).
    pub fn deepen(&mut self, budget: usize) {
        self.nodes = 0;
        self.budget = budget;
    }

    /// The configured most positions one question may expand.
    pub fn budget_cap(&self) -> usize {
        self.tables.config().search_nodes
    }

    /// Gives the proven Chomp results to the solver's shared cache.
    pub fn publish(&self) {
        self.tables
            .remember_proven(self.chomp_memo.iter().map(|(&k, &v)| (k, v)));
    }

    /// Whether one more position may be expanded (budget and deadline).
    fn may_expand(&mut self) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        // Reading the clock costs ~20 ns, an iChomp node up to a few hundred
        // µs: every 16 positions keeps the overshoot to a few ms.
        if self.nodes & 15 == 0 && self.is_late() {
            return false;
        }
        !self.late && !self.memory.is_spent()
    }

    /// Remembers a proven Chomp result if the memo may grow.
    fn remember_chomp(&mut self, key: u64, v: bool) {
        if self.memory.room_in(&self.chomp_memo, CHOMP_SLOT) {
            self.chomp_memo.insert(key, v);
        }
    }

    /// Misère win/loss of the non-empty canonical Chomp string `x`.
    pub fn chomp_is_p(&mut self, x: u64) -> Option<bool> {
        if x == 2 {
            return Some(true);
        }
        if x == 0 {
            return Some(false);
        }
        if let Some(p) = self.tables.ptable().is_p(x) {
            return Some(p);
        }
        // A rectangle: all ones above all zeros.
        if (x >> x.trailing_zeros()).wrapping_add(1) & (x >> x.trailing_zeros()) == 0 {
            return Some(false);
        }
        // Exactly two rows: two zeros in the string.
        if bit_len(x) - x.count_ones() == 2 {
            return two_rows_is_p(&Diagram::from_bits(x));
        }
        let key = x.min(transpose_bits(x));
        if let Some(&v) = self.chomp_memo.get(&key) {
            return Some(v);
        }
        if let Some(v) = self.tables.proven_is_p(key) {
            self.remember_chomp(key, v);
            return Some(v);
        }
        if !self.may_expand() {
            return None;
        }
        let len = bit_len(x);
        // One move per cell.
        let cap = cells_of_bits(x, len);
        let held = vec_bytes::<u64>(cap);
        if !self.memory.charge(held) {
            return None;
        }
        self.nodes += 1;
        let answer = self.chomp_expand(x, len, cap);
        self.memory.release(held);
        if let Some(v) = answer {
            self.remember_chomp(key, v);
        }
        answer
    }

    /// The answer for `x` from its moves (the caller charged their list).
    fn chomp_expand(&mut self, x: u64, len: u32, cap: usize) -> Option<bool> {
        let mut next = Vec::with_capacity(cap);
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
        answer
    }
}

mod ichomp;

#[cfg(test)]
mod tests;
