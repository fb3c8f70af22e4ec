//! A tournament's pairing passes, one per format: the round robin's next
//! round, the arena's free entrants and the ladder's hosted bots, each
//! given its slot names.

use std::time::{Duration, Instant};

use super::Tour;
use crate::rating::Standing;
use crate::tournament::arena::{self, Candidate};
use crate::tournament::ladder::{self as ladder_pairs, Free, House};
use crate::tournament::standings;

impl Tour {
    /// The round robin's next pairings: the fixtures of the first round
    /// not done, once every game of the rounds before it finished; a
    /// fixture with a leaver is not played (forfeited). Empty and `true`
    /// when every round is done.
    pub fn round_robin_pass(&self) -> (Vec<(String, usize, usize)>, bool) {
        let unplayed = self.unplayed_fixtures();
        let playable: Vec<&(usize, usize, usize)> = unplayed
            .iter()
            .filter(|(_, a, b)| !self.entrants[*a].left && !self.entrants[*b].left)
            .collect();
        if self.games_in_flight() {
            return (Vec::new(), false);
        }
        let Some(round) = playable.iter().map(|(r, _, _)| *r).min() else {
            return (Vec::new(), true);
        };
        let pairs = playable
            .into_iter()
            .filter(|(r, _, _)| *r == round)
            .map(|&(r, a, b)| (self.rr_slot(r, a, b), a, b))
            .collect();
        (pairs, false)
    }

    /// The arena's next pairings among the free entrants who may play:
    /// not left, and not offline longer than `patience` (`online` says
    /// who has a connection; server bots always may).
    pub fn arena_pass(
        &mut self,
        now: Instant,
        patience: Duration,
        online: impl Fn(&str) -> bool,
    ) -> Vec<(String, usize, usize)> {
        for e in self.entrants.iter_mut().filter(|e| e.level.is_none()) {
            if online(&e.name) {
                e.offline_since = None;
            } else {
                e.offline_since.get_or_insert(now);
            }
        }
        let busy = self.busy();
        let tallies = standings::tallies(self.new.format, self.entrants.len(), &self.decided());
        let mut last = vec![None; self.entrants.len()];
        let mut firsts = vec![0u32; self.entrants.len()];
        for p in &self.pairings {
            last[p.seats[0]] = Some(p.seats[1]);
            last[p.seats[1]] = Some(p.seats[0]);
            firsts[p.seats[0]] += 1;
        }
        let free = self
            .entrants
            .iter()
            .enumerate()
            .filter(|(i, e)| {
                !e.left
                    && !busy.contains(i)
                    && e.offline_since
                        .is_none_or(|since| now.saturating_duration_since(since) <= patience)
            })
            .map(|(i, e)| Candidate {
                who: i,
                score: tallies[i].score,
                rating: e.rating,
                last_opponent: last[i],
                firsts: firsts[i],
            })
            .collect();
        arena::pair(free)
            .into_iter()
            .map(|(a, b)| {
                let slot = format!("a{}", self.next_slot);
                self.next_slot += 1;
                (slot, a, b)
            })
            .collect()
    }

    /// A ladder's ladder rating of entrant `i`.
    fn ladder_rating(&self, i: usize) -> f64 {
        self.ladder
            .get(&self.entrants[i].name)
            .map_or(Standing::NEW.rating, |r| r.standing.rating)
    }

    /// The ladder's next pairings: every free hosted bot that has not left
    /// and is online (`online`), paired by [`ladder_pairs::pair`] (a lone
    /// one waits up to `wait` for another); the server's bots are never
    /// busy.
    pub fn ladder_pass(
        &mut self,
        now: Instant,
        wait: Duration,
        online: impl Fn(&str) -> bool,
    ) -> Vec<(String, usize, usize)> {
        let busy = self.busy();
        let mut free = Vec::new();
        for i in 0..self.entrants.len() {
            let e = &self.entrants[i];
            if e.level.is_some() || e.left || busy.contains(&i) || !online(&e.name) {
                self.entrants[i].free_since = None;
                continue;
            }
            let since = *self.entrants[i].free_since.get_or_insert(now);
            free.push(Free {
                who: i,
                rating: self.ladder_rating(i),
                last_opponent: self.entrants[i].last_opponent,
                balance: self.entrants[i].balance,
                waited: now.saturating_duration_since(since),
            });
        }
        if free.is_empty() {
            return Vec::new();
        }
        let house: Vec<House> = (0..self.entrants.len())
            .filter(|&i| self.entrants[i].level.is_some() && !self.entrants[i].left)
            .map(|i| House {
                who: i,
                rating: self.ladder_rating(i),
            })
            .collect();
        let pairs = ladder_pairs::pair(free, &house, wait);
        for &(a, b) in &pairs {
            self.entrants[a].free_since = None;
            self.entrants[b].free_since = None;
        }
        pairs
            .into_iter()
            .map(|(a, b)| {
                let slot = format!("a{}", self.next_slot);
                self.next_slot += 1;
                (slot, a, b)
            })
            .collect()
    }
}
