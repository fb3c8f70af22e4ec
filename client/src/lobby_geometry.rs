//! Where the lobby's panes, list rows and form fields sit. The lobby screen
//! draws with these areas and `update` maps mouse clicks with them, as
//! [`crate::geometry`] does for the board, so a click lands on the row that
//! was drawn there.

use chomp_protocol::{Level, Opponent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

use crate::app::{App, FormField, LobbyFocus, LobbyView};
use crate::geometry::{body_area, fit_refusal, form_fit};
use crate::i18n::{texts, Texts};
use crate::text;
use crate::ui::scrolled;

/// The lobby's four panes, side by side on a terminal wide and tall enough.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LobbyAreas {
    pub open: Rect,
    pub running: Rect,
    pub form: Rect,
    pub totals: Rect,
}

/// How the lobby is laid out on a body of some size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyLayout {
    /// Every pane at once.
    Wide(LobbyAreas),
    /// One pane at a time, the focused one, with the totals under it when
    /// they have room.
    Compact { pane: Rect, totals: Option<Rect> },
}

/// Whether the lobby shows one pane at a time: its two columns need this much.
pub fn compact(body: Rect) -> bool {
    body.width < 80 || body.height < 12
}

/// Which field each line of the create-game form shows, in order: `None`
/// for the lines of the sentence under the size saying the board does not
/// fit the terminal. The form is drawn from this list, and clicks map
/// through it, so a click on a line always means the field drawn there.
pub fn form_rows(app: &App, t: &Texts, width: u16) -> Vec<Option<usize>> {
    let cols = usize::from(width.saturating_sub(2));
    let refusal = fit_refusal(t, form_fit(app))
        .map(|r| text::wrap(&r, cols).len())
        .unwrap_or(0);
    let proof = form_proof(app, t)
        .map(|p| text::wrap(&p, cols).len())
        .unwrap_or(0);
    let mut rows = Vec::new();
    for (i, field) in FormField::ALL.iter().enumerate() {
        rows.push(Some(i));
        match field {
            FormField::Height => rows.extend(std::iter::repeat_n(None, refusal)),
            FormField::Opponent => rows.extend(std::iter::repeat_n(None, proof)),
            _ => {}
        }
    }
    rows
}

/// The line under the Opponent field when the hard bot is chosen and the
/// server said where it is proven perfect: whether it is on this board.
pub fn form_proof(app: &App, t: &Texts) -> Option<String> {
    let form = &app.lobby.form;
    if form.opponent != (Opponent::Bot { level: Level::Hard }) {
        return None;
    }
    let proven = app.bot_proven(form.variant.as_str(), form.width, form.height)?;
    let said = if proven {
        t.bot_proven_perfect
    } else {
        t.bot_not_proven
    };
    Some(format!("{}: {said}", t.bot_player(Level::Hard)))
}

/// The first form line shown in a pane of `area`: the form scrolls so the
/// focused field is in view.
pub fn form_first(app: &App, rows: &[Option<usize>], area: Rect) -> usize {
    let shown = usize::from(area.height.saturating_sub(2));
    let at = rows
        .iter()
        .position(|r| *r == Some(app.lobby.form.field))
        .unwrap_or(0);
    scrolled::clamp(scrolled::to_show(at, shown), rows.len(), shown)
}

