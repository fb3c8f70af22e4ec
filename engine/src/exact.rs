//! Exact Grundy values of diagrams beyond the box tables, by memoised search
//! over their sub-diagrams.
//!
//! Every position reachable from a diagram is a diagram contained in it, so
//! the work is bounded by the number of sub-diagrams ([`subdiagram_count`],
//! counted exactly in `O(rows * cols)`), not by the bounding box: the L-shape
//! `29,1,1,...` of a 29 x 17 board has 29 * 17 sub-diagrams although its box
//! holds C(46, 17) of them. A search is only started when that count is within
//! the caller's limit, so a position too big to search is refused at once.
//!
//! The memo is keyed canonically: a diagram and its transpose have the same
//! value (RULES.md), so both are stored under the smaller of their two
//! boundary strings. Sub-diagrams that fit a box table already in memory are
//! answered by the table, and L-shapes by their closed form ([`l_shape`]).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::time::Instant;

use crate::bitmoves::{any_move, apply, bit_len, canonical, transpose_bits};
use crate::budget::MemoryBudget;
use crate::diagram::Diagram;
use crate::grundy::GrundyTable;

/// The number of diagrams contained in `d`, the empty one and `d` itself
/// included (saturating at `u64::MAX`): exactly the positions reachable from
/// `d` by any sequence of moves.
pub fn subdiagram_count(d: &Diagram) -> u64 {
    // ways[v]: choices for the rows so far whose last row has length v.
    let rows = d.rows();
    let Some(&first) = rows.first() else {
        return 1;
    };
    let mut ways: Vec<u64> = vec![1; first as usize + 1];
    for &len in &rows[1..] {
        // The next row has length w <= min(len, previous length): the sum of
        // ways[v] for v >= w.
        let mut next = vec![0u64; len as usize + 1];
        let mut suffix = 0u64;
        for v in (0..ways.len()).rev() {
            suffix = suffix.saturating_add(ways[v]);
            if v <= len as usize {
                next[v] = suffix;
            }
        }
        ways = next;
    }
    ways.iter().fold(0u64, |a, &w| a.saturating_add(w))
}

/// The closed form of L-shapes: a diagram made of one row of `a` cells and
/// one column of `b` cells sharing the corner (a lone row is `b = 1`).
///
/// Source: the issue on solving beyond the tables (issue 14) and RULES.md.
/// Proof: in misère Chomp the corner is poisoned, and every other move
/// shortens the arm it is played in and leaves the other arm alone, so the
/// game is exactly Nim on heaps `a - 1` and `b - 1` in which the player who
/// cannot move (facing the lone corner) loses. By the Sprague-Grundy theorem
/// its misère value is `(a - 1) XOR (b - 1)`; normal play adds one (RULES.md).
/// Returns the normal-play value, `None` when `d` is no L-shape.
pub fn l_shape(d: &Diagram) -> Option<u32> {
    let rows = d.rows();
    let (&a, rest) = rows.split_first()?;
    if rest.iter().any(|&len| len != 1) {
        return None;
    }
    let (a, b) = (u32::from(a), rows.len() as u32);
    Some(((a - 1) ^ (b - 1)) + 1)
}

/// The closed form of the outcome of two-row Chomp (misère): a diagram of
/// rows `a >= b >= 1` is a P-position exactly when `b = a - 1`.
///
/// Source: the classic strategy argument (Gale, "A curious Nim-type game",
/// 1974, for two rows). From `(a, b)` with `b < a - 1` eat the top row down to
/// `b + 1`; with `b >= a` (a rectangle) eat the bottom-right cell; from
/// `(a, a - 1)` every move leaves a position of one of those kinds (or a lone
/// row of 2+ cells, won by eating all but the corner). Returns whether the
/// player to move loses, `None` when `d` has not exactly two rows.
pub fn two_rows_is_p(d: &Diagram) -> Option<bool> {
    match d.rows() {
        &[a, b] => Some(b + 1 == a),
        _ => None,
    }
}

/// A multiplicative hasher for `u64` keys (the memo's keys are already well
/// spread bit strings; SipHash would cost more than the lookup).
#[derive(Default)]
pub struct U64Hasher(u64);

impl Hasher for U64Hasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        self.0 ^= self.0 >> 32;
    }
}

/// A `HashMap` keyed by boundary strings.
pub type BitsMap<V> = HashMap<u64, V, BuildHasherDefault<U64Hasher>>;

/// Why an exact value was not computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBig {
    /// Sub-diagrams of the position (saturated at `u64::MAX`).
    pub count: u64,
    /// The limit it exceeds.
    pub limit: u64,
}

