//! The solver the bots and hints ask: one P-table and a cache of Grundy box
//! tables, shared cheaply between threads.
//!
//! What is known exactly, and from where:
//! - Chomp, `rows + cols <= K` of the diagram: the P-table (win or loss).
//! - Any diagram inside a box of at most `grundy_max_cells` diagrams (Chomp
//!   board or iChomp quadrant): its Grundy table (exact SG values).
//! - Beyond both: a memoised search bounded by `search_nodes` positions
//!   ([`crate::search`]), whose answer may be "undecided".

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::diagram::Diagram;
use crate::error::TableError;
use crate::grundy::{self, box_size, GrundyTable};
use crate::ptable::PTable;

/// How the solver gets its tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// Where table files are loaded from and saved to; `None` builds in memory.
    pub tables_dir: Option<PathBuf>,
    /// `K` of the P-table: Chomp diagrams with `rows + cols <= K` are exact.
    pub ptable_bits: u32,
    /// The largest box (by number of diagrams it holds) whose Grundy table is
    /// built on demand.
    pub grundy_max_cells: u64,
    /// How many positions one bounded search may visit beyond the tables.
    pub search_nodes: usize,
}

impl Default for SolverConfig {
    /// In memory, K = 24 (1 MiB), boxes up to 10 x 10 (184 756 diagrams,
    /// well under a second to build in release), 200 000 search nodes.
    fn default() -> Self {
        SolverConfig {
            tables_dir: None,
            ptable_bits: 24,
            grundy_max_cells: box_size(10, 10),
            search_nodes: 200_000,
        }
    }
}

struct Inner {
    config: SolverConfig,
    ptable: PTable,
    grundy: Mutex<HashMap<(usize, usize), Arc<GrundyTable>>>,
}

/// The shared solver; clones share the same tables.
#[derive(Clone)]
pub struct Solver {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("config", &self.inner.config)
            .finish()
    }
}

impl Solver {
    /// Loads (memory-mapped) or builds and saves the P-table. May take
    /// seconds: call it off async threads.
    pub fn new(config: SolverConfig) -> Result<Solver, TableError> {
        let ptable = PTable::load_or_build(
            config.tables_dir.as_deref(),
            config.ptable_bits,
            &|_, _| {},
            &|msg| tracing::warn!("{msg}"),
        )?;
        tracing::info!(bits = config.ptable_bits, "P-table ready");
        Ok(Solver {
            inner: Arc::new(Inner {
                config,
                ptable,
                grundy: Mutex::new(HashMap::new()),
            }),
        })
    }

    pub fn config(&self) -> &SolverConfig {
        &self.inner.config
    }

    pub fn ptable(&self) -> &PTable {
        &self.inner.ptable
    }

    /// A sentence saying which boards the bots play perfectly.
    pub fn coverage(&self) -> String {
        let k = self.inner.ptable.bits();
        let limit = self.inner.config.grundy_max_cells;
        let mut side = 1;
        while box_size(side + 1, side + 1) <= limit && side < grundy::MAX_SIDE {
            side += 1;
        }
        format!(
            "Perfect play (exact hints) on Chomp positions of at most {k} rows plus columns \
             (win/loss) or inside a {side}x{side} box (exact values), and on iChomp boards \
             whose quadrants fit a {side}x{side} box (up to {}x{}); beyond that the bots \
             search at most {} positions and say when a move is not proven.",
            2 * side,
            2 * side,
            self.inner.config.search_nodes
        )
    }

    /// The Grundy table of a box (either orientation), building it if it is
    /// within `grundy_max_cells`; `None` beyond the limit or on failure.
    pub fn grundy(&self, rows: usize, cols: usize) -> Option<Arc<GrundyTable>> {
        let key = (rows.min(cols), rows.max(cols));
        if key.0 == 0 || box_size(key.0, key.1) > self.inner.config.grundy_max_cells {
            return None;
        }
        if let Some(t) = self.lock_grundy().get(&key) {
            return Some(t.clone());
        }
        let built = GrundyTable::load_or_build(
            self.inner.config.tables_dir.as_deref(),
            key.0,
            key.1,
            &|_, _| {},
            &|msg| tracing::info!("{msg}"),
        );
        let table = match built {
            Ok(t) => Arc::new(t),
            Err(e) => {
                tracing::warn!("Grundy table {}x{} unavailable: {e}", key.0, key.1);
                // Saving may be what failed: still serve it from memory.
                match GrundyTable::build(key.0, key.1, &|_, _| {}) {
                    Ok(t) => Arc::new(t),
                    Err(_) => return None,
                }
            }
        };
        Some(self.lock_grundy().entry(key).or_insert(table).clone())
    }

    fn lock_grundy(&self) -> std::sync::MutexGuard<'_, HashMap<(usize, usize), Arc<GrundyTable>>> {
        // A panic while holding the lock cannot leave the map inconsistent
        // (only whole tables are inserted), so a poisoned lock is still usable.
        self.inner
            .grundy
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A Grundy table covering `d`, preferring the box `(rows, cols)` (the
    /// board or quadrant, so that one table serves a whole game), else the
    /// diagram's own box.
    pub fn table_for(&self, d: &Diagram, rows: usize, cols: usize) -> Option<Arc<GrundyTable>> {
        if d.fits(rows, cols) {
            if let Some(t) = self.grundy(rows, cols) {
                return Some(t);
            }
        }
        if d.is_empty() {
            return None;
        }
        self.grundy(d.height(), d.width())
    }

    /// Whether a non-empty Chomp diagram is a P-position (misère), when the
    /// tables know it.
    pub fn chomp_is_p(&self, d: &Diagram) -> Option<bool> {
        if let Some(p) = self.inner.ptable.is_p(d.to_bits()) {
            return Some(p);
        }
        let t = self.grundy(d.height(), d.width())?;
        t.normal_sg(d).map(|v| v == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_solver_answers_known_positions() {
        let s = Solver::new(SolverConfig {
            ptable_bits: 12,
            ..Default::default()
        })
        .unwrap();
        assert_eq!(s.chomp_is_p(&"2,1".parse().unwrap()), Some(true));
        assert_eq!(s.chomp_is_p(&"3,3".parse().unwrap()), Some(false));
        // Beyond K = 12 but inside a Grundy box.
        assert_eq!(s.chomp_is_p(&"7,6".parse().unwrap()), Some(true));
        assert!(s.coverage().contains("12 rows plus columns"));
    }
}
