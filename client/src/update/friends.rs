//! Playing with friends: the online list, challenges, private games' codes
//! and chat, as the server's frames change the model.

use chomp_protocol::ServerMsg;

use crate::app::App;
use crate::msg::Command;

/// Folds a frame of playing with friends into the model.
pub fn on_frame(_app: &mut App, _re: Option<serde_json::Value>, _msg: ServerMsg) -> Vec<Command> {
    Vec::new()
}
