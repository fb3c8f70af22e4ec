//! [`GameMirror`]: a client's copy of one game, kept in step with the
//! server's `game`, `moved` and `over` frames.
//!
//! The terminal UI, `chomp bot` and `chomp-load` all follow games the same
//! way, so the rules live here once: a full `game` frame replaces the copy, a
//! `moved` frame for the next ply is applied, an older one (a resent
//! acknowledgement) is ignored, and a newer one means frames were missed, so
//! the caller asks for the whole state again with [`GameMirror::resync`].

use chomp_engine::{Position, Variant};
use chomp_protocol::{ClientMsg, GameId, GameState, GameStatus, MoveRecord, ServerMsg};

/// What a frame did to the mirror.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The copy changed.
    Updated,
    /// The frame is about another game, or old news.
    Unchanged,
    /// A `moved` frame skipped plies: send [`GameMirror::resync`].
    Gap,
}

/// One game as the server last described it. It reads as the
/// [`GameState`] it holds; only [`GameMirror::apply`] changes it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameMirror {
    state: GameState,
}

impl std::ops::Deref for GameMirror {
    type Target = GameState;

    fn deref(&self) -> &GameState {
        &self.state
    }
}

impl GameMirror {
    pub fn new(state: GameState) -> Self {
        GameMirror { state }
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn id(&self) -> GameId {
        self.state.game
    }

    pub fn variant(&self) -> Option<Variant> {
        self.state.variant.parse().ok()
    }

    pub fn finished(&self) -> bool {
        self.state.status == GameStatus::Finished
    }

    /// The position on the board, rebuilt from the server's rows.
    pub fn position(&self) -> Option<Position> {
        Position::from_board_rows(self.variant()?, &self.state.board).ok()
    }

    /// Whether the receiver's seat is due to move now.
    pub fn my_turn(&self) -> bool {
        self.state.status == GameStatus::Playing
            && self.state.you == Some(self.state.to_move)
            // The move that ends a game arrives before its `over`.
            && self.position().is_some_and(|p| !p.is_over())
    }

    /// The request that brings the whole state again after a [`Outcome::Gap`].
    pub fn resync(&self) -> ClientMsg {
        ClientMsg::Watch { game: self.id() }
    }

    /// Folds a frame in; frames about other games leave it unchanged.
    pub fn apply(&mut self, msg: &ServerMsg) -> Outcome {
        match msg {
            ServerMsg::Game(state) if state.game == self.state.game => {
                self.state = state.clone();
                Outcome::Updated
            }
            ServerMsg::Moved {
                game,
                ply,
                seat,
                mv,
                removed,
                to_move,
                board,
                deadline_ms,
            } if *game == self.state.game => {
                if *ply < self.state.ply {
                    return Outcome::Unchanged;
                }
                if *ply > self.state.ply {
                    return Outcome::Gap;
                }
                self.state.moves.push(MoveRecord {
                    ply: *ply,
                    seat: *seat,
                    mv: *mv,
                    removed: *removed,
                });
                self.state.ply = ply.saturating_add(1);
                self.state.to_move = *to_move;
                self.state.board = board.clone();
                self.state.deadline_ms = *deadline_ms;
                Outcome::Updated
            }
            ServerMsg::Over {
                game,
                winner,
                reason,
                rated,
            } if *game == self.state.game => {
                self.state.status = GameStatus::Finished;
                self.state.winner = Some(*winner);
                self.state.reason = Some(*reason);
                self.state.deadline_ms = None;
                self.state.away_until_ms = None;
                if rated.is_some() {
                    self.state.rated = *rated;
                }
                Outcome::Updated
            }
            ServerMsg::RematchOffer { game, by, lapsed } if *game == self.state.game => {
                self.state.rematch_offer = (!lapsed).then_some(*by);
                Outcome::Updated
            }
            _ => Outcome::Unchanged,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::{OverReason, PlayerInfo, PlayerKind};

    fn state() -> GameState {
        GameState {
            game: 3,
            variant: "chomp".into(),
            width: 3,
            height: 2,
            board: vec!["###".into(), "###".into()],
            players: vec![PlayerInfo {
                name: "ann".into(),
                kind: PlayerKind::Human,
                level: None,
                guest: false,
            }],
            to_move: 0,
            ply: 0,
            moves: vec![],
            status: GameStatus::Playing,
            winner: None,
            reason: None,
            start: "3,3".into(),
            you: Some(0),
            hints_allowed: false,
            connected: vec![],
            deadline_ms: None,
            move_timeout_ms: None,
            rated: None,
            rematch_offer: None,
            away_until_ms: None,
            perfect: None,
            code: None,
            tournament: None,
        }
    }

    fn moved(game: GameId, ply: u32, to_move: u8) -> ServerMsg {
        ServerMsg::Moved {
            game,
            ply,
            seat: 1 - to_move,
            mv: chomp_protocol::Move::new(1, 2),
            removed: 1,
            to_move,
            board: vec!["###".into(), "##.".into()],
            deadline_ms: None,
        }
    }

    #[test]
    fn moves_apply_in_order_and_gaps_and_repeats_are_told() {
        let mut m = GameMirror::new(state());
        assert!(m.my_turn());
        assert_eq!(m.apply(&moved(3, 0, 1)), Outcome::Updated);
        assert_eq!(m.state().ply, 1);
        assert_eq!(m.state().moves.len(), 1);
        assert!(!m.my_turn());
        assert_eq!(m.apply(&moved(3, 0, 1)), Outcome::Unchanged, "a resend");
        assert_eq!(m.state().moves.len(), 1);
        assert_eq!(m.apply(&moved(3, 4, 0)), Outcome::Gap);
        assert_eq!(m.state().ply, 1, "a gap changes nothing");
        assert_eq!(m.resync(), ClientMsg::Watch { game: 3 });
        assert_eq!(m.apply(&moved(9, 1, 0)), Outcome::Unchanged, "another game");
    }

    #[test]
    fn game_frames_replace_and_over_finishes() {
        let mut m = GameMirror::new(state());
        let mut fresh = state();
        fresh.ply = 5;
        assert_eq!(m.apply(&ServerMsg::Game(fresh)), Outcome::Updated);
        assert_eq!(m.state().ply, 5);
        let mut other = state();
        other.game = 4;
        assert_eq!(m.apply(&ServerMsg::Game(other)), Outcome::Unchanged);
        let over = ServerMsg::Over {
            game: 3,
            winner: 1,
            reason: OverReason::Resign,
            rated: None,
        };
        assert_eq!(m.apply(&over), Outcome::Updated);
        assert!(m.finished());
        assert_eq!(m.state().winner, Some(1));
        assert!(!m.my_turn());
    }
}
