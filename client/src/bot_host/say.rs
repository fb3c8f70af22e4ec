//! The sentences `chomp bot` prints, in the language of its `--lang` or
//! locale: what the host does, for the person who started it (its log
//! lines, through `tracing`, are for debugging and off by default).

use std::time::Duration;

use chomp_engine::Variant;
use chomp_protocol::{GameId, OverReason};

use super::config::BotHostConfig;
use super::score::Score;
use crate::i18n::Texts;

/// Ready: the games asked for are open, and it waits for a player.
pub(super) fn ready(t: &Texts, c: &BotHostConfig) -> String {
    t.say(
        "bot-ready",
        &[
            ("name", c.name.as_str().into()),
            ("games", c.games.into()),
            ("variant", variant_name(c.variant).into()),
            ("width", c.width.into()),
            ("height", c.height.into()),
            ("level", t.level(c.level).into()),
        ],
    )
}

/// Entered tournament `tournament`, called `name`.
pub(super) fn entered(t: &Texts, tournament: u64, name: &str) -> String {
    t.say(
        "bot-tournament-entered",
        &[("tournament", tournament.into()), ("name", name.into())],
    )
}

/// Waiting again after a game started or ended, with `open` games open.
pub(super) fn waiting(t: &Texts, open: usize) -> String {
    t.say("bot-waiting", &[("games", open.into())])
}

/// A player took one of the open games.
pub(super) fn joined(t: &Texts, game: GameId, opponent: &str) -> String {
    t.say(
        "bot-joined",
        &[("game", game.into()), ("opponent", opponent.into())],
    )
}

/// A game that was running before a reconnect goes on.
pub(super) fn resumed(t: &Texts, game: GameId, opponent: &str) -> String {
    t.say(
        "bot-resumed",
        &[("game", game.into()), ("opponent", opponent.into())],
    )
}

/// The connection dropped; the next try is in `retry_in`.
pub(super) fn reconnecting(t: &Texts, reason: &str, retry_in: Duration) -> String {
    t.say(
        "bot-reconnecting",
        &[
            ("reason", reason.trim_end_matches('.').into()),
            ("seconds", retry_in.as_secs_f64().ceil().into()),
        ],
    )
}

/// How a game ended, in a few words.
pub(super) fn how(t: &Texts, reason: OverReason, chomp: bool) -> &'static str {
    match reason {
        OverReason::Normal if chomp => t.how_poison,
        OverReason::Normal => t.how_last,
        OverReason::Resign => t.how_resign,
        OverReason::Abandon => t.how_abandon,
        OverReason::Aborted => t.how_aborted,
        OverReason::Timeout => t.how_timeout,
    }
}

/// A result, with the score so far.
pub(super) fn game_over(
    t: &Texts,
    game: GameId,
    opponent: &str,
    won: bool,
    how: &str,
    score: Score,
) -> String {
    t.say(
        "bot-game-over",
        &[
            ("game", game.into()),
            ("opponent", opponent.into()),
            ("won", if won { "yes" } else { "no" }.into()),
            ("how", how.into()),
            ("wins", score.won.into()),
            ("losses", score.lost.into()),
        ],
    )
}

/// A variant as players call it.
fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Chomp => "Chomp",
        Variant::IChomp => "iChomp",
    }
}
