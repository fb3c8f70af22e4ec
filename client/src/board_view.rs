//! The analysis board's model (`b` in the lobby, or on a finished game):
//! any position of either game, set by its notation or with the editor,
//! played forward and back without a game or a server, with the values the
//! engine proves for it. Nothing here computes values: `update` asks for
//! them with a command (the solver runs beside the UI, within its time
//! budget) and they come back tagged with the position's number, so values
//! that arrive late for an older position are dropped.

use chomp_engine::{Hints, Position, Variant};

use crate::notation::{parse_board, NotationError};
use crate::screen::{last_present, Screen};

/// The analysis board.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisBoard {
    /// The position shown.
    pub position: Position,
    /// The positions before it, the last one first to come back (`u`).
    pub undo: Vec<Position>,
    /// The positions stepped back from, the last one first to return (`r`).
    pub redo: Vec<Position>,
    pub cursor: (usize, usize),
    /// The editor is on: Enter eats a square or puts it back, whoever's
    /// turn it would be.
    pub editing: bool,
    /// The number of the position shown; every change takes a new one.
    pub seq: u64,
    /// The engine's values and the number of the position they are for.
    pub values: Option<(u64, Hints)>,
    /// The notation field while it is open, and why the last text typed
    /// there was refused.
    pub typing: Option<String>,
    pub error: Option<NotationError>,
    /// Where Esc goes back to.
    pub back: Screen,
    /// On a terminal too small for the side pane, it is shown in the
    /// board's place (Tab).
    pub details: bool,
}

impl AnalysisBoard {
    /// A board at `position`, with nothing to step back to.
    pub fn new(position: Position, back: Screen) -> Self {
        let cursor = last_present(&position.board_rows()).unwrap_or((0, 0));
        AnalysisBoard {
            position,
            undo: Vec::new(),
            redo: Vec::new(),
            cursor,
            editing: false,
            seq: 0,
            values: None,
            typing: None,
            error: None,
            back,
            details: false,
        }
    }

    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// The values of the position shown, once the engine gave them.
    pub fn current_values(&self) -> Option<&Hints> {
        self.values
            .as_ref()
            .filter(|(seq, _)| *seq == self.seq)
            .map(|(_, h)| h)
    }

    /// Keeps values that arrived for position `seq`, if it is still shown.
    pub fn take_values(&mut self, seq: u64, hints: Hints) -> bool {
        let fresh = seq == self.seq;
        if fresh {
            self.values = Some((seq, hints));
        }
        fresh
    }

    /// Shows `next` as a new step: the old position can be stepped back
    /// to, and the steps that were undone are forgotten.
    pub fn step_to(&mut self, next: Position) {
        let before = std::mem::replace(&mut self.position, next);
        self.undo.push(before);
        self.redo.clear();
        self.changed();
    }

    /// Plays the move at the cursor; `false` when there is none to play
    /// (the game is over here, or the square is eaten).
    pub fn play(&mut self) -> bool {
        let (r, c) = self.cursor;
        if self.position.is_over() {
            return false;
        }
        match self.position.after(r, c) {
            Ok(next) => {
                self.step_to(next);
                true
            }
            Err(_) => false,
        }
    }

    /// The editor's Enter: eats the square at the cursor and all it
    /// carries, or puts it back with all it needs (toward the corner, or
    /// in iChomp toward the centre).
    pub fn toggle(&mut self) -> bool {
        let (r, c) = self.cursor;
        let next = if self.position.is_present(r, c) {
            eaten(&self.position, r, c)
        } else {
            filled(&self.position, r, c)
        };
        match next {
            Some(next) if next != self.position => {
                self.step_to(next);
                true
            }
            _ => false,
        }
    }

    /// The editor's `f` (full board) and `x` (empty board) at this size.
    pub fn reset(&mut self, full: bool) -> bool {
        let (w, h) = (self.position.width(), self.position.height());
        let grid = vec![vec![full; w]; h];
        match from_grid(self.variant(), &grid) {
            Some(next) if next != self.position => {
                self.step_to(next);
                true
            }
            _ => false,
        }
    }

