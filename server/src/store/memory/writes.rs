//! The write vocabulary ([`Write`]) run in memory: each write is one call
//! under the store's lock, by the concern's module (`games`, `players`).

use super::state::State;
use super::{games, players, MemoryStore};
use crate::store::{StoreError, StoreFuture, Write, Writer, Written};

/// Runs one write, all or nothing.
fn apply(s: &mut State, write: Write) -> Result<Written, StoreError> {
    Ok(match write {
        Write::Claim { name, token, bot } => {
            Written::Claim(players::claim(s, &name, token.as_deref(), bot))
        }
        Write::ClaimByKey {
            name,
            fingerprint,
            claim,
        } => Written::KeyClaim(players::claim_by_key(s, &name, &fingerprint, claim)),
        Write::LinkKey { name, fingerprint } => {
            Written::Linked(players::link_key(s, &name, &fingerprint))
        }
        Write::InsertGame(game) => Written::Game(games::insert(s, game)?),
        Write::StartGame { id, seats, rated } => {
            games::start(s, id, seats, rated);
            Written::Done
        }
        Write::PauseClock { id, ply, left_ms } => {
            games::pause_clock(s, id, ply, left_ms);
            Written::Done
        }
        Write::CancelGame(id) => {
            games::cancel(s, id);
            Written::Done
        }
        Write::RecordMove { id, mv, finish } => {
            games::record_move(s, id, mv, finish)?;
            Written::Done
        }
        Write::FinishGame { id, finish } => {
            games::finish_game(s, id, finish)?;
            Written::Done
        }
        // Nothing to write to: a store that is not closed takes writes.
        Write::Health => Written::Done,
    })
}

impl Writer for MemoryStore {
    fn write(&self, write: Write) -> StoreFuture<Written> {
        self.with(move |s| apply(s, write))
    }
}
