//! A match's deadlines: when an absent player loses or an open game is
//! cancelled, and when a finished game nobody watches is forgotten.

use std::time::Instant;

use chomp_protocol::{GameStatus, OverReason};

use super::{Change, Expiry, Match, Patience, Watcher};

impl<W: Watcher> Match<W> {
    /// When [`Match::expire`] is next due, if ever.
    pub fn next_deadline(&self, p: &Patience) -> Option<Instant> {
        match self.status {
            GameStatus::Playing => (0..2)
                .filter_map(|s| self.attendance.unattended_since(s))
                .map(|t| t + p.abandon_after)
                .chain(self.turn_deadline())
                .min(),
            GameStatus::Waiting => self
                .attendance
                .unattended_since(0)
                .map(|t| t + p.abandon_after),
            GameStatus::Finished => self.idle_since.map(|t| t + p.keep_finished),
        }
    }

    /// What the deadline that came at `now` means. A player who is online
    /// (on another screen of the client) has not left: their clock starts
    /// again instead.
    pub fn expire(&mut self, now: Instant, p: &Patience, online: impl Fn(&str) -> bool) -> Expiry {
        if self.turn_deadline().is_some_and(|d| d <= now) {
            // Out of time, connected or not.
            let seat = self.to_move();
            let change = Change::Finish(self.ending(1 - seat, OverReason::Timeout));
            return Expiry::Due {
                seat: seat as usize,
                change,
            };
        }
        let seat = match self.status {
            GameStatus::Finished => return Expiry::Evict,
            GameStatus::Waiting => 0,
            GameStatus::Playing => {
                let due = (0..2)
                    .filter(|&s| {
                        self.attendance
                            .unattended_since(s)
                            .is_some_and(|t| t + p.abandon_after <= now)
                    })
                    .min_by_key(|&s| self.attendance.unattended_since(s));
                match due {
                    Some(s) => s,
                    None => return Expiry::Nothing,
                }
            }
        };
        if self.seats[seat].as_ref().is_some_and(|s| online(&s.name)) {
            self.attendance.restart_clock(seat, now);
            return Expiry::Nothing;
        }
        let change = match self.status {
            GameStatus::Waiting => Change::Cancel,
            _ => Change::Finish(self.ending(1 - seat as u8, OverReason::Abandon)),
        };
        Expiry::Due { seat, change }
    }

    /// The store could not record an expiry: try again after the full wait.
    pub fn retry_later(&mut self, seat: usize, now: Instant) {
        if self.turn_deadline().is_some_and(|d| d <= now) {
            self.turn_started = Some(now);
        } else {
            self.attendance.restart_clock(seat, now);
        }
    }
}
