//! When hints are asked for. The server answers for the live position of a
//! game (when its rules allow); the positions of a replay are worked out in
//! the client, since every finished game may show its hints to anyone.

use std::time::Duration;

use chomp_protocol::{ClientMsg, GameId, GameStatus, HintsReply, Request};
use serde_json::Value;

use crate::app::{App, GameSource, GameView};
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::notify;

/// The wait before the one retry when a `busy` answer names none.
const BUSY_WAIT: Duration = Duration::from_secs(1);

/// The longest wait before the retry, whatever the server asks: hints
/// later than that help nobody on the move (and a server's number never
/// becomes a timer for ever).
const BUSY_WAIT_MAX: Duration = Duration::from_secs(30);

/// The request id of a hints request: the answer is only used for that ply.
pub fn hints_id(game: GameId, ply: u32) -> Value {
    Value::String(format!("hints:{game}:{ply}"))
}

/// The game and ply a hints answer belongs to, from its `re`.
pub fn parse_id(re: &Option<Value>) -> Option<(GameId, u32)> {
    let s = re.as_ref()?.as_str()?;
    let mut parts = s.strip_prefix("hints:")?.split(':');
    let game = parts.next()?.parse().ok()?;
    let ply = parts.next()?.parse().ok()?;
    Some((game, ply))
}

/// Asks for the hints of the board shown, when they are on, allowed and not
/// yet known.
pub fn request(app: &mut App) -> Vec<Command> {
    let Some(g) = app.game.as_ref() else {
        return Vec::new();
    };
    if !app.hints_on() || g.hints.contains_key(&g.shown_ply()) {
        return Vec::new();
    }
    let replaying = g.replay.is_some() || g.source == GameSource::Archive;
    if replaying {
        if !g.finished() {
            return Vec::new();
        }
        return match g.shown_position() {
            Some(position) if !position.is_over() => vec![Command::ComputeHints {
                game: g.id(),
                ply: g.shown_ply(),
                position,
            }],
            _ => Vec::new(),
        };
    }
    let s = &g.state;
    if s.status == GameStatus::Waiting || (!s.hints_allowed && !g.finished()) {
        return Vec::new();
    }
    if g.live_position().is_none_or(|p| p.is_over()) {
        return Vec::new();
    }
    // A player needs them on their own move; asking on every ply of the
    // opponent too would double the traffic for nothing.
    if s.you.is_some() && s.status == GameStatus::Playing && !g.my_turn() {
        return Vec::new();
    }
    vec![Command::Send(Request::with_id(
        hints_id(g.id(), s.ply),
        ClientMsg::Hints { game: g.id() },
    ))]
}

/// Hints the client computed for a replayed position.
pub fn on_local_hints(app: &mut App, game: GameId, ply: u32, hints: HintsReply) {
    if let Some(g) = app.game.as_mut().filter(|g| g.id() == game) {
        g.hints.insert(ply, hints);
    }
}

/// Whether `game` after `ply` moves is still the live position on screen,
/// in a game that has not ended.
fn still_shown(g: &GameView, game: GameId, ply: u32) -> bool {
    g.source == GameSource::Live
        && g.id() == game
        && g.state.ply == ply
        && g.replay.is_none()
        && !g.finished()
}

/// The server was too busy for the hints of `game` after `ply` moves
/// (`busy`, with the milliseconds to wait): while that position is still
/// shown in a running game, the notice says so and one retry is asked for
/// after the wait ([`Command::RetryHints`]). A second `busy` for the same
/// position is only said; the next position asks anew.
pub fn on_busy(app: &mut App, game: GameId, ply: u32, retry_after_ms: Option<u64>) -> Vec<Command> {
    let t = texts(app.lang);
    let Some(g) = app.game.as_mut().filter(|g| still_shown(g, game, ply)) else {
        return Vec::new();
    };
    if g.hints_busy == Some((ply, true)) {
        notify(app, t.hints_busy_again, false);
        return Vec::new();
    }
    g.hints_busy = Some((ply, false));
    let after = retry_after_ms
        .map_or(BUSY_WAIT, Duration::from_millis)
        .min(BUSY_WAIT_MAX);
    notify(app, t.hints_busy, false);
    vec![Command::RetryHints { game, ply, after }]
}

/// The wait after `busy` is over: asks once more, unless the position
/// changed, the game ended or the hints were turned off meanwhile.
pub fn retry(app: &mut App, game: GameId, ply: u32) -> Vec<Command> {
    let t = texts(app.lang);
    let Some(g) = app.game.as_mut().filter(|g| still_shown(g, game, ply)) else {
        return Vec::new();
    };
    if g.hints_busy != Some((ply, false)) {
        return Vec::new();
    }
    g.hints_busy = Some((ply, true));
    if app.notice.as_ref().is_some_and(|n| n.text == t.hints_busy) {
        app.notice = None;
    }
    request(app)
}
