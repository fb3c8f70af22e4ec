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

/// `q` in the lobby or Ctrl-C anywhere (`ctrl_c`): quits, unless others
/// use the server this program hosts, when the first press only asks. The
/// question names the key that asked, which answers it on every screen: a
/// second Ctrl-C, or a second `q` in the lobby (where either answers the
/// other), with no other key between. Elsewhere `q` goes back to the lobby
/// and so takes the question back, like any other key. Esc never quits: it
/// goes back one screen.
pub(crate) fn request_quit(app: &mut App, ctrl_c: bool) -> Vec<Command> {
    let armed = std::mem::take(&mut app.confirm_quit);
    if armed || !app.quitting_stops_others() {
        return vec![Command::Quit];
    }
    app.confirm_quit = true;
    let t = crate::i18n::texts(app.lang);
    let question = if ctrl_c {
        t.confirm_quit_ctrl_c
    } else {
        t.confirm_quit_host
    };
    notify(app, question, true);
    Vec::new()
}
