//! The statistics screen's keys and the requests that fill it.

use chomp_protocol::ClientMsg;
use crossterm::event::{KeyCode, KeyEvent};

use crate::app::{App, Screen};
use crate::msg::Command;
use crate::stats_rows::{extent, pages};
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
        KeyCode::Char('v') => {
            app.stats.ichomp_board = !app.stats.ichomp_board;
            app.stats.scroll = 0;
        }
        KeyCode::Tab | KeyCode::BackTab => turn_page(app, key.code == KeyCode::Tab),
        code => scroll(app, code),
    }
    Vec::new()
}

/// A small terminal shows the statistics a page at a time: Tab turns to
/// the next page there is, from its top.
fn turn_page(app: &mut App, forward: bool) {
    let pages = pages(app);
    let mut page = app.stats.page.turn(forward);
    while !pages.contains(&page) {
        page = page.turn(forward);
    }
    app.stats.page = page;
    app.stats.scroll = 0;
}

/// Scrolls the page's rows by one or by a page, never past the last.
fn scroll(app: &mut App, code: KeyCode) {
    let t = crate::i18n::texts(app.lang);
    let (rows, shown) = extent(app, t, app.stats.page);
    let last = rows.saturating_sub(shown);
    let page = shown.saturating_sub(1).max(1);
    let at = app.stats.scroll.min(last);
    app.stats.scroll = match code {
        KeyCode::Up | KeyCode::Char('k') => at.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => (at + 1).min(last),
        KeyCode::PageUp => at.saturating_sub(page),
        KeyCode::PageDown => (at + page).min(last),
        KeyCode::Home => 0,
        KeyCode::End => last,
        _ => at,
    };
}
