//! The on-disk format of solver tables and memory-mapped loading.
//!
//! A file is a 64-byte header followed by the payload (little-endian words):
//!
//! | bytes  | field                                            |
//! |--------|--------------------------------------------------|
//! | 0..8   | magic `CHOMPTAB`                                 |
//! | 8..12  | format version ([`VERSION`])                     |
//! | 12..16 | kind: 1 = P-table, 2 = Grundy table              |
//! | 16..20 | first parameter (`K`, or the box rows)           |
//! | 20..24 | second parameter (0, or the box columns)         |
//! | 24..32 | payload length in bytes                          |
//! | 32..40 | checksum of the payload ([`checksum`])           |
//! | 40..64 | zero                                             |
//!
//! A file that is missing, short, foreign (other magic, version, kind or
//! parameters) or whose checksum does not match is never trusted: the loader
//! says why and the caller rebuilds the table.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use memmap2::Mmap;

use crate::error::TableError;

pub const MAGIC: &[u8; 8] = b"CHOMPTAB";
pub const VERSION: u32 = 1;
pub const HEADER_LEN: usize = 64;

/// What a table file holds; part of the header so files cannot be mixed up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// The P-position bit table of all diagrams with `rows + cols <= k`.
    PTable { k: u32 },
    /// The Grundy table of a `rows x cols` box, two bytes per value.
    Grundy { rows: u32, cols: u32 },
    /// The same, one byte per value: used when the largest value fits (the
    /// 16 x 16 box, whose largest value is 146, takes 573 MiB instead of 1.1 GiB).
    GrundyBytes { rows: u32, cols: u32 },
}

impl TableKind {
    fn code(self) -> (u32, u32, u32) {
        match self {
            TableKind::PTable { k } => (1, k, 0),
            TableKind::Grundy { rows, cols } => (2, rows, cols),
            TableKind::GrundyBytes { rows, cols } => (3, rows, cols),
        }
    }

    /// The file name of this table inside the tables directory.
    pub fn file_name(self) -> String {
        match self {
            TableKind::PTable { k } => format!("ptable-k{k}.bin"),
            TableKind::Grundy { rows, cols } | TableKind::GrundyBytes { rows, cols } => {
                format!("grundy-{rows}x{cols}.bin")
            }
        }
    }

    /// The table a file name stands for (the inverse of [`Self::file_name`]),
    /// `None` for any other name; the parameters are not range-checked.
    pub fn from_file_name(name: &str) -> Option<TableKind> {
        let stem = name.strip_suffix(".bin")?;
        let number = |t: &str| -> Option<u32> {
            // Only plain decimal digits: "k+34" or "k 34" are not our files.
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            t.parse().ok()
        };
        if let Some(k) = stem.strip_prefix("ptable-k") {
            return Some(TableKind::PTable { k: number(k)? });
        }
        let (rows, cols) = stem.strip_prefix("grundy-")?.split_once('x')?;
        Some(TableKind::Grundy {
            rows: number(rows)?,
            cols: number(cols)?,
        })
    }
}

/// The kind code stored in the header of `kind`'s file in `dir` (1 P-table,
/// 2 Grundy with two-byte values, 3 with one-byte values), if it can be read.
/// Only a hint for choosing how to load: [`load`] verifies everything.
pub fn stored_code(dir: &Path, kind: TableKind) -> Option<u32> {
    use std::io::Read;
    let mut head = [0u8; 16];
    File::open(dir.join(kind.file_name()))
        .ok()?
        .read_exact(&mut head)
        .ok()?;
    Some(u32::from_le_bytes([head[12], head[13], head[14], head[15]]))
}

/// The tables whose files are in `dir`, judged by name only (a file is
/// verified when it is loaded). A missing or unreadable directory has none.
pub fn present(dir: &Path) -> Vec<TableKind> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut kinds: Vec<TableKind> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| TableKind::from_file_name(e.file_name().to_str()?))
        .collect();
    kinds.sort_by_key(|k| k.code());
    kinds
}

/// A 64-bit checksum of a payload, read as little-endian 64-bit words (a short
/// tail is zero-padded). Not cryptographic: it catches truncation, bit rot and
/// files written by something else.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        h = (h ^ u64::from_le_bytes(w)).wrapping_mul(0x0000_0100_0000_01b3);
        h ^= h >> 29;
    }
    let mut tail = [0u8; 8];
    let rest = chunks.remainder();
    tail[..rest.len()].copy_from_slice(rest);
    h = (h ^ u64::from_le_bytes(tail)).wrapping_mul(0x0000_0100_0000_01b3);
    h ^ (h >> 31)
}

