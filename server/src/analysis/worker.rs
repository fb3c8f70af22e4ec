//! The analyser: one task that analyses finished games one at a time, each
//! in the hints' [`ThinkPool`] (charged to the address of a player of the
//! game, like a hints search, and holding the same memory share), and
//! stores the result with the game. Games that finished while no server
//! ran, or that did not fit the queue, are found by a sweep of the store
//! at start, a page at a time, when no newly finished game waits.

use std::sync::Arc;

use chomp_engine::{GameAnalysis, Mark, Move, Position};
use chomp_protocol::{GameId, GameStatus};
use tokio::sync::mpsc;

use crate::bots::Bots;
use crate::model::StoredGame;
use crate::shutdown::Shutdown;
use crate::store::SharedStore;
use crate::tenants::Tenant;
use crate::think_pool::ThinkPool;

/// Games read from the backlog at a time.
const SWEEP_PAGE: u32 = 32;

/// What the analyser needs of the server.
pub struct Analyser {
    pub store: SharedStore,
    pub bots: Bots,
    /// The hints' pool: analyses wait and run beside hints searches.
    pub pool: Arc<ThinkPool>,
}

/// Where the backlog sweep is: the next page lies below `Below(id)`.
#[derive(Clone, Copy)]
enum Sweep {
    Start,
    Below(GameId),
    Done,
}

/// Runs until shutdown: newly finished games first, the backlog between them.
pub async fn serve(analyser: Analyser, mut queue: mpsc::Receiver<GameId>, mut stop: Shutdown) {
    let mut sweep = Sweep::Start;
    loop {
        let next = queue.try_recv().ok();
        let ids = match (next, sweep) {
            (Some(id), _) => vec![id],
            (None, Sweep::Done) => {
                tokio::select! {
                    _ = stop.signalled() => return,
                    got = queue.recv() => match got {
                        Some(id) => vec![id],
                        None => return,
                    },
                }
            }
            (None, Sweep::Start | Sweep::Below(_)) => {
                let below = match sweep {
                    Sweep::Below(id) => Some(id),
                    _ => None,
                };
                let page = analyser.store.unanalysed(below, SWEEP_PAGE).await;
                match page {
                    Ok(ids) if !ids.is_empty() => {
                        if let Some(&last) = ids.last() {
                            sweep = Sweep::Below(last);
                        }
                        tracing::debug!("analysing {} finished games of the backlog", ids.len());
                        ids
                    }
                    Ok(_) => {
                        sweep = Sweep::Done;
                        continue;
                    }
                    Err(e) => {
                        tracing::warn!("the analysis backlog cannot be read now: {e}");
                        sweep = Sweep::Done;
                        continue;
                    }
                }
            }
        };
        for id in ids {
            tokio::select! {
                _ = stop.signalled() => return,
                () = analyser.one(id) => {}
            }
        }
    }
}

impl Analyser {
    /// Analyses and stores one finished game; a failure is logged and the
    /// game stays in the backlog of the next start.
    async fn one(&self, id: GameId) {
        match self.store.analysis(id).await {
            Ok(Some(_)) => return,
            Ok(None) => {}
            Err(e) => {
                tracing::warn!("the analysis of game {id} cannot be read: {e}");
                return;
            }
        }
        let game = match self.store.load_game(id).await {
            Ok(Some(g)) if g.status == GameStatus::Finished => g,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!("game {id} cannot be loaded for its analysis: {e}");
                return;
            }
        };
        let Some(analysis) = self.analyse(&game).await else {
            return;
        };
        if let Err(e) = self.store.save_analysis(id, analysis).await {
            tracing::warn!("the analysis of game {id} was not stored: {e}");
        }
    }

    /// The analysis of a stored game; `None` when the pool stopped.
    async fn analyse(&self, game: &StoredGame) -> Option<GameAnalysis> {
        let moves: Vec<Move> = game.moves.iter().map(|m| m.mv).collect();
        let unknown = || GameAnalysis::from_marks(vec![Mark::Unknown; moves.len()]);
        let start = match Position::parse(
            game.variant,
            game.width as usize,
            game.height as usize,
            &game.start,
        ) {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!("game {} has an unreadable start: {e}", game.id);
                return Some(unknown());
            }
        };
        let place = self.pool.enter(self.tenant(game)).await.ok()?;
        match self.bots.analyse(place, start, moves.clone()).await? {
            Ok(a) => Some(a),
            Err(e) => {
                tracing::warn!("game {} does not replay: {e}", game.id);
                Some(unknown())
            }
        }
    }

    /// Whom the analysis is charged to: a player of the game who connects
    /// (a person or a hosted bot), else the game itself.
    fn tenant(&self, game: &StoredGame) -> Tenant {
        game.seats
            .iter()
            .flatten()
            .find(|s| s.connects())
            .map(|s| self.bots.tenants.of(&s.name))
            .unwrap_or_else(|| Tenant::Name(format!("game {}", game.id)))
    }
}
