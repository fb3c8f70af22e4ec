//! A position of either game behind one type, which is what servers and clients
//! hold: play a move, tell when the game is over and who won, print and parse
//! the notation of RULES.md, and draw the `#`/`.` rows of the wire protocol.

use std::fmt;

use rand::Rng;

use crate::chomp::ChompPosition;
use crate::diagram::Diagram;
use crate::error::{PlayError, PositionError, ReplayError};
use crate::ichomp::{IChompPosition, Layout, Quadrant};
use crate::moves::Move;
use crate::random::random_diagram;
use crate::variant::Variant;

/// Who won, seen from the player who just moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The player who made the move (took the last cell in iChomp, or left only
    /// the poisoned cell in Chomp).
    Mover,
    /// The other player (the mover took the poisoned cell in Chomp).
    Opponent,
}

/// What a played move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOutcome {
    /// How many cells the move removed.
    pub removed: usize,
    /// `Some` when the move ended the game.
    pub over: Option<Winner>,
}

/// A position of Chomp or iChomp.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    Chomp(ChompPosition),
    IChomp(IChompPosition),
}

impl Position {
    /// Checks a board size for a variant without building anything.
    pub fn check_size(variant: Variant, width: usize, height: usize) -> Result<(), PositionError> {
        match variant {
            Variant::Chomp => crate::chomp::check_size(width, height),
            Variant::IChomp => Layout::new(width, height).map(|_| ()),
        }
    }

    /// The full board.
    pub fn full(variant: Variant, width: usize, height: usize) -> Result<Self, PositionError> {
        Ok(match variant {
            Variant::Chomp => Position::Chomp(ChompPosition::full(width, height)?),
            Variant::IChomp => Position::IChomp(IChompPosition::full(width, height)?),
        })
    }

