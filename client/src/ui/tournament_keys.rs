//! The game screen's keys line in a tournament's game. Esc there goes back
//! to the tournament's standings, not to the lobby
//! (`update::tournaments::back_from_game`), so the line names the
//! standings. These lines are read once per language and kept, as the
//! fixed texts are, so `keys_line` can lend them for the whole run.

use std::sync::OnceLock;

use crate::app::{App, GameSource};
use crate::i18n::{Lang, Texts};

/// The three lines: a game being played, a game over, a game watched.
const IDS: [&str; 3] = [
    "keys-game-tournament",
    "keys-game-over-tournament",
    "keys-game-watch-tournament",
];

static LINES: [[OnceLock<&'static str>; 3]; 12] = [const { [const { OnceLock::new() }; 3] }; 12];

/// The keys line of the live tournament game on screen; `None` for any
/// other game (an archived replay, a game of no tournament).
pub fn game_line(app: &App, t: &Texts) -> Option<&'static str> {
    app.game_tournament()?;
    let g = app.game.as_ref().filter(|g| g.source == GameSource::Live)?;
    let which = if g.watching() {
        2
    } else if g.finished() {
        1
    } else {
        0
    };
    Some(line(t, which))
}

fn line(t: &Texts, which: usize) -> &'static str {
    let slot = Lang::ALL.iter().position(|l| *l == t.lang).unwrap_or(0);
    LINES[slot][which].get_or_init(|| Box::leak(t.fmt(IDS[which], &[]).into_boxed_str()))
}

/// Every line in `t`'s language, for the tests that check each keys line.
pub fn all_lines(t: &Texts) -> [&'static str; 3] {
    [line(t, 0), line(t, 1), line(t, 2)]
}
