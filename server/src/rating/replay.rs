//! Replaying stored games through [`settle`]: how an old database (rated
//! by the hand-written Elo of earlier versions) moves over to Glicko-2.
//! The stores feed the finished games in the order they finished and
//! write back what comes out: one history point per player and game, and
//! each player's standing per variant at the end.

use std::collections::{HashMap, HashSet};

use chomp_protocol::GameId;

use super::{settle, Held, RecordChange, Standing};
use crate::model::{FinishedGame, Seats};

/// One finished game as the replay needs it.
#[derive(Clone, Debug)]
pub struct ReplayGame {
    pub id: GameId,
    pub variant: String,
    pub seats: Seats,
    pub finish: FinishedGame,
    /// When it finished, in days since any fixed epoch (the time away
    /// between games is the difference).
    pub day: f64,
    /// When it finished, as the store writes it.
    pub finished_at: String,
}

/// A player's rating of one variant at the end of the replay.
#[derive(Clone, Debug, PartialEq)]
pub struct Final {
    pub standing: Standing,
    /// Finished games of the variant (not aborted), won and lost.
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    /// When its last rated game finished (day, as the store writes it).
    pub rated_at: Option<(f64, String)>,
}

/// The replay's state: every rating so far. The store in memory keeps its
/// ratings in one, settling each result as it comes (`store::memory`).
#[derive(Debug, Default)]
pub struct Replay {
    known: HashSet<String>,
    ratings: HashMap<(String, String), Final>,
}

impl Replay {
    /// A replay over a store whose accounts are `known` (server bot levels
    /// are always known).
    pub fn new(known: impl IntoIterator<Item = String>) -> Replay {
        Replay {
            known: known.into_iter().collect(),
            ratings: HashMap::new(),
        }
    }

    /// Settles `g` against the ratings so far and keeps the outcome.
    pub fn game(&mut self, g: &ReplayGame) -> [Option<RecordChange>; 2] {
        let stored = std::array::from_fn(|at| {
            let seat = g.seats[at].as_ref()?;
            if seat.connects() && !self.known.contains(&seat.name) {
                return None;
            }
            Some(
                match self.ratings.get(&(seat.name.clone(), g.variant.clone())) {
                    Some(f) => Held {
                        standing: f.standing,
                        // Whole days, as the stores count them.
                        idle_days: f
                            .rated_at
                            .as_ref()
                            .map_or(0.0, |(day, _)| (g.day - day).floor()),
                    },
                    None => Held::NEW,
                },
            )
        });
        let changes = settle(&g.seats, stored, &g.finish);
        for change in changes.iter().flatten() {
            let f = self
                .ratings
                .entry((change.name.clone(), g.variant.clone()))
                .or_insert(Final {
                    standing: Standing::NEW,
                    games: 0,
                    wins: 0,
                    losses: 0,
                    rated_at: None,
                });
            f.standing = change.after;
            f.games += 1;
            f.wins += u64::from(change.won);
            f.losses += u64::from(!change.won);
            if change.rated {
                f.rated_at = Some((g.day, g.finished_at.clone()));
            }
        }
        changes
    }

    /// Notes an account made after the replay began (a name claimed).
    pub fn know(&mut self, name: &str) {
        self.known.insert(name.to_string());
    }

    /// One name's rating of one variant so far.
    pub fn rating(&self, name: &str, variant: &str) -> Option<&Final> {
        self.ratings.get(&(name.to_string(), variant.to_string()))
    }

    /// Every (name, variant) rating at the end, in no particular order.
    pub fn finals(&self) -> impl Iterator<Item = (&str, &str, &Final)> {
        self.ratings
            .iter()
            .map(|((name, variant), f)| (name.as_str(), variant.as_str(), f))
    }
}

#[cfg(test)]
mod tests {
    use chomp_protocol::{Level, OverReason};

    use super::*;
    use crate::model::Seat;

    fn game(id: GameId, seats: Seats, winner: u8, rated: bool, day: f64) -> ReplayGame {
        ReplayGame {
            id,
            variant: "chomp".into(),
            seats,
            finish: FinishedGame {
                winner,
                reason: OverReason::Normal,
                rated,
            },
            day,
            finished_at: format!("day {day}"),
        }
    }

    #[test]
    fn games_replay_in_order_and_leave_each_rating() {
        let mut replay = Replay::new(["ann".to_string(), "bob".to_string()]);
        let people = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
        let first = replay.game(&game(1, people.clone(), 0, true, 10.0));
        let (won, lost) = super::super::after_game(Standing::NEW, Standing::NEW, true);
        assert_eq!(first[0].as_ref().unwrap().after, won);
        // The second game starts from the first one's result.
        let second = replay.game(&game(2, people.clone(), 1, true, 12.0));
        assert_eq!(second[0].as_ref().unwrap().before, won);
        assert_eq!(second[1].as_ref().unwrap().before, lost);
        // An unrated game counts and moves nothing.
        let third = replay.game(&game(3, people, 1, false, 13.0));
        assert_eq!(third[1].as_ref().unwrap().delta(), None);
        // A bot level is a player; a name the store does not know is not.
        let vs_bot = [Some(Seat::human("ann")), Some(Seat::bot(Level::Easy))];
        replay.game(&game(4, vs_bot, 0, true, 14.0));
        let ghost = [Some(Seat::human("ghost")), Some(Seat::human("bob"))];
        let g = replay.game(&game(5, ghost, 0, true, 15.0));
        assert!(g[0].is_none() && !g[1].as_ref().unwrap().rated);
        let finals: HashMap<&str, &Final> = replay.finals().map(|(n, _, f)| (n, f)).collect();
        assert_eq!(finals.len(), 3, "ann, bob, easy bot");
        let bob = finals["bob"];
        assert_eq!((bob.games, bob.wins, bob.losses), (4, 2, 2));
        assert_eq!(bob.rated_at.as_ref().map(|r| r.0), Some(12.0));
        assert_eq!(finals["easy bot"].games, 1);
    }
}
