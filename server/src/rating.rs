//! Elo ratings: people start at 1200 and move with results; bots hold a
//! fixed rating per level so that beating `hard` is worth more than `easy`.
//!
//! [`settle`] is the one place that decides what a finished game does to
//! the players' records. Every store backend calls it inside the
//! transaction that writes the result, after reading the current ratings
//! there (games finish concurrently, on several nodes too), and writes only
//! what it answers; so a new backend copies no rule, and the contract suite
//! checks that each stores exactly what was decided.

use chomp_protocol::{Level, OverReason};

use crate::model::{FinishedGame, Seat, Seats};

/// Rating of a new player.
pub const START_RATING: f64 = 1200.0;

/// How far one game can move a rating.
const K_FACTOR: f64 = 32.0;

/// The fixed rating of a bot level.
pub fn bot_rating(level: Level) -> f64 {
    match level {
        Level::Easy => 800.0,
        Level::Medium => 1300.0,
        Level::Hard => 2000.0,
    }
}

/// The expected score of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// The new rating of a player rated `own` after a game against `other`.
pub fn updated(own: f64, other: f64, won: bool) -> f64 {
    let score = if won { 1.0 } else { 0.0 };
    own + K_FACTOR * (score - expected(own, other))
}

/// What a finished game does to one player's record: the store counts the
/// game and the win or the loss, sets the rating and adds it to the
/// player's rating history.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordChange {
    pub name: String,
    pub won: bool,
    /// The rating after the game: unchanged when the game was not rated.
    pub rating: f64,
}

