//! The engine behind bots and hints: the solver is prepared once at start
//! and every search runs on the blocking pool, never on an async worker.
//! Unless `--no-background-tables`, the engine then builds its large tables
//! on a low-priority thread and each is used as soon as it is ready.

use std::time::Duration;

use chomp_engine::background::{BackgroundPlan, SolverHandle, BACKGROUND_BITS};
use chomp_engine::{Move, Position, Solver, SolverConfig};
use chomp_protocol::{GameId, HintsReply, Level};

use crate::config::Config;
use crate::error::ServerError;

/// The solver and the bot settings shared by every room.
#[derive(Clone)]
pub struct Bots {
    solver: SolverHandle,
    /// Pause before a bot's move is played, so people can follow it.
    pub delay: Duration,
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
        };
        tracing::info!("solver ready: {}", bots.coverage());
        Ok(bots)
    }

    /// A request arrived: a table build in the background yields to it.
    pub fn touch(&self) {
        self.solver.touch();
    }

    /// The sentence logged at start saying which boards the bots play perfectly.
    pub fn coverage(&self) -> String {
        self.solver.current().coverage()
    }

    /// A bot's move at `level`, or `None` if the game is over or the search failed.
    pub async fn choose(&self, pos: Position, level: Level) -> Option<Move> {
        let solver = self.solver.current();
        if level == Level::Easy && pos.cells() <= INLINE_CELLS {
            // A few microseconds of work: handing it to the blocking pool
            // (a thread wake-up each way) costs more than doing it, and at
            // thousands of bot moves a second those hand-overs were the
            // tail of every move's latency.
            return chomp_engine::choose_move(&solver, &pos, level, &mut rand::rng())
                .map(|m| m.mv());
        }
        let found = tokio::task::spawn_blocking(move || {
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

    /// The hints of a position, as the wire frame for `game`.
    pub async fn hints(&self, game: GameId, pos: Position) -> Option<HintsReply> {
        let solver = self.solver.current();
        let h = tokio::task::spawn_blocking(move || solver.hints(&pos))
            .await
            .map_err(|e| tracing::error!("the hints search failed: {e}"))
            .ok()?;
        Some(HintsReply::of(game, h))
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
        let hints = bots.hints(1, pos.clone()).await.unwrap();
        assert!(hints.exact);
        // Four equal quadrants: lost for the player to move, and the frame
        // says the values are proven.
        assert_eq!(hints.total, 0);
        assert_eq!(hints.outcome, Some(chomp_protocol::Outcome::Loss));
        assert_eq!(hints.quadrants_exact, vec![true; 4]);
        assert!(bots.choose(pos, Level::Hard).await.is_some());
    }
}
