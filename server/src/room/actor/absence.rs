//! What a room does when people or the server go away: an open game
//! whose creator left is cancelled, and a stopping server keeps the time
//! left on the move clock for the restart.

use std::time::Duration;

use chomp_protocol::GameStatus;

use super::Room;
use crate::game::Change;
use crate::room::clock::now;
use crate::store::Write;

impl Room {
    /// The server stops: keep the time the player to move has left, so the
    /// restart gives it back (the clock does not run while the server is
    /// down). Bounded, so a stuck database does not hold up the stop.
    pub(super) fn pause_clock(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let id = self.game.id();
        let write = self.game.clock_left(now()).map(|(ply, left_ms)| {
            self.handles
                .store
                .write(Write::PauseClock { id, ply, left_ms })
        });
        async move {
            let Some(write) = write else {
                return;
            };
            match tokio::time::timeout(Duration::from_secs(2), write).await {
                Ok(Ok(_)) => {}
                Ok(Err(e)) => tracing::warn!("game {id}: cannot keep the move clock: {e}"),
                Err(_) => tracing::warn!("game {id}: keeping the move clock took too long"),
            }
        }
    }

    /// Cancels the game if it still waits and its creator is still away
    /// (the creator may have reconnected since the request was sent).
    pub(super) async fn cancel_deserted(&mut self) {
        if self.game.status() != GameStatus::Waiting {
            return;
        }
        let summary = self.game.summary();
        let Some(creator) = summary.players.first() else {
            return;
        };
        if self.handles.hub.is_online(&creator.name) {
            return;
        }
        let id = self.game.id();
        let change = Change::Cancel;
        if let Err(e) = self.store(&change).await {
            // The abandon deadline still cancels it later.
            tracing::error!("game {id}: cannot cancel a deserted game: {}", e.message);
            return;
        }
        tracing::info!("game {id} cancelled: its creator disconnected");
        let notices = self.game.apply(change, now());
        self.announce(notices, None);
    }
}
