//! The engine behind bots and hints: the solver is prepared once at start
//! and every search runs on the blocking pool, never on an async worker.

use std::time::Duration;

use chomp_engine::{Position, Solver, SolverConfig};
use chomp_protocol::{GameId, HintsReply, Level};

use crate::config::Config;
use crate::error::ServerError;

/// The solver and the bot settings shared by every room.
#[derive(Clone)]
pub struct Bots {
    solver: Solver,
    /// Pause before a bot's move is played, so people can follow it.
    pub delay: Duration,
}

impl Bots {
    /// Loads or builds the solver tables off the async threads.
    pub async fn prepare(config: &Config) -> Result<Bots, ServerError> {
        let solver_config = SolverConfig {
            tables_dir: config.tables.clone(),
            ptable_bits: config.solver_bits,
            ..Default::default()
        };
        let solver = tokio::task::spawn_blocking(move || Solver::new(solver_config))
            .await
            .map_err(|e| ServerError::Task(format!("the solver task failed: {e}")))?
            .map_err(|e| ServerError::Solver(e.to_string()))?;
        tracing::info!("solver ready: {}", solver.coverage());
        Ok(Bots {
            solver,
            delay: config.bot_delay,
        })
    }

    /// A bot's move at `level`, or `None` if the game is over or the search failed.
    pub async fn choose(&self, pos: Position, level: Level) -> Option<(usize, usize)> {
        let solver = self.solver.clone();
        let level = engine_level(level);
        let found = tokio::task::spawn_blocking(move || {
            chomp_engine::choose_move(&solver, &pos, level, &mut rand::rng())
        })
        .await;
        match found {
            Ok(mv) => mv.map(|m| (m.row, m.col)),
            Err(e) => {
                tracing::error!("the bot search failed: {e}");
                None
            }
        }
    }

    /// The hints of a position, as the wire frame for `game`.
    pub async fn hints(&self, game: GameId, pos: Position) -> Option<HintsReply> {
        let solver = self.solver.clone();
        let h = tokio::task::spawn_blocking(move || solver.hints(&pos))
            .await
            .map_err(|e| tracing::error!("the hints search failed: {e}"))
            .ok()?;
        Some(HintsReply {
            game,
            total: h.total,
            quadrants: h.quadrants,
            cells: h.cells,
            winning: h
                .winning
                .into_iter()
                .map(|(r, c)| [r as u32, c as u32])
                .collect(),
            exact: h.exact,
        })
    }
}

fn engine_level(level: Level) -> chomp_engine::Level {
    match level {
        Level::Easy => chomp_engine::Level::Easy,
        Level::Medium => chomp_engine::Level::Medium,
        Level::Hard => chomp_engine::Level::Hard,
    }
}
