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
