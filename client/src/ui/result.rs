//! Words about a game's state that are not the board: who won and why, from
//! the reader's side, and what the hints panel says while it has no numbers.

use chomp_engine::Variant;
use chomp_protocol::{GameStatus, OverReason};

use crate::app::{App, GameSource, GameView};
use crate::i18n::Texts;

/// Who won and why, as the reader should hear it: "You lost: you had to eat
/// the poisoned square", "You won: hal resigned", or for a spectator "bob
/// won by eating the last square".
pub fn sentence(g: &GameView, t: &Texts) -> String {
    let s = &g.state;
    let Some(winner) = s.winner else {
        return String::new();
    };
    let loser = 1 - winner.min(1);
    let w = App::seat_name(t, s, winner);
    let l = App::seat_name(t, s, loser);
    let poison = g.variant() == Some(Variant::Chomp);
    let reason = s.reason.unwrap_or(OverReason::Normal);
    if reason == OverReason::Aborted && left_first(s, loser) {
        return t.aborted_left(&l);
    }
    let id = match s.you {
        Some(you) if you == winner => match reason {
            OverReason::Normal if poison => "won-poison",
            OverReason::Normal => "won-last",
            OverReason::Resign => "won-resign",
            OverReason::Abandon => "won-abandon",
            OverReason::Timeout => "won-timeout",
            OverReason::Aborted => "aborted",
        },
        Some(_) => match reason {
            OverReason::Normal if poison => "lost-poison",
            OverReason::Normal => "lost-last",
            OverReason::Resign => "lost-resign",
            OverReason::Abandon => "lost-abandon",
            OverReason::Timeout => "lost-timeout",
            OverReason::Aborted => "aborted",
        },
        None => match reason {
            OverReason::Normal if poison => "seen-poison",
            OverReason::Normal => "seen-last",
            OverReason::Resign => "seen-resign",
            OverReason::Abandon => "seen-abandon",
            OverReason::Timeout => "seen-timeout",
            OverReason::Aborted => "aborted",
        },
    };
    t.result(id, &w, &l)
}

/// Whether the seat that ended an aborted game (the one `over` does not
/// name as the winner: it left, resigned or ran out of time) is known to
/// have left: the game frames last showed that player offline. Only of
/// another player: the reader is here. Without presence (an older server)
/// the general rule is said.
fn left_first(s: &chomp_protocol::GameState, loser: u8) -> bool {
    s.you != Some(loser) && s.connected.get(loser as usize) == Some(&false)
}

/// The mark of an absent player: "offline", and in a running game the
/// time left before the seat is lost ("offline 1:25"), when the server
/// says it and the clock is known.
pub fn offline_mark(app: &App, g: &GameView, seat: u8, t: &Texts) -> String {
    let until = g
        .state
        .away_until_ms
        .as_ref()
        .and_then(|a| a.get(seat as usize).copied().flatten());
    match (until, app.now_ms) {
        (Some(until), Some(now)) => {
            let secs = until.saturating_sub(now).div_ceil(1000);
            format!("{} {}:{:02}", t.offline, secs / 60, secs % 60)
        }
        _ => t.offline.to_string(),
    }
}

/// The rematch line under a finished game's result, for one of its
/// players: the key, our offer waiting, or the opponent's offer to accept.
pub fn rematch_line(g: &GameView, t: &Texts) -> String {
    let s = &g.state;
    let Some(you) = s.you else {
        return String::new();
    };
    let opponent = App::seat_name(t, s, 1 - you.min(1));
    match s.rematch_offer {
        Some(by) if by == you => t.rematch_offered(&opponent),
        Some(_) => t.rematch_offer_from(&opponent),
        None => t.rematch_hint.to_string(),
    }
}

/// What the hints panel says when it has no numbers for the board shown,
/// or `None` when it has them (or is about to be told why not).
pub fn hints_placeholder<'a>(app: &App, g: &GameView, t: &'a Texts) -> Option<&'a str> {
    if g.current_hints().is_some() || !app.hints_on() {
        return None;
    }
    let over = g.shown_position().is_none_or(|p| p.is_over());
    if g.finished() && over {
        return Some(t.hints_game_over);
    }
    if g.replay.is_some() || g.source == GameSource::Archive {
        return Some(t.hints_working);
    }
    match g.state.status {
        GameStatus::Finished => Some(t.hints_loading),
        _ => None,
    }
}
