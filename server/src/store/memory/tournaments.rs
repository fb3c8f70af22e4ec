//! Tournaments in memory: each with its entrants in join order and its
//! pairings, a pairing read with its game's result as the databases join
//! it (see [`TournamentStore`]).

use chomp_protocol::{GameId, TournamentFormat, TournamentId, TournamentStatus};

use super::games::insert_row;
use super::state::{State, TournamentRow};
use super::MemoryStore;
use crate::model::NewGame;
use crate::store::columns::{reason_str, status_str};
use crate::store::tournaments::{
    slot_number, NewTournament, Paired, PairingOutcome, StoredEntrant, StoredPairing,
    StoredTournament, TournamentStore,
};
use crate::store::{StoreError, StoreFuture};

pub(super) fn create(state: &mut State, new: NewTournament) -> TournamentId {
    let id = state
        .tournaments
        .keys()
        .next_back()
        .map_or(1, |last| last + 1);
    let row = TournamentRow {
        new,
        status: TournamentStatus::Waiting,
        entrants: Vec::new(),
        pairings: Vec::new(),
    };
    state.tournaments.insert(id, row);
    id
}

/// Enters a name, or changes only `left` and `guest` of one entered
/// already (`paired` is the store's to keep).
pub(super) fn put_entrant(state: &mut State, id: TournamentId, entrant: StoredEntrant) {
    let Some(t) = state.tournaments.get_mut(&id) else {
        return;
    };
    match t.entrants.iter_mut().find(|e| e.name == entrant.name) {
        Some(known) => {
            known.left = entrant.left;
            known.guest = entrant.guest;
        }
        None => t.entrants.push(StoredEntrant {
            paired: Paired::default(),
            ..entrant
        }),
    }
}

fn remove_entrant(state: &mut State, id: TournamentId, name: &str) {
    if let Some(t) = state.tournaments.get_mut(&id) {
        t.entrants.retain(|e| e.name != name);
    }
}

/// Stores the pairing's game and the pairing; `None` when the slot was
/// paired already (or there is no such tournament) and nothing is stored.
fn insert_pairing(
    state: &mut State,
    id: TournamentId,
    slot: String,
    game: NewGame,
) -> Result<Option<GameId>, StoreError> {
    let Some(t) = state.tournaments.get(&id) else {
        return Err(StoreError::Corrupt(format!("no tournament {id}")));
    };
    if t.pairings.iter().any(|(s, _)| *s == slot) {
        return Ok(None);
    }
    let names = game.seats.clone().map(|s| s.map(|s| s.name));
    let game = insert_row(state, game);
    if let Some(t) = state.tournaments.get_mut(&id) {
        t.pairings.push((slot, game));
        if let [Some(first), Some(second)] = names {
            for (me, other, step) in [(&first, &second, 1), (&second, &first, -1)] {
                if let Some(e) = t.entrants.iter_mut().find(|e| e.name == *me) {
                    e.paired.last_opponent = Some(other.clone());
                    e.paired.balance += step;
                }
            }
        }
    }
    Ok(Some(game))
}

fn set_status(
    state: &mut State,
    id: TournamentId,
    status: TournamentStatus,
    ends_at_ms: Option<u64>,
) {
    if let Some(t) = state.tournaments.get_mut(&id) {
        t.status = status;
        t.new.ends_at_ms = ends_at_ms.or(t.new.ends_at_ms);
    }
}

/// The pairing of `slot` with its game's seats and result.
pub(super) fn pairing(state: &State, slot: &str, game: GameId) -> Option<StoredPairing> {
    let row = state.games.get(&game)?;
    let g = &row.game;
    let status = if row.cancelled {
        "cancelled"
    } else {
        status_str(g.status)
    };
    let name = |at: usize| g.seats[at].as_ref().map(|s| s.name.clone());
    Some(StoredPairing {
        slot: slot.to_string(),
        game,
        seats: [name(0).unwrap_or_default(), name(1).unwrap_or_default()],
        outcome: PairingOutcome::of(status, g.winner.map(i64::from), g.reason.map(reason_str)),
    })
}

fn list(state: &State, since_ms: u64) -> Vec<StoredTournament> {
    state
        .tournaments
        .iter()
        .filter(|(_, t)| {
            t.status != TournamentStatus::Finished
                || t.new.ends_at_ms.unwrap_or(t.new.starts_at_ms) >= since_ms
        })
        .map(|(id, t)| {
            // A ladder is read with its games in flight only, as the
            // databases read it.
            let ladder = t.new.format == TournamentFormat::Ladder;
            let mut pairings: Vec<StoredPairing> = t
                .pairings
                .iter()
                .filter_map(|(slot, game)| pairing(state, slot, *game))
                .filter(|p| !ladder || p.outcome == PairingOutcome::Running)
                .collect();
            pairings.sort_by_key(|p| p.game);
            let next_slot = t
                .pairings
                .iter()
                .filter_map(|(slot, _)| slot_number(slot))
                .max()
                .map_or(1, |n| n + 1);
            StoredTournament {
                id: *id,
                new: t.new.clone(),
                status: t.status,
                entrants: t.entrants.clone(),
                pairings,
                next_slot,
            }
        })
        .collect()
}

impl TournamentStore for MemoryStore {
    fn create_tournament(&self, t: NewTournament) -> StoreFuture<TournamentId> {
        self.with(move |s| Ok(create(s, t)))
    }

    fn put_entrant(&self, id: TournamentId, entrant: StoredEntrant) -> StoreFuture<()> {
        self.with(move |s| {
            put_entrant(s, id, entrant);
            Ok(())
        })
    }

    fn remove_entrant(&self, id: TournamentId, name: String) -> StoreFuture<()> {
        self.with(move |s| {
            remove_entrant(s, id, &name);
            Ok(())
        })
    }

    fn insert_pairing(
        &self,
        id: TournamentId,
        slot: String,
        game: NewGame,
    ) -> StoreFuture<Option<GameId>> {
        self.with(move |s| insert_pairing(s, id, slot, game))
    }

    fn set_tournament_status(
        &self,
        id: TournamentId,
        status: TournamentStatus,
        ends_at_ms: Option<u64>,
    ) -> StoreFuture<()> {
        self.with(move |s| {
            set_status(s, id, status, ends_at_ms);
            Ok(())
        })
    }

    fn tournaments(&self, finished_since_ms: u64) -> StoreFuture<Vec<StoredTournament>> {
        self.with(move |s| Ok(list(s, finished_since_ms)))
    }
}
