//! Hints worked out in the client, for the positions of a replay: the
//! server answers `hints` only for a game's live position. The numbers come
//! from the same engine solver the server uses, so they read the same.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use chomp_engine::{Position, Solver, SolverConfig, TableError};
use chomp_protocol::{GameId, HintsReply};

/// The hints of `pos` as the wire frame for `game` would carry them.
pub fn hints_reply(solver: &Solver, game: GameId, pos: &Position) -> HintsReply {
    HintsReply::of(game, solver.hints(pos))
}

/// A solver made on first use (its tables take a moment to build) and
/// shared by every later request.
#[derive(Clone, Default)]
pub struct LazySolver {
    tables: Option<PathBuf>,
    solver: Arc<OnceLock<Result<Solver, String>>>,
}

impl LazySolver {
    pub fn new(tables: Option<PathBuf>) -> Self {
        LazySolver {
            tables,
            solver: Arc::default(),
        }
    }

    /// The solver, made now if this is the first call. Blocks: call it off
    /// the async threads.
    pub fn get(&self) -> Result<&Solver, String> {
        self.solver
            .get_or_init(|| {
                Solver::new(SolverConfig {
                    tables_dir: self.tables.clone(),
                    ..Default::default()
                })
                .map_err(|e: TableError| format!("cannot set up the solver: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }
}
