//! Where things sit on the screen: the bars, the game screen's panes and each
//! board cell. The view draws with it and `update` maps mouse clicks with it,
//! so a click always lands on the cell that was drawn there, and `update`
//! never calls into the view.

use chomp_engine::{Layout as Quadrants, Variant};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

use crate::app::{App, GamePane, GameView};
use crate::i18n::Texts;

/// Columns left of the board for row numbers (two digits and a space).
pub const ROW_LABEL_W: u16 = 3;
/// Rows above the board for column numbers.
pub const COL_LABEL_H: u16 = 1;

/// Width of the game screen's side pane when it sits beside the board.
pub const SIDE_W: u16 = 34;

/// The top bar, the body and the bottom bar of a terminal area.
pub fn frame_areas(area: Rect) -> [Rect; 3] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area)
}

/// Where screens draw (between the bars).
pub fn body_area(area: Rect) -> Rect {
    frame_areas(area)[1]
}

/// The game screen's panes: the board, the side pane beside or below it
/// when there is room, or else (a small terminal) a short pane under the
/// board with whose move it is or the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePanes {
    pub board: Rect,
    pub side: Option<Rect>,
    pub status: Option<Rect>,
}

/// Rows the status pane under the board needs at least: its borders and
/// a line.
pub const STATUS_MIN_H: u16 = 3;

/// Lays out the game screen for the game shown. Without room for the side
/// pane, a status pane of [`STATUS_MIN_H`] or one more rows goes under the
/// board if the board still has the rows its smallest labelled cells need.
pub fn game_panes(body: Rect, hints: bool, g: &GameView) -> GamePanes {
    let (board, side) = game_areas(body, hints);
    if side.is_none() && g.pane != GamePane::Board {
        // The details or hints in the board's place (Tab): no board to click.
        return GamePanes {
            board: Rect::new(body.x, body.y, 0, 0),
            side: Some(body),
            status: None,
        };
    }
    if side.is_some() {
        return GamePanes {
            board,
            side,
            status: None,
        };
    }
    let s = &g.state;
    let need = board_rows_needed(body.width, s.width as usize, s.height as usize, split_of(g));
    match need {
        Some(h) if body.height >= h + STATUS_MIN_H => {
            // Two lines hold the result sentence on a narrow terminal; the
            // board keeps every other row, for bigger cells if they fit.
            let status_h = (body.height - h).min(STATUS_MIN_H + 1);
            let [board, status] =
                Layout::vertical([Constraint::Min(0), Constraint::Length(status_h)]).areas(body);
            GamePanes {
                board,
                side: None,
                status: Some(status),
            }
        }
        _ => GamePanes {
            board: body,
            side: None,
            status: None,
        },
    }
}

/// The fewest rows (borders included) a board pane `cols` wide needs to
/// draw a `width`×`height` board, with numbers if they fit.
fn board_rows_needed(
    cols: u16,
    width: usize,
    height: usize,
    split: Option<(usize, usize)>,
) -> Option<u16> {
    let rows = u16::try_from(height)
        .ok()?
        .checked_add(3 + u16::from(split.is_some()))?;
    let area = Block::bordered().inner(Rect::new(0, 0, cols, rows));
    Geometry::fit(area, width, height, split).map(|_| rows)
}

/// Whether a new game of this size can be drawn, and if not the biggest
/// one near it that can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardFit {
    Fits,
    /// Too big; this size fits (the height kept if it can be, then as
    /// wide as fits at that height).
    Smaller {
        width: u32,
        height: u32,
    },
    /// Not even the smallest board of the variant fits.
    Nothing,
}

/// Whether a `width`×`height` board of `variant` can be drawn on a
/// terminal of `screen` size, as the game screen would lay it out.
pub fn board_fit(screen: Rect, hints: bool, variant: Variant, width: u32, height: u32) -> BoardFit {
    let (board, _) = game_areas(body_area(screen), hints);
    let inner = Block::bordered().inner(board);
    let fits = |w: u32, h: u32| {
        let split = match variant {
            Variant::Chomp => None,
            Variant::IChomp => Quadrants::new(w as usize, h as usize)
                .ok()
                .map(|l| (l.cy, l.cx)),
        };
        Geometry::fit(inner, w as usize, h as usize, split).is_some()
    };
    if fits(width, height) {
        return BoardFit::Fits;
    }
    let least = match variant {
        Variant::Chomp => 1,
        Variant::IChomp => 2,
    };
    let Some(h) = (least..=height).rev().find(|&h| fits(least, h)) else {
        return BoardFit::Nothing;
    };
    let w = (least..=width).rev().find(|&w| fits(w, h)).unwrap_or(least);
    BoardFit::Smaller {
        width: w,
        height: h,
    }
}

/// Whether the new-game form's board can be drawn on this terminal.
pub fn form_fit(app: &App) -> BoardFit {
    let f = &app.lobby.form;
    let screen = Rect::new(0, 0, app.size.0, app.size.1);
    board_fit(screen, app.hints_on(), f.variant, f.width, f.height)
}

