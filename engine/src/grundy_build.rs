//! The parallel, resumable builder of Grundy box tables.
//!
//! Values are filled in rank order (every move lowers the rank, see
//! [`crate::grundy`]). The ranks are cut into chunks of [`CHUNK`] positions.
//! For a chunk starting at rank `a`, a move to a rank below `a` reads a final
//! value, so those moves are looked up in parallel over all cores (most moves:
//! they change high bits); then, in rank order on one thread, the moves that
//! stay inside the chunk (changing low bits only) complete each position's mex.
//!
//! With a checkpoint path, finished values are appended to that file every
//! [`CHECKPOINT`] positions and synced; a build interrupted (killed, machine
//! rebooted) restarts from the last checkpoint instead of from zero. The file
//! is a 16-byte header (a magic naming the value width, rows, cols) and the
//! values, little-endian.
//!
//! Values are kept as [`Cell`]s: two bytes for `chomp-solve`'s boxes, one
//! byte for the boxes a server builds for itself, whose values all stay below
//! 256 (the 16 x 16 box's largest is 146). One byte halves both the memory of
//! the build and its checkpoint, which a server's table budget must cover.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufReader, Read, Write};
use std::path::Path;

use rayon::prelude::*;

use crate::error::TableError;
use crate::rank::{binom, box_size, next_string, sorted_share, unrank};

/// Positions per chunk (a chunk's in-chunk pass is sequential); small in
/// tests so that small boxes cross many chunks and checkpoints.
const CHUNK: u64 = if cfg!(test) { 1 << 9 } else { 1 << 16 };
/// Positions per parallel task inside a chunk.
const TASK: usize = if cfg!(test) { 1 << 6 } else { 1 << 11 };
/// Positions between two checkpoints (32 MiB of values).
const CHECKPOINT: u64 = if cfg!(test) { 1 << 11 } else { 1 << 24 };
const PART_HEADER: usize = 16;

/// How one SG value is stored while a table is built.
pub trait Cell: Copy + Send + Sync + 'static {
    /// Bytes per value, in memory and in the checkpoint.
    const BYTES: usize;
    /// The checkpoint's magic, so a file of the other width is recognised.
    const MAGIC: &'static [u8; 8];
    /// The value as stored, or `None` when it does not fit.
    fn from_value(v: u16) -> Option<Self>;
    fn value(self) -> u16;
    fn put(self, out: &mut Vec<u8>);
    /// Reads one value from exactly [`Cell::BYTES`] bytes.
    fn get(bytes: &[u8]) -> Self;
}

