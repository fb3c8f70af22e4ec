//! The statistics screen's keys and the requests that fill it.

use chomp_protocol::ClientMsg;
use crossterm::event::{KeyCode, KeyEvent};

use crate::app::{App, Screen};
use crate::msg::Command;
use crate::update::common::send;

/// How many leaderboard rows the statistics screen asks for.
pub const LEADERBOARD_LIMIT: u32 = 20;

/// Requests that refresh the statistics screen.
pub fn stats_requests(app: &App) -> Vec<Command> {
    let mut out = vec![
        send(ClientMsg::Stats { player: None }),
        send(ClientMsg::Leaderboard {
            limit: Some(LEADERBOARD_LIMIT),
        }),
    ];
    if let Some(me) = &app.me {
        out.push(send(ClientMsg::Stats {
            player: Some(me.clone()),
        }));
    }
    out
}

pub fn stats_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    match key.code {
        KeyCode::Esc | KeyCode::Char('q') => app.screen = Screen::Lobby,
        KeyCode::Char('r') => return stats_requests(app),
        _ => {}
    }
    Vec::new()
}
