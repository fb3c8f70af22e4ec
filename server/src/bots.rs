//! The engine behind bots and hints: the solver is prepared once at start
//! and every search runs on the blocking pool, never on an async worker.
//! Unless `--no-background-tables`, the engine then builds its large tables
//! on a low-priority thread and each is used as soon as it is ready.
//!
//! Bot moves that need a search go through one [`ThinkPool`]
//! (`--max-bot-jobs` at once, round-robin across the addresses of the
//! players the bots play), and every search, a bot's or a hint's, holds at
//! most its share of `--think-memory` (`SolverConfig::search_memory`).

mod perfect;

use std::sync::Arc;
use std::time::Duration;

use chomp_engine::background::{BackgroundPlan, SolverHandle, BACKGROUND_BITS};
use chomp_engine::reach::perfect_on;
use chomp_engine::{
    Budget, GameAnalysis, Move, Position, ReplayError, Solver, SolverConfig, Variant,
};
use chomp_protocol::{GameId, HintsReply, Level};

use crate::addr_group::AddrGroup;
use crate::config::Config;
use crate::error::ServerError;
use crate::tenants::{Tenant, Tenants};
use crate::think_pool::{Running, ThinkPool};
use perfect::PerfectCache;
pub use perfect::PerfectHeights;

/// The solver and the bot settings shared by every room.
#[derive(Clone)]
pub struct Bots {
    solver: SolverHandle,
    /// Pause before a bot's move is played, so people can follow it.
    pub delay: Duration,
    /// Where bot searches wait and run.
    pool: Arc<ThinkPool>,
    /// The address each player's searches are charged to.
    pub tenants: Arc<Tenants>,
    /// Where the hard bot is proven perfect, for the welcome.
    perfect: Arc<PerfectCache>,
}

/// The memory one search may hold: `--search-memory`, but no more than
/// its share of `--think-memory` among every search that may run at once.
pub fn search_memory(config: &Config) -> usize {
    let jobs = u64::from(config.max_bot_jobs) + u64::from(config.max_hint_jobs);
    let share = config.think_memory / jobs.max(1);
    usize::try_from(config.search_memory.min(share)).unwrap_or(usize::MAX)
}

/// Easy moves on boards up to this many cells are chosen on the async
/// thread (the search is linear in the cells and tiny at this size).
const INLINE_CELLS: usize = 256;

impl Bots {
    /// Loads or builds the solver tables off the async threads.
    pub async fn prepare(config: &Config) -> Result<Bots, ServerError> {
        let background = !config.no_background_tables;
        // Background tables need a home: --tables, else the user's cache.
        let tables_dir = config.tables.clone().or_else(|| {
            background
                .then(|| {
                    directories::ProjectDirs::from("", "", "chomp")
                        .map(|d| d.cache_dir().join("tables"))
                })
                .flatten()
        });
        let solver_config = SolverConfig {
            tables_dir: tables_dir.clone(),
            ptable_bits: config.solver_bits,
            // The largest prebuilt tables in the directory, memory-mapped once
            // and shared by every match.
            use_present_tables: true,
            search_memory: search_memory(config),
            ..Default::default()
        };
        let for_start = solver_config.clone();
        let solver = tokio::task::spawn_blocking(move || Solver::new(for_start))
            .await
            .map_err(|e| ServerError::Task(format!("the solver task failed: {e}")))?
            .map_err(|e| ServerError::Solver(e.to_string()))?;
        let handle = SolverHandle::new(solver);
        if let (true, Some(dir)) = (background, tables_dir) {
            let plan = BackgroundPlan {
                dir,
                ptable_bits: BACKGROUND_BITS,
                budget_bytes: config.table_budget,
                memory_bytes: config.table_memory,
            };
            if let Err(e) = handle.build_in_background(solver_config, plan) {
                tracing::warn!("cannot start building tables in the background: {e}");
            }
        }
        let bots = Bots {
            solver: handle,
            delay: config.bot_delay,
            pool: Arc::new(ThinkPool::new(
                config.max_bot_jobs as usize,
                config.max_bot_queue as usize,
            )),
            tenants: Arc::new(Tenants::new(AddrGroup::new(config.ipv6_prefix))),
            perfect: Arc::default(),
        };
        tracing::info!("solver ready: {}", bots.coverage());
        tracing::info!(
            "bot searches: {} at once, {} MiB each at most",
            bots.pool.max_jobs(),
            search_memory(config) >> 20
        );
        Ok(bots)
    }

    /// The bots' search pool (its line and its places).
    pub fn pool(&self) -> &Arc<ThinkPool> {
        &self.pool
    }

