//! The lobby's mouse: a click on a game selects it and a second click on
//! the selected game goes (join or watch, as Enter does; terminals report
//! no double click, so a double click is exactly that); a click on a form
//! field focuses it, a second click on "Create game" creates; the wheel
//! moves the selection of the list under it. Hit areas come from
//! [`crate::lobby_geometry`], which the lobby screen draws with.

use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};

use crate::app::{App, FormField, LobbyFocus};
use crate::lobby_geometry::{lobby_target, LobbyTarget};
use crate::msg::Command;
use crate::update::lobby::{create_request, join_selected, watch_selected};

pub fn on_mouse(app: &mut App, m: MouseEvent) -> Vec<Command> {
    let Some(target) = lobby_target(app, m.column, m.row) else {
        return Vec::new();
    };
    match m.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            app.notice = None;
            app.confirm_quit = false;
            click(app, target)
        }
        MouseEventKind::ScrollUp => {
            scroll(app, target, false);
            Vec::new()
        }
        MouseEventKind::ScrollDown => {
            scroll(app, target, true);
            Vec::new()
        }
        _ => Vec::new(),
    }
}

fn click(app: &mut App, target: LobbyTarget) -> Vec<Command> {
    let lobby = &mut app.lobby;
    let focus = lobby.focus();
    match target {
        LobbyTarget::Open(i) => {
            let again = focus == LobbyFocus::Open && lobby.open_sel == i;
            lobby.focus = Some(LobbyFocus::Open);
            lobby.open_sel = i;
            if again {
                return join_selected(app);
            }
        }
        LobbyTarget::Running(i) => {
            let again = focus == LobbyFocus::Running && lobby.running_sel == i;
            lobby.focus = Some(LobbyFocus::Running);
            lobby.running_sel = i;
            if again {
                return watch_selected(app);
            }
        }
        LobbyTarget::Field(i) => {
            let again = focus == LobbyFocus::Form && lobby.form.field == i;
            lobby.focus = Some(LobbyFocus::Form);
            lobby.form.field = i;
            if again && lobby.form.current() == FormField::Create {
                return create_request(app);
            }
        }
    }
    Vec::new()
}

/// The wheel over a list moves its selection by one (and focuses it).
fn scroll(app: &mut App, target: LobbyTarget, down: bool) {
    let step = |sel: usize, len: usize| {
        if down {
            (sel + 1).min(len.saturating_sub(1))
        } else {
            sel.saturating_sub(1)
        }
    };
    let lobby = &mut app.lobby;
    match target {
        LobbyTarget::Open(_) => {
            lobby.focus = Some(LobbyFocus::Open);
            lobby.open_sel = step(lobby.open_sel, lobby.open_games().len());
        }
        LobbyTarget::Running(_) => {
            lobby.focus = Some(LobbyFocus::Running);
            lobby.running_sel = step(lobby.running_sel, lobby.running_games().len());
        }
        LobbyTarget::Field(_) => {}
    }
}
