//! Tables a server builds for itself: at first start, the K = 32 P-table and
//! the largest Grundy box table within a disk budget and a memory cap are
//! built on one idle-priority thread into the tables directory, and each is
//! swapped into the shared solver as soon as it is saved. Later starts find
//! the files and map them at once (nothing is rebuilt); a build that was
//! interrupted resumes from its checkpoint.
//!
//! The server holds a [`SolverHandle`] and asks it for the current
//! [`Solver`] before every bot move or hints request; a build never blocks a
//! request, and a request in progress keeps the solver it started with.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::thread::JoinHandle;
use std::time::Instant;

use crate::error::TableError;
use crate::grundy::{self, GrundyTable};
use crate::pace::Pace;
use crate::ptable::PTable;
use crate::rank::box_size;
use crate::solver::{Solver, SolverConfig};

/// The P-table a server builds in the background (256 MiB, about 30 s of
/// one core; docs/SERVER.md).
pub const BACKGROUND_BITS: u32 = 32;

/// What to build, and where.
#[derive(Clone, Debug)]
pub struct BackgroundPlan {
    pub dir: PathBuf,
    /// `K` of the P-table to build ([`BACKGROUND_BITS`] for a server).
    pub ptable_bits: u32,
    /// Most bytes the Grundy box file may take (one byte per diagram), and
    /// so its checkpoint while it is built (one byte per value too).
    pub budget_bytes: u64,
    /// Most memory a build may hold: the table being built (one byte per
    /// diagram, or `2^(K-4)` bytes for the P-table) plus [`BUILD_OVERHEAD`].
    pub memory_bytes: u64,
}

/// Memory a build holds beside its table: the chunk's "seen" flags and move
/// lists, the resume buffer and the file writer (a few MiB measured; this
/// leaves room).
pub const BUILD_OVERHEAD: u64 = 32 << 20;

impl BackgroundPlan {
    /// The box this plan builds: the largest within both the disk budget and
    /// the memory cap.
    pub fn grundy_box(&self) -> Option<(usize, usize)> {
        largest_box_within(
            self.budget_bytes
                .min(self.memory_bytes.saturating_sub(BUILD_OVERHEAD)),
        )
    }

    /// The P-table this plan builds: `ptable_bits`, or less if its bit array
    /// (`2^(K-4)` bytes) would not fit the memory cap; `None` when even
    /// K = 20 (64 KiB, smaller than what a server starts with) does not fit.
    pub fn ptable_bits(&self) -> Option<u32> {
        let room = self.memory_bytes.saturating_sub(BUILD_OVERHEAD);
        (self.ptable_bits.min(20)..=self.ptable_bits)
            .rev()
            .find(|&k| 1u64 << (k - 4) <= room)
    }
}

/// The largest box of a quadrant of a 32 x 32 board or smaller (sides at
/// most 16, square or one longer) whose one-byte table fits `budget_bytes`:
/// 16 x 16 needs 601 080 390 bytes (573 MiB). `None` below a 1 x 2 box.
pub fn largest_box_within(budget_bytes: u64) -> Option<(usize, usize)> {
    (2..=16usize)
        .flat_map(|side| [(side - 1, side), (side, side)])
        .filter(|&(r, c)| box_size(r, c) <= budget_bytes)
        .max_by_key(|&(r, c)| box_size(r, c))
}

/// The solver in use, replaced as background tables become ready.
#[derive(Clone)]
pub struct SolverHandle {
    current: Arc<RwLock<Solver>>,
    /// Tables swapped in so far (for tests and logs).
    swaps: Arc<AtomicU64>,
    /// The server's requests, which a build yields to.
    pace: Arc<Pace>,
}

impl SolverHandle {
    pub fn new(solver: Solver) -> Self {
        SolverHandle {
            current: Arc::new(RwLock::new(solver)),
            swaps: Arc::new(AtomicU64::new(0)),
            pace: Arc::new(Pace::default()),
        }
    }

    /// Tells a build in progress that a request arrived, so it yields
    /// ([`Pace`]).
    pub fn touch(&self) {
        self.pace.touch();
    }

