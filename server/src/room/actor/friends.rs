//! What a room does for playing with friends: a private game's code
//! (registered with the lobby so it is never listed, checked on `join`,
//! shown to the players) and chat lines, broadcast like any other frame
//! and never stored.

use chomp_protocol::{ErrorCode, GameState, ServerMsg};

use super::Room;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};

impl Room {
    /// A private game is joined only with its code; by id it does not
    /// exist (unless the joiner already sits in it).
    pub(super) fn check_code(&self, name: &str, code: Option<String>) -> Result<(), Refusal> {
        let Some(own) = &self.code else {
            return Ok(());
        };
        let seated = self.game.seat_of(name).is_some();
        if seated || code.as_deref() == Some(own.as_str()) {
            return Ok(());
        }
        Err(Refusal::no_such_game())
    }

    /// A private game is watched by its players only: to anyone else it
    /// does not exist, as for `join` by id, so that its id cannot be
    /// guessed into a seat in the audience.
    pub(super) fn check_private_watch(&self, name: &str) -> Result<(), Refusal> {
        if self.code.is_some() && self.game.seat_of(name).is_none() {
            return Err(Refusal::no_such_game());
        }
        Ok(())
    }

    /// The code as `state`'s receiver sees it: its players only.
    pub(super) fn code_for(&self, state: &GameState) -> Option<String> {
        state.you.and(self.code.clone())
    }

    /// A chat line from a player or spectator who watches the game here;
    /// the sender's copy answers its request.
    pub(super) fn chat(&mut self, peer: &Peer, re: Re, text: String) -> Result<(), Refusal> {
        self.ensure_attached(peer);
        if !self.game.watchers().any(|w| w.conn == peer.conn) {
            return Err(Refusal::new(
                ErrorCode::NotAPlayer,
                "Watch the game to chat in it.",
            ));
        }
        let frame = ServerMsg::Chat {
            game: self.game.id(),
            from: peer.name.clone(),
            text,
        };
        self.broadcast(frame, Some((peer.conn, re)));
        Ok(())
    }
}
