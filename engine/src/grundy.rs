//! Grundy (Sprague-Grundy) tables of every diagram inside an `a x b` box.
//!
//! A diagram that fits `rows x cols` is a boundary string of exactly `rows`
//! zeros and `cols` ones ([`crate::Diagram::to_box_bits`]). Such strings are
//! numbered by their rank in the combinatorial number system, which orders
//! them like the integers they are; every move lowers the integer and keeps the
//! box, so one pass in rank order fills the table. The values are normal-play
//! SG values (the empty diagram is 0); the misère value of Chomp is one less
//! for every non-empty diagram (RULES.md).

use std::borrow::Cow;
use std::fs;
use std::path::Path;

use crate::diagram::Diagram;
use crate::error::TableError;
use crate::grundy_build;
pub use crate::rank::{binomial, box_size, rank};
use crate::tables_file::{self, MappedTable, TableKind};

/// Largest box side (a quadrant of a 32 x 32 board is 16 x 16; a Chomp board up to 32).
pub const MAX_SIDE: usize = 32;

enum Store {
    Owned(Vec<u16>),
    /// Built one byte per value (a server's own tables, see
    /// [`GrundyTable::load_or_build_compact`]).
    Owned8(Vec<u8>),
    /// A file of two-byte values.
    Mapped(MappedTable),
    /// A file of one-byte values.
    Mapped8(MappedTable),
}

/// The normal-play SG values of every diagram of a `rows x cols` box.
pub struct GrundyTable {
    rows: usize,
    cols: usize,
    store: Store,
}

impl std::fmt::Debug for GrundyTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GrundyTable")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .finish()
    }
}

/// Checks a box against the side limit and a limit on its number of diagrams.
pub fn check_box(rows: usize, cols: usize, max_positions: u64) -> Result<(), TableError> {
    if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
        return Err(TableError::TooLarge {
            what: format!("the {rows}x{cols} box"),
            why: format!("sides must be between 1 and {MAX_SIDE}"),
        });
    }
    let n = box_size(rows, cols);
    if n > max_positions {
        return Err(TableError::TooLarge {
            what: format!("the {rows}x{cols} box"),
            why: format!("it has {n} diagrams, more than the limit of {max_positions}"),
        });
    }
    Ok(())
}

/// A value width a table can be built with and then held in memory.
trait Owned: grundy_build::Cell {
    fn store(values: Vec<Self>) -> Store;
}

impl Owned for u16 {
    fn store(values: Vec<u16>) -> Store {
        Store::Owned(values)
    }
}

impl Owned for u8 {
    fn store(values: Vec<u8>) -> Store {
        Store::Owned8(values)
    }
}

/// The hard ceiling on box tables: 2^31 diagrams (4 GiB of values).
pub const MAX_POSITIONS: u64 = 1 << 31;

impl GrundyTable {
    /// Builds the table of the `rows x cols` box. `progress(done, total)` is
    /// called now and then with position counts.
    pub fn build(
        rows: usize,
        cols: usize,
        progress: &dyn Fn(u64, u64),
    ) -> Result<GrundyTable, TableError> {
        check_box(rows, cols, MAX_POSITIONS)?;
        let values = grundy_build::build_values(rows, cols, None, progress)?;
        Ok(GrundyTable {
            rows,
            cols,
            store: Store::Owned(values),
        })
    }

