//! Who receives a game's frames, and since when a seated person has had no
//! connection there. This is the one record of attendance: connections do
//! not keep their own list of games; a room learns that a connection ended
//! from the connection's outbox closing.

use std::collections::HashMap;
use std::time::Instant;

use crate::model::Seats;

/// A connection that receives a game's frames, as the match sees it. The
/// match never sends anything itself; it only needs to tell watchers apart.
pub trait Watcher: Clone {
    /// The connection's id, unique for the server's life.
    fn conn(&self) -> u64;
    /// The name the connection said hello with.
    fn name(&self) -> &str;
    /// Whether the connection has ended without saying so.
    fn is_gone(&self) -> bool;
}

/// The watchers of one game and the seats nobody attends.
#[derive(Debug)]
pub struct Attendance<W> {
    watchers: HashMap<u64, W>,
    /// When each human seat lost its last attached connection.
    unattended_since: [Option<Instant>; 2],
}

impl<W: Watcher> Attendance<W> {
    /// Attendance of a game just loaded: no one watches yet, so every human
    /// seat starts its clock now.
    pub fn new(seats: &Seats, now: Instant) -> Self {
        Attendance {
            watchers: HashMap::new(),
            unattended_since: [0, 1].map(|s| match &seats[s] {
                Some(seat) if seat.connects() => Some(now),
                _ => None,
            }),
        }
    }

    pub fn contains(&self, conn: u64) -> bool {
        self.watchers.contains_key(&conn)
    }

    pub fn watchers(&self) -> impl Iterator<Item = &W> {
        self.watchers.values()
    }

    /// How many watchers hold no seat.
    pub fn spectators(&self, seats: &Seats) -> usize {
        self.watchers
            .values()
            .filter(|w| !is_seated(seats, w.name()))
            .count()
    }

    pub fn attach(&mut self, w: W, seats: &Seats, now: Instant) {
        self.watchers.insert(w.conn(), w);
        self.update(seats, now);
    }

    /// Returns whether the connection was attached.
    pub fn detach(&mut self, conn: u64, seats: &Seats, now: Instant) -> bool {
        let was = self.watchers.remove(&conn).is_some();
        if was {
            self.update(seats, now);
        }
        was
    }

    pub fn unattended_since(&self, seat: usize) -> Option<Instant> {
        self.unattended_since[seat]
    }

    /// Starts a seat's clock again (its player is online elsewhere, or
    /// the store could not record the consequence of its absence).
    pub fn restart_clock(&mut self, seat: usize, now: Instant) {
        self.unattended_since[seat] = Some(now);
    }

    /// Recomputes the unattended seats after the watchers or seats changed.
    pub fn update(&mut self, seats: &Seats, now: Instant) {
        // A connection that ended without saying so is gone all the same.
        self.watchers.retain(|_, w| !w.is_gone());
        for (s, seat) in seats.iter().enumerate() {
            let Some(seat) = seat.as_ref().filter(|seat| seat.connects()) else {
                self.unattended_since[s] = None;
                continue;
            };
            if self.watchers.values().any(|w| w.name() == seat.name) {
                self.unattended_since[s] = None;
            } else if self.unattended_since[s].is_none() {
                self.unattended_since[s] = Some(now);
            }
        }
    }
}

/// Whether `name` holds a human seat.
pub fn is_seated(seats: &Seats, name: &str) -> bool {
    seat_of(seats, name).is_some()
}

/// The human seat `name` holds.
pub fn seat_of(seats: &Seats, name: &str) -> Option<u8> {
    (0..2u8)
        .find(|&s| matches!(&seats[s as usize], Some(seat) if seat.connects() && seat.name == name))
}