    /// `u`: back one step.
    pub fn back(&mut self) -> bool {
        let Some(prev) = self.undo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.position, prev);
        self.redo.push(now);
        self.changed();
        true
    }

    /// `r`: forward one step again.
    pub fn forward(&mut self) -> bool {
        let Some(next) = self.redo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.position, next);
        self.undo.push(now);
        self.changed();
        true
    }

    /// Moves the cursor by `(dr, dc)`, staying on the board.
    pub fn aim(&mut self, dr: isize, dc: isize) {
        let (r, c) = self.cursor;
        let h = self.position.height();
        let w = self.position.width();
        self.cursor = (
            r.saturating_add_signed(dr).min(h.saturating_sub(1)),
            c.saturating_add_signed(dc).min(w.saturating_sub(1)),
        );
    }

    /// Sets the position typed in the notation field (see [`parse_board`]).
    pub fn set_notation(&mut self, text: &str) -> Result<(), NotationError> {
        let next = parse_board(text, &self.position)?;
        self.step_to(next);
        self.cursor = last_present(&self.position.board_rows()).unwrap_or((0, 0));
        Ok(())
    }

    /// `v`: the other game on a full board of the same size (an iChomp
    /// board is at least 2 x 2).
    pub fn switch_variant(&mut self) {
        let variant = match self.variant() {
            Variant::Chomp => Variant::IChomp,
            Variant::IChomp => Variant::Chomp,
        };
        let w = self.position.width().max(2);
        let h = self.position.height().max(2);
        if let Ok(next) = Position::full(variant, w, h) {
            self.step_to(next);
            self.aim(0, 0);
        }
    }

    fn changed(&mut self) {
        self.seq += 1;
        self.aim(0, 0);
    }

    /// The cells the move (or the editor's Enter) at the cursor would
    /// remove, to draw in red.
    pub fn preview(&self) -> Vec<(usize, usize)> {
        let (r, c) = self.cursor;
        if self.editing {
            carried(&self.position, r, c)
        } else {
            self.position.cells_removed_by(r, c)
        }
    }
}

/// Which squares are present, row by row.
fn grid_of(pos: &Position) -> Vec<Vec<bool>> {
    (0..pos.height())
        .map(|r| (0..pos.width()).map(|c| pos.is_present(r, c)).collect())
        .collect()
}

fn from_grid(variant: Variant, grid: &[Vec<bool>]) -> Option<Position> {
    let rows: Vec<String> = grid
        .iter()
        .map(|row| row.iter().map(|&p| if p { '#' } else { '.' }).collect())
        .collect();
    Position::from_board_rows(variant, &rows).ok()
}

/// `pos` with the square `(r, c)` and all it carries eaten, even where a
/// game would already be over (the editor's Enter).
fn eaten(pos: &Position, r: usize, c: usize) -> Option<Position> {
    let mut grid = grid_of(pos);
    for (rr, cc) in carried(pos, r, c) {
        grid[rr][cc] = false;
    }
    from_grid(pos.variant(), &grid)
}

/// The present squares that eating `(r, c)` takes with it, whether or not
/// a game could still be played here (the full board's moves say which).
pub fn carried(pos: &Position, r: usize, c: usize) -> Vec<(usize, usize)> {
    let Ok(full) = Position::full(pos.variant(), pos.width(), pos.height()) else {
        return Vec::new();
    };
    full.cells_removed_by(r, c)
        .into_iter()
        .filter(|&(rr, cc)| pos.is_present(rr, cc))
        .collect()
}

/// `pos` with the square `(r, c)` put back, with every square a move at
/// `(r, c)` would need to be there: those whose move would eat it.
fn filled(pos: &Position, r: usize, c: usize) -> Option<Position> {
    let full = Position::full(pos.variant(), pos.width(), pos.height()).ok()?;
    let mut grid = grid_of(pos);
    for (rr, row) in grid.iter_mut().enumerate() {
        for (cc, cell) in row.iter_mut().enumerate() {
            if !*cell && full.cells_removed_by(rr, cc).contains(&(r, c)) {
                *cell = true;
            }
        }
    }
    from_grid(pos.variant(), &grid)
}