    /// A random start: the board (Chomp) or each quadrant (iChomp) drawn
    /// uniformly among the non-empty diagrams of its box. A Chomp draw that
    /// would leave only the poisoned cell is drawn again, since no game could
    /// be played from it.
    pub fn random<R: Rng + ?Sized>(
        variant: Variant,
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Self, PositionError> {
        Position::check_size(variant, width, height)?;
        Ok(match variant {
            Variant::Chomp => loop {
                let d = random_diagram(height, width, rng);
                if d.cells() >= 2 {
                    break Position::Chomp(ChompPosition::from_diagram(width, height, d)?);
                }
            },
            Variant::IChomp => {
                let layout = Layout::new(width, height)?;
                let quads = Quadrant::ALL.map(|q| {
                    let (r, c) = layout.box_of(q);
                    random_diagram(r, c, rng)
                });
                Position::IChomp(IChompPosition::from_quadrants(width, height, quads)?)
            }
        })
    }

    /// Parses the notation of RULES.md (`8,8,5,3` for Chomp,
    /// `4,4,2/4,3/4,4,4/1` for iChomp) for a board of the given size. A
    /// position in which the game is already decided is refused.
    pub fn parse(
        variant: Variant,
        width: usize,
        height: usize,
        notation: &str,
    ) -> Result<Self, PositionError> {
        Position::check_size(variant, width, height)?;
        let pos = match variant {
            Variant::Chomp => {
                if notation.contains('/') {
                    return Err(PositionError::BadNotation(
                        "a Chomp position is one list of row lengths, without '/'".into(),
                    ));
                }
                let d: Diagram = notation.parse()?;
                Position::Chomp(ChompPosition::from_diagram(width, height, d)?)
            }
            Variant::IChomp => {
                let parts: Vec<&str> = notation.split('/').collect();
                if parts.len() != 4 {
                    return Err(PositionError::BadNotation(format!(
                        "an iChomp position has four quadrants separated by '/', not {}",
                        parts.len()
                    )));
                }
                let mut quads: [Diagram; 4] = Default::default();
                for (slot, part) in quads.iter_mut().zip(parts) {
                    *slot = part.parse()?;
                }
                Position::IChomp(IChompPosition::from_quadrants(width, height, quads)?)
            }
        };
        if pos.is_over() {
            return Err(PositionError::AlreadyOver);
        }
        Ok(pos)
    }

    /// Rebuilds a position from the `#`/`.` rows of the wire protocol.
    /// Refuses rows of the wrong size or shapes the rules cannot produce.
    pub fn from_board_rows(variant: Variant, rows: &[String]) -> Result<Self, PositionError> {
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.chars().count());
        Position::check_size(variant, width, height)?;
        let mut grid = vec![vec![false; width]; height];
        for (r, line) in rows.iter().enumerate() {
            if line.chars().count() != width {
                return Err(PositionError::BadNotation(format!(
                    "board row {} has {} cells, the first has {width}",
                    r + 1,
                    line.chars().count()
                )));
            }
            for (c, ch) in line.chars().enumerate() {
                grid[r][c] = match ch {
                    '#' => true,
                    '.' => false,
                    other => {
                        return Err(PositionError::BadNotation(format!(
                            "'{other}' in a board row (use # and .)"
                        )))
                    }
                };
            }
        }
        let pos = match variant {
            Variant::Chomp => {
                let lens: Vec<usize> = grid
                    .iter()
                    .map(|row| row.iter().take_while(|&&p| p).count())
                    .collect();
                let d = Diagram::from_rows(&lens)?;
                Position::Chomp(ChompPosition::from_diagram(width, height, d)?)
            }
            Variant::IChomp => {
                let layout = Layout::new(width, height)?;
                let quads = Quadrant::ALL.map(|q| {
                    let (br, bc) = layout.box_of(q);
                    let lens: Vec<usize> = (0..br)
                        .map(|lr| {
                            (0..bc)
                                .take_while(|&lc| {
                                    let (r, c) = layout.to_board(q, lr, lc);
                                    grid[r][c]
                                })
                                .count()
                        })
                        .collect();
                    Diagram::from_rows(&lens)
                });
                let mut out: [Diagram; 4] = Default::default();
                for (slot, d) in out.iter_mut().zip(quads) {
                    *slot = d?;
                }
                Position::IChomp(IChompPosition::from_quadrants(width, height, out)?)
            }
        };
        // Every `#` must belong to the diagram we read, or the shape was not one.
        for (r, row) in grid.iter().enumerate() {
            for (c, &present) in row.iter().enumerate() {
                if present != pos.is_present(r, c) {
                    return Err(PositionError::NotADiagram(format!(
                        "cell {}.{} breaks the staircase shape",
                        r + 1,
                        c + 1
                    )));
                }
            }
        }
        Ok(pos)
    }

    pub fn variant(&self) -> Variant {
        match self {
            Position::Chomp(_) => Variant::Chomp,
            Position::IChomp(_) => Variant::IChomp,
        }
    }

    pub fn width(&self) -> usize {
        match self {
            Position::Chomp(p) => p.width(),
            Position::IChomp(p) => p.width(),
        }
    }

    pub fn height(&self) -> usize {
        match self {
            Position::Chomp(p) => p.height(),
            Position::IChomp(p) => p.height(),
        }
    }

    /// Whether the board cell is still there; `false` off the board.
    pub fn is_present(&self, row: usize, col: usize) -> bool {
        match self {
            Position::Chomp(p) => p.is_present(row, col),
            Position::IChomp(p) => p.is_present(row, col),
        }
    }

    /// Whether no move is left to make.
    pub fn is_over(&self) -> bool {
        match self {
            Position::Chomp(p) => p.is_over(),
            Position::IChomp(p) => p.is_over(),
        }
    }

    /// Number of cells left on the board.
    pub fn cells(&self) -> usize {
        match self {
            Position::Chomp(p) => p.diagram().cells(),
            Position::IChomp(p) => p.quadrants().iter().map(Diagram::cells).sum(),
        }
    }

    /// Checks a move without playing it; returns how many cells it would remove.
    pub fn check(&self, mv: Move) -> Result<usize, PlayError> {
        self.check_cell(mv.cell())
    }