    /// Loads (memory-maps) the box table from `dir` without ever building it:
    /// `Ok(Err(reason))` when the file is missing or must not be trusted.
    pub fn load(
        dir: &Path,
        rows: usize,
        cols: usize,
    ) -> Result<Result<GrundyTable, tables_file::Rejection>, TableError> {
        check_box(rows, cols, MAX_POSITIONS)?;
        let (r, c) = (rows as u32, cols as u32);
        let n = box_size(rows, cols) as usize;
        let bytes = TableKind::GrundyBytes { rows: r, cols: c };
        if tables_file::stored_code(dir, bytes) == Some(3) {
            let mapped = tables_file::load(dir, bytes, n)?;
            return Ok(mapped.map(|m| GrundyTable {
                rows,
                cols,
                store: Store::Mapped8(m),
            }));
        }
        let wide = TableKind::Grundy { rows: r, cols: c };
        let mapped = tables_file::load(dir, wide, n * 2)?;
        Ok(mapped.map(|m| GrundyTable {
            rows,
            cols,
            store: Store::Mapped(m),
        }))
    }

    /// Loads the box table from `dir` if a valid file is there, else builds and
    /// saves it; with no directory, builds it in memory. `notice` hears why a
    /// file was rebuilt.
    pub fn load_or_build(
        dir: Option<&Path>,
        rows: usize,
        cols: usize,
        progress: &dyn Fn(u64, u64),
        notice: &dyn Fn(&str),
    ) -> Result<GrundyTable, TableError> {
        Self::load_or_build_as::<u16>(dir, rows, cols, progress, notice)
    }

    /// [`GrundyTable::load_or_build`] with one byte per value while building,
    /// so the build's memory and its checkpoint take one byte per diagram (a
    /// server's table budget and memory cap count on it). Fails with
    /// [`TableError::TooLarge`] if a value does not fit a byte, which no box
    /// up to 16 x 16 does.
    pub fn load_or_build_compact(
        dir: Option<&Path>,
        rows: usize,
        cols: usize,
        progress: &dyn Fn(u64, u64),
        notice: &dyn Fn(&str),
    ) -> Result<GrundyTable, TableError> {
        Self::load_or_build_as::<u8>(dir, rows, cols, progress, notice)
    }

