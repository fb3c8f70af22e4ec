//! Row and column numbers around the board, one-based like the move lists
//! (`row.col`), and the names of iChomp's quadrants on the board's frame.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};

use crate::geometry::Geometry;

const LABEL: Style = Style::new().fg(Color::DarkGray);
const QUADRANT: Style = Style::new().fg(Color::Cyan);

/// Draws the numbers (when the geometry left room for them) and, on an
/// iChomp board, NW/NE/SW/SE beside the centre lines on the frame of
/// `board_area`, whose top edge holds a title `title_w` columns wide.
pub fn render(geo: &Geometry, board_area: Rect, title_w: u16, buf: &mut Buffer) {
    if geo.labels {
        render_numbers(geo, buf);
    }
    if let Some((_, cx)) = geo.split {
        let vx = geo.x0 + cx as u16 * geo.cw;
        let title_end = board_area.x + 1 + title_w;
        let top = board_area.y;
        let bottom = board_area.bottom().saturating_sub(1);
        let right_edge = board_area.right().saturating_sub(1);
        for (y, west, east, clear_from) in [
            (top, "NW", "NE", title_end),
            (bottom, "SW", "SE", board_area.x + 1),
        ] {
            if bottom <= top {
                return;
            }
            let wx = vx.saturating_sub(2);
            if wx >= clear_from && wx > board_area.x {
                buf.set_string(wx, y, west, QUADRANT);
            }
            if vx + 3 <= right_edge {
                buf.set_string(vx + 1, y, east, QUADRANT);
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