/// [`checksum`] of the little-endian bytes of `words`, without copying them.
pub fn checksum_words(words: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ (words.len() as u64 * 8);
    for &w in words {
        h = (h ^ w).wrapping_mul(0x0000_0100_0000_01b3);
        h ^= h >> 29;
    }
    h = h.wrapping_mul(0x0000_0100_0000_01b3);
    h ^ (h >> 31)
}

fn header(kind: TableKind, payload: &[u8]) -> [u8; HEADER_LEN] {
    header_with(kind, payload.len() as u64, checksum(payload))
}

fn header_with(kind: TableKind, len: u64, sum: u64) -> [u8; HEADER_LEN] {
    let (code, a, b) = kind.code();
    let mut h = [0u8; HEADER_LEN];
    h[0..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&code.to_le_bytes());
    h[16..20].copy_from_slice(&a.to_le_bytes());
    h[20..24].copy_from_slice(&b.to_le_bytes());
    h[24..32].copy_from_slice(&len.to_le_bytes());
    h[32..40].copy_from_slice(&sum.to_le_bytes());
    h
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> TableError + '_ {
    move |source| TableError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes a table file atomically (a temporary file renamed into place), so a
/// crash mid-write leaves no half file under the real name.
pub fn save(dir: &Path, kind: TableKind, payload: &[u8]) -> Result<PathBuf, TableError> {
    save_with(dir, kind, &header(kind, payload), &mut |f| {
        f.write_all(payload)
    })
}

/// [`save`] for a payload of 64-bit words, written without a copy of the
/// table in memory (the P-table of K = 32 is 256 MiB).
pub fn save_words(dir: &Path, kind: TableKind, words: &[u64]) -> Result<PathBuf, TableError> {
    let head = header_with(kind, words.len() as u64 * 8, checksum_words(words));
    save_with(dir, kind, &head, &mut |f| {
        let mut out = io::BufWriter::with_capacity(1 << 20, f);
        for w in words {
            out.write_all(&w.to_le_bytes())?;
        }
        out.flush()
    })
}

fn save_with(
    dir: &Path,
    kind: TableKind,
    head: &[u8; HEADER_LEN],
    body: &mut dyn FnMut(&mut File) -> io::Result<()>,
) -> Result<PathBuf, TableError> {
    fs::create_dir_all(dir).map_err(io_err(dir))?;
    let path = dir.join(kind.file_name());
    // Unique per process and per call: two threads may build the same table.
    static SAVES: AtomicU64 = AtomicU64::new(0);
    let n = SAVES.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(
        "{}.tmp{}-{n}",
        kind.file_name(),
        std::process::id()
    ));
    let mut write = || -> io::Result<()> {
        let mut f = File::create(&tmp)?;
        f.write_all(head)?;
        body(&mut f)?;
        f.sync_all()?;
        fs::rename(&tmp, &path)
    };
    write().map_err(|e| {
        let _ = fs::remove_file(&tmp);
        TableError::Io {
            path: path.clone(),
            source: e,
        }
    })?;
    Ok(path)
}

/// A verified, memory-mapped table file; the payload starts at [`HEADER_LEN`].
#[derive(Debug)]
pub struct MappedTable {
    map: Mmap,
}

impl MappedTable {
    /// The payload bytes.
    pub fn payload(&self) -> &[u8] {
        &self.map[HEADER_LEN..]
    }
}

/// Why a table file was not used.
pub type Rejection = String;

