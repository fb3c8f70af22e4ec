//! Picking up the tables already present in a tables directory, so that a
//! server started with a directory of large prebuilt files (a P-table of
//! K = 36, the 16 x 16 Grundy box) plays perfectly on every board they cover
//! without building anything. Files are memory-mapped: every match shares
//! the same pages, and the operating system keeps only what is used in RAM.
//!
//! Nothing here builds a table: a file that fails verification is skipped
//! with a warning and the next smaller one is tried.

use std::path::Path;
use std::sync::Arc;

use crate::grundy::{self, box_size, GrundyTable};
use crate::ptable::{self, PTable};
use crate::tables_file::{self, TableKind};

/// The P-table of the highest `K` above `min_bits` whose file in `dir` is
/// valid, or `None` if there is none (the caller then uses `min_bits`).
pub fn largest_ptable(dir: &Path, min_bits: u32) -> Option<PTable> {
    let mut ks: Vec<u32> = tables_file::present(dir)
        .into_iter()
        .filter_map(|kind| match kind {
            TableKind::PTable { k } if k > min_bits && ptable::check_bits(k).is_ok() => Some(k),
            _ => None,
        })
        .collect();
    ks.sort_unstable_by(|a, b| b.cmp(a));
    for k in ks {
        match PTable::load(dir, k) {
            Ok(Ok(table)) => {
                tracing::info!(
                    bits = k,
                    "using the P-table file found in the tables directory"
                );
                return Some(table);
            }
            Ok(Err(why)) => tracing::warn!("skipping the P-table of K={k}: {why}"),
            Err(e) => tracing::warn!("skipping the P-table of K={k}: {e}"),
        }
    }
    None
}

/// Every valid Grundy box table in `dir`, mapped, smallest first; a box
/// contained in another one present is skipped (the larger one answers for
/// it), so that each mapped file earns its place.
pub fn grundy_tables(dir: &Path) -> Vec<Arc<GrundyTable>> {
    let mut boxes: Vec<(usize, usize)> = tables_file::present(dir)
        .into_iter()
        .filter_map(|kind| match kind {
            TableKind::Grundy { rows, cols } => Some((rows as usize, cols as usize)),
            TableKind::GrundyBytes { rows, cols } => Some((rows as usize, cols as usize)),
            TableKind::PTable { .. } => None,
        })
        .filter(|&(r, c)| grundy::check_box(r, c, grundy::MAX_POSITIONS).is_ok())
        .collect();
    // Largest first, so a box is kept only if no kept one contains it.
    boxes.sort_unstable_by_key(|&(r, c)| std::cmp::Reverse(box_size(r, c)));
    let mut kept: Vec<Arc<GrundyTable>> = Vec::new();
    for (rows, cols) in boxes {
        let inside = kept.iter().any(|t| {
            (rows <= t.rows() && cols <= t.cols()) || (rows <= t.cols() && cols <= t.rows())
        });
        if inside {
            continue;
        }
        match GrundyTable::load(dir, rows, cols) {
            Ok(Ok(table)) => {
                tracing::info!(
                    rows,
                    cols,
                    "using the Grundy table file found in the tables directory"
                );
                kept.push(Arc::new(table));
            }
            Ok(Err(why)) => tracing::warn!("skipping the Grundy table of {rows}x{cols}: {why}"),
            Err(e) => tracing::warn!("skipping the Grundy table of {rows}x{cols}: {e}"),
        }
    }
    kept.reverse();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables_file::HEADER_LEN;

    #[test]
    fn the_largest_valid_ptable_wins() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for k in [10, 12, 14] {
            PTable::load_or_build(Some(d), k, &|_, _| {}, &|_| {}).unwrap();
        }
        assert_eq!(largest_ptable(d, 8).map(|t| t.bits()), Some(14));
        // Not above the configured size: nothing to gain.
        assert!(largest_ptable(d, 14).is_none());
        // A corrupt largest file is skipped for the next one.
        let path = d.join("ptable-k14.bin");
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[HEADER_LEN + 3] ^= 0x10;
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(largest_ptable(d, 8).map(|t| t.bits()), Some(12));
    }

    #[test]
    fn grundy_boxes_inside_larger_ones_are_skipped() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for (r, c) in [(3, 3), (4, 5), (2, 6), (5, 4)] {
            GrundyTable::load_or_build(Some(d), r, c, &|_, _| {}, &|_| {}).unwrap();
        }
        // A truncated file is never used.
        std::fs::write(d.join("grundy-6x6.bin"), b"CHOMPTAB").unwrap();
        let got: Vec<(usize, usize)> = grundy_tables(d)
            .iter()
            .map(|t| (t.rows(), t.cols()))
            .collect();
        // 3x3 fits 4x5; 4x5 and 5x4 hold the same diagrams; 2x6 fits neither.
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got.contains(&(2, 6)));
        assert!(got.contains(&(4, 5)) || got.contains(&(5, 4)));
        assert!(grundy_tables(&d.join("missing")).is_empty());
    }
}
