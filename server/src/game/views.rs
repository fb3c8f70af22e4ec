//! The frames a match is seen through: `game` (full state), `moved`, and
//! the lobby's line.

use chomp_engine::{Position, Variant};
use std::time::{Duration, Instant};

use chomp_protocol::{GameState, GameStatus, Level, LobbyGame, OverReason, PlayerInfo, ServerMsg};

use super::{Match, Watcher};
use crate::model::Seat;

impl<W: Watcher> Match<W> {
    /// The `moved` frame of the move at `ply`, with the board after it.
    pub fn moved_frame(&self, ply: usize) -> ServerMsg {
        let m = &self.moves[ply];
        let board = if ply + 1 == self.moves.len() {
            self.pos.board_rows()
        } else {
            // The moves were checked when played and again when restored,
            // so a refusal here would be a bug: the current board is then
            // the answer least wrong.
            match Position::replay(&self.start, self.moves[..=ply].iter().map(|m| m.mv)) {
                Ok(p) => p.board_rows(),
                Err(e) => {
                    tracing::error!("game {}: cannot replay to ply {ply}: {e}", self.id);
                    self.pos.board_rows()
                }
            }
        };
        ServerMsg::Moved {
            game: self.id,
            ply: m.ply,
            seat: m.seat,
            mv: m.mv,
            removed: m.removed,
            to_move: ((ply + 1) % 2) as u8,
            board,
            // As first sent, so that a resend is the same frame.
            deadline_ms: self.announced.get(ply).copied().flatten(),
        }
    }

    /// Whether the player in seat `at` is there. In a running game that
    /// means a connection watching it, so a player whose connection closed
    /// is shown offline at once, and one who comes back after a restart is
    /// shown again when they watch; otherwise, being online anywhere.
    fn present(&self, at: usize, name: &str, online: impl Fn(&str) -> bool) -> bool {
        if self.status == GameStatus::Playing {
            self.attendance.unattended_since(at).is_none()
        } else {
            online(name)
        }
    }

    /// Per seat, whether its player attends the running game (for the
    /// room to notice when that changes); bots always do.
    pub fn presence(&self) -> [bool; 2] {
        [0, 1].map(|at| self.attendance.unattended_since(at).is_none())
    }

    /// When each absent player of a running game loses the seat, if
    /// someone is absent.
    pub fn away_until(&self, abandon_after: Duration) -> Option<[Option<Instant>; 2]> {
        if self.status != GameStatus::Playing {
            return None;
        }
        let until = [0, 1].map(|at| {
            self.attendance
                .unattended_since(at)
                .map(|t| t + abandon_after)
        });
        until.iter().any(Option::is_some).then_some(until)
    }

    /// The ply to move and the time its player has left, while a person's
    /// move clock runs: what a clean stop keeps.
    pub fn clock_left(&self, now: Instant) -> Option<(u32, u64)> {
        let deadline = self.turn_deadline()?;
        let left = deadline.saturating_duration_since(now).as_millis();
        Some((self.ply(), u64::try_from(left).unwrap_or(u64::MAX)))
    }

    /// The variant and size of the board, for what depends on it (whether
    /// the server's bot is proven perfect on it).
    pub fn board(&self) -> (Variant, u32, u32) {
        (self.variant, self.width, self.height)
    }

    /// Whether a server bot of the hard level sits in the game: the one
    /// level meant to play perfectly (easy and medium err on purpose).
    pub fn has_hard_bot(&self) -> bool {
        self.seats
            .iter()
            .flatten()
            .any(|s| s.level == Some(Level::Hard))
    }

    fn players(&self) -> Vec<PlayerInfo> {
        self.seats.iter().flatten().map(Seat::info).collect()
    }

    /// The game's line in the lobby.
    /// The winner and the reason, once finished.
    pub fn result(&self) -> (Option<u8>, Option<OverReason>) {
        (self.winner, self.reason)
    }

    pub fn summary(&self) -> LobbyGame {
        LobbyGame {
            game: self.id,
            variant: self.variant.as_str().to_string(),
            width: self.width,
            height: self.height,
            players: self.players(),
            status: self.status,
        }
    }

    /// The full state as `name` sees it; `online` says which people have a
    /// connection open (bots always count as connected).
    pub fn state_for(&self, name: &str, online: impl Fn(&str) -> bool) -> GameState {
        GameState {
            game: self.id,
            variant: self.variant.as_str().to_string(),
            width: self.width,
            height: self.height,
            board: self.pos.board_rows(),
            players: self.players(),
            to_move: self.to_move(),
            ply: self.moves.len() as u32,
            moves: self.moves.clone(),
            status: self.status,
            winner: self.winner,
            reason: self.reason,
            start: self.start_text.clone(),
            you: self.seat_of(name),
            hints_allowed: self.check_hints(name).is_ok(),
            connected: self
                .seats
                .iter()
                .enumerate()
                .filter_map(|(at, s)| Some((at, s.as_ref()?)))
                .map(|(at, s)| s.level.is_some() || self.present(at, &s.name, &online))
                .collect(),
            deadline_ms: self.turn_deadline_ms(),
            move_timeout_ms: self
                .clock
                .map(|c| u32::try_from(c.timeout.as_millis()).unwrap_or(u32::MAX)),
            rated: Some(self.rated),
            rematch_offer: self.open_offer(),
            away_until_ms: None,
            perfect: None,
            code: None,
            tournament: None,
        }
    }
}