    fn load_or_build_as<C: Owned>(
        dir: Option<&Path>,
        rows: usize,
        cols: usize,
        progress: &dyn Fn(u64, u64),
        notice: &dyn Fn(&str),
    ) -> Result<GrundyTable, TableError> {
        check_box(rows, cols, MAX_POSITIONS)?;
        let Some(dir) = dir else {
            let values = grundy_build::build_values::<C>(rows, cols, None, progress)?;
            return Ok(GrundyTable {
                rows,
                cols,
                store: C::store(values),
            });
        };
        let kind = TableKind::Grundy {
            rows: rows as u32,
            cols: cols as u32,
        };
        match GrundyTable::load(dir, rows, cols)? {
            Ok(table) => return Ok(table),
            Err(why) => notice(&format!(
                "building the Grundy table of {rows}x{cols}: {why}"
            )),
        }
        // Progress is checkpointed next to the table, so an interrupted build
        // of a large box resumes where it stopped.
        fs::create_dir_all(dir).map_err(|source| TableError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let part = dir.join(format!("{}.partial", kind.file_name()));
        let values = grundy_build::build_values::<C>(rows, cols, Some(&part), progress)?;
        let table = GrundyTable {
            rows,
            cols,
            store: C::store(values),
        };
        // The checkpoint goes before the table is written, so the disk never
        // holds both (the budget is for one); the values are in memory, and
        // a crash in the few seconds of the save only costs a rebuild.
        grundy_build::discard_checkpoint(&part);
        let (kind, payload) = table.file_form();
        tables_file::save(dir, kind, &payload)?;
        Ok(table)
    }

    /// The values as little-endian bytes (the file payload), one byte each
    /// when the largest value fits in a byte, else two.
    pub fn payload(&self) -> Vec<u8> {
        self.file_form().1.into_owned()
    }

    /// The file kind (value width) and payload this table is saved as.
    fn file_form(&self) -> (TableKind, Cow<'_, [u8]>) {
        let (rows, cols) = (self.rows as u32, self.cols as u32);
        match &self.store {
            Store::Owned(v) if v.iter().all(|&x| x <= u16::from(u8::MAX)) => (
                TableKind::GrundyBytes { rows, cols },
                Cow::Owned(v.iter().map(|&x| x as u8).collect()),
            ),
            Store::Owned(v) => (
                TableKind::Grundy { rows, cols },
                Cow::Owned(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
            ),
            Store::Owned8(v) => (TableKind::GrundyBytes { rows, cols }, Cow::Borrowed(&v[..])),
            Store::Mapped(m) => (TableKind::Grundy { rows, cols }, Cow::Borrowed(m.payload())),
            Store::Mapped8(m) => (
                TableKind::GrundyBytes { rows, cols },
                Cow::Borrowed(m.payload()),
            ),
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of diagrams in the box (the empty one included).
    pub fn len(&self) -> u64 {
        box_size(self.rows, self.cols)
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// The value at a rank.
    #[inline]
    pub fn at(&self, rank: u64) -> u16 {
        let r = rank as usize;
        match &self.store {
            Store::Owned(v) => v[r],
            Store::Owned8(v) => u16::from(v[r]),
            Store::Mapped(m) => {
                let p = m.payload();
                u16::from_le_bytes([p[2 * r], p[2 * r + 1]])
            }
            Store::Mapped8(m) => u16::from(m.payload()[r]),
        }
    }

    /// The normal-play SG value of a diagram, if it fits the box (either way
    /// round: a transposed diagram has the same value).
    pub fn normal_sg(&self, d: &Diagram) -> Option<u16> {
        if d.fits(self.rows, self.cols) {
            Some(self.at(rank(d.to_box_bits(self.rows, self.cols))))
        } else if d.fits(self.cols, self.rows) {
            let t = d.transpose();
            Some(self.at(rank(t.to_box_bits(self.rows, self.cols))))
        } else {
            None
        }
    }

    /// The largest value in the table.
    pub fn max_value(&self) -> u16 {
        (0..self.len()).map(|r| self.at(r)).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values() {
        let t = GrundyTable::build(2, 2, &|_, _| {}).unwrap();
        // Normal play: empty 0, one cell 1, the L of equal arms 1 (misère 0).
        assert_eq!(t.normal_sg(&Diagram::empty()), Some(0));
        assert_eq!(t.normal_sg(&"1".parse().unwrap()), Some(1));
        assert_eq!(t.normal_sg(&"2".parse().unwrap()), Some(2));
        assert_eq!(t.normal_sg(&"1,1".parse().unwrap()), Some(2));
        assert_eq!(t.normal_sg(&"2,1".parse().unwrap()), Some(1));
        assert_eq!(t.len(), 6);
    }

    #[test]
    fn files_hold_one_byte_per_value_and_two_byte_files_still_load() {
        let dir = tempfile::tempdir().unwrap();
        let built =
            GrundyTable::load_or_build(Some(dir.path()), 5, 6, &|_, _| {}, &|_| {}).unwrap();
        let path = dir.path().join("grundy-5x6.bin");
        let n = box_size(5, 6);
        assert_eq!(
            std::fs::metadata(&path).unwrap().len(),
            tables_file::HEADER_LEN as u64 + n
        );
        let narrow = GrundyTable::load(dir.path(), 5, 6).unwrap().unwrap();
        assert!(matches!(narrow.store, Store::Mapped8(_)));
        // A file written with two bytes per value (format of earlier builds).
        let wide: Vec<u8> = (0..n).flat_map(|r| built.at(r).to_le_bytes()).collect();
        tables_file::save(dir.path(), TableKind::Grundy { rows: 5, cols: 6 }, &wide).unwrap();
        let loaded = GrundyTable::load(dir.path(), 5, 6).unwrap().unwrap();
        assert!(matches!(loaded.store, Store::Mapped(_)));
        for r in 0..n {
            assert_eq!((narrow.at(r), loaded.at(r)), (built.at(r), built.at(r)));
        }
    }
}
