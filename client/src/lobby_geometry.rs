//! Where the lobby's panes, list rows and form fields sit. The lobby screen
//! draws with these areas and `update` maps mouse clicks with them, as
//! [`crate::geometry`] does for the board, so a click lands on the row that
//! was drawn there.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

use crate::app::{FormField, LobbyView};
use crate::geometry::body_area;

/// The lobby's four panes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LobbyAreas {
    pub open: Rect,
    pub running: Rect,
    pub form: Rect,
    pub totals: Rect,
}

/// Rows of the create-game form's pane: one per field and its border.
const FORM_H: u16 = FormField::ALL.len() as u16 + 2;

/// Splits the lobby's body: the two game lists on the left, the form and
/// the totals on the right.
pub fn lobby_areas(body: Rect) -> LobbyAreas {
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(55), Constraint::Percentage(45)]).areas(body);
    let [open, running] =
        Layout::vertical([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(left);
    let [form, totals] =
        Layout::vertical([Constraint::Length(FORM_H), Constraint::Min(3)]).areas(right);
    LobbyAreas {
        open,
        running,
        form,
        totals,
    }
}

/// The first item a list of `len` one-row items shows in `rows` rows so
/// that item `sel` is in view (the list scrolls only as far as needed).
pub fn list_offset(sel: usize, len: usize, rows: u16) -> usize {
    let rows = usize::from(rows.max(1));
    let sel = sel.min(len.saturating_sub(1));
    (sel + 1).saturating_sub(rows)
}

/// What a mouse position in the lobby points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyTarget {
    /// The `n`th open game (of [`LobbyView::open_games`]).
    Open(usize),
    /// The `n`th running game (of [`LobbyView::running_games`]).
    Running(usize),
    /// A field of the create-game form.
    Field(usize),
}

/// The item of a bordered list pane at `(x, y)`, if a drawn item is there.
fn list_item(pane: Rect, sel: usize, len: usize, x: u16, y: u16) -> Option<usize> {
    let inner = Block::bordered().inner(pane);
    if !inner.contains((x, y).into()) {
        return None;
    }
    let i = list_offset(sel, len, inner.height) + usize::from(y - inner.y);
    (i < len).then_some(i)
}

/// What the lobby drawn on a terminal of `screen` size shows at `(x, y)`.
pub fn lobby_target(screen: Rect, lobby: &LobbyView, x: u16, y: u16) -> Option<LobbyTarget> {
    let areas = lobby_areas(body_area(screen));
    let open = lobby.open_games().len();
    let running = lobby.running_games().len();
    if let Some(i) = list_item(areas.open, lobby.open_sel, open, x, y) {
        return Some(LobbyTarget::Open(i));
    }
    if let Some(i) = list_item(areas.running, lobby.running_sel, running, x, y) {
        return Some(LobbyTarget::Running(i));
    }
    let inner = Block::bordered().inner(areas.form);
    if inner.contains((x, y).into()) {
        let i = usize::from(y - inner.y);
        return (i < FormField::ALL.len()).then_some(LobbyTarget::Field(i));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_scrolls_only_as_far_as_the_selection_needs() {
        assert_eq!(list_offset(0, 10, 4), 0);
        assert_eq!(list_offset(3, 10, 4), 0);
        assert_eq!(list_offset(4, 10, 4), 1);
        assert_eq!(list_offset(9, 10, 4), 6);
        // A selection past the end counts as the last item.
        assert_eq!(list_offset(40, 10, 4), 6);
        assert_eq!(list_offset(0, 0, 0), 0);
    }

    #[test]
    fn borders_and_rows_past_the_last_item_are_no_target() {
        let screen = Rect::new(0, 0, 100, 30);
        let lobby = LobbyView::default();
        let a = lobby_areas(body_area(screen));
        // An empty list has no row to click.
        assert_eq!(
            lobby_target(screen, &lobby, a.open.x + 3, a.open.y + 1),
            None
        );
        // The form's border is no field; its first row is the first field.
        assert_eq!(lobby_target(screen, &lobby, a.form.x, a.form.y + 1), None);
        assert_eq!(
            lobby_target(screen, &lobby, a.form.x + 2, a.form.y + 1),
            Some(LobbyTarget::Field(0))
        );
        assert_eq!(
            lobby_target(screen, &lobby, a.form.x + 2, a.form.y + FORM_H - 2),
            Some(LobbyTarget::Field(FormField::ALL.len() - 1))
        );
        assert_eq!(
            lobby_target(screen, &lobby, a.totals.x + 2, a.totals.y + 1),
            None
        );
    }
}
