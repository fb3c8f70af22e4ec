//! What a session's terminal shows, read the way a player reads it: the
//! board's cells (tiles with a background colour are still there, grey dots
//! were eaten) and a few words. Only as much as the load needs, so that
//! hundreds of sessions stay cheap on the client side.

use vt100::{Color, Screen};

/// The glyphs the client's board draws in a cell's middle row: a present
/// tile, the cursor, the poisoned corner, an eaten cell.
const PRESENT: [&str; 3] = ["■", "◆", "X"];
const EATEN: &str = "·";
/// The client draws eaten cells in dark grey (colour 8).
const EATEN_FG: Color = Color::Idx(8);

/// A board as the screen shows it: `true` where a cell is still there, the
/// top row first (the poisoned corner is row 0, column 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: Vec<Vec<bool>>,
}

impl Board {
    /// Cells still on the board.
    pub fn present(&self) -> usize {
        self.rows.iter().flatten().filter(|p| **p).count()
    }

    pub fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }

    /// The moves that eat one cell only (a row's last cell with nothing
    /// below it), the poisoned corner left out: they keep a game long, so a
    /// run measures many moves per game. Empty when only the corner is left.
    pub fn single_bites(&self) -> Vec<(usize, usize)> {
        let at = |r: usize, c: usize| {
            self.rows
                .get(r)
                .and_then(|row| row.get(c))
                .copied()
                .unwrap_or(false)
        };
        let mut out = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for (c, &here) in row.iter().enumerate() {
                if here && (r, c) != (0, 0) && !at(r + 1, c) && !at(r, c + 1) {
                    out.push((r, c));
                }
            }
        }
        out
    }
}

/// The board on the screen, if one is drawn: the screen rows holding board
/// glyphs, each read left to right. `None` when there is none, or when the
/// rows do not all have the same number of cells (a frame half drawn).
pub fn read_board(screen: &Screen) -> Option<Board> {
    let (rows, cols) = screen.size();
    let (rows, cols) = (rows.get(), cols.get());
    let mut board = Vec::new();
    for r in 0..rows {
        let mut line = Vec::new();
        for c in 0..cols {
            let Some(cell) = screen.cell(r, c) else {
                continue;
            };
            let text = cell.contents();
            if PRESENT.contains(&text) && cell.bgcolor() != Color::Default {
                line.push(true);
            } else if text == EATEN && cell.fgcolor() == EATEN_FG {
                line.push(false);
            }
        }
        if !line.is_empty() {
            board.push(line);
        }
    }
    let width = board.first()?.len();
    board
        .iter()
        .all(|row| row.len() == width)
        .then_some(Board { rows: board })
}

/// Whether the screen shows `words` anywhere.
pub fn shows(screen: &Screen, words: &str) -> bool {
    let (rows, cols) = screen.size();
    screen
        .rows(0, cols.get())
        .take(rows.get().into())
        .any(|row| row.contains(words))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(n: u16) -> std::num::NonZeroU16 {
        std::num::NonZeroU16::new(n).unwrap()
    }

    /// A screen with a 3x2 board drawn as the client draws one: yellow tiles,
    /// the magenta poisoned corner, a grey dot for an eaten cell, and some
    /// words with the same glyphs that are no board.
    fn screen() -> vt100::Parser {
        let mut p = vt100::Parser::new(size(10), size(40), 0);
        p.process(b"Score \xc2\xb7 X \xe2\x96\xa0\r\n");
        p.process(b"\x1b[48;5;5m X \x1b[48;5;3m \xe2\x96\xa0 \x1b[7m \xe2\x97\x86 \x1b[0m\r\n");
        p.process(b"\x1b[48;5;3m \xe2\x96\xa0 \x1b[0m\x1b[38;5;8m \xc2\xb7  \xc2\xb7 \x1b[0m  Your move!\r\n");
        p
    }

    #[test]
    fn reads_the_tiles_and_the_dots_and_nothing_else() {
        let p = screen();
        let board = read_board(p.screen()).unwrap();
        assert_eq!(
            board.rows,
            vec![vec![true, true, true], vec![true, false, false]]
        );
        assert_eq!(board.present(), 4);
        assert_eq!(board.width(), 3);
        assert!(shows(p.screen(), "Your move!"));
        assert!(!shows(p.screen(), "You won"));
    }

    #[test]
    fn single_bites_keep_the_corner_and_a_lone_corner_has_none() {
        let board = Board {
            rows: vec![vec![true, true, true], vec![true, false, false]],
        };
        assert_eq!(board.single_bites(), vec![(0, 2), (1, 0)]);
        let corner = Board {
            rows: vec![vec![true, false], vec![false, false]],
        };
        assert!(corner.single_bites().is_empty());
    }

    #[test]
    fn no_board_on_a_screen_without_one() {
        let mut p = vt100::Parser::new(size(5), size(20), 0);
        p.process(b"Create game");
        assert!(read_board(p.screen()).is_none());
    }
}