/// A memoised exact search; keep one alive to ask about many related
/// diagrams (a position and all its moves share almost every sub-diagram).
pub struct ExactSearch {
    limit: u64,
    tables: Vec<Arc<GrundyTable>>,
    memo: BitsMap<u16>,
    /// Only for [`ExactSearch::normal_sg_until`]: when to give up.
    deadline: Option<Instant>,
    expanded: u64,
    /// Bounds the memo in [`ExactSearch::normal_sg_until`], where one
    /// search serves many roots (a bot's every move): their sub-diagrams
    /// together can outgrow any one root's. A single root is bounded by
    /// `limit` already and always finishes.
    memory: MemoryBudget,
}

/// Bytes of one bucket of the memo (key, value, control byte).
const MEMO_SLOT: usize = 11;

impl ExactSearch {
    /// A search that accepts diagrams of at most `limit` sub-diagrams and
    /// reads the values of diagrams that fit one of `tables`.
    pub fn new(limit: u64, tables: Vec<Arc<GrundyTable>>) -> Self {
        ExactSearch {
            limit,
            tables,
            memo: BitsMap::default(),
            deadline: None,
            expanded: 0,
            memory: MemoryBudget::new(usize::MAX),
        }
    }

    /// The memory the memo may take while racing a clock
    /// ([`ExactSearch::normal_sg_until`] gives up when it is spent).
    pub fn with_memory_budget(mut self, bytes: usize) -> Self {
        self.memory = MemoryBudget::new(bytes);
        self
    }

    /// The largest number of sub-diagrams accepted.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Positions stored so far.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// Whether `d` is small enough to search (its sub-diagrams within the limit).
    pub fn check(&self, d: &Diagram) -> Result<(), TooBig> {
        if self.table_value(d).is_some() || l_shape(d).is_some() {
            return Ok(());
        }
        let count = subdiagram_count(d);
        if count > self.limit {
            return Err(TooBig {
                count,
                limit: self.limit,
            });
        }
        Ok(())
    }

    fn table_value(&self, d: &Diagram) -> Option<u16> {
        self.tables.iter().find_map(|t| t.normal_sg(d))
    }

    /// The normal-play SG value of `d` (misère = this - 1 for a non-empty
    /// diagram), or why it was not searched.
    pub fn normal_sg(&mut self, d: &Diagram) -> Result<u32, TooBig> {
        if d.is_empty() {
            return Ok(0);
        }
        if let Some(v) = self.table_value(d) {
            return Ok(u32::from(v));
        }
        if let Some(v) = l_shape(d) {
            return Ok(v);
        }
        self.check(d)?;
        self.deadline = None;
        // Without a deadline the search always finishes.
        Ok(self.value_of_bits(d.to_bits()).map_or(0, u32::from))
    }

    /// As [`ExactSearch::normal_sg`], but `None` when `d` is too big or the
    /// search is not finished by `deadline` (what it found is kept for the
    /// next call). Searches that race a clock (bots, hints beyond the
    /// tables) use this one.
    pub fn normal_sg_until(&mut self, d: &Diagram, deadline: Instant) -> Option<u32> {
        if d.is_empty() {
            return Some(0);
        }
        if let Some(v) = self.table_value(d) {
            return Some(u32::from(v));
        }
        if let Some(v) = l_shape(d) {
            return Some(v);
        }
        self.check(d).ok()?;
        self.deadline = Some(deadline);
        let v = self.value_of_bits(d.to_bits()).map(u32::from);
        self.deadline = None;
        v
    }

