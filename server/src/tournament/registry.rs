//! Where each tournament's actor is, which games are whose pairings, and
//! the list the `tournaments` request answers. One lock over maps only:
//! nothing here waits or does work for a tournament, it passes messages.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use chomp_protocol::{GameId, OverReason, TournamentId, TournamentInfo, TournamentStatus};

use super::mailbox::{TourCmd, TourTx};
use crate::store::PairingOutcome;

#[derive(Default)]
struct Inner {
    actors: HashMap<TournamentId, TourTx>,
    games: HashMap<GameId, TournamentId>,
    /// The latest summary of each (standings left out).
    listed: HashMap<TournamentId, TournamentInfo>,
    /// Who created each tournament this node runs, from which address
    /// (kept in memory: the limit on creations is about the present).
    creators: HashMap<TournamentId, (String, Option<IpAddr>)>,
    /// The service's bot ladder, listed even while its actor runs on
    /// another node (or has not started yet here).
    ladder: Option<TournamentInfo>,
}

/// The tournaments of this node.
#[derive(Default)]
pub struct Registry {
    inner: Mutex<Inner>,
}

impl Registry {
    fn with<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        let mut inner = match self.inner.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        f(&mut inner)
    }

    /// Records a running actor and who created it.
    pub fn add(&self, id: TournamentId, tx: TourTx, creator: (String, Option<IpAddr>)) {
        self.with(|i| {
            i.actors.insert(id, tx);
            i.creators.insert(id, creator);
        });
    }

    /// The tournaments whose actors run on this node.
    pub fn ids(&self) -> Vec<TournamentId> {
        self.with(|i| i.actors.keys().copied().collect())
    }

    /// Forgets tournament `id`'s actor, which stops once its queue has no
    /// sender left (this node lost the tournament to another).
    pub fn remove(&self, id: TournamentId) {
        self.with(|i| {
            i.actors.remove(&id);
            i.creators.remove(&id);
        });
    }

    /// The queue of tournament `id`'s actor.
    pub fn actor(&self, id: TournamentId) -> Option<TourTx> {
        self.with(|i| i.actors.get(&id).cloned())
    }

    /// Marks `game` as a pairing of `tournament`, before its room starts.
    pub fn bind(&self, game: GameId, tournament: TournamentId) {
        self.with(|i| i.games.insert(game, tournament));
    }

    /// The tournament whose pairing `game` is.
    pub fn tournament_of(&self, game: GameId) -> Option<TournamentId> {
        self.with(|i| i.games.get(&game).copied())
    }

    /// A room finished `game`: its tournament, if any, is told (a message;
    /// the room does not wait for it). The binding stays, so the finished
    /// game's frames still name its tournament.
    pub fn game_over(&self, game: GameId, winner: Option<u8>, reason: Option<OverReason>) {
        let outcome = match (winner, reason) {
            (_, Some(OverReason::Aborted)) | (None, _) => PairingOutcome::Void,
            (Some(w), _) => PairingOutcome::Won(w),
        };
        let tx = self.with(|i| {
            let t = i.games.get(&game)?;
            i.actors.get(t).cloned()
        });
        if let Some(tx) = tx {
            let _ = tx.send(TourCmd::GameOver { game, outcome });
        }
    }

    /// The opener's answer to a pairing of `tournament`.
    pub fn opened(&self, tournament: TournamentId, slot: String, game: Option<GameId>) {
        if let Some(tx) = self.actor(tournament) {
            let _ = tx.send(TourCmd::Opened { slot, game });
        }
    }

    /// Keeps a tournament's latest summary for the list.
    pub fn publish(&self, mut info: TournamentInfo) {
        info.standings.clear();
        self.with(|i| i.listed.insert(info.tournament, info));
    }

    /// Names the service's ladder (its summary until its actor publishes).
    pub fn set_ladder(&self, info: TournamentInfo) {
        self.with(|i| i.ladder = Some(info));
    }

    /// Every tournament listed, newest first; the ladder always.
    pub fn list(&self) -> Vec<TournamentInfo> {
        let mut all: Vec<TournamentInfo> = self.with(|i| {
            let ladder = i
                .ladder
                .as_ref()
                .filter(|l| !i.listed.contains_key(&l.tournament));
            i.listed.values().chain(ladder).cloned().collect()
        });
        all.sort_by_key(|t| Reverse(t.tournament));
        all
    }

    /// How many tournaments not finished `name` created, and how many were
    /// created from `addr`.
    pub fn active_created_by(&self, name: &str, addr: Option<IpAddr>) -> (usize, usize) {
        self.with(|i| {
            let active = |id: &TournamentId| {
                i.listed
                    .get(id)
                    .is_none_or(|t| t.status != TournamentStatus::Finished)
            };
            let by_name = i
                .creators
                .iter()
                .filter(|(id, (n, _))| n == name && active(id))
                .count();
            let by_addr = i
                .creators
                .iter()
                .filter(|(id, (_, a))| addr.is_some() && *a == addr && active(id))
                .count();
            (by_name, by_addr)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finished_pairing_reaches_its_tournament() {
        let r = Registry::default();
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        r.add(7, tx, ("ann".into(), None));
        r.bind(40, 7);
        assert_eq!(r.tournament_of(40), Some(7));
        r.game_over(40, Some(1), Some(OverReason::Normal));
        r.game_over(41, Some(0), Some(OverReason::Normal));
        match rx.try_recv() {
            Ok(TourCmd::GameOver { game, outcome }) => {
                assert_eq!((game, outcome), (40, PairingOutcome::Won(1)))
            }
            other => panic!("{other:?}"),
        }
        assert!(rx.try_recv().is_err(), "nothing of other games");
        assert_eq!(r.active_created_by("ann", None), (1, 0));
    }
}