/// Opens and verifies a table file. `Ok(Err(reason))` means the file exists in
/// some form but must not be trusted (or is missing) and should be rebuilt.
pub fn load(
    dir: &Path,
    kind: TableKind,
    payload_len: usize,
) -> Result<Result<MappedTable, Rejection>, TableError> {
    let path = dir.join(kind.file_name());
    let file = match File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Ok(Err(format!("{} does not exist yet", path.display())))
        }
        Err(e) => return Err(io_err(&path)(e)),
    };
    // SAFETY: the file is opened read-only and the cache directory belongs to
    // this program; the checksum below is verified over the mapped bytes, so a
    // file altered before the check is rejected. A concurrent writer replaces
    // the file by rename, which does not change an existing mapping.
    let map = unsafe { Mmap::map(&file) }.map_err(io_err(&path))?;
    let show = path.display();
    if map.len() < HEADER_LEN {
        return Ok(Err(format!("{show} is truncated (no complete header)")));
    }
    if &map[0..8] != MAGIC {
        return Ok(Err(format!("{show} is not a chomp table file")));
    }
    let word = |at: usize| u32::from_le_bytes([map[at], map[at + 1], map[at + 2], map[at + 3]]);
    if word(8) != VERSION {
        return Ok(Err(format!(
            "{show} has format version {}, this program writes {VERSION}",
            word(8)
        )));
    }
    let (code, a, b) = kind.code();
    if (word(12), word(16), word(20)) != (code, a, b) {
        return Ok(Err(format!("{show} holds a different table")));
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&map[24..32]);
    let declared = u64::from_le_bytes(len);
    if declared != payload_len as u64 || map.len() - HEADER_LEN != payload_len {
        return Ok(Err(format!(
            "{show} is truncated or padded ({} payload bytes, {payload_len} expected)",
            map.len() - HEADER_LEN
        )));
    }
    let mut sum = [0u8; 8];
    sum.copy_from_slice(&map[32..40]);
    if u64::from_le_bytes(sum) != checksum(&map[HEADER_LEN..]) {
        return Ok(Err(format!("{show} is corrupt (checksum mismatch)")));
    }
    Ok(Ok(MappedTable { map }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_checksum_equals_byte_checksum() {
        let words: Vec<u64> = (0..100u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(checksum_words(&words), checksum(&bytes));
    }

    #[test]
    fn file_names_round_trip_and_others_are_ignored() {
        for kind in [
            TableKind::PTable { k: 34 },
            TableKind::Grundy { rows: 16, cols: 16 },
        ] {
            assert_eq!(TableKind::from_file_name(&kind.file_name()), Some(kind));
        }
        for other in [
            "ptable-k34.bin.tmp1-0",
            "ptable-k.bin",
            "ptable-k+3.bin",
            "grundy-3x.bin",
            "grundy-3y4.bin",
            "notes.txt",
        ] {
            assert_eq!(TableKind::from_file_name(other), None, "{other}");
        }
        let dir = tempfile::tempdir().unwrap();
        for name in ["ptable-k20.bin", "grundy-4x5.bin", "ptable-k9.bin", "x.bin"] {
            fs::write(dir.path().join(name), b"").unwrap();
        }
        assert_eq!(
            present(dir.path()),
            vec![
                TableKind::PTable { k: 9 },
                TableKind::PTable { k: 20 },
                TableKind::Grundy { rows: 4, cols: 5 },
            ]
        );
        assert!(present(&dir.path().join("missing")).is_empty());
    }

    #[test]
    fn round_trip_and_rejections() {
        let dir = tempfile::tempdir().unwrap();
        let kind = TableKind::Grundy { rows: 2, cols: 3 };
        let payload: Vec<u8> = (0..40u8).collect();
        let path = save(dir.path(), kind, &payload).unwrap();
        let t = load(dir.path(), kind, 40).unwrap().unwrap();
        assert_eq!(t.payload(), &payload[..]);
        // Foreign parameters, wrong length.
        assert!(load(dir.path(), TableKind::Grundy { rows: 3, cols: 2 }, 40)
            .unwrap()
            .is_err());
        assert!(load(dir.path(), kind, 48).unwrap().is_err());
        // Corrupt one payload byte.
        let mut bytes = fs::read(&path).unwrap();
        bytes[HEADER_LEN + 5] ^= 1;
        fs::write(&path, &bytes).unwrap();
        let why = load(dir.path(), kind, 40).unwrap().unwrap_err();
        assert!(why.contains("corrupt"), "{why}");
        // Truncate.
        fs::write(&path, &bytes[..HEADER_LEN + 10]).unwrap();
        assert!(load(dir.path(), kind, 40)
            .unwrap()
            .unwrap_err()
            .contains("truncated"));
        // Missing.
        fs::remove_file(&path).unwrap();
        assert!(load(dir.path(), kind, 40).unwrap().is_err());
    }
}