    /// The solver to use now (a cheap clone).
    pub fn current(&self) -> Solver {
        self.current
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// How many times a new table was swapped in.
    pub fn swaps(&self) -> u64 {
        self.swaps.load(Ordering::Relaxed)
    }

    fn replace(&self, solver: Solver) {
        *self
            .current
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = solver;
        self.swaps.fetch_add(1, Ordering::Relaxed);
    }

    /// Starts building the plan's tables on a background thread (see the
    /// module docs); `base` is the configuration the current solver was made
    /// with. Tables already present in the directory are not rebuilt.
    pub fn build_in_background(
        &self,
        base: SolverConfig,
        plan: BackgroundPlan,
    ) -> std::io::Result<JoinHandle<()>> {
        let handle = self.clone();
        std::thread::Builder::new()
            .name("chomp-tables".into())
            .spawn(move || {
                lower_priority();
                // One worker thread, also at low priority: the tables use
                // rayon, and the server's requests must keep both cores.
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(1)
                    .thread_name(|_| "chomp-tables-worker".into())
                    .start_handler(|_| lower_priority())
                    .build();
                let run = || {
                    if let Err(e) = handle.build_all(&base, &plan) {
                        tracing::warn!("background tables stopped: {e}");
                    }
                };
                match pool {
                    Ok(pool) => pool.install(run),
                    Err(_) => run(),
                }
            })
    }

    fn build_all(&self, base: &SolverConfig, plan: &BackgroundPlan) -> Result<(), TableError> {
        let config = SolverConfig {
            tables_dir: Some(plan.dir.clone()),
            use_present_tables: true,
            ..base.clone()
        };
        let current_bits = self.current().ptable().bits();
        let wanted = plan.ptable_bits().unwrap_or(0);
        if current_bits < wanted {
            let start = Instant::now();
            let k = wanted;
            tracing::info!(bits = k, dir = %plan.dir.display(), "building the P-table in the background");
            let last = AtomicU64::new(0);
            PTable::load_or_build(
                Some(&plan.dir),
                k,
                &|done, total| {
                    log_progress(&last, done, total, "P-table");
                    self.pace.step();
                },
                &|msg| tracing::info!("{msg}"),
            )?;
            self.replace(Solver::new(config.clone())?);
            tracing::info!(
                bits = k,
                secs = start.elapsed().as_secs_f64(),
                "background P-table ready and in use"
            );
        }
        let Some((rows, cols)) = plan.grundy_box() else {
            return Ok(());
        };
        let have = self.current().present_tables();
        let covered = have.iter().any(|t| {
            (rows <= t.rows() && cols <= t.cols()) || (rows <= t.cols() && cols <= t.rows())
        });
        if !covered {
            grundy::check_box(rows, cols, grundy::MAX_POSITIONS)?;
            let start = Instant::now();
            tracing::info!(rows, cols, dir = %plan.dir.display(), "building the Grundy box table in the background");
            let last = AtomicU64::new(0);
            let table = GrundyTable::load_or_build_compact(
                Some(&plan.dir),
                rows,
                cols,
                &|done, total| {
                    log_progress(&last, done, total, "Grundy table");
                    self.pace.step();
                },
                &|msg| tracing::info!("{msg}"),
            )?;
            // The built values live in this thread's memory: free them before
            // the new solver maps the file.
            drop(table);
            self.replace(Solver::new(config)?);
            tracing::info!(
                rows,
                cols,
                secs = start.elapsed().as_secs_f64(),
                "background Grundy table ready and in use"
            );
        }
        Ok(())
    }
}

/// Logs every further tenth of a build.
fn log_progress(last: &AtomicU64, done: u64, total: u64, what: &str) {
    if total == 0 {
        return;
    }
    let tenth = done * 10 / total;
    if tenth > last.load(Ordering::Relaxed) {
        last.store(tenth, Ordering::Relaxed);
        tracing::info!("background {what}: {}% built", tenth * 10);
    }
}

/// Puts the calling thread in the idle scheduling class, so that builds only
/// use time nothing else wants: a move waiting for the CPU always runs first
/// (Linux's SCHED_IDLE; nice 19 alone still takes a share of a busy core).
/// Where SCHED_IDLE is refused, nice 19. Elsewhere a no-op.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: these calls only change the calling thread's scheduling;
        // a failure leaves it unchanged.
        unsafe {
            let param = libc::sched_param { sched_priority: 0 };
            if libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) != 0 {
                let tid = libc::gettid();
                libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 19);
            }
        }
    }
}

