//! iChomp: four Chomp quadrants around the centre of the board, normal play.
//!
//! Each quadrant is stored as an ordinary Young diagram seen from its centre
//! corner (rotated/mirrored so that the centre corner is at the top-left), which
//! is exactly the notation of RULES.md and what the Grundy tables index.

use crate::diagram::{Diagram, MAX_SIDE};
use crate::error::{PlayError, PositionError};

/// The four quadrants in the order used everywhere (notation, hints, tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quadrant {
    NW = 0,
    NE = 1,
    SW = 2,
    SE = 3,
}

impl Quadrant {
    pub const ALL: [Quadrant; 4] = [Quadrant::NW, Quadrant::NE, Quadrant::SW, Quadrant::SE];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Quadrant::NW => "NW",
            Quadrant::NE => "NE",
            Quadrant::SW => "SW",
            Quadrant::SE => "SE",
        }
    }
}

/// The geometry of an iChomp board: where the centre lines fall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    pub width: usize,
    pub height: usize,
    /// First column of the east quadrants (`width / 2`).
    pub cx: usize,
    /// First row of the south quadrants (`height / 2`).
    pub cy: usize,
}

impl Layout {
    pub fn new(width: usize, height: usize) -> Result<Self, PositionError> {
        if !(2..=MAX_SIDE).contains(&width) || !(2..=MAX_SIDE).contains(&height) {
            return Err(PositionError::BadSize(format!(
                "an iChomp board is 2 to {MAX_SIDE} cells wide and high, not {width}x{height}"
            )));
        }
        Ok(Layout {
            width,
            height,
            cx: width / 2,
            cy: height / 2,
        })
    }

    /// The box of a quadrant as `(rows, cols)` counted from the centre.
    pub fn box_of(&self, q: Quadrant) -> (usize, usize) {
        let north = self.cy;
        let south = self.height - self.cy;
        let west = self.cx;
        let east = self.width - self.cx;
        match q {
            Quadrant::NW => (north, west),
            Quadrant::NE => (north, east),
            Quadrant::SW => (south, west),
            Quadrant::SE => (south, east),
        }
    }

    /// The quadrant of a board cell and its coordinates seen from the centre.
    /// The cell must be on the board.
    pub fn to_local(&self, row: usize, col: usize) -> (Quadrant, usize, usize) {
        let south = row >= self.cy;
        let east = col >= self.cx;
        let lr = if south {
            row - self.cy
        } else {
            self.cy - 1 - row
        };
        let lc = if east {
            col - self.cx
        } else {
            self.cx - 1 - col
        };
        let q = match (south, east) {
            (false, false) => Quadrant::NW,
            (false, true) => Quadrant::NE,
            (true, false) => Quadrant::SW,
            (true, true) => Quadrant::SE,
        };
        (q, lr, lc)
    }

    /// The board cell of a quadrant's local coordinates.
    pub fn to_board(&self, q: Quadrant, lr: usize, lc: usize) -> (usize, usize) {
        let row = match q {
            Quadrant::NW | Quadrant::NE => self.cy - 1 - lr,
            Quadrant::SW | Quadrant::SE => self.cy + lr,
        };
        let col = match q {
            Quadrant::NW | Quadrant::SW => self.cx - 1 - lc,
            Quadrant::NE | Quadrant::SE => self.cx + lc,
        };
        (row, col)
    }
}

/// An iChomp position: the layout and the four quadrant diagrams.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IChompPosition {
    layout: Layout,
    quadrants: [Diagram; 4],
}

impl IChompPosition {
    /// The full board.
    pub fn full(width: usize, height: usize) -> Result<Self, PositionError> {
        let layout = Layout::new(width, height)?;
        let quadrants = Quadrant::ALL.map(|q| {
            let (r, c) = layout.box_of(q);
            Diagram::rectangle(r, c)
        });
        Ok(IChompPosition { layout, quadrants })
    }

    /// A position from four quadrant diagrams (NW, NE, SW, SE); each must fit its box.
    pub fn from_quadrants(
        width: usize,
        height: usize,
        quadrants: [Diagram; 4],
    ) -> Result<Self, PositionError> {
        let layout = Layout::new(width, height)?;
        for q in Quadrant::ALL {
            let (r, c) = layout.box_of(q);
            let d = &quadrants[q.index()];
            if !d.fits(r, c) {
                return Err(PositionError::DoesNotFit(format!(
                    "quadrant {} is {}x{} at most on a {width}x{height} board, but '{d}' has {} rows of up to {} cells",
                    q.name(),
                    c,
                    r,
                    d.height(),
                    d.width()
                )));
            }
        }
        Ok(IChompPosition { layout, quadrants })
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn width(&self) -> usize {
        self.layout.width
    }

    pub fn height(&self) -> usize {
        self.layout.height
    }

    pub fn quadrants(&self) -> &[Diagram; 4] {
        &self.quadrants
    }

    pub fn quadrant(&self, q: Quadrant) -> &Diagram {
        &self.quadrants[q.index()]
    }

    pub fn is_present(&self, row: usize, col: usize) -> bool {
        if row >= self.layout.height || col >= self.layout.width {
            return false;
        }
        let (q, lr, lc) = self.layout.to_local(row, col);
        self.quadrants[q.index()].contains(lr, lc)
    }

    /// Over when the board is empty: whoever took the last cell won.
    pub fn is_over(&self) -> bool {
        self.quadrants.iter().all(Diagram::is_empty)
    }

    /// Checks a move without playing it and tells how many cells it removes.
    pub fn check(&self, row: usize, col: usize) -> Result<usize, PlayError> {
        if row >= self.layout.height || col >= self.layout.width {
            return Err(PlayError::OffBoard {
                row,
                col,
                width: self.layout.width,
                height: self.layout.height,
            });
        }
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let (q, lr, lc) = self.layout.to_local(row, col);
        let d = &self.quadrants[q.index()];
        if !d.contains(lr, lc) {
            return Err(PlayError::EmptyCell { row, col });
        }
        Ok(d.removed_by(lr, lc))
    }

    /// Plays a move; returns the number of cells removed.
    pub fn play(&mut self, row: usize, col: usize) -> Result<usize, PlayError> {
        self.check(row, col)?;
        let (q, lr, lc) = self.layout.to_local(row, col);
        Ok(self.quadrants[q.index()].chomp(lr, lc))
    }
}
