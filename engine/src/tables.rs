//! What the solver knows exactly, shared cheaply between threads: one
//! P-table, a cache of Grundy box tables, the exact search over sub-diagrams
//! that reads them, and a cache of results proven by searches beyond them.
//!
//! What is known exactly, and from where:
//! - Chomp, `rows + cols <= K` of the diagram: the P-table (win or loss).
//! - Any diagram inside a box of at most `grundy_max_cells` diagrams (Chomp
//!   board or iChomp quadrant): its Grundy table (exact SG values).
//! - A diagram with at most `exact_limit` sub-diagrams: the exact search of
//!   [`crate::exact`], through an [`Oracle`].
//! - Beyond all: a memoised search bounded by `search_nodes` positions
//!   ([`crate::search`]), whose answer may be "undecided".
//!
//! This is the bottom of the solver layer: the searches, the bots and hints
//! read it through `&Tables`, and the solver wraps it, so nothing here may
//! use them (that would make two modules import each other).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

use crate::bitmoves::transpose_bits;
use crate::diagram::Diagram;
use crate::error::TableError;
use crate::exact::{BitsMap, ExactSearch, TooBig};
use crate::grundy::{self, box_size, GrundyTable};
use crate::ichomp::{IChompPosition, Quadrant};
use crate::preload;
use crate::ptable::PTable;
use crate::values::Oracle;

mod config;

pub use config::{SolverConfig, DEFAULT_SEARCH_MEMORY};

struct Inner {
    config: SolverConfig,
    ptable: PTable,
    grundy: Mutex<HashMap<(usize, usize), Arc<GrundyTable>>>,
    /// Held while a box table is built: one build at a time. Without it,
    /// every search that wanted a box not built yet built its own copy at
    /// once (64 bot moves on big boards at a server's start: 1.5 GB).
    building: Mutex<()>,
    /// Box tables mapped at start from files, smallest first; they serve any
    /// diagram that fits them, beyond `grundy_max_cells`.
    present: Vec<Arc<GrundyTable>>,
    /// Chomp win/loss proven by searches beyond the tables, kept across the
    /// moves of every game (a transposition cache; keyed by the smaller of a
    /// string and its transpose).
    proven: RwLock<BitsMap<bool>>,
}

/// Most entries of the shared transposition cache (about 32 MiB); when full
/// it is emptied and refilled by later searches.
const PROVEN_CAPACITY: usize = 1 << 21;

/// The tables of one configuration; clones share them.
#[derive(Clone)]
pub struct Tables {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("config", &self.inner.config)
            .finish()
    }
}

impl Tables {
    /// Loads (memory-mapped) or builds and saves the P-table. May take
    /// seconds: call it off async threads. Fails only for a `ptable_bits`
    /// outside the accepted range; a table directory that cannot be used is
    /// logged and the table built in memory.
    pub fn new(config: SolverConfig) -> Result<Tables, TableError> {
        let (larger, present) = match (&config.tables_dir, config.use_present_tables) {
            (Some(dir), true) => (
                preload::largest_ptable(dir, config.ptable_bits),
                preload::grundy_tables(dir),
            ),
            _ => (None, Vec::new()),
        };
        let ptable = match larger {
            Some(t) => t,
            None => Tables::own_ptable(&config)?,
        };
        tracing::info!(bits = ptable.bits(), "P-table ready");
        Ok(Tables {
            inner: Arc::new(Inner {
                config,
                ptable,
                grundy: Mutex::new(HashMap::new()),
                building: Mutex::new(()),
                present,
                proven: RwLock::new(BitsMap::default()),
            }),
        })
    }

