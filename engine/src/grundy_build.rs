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
//! is a 16-byte header (`CHOMPPRT`, rows, cols) and little-endian `u16`s.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
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
const PART_MAGIC: &[u8; 8] = b"CHOMPPRT";
const PART_HEADER: usize = 16;
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
fn resume(path: &Path, rows: usize, cols: usize, total: u64) -> Vec<u16> {
    let Ok(mut f) = File::open(path) else {
        return Vec::new();
    };
    let mut bytes = Vec::new();
    if f.read_to_end(&mut bytes).is_err() || bytes.len() < PART_HEADER {
        return Vec::new();
    }
    let mut want = [0u8; PART_HEADER];
    want[..8].copy_from_slice(PART_MAGIC);
    want[8..12].copy_from_slice(&(rows as u32).to_le_bytes());
    want[12..16].copy_from_slice(&(cols as u32).to_le_bytes());
    if bytes[..PART_HEADER] != want {
        return Vec::new();
    }
    // A torn last write leaves an odd byte: drop it.
    bytes[PART_HEADER..]
        .chunks_exact(2)
        .take(total as usize)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

/// Appends `values` to the checkpoint file (creating it with its header) and
/// syncs it, so that they survive a crash.
fn append(path: &Path, rows: usize, cols: usize, values: &[u16]) -> Result<(), TableError> {
    let fresh = !path.exists();
    let mut f = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io_err(path))?;
    let mut out = Vec::with_capacity(PART_HEADER + values.len() * 2);
    if fresh {
        out.extend_from_slice(PART_MAGIC);
        out.extend_from_slice(&(rows as u32).to_le_bytes());
        out.extend_from_slice(&(cols as u32).to_le_bytes());
    }
    for v in values {
        out.extend_from_slice(&v.to_le_bytes());
    }
    f.write_all(&out).map_err(io_err(path))?;
    f.sync_data().map_err(io_err(path))
}

/// Builds the normal-play SG values of every diagram of the `rows x cols`
/// box, in rank order. With `checkpoint`, resumes from and saves progress to
/// that file (deleted once the build is complete). `progress(done, total)`
/// is called after every chunk.
pub fn build_values(
    rows: usize,
    cols: usize,
    checkpoint: Option<&Path>,
    progress: &dyn Fn(u64, u64),
) -> Result<Vec<u16>, TableError> {
    let len = rows + cols;
    let total = box_size(rows, cols);
    let mut values: Vec<u16> = match checkpoint {
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
        let done: &[u16] = &values;
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
                            mark(s, done[r as usize]);
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
                mark(s, values[(a + u64::from(r)) as usize]);
                pairs.next();
            }
            values.push(mex(s));
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
mod tests {
    use super::*;

    #[test]
    fn a_build_resumes_from_its_checkpoint() {
        let (rows, cols) = (7, 8);
        let full = build_values(rows, cols, None, &|_, _| {}).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("part");
        // An interrupted build saved the first 1000 values, then half a value.
        let mut kept: Vec<u16> = full[..1000].to_vec();
        // Plant a wrong value to see that the resumed build really reads it.
        kept[999] = 7777;
        append(&path, rows, cols, &kept).unwrap();
        OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap()
            .write_all(&[1])
            .unwrap();
        let resumed = build_values(rows, cols, Some(&path), &|_, _| {}).unwrap();
        // Checkpoints were written on the way (every 2048 positions in tests).
        let saved = std::fs::metadata(&path).unwrap().len();
        assert!(saved > (PART_HEADER + 2 * 4096) as u64, "{saved}");
        assert_eq!(resumed.len(), full.len());
        assert_eq!(resumed[999], 7777);
        assert_eq!(resumed[..999], full[..999]);
        // A checkpoint of another box is ignored.
        let other = dir.path().join("other");
        append(&other, cols, rows, &full[..10]).unwrap();
        let fresh = build_values(rows, cols, Some(&other), &|_, _| {}).unwrap();
        assert_eq!(fresh, full);
    }

    #[test]
    fn chunked_values_agree_on_sub_boxes() {
        // 9x9 crosses ~95 chunks in tests; every diagram of a 6x6 sub-box
        // must have the value the 6x6 table gives it (checked against the
        // reference solver in tests/).
        let big = crate::grundy::GrundyTable::build(9, 9, &|_, _| {}).unwrap();
        let small = crate::grundy::GrundyTable::build(6, 6, &|_, _| {}).unwrap();
        let mut x: u64 = (1 << 6) - 1;
        for n in 0..box_size(6, 6) {
            let d = crate::Diagram::from_bits(x);
            assert_eq!(d.to_box_bits(6, 6), x);
            assert_eq!(small.at(n), big.normal_sg(&d).unwrap());
            if n + 1 < box_size(6, 6) {
                x = next_string(x);
            }
        }
    }
}