    /// The normal-play value of the canonical string `x`; the caller has
    /// checked that its sub-diagrams are within the limit. `None` only when
    /// the deadline passed.
    fn value_of_bits(&mut self, x: u64) -> Option<u16> {
        if x == 0 {
            return Some(0);
        }
        let key = x.min(transpose_bits(x));
        if let Some(&v) = self.memo.get(&key) {
            return Some(v);
        }
        self.expanded += 1;
        // The clock is read every 1024 positions (a few hundred µs).
        if self.expanded & 1023 == 0 && self.deadline.is_some_and(|t| Instant::now() >= t) {
            return None;
        }
        // Racing a clock, a memo that may not grow ends the search (its
        // answer would cost exponential time without it); otherwise the
        // root's limit bounds the memo.
        if self.deadline.is_some() && !self.memory.room_in(&self.memo, MEMO_SLOT) {
            return None;
        }
        let d = Diagram::from_bits(x);
        let v = if let Some(v) = self.table_value(&d) {
            v
        } else if let Some(v) = l_shape(&d) {
            v as u16
        } else {
            let len = bit_len(x);
            let mut next = Vec::with_capacity(d.cells());
            any_move(x, len, |i, j| {
                next.push(canonical(apply(x, i, j)));
                false
            });
            // Normal play: eating the corner (the whole diagram) is a move
            // to the empty diagram, value 0.
            let mut seen = [0u64; 24];
            for y in next {
                let w = usize::from(self.value_of_bits(y)?);
                if w < seen.len() * 64 {
                    seen[w >> 6] |= 1 << (w & 63);
                }
            }
            seen.iter()
                .enumerate()
                .find(|(_, w)| **w != u64::MAX)
                .map_or(seen.len() * 64, |(k, w)| {
                    k * 64 + w.trailing_ones() as usize
                }) as u16
        };
        if self.deadline.is_some() && !self.memory.room_in(&self.memo, MEMO_SLOT) {
            return None;
        }
        self.memo.insert(key, v);
        Some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::{all_diagrams, Reference};

    fn diagram(rows: &[u8]) -> Diagram {
        let rows: Vec<usize> = rows.iter().map(|&r| usize::from(r)).collect();
        Diagram::from_rows(&rows).unwrap()
    }

    #[test]
    fn sub_diagrams_are_counted_exactly() {
        for rows in all_diagrams(5, 5) {
            let d = diagram(&rows);
            let brute = all_diagrams(5, 5)
                .iter()
                .filter(|s| s.len() <= rows.len() && s.iter().zip(&rows).all(|(a, b)| a <= b))
                .count() as u64;
            assert_eq!(subdiagram_count(&d), brute, "{rows:?}");
        }
        let mut l = vec![29];
        l.extend([1; 16]);
        // Every (row, column) pair of arm lengths, and the empty diagram.
        assert_eq!(subdiagram_count(&diagram(&l)), 29 * 17 + 1);
        assert_eq!(
            subdiagram_count(&Diagram::rectangle(32, 32)),
            crate::rank::box_size(32, 32)
        );
    }

    #[test]
    fn closed_forms_agree_with_the_reference() {
        let mut r = Reference::new();
        for rows in all_diagrams(8, 8).into_iter().filter(|d| !d.is_empty()) {
            let d = diagram(&rows);
            if let Some(v) = l_shape(&d) {
                assert_eq!(v, r.normal_sg(&rows), "{rows:?}");
                assert_eq!(v - 1, r.misere_sg(&rows), "{rows:?}");
            }
            if let Some(p) = two_rows_is_p(&d) {
                assert_eq!(p, r.misere_sg(&rows) == 0, "{rows:?}");
            }
        }
    }

    #[test]
    fn search_agrees_with_the_reference_without_tables() {
        let mut r = Reference::new();
        let mut s = ExactSearch::new(1 << 20, Vec::new());
        for rows in all_diagrams(6, 7) {
            let d = diagram(&rows);
            assert_eq!(s.normal_sg(&d), Ok(r.normal_sg(&rows)), "{rows:?}");
            assert_eq!(s.normal_sg(&d.transpose()), Ok(r.normal_sg(&rows)));
        }
    }

    #[test]
    fn a_search_out_of_time_gives_up_and_resumes() {
        let d = Diagram::rectangle(6, 9);
        let mut s = ExactSearch::new(u64::MAX, Vec::new());
        assert_eq!(s.normal_sg_until(&d, Instant::now()), None);
        let kept = s.memo_len();
        assert!(kept > 0);
        let far = Instant::now() + std::time::Duration::from_secs(600);
        let v = s.normal_sg_until(&d, far);
        assert_eq!(v, Some(Reference::new().normal_sg(&[9; 6])));
        assert_eq!(s.normal_sg(&d).ok(), v);
    }

    #[test]
    fn the_issue_l_shape_is_answered_and_huge_positions_refused() {
        let mut l = vec![29];
        l.extend([1; 16]);
        let mut s = ExactSearch::new(1000, Vec::new());
        // Misère (a-1) xor (b-1) = 28 xor 16 = 12.
        assert_eq!(s.normal_sg(&diagram(&l)), Ok(13));
        // An L with one more cell in the elbow is no closed form: searched.
        let mut near = vec![29, 2];
        near.extend([1; 15]);
        let v = s.normal_sg(&diagram(&near)).unwrap();
        let mut r = Reference::new();
        assert_eq!(v, r.normal_sg(&near));
        let err = s.normal_sg(&Diagram::rectangle(20, 20)).unwrap_err();
        assert_eq!(err.limit, 1000);
        assert!(err.count > 1000);
    }
}
