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
//! integer, by pushing: a position that no smaller P-position has marked is a
//! P-position, and every predecessor of it (a position with a move to it,
//! [`crate::predecessors`]) is marked as won. The integers are cut into blocks
//! of `2^(BLOCK_BITS-1)` slots; a block is scanned on one thread (marking
//! predecessors inside the block at once), then the predecessors beyond the
//! block of all its P-positions are marked in parallel. Memory is the bit
//! array itself (`2^(K-4)` bytes) plus the block's list of P-positions.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::bitmoves::bit_len;
use crate::error::TableError;
use crate::predecessors::for_each_predecessor;
use crate::tables_file::{self, MappedTable, TableKind};

/// The largest `K` accepted: the table takes `2^(K-4)` bytes (4 GiB at 36,
/// 16 GiB at 38; the build needs the table plus a few MiB, measured up to 36).
pub const MAX_BITS: u32 = 38;
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
        let n_words = words_for(k);
        // During the build a set bit means "known to be an N-position".
        let won: Vec<AtomicU64> = (0..n_words).map(|_| AtomicU64::new(0)).collect();
        // The empty diagram (slot 0) is never a move target worth having.
        won[0].store(1, Ordering::Relaxed);
        let total_slots = 1u64 << (k - 1);
        let m = BLOCK_BITS.min(k);
        let block_slots = 1u64 << (m - 1);
        let mark = |x: u64| {
            let slot = x >> 1;
            let word = &won[(slot >> 6) as usize];
            let bit = 1u64 << (slot & 63);
            // A plain load first: about 40% of the targets are marked already
            // (measured at K = 28), and a locked read-modify-write costs more.
            if word.load(Ordering::Relaxed) & bit == 0 {
                word.fetch_or(bit, Ordering::Relaxed);
            }
        };
        let mut found: Vec<u64> = Vec::new();
        let mut start = 0u64;
        while start < total_slots {
            let end = (start + block_slots).min(total_slots);
            let block_end_x = end << 1;
            found.clear();
            // Scan the block in order; each unmarked position is a P-position
            // whose predecessors inside the block are marked at once.
            let mut slot = start;
            while slot < end {
                let w = (slot >> 6) as usize;
                let bits = won[w].load(Ordering::Relaxed) >> (slot & 63);
                if bits & 1 == 1 {
                    // Skip the run of marked slots in this word.
                    let run = (bits.trailing_ones() as u64).min(64 - (slot & 63));
                    slot += run;
                    continue;
                }
                let y = slot << 1;
                found.push(y);
                for_each_predecessor(y, k, 0, m, |x, _| {
                    if x < block_end_x {
                        mark(x);
                    }
                });
                slot += 1;
            }
            // Then every predecessor beyond the block, in parallel.
            found.par_iter().for_each(|&y| {
                for_each_predecessor(y, k, 0, 64, |x, _| {
                    if x >= block_end_x {
                        mark(x);
                    }
                });
            });
            progress(end, total_slots);
            start = end;
        }
        let mut words: Vec<u64> = won.into_iter().map(|w| !w.into_inner()).collect();
        if total_slots < 64 {
            words[0] &= (1u64 << total_slots) - 1;
        }
        Ok(PTable {
            k,
            store: Store::Owned(words),
        })
    }

    /// Loads (memory-maps) the table from `dir` without ever building it:
    /// `Ok(Err(reason))` when the file is missing or must not be trusted.
    pub fn load(dir: &Path, k: u32) -> Result<Result<PTable, tables_file::Rejection>, TableError> {
        check_bits(k)?;
        let mapped = tables_file::load(dir, TableKind::PTable { k }, words_for(k) * 8)?;
        Ok(mapped.map(|m| PTable {
            k,
            store: Store::Mapped(m),
        }))
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
        match PTable::load(dir, k)? {
            Ok(table) => return Ok(table),
            Err(why) => notice(&format!("building the P-table for K={k}: {why}")),
        }
        let table = PTable::build(k, progress)?;
        match &table.store {
            Store::Owned(words) => tables_file::save_words(dir, kind, words)?,
            Store::Mapped(m) => tables_file::save(dir, kind, m.payload())?,
        };
        Ok(table)
    }

    /// The table as little-endian bytes (the file payload).
    pub fn payload(&self) -> Vec<u8> {
        match &self.store {
            Store::Owned(w) => w.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Store::Mapped(m) => m.payload().to_vec(),
        }
    }

    /// Size of the table in bytes (the file payload).
    pub fn payload_len(&self) -> usize {
        words_for(self.k) * 8
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