/// Splits the lobby's body.
pub fn lobby_layout(app: &App, body: Rect) -> LobbyLayout {
    let t = texts(app.lang);
    if compact(body) {
        let need = match app.lobby.focus() {
            LobbyFocus::Form => form_rows(app, t, body.width).len(),
            LobbyFocus::Open => app.lobby.open_games().len().max(1),
            LobbyFocus::Running => app.lobby.running_games().len().max(1),
        };
        let need = need as u16 + 2;
        return if body.height >= need + 3 {
            let [pane, totals] =
                Layout::vertical([Constraint::Length(need), Constraint::Min(0)]).areas(body);
            LobbyLayout::Compact {
                pane,
                totals: Some(totals),
            }
        } else {
            LobbyLayout::Compact {
                pane: body,
                totals: None,
            }
        };
    }
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(55), Constraint::Percentage(45)]).areas(body);
    let [open, running] =
        Layout::vertical([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(left);
    let form_h = form_rows(app, t, right.width).len() as u16 + 2;
    let [form, totals] =
        Layout::vertical([Constraint::Length(form_h), Constraint::Min(3)]).areas(right);
    LobbyLayout::Wide(LobbyAreas {
        open,
        running,
        form,
        totals,
    })
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

/// The form field drawn at `(x, y)` in the form's pane, if any.
fn form_item(app: &App, pane: Rect, x: u16, y: u16) -> Option<usize> {
    let inner = Block::bordered().inner(pane);
    if !inner.contains((x, y).into()) {
        return None;
    }
    let rows = form_rows(app, texts(app.lang), pane.width);
    let first = form_first(app, &rows, pane);
    rows.get(first + usize::from(y - inner.y))
        .copied()
        .flatten()
}

fn list_target(
    lobby: &LobbyView,
    focus: LobbyFocus,
    pane: Rect,
    x: u16,
    y: u16,
) -> Option<LobbyTarget> {
    match focus {
        LobbyFocus::Open => {
            list_item(pane, lobby.open_sel, lobby.open_games().len(), x, y).map(LobbyTarget::Open)
        }
        LobbyFocus::Running => {
            list_item(pane, lobby.running_sel, lobby.running_games().len(), x, y)
                .map(LobbyTarget::Running)
        }
        LobbyFocus::Form => None,
    }
}

/// The lobby's body split for a guest: the guest's banner (how to keep the
/// name) on its first row, the panes below; for anyone else, no banner.
pub fn guest_split(app: &App, body: Rect) -> (Option<Rect>, Rect) {
    if !app.guest || body.height < 4 {
        return (None, body);
    }
    let [banner, rest] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(body);
    (Some(banner), rest)
}

/// What the lobby drawn on the app's terminal shows at `(x, y)`.
pub fn lobby_target(app: &App, x: u16, y: u16) -> Option<LobbyTarget> {
    let screen = Rect::new(0, 0, app.size.0, app.size.1);
    let lobby = &app.lobby;
    let (_, body) = guest_split(app, body_area(screen));
    match lobby_layout(app, body) {
        LobbyLayout::Wide(areas) => list_target(lobby, LobbyFocus::Open, areas.open, x, y)
            .or_else(|| list_target(lobby, LobbyFocus::Running, areas.running, x, y))
            .or_else(|| form_item(app, areas.form, x, y).map(LobbyTarget::Field)),
        LobbyLayout::Compact { pane, .. } => match lobby.focus() {
            LobbyFocus::Form => form_item(app, pane, x, y).map(LobbyTarget::Field),
            focus => list_target(lobby, focus, pane, x, y),
        },
    }
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
        let mut app = App::new("ann", crate::i18n::Lang::En);
        app.size = (100, 30);
        let screen = Rect::new(0, 0, 100, 30);
        let LobbyLayout::Wide(a) = lobby_layout(&app, body_area(screen)) else {
            panic!("100x30 shows every pane");
        };
        // An empty list has no row to click.
        assert_eq!(lobby_target(&app, a.open.x + 3, a.open.y + 1), None);
        // The form's border is no field; its first row is the first field.
        assert_eq!(lobby_target(&app, a.form.x, a.form.y + 1), None);
        assert_eq!(
            lobby_target(&app, a.form.x + 2, a.form.y + 1),
            Some(LobbyTarget::Field(0))
        );
        assert_eq!(
            lobby_target(&app, a.form.x + 2, a.form.y + a.form.height - 2),
            Some(LobbyTarget::Field(FormField::ALL.len() - 1))
        );
        assert_eq!(lobby_target(&app, a.totals.x + 2, a.totals.y + 1), None);
    }

    /// A board too big for the terminal puts a sentence under the size:
    /// the fields after it are found where they are drawn, not one line
    /// up, and the sentence itself is no field.
    #[test]
    fn the_size_refusal_moves_the_fields_under_it() {
        let mut app = App::new("ann", crate::i18n::Lang::En);
        app.size = (100, 30);
        app.lobby.form.width = 32;
        app.lobby.form.height = 32;
        let t = texts(app.lang);
        let screen = Rect::new(0, 0, 100, 30);
        let LobbyLayout::Wide(a) = lobby_layout(&app, body_area(screen)) else {
            panic!("100x30 shows every pane");
        };
        let rows = form_rows(&app, t, a.form.width);
        assert!(rows.len() > FormField::ALL.len(), "{rows:?}");
        let height = FormField::ALL
            .iter()
            .position(|f| *f == FormField::Height)
            .unwrap();
        assert_eq!(rows[height + 1], None);
        assert_eq!(
            lobby_target(&app, a.form.x + 2, a.form.y + 2 + height as u16),
            None
        );
        let last = a.form.y + rows.len() as u16;
        assert_eq!(
            lobby_target(&app, a.form.x + 2, last),
            Some(LobbyTarget::Field(FormField::ALL.len() - 1))
        );
    }

    /// On a small terminal only the focused pane is drawn, and clicks
    /// find its rows.
    #[test]
    fn a_compact_lobby_maps_clicks_to_the_one_pane_shown() {
        let mut app = App::new("ann", crate::i18n::Lang::En);
        app.size = (40, 12);
        app.lobby.focus = Some(LobbyFocus::Form);
        let body = body_area(Rect::new(0, 0, 40, 12));
        let LobbyLayout::Compact { pane, .. } = lobby_layout(&app, body) else {
            panic!("40x12 is compact");
        };
        // The focused field (the first) is on the first line inside.
        assert_eq!(
            lobby_target(&app, pane.x + 2, pane.y + 1),
            Some(LobbyTarget::Field(0))
        );
        app.lobby.focus = Some(LobbyFocus::Open);
        assert_eq!(
            lobby_target(&app, pane.x + 2, pane.y + 1),
            None,
            "no game yet"
        );
    }
}
