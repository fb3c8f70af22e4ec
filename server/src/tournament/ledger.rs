//! What a tournament keeps of its pairings as they are made and decided.
//! An arena or a round robin keeps every pairing: its standings are
//! recomputed from them, and it ends. The ladder never ends, so it keeps
//! only its games in flight: a decided pairing leaves memory (its result
//! lives on in the ladder's ratings, games and wins), and what the next
//! pairing pass needs of the past (each entrant's last opponent and
//! first-move balance) is kept with the entrant, here and in the store.

use chomp_protocol::{GameId, TournamentFormat};

use super::state::{Pairing, Tour};
use crate::store::PairingOutcome;

impl Tour {
    /// Adds a pairing the opener made, and notes it with its seats (last
    /// opponent, first-move balance) as the store did in the same write.
    pub fn add_pairing(&mut self, p: Pairing) {
        let [first, second] = p.seats;
        self.entrants[first].last_opponent = Some(second);
        self.entrants[first].balance += 1;
        self.entrants[second].last_opponent = Some(first);
        self.entrants[second].balance -= 1;
        self.pairings.push(p);
        self.fold();
    }

    /// A pairing's game ended (or, before the opener's answer, is kept
    /// for it in `early`).
    pub fn result(&mut self, game: GameId, outcome: PairingOutcome) {
        match self.pairings.iter_mut().find(|p| p.game == game) {
            Some(p) => p.outcome = outcome,
            None => {
                self.early.insert(game, outcome);
            }
        }
        self.fold();
    }

    /// A ladder lets its decided pairings go, counting the streaks on the
    /// way; the other formats keep them.
    fn fold(&mut self) {
        if self.new.format != TournamentFormat::Ladder {
            return;
        }
        let entrants = &mut self.entrants;
        self.pairings.retain(|p| match p.outcome {
            PairingOutcome::Running => true,
            PairingOutcome::Void => false,
            PairingOutcome::Won(w) => {
                let w = usize::from(w);
                entrants[p.seats[w]].streak += 1;
                entrants[p.seats[1 - w]].streak = 0;
                false
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use chomp_engine::{Level, Variant};
    use chomp_protocol::TournamentStatus;

    use super::*;
    use crate::rating::Standing;
    use crate::store::tournaments::Paired;
    use crate::store::{LadderRating, NewTournament, StoredEntrant, StoredTournament};

    fn stored(format: TournamentFormat, ann: Paired) -> StoredTournament {
        let bot = |name: &str, paired: Paired| StoredEntrant {
            name: name.into(),
            hosted_bot: true,
            paired,
            ..StoredEntrant::default()
        };
        StoredTournament {
            id: 1,
            new: NewTournament {
                format,
                name: "ladder".into(),
                variant: Variant::Chomp,
                width: 7,
                height: 6,
                start: "random".into(),
                minutes: None,
                creator: String::new(),
                starts_at_ms: 0,
                ends_at_ms: None,
            },
            status: TournamentStatus::Running,
            entrants: vec![
                StoredEntrant {
                    name: "hard bot".into(),
                    level: Some(Level::Hard),
                    ..StoredEntrant::default()
                },
                bot("ann", ann),
                bot("bob", Paired::default()),
            ],
            pairings: Vec::new(),
            next_slot: 9,
        }
    }

    fn pairing(game: GameId, seats: [usize; 2]) -> Pairing {
        Pairing {
            slot: format!("a{game}"),
            game,
            seats,
            outcome: PairingOutcome::Running,
        }
    }

    #[test]
    fn a_ladder_keeps_its_games_in_flight_and_what_pairing_needs() {
        let mut t = Tour::of(stored(TournamentFormat::Ladder, Paired::default()));
        for g in 1..=100 {
            let seats = if g % 2 == 0 { [1, 2] } else { [2, 1] };
            t.add_pairing(pairing(g, seats));
            assert_eq!(t.pairings.len(), 1, "the game in flight is kept");
            t.result(g, PairingOutcome::Won(0));
            assert!(t.pairings.is_empty(), "a decided ladder game is not");
        }
        let (ann, bob) = (&t.entrants[1], &t.entrants[2]);
        assert_eq!((ann.balance, ann.last_opponent), (0, Some(2)));
        assert_eq!((bob.balance, bob.last_opponent), (0, Some(1)));
        // Game 100: ann moved first and won; each first mover won before.
        assert_eq!((ann.streak, bob.streak), (1, 0));

        // The pass still keeps them apart: each plays the house bot.
        let pairs = t.ladder_pass(Instant::now(), Duration::ZERO, |_| true);
        assert_eq!(pairs.len(), 2, "{pairs:?}");
        assert!(
            pairs.iter().all(|(_, a, b)| *a == 0 || *b == 0),
            "{pairs:?}"
        );
        assert_eq!(t.next_slot, 11, "slots follow the stored next one");

        // The standings count from the ladder's ratings.
        let mut rated = LadderRating::new("ann");
        (rated.games, rated.wins, rated.standing) = (100, 50, Standing::NEW);
        t.ladder.insert("ann".into(), rated);
        let info = t.info();
        let line = info.standings.iter().find(|l| l.name == "ann").unwrap();
        assert_eq!((line.played, line.won, line.streak), (100, 50, 1));
    }

    #[test]
    fn the_past_and_the_guest_mark_are_read_from_the_entrants() {
        let ann = Paired {
            last_opponent: Some("bob".into()),
            balance: 3,
        };
        let mut restarted = stored(TournamentFormat::Ladder, ann.clone());
        restarted.entrants[1].guest = true;
        let t = Tour::of(restarted);
        let marked: Vec<(String, bool)> = t
            .info()
            .standings
            .into_iter()
            .map(|l| (l.name, l.guest))
            .filter(|(name, _)| name != "hard bot")
            .collect();
        assert_eq!(marked.len(), 2, "{marked:?}");
        assert!(marked.contains(&("ann".into(), true)), "{marked:?}");
        assert!(marked.contains(&("bob".into(), false)), "{marked:?}");
        assert_eq!(
            (t.entrants[1].last_opponent, t.entrants[1].balance),
            (Some(2), 3)
        );
        assert_eq!(t.next_slot, 9);

        // An arena keeps its decided games: its standings need them.
        let mut arena = Tour::of(stored(TournamentFormat::Arena, ann));
        arena.add_pairing(pairing(1, [1, 2]));
        arena.result(1, PairingOutcome::Won(1));
        assert_eq!(arena.pairings.len(), 1);
    }
}