    fn check_cell(&self, (row, col): (usize, usize)) -> Result<usize, PlayError> {
        match self {
            Position::Chomp(p) => p.check(row, col),
            Position::IChomp(p) => p.check(row, col),
        }
    }

    /// Plays a move, or refuses it and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<MoveOutcome, PlayError> {
        self.play_cell(mv.cell())
    }

    /// The position a game's moves lead to from `start`, or the first move
    /// the rules refuse (with its index): one replay for servers restoring
    /// a stored game and clients stepping through a history.
    pub fn replay(
        start: &Position,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Position, ReplayError> {
        let mut pos = start.clone();
        for (ply, mv) in moves.into_iter().enumerate() {
            pos.play(mv)
                .map_err(|source| ReplayError { ply, mv, source })?;
        }
        Ok(pos)
    }

    fn play_cell(&mut self, (row, col): (usize, usize)) -> Result<MoveOutcome, PlayError> {
        let (removed, over) = match self {
            Position::Chomp(p) => {
                let removed = p.play(row, col)?;
                let over = if p.diagram().is_empty() {
                    // The mover ate the poisoned cell.
                    Some(Winner::Opponent)
                } else if p.is_over() {
                    Some(Winner::Mover)
                } else {
                    None
                };
                (removed, over)
            }
            Position::IChomp(p) => {
                let removed = p.play(row, col)?;
                (removed, p.is_over().then_some(Winner::Mover))
            }
        };
        Ok(MoveOutcome { removed, over })
    }

    /// The position after eating the cell at these indices, leaving `self`
    /// untouched: the solver's step over [`Position::legal_moves`].
    pub fn after(&self, row: usize, col: usize) -> Result<Position, PlayError> {
        let mut next = self.clone();
        next.play_cell((row, col))?;
        Ok(next)
    }

    /// Whether the player to move can end the game at once and win: in
    /// Chomp, a move that leaves only the poisoned cell; in iChomp, a move
    /// that takes the last cells. A perfect player decides such a position
    /// in one move (servers do not rate games that start from one).
    pub fn wins_in_one_move(&self) -> bool {
        self.legal_moves().into_iter().any(|cell| {
            let mut next = self.clone();
            matches!(
                next.play_cell(cell),
                Ok(MoveOutcome {
                    over: Some(Winner::Mover),
                    ..
                })
            )
        })
    }

    /// Every legal move, row by row (none when the game is over).
    pub fn legal_moves(&self) -> Vec<(usize, usize)> {
        if self.is_over() {
            return Vec::new();
        }
        let mut out = Vec::with_capacity(self.cells());
        for r in 0..self.height() {
            for c in 0..self.width() {
                if self.is_present(r, c) {
                    out.push((r, c));
                }
            }
        }
        out
    }

    /// The board cells a move at `(row, col)` would remove (empty if illegal);
    /// what a client highlights under the cursor.
    pub fn cells_removed_by(&self, row: usize, col: usize) -> Vec<(usize, usize)> {
        if self.check_cell((row, col)).is_err() {
            return Vec::new();
        }
        match self {
            Position::Chomp(p) => p
                .diagram()
                .cells_iter()
                .filter(|&(r, c)| r >= row && c >= col)
                .collect(),
            Position::IChomp(p) => {
                let layout = p.layout();
                let (q, lr, lc) = layout.to_local(row, col);
                p.quadrant(q)
                    .cells_iter()
                    .filter(|&(r, c)| r >= lr && c >= lc)
                    .map(|(r, c)| layout.to_board(q, r, c))
                    .collect()
            }
        }
    }

    /// The `#`/`.` rows of the wire protocol, top row first.
    pub fn board_rows(&self) -> Vec<String> {
        (0..self.height())
            .map(|r| {
                (0..self.width())
                    .map(|c| if self.is_present(r, c) { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }
}

impl fmt::Display for Position {
    /// The notation of RULES.md.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Chomp(p) => write!(f, "{}", p.diagram()),
            Position::IChomp(p) => {
                let q = p.quadrants();
                write!(f, "{}/{}/{}/{}", q[0], q[1], q[2], q[3])
            }
        }
    }
}

#[cfg(test)]
mod tests;