    /// The P-table of `config.ptable_bits`, loaded or built.
    fn own_ptable(config: &SolverConfig) -> Result<PTable, TableError> {
        let ptable = match PTable::load_or_build(
            config.tables_dir.as_deref(),
            config.ptable_bits,
            &|_, _| {},
            &|msg| tracing::warn!("{msg}"),
        ) {
            Ok(t) => t,
            // An unusable cache directory costs only the build time: keep
            // serving from memory rather than refusing to start.
            Err(e @ TableError::Io { .. }) => {
                tracing::warn!("{e}; building the P-table in memory instead");
                PTable::build(config.ptable_bits, &|_, _| {})?
            }
            Err(e) => return Err(e),
        };
        Ok(ptable)
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
        // The largest box known exactly: built on demand or mapped from a file.
        let (mut rows, mut cols) = (side, side);
        for t in &self.inner.present {
            if box_size(t.rows(), t.cols()) > box_size(rows, cols) {
                (rows, cols) = (t.rows(), t.cols());
            }
        }
        // iChomp quadrants of a board are at most half its sides (rounded up).
        let square = self
            .inner
            .present
            .iter()
            .map(|t| t.rows().min(t.cols()))
            .chain([side])
            .max()
            .unwrap_or(side);
        let loaded = if self.inner.present.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = self
                .inner
                .present
                .iter()
                .map(|t| format!("{}x{}", t.rows(), t.cols()))
                .collect();
            format!(" (box tables mapped from files: {})", names.join(", "))
        };
        format!(
            "Perfect play (exact hints) on Chomp positions of at most {k} rows plus columns \
             (win/loss) or inside a {rows}x{cols} box (exact values), and on iChomp boards \
             whose quadrants fit a {square}x{square} box (up to {}x{}){loaded}, and on every \
             board or quadrant with at most {} sub-diagrams (exact search); beyond that the \
             bots search for {} ms a move and say when a move is not proven.",
            2 * square,
            2 * square,
            self.inner.config.exact_limit,
            self.inner.config.think_time.as_millis()
        )
    }

    /// The box tables mapped from files at start, smallest first.
    pub fn present_tables(&self) -> Vec<Arc<GrundyTable>> {
        self.inner.present.clone()
    }

    /// The box tables built or loaded on demand so far.
    pub fn cached_tables(&self) -> Vec<Arc<GrundyTable>> {
        self.lock_grundy().values().cloned().collect()
    }

    /// The shared cache's answer for the canonical Chomp string `x`.
    pub fn proven_is_p(&self, x: u64) -> Option<bool> {
        let key = x.min(transpose_bits(x));
        let map = self
            .inner
            .proven
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        map.get(&key).copied()
    }

    /// Adds proven Chomp results (canonical strings) to the shared cache.
    pub fn remember_proven(&self, results: impl IntoIterator<Item = (u64, bool)>) {
        let mut map = self
            .inner
            .proven
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        for (x, p) in results {
            if map.len() >= PROVEN_CAPACITY {
                map.clear();
            }
            map.insert(x.min(transpose_bits(x)), p);
        }
    }

    /// The smallest table mapped at start that holds every diagram of a
    /// `rows x cols` box (either orientation).
    fn present_containing(&self, rows: usize, cols: usize) -> Option<Arc<GrundyTable>> {
        self.inner
            .present
            .iter()
            .find(|t| {
                (rows <= t.rows() && cols <= t.cols()) || (rows <= t.cols() && cols <= t.rows())
            })
            .cloned()
    }

    /// The Grundy table of a box (either orientation), building it if it is
    /// within `grundy_max_cells`, unless a table mapped at start contains the
    /// box (then that one); `None` otherwise or on failure.
    pub fn grundy(&self, rows: usize, cols: usize) -> Option<Arc<GrundyTable>> {
        let key = (rows.min(cols), rows.max(cols));
        if key.0 == 0 {
            return None;
        }
        if let Some(t) = self.lock_grundy().get(&key) {
            return Some(t.clone());
        }
        // A mapped file that holds the box beats building a table (building
        // a 15 x 16 box takes minutes; the 16 x 16 file answers at once).
        if let Some(t) = self.present_containing(key.0, key.1) {
            return Some(t);
        }
        if box_size(key.0, key.1) > self.inner.config.grundy_max_cells {
            return None;
        }
        // One build at a time; whoever waited finds it built. (A panic in
        // a build leaves nothing half done under this lock.)
        let _building = self
            .inner
            .building
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
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

    /// The Grundy table of a box if it has been built or loaded already (or
    /// a table mapped at start that contains the box).
    pub fn cached_grundy(&self, rows: usize, cols: usize) -> Option<Arc<GrundyTable>> {
        let key = (rows.min(cols), rows.max(cols));
        let cached = self.lock_grundy().get(&key).cloned();
        cached.or_else(|| self.present_containing(key.0, key.1))
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

    /// The box tables already in memory (mapped at start, built or swapped
    /// in), which a search may read; nothing is built here.
    pub fn tables_in_memory(&self) -> Vec<Arc<GrundyTable>> {
        let mut out = self.present_tables();
        // The square box the solver may build on demand, up to 10 x 10
        // (0.04 s): it answers every small sub-diagram of a search at once.
        let limit = self.config().grundy_max_cells.min(box_size(10, 10));
        let side = (1..=10).rev().find(|&s| box_size(s, s) <= limit);
        if let Some(side) = side.filter(|&s| s >= 4) {
            if let Some(t) = self.grundy(side, side) {
                out.push(t);
            }
        }
        out.extend(self.cached_tables());
        out
    }

    /// A fresh exact search within the configured limit, reading the tables
    /// in memory.
    pub fn exact_search(&self) -> ExactSearch {
        ExactSearch::new(self.config().exact_limit, self.tables_in_memory())
    }

    /// Exact values for `d` inside its `rows x cols` board or quadrant box:
    /// a table (built on demand within `grundy_max_cells`), else a search if
    /// `d` has at most `exact_limit` sub-diagrams; `Err` says how many it has.
    pub fn oracle(&self, d: &Diagram, rows: usize, cols: usize) -> Result<Oracle, TooBig> {
        if let Some(t) = self.table_for(d, rows, cols) {
            return Ok(Oracle::Table(t));
        }
        let search = self.exact_search();
        search.check(d)?;
        Ok(Oracle::Search(Box::new(search)))
    }

    /// The exact SG value of an iChomp position, the XOR of its quadrants'
    /// values. Quadrants equal up to mirroring cancel in pairs (x XOR x = 0)
    /// whatever their value, so only the others need a table or a search:
    /// the full board of any size is 0 at once. `Err` names the first
    /// quadrant out of reach.
    pub fn ichomp_sg(&self, p: &IChompPosition) -> Result<u32, (Quadrant, TooBig)> {
        let key = |q: Quadrant| {
            let x = p.quadrant(q).to_bits();
            x.min(transpose_bits(x))
        };
        let mut left: Vec<Quadrant> = Vec::new();
        for q in Quadrant::ALL {
            match left.iter().position(|&o| key(o) == key(q)) {
                Some(i) => {
                    left.remove(i);
                }
                None => left.push(q),
            }
        }
        let mut total = 0;
        for q in left {
            let (rows, cols) = p.layout().box_of(q);
            let d = p.quadrant(q);
            let mut oracle = self.oracle(d, rows, cols).map_err(|e| (q, e))?;
            total ^= oracle.normal_sg(d);
        }
        Ok(total)
    }
}

#[cfg(test)]
mod tests;