impl Cell for u16 {
    const BYTES: usize = 2;
    const MAGIC: &'static [u8; 8] = b"CHOMPPRT";
    fn from_value(v: u16) -> Option<Self> {
        Some(v)
    }
    fn value(self) -> u16 {
        self
    }
    fn put(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
    fn get(bytes: &[u8]) -> Self {
        u16::from_le_bytes([bytes[0], bytes[1]])
    }
}

impl Cell for u8 {
    const BYTES: usize = 1;
    const MAGIC: &'static [u8; 8] = b"CHOMPPR1";
    fn from_value(v: u16) -> Option<Self> {
        u8::try_from(v).ok()
    }
    fn value(self) -> u16 {
        u16::from(self)
    }
    fn put(self, out: &mut Vec<u8>) {
        out.push(self);
    }
    fn get(bytes: &[u8]) -> Self {
        bytes[0]
    }
}
/// SG values fit 320 bits of "seen" flags (no move count in a 32 x 32 box
/// comes close: a position has at most 1024 moves, but the values measured
/// stay below 200).
const SEEN_WORDS: usize = 5;

/// Calls `f` with the rank of every move from the string `x` of rank `n`
/// (`len` bits); each rank costs O(1) from prefix sums of rank shares.
#[inline]
fn for_each_move_rank(x: u64, n: u64, len: usize, mut f: impl FnMut(u64)) {
    let valid = if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    let mut below = [0u32; 65];
    let mut share = [0u64; 65];
    for p in 0..len {
        let one = x >> p & 1 == 1;
        below[p + 1] = below[p] + u32::from(one);
        share[p + 1] = share[p]
            + if one {
                binom(p, below[p + 1] as usize)
            } else {
                0
            };
    }
    let zeros = !x & valid;
    let mut ones = x;
    while ones != 0 {
        let i = ones.trailing_zeros() as usize;
        ones &= ones - 1;
        let mut z = zeros & ((1u64 << i) - 1);
        while z != 0 {
            let j = z.trailing_zeros() as usize;
            z &= z - 1;
            let k = (below[i + 1] - below[j]) as usize;
            let old = share[i + 1] - share[j];
            f(n - old + sorted_share(j, below[j] as usize, k));
        }
    }
}

fn mark(seen: &mut [u64; SEEN_WORDS], v: u16) {
    let v = v as usize;
    if v < SEEN_WORDS * 64 {
        seen[v >> 6] |= 1 << (v & 63);
    }
}

fn mex(seen: &[u64; SEEN_WORDS]) -> u16 {
    seen.iter()
        .enumerate()
        .find(|(_, w)| **w != u64::MAX)
        .map_or(SEEN_WORDS * 64, |(k, w)| {
            k * 64 + w.trailing_ones() as usize
        }) as u16
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> TableError + '_ {
    move |source| TableError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The values saved by an earlier, interrupted build of the same box, if
/// `path` holds any; a file of another box or with a bad header is ignored.
/// A checkpoint of the other width is read too (a server that built with two
/// bytes per value before resumes with one), as long as every value fits.
/// Read in pieces, so resuming never holds the file twice in memory.
fn resume<C: Cell>(path: &Path, rows: usize, cols: usize, total: u64) -> Vec<C> {
    let Ok(f) = File::open(path) else {
        return Vec::new();
    };
    let mut f = BufReader::with_capacity(1 << 20, f);
    let mut head = [0u8; PART_HEADER];
    if f.read_exact(&mut head).is_err() {
        return Vec::new();
    }
    let mut place = [0u8; 8];
    place[..4].copy_from_slice(&(rows as u32).to_le_bytes());
    place[4..].copy_from_slice(&(cols as u32).to_le_bytes());
    if head[8..] != place {
        return Vec::new();
    }
    let width = if &head[..8] == u16::MAGIC {
        2
    } else if &head[..8] == u8::MAGIC {
        1
    } else {
        return Vec::new();
    };
    let mut values = Vec::new();
    let mut buf = vec![0u8; 1 << 20];
    let mut carry = 0usize;
    loop {
        let n = match f.read(&mut buf[carry..]) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let have = carry + n;
        let whole = have - have % width;
        for c in buf[..whole].chunks_exact(width) {
            let v = if width == 2 {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from(c[0])
            };
            match C::from_value(v) {
                Some(v) if (values.len() as u64) < total => values.push(v),
                Some(_) => return values,
                None => return Vec::new(),
            }
        }
        // A torn last write leaves part of a value: keep it for the next read.
        buf.copy_within(whole..have, 0);
        carry = have - whole;
    }
    values
}

/// Appends `values` to the checkpoint file (creating it with its header) and
/// syncs it, so that they survive a crash.
fn append<C: Cell>(path: &Path, rows: usize, cols: usize, values: &[C]) -> Result<(), TableError> {
    let fresh = !path.exists();
    let mut f = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io_err(path))?;
    let mut out = Vec::with_capacity(PART_HEADER + values.len() * C::BYTES);
    if fresh {
        out.extend_from_slice(C::MAGIC);
        out.extend_from_slice(&(rows as u32).to_le_bytes());
        out.extend_from_slice(&(cols as u32).to_le_bytes());
    }
    for v in values {
        v.put(&mut out);
    }
    f.write_all(&out).map_err(io_err(path))?;
    f.sync_data().map_err(io_err(path))
}

/// Builds the normal-play SG values of every diagram of the `rows x cols`
/// box, in rank order. With `checkpoint`, resumes from and saves progress to
/// that file (the caller deletes it once the table is saved).
/// `progress(done, total)` is called after every chunk. A value that does
/// not fit `C` stops the build with [`TableError::TooLarge`].
pub fn build_values<C: Cell>(
    rows: usize,
    cols: usize,
    checkpoint: Option<&Path>,
    progress: &dyn Fn(u64, u64),
) -> Result<Vec<C>, TableError> {
    let len = rows + cols;
    let total = box_size(rows, cols);
    let mut values: Vec<C> = match checkpoint {
        Some(path) => resume(path, rows, cols, total),
        None => Vec::new(),
    };
    // Torn or stale checkpoint files must start cleanly from what was kept.
    if let Some(path) = checkpoint {
        if values.is_empty() {
            let _ = fs::remove_file(path);
        } else {
            tracing::info!(
                done = values.len(),
                total,
                "resuming the Grundy table of {rows}x{cols}"
            );
            fs::remove_file(path).map_err(io_err(path))?;
            append(path, rows, cols, &values)?;
        }
    }
    values.reserve_exact(total as usize - values.len());
    let mut saved = values.len() as u64;
    let mut a = values.len() as u64;
    while a < total {
        let b = (a + CHUNK).min(total);
        let n_chunk = (b - a) as usize;
        // Phase 1, parallel: moves to ranks below `a` read final values;
        // moves inside the chunk are listed as (position, target) offsets,
        // in position order, for phase 2.
        let done: &[C] = &values;
        let mut seen = vec![[0u64; SEEN_WORDS]; n_chunk];
        let inside: Vec<Vec<(u32, u32)>> = seen
            .par_chunks_mut(TASK)
            .enumerate()
            .map(|(task, out)| {
                let first = a + (task * TASK) as u64;
                let mut x = unrank(first, len, cols);
                let mut list = Vec::new();
                for (off, s) in out.iter_mut().enumerate() {
                    let n = first + off as u64;
                    for_each_move_rank(x, n, len, |r| {
                        if r < a {
                            mark(s, done[r as usize].value());
                        } else {
                            list.push(((n - a) as u32, (r - a) as u32));
                        }
                    });
                    if n + 1 < total {
                        x = next_string(x);
                    }
                }
                list
            })
            .collect();
        // Phase 2, in order: the moves inside the chunk, whose targets are
        // always earlier in the chunk.
        let mut pairs = inside.iter().flatten().peekable();
        for (off, s) in seen.iter_mut().enumerate() {
            while let Some(&&(p, r)) = pairs.peek() {
                if p as usize != off {
                    break;
                }
                mark(s, values[(a + u64::from(r)) as usize].value());
                pairs.next();
            }
            let v = mex(s);
            values.push(C::from_value(v).ok_or_else(|| TableError::TooLarge {
                what: format!("the {rows}x{cols} box at {} bytes per value", C::BYTES),
                why: format!("a value reached {v}"),
            })?);
        }
        if let Some(path) = checkpoint {
            if b - saved >= CHECKPOINT && b < total {
                append(path, rows, cols, &values[saved as usize..b as usize])?;
                saved = b;
            }
        }
        progress(b, total);
        a = b;
    }
    progress(total, total);
    Ok(values)
}

/// Removes a checkpoint file once its table is saved for good.
pub fn discard_checkpoint(path: &Path) {
    let _ = fs::remove_file(path);
}

#[cfg(test)]
mod tests;
