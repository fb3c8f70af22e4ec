//! The store's part for the bot ladder: which tournament is the service's
//! one ladder, and the ladder's own ratings (Glicko-2 with the players'
//! parameters, kept apart from the players' ratings).
//!
//! A result is never lost: [`LadderStore::settle_ladder`] rates, in game
//! order and in one write, every finished pairing of the ladder that it
//! has not rated yet, and marks each rated. The ladder's actor calls it
//! once when it starts, and [`LadderStore::settle_ladder_game`] when a
//! pairing ends (the whole sweep again after a write failed), so a result
//! whose rating a crash cut off is rated at the next start, and none is
//! rated twice.

use chomp_protocol::{GameId, TournamentId};

use super::error::StoreFuture;
use super::tournaments::{NewTournament, PairingOutcome, StoredEntrant};
use crate::rating::{after_game, Standing};

/// One bot's ladder rating.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderRating {
    pub name: String,
    pub standing: Standing,
    pub games: u32,
    pub wins: u32,
}

impl LadderRating {
    /// A bot that has not played on the ladder yet.
    pub fn new(name: &str) -> LadderRating {
        LadderRating {
            name: name.to_string(),
            standing: Standing::NEW,
            games: 0,
            wins: 0,
        }
    }
}

/// What one finished ladder game does to its two bots' ratings: `held`
/// is each seat's rating before it (seat 0 moved first). An aborted or
/// cancelled game changes nothing (`None`). Every backend calls this
/// inside the write that marks the game rated, so no backend copies the
/// rule.
pub fn rate(held: [LadderRating; 2], outcome: PairingOutcome) -> Option<[LadderRating; 2]> {
    let PairingOutcome::Won(w) = outcome else {
        return None;
    };
    let first_won = w == 0;
    let (a, b) = after_game(held[0].standing, held[1].standing, first_won);
    let [first, second] = held;
    Some([
        LadderRating {
            standing: a,
            games: first.games + 1,
            wins: first.wins + u32::from(first_won),
            ..first
        },
        LadderRating {
            standing: b,
            games: second.games + 1,
            wins: second.wins + u32::from(!first_won),
            ..second
        },
    ])
}

/// The ladder, as every backend must store it.
pub trait LadderStore: Send + Sync + 'static {
    /// The service's ladder: its id, after creating it (with `bots`
    /// entered) when there is none. Idempotent, and on several nodes
    /// starting at once only one ladder is ever made (the `ladder` table
    /// holds one row).
    fn ensure_ladder(
        &self,
        new: NewTournament,
        bots: Vec<StoredEntrant>,
    ) -> StoreFuture<TournamentId>;

    /// Rates every finished pairing of ladder `id` not rated yet, in game
    /// order, in one write; how many games it rated (aborted ones count,
    /// rating nobody).
    fn settle_ladder(&self, id: TournamentId) -> StoreFuture<u32>;

    /// Rates the one pairing `game` of ladder `id` if it is finished and
    /// not rated yet; how many it rated (0 or 1). What the actor calls as
    /// each game ends: [`LadderStore::settle_ladder`] reads every pairing
    /// the ladder ever made, and called after every game it held the
    /// database thread at 90 % after a minute of the 50-bot ladder, its
    /// games a minute falling from 14,800 to 6,800 as they piled up.
    fn settle_ladder_game(&self, id: TournamentId, game: GameId) -> StoreFuture<u32>;

    /// Every ladder rating, best rating first.
    fn ladder_ratings(&self) -> StoreFuture<Vec<LadderRating>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_moves_both_ratings_and_counts() {
        let held = [LadderRating::new("a"), LadderRating::new("b")];
        let [a, b] = rate(held.clone(), PairingOutcome::Won(1)).unwrap();
        assert!(b.standing.rating > 1500.0 && a.standing.rating < 1500.0);
        assert_eq!((a.games, a.wins, b.games, b.wins), (1, 0, 1, 1));
        assert_eq!(rate(held.clone(), PairingOutcome::Void), None);
        assert_eq!(rate(held, PairingOutcome::Running), None);
    }
}
