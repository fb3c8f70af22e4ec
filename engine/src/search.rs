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
use crate::grundy::box_size;
use crate::tables::Tables;
use crate::Diagram;

/// Boxes up to this many diagrams may be built on demand during a search.
const SEARCH_TABLE_LIMIT: u64 = 20_000;

/// Bytes of one bucket of the Chomp memo (key, value, control byte).
const CHOMP_SLOT: usize = 17;

/// Bytes of one bucket of the iChomp memo and of the key's own list (up to
/// four strings, with the allocator's header).
const ICHOMP_SLOT: usize = 41 + 48;

/// One move of an iChomp sum as the search lists it: (priority, game or
/// `None` for the nim heap, resulting string, known value).
type SumMove = (u8, Option<usize>, u64, Option<u32>);

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
        // Tables within `may_build` may be built; larger ones (up to the
        // solver's limit) are used only if something built them already, so
        // that the search and the caller agree on what is known.
        let limit = self.tables.config().grundy_max_cells;
        let lookup = |r: usize, c: usize| {
            let size = box_size(r, c);
            if size > limit {
                // Only a table mapped at start can hold it.
                self.tables.cached_grundy(r, c)
            } else if size <= may_build {
                self.tables.grundy(r, c)
            } else {
                self.tables.cached_grundy(r, c)
            }
        };
        if d.fits(rows, cols) {
            if let Some(t) = lookup(rows, cols) {
                return t.normal_sg(d).map(u32::from);
            }
        }
        if let Some(t) = lookup(d.height(), d.width()) {
            return t.normal_sg(d).map(u32::from);
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
            return Some(v);
        }
        if !self.may_expand() {
            return None;
        }
        let (nim, games) = (key.0, key.1.clone());
        // The list of this level's moves (one per cell of each game, one
        // per lower heap; half as much again while it is sorted), a game's
        // moves as strings while they are listed, and the games' strings
        // copied for every move tried.
        let listed: usize = games.iter().map(|&x| cells_of_bits(x, bit_len(x))).sum();
        let held = vec_bytes::<SumMove>(listed + nim as usize) * 3 / 2
            + vec_bytes::<u64>(listed + 2 * games.len());
        if !self.memory.charge(held) {
            return None;
        }
        self.nodes += 1;
        let answer = self.ichomp_expand(nim, &games, listed);
        self.memory.release(held);
        if let Some(v) = answer {
            if self.memory.room_in(&self.ichomp_memo, ICHOMP_SLOT) {
                self.ichomp_memo.insert(key, v);
            }
        }
        answer
    }

    /// The answer for the sum of `nim` and `games` from its moves (the
    /// caller charged their list of `listed` game moves).
    fn ichomp_expand(&mut self, nim: u32, games: &[u64], listed: usize) -> Option<bool> {
        let mut unknown_seen = false;
        let mut answer = Some(true);
        // Every move as (priority, game or None for the nim heap, result
        // string, known value). Moves decided at once come first: a mirror
        // move making a game equal to another one (the pair cancels), or one
        // turning the last unknown game into a known value. They are the usual
        // way to win such sums. Then lowering the heap, then the rest.
        let mut all: Vec<SumMove> = Vec::with_capacity(listed + nim as usize);
        for (g, &x) in games.iter().enumerate() {
            let mut next = Vec::new();
            any_move(x, bit_len(x), |i, j| {
                next.push(canonical(apply(x, i, j)));
                false
            });
            for y in next {
                let d = Diagram::from_bits(y);
                let known = self.quadrant_sg(&d, d.height(), d.width(), SEARCH_TABLE_LIMIT);
                let key_y = y.min(transpose_bits(y));
                let immediate = match known {
                    Some(_) => games.len() == 1,
                    None => games
                        .iter()
                        .enumerate()
                        .any(|(h, &other)| h != g && other == key_y),
                };
                all.push((if immediate { 0 } else { 2 }, Some(g), y, known));
            }
        }
        all.extend((0..nim).map(|lower| (1, None, 0, Some(lower))));
        all.sort_by_key(|m| m.0);
        for (_, game, y, known) in all {
            let result = match (game, known) {
                (None, Some(lower)) => self.ichomp_is_p(lower, games),
                (None, None) => continue,
                (Some(g), known) => {
                    let mut rest: Vec<u64> = games.to_vec();
                    rest.swap_remove(g);
                    match known {
                        Some(v) => self.ichomp_is_p(nim ^ v, &rest),
                        None => {
                            rest.push(y);
                            self.ichomp_is_p(nim, &rest)
                        }
                    }
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
        if answer == Some(true) && unknown_seen {
            answer = None;
        }
        answer
    }
}

#[cfg(test)]
mod tests;
