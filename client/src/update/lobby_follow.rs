//! The lobby is not followed during a game. Its pushes (a delta whenever
//! any game starts or ends) change nothing the game screen shows, yet each
//! cost a parse and an update: over the SSH door, with 500 sessions in
//! games, a fifth of the server's CPU went to lobby frames nobody saw.
//! Opening a game unsubscribes; leaving it subscribes again, and the whole
//! lobby that answers replaces what we held (the listing stays on screen
//! meanwhile). The history and statistics screens keep following: they are
//! short visits, and the lobby is one key away.

use chomp_protocol::ClientMsg;

use super::common::send;
use crate::app::{App, Link, Screen};
use crate::lobby_mirror::LobbyMirror;
use crate::msg::Command;

/// Whether the lobby is followed now: on every screen but a game's.
pub fn wanted(app: &App) -> bool {
    app.screen != Screen::Game
}

/// After a message that may have opened or left a game: subscribe again,
/// or stop. Offline, nothing is sent: the next `welcome` subscribes if no
/// game is shown then.
pub fn follow(app: &App, was_wanted: bool, out: &mut Vec<Command>) {
    let now_wanted = wanted(app);
    if was_wanted == now_wanted || app.link != Link::Online {
        return;
    }
    out.push(if now_wanted {
        send(LobbyMirror::resync())
    } else {
        send(ClientMsg::Unwatch { game: None })
    });
}
