//! What every screen's update needs: wrapping a message as a request and
//! leaving a notice. It lives below the screen modules, not in `update/mod.rs`,
//! because the parent dispatches to them; a child using its parent would make
//! the two depend on each other.

use chomp_protocol::{ClientMsg, Request};

use crate::app::{App, Notice};
use crate::msg::Command;

pub(crate) fn send(msg: ClientMsg) -> Command {
    Command::Send(Request::new(msg))
}

pub(crate) fn notify(app: &mut App, text: impl Into<String>, is_error: bool) {
    app.notice = Some(Notice {
        text: text.into(),
        is_error,
    });
}

/// `q` in the lobby or Ctrl-C anywhere: quits, unless others use the
/// server this program hosts, when the first press only asks (a second
/// `q` or Ctrl-C, with no other key between, quits). Esc never quits: it
/// goes back one screen.
pub(crate) fn request_quit(app: &mut App) -> Vec<Command> {
    let armed = std::mem::take(&mut app.confirm_quit);
    if armed || !app.quitting_stops_others() {
        return vec![Command::Quit];
    }
    app.confirm_quit = true;
    let t = crate::i18n::texts(app.lang);
    notify(app, t.confirm_quit_host, true);
    Vec::new()
}