/// Whether the calling thread runs in the idle class (for tests).
#[cfg(all(test, target_os = "linux"))]
fn in_idle_class() -> bool {
    // SAFETY: reads the calling thread's policy.
    unsafe { libc::sched_getscheduler(0) == libc::SCHED_IDLE }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_picks_the_largest_box() {
        assert_eq!(largest_box_within(601_080_390), Some((16, 16)));
        assert_eq!(largest_box_within(601_080_389), Some((15, 16)));
        assert_eq!(largest_box_within(u64::MAX), Some((16, 16)));
        assert_eq!(largest_box_within(box_size(10, 10)), Some((10, 10)));
        assert_eq!(largest_box_within(100 << 20), Some((14, 15)));
        assert_eq!(largest_box_within(5), Some((1, 2)));
        assert_eq!(largest_box_within(2), None);
    }

    #[test]
    fn the_memory_cap_bounds_both_tables() {
        let plan = |budget: u64, memory: u64| BackgroundPlan {
            dir: PathBuf::new(),
            ptable_bits: BACKGROUND_BITS,
            budget_bytes: budget,
            memory_bytes: memory,
        };
        // The defaults: 600 MiB of disk, 512 MiB of memory. The 16 x 16 box
        // (573 MiB) needs more memory than that; 15 x 16 (287 MiB) fits.
        let default = plan(600 << 20, 512 << 20);
        assert_eq!(default.grundy_box(), Some((15, 16)));
        assert_eq!(default.ptable_bits(), Some(32));
        // Raising the cap gives the 16 x 16 box; the disk budget still rules.
        assert_eq!(plan(600 << 20, 700 << 20).grundy_box(), Some((16, 16)));
        assert_eq!(plan(100 << 20, 4 << 30).grundy_box(), Some((14, 15)));
        // A small cap shrinks the P-table too, and nothing under K = 20.
        assert_eq!(plan(600 << 20, 100 << 20).ptable_bits(), Some(30));
        assert_eq!(plan(600 << 20, 100 << 20).grundy_box(), Some((14, 14)));
        assert_eq!(plan(600 << 20, 1 << 20).ptable_bits(), None);
        assert_eq!(plan(600 << 20, 1 << 20).grundy_box(), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_build_thread_runs_at_idle_priority() {
        let idle = std::thread::spawn(|| {
            lower_priority();
            in_idle_class()
        })
        .join()
        .unwrap();
        assert!(idle);
    }

    #[test]
    fn tables_built_in_the_background_are_swapped_in() {
        let dir = tempfile::tempdir().unwrap();
        let base = SolverConfig {
            ptable_bits: 8,
            grundy_max_cells: 1,
            ..Default::default()
        };
        let handle = SolverHandle::new(Solver::new(base.clone()).unwrap());
        assert_eq!(handle.current().ptable().bits(), 8);
        let plan = BackgroundPlan {
            dir: dir.path().to_path_buf(),
            ptable_bits: 14,
            budget_bytes: box_size(5, 5),
            memory_bytes: 1 << 30,
        };
        handle
            .build_in_background(base.clone(), plan.clone())
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(handle.swaps(), 2);
        let s = handle.current();
        assert_eq!(s.ptable().bits(), 14);
        assert_eq!(s.grundy(4, 5).map(|t| (t.rows(), t.cols())), Some((5, 5)));
        assert!(dir.path().join("ptable-k14.bin").exists());
        assert!(dir.path().join("grundy-5x5.bin").exists());
        // A second start finds both files: nothing is built or swapped.
        let again = SolverHandle::new(
            Solver::new(SolverConfig {
                tables_dir: Some(dir.path().to_path_buf()),
                use_present_tables: true,
                ..base.clone()
            })
            .unwrap(),
        );
        again
            .build_in_background(base, plan)
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(again.swaps(), 0);
        assert_eq!(again.current().ptable().bits(), 14);
    }
}
