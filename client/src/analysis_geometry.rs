//! Where the analysis board's squares are on screen: one layout for the
//! view that draws them and the update that maps a click to a square.

use chomp_engine::{Layout as Quadrants, Position, Variant};
use ratatui::layout::Rect;
use ratatui::widgets::Block;

use crate::board_view::AnalysisBoard;
use crate::geometry::{body_area, game_areas, Geometry};

/// The board pane and the side pane (none on a small terminal) of the
/// analysis board's screen body.
pub fn panes(body: Rect) -> (Rect, Option<Rect>) {
    game_areas(body, true)
}

/// The iChomp centre lines of a position, as the board draws them.
pub fn split_of(pos: &Position) -> Option<(usize, usize)> {
    match pos.variant() {
        Variant::Chomp => None,
        Variant::IChomp => Quadrants::new(pos.width(), pos.height())
            .ok()
            .map(|l| (l.cy, l.cx)),
    }
}

/// The squares inside the bordered board pane.
pub fn board_geometry(board_area: Rect, pos: &Position) -> Option<Geometry> {
    let inner = Block::bordered().inner(board_area);
    Geometry::fit(inner, pos.width(), pos.height(), split_of(pos))
}

/// The square under a mouse position on a terminal of `screen` size, when
/// the board is drawn (not the side pane in its place).
pub fn square_at(screen: Rect, board: &AnalysisBoard, x: u16, y: u16) -> Option<(usize, usize)> {
    let (area, side) = panes(body_area(screen));
    if side.is_none() && board.details {
        return None;
    }
    board_geometry(area, &board.position)?.cell_at(x, y)
}
