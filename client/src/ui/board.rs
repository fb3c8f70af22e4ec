//! The board widget: cells as coloured tiles, the iChomp centre lines, the
//! cursor, the cells the move under the cursor would remove, and (with hints)
//! each cell's SG value with winning moves marked.
//!
//! Where the cells go is [`crate::geometry::Geometry`], shared with mouse
//! hit-testing.

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier, Style};

pub use crate::geometry::Geometry;
use crate::text;

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
    /// The values do not fit on the squares ([`numbers_fit`]): squares show
    /// only their colour (green: a winning move), and the value of the
    /// square aimed at is written beside the board.
    pub by_colour: bool,
    pub winning: &'a [[u32; 2]],
}

/// Whether every value can be written on its square with a blank column
/// between neighbours: on a big board the squares are one or two columns
/// wide with no gap, and `48` beside `55` would read `4855`.
pub fn numbers_fit(geo: &Geometry, values: &[Vec<Option<u32>>]) -> bool {
    let widest = values
        .iter()
        .flatten()
        .flatten()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    // From 3 columns a square has its own gap; narrower ones need a
    // blank column inside the face.
    let room = if geo.cw >= 3 {
        geo.face_w()
    } else {
        geo.face_w().saturating_sub(1)
    };
    widest <= usize::from(room)
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
                    .filter(|_| !self.by_colour)
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
                    if text::width(&s) > fw {
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
    let n = text::width(s);
    if n >= width {
        return text::clip(s, width).to_string();
    }
    let left = (width - n) / 2;
    format!("{}{}{}", " ".repeat(left), s, " ".repeat(width - n - left))
}