    /// Whether the hard bot is proven perfect on every position of this
    /// board (tables or exact search), with the tables in use now.
    pub fn perfect_on(&self, variant: Variant, width: u32, height: u32) -> bool {
        perfect_on(
            &self.solver.current(),
            variant,
            width as usize,
            height as usize,
        )
    }

    /// Per variant and width, the greatest height on which the hard bot is
    /// proven perfect with the tables in use now.
    pub fn perfect_heights(&self) -> PerfectHeights {
        // The count first: tables swapped in meanwhile are worked out
        // again on the next call, never kept under a newer count.
        let swaps = self.solver.swaps();
        let solver = self.solver.current();
        self.perfect.get(swaps, |v, w, h| {
            perfect_on(&solver, v, w as usize, h as usize)
        })
    }

    /// A request arrived: a table build in the background yields to it.
    pub fn touch(&self) {
        self.solver.touch();
    }

    /// The sentence logged at start saying which boards the bots play perfectly.
    pub fn coverage(&self) -> String {
        self.solver.current().coverage()
    }

    /// A bot's move at `level` for a game against `tenant`'s player, or
    /// `None` if the game is over or the search failed. Waits its turn in
    /// the pool; dropping the future gives the turn up.
    pub async fn choose(&self, tenant: Tenant, pos: Position, level: Level) -> Option<Move> {
        let solver = self.solver.current();
        if level == Level::Easy && pos.cells() <= INLINE_CELLS {
            // A few microseconds of work: handing it to the blocking pool
            // (a thread wake-up each way) costs more than doing it, and at
            // thousands of bot moves a second those hand-overs were the
            // tail of every move's latency.
            return chomp_engine::choose_move(&solver, &pos, level, &mut rand::rng())
                .map(|m| m.mv());
        }
        let found = self
            .pool
            .run(tenant, move || {
                chomp_engine::choose_move(&solver, &pos, level, &mut rand::rng())
            })
            .await;
        match found {
            Ok(mv) => mv.map(|m| m.mv()),
            Err(e) => {
                tracing::error!("the bot search failed: {e}");
                None
            }
        }
    }

    /// The hints of a position, as the wire frame for `game`, searched in
    /// `place` (a place in the hints' pool, held until the search ends).
    pub async fn hints(&self, place: Running, game: GameId, pos: Position) -> Option<HintsReply> {
        let solver = self.solver.current();
        let h = place.run(move || solver.hints(&pos)).await.ok()?;
        Some(HintsReply::of(game, h))
    }
}

impl Bots {
    /// The perfect-play analysis of a finished game, run in `place` (a
    /// place in the hints' pool) within the budget hints have; `None` when
    /// the search task failed.
    pub async fn analyse(
        &self,
        place: Running,
        start: Position,
        moves: Vec<Move>,
    ) -> Option<Result<GameAnalysis, ReplayError>> {
        let solver = self.solver.current();
        place
            .run(move || chomp_engine::analyse(&solver, &start, &moves, Budget::of(&solver)))
            .await
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_engine::grundy::GrundyTable;
    use chomp_engine::ptable::PTable;
    use chomp_engine::Variant;

    #[tokio::test]
    async fn the_largest_tables_in_the_directory_are_used() {
        let dir = tempfile::tempdir().unwrap();
        // What `chomp-solve build --bits 14` and `grundy --box 11x11` leave.
        PTable::load_or_build(Some(dir.path()), 14, &|_, _| {}, &|_| {}).unwrap();
        PTable::load_or_build(Some(dir.path()), 12, &|_, _| {}, &|_| {}).unwrap();
        GrundyTable::load_or_build(Some(dir.path()), 11, 11, &|_, _| {}, &|_| {}).unwrap();
        let config = Config {
            tables: Some(dir.path().to_path_buf()),
            solver_bits: 10,
            ..Config::default()
        };
        let bots = Bots::prepare(&config).await.unwrap();
        let cov = bots.coverage();
        assert!(cov.contains("14 rows plus columns"), "{cov}");
        assert!(cov.contains("up to 22x22"), "{cov}");
        // 11x11 quadrants are beyond the default on-demand limit (10x10), so
        // exact hints on a 22x22 iChomp board come from the mapped file.
        let pos = Position::full(Variant::IChomp, 22, 22).unwrap();
        let place = bots.pool().enter(bots.tenants.of("ann")).await.unwrap();
        let hints = bots.hints(place, 1, pos.clone()).await.unwrap();
        assert!(hints.exact);
        // Four equal quadrants: lost for the player to move, and the frame
        // says the values are proven.
        assert_eq!(hints.total, 0);
        assert_eq!(hints.outcome, Some(chomp_protocol::Outcome::Loss));
        assert_eq!(hints.quadrants_exact, vec![true; 4]);
        let tenant = bots.tenants.of("ann");
        assert!(bots.choose(tenant, pos, Level::Hard).await.is_some());
    }
}
