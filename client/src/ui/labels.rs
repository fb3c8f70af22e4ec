//! Row and column numbers around the board, one-based like the move lists
//! (`row.col`), and the names of iChomp's quadrants on the board's frame.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};

use crate::geometry::Geometry;
use crate::i18n::Texts;
use crate::text;

const LABEL: Style = Style::new().fg(Color::DarkGray);
const QUADRANT: Style = Style::new().fg(Color::Cyan);

/// Draws the numbers (when the geometry left room for them) and, on an
/// iChomp board, NW/NE/SW/SE at the board's corners, inside `board_area`'s
/// frame.
pub fn render(geo: &Geometry, t: &Texts, board_area: Rect, buf: &mut Buffer) {
    if geo.labels {
        render_numbers(geo, buf);
    }
    if geo.split.is_none() || geo.width == 0 || geo.height == 0 {
        return;
    }
    let inner = Rect::new(
        board_area.x.saturating_add(1),
        board_area.y.saturating_add(1),
        board_area.width.saturating_sub(2),
        board_area.height.saturating_sub(2),
    );
    let right = geo.cell_x(geo.width - 1) + geo.face_w() + 1;
    let top = geo.y0.checked_sub(1);
    let bottom = geo.cell_y(geo.height - 1) + geo.face_h();
    // The western names end where the row numbers end, one column before
    // the board, however many columns the language's name takes.
    let left = |name: &str| geo.x0.checked_sub(1 + text::width(name) as u16);
    let fits = |x: u16, y: u16, name: &str| {
        x >= inner.x
            && x + text::width(name) as u16 <= inner.right()
            && y >= inner.y
            && y < inner.bottom()
    };
    let corners = [
        (left(t.quadrant_nw), top, t.quadrant_nw),
        (Some(right), top, t.quadrant_ne),
        (left(t.quadrant_sw), Some(bottom), t.quadrant_sw),
        (Some(right), Some(bottom), t.quadrant_se),
    ];
    for (x, y, name) in corners {
        if let (Some(x), Some(y)) = (x, y) {
            if fits(x, y, name) {
                buf.set_string(x, y, name, QUADRANT);
            }
        }
    }
}

fn render_numbers(geo: &Geometry, buf: &mut Buffer) {
    let face = geo.face_w();
    // Column numbers, centred on their cells, skipped where they would
    // touch the previous one (narrow cells show every other number).
    let mut free_x = 0u16;
    let y = geo.y0.saturating_sub(1);
    for c in 0..geo.width {
        let text = (c + 1).to_string();
        let n = text.len() as u16;
        let x = geo.cell_x(c) + face.saturating_sub(n) / 2;
        if x < free_x {
            continue;
        }
        buf.set_string(x, y, &text, LABEL);
        free_x = x + n + 1;
    }
    // Row numbers, right-aligned left of the board.
    for r in 0..geo.height {
        let y = geo.cell_y(r) + geo.face_h() / 2;
        let text = format!("{:>2}", r + 1);
        buf.set_string(geo.x0.saturating_sub(3), y, text, LABEL);
    }
}
