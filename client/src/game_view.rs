//! The game screen's part of the model: the game on screen, where it came
//! from, its cursor, hints and replay, and which pane a small terminal shows.

use std::collections::BTreeMap;

use chomp_engine::{Mark, Position, Variant};
use chomp_protocol::{GameId, GameState, HintsReply};

use crate::mirror::GameMirror;
use crate::replay::{replay_board, replay_position};
use crate::screen::last_present;

/// Where a game on the game screen came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameSource {
    /// Live from the server (played or watched).
    Live,
    /// A finished game from the history browser, for replay only.
    Archive,
}

/// A game on the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The game as the server describes it (or as the archive recorded it).
    pub state: GameMirror,
    pub source: GameSource,
    pub cursor: (usize, usize),
    /// The cell under the mouse, which previews like the cursor does.
    pub hover: Option<(usize, usize)>,
    /// Hints known for this game, by the number of moves played before the
    /// position they describe: live ones from the server, replayed ones
    /// computed in the client.
    pub hints: BTreeMap<u32, HintsReply>,
    /// In a finished game: show the board after this many moves.
    pub replay: Option<usize>,
    /// A first `X` was pressed; a second resigns.
    pub confirm_resign: bool,
    /// The server answered `busy` to the hints of this ply: `false` while
    /// the one retry waits, `true` once it was sent (no second one).
    pub hints_busy: Option<(u32, bool)>,
    /// What a terminal too small for the side pane shows in the board's
    /// place; Tab turns.
    pub pane: GamePane,
    /// The server's perfect-play analysis of an archived game: one mark
    /// per move (empty when there is none yet, and for live games).
    pub marks: Vec<Mark>,
}

/// The game screen's panes, one at a time on a small terminal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GamePane {
    #[default]
    Board,
    /// The players and result, the clock and the moves.
    Details,
    /// The hints panel, when hints are on.
    Hints,
}

impl GamePane {
    /// The pane after this one (or before it); the hints only when on.
    pub fn turn(self, forward: bool, hints: bool) -> GamePane {
        let order: &[GamePane] = if hints {
            &[GamePane::Board, GamePane::Details, GamePane::Hints]
        } else {
            &[GamePane::Board, GamePane::Details]
        };
        let n = order.len();
        let i = order.iter().position(|p| *p == self).unwrap_or(0);
        order[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}

impl GameView {
    pub fn new(state: GameState, source: GameSource) -> Self {
        let cursor = last_present(&state.board).unwrap_or((0, 0));
        GameView {
            state: GameMirror::new(state),
            source,
            cursor,
            hover: None,
            hints: BTreeMap::new(),
            replay: None,
            confirm_resign: false,
            hints_busy: None,
            pane: GamePane::Board,
            marks: Vec::new(),
        }
    }

    pub fn id(&self) -> GameId {
        self.state.id()
    }

    pub fn variant(&self) -> Option<Variant> {
        self.state.variant()
    }

    pub fn finished(&self) -> bool {
        self.state.finished()
    }

    /// Whether the receiver is a spectator of a live game.
    pub fn watching(&self) -> bool {
        self.source == GameSource::Live && self.state.you.is_none()
    }

    /// Whether the receiver holds a seat and it is that seat's turn.
    pub fn my_turn(&self) -> bool {
        self.source == GameSource::Live && self.state.my_turn()
    }

    /// The live position, rebuilt from the server's board.
    pub fn live_position(&self) -> Option<Position> {
        self.state.position()
    }

    /// How many moves lead to the board shown now.
    pub fn shown_ply(&self) -> u32 {
        match self.replay {
            Some(k) => k as u32,
            None => self.state.ply,
        }
    }

    /// The position shown now: the live one, or the replayed one.
    pub fn shown_position(&self) -> Option<Position> {
        match self.replay {
            Some(k) => replay_position(&self.state, k),
            None => self.live_position(),
        }
    }

    /// The `#`/`.` rows to draw: the live board, or the replayed one.
    pub fn shown_board(&self) -> Vec<String> {
        match self.replay {
            Some(k) => replay_board(&self.state, k).unwrap_or_else(|| self.state.board.clone()),
            None => self.state.board.clone(),
        }
    }

    /// Hints that belong to the board shown now.
    pub fn current_hints(&self) -> Option<&HintsReply> {
        self.hints.get(&self.shown_ply())
    }

    /// The cells the move under the mouse (or else the cursor) would remove.
    pub fn preview(&self) -> Vec<(usize, usize)> {
        if self.replay.is_some() || self.finished() {
            return Vec::new();
        }
        let Some(pos) = self.live_position() else {
            return Vec::new();
        };
        let (r, c) = self.hover.unwrap_or(self.cursor);
        pos.cells_removed_by(r, c)
    }
}
