//! Ratings: Glicko-2 with lichess's parameters (`glicko`), one rating per
//! variant, for people, hosted bots and each level of the server's own
//! bots alike (a level is a rated player of its own, named by its seat).
//!
//! [`settle`] is the one place that decides what a finished game does to
//! the players' records. Every store backend calls it inside the
//! transaction that writes the result, after reading the current ratings
//! there (games finish concurrently, on several nodes too), and writes only
//! what it answers; so a new backend copies no rule, and the contract suite
//! checks that each stores exactly what was decided. The migrations that
//! move an old database over replay its games through the same rule
//! (`replay`).

mod glicko;
pub mod replay;
mod unrated;

pub use glicko::{
    after_game, Standing, LEADERBOARD_RD, PROVISIONAL_RD, RD_GROWTH_PER_DAY, START_RATING,
    START_RD, START_VOLATILITY, TAU,
};
pub use unrated::unrated_reason;

use chomp_protocol::OverReason;

use crate::model::{FinishedGame, Seats};

/// A rating as a store holds it: the standing after the player's last
/// rated game of the variant, and the days since then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Held {
    pub standing: Standing,
    pub idle_days: f64,
}

impl Held {
    /// A player with a record but no rated game of the variant yet.
    pub const NEW: Held = Held {
        standing: Standing::NEW,
        idle_days: 0.0,
    };

    /// The standing now, with the deviation grown by the time away.
    pub fn now(&self) -> Standing {
        self.standing.after_days(self.idle_days)
    }
}

/// What a finished game does to one player's record: the store counts the
/// game and the win or the loss, sets the variant's rating and adds it to
/// the player's rating history.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordChange {
    pub name: String,
    /// Whether the name has an account (`players`): people and hosted bots;
    /// a server bot level keeps only its ratings.
    pub account: bool,
    pub won: bool,
    /// Whether the rating moved (a rated game against a rated opponent).
    pub rated: bool,
    /// The standing before the game, as the store held it.
    pub before: Standing,
    /// The standing after the game: `before` when it was not rated.
    pub after: Standing,
}

impl RecordChange {
    /// How much the game moved the rating; `None` when it did not count.
    pub fn delta(&self) -> Option<f64> {
        self.rated.then_some(self.after.rating - self.before.rating)
    }
}

/// The seats whose players have a record in the store (people, hosted
/// bots and server bot levels), as (seat, name), ordered by name: a
/// backend that locks the players' rows takes them in this order, so two
/// games finishing at once with the same players cannot deadlock.
pub fn recorded_seats(seats: &Seats) -> Vec<(usize, &str)> {
    let mut out: Vec<(usize, &str)> = seats
        .iter()
        .enumerate()
        .filter_map(|(at, seat)| seat.as_ref().map(|s| (at, s.name.as_str())))
        .collect();
    out.sort_by(|a, b| a.1.cmp(b.1));
    out
}

/// The record change of each seat after `finish`. `stored` is each seat's
/// rating in the game's variant as the store holds it now: `None` where it
/// has no record (an empty seat, a name it does not know), [`Held::NEW`]
/// for a known player (or a bot level) without a rating of the variant yet.
///
/// An aborted game is neither a win nor a loss: it changes nobody's
/// record. A player the store does not know has no record to change; their
/// opponent's game still counts, with the rating unchanged. Both new
/// ratings come from the ratings before the game (each grown by its time
/// away), so the order of the seats does not matter.
pub fn settle(
    seats: &Seats,
    stored: [Option<Held>; 2],
    finish: &FinishedGame,
) -> [Option<RecordChange>; 2] {
    if finish.reason == OverReason::Aborted {
        return [None, None];
    }
    let rated = finish.rated && stored[0].is_some() && stored[1].is_some();
    let moved = match (rated, stored) {
        (true, [Some(a), Some(b)]) => Some(after_game(a.now(), b.now(), finish.winner == 0)),
        _ => None,
    };
    std::array::from_fn(|at| {
        let seat = seats[at].as_ref()?;
        let held = stored[at]?;
        let after = match moved {
            Some((a, b)) => [a, b][at],
            None => held.standing,
        };
        Some(RecordChange {
            name: seat.name.clone(),
            account: seat.connects(),
            won: usize::from(finish.winner) == at,
            rated,
            before: held.standing,
            after,
        })
    })
}

#[cfg(test)]
mod tests;
