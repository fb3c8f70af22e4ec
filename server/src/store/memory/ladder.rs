//! The bot ladder in memory: the one ladder, its ratings and the games
//! already rated, settled under the store's one lock as the databases do
//! in one write.

use chomp_protocol::{GameId, TournamentId};

use super::state::State;
use super::tournaments::{create, pairing, put_entrant};
use super::MemoryStore;
use crate::store::ladder::{rate, LadderRating, LadderStore};
use crate::store::tournaments::{NewTournament, PairingOutcome, StoredEntrant};
use crate::store::StoreFuture;

fn ensure(state: &mut State, new: NewTournament, bots: Vec<StoredEntrant>) -> TournamentId {
    if let Some(id) = state.ladder {
        return id;
    }
    let id = create(state, new);
    for bot in bots {
        put_entrant(state, id, bot);
    }
    state.ladder = Some(id);
    id
}

fn held(state: &State, name: &str) -> LadderRating {
    state
        .ladder_ratings
        .get(name)
        .cloned()
        .unwrap_or_else(|| LadderRating::new(name))
}

/// `only`: that game alone.
fn settle(state: &mut State, id: TournamentId, only: Option<GameId>) -> u32 {
    let Some(t) = state.tournaments.get(&id) else {
        return 0;
    };
    let mut done: Vec<_> = t
        .pairings
        .iter()
        .filter(|(_, game)| only.is_none_or(|g| g == *game))
        .filter(|(_, game)| !state.ladder_rated.contains(game))
        .filter_map(|(slot, game)| pairing(state, slot, *game))
        .filter(|p| p.outcome != PairingOutcome::Running)
        .collect();
    done.sort_by_key(|p| p.game);
    let mut n = 0;
    for p in done {
        state.ladder_rated.insert(p.game);
        n += 1;
        let [a, b] = &p.seats;
        if let Some(after) = rate([held(state, a), held(state, b)], p.outcome) {
            for r in after {
                state.ladder_ratings.insert(r.name.clone(), r);
            }
        }
    }
    n
}

fn ratings(state: &State) -> Vec<LadderRating> {
    let mut all: Vec<LadderRating> = state.ladder_ratings.values().cloned().collect();
    all.sort_by(|x, y| {
        y.standing
            .rating
            .total_cmp(&x.standing.rating)
            .then_with(|| x.name.cmp(&y.name))
    });
    all
}

impl LadderStore for MemoryStore {
    fn ensure_ladder(
        &self,
        new: NewTournament,
        bots: Vec<StoredEntrant>,
    ) -> StoreFuture<TournamentId> {
        self.with(move |s| Ok(ensure(s, new, bots)))
    }

    fn settle_ladder(&self, id: TournamentId) -> StoreFuture<u32> {
        self.with(move |s| Ok(settle(s, id, None)))
    }

    fn settle_ladder_game(&self, id: TournamentId, game: GameId) -> StoreFuture<u32> {
        self.with(move |s| Ok(settle(s, id, Some(game))))
    }

    fn ladder_ratings(&self) -> StoreFuture<Vec<LadderRating>> {
        self.with(|s| Ok(ratings(s)))
    }
}
