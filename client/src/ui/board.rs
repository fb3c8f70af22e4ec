//! The board widget: cells as coloured tiles, the iChomp centre lines, the
//! cursor, the cells the move under the cursor would remove, and (with hints)
//! each cell's SG value with winning moves marked.
//!
//! [`Geometry`] is shared by drawing and by mouse hit-testing, so a click
//! always lands on the cell that was drawn there.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// Where each cell of a board sits on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub x0: u16,
    pub y0: u16,
    /// Columns per cell, including a one-column gap when 3 or more.
    pub cw: u16,
    /// Rows per cell, including a one-row gap when 2.
    pub rh: u16,
    pub width: usize,
    pub height: usize,
    /// iChomp centre lines as `(cy, cx)`: a separator row before row `cy`
    /// and a separator column before column `cx`.
    pub split: Option<(usize, usize)>,
}

impl Geometry {
    /// The largest cell size that fits `area`, centred; `None` if even
    /// one-column cells do not fit.
    pub fn fit(
        area: Rect,
        width: usize,
        height: usize,
        split: Option<(usize, usize)>,
    ) -> Option<Self> {
        if width == 0 || height == 0 {
            return None;
        }
        // Sizes come from the server: compute wide so nonsense cannot overflow.
        let sep = u64::from(split.is_some());
        let (w, h) = (width as u64, height as u64);
        for (cw, rh) in [(5u16, 2u16), (4, 2), (4, 1), (3, 1), (2, 1), (1, 1)] {
            let total_w = w * u64::from(cw) + sep;
            let total_h = h * u64::from(rh) + sep;
            if total_w <= u64::from(area.width) && total_h <= u64::from(area.height) {
                let (total_w, total_h) = (total_w as u16, total_h as u16);
                return Some(Geometry {
                    x0: area.x + (area.width - total_w) / 2,
                    y0: area.y + (area.height - total_h) / 2,
                    cw,
                    rh,
                    width,
                    height,
                    split,
                });
            }
        }
        None
    }

    /// Columns of a cell that are drawn (the rest is the gap).
    pub fn face_w(&self) -> u16 {
        if self.cw >= 3 {
            self.cw - 1
        } else {
            self.cw
        }
    }

    pub fn face_h(&self) -> u16 {
        if self.rh >= 2 {
            self.rh - 1
        } else {
            self.rh
        }
    }

    pub fn cell_x(&self, col: usize) -> u16 {
        let sep = self.split.is_some_and(|(_, cx)| col >= cx);
        self.x0 + col as u16 * self.cw + u16::from(sep)
    }

    pub fn cell_y(&self, row: usize) -> u16 {
        let sep = self.split.is_some_and(|(cy, _)| row >= cy);
        self.y0 + row as u16 * self.rh + u16::from(sep)
    }

    /// The board cell at a screen position (gaps count as their cell;
    /// separators and the outside do not).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<(usize, usize)> {
        let col = axis_index(x.checked_sub(self.x0)?, self.cw, self.split.map(|s| s.1))?;
        let row = axis_index(y.checked_sub(self.y0)?, self.rh, self.split.map(|s| s.0))?;
        (row < self.height && col < self.width).then_some((row, col))
    }
}

fn axis_index(d: u16, size: u16, split: Option<usize>) -> Option<usize> {
    let mut d = d;
    if let Some(s) = split {
        let line = s as u16 * size;
        if d == line {
            return None;
        }
        if d > line {
            d -= 1;
        }
    }
    Some((d / size) as usize)
}

/// What to draw on the board.
pub struct BoardView<'a> {
    /// `#`/`.` rows, top first.
    pub board: &'a [String],
    /// Chomp's poisoned corner is marked.
    pub poisoned: bool,
    pub cursor: Option<(usize, usize)>,
    pub preview: &'a [(usize, usize)],
    /// Per-cell SG values after the move there.
    pub values: Option<&'a [Vec<Option<u32>>]>,
    /// The values are outcome flags of estimated hints (0: the move is
    /// proven to win, 1: proven to lose, none: undecided), drawn as W, L and
    /// ?, never as numbers that would pass for SG values.
    pub values_are_flags: bool,
    pub winning: &'a [[u32; 2]],
}

const CANDY: Style = Style::new().fg(Color::Black).bg(Color::Yellow);
const POISON: Style = Style::new().fg(Color::White).bg(Color::Magenta);
const WINNING: Style = Style::new().fg(Color::Black).bg(Color::Green);
const DOOMED: Style = Style::new().fg(Color::White).bg(Color::Red);
const EATEN: Style = Style::new().fg(Color::DarkGray);
const LINES: Style = Style::new().fg(Color::Cyan);