/// The seats whose players have a record in the store (people and hosted
/// bots; a built-in bot's rating is fixed), as (seat, name), ordered by
/// name: a backend that locks the players' rows takes them in this order,
/// so two games finishing at once with the same players cannot deadlock.
pub fn recorded_seats(seats: &Seats) -> Vec<(usize, &str)> {
    let mut out: Vec<(usize, &str)> = seats
        .iter()
        .enumerate()
        .filter_map(|(at, seat)| match seat {
            Some(seat) if seat.connects() => Some((at, seat.name.as_str())),
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| a.1.cmp(b.1));
    out
}

/// The record change of each seat after `finish`. `stored` is each seat's
/// rating as the store holds it now (`None` where it holds none: a
/// built-in bot, an empty seat, a name it does not know).
///
/// An aborted game is neither a win nor a loss: it changes nobody's
/// record. A player the store does not know has no record to change; their
/// opponent's game still counts, with the rating unchanged when the
/// opponent's rating is unknown. Both new ratings come from the ratings
/// before the game, so the order of the seats does not matter.
pub fn settle(
    seats: &Seats,
    stored: [Option<f64>; 2],
    finish: &FinishedGame,
) -> [Option<RecordChange>; 2] {
    if finish.reason == OverReason::Aborted {
        return [None, None];
    }
    let before = |at: usize| match &seats[at] {
        Some(Seat { level: Some(l), .. }) => Some(bot_rating(*l)),
        Some(_) => stored[at],
        None => None,
    };
    let before = [before(0), before(1)];
    std::array::from_fn(|at| {
        let seat = seats[at].as_ref().filter(|s| s.connects())?;
        let own = before[at]?;
        let won = usize::from(finish.winner) == at;
        let rating = match (finish.rated, before[1 - at]) {
            (true, Some(other)) => updated(own, other, won),
            _ => own,
        };
        Some(RecordChange {
            name: seat.name.clone(),
            won,
            rating,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_players_move_by_half_k() {
        assert!((updated(1200.0, 1200.0, true) - 1216.0).abs() < 1e-9);
        assert!((updated(1200.0, 1200.0, false) - 1184.0).abs() < 1e-9);
    }

    #[test]
    fn beating_a_stronger_bot_pays_more() {
        let easy = updated(1200.0, bot_rating(Level::Easy), true) - 1200.0;
        let hard = updated(1200.0, bot_rating(Level::Hard), true) - 1200.0;
        assert!(hard > easy && easy > 0.0);
    }

    fn finish(winner: u8, reason: OverReason, rated: bool) -> FinishedGame {
        FinishedGame {
            winner,
            reason,
            rated,
        }
    }

    fn change(name: &str, won: bool, rating: f64) -> Option<RecordChange> {
        Some(RecordChange {
            name: name.into(),
            won,
            rating,
        })
    }

    #[test]
    fn a_rated_win_over_a_bot_uses_its_fixed_rating() {
        let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
        // Whatever a store says about the bot's seat, its level decides.
        let got = settle(
            &seats,
            [Some(1200.0), Some(5.0)],
            &finish(0, OverReason::Normal, true),
        );
        let expected = updated(1200.0, 2000.0, true);
        assert_eq!(got, [change("ann", true, expected), None]);
        let lost = settle(
            &seats,
            [Some(1200.0), None],
            &finish(1, OverReason::Resign, true),
        );
        assert_eq!(
            lost,
            [change("ann", false, updated(1200.0, 2000.0, false)), None]
        );
    }

    #[test]
    fn an_unrated_game_counts_but_keeps_ratings() {
        let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
        let got = settle(
            &seats,
            [Some(1250.0), Some(1100.0)],
            &finish(1, OverReason::Abandon, false),
        );
        assert_eq!(
            got,
            [change("ann", false, 1250.0), change("bob", true, 1100.0)]
        );
    }

    #[test]
    fn an_aborted_game_changes_no_record_rated_or_not() {
        let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
        for rated in [true, false] {
            let got = settle(
                &seats,
                [Some(1200.0), Some(1200.0)],
                &finish(1, OverReason::Aborted, rated),
            );
            assert_eq!(got, [None, None]);
        }
    }

    #[test]
    fn people_move_from_their_ratings_before_the_game() {
        let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
        let got = settle(
            &seats,
            [Some(1200.0), Some(1200.0)],
            &finish(0, OverReason::Normal, true),
        );
        assert_eq!(
            got,
            [change("ann", true, 1216.0), change("bob", false, 1184.0)]
        );
        // Unequal ratings: both use the other's rating before the game, so
        // what one gains the other loses.
        let got = settle(
            &seats,
            [Some(1400.0), Some(1100.0)],
            &finish(1, OverReason::Resign, true),
        );
        let [Some(ann), Some(bob)] = got else {
            panic!("both records change: {got:?}");
        };
        assert_eq!(ann.rating, updated(1400.0, 1100.0, false));
        assert_eq!(bob.rating, updated(1100.0, 1400.0, true));
        assert!((ann.rating - 1400.0 + bob.rating - 1100.0).abs() < 1e-9);
    }

    #[test]
    fn a_hosted_bot_keeps_a_record_like_a_person() {
        let seats = [Some(Seat::human("ann")), Some(Seat::player("hal", true))];
        let got = settle(
            &seats,
            [Some(1200.0), Some(1200.0)],
            &finish(1, OverReason::Normal, true),
        );
        assert_eq!(
            got,
            [change("ann", false, 1184.0), change("hal", true, 1216.0)]
        );
    }

    #[test]
    fn an_unknown_player_has_no_record_and_moves_nobody() {
        let seats = [Some(Seat::human("ann")), Some(Seat::human("ghost"))];
        let got = settle(
            &seats,
            [Some(1300.0), None],
            &finish(0, OverReason::Resign, true),
        );
        assert_eq!(got, [change("ann", true, 1300.0), None]);
        let empty = [Some(Seat::human("ann")), None];
        let got = settle(
            &empty,
            [Some(1300.0), None],
            &finish(0, OverReason::Resign, true),
        );
        assert_eq!(got, [change("ann", true, 1300.0), None]);
    }

    #[test]
    fn recorded_seats_are_the_players_in_name_order() {
        let seats = [Some(Seat::human("zoe")), Some(Seat::human("ann"))];
        assert_eq!(recorded_seats(&seats), [(1, "ann"), (0, "zoe")]);
        let seats = [
            Some(Seat::bot(Level::Easy)),
            Some(Seat::player("hal", true)),
        ];
        assert_eq!(recorded_seats(&seats), [(1, "hal")]);
        assert!(recorded_seats(&[None, None]).is_empty());
    }
}
