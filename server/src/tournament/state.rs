//! A tournament's state in memory: the stored tournament, turned into
//! indexes, with what only the running actor knows (who is online since
//! when, the pairings being opened). Pure: no channels, no store.

use std::collections::{HashMap, HashSet};
use std::time::Instant;

use chomp_engine::Level;
use chomp_protocol::tournaments::rfc3339;
use chomp_protocol::{GameId, TournamentFormat, TournamentId, TournamentInfo, TournamentStatus};

use super::round_robin::schedule;
use super::scoring::Tally;
use super::standings::{self, Decided, Entry};
use crate::model::Seat;
use crate::rating::Standing;
use crate::store::tournaments::slot_number;
use crate::store::{LadderRating, NewTournament, PairingOutcome, StoredEntrant, StoredTournament};

mod passes;

/// One entrant.
#[derive(Clone, Debug)]
pub struct Entrant {
    pub name: String,
    pub level: Option<Level>,
    pub hosted_bot: bool,
    pub left: bool,
    pub rating: f64,
    /// Since when a connecting entrant has been seen offline.
    pub offline_since: Option<Instant>,
    /// A guest (an SSH door's keyless player when it entered; stored).
    pub guest: bool,
    /// Since when a ladder's hosted bot has been free (unpaired).
    pub free_since: Option<Instant>,
    /// The entrant its latest pairing was against (kept as pairings are
    /// made, stored with the entrant: a ladder keeps no past pairings).
    pub last_opponent: Option<usize>,
    /// Pairings it moved first in, minus those it moved second in.
    pub balance: i64,
    /// A ladder's wins in a row since its last loss, counted since the
    /// actor started (the ladder keeps no past games).
    pub streak: u32,
}

impl Entrant {
    pub fn of(e: StoredEntrant) -> Entrant {
        Entrant {
            name: e.name,
            level: e.level,
            hosted_bot: e.hosted_bot,
            left: e.left,
            rating: 1500.0,
            offline_since: None,
            guest: e.guest,
            free_since: None,
            last_opponent: None,
            balance: e.paired.balance,
            streak: 0,
        }
    }

    /// The entrant's seat in a pairing's game.
    pub fn seat(&self) -> Seat {
        match self.level {
            Some(level) => Seat::bot(level),
            None => Seat::player(&self.name, self.hosted_bot),
        }
    }

    pub fn is_bot(&self) -> bool {
        self.level.is_some() || self.hosted_bot
    }
}

/// One pairing: its game, the entrants' indexes (seat order) and result.
#[derive(Clone, Debug)]
pub struct Pairing {
    pub slot: String,
    pub game: GameId,
    pub seats: [usize; 2],
    pub outcome: PairingOutcome,
}

/// The state of one tournament.
pub struct Tour {
    pub id: TournamentId,
    pub new: NewTournament,
    pub status: TournamentStatus,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<Pairing>,
    /// Slots asked of the opener and not answered yet, with their seats.
    pub opening: HashMap<String, [usize; 2]>,
    /// Results that came before the opener's answer (a fast bot game).
    pub early: HashMap<GameId, PairingOutcome>,
    /// The next arena (and ladder) slot number.
    pub next_slot: u64,
    /// A ladder's ratings, by name (empty for the other formats).
    pub ladder: HashMap<String, LadderRating>,
}

impl Tour {
    /// The state of a stored tournament.
    pub fn of(t: StoredTournament) -> Tour {
        let lasts: Vec<Option<String>> = t
            .entrants
            .iter()
            .map(|e| e.paired.last_opponent.clone())
            .collect();
        let mut entrants: Vec<Entrant> = t.entrants.into_iter().map(Entrant::of).collect();
        let index = |entrants: &[Entrant], name: &str| entrants.iter().position(|e| e.name == name);
        for (i, last) in lasts.into_iter().enumerate() {
            entrants[i].last_opponent = last.and_then(|n| index(&entrants, &n));
        }
        let index = |name: &str| index(&entrants, name);
        let pairings: Vec<Pairing> = t
            .pairings
            .into_iter()
            .filter_map(|p| {
                Some(Pairing {
                    seats: [index(&p.seats[0])?, index(&p.seats[1])?],
                    slot: p.slot,
                    game: p.game,
                    outcome: p.outcome,
                })
            })
            .collect();
        let next_slot = pairings
            .iter()
            .filter_map(|p| slot_number(&p.slot))
            .max()
            .map_or(1, |n| n + 1)
            .max(t.next_slot);
        Tour {
            id: t.id,
            new: t.new,
            status: t.status,
            entrants,
            pairings,
            opening: HashMap::new(),
            early: HashMap::new(),
            next_slot,
            ladder: HashMap::new(),
        }
    }

