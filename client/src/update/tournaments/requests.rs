//! The Tournaments screen's requests and the ids their answers carry: a
//! leaf the screen's keys and its create form both use.

use chomp_protocol::{ClientMsg, Request};
use serde_json::Value;

use crate::msg::Command;

pub const CREATE: &str = "tournament-create";
pub const JOIN: &str = "tournament-join";
pub const LEAVE: &str = "tournament-leave";
pub const WATCH: &str = "tournament-watch";
pub const LIST: &str = "tournaments";

pub fn request(id: &str, msg: ClientMsg) -> Command {
    Command::Send(Request::with_id(id, msg))
}

pub fn is(re: &Option<Value>, id: &str) -> bool {
    re.as_ref().and_then(Value::as_str) == Some(id)
}
