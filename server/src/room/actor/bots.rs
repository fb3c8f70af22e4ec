//! A room's server bot: its search runs off the queue (charged to the
//! address of the player it plays), and its move comes back as a command.

use chomp_engine::Move;
use chomp_protocol::{ErrorCode, GameStatus};

use super::Room;
use crate::mailbox::RoomCmd;
use crate::room::clock::now;

impl Room {
    pub(super) async fn bot_move(&mut self, ply: u32, mv: Option<Move>) {
        self.bot_thinking = false;
        if self.game.status() != GameStatus::Playing || ply != self.game.ply() {
            return;
        }
        let id = self.game.id();
        let Some(mv) = mv else {
            tracing::error!("game {id}: the bot found no move at ply {ply}");
            return;
        };
        let started = now();
        let played = match self.game.play(mv) {
            Ok(change) => self.commit(change, None).await,
            Err(r) => Err(r),
        };
        if played.is_ok() {
            self.handles.metrics.move_stored(started.elapsed());
        }
        if let Err(r) = played {
            tracing::error!(
                "game {id}: the bot's move was refused ({}): {}",
                r.code,
                r.message
            );
            if r.code == ErrorCode::Internal {
                // The database refused; try again after the usual delay.
                self.schedule_bot();
            }
        }
    }

    pub(super) fn schedule_bot(&mut self) {
        if self.bot_thinking {
            return;
        }
        let Some(level) = self.game.bot_to_move() else {
            return;
        };
        self.bot_thinking = true;
        let (pos, ply) = (self.game.position().clone(), self.game.ply());
        let (bots, tx) = (self.handles.bots.clone(), self.tx.clone());
        // The search waits its turn charged to the address of the player
        // the bot plays, and gives the turn up if the game ends first.
        let opponent = self.game.seat_name(1 - self.game.to_move());
        let tenant = bots.tenants.of(opponent.as_deref().unwrap_or_default());
        let mut standing = self.standing.subscribe();
        tokio::spawn(async move {
            if !bots.delay.is_zero() {
                tokio::time::sleep(bots.delay).await;
            }
            let mv = tokio::select! {
                mv = bots.choose(tenant, pos, level) => mv,
                _ = standing.wait_for(|s| s.0 > ply || s.1 == GameStatus::Finished) => return,
            };
            let _ = tx.send(RoomCmd::BotMove { ply, mv }).await;
        });
    }
}
