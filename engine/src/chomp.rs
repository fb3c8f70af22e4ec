//! Classic Chomp: one Young diagram whose top-left cell is poisoned (misère).

use crate::diagram::{Diagram, MAX_SIDE};
use crate::error::{PlayError, PositionError};

/// A Chomp position on a `width x height` board.
///
/// The game is over when at most the poisoned cell is left: with exactly the
/// poisoned cell the player to move has lost (the rules skip the forced move),
/// and with nothing left the previous player took the poison and lost.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChompPosition {
    width: usize,
    height: usize,
    diagram: Diagram,
}

/// Checks a Chomp board size: 1..=32 each way and at least 2 cells.
pub fn check_size(width: usize, height: usize) -> Result<(), PositionError> {
    if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
        return Err(PositionError::BadSize(format!(
            "a Chomp board is 1 to {MAX_SIDE} cells wide and high, not {width}x{height}"
        )));
    }
    if width * height < 2 {
        return Err(PositionError::BadSize(
            "a Chomp board needs at least 2 cells".to_string(),
        ));
    }
    Ok(())
}

impl ChompPosition {
    /// The full board.
    pub fn full(width: usize, height: usize) -> Result<Self, PositionError> {
        check_size(width, height)?;
        Ok(ChompPosition {
            width,
            height,
            diagram: Diagram::rectangle(height, width),
        })
    }

    /// A position given by its diagram; it must fit the board.
    pub fn from_diagram(
        width: usize,
        height: usize,
        diagram: Diagram,
    ) -> Result<Self, PositionError> {
        check_size(width, height)?;
        if !diagram.fits(height, width) {
            return Err(PositionError::DoesNotFit(format!(
                "{} rows of up to {} cells do not fit a {width}x{height} board",
                diagram.height(),
                diagram.width()
            )));
        }
        Ok(ChompPosition {
            width,
            height,
            diagram,
        })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn diagram(&self) -> &Diagram {
        &self.diagram
    }

    pub fn is_present(&self, row: usize, col: usize) -> bool {
        self.diagram.contains(row, col)
    }

    /// Over when nothing but (at most) the poisoned cell is left.
    pub fn is_over(&self) -> bool {
        self.diagram.cells() <= 1
    }

    /// Checks a move without playing it and tells how many cells it removes.
    pub fn check(&self, row: usize, col: usize) -> Result<usize, PlayError> {
        if row >= self.height || col >= self.width {
            return Err(PlayError::OffBoard {
                row,
                col,
                width: self.width,
                height: self.height,
            });
        }
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.diagram.contains(row, col) {
            return Err(PlayError::EmptyCell { row, col });
        }
        Ok(self.diagram.removed_by(row, col))
    }

    /// Plays a move; returns the number of cells removed.
    pub fn play(&mut self, row: usize, col: usize) -> Result<usize, PlayError> {
        self.check(row, col)?;
        Ok(self.diagram.chomp(row, col))
    }
}
