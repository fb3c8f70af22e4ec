//! The P-position table of Chomp (misère, poisoned corner).
//!
//! One bit per even integer below `2^K` (see [`crate::bitmoves`]): bit
//! `x / 2` is set when the diagram with canonical boundary string `x` is a
//! P-position (the player to move loses). Slot 0 is the empty diagram, which
//! is left clear: moving there means eating the poison, which never wins, so
//! "has a move to a set bit" is exactly "is an N-position".
//!
//! # Building
//! Positions are decided in increasing order, since every move lowers the
//! integer. The integers are cut into blocks sharing their bits above `m`. A
//! move whose segment reaches above bit `m` lands in an earlier block, which
//! is final; a move inside the low `m` bits may land earlier in the same block.
//! So each block is done in two phases: first, in parallel over all cores,
//! every position tries its cross-block moves (most wins are found here);
//! then, in increasing order on one thread, the positions still undecided try
//! their moves inside the block. Each search stops at the first move to a
//! P-position and starts with the move that won for the previous position,
//! which is usually the winning move again.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::bitmoves::{apply, bit_len, canonical};
use crate::error::TableError;
use crate::tables_file::{self, MappedTable, TableKind};

/// The largest `K` accepted: the table takes `2^(K-4)` bytes (4 GiB at 36).
pub const MAX_BITS: u32 = 36;
/// The smallest useful `K` (the single poisoned cell has 2 bits).
pub const MIN_BITS: u32 = 2;
/// Block size exponent of the build (see the module docs).
const BLOCK_BITS: u32 = 16;

enum Store {
    Owned(Vec<u64>),
    Mapped(MappedTable),
}

/// A built or loaded P-position table for all diagrams with `rows + cols <= k`.
pub struct PTable {
    k: u32,
    store: Store,
}

impl std::fmt::Debug for PTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PTable").field("k", &self.k).finish()
    }
}

/// Number of 64-bit words of a table for `k` bits.
fn words_for(k: u32) -> usize {
    // 2^(k-1) slots, at least one word.
    (1usize << (k - 1)).div_ceil(64)
}

/// Checks that `k` is within [`MIN_BITS`]`..=`[`MAX_BITS`].
pub fn check_bits(k: u32) -> Result<(), TableError> {
    if !(MIN_BITS..=MAX_BITS).contains(&k) {
        return Err(TableError::TooLarge {
            what: format!("{k} bits"),
            why: format!("K must be between {MIN_BITS} and {MAX_BITS}"),
        });
    }
    Ok(())
}

impl PTable {
    /// Builds the table for `k` bits; `progress(done, total)` is called with
    /// slot counts as blocks finish.
    pub fn build(k: u32, progress: &(dyn Fn(u64, u64) + Sync)) -> Result<PTable, TableError> {
        check_bits(k)?;
        let words: Vec<AtomicU64> = (0..words_for(k)).map(|_| AtomicU64::new(0)).collect();
        let total_slots = 1u64 << (k - 1);
        let m = BLOCK_BITS.min(k);
        let blocks = 1u64 << (k - m);
        let block_words = (1usize << (m - 1)).div_ceil(64);
        let mut cross_won = vec![0u64; block_words];
        for b in 0..blocks {
            let base = b << m;
            let first_word = (base >> 7) as usize;
            if b > 0 {
                let table = &words;
                cross_won
                    .par_chunks_mut(8)
                    .enumerate()
                    .for_each(|(chunk, out)| {
                        let mut last = (0u32, 0u32);
                        for (n, slot_mask) in out.iter_mut().enumerate() {
                            let w = chunk * 8 + n;
                            let mut mask = 0u64;
                            for s in 0..64 {
                                let x = base + (((w as u64) << 6) + s) * 2;
                                if wins_by(table, x, m, 64, &mut last) {
                                    mask |= 1 << s;
                                }
                            }
                            *slot_mask = mask;
                        }
                    });
            } else {
                cross_won.iter_mut().for_each(|w| *w = 0);
            }
            let mut last = (0u32, 0u32);
            for (wi, &won) in cross_won.iter().enumerate() {
                let mut p_bits = 0u64;
                for s in 0..64 {
                    if won >> s & 1 == 1 {
                        continue;
                    }
                    let x = base + (((wi as u64) << 6) + s) * 2;
                    if x == 0 || x >= 1u64 << k {
                        continue;
                    }
                    // Decided bits of this word so far must be visible to
                    // later positions of the same word.
                    words[first_word + wi].store(p_bits, Ordering::Relaxed);
                    if !wins_by(&words, x, 0, m, &mut last) {
                        p_bits |= 1 << s;
                    }
                }
                words[first_word + wi].store(p_bits, Ordering::Relaxed);
            }
            progress(((b + 1) << (m - 1)).min(total_slots), total_slots);
        }
        Ok(PTable {
            k,
            store: Store::Owned(words.into_iter().map(AtomicU64::into_inner).collect()),
        })
    }