    pub fn entrant(&self, name: &str) -> Option<usize> {
        self.entrants.iter().position(|e| e.name == name)
    }

    /// The running game of each entrant.
    pub fn playing(&self) -> HashMap<usize, GameId> {
        let mut busy = HashMap::new();
        for p in &self.pairings {
            if p.outcome == PairingOutcome::Running {
                busy.insert(p.seats[0], p.game);
                busy.insert(p.seats[1], p.game);
            }
        }
        busy
    }

    /// Entrants playing or being paired now.
    fn busy(&self) -> HashSet<usize> {
        let mut busy: HashSet<usize> = self.playing().into_keys().collect();
        busy.extend(self.opening.values().flatten().copied());
        busy
    }

    /// Whether any game is running or being opened.
    pub fn games_in_flight(&self) -> bool {
        !self.opening.is_empty()
            || self
                .pairings
                .iter()
                .any(|p| p.outcome == PairingOutcome::Running)
    }

    /// The decided games in the order played, and a round robin's forfeits.
    pub fn decided(&self) -> Vec<Decided> {
        let mut out: Vec<Decided> = self
            .pairings
            .iter()
            .filter_map(|p| match p.outcome {
                PairingOutcome::Won(w) => Some(Decided {
                    winner: p.seats[usize::from(w)],
                    loser: p.seats[1 - usize::from(w)],
                }),
                _ => None,
            })
            .collect();
        if self.new.format == TournamentFormat::RoundRobin
            && self.status != TournamentStatus::Waiting
        {
            for (_, first, second) in self.unplayed_fixtures() {
                match (self.entrants[first].left, self.entrants[second].left) {
                    (true, false) => out.push(Decided {
                        winner: second,
                        loser: first,
                    }),
                    (false, true) => out.push(Decided {
                        winner: first,
                        loser: second,
                    }),
                    _ => {}
                }
            }
        }
        out
    }

    /// A round robin's slot for a fixture.
    fn rr_slot(&self, round: usize, first: usize, second: usize) -> String {
        format!(
            "r{round}:{}:{}",
            self.entrants[first].name, self.entrants[second].name
        )
    }

    /// The round robin's fixtures with no pairing (round, first, second).
    fn unplayed_fixtures(&self) -> Vec<(usize, usize, usize)> {
        let made: HashSet<&str> = self
            .pairings
            .iter()
            .map(|p| p.slot.as_str())
            .chain(self.opening.keys().map(String::as_str))
            .collect();
        let mut out = Vec::new();
        for (round, games) in schedule(self.entrants.len()).into_iter().enumerate() {
            for f in games {
                if !made.contains(self.rr_slot(round, f.first, f.second).as_str()) {
                    out.push((round, f.first, f.second));
                }
            }
        }
        out
    }

    /// The `tournament` frame's content.
    pub fn info(&self) -> TournamentInfo {
        let playing = self.playing();
        let n = &self.new;
        let ladder = n.format == TournamentFormat::Ladder;
        let entries: Vec<Entry> = self
            .entrants
            .iter()
            .enumerate()
            .map(|(i, e)| Entry {
                name: &e.name,
                bot: e.is_bot(),
                left: e.left,
                playing: playing.get(&i).copied(),
                guest: e.guest,
                record: ladder.then(|| {
                    let (played, won) = self
                        .ladder
                        .get(&e.name)
                        .map_or((0, 0), |r| (r.games, r.wins));
                    Tally {
                        score: won,
                        played,
                        won,
                        streak: e.streak,
                    }
                }),
                rating: ladder.then(|| {
                    self.ladder
                        .get(&e.name)
                        .map_or((Standing::NEW.rating, Standing::NEW.rd), |r| {
                            (r.standing.rating, r.standing.rd)
                        })
                }),
            })
            .collect();
        TournamentInfo {
            tournament: self.id,
            format: n.format,
            name: n.name.clone(),
            status: self.status,
            starts_at: rfc3339(n.starts_at_ms),
            ends_at: n.ends_at_ms.map(rfc3339),
            standings: standings::lines(n.format, &entries, &self.decided()),
            variant: n.variant.as_str().to_string(),
            width: n.width,
            height: n.height,
            start: n.start.clone(),
            starts_at_ms: n.starts_at_ms,
            ends_at_ms: n.ends_at_ms,
            creator: n.creator.clone(),
            entrants: self.entrants.iter().filter(|e| !e.left).count() as u32,
        }
    }
}
