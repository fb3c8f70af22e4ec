//! A move as the rest of the system names it: the cell eaten.

use std::fmt;

/// The cell a player eats, as (row, column) from the top-left corner; the
/// move removes it and every cell to its right and below (see RULES.md).
/// Server, protocol and clients pass this instead of loose pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    pub row: u32,
    pub col: u32,
}

impl Move {
    pub fn new(row: u32, col: u32) -> Move {
        Move { row, col }
    }

    /// The cell as indices into a position.
    pub fn cell(self) -> (usize, usize) {
        (self.row as usize, self.col as usize)
    }

    /// The move eating the cell at these indices (the engine's own moves
    /// always fit: boards are at most [`crate::MAX_SIDE`] wide).
    pub fn from_cell((row, col): (usize, usize)) -> Move {
        Move {
            row: row as u32,
            col: col as u32,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_round_trip() {
        let m = Move::new(3, 7);
        assert_eq!(m.cell(), (3, 7));
        assert_eq!(Move::from_cell(m.cell()), m);
        assert_eq!(m.to_string(), "(3, 7)");
    }
}