    /// Loads the table from `dir` if a valid file is there, otherwise builds it
    /// and saves it there; with no directory, builds it in memory. `notice` is
    /// told (in a sentence) why a file was rebuilt.
    pub fn load_or_build(
        dir: Option<&Path>,
        k: u32,
        progress: &(dyn Fn(u64, u64) + Sync),
        notice: &dyn Fn(&str),
    ) -> Result<PTable, TableError> {
        check_bits(k)?;
        let kind = TableKind::PTable { k };
        let Some(dir) = dir else {
            return PTable::build(k, progress);
        };
        match tables_file::load(dir, kind, words_for(k) * 8)? {
            Ok(mapped) => {
                return Ok(PTable {
                    k,
                    store: Store::Mapped(mapped),
                })
            }
            Err(why) => notice(&format!("building the P-table for K={k}: {why}")),
        }
        let table = PTable::build(k, progress)?;
        tables_file::save(dir, kind, &table.payload())?;
        Ok(table)
    }

    /// The table as little-endian bytes (the file payload).
    pub fn payload(&self) -> Vec<u8> {
        match &self.store {
            Store::Owned(w) => w.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Store::Mapped(m) => m.payload().to_vec(),
        }
    }

    /// `K`: the table covers every diagram with `rows + cols <= K`.
    pub fn bits(&self) -> u32 {
        self.k
    }

    /// Whether a canonical boundary string is inside the table.
    pub fn covers(&self, x: u64) -> bool {
        bit_len(x) <= self.k
    }

    #[inline]
    fn word(&self, w: usize) -> u64 {
        match &self.store {
            Store::Owned(v) => v[w],
            Store::Mapped(m) => {
                let mut b = [0u8; 8];
                b.copy_from_slice(&m.payload()[w * 8..w * 8 + 8]);
                u64::from_le_bytes(b)
            }
        }
    }

    /// Whether the canonical string `x` is a P-position, `None` outside the table.
    #[inline]
    pub fn is_p(&self, x: u64) -> Option<bool> {
        if !self.covers(x) || x & 1 == 1 {
            return None;
        }
        let slot = (x >> 1) as usize;
        Some(self.word(slot >> 6) >> (slot & 63) & 1 == 1)
    }

    /// Number of P-positions in the table (all non-empty diagrams with
    /// `rows + cols <= K`; the single poisoned cell is one of them).
    pub fn count_p(&self) -> u64 {
        (0..words_for(self.k))
            .map(|w| self.word(w).count_ones() as u64)
            .sum()
    }
}

/// Whether `x` has a move to a P-position among the moves whose top bit `i` is
/// in `lo..hi`. All targets must already be final in `table`. `last` is the
/// move that won last time; it is tried first and updated.
#[inline]
fn wins_by(table: &[AtomicU64], x: u64, lo: u32, hi: u32, last: &mut (u32, u32)) -> bool {
    let is_p = |y: u64| {
        let slot = (canonical(y) >> 1) as usize;
        table[slot >> 6].load(Ordering::Relaxed) >> (slot & 63) & 1 == 1
    };
    let (li, lj) = *last;
    if li >= lo
        && li < hi
        && li > lj
        && x >> li & 1 == 1
        && x >> lj & 1 == 0
        && is_p(apply(x, li, lj))
    {
        return true;
    }
    let len = bit_len(x);
    let top = if hi >= 64 { u64::MAX } else { (1u64 << hi) - 1 };
    let ones = x & top & !((1u64 << lo) - 1);
    let zeros = !x
        & if len >= 64 {
            u64::MAX
        } else {
            (1u64 << len) - 1
        };
    let mut ones_left = ones;
    while ones_left != 0 {
        let i = 63 - ones_left.leading_zeros();
        ones_left &= !(1u64 << i);
        let mut z = zeros & ((1u64 << i) - 1);
        while z != 0 {
            let j = 63 - z.leading_zeros();
            z &= !(1u64 << j);
            if is_p(apply(x, i, j)) {
                *last = (i, j);
                return true;
            }
        }
    }
    false
}