/// What the form says (and `create` refuses with) when its board does not
/// fit: one sentence, in one place so both say the same.
pub fn fit_refusal(t: &Texts, fit: BoardFit) -> Option<String> {
    match fit {
        BoardFit::Fits => None,
        BoardFit::Smaller { width, height } => Some(t.board_too_big(&format!("{width}×{height}"))),
        BoardFit::Nothing => Some(t.board_fits_nothing.to_string()),
    }
}

/// The help window's most rows: room for the whole text (the rules, the
/// keys, playing with friends and the analysis board) on a tall terminal.
pub const HELP_ROWS: u16 = 40;

/// Where the help window sits on a terminal of `screen` size.
pub fn help_window(screen: Rect) -> Rect {
    centred_rect(screen, 78, HELP_ROWS)
}

/// A rectangle of at most `w`×`h` centred in `area`.
pub fn centred_rect(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// Splits the game screen's body into the board and (if there is room) the
/// side pane.
pub fn game_areas(body: Rect, hints: bool) -> (Rect, Option<Rect>) {
    if body.width >= 60 {
        let [board, side] =
            Layout::horizontal([Constraint::Min(20), Constraint::Length(SIDE_W)]).areas(body);
        (board, Some(side))
    } else if body.height >= 22 {
        let side_h = if hints { 12 } else { 8 };
        let [board, side] =
            Layout::vertical([Constraint::Min(8), Constraint::Length(side_h)]).areas(body);
        (board, Some(side))
    } else {
        (body, None)
    }
}

/// The centre lines of an iChomp board as `(cy, cx)`.
pub fn split_of(g: &GameView) -> Option<(usize, usize)> {
    match g.variant()? {
        Variant::Chomp => None,
        Variant::IChomp => {
            let s = &g.state;
            let l = Quadrants::new(s.width as usize, s.height as usize).ok()?;
            Some((l.cy, l.cx))
        }
    }
}

/// The cells of the game shown, inside the bordered board pane.
pub fn board_geometry(board_area: Rect, g: &GameView) -> Option<Geometry> {
    let inner = Block::bordered().inner(board_area);
    let s = &g.state;
    Geometry::fit(inner, s.width as usize, s.height as usize, split_of(g))
}

/// The board cell under a mouse position, for a terminal of `screen` size.
pub fn cell_at(screen: Rect, g: &GameView, hints: bool, x: u16, y: u16) -> Option<(usize, usize)> {
    let board = game_panes(body_area(screen), hints, g).board;
    board_geometry(board, g)?.cell_at(x, y)
}

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
    /// Room was left for row and column numbers.
    pub labels: bool,
}

impl Geometry {
    /// The largest cell size that fits `area`, centred; at each size room
    /// is left for row and column numbers if it exists. `None` if even
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
        for (cw, rh) in [(5u16, 2u16), (4, 2), (4, 1), (3, 1), (2, 1), (1, 1)] {
            for labels in [true, false] {
                let size = Cells {
                    width,
                    height,
                    cw,
                    rh,
                    split,
                    labels,
                };
                if let Some(geo) = size.place(area) {
                    return Some(geo);
                }
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
    /// separators, labels and the outside do not).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<(usize, usize)> {
        let col = axis_index(x.checked_sub(self.x0)?, self.cw, self.split.map(|s| s.1))?;
        let row = axis_index(y.checked_sub(self.y0)?, self.rh, self.split.map(|s| s.0))?;
        (row < self.height && col < self.width).then_some((row, col))
    }
}

/// One candidate layout for [`Geometry::fit`].
struct Cells {
    width: usize,
    height: usize,
    cw: u16,
    rh: u16,
    split: Option<(usize, usize)>,
    labels: bool,
}

impl Cells {
    /// The geometry centred in `area`, if it fits.
    fn place(&self, area: Rect) -> Option<Geometry> {
        let (lw, lh) = if self.labels {
            (ROW_LABEL_W, COL_LABEL_H)
        } else {
            (0, 0)
        };
        let avail_w = area.width.checked_sub(lw)?;
        let avail_h = area.height.checked_sub(lh)?;
        // Sizes come from the server: compute wide so nonsense cannot overflow.
        let sep = u64::from(self.split.is_some());
        let total_w = self.width as u64 * u64::from(self.cw) + sep;
        let total_h = self.height as u64 * u64::from(self.rh) + sep;
        if total_w > u64::from(avail_w) || total_h > u64::from(avail_h) {
            return None;
        }
        let (total_w, total_h) = (total_w as u16, total_h as u16);
        Some(Geometry {
            x0: area.x + lw + (avail_w - total_w) / 2,
            y0: area.y + lh + (avail_h - total_h) / 2,
            cw: self.cw,
            rh: self.rh,
            width: self.width,
            height: self.height,
            split: self.split,
            labels: self.labels,
        })
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

#[cfg(test)]
mod tests;