impl BoardView<'_> {
    pub fn render(&self, geo: &Geometry, buf: &mut Buffer) {
        if let Some((cy, cx)) = geo.split {
            let right = geo.cell_x(geo.width - 1) + geo.cw;
            let bottom = geo.cell_y(geo.height - 1) + geo.rh;
            let vx = geo.x0 + cx as u16 * geo.cw;
            let hy = geo.y0 + cy as u16 * geo.rh;
            for y in geo.y0..bottom {
                buf.set_string(vx, y, "│", LINES);
            }
            for x in geo.x0..right {
                buf.set_string(x, hy, "─", LINES);
            }
            buf.set_string(vx, hy, "┼", LINES);
        }
        let fw = geo.face_w() as usize;
        for (r, line) in self.board.iter().enumerate().take(geo.height) {
            for (c, ch) in line.chars().enumerate().take(geo.width) {
                let present = ch == '#';
                let poison = present && self.poisoned && r == 0 && c == 0;
                let value = self
                    .values
                    .and_then(|v| v.get(r))
                    .and_then(|row| row.get(c).copied().flatten());
                let mut style = if !present {
                    EATEN
                } else if self.preview.contains(&(r, c)) {
                    DOOMED
                } else if poison {
                    POISON
                } else if self.winning.contains(&[r as u32, c as u32]) {
                    WINNING
                } else {
                    CANDY
                };
                let text = if !present {
                    centred("·", fw)
                } else if poison {
                    centred("X", fw)
                } else if self.values_are_flags {
                    centred(
                        match value {
                            Some(0) => "W",
                            Some(_) => "L",
                            None => "?",
                        },
                        fw,
                    )
                } else if let Some(v) = value {
                    let s = v.to_string();
                    if s.len() > fw {
                        centred("+", fw)
                    } else {
                        centred(&s, fw)
                    }
                } else {
                    centred("■", fw)
                };
                if self.cursor == Some((r, c)) {
                    style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
                }
                let text = if self.cursor == Some((r, c))
                    && fw >= 3
                    && value.is_none()
                    && !self.values_are_flags
                    && !poison
                {
                    centred("◆", fw)
                } else {
                    text
                };
                let x = geo.cell_x(c);
                for dy in 0..geo.face_h() {
                    let y = geo.cell_y(r) + dy;
                    let s = if dy == geo.face_h() / 2 {
                        text.clone()
                    } else {
                        " ".repeat(fw)
                    };
                    buf.set_string(x, y, s, style);
                }
            }
        }
    }
}

/// `s` centred in `width` columns.
fn centred(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width {
        return s.chars().take(width).collect();
    }
    let left = (width - n) / 2;
    format!("{}{}{}", " ".repeat(left), s, " ".repeat(width - n - left))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_map_back_to_the_cells_drawn() {
        for split in [None, Some((2, 3))] {
            for area in [Rect::new(0, 0, 80, 30), Rect::new(3, 2, 14, 7)] {
                let geo = Geometry::fit(area, 7, 5, split).unwrap();
                for r in 0..5 {
                    for c in 0..7 {
                        let x = geo.cell_x(c);
                        let y = geo.cell_y(r);
                        assert_eq!(geo.cell_at(x, y), Some((r, c)), "{split:?} {area:?}");
                        let xe = x + geo.face_w() - 1;
                        assert_eq!(geo.cell_at(xe, y), Some((r, c)));
                    }
                }
                assert_eq!(geo.cell_at(0, 0).filter(|_| geo.x0 > 0), None);
            }
        }
    }

    #[test]
    fn separators_are_not_cells_and_small_areas_shrink_cells() {
        let geo = Geometry::fit(Rect::new(0, 0, 100, 40), 4, 4, Some((2, 2))).unwrap();
        assert_eq!(geo.cw, 5);
        let sep_x = geo.x0 + 2 * geo.cw;
        assert_eq!(geo.cell_at(sep_x, geo.y0), None);
        let tiny = Geometry::fit(Rect::new(0, 0, 9, 5), 8, 4, None).unwrap();
        assert_eq!((tiny.cw, tiny.rh), (1, 1));
        assert!(Geometry::fit(Rect::new(0, 0, 5, 5), 8, 4, None).is_none());
    }
}
