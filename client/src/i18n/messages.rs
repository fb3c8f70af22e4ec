//! The messages of a language that take variables or choose among fixed
//! texts: players and levels, the time and the connection, results and
//! rematches, keys and guests. One method each, over [`Texts::fmt`], so a
//! screen never builds a sentence from pieces.

use chomp_protocol::{Level, PlayerInfo, PlayerKind};

use super::bundle::{plain_output, Texts};
use crate::reach::{Failure, Unreachable};

impl Texts {
    /// A bot level in this language.
    pub fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.level_easy,
            Level::Medium => self.level_medium,
            Level::Hard => self.level_hard,
        }
    }

    /// A built-in bot: `easy bot`, `leichter Bot`, `簡單電腦`: one label in
    /// this language, not the server's English name with a level after it.
    pub fn bot_player(&self, level: Level) -> String {
        self.fmt("bot-player", &[("level", level.as_str().into())])
    }

    /// A player as the lobby and the game show them: `ann`, a built-in bot
    /// by its level, a hosted bot marked as one (`robo (bot)`).
    pub fn player(&self, p: &PlayerInfo) -> String {
        match (p.kind, p.level) {
            (_, Some(l)) => self.bot_player(l),
            (PlayerKind::Bot, None) => format!("{} ({})", p.name, self.hosted_bot),
            (PlayerKind::Human, None) if p.guest => format!("{} ({})", p.name, self.guest),
            (PlayerKind::Human, None) => p.name.clone(),
        }
    }

    /// Why a finished game was unrated, as the history says it (a reason
    /// this client does not know is plain "unrated").
    pub fn unrated_reason(&self, reason: &str) -> &'static str {
        match reason {
            "aborted" => self.unrated_aborted,
            "board" => self.unrated_board,
            "repeat" => self.unrated_repeat,
            "guest" => self.unrated_guest,
            _ => self.unrated,
        }
    }

    /// `ann to move`.
    pub fn to_move(&self, player: &str) -> String {
        self.fmt("to-move", &[("player", player.into())])
    }

    /// The help window's text: the rules of both games, the hints and the
    /// keys, a paragraph each.
    pub fn help_text(&self) -> String {
        format!(
            // The tournaments' sentence follows the friends' paragraph on
            // its last line; the analysis board's paragraph ends the text.
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{} {}\n\n{}",
            self.rules_chomp,
            self.rules_ichomp,
            self.rules_hints,
            self.help_keys,
            self.help_lobby,
            self.fmt("friends-help", &[]),
            self.fmt("tour-help", &[]),
            self.fmt("board-help", &[])
        )
    }

    /// The new-game form's size does not fit the terminal; `size` does.
    pub fn board_too_big(&self, size: &str) -> String {
        self.fmt("board-too-big", &[("size", size.into())])
    }

    /// `3 winning moves, in green`, in the locale's plural form.
    pub fn winning_moves(&self, count: usize) -> String {
        self.fmt("winning-moves", &[("count", count.into())])
    }

    /// `Time left 4:32`.
    pub fn time_left(&self, time: &str) -> String {
        self.fmt("time-left", &[("time", time.into())])
    }

    /// The lost-connection banner.
    pub fn connection_lost(&self, reason: &str, seconds: f64) -> String {
        let tenths = (seconds * 10.0).round() / 10.0;
        self.fmt(
            "connection-lost",
            &[("reason", reason.into()), ("seconds", tenths.into())],
        )
    }

    /// The banner while the host's server is down and the client retries.
    pub fn host_stopped_retry(&self, seconds: f64) -> String {
        let tenths = (seconds * 10.0).round() / 10.0;
        self.fmt("host-stopped-retry", &[("seconds", tenths.into())])
    }

    /// The banner while no connection has worked yet: the address, why it
    /// cannot be reached, and the whole seconds to the next try (`None` or
    /// 0: trying now).
    pub fn unreachable(&self, failed: &Failure, seconds: Option<u64>) -> String {
        // The fixed texts carry the screens' Khmer fillers already; the
        // banner gets its own when it is formatted.
        let why = match &failed.why {
            Unreachable::Refused => plain_output(self.why_refused),
            Unreachable::NoSuchHost => plain_output(self.why_no_host),
            Unreachable::TimedOut => plain_output(self.why_timed_out),
            Unreachable::Other(words) => words.clone(),
        };
        let url = failed.url.as_str();
        match seconds {
            Some(s) if s > 0 => self.fmt(
                "unreachable-retry",
                &[
                    ("url", url.into()),
                    ("why", why.into()),
                    ("seconds", s.into()),
                ],
            ),
            _ => self.fmt(
                "unreachable-now",
                &[("url", url.into()), ("why", why.into())],
            ),
        }
    }

    /// An aborted game that ended because `name` left it.
    pub fn aborted_left(&self, name: &str) -> String {
        self.fmt("aborted-left", &[("name", name.into())])
    }

    /// Our rematch offer stands, waiting for `opponent`.
    pub fn rematch_offered(&self, opponent: &str) -> String {
        self.fmt("rematch-offered", &[("name", opponent.into())])
    }

    /// `opponent` offers a rematch, which `r` accepts.
    pub fn rematch_offer_from(&self, opponent: &str) -> String {
        self.fmt("rematch-offer-from", &[("name", opponent.into())])
    }

    /// A result sentence (`won-poison`, `seen-resign`, …) with the winner's
    /// and the loser's names.
    pub fn result(&self, id: &str, winner: &str, loser: &str) -> String {
        self.fmt(id, &[("winner", winner.into()), ("loser", loser.into())])
    }

    /// Where name tokens are kept, after a name refused for want of one.
    pub fn token_kept_in(&self, path: &str) -> String {
        self.fmt("token-kept-in", &[("path", path.into())])
    }

    /// `Square 12.5: 37`: the value of the square aimed at, when the
    /// board's squares are too narrow for their values.
    pub fn hint_at(&self, square: &str, value: &str) -> String {
        self.fmt(
            "hint-at",
            &[("square", square.into()), ("value", value.into())],
        )
    }

    /// The link-key prompt's key file cannot be read.
    pub fn key_file_unreadable(&self, path: &str, reason: &str) -> String {
        self.fmt(
            "key-file-unreadable",
            &[("path", path.into()), ("reason", reason.into())],
        )
    }

    /// The link-key prompt's file holds no public key line.
    pub fn key_file_not_a_key(&self, path: &str) -> String {
        self.fmt("key-file-not-a-key", &[("path", path.into())])
    }

    /// The key of `fingerprint` now logs in as `name` over SSH.
    pub fn key_linked(&self, fingerprint: &str, name: &str) -> String {
        self.fmt(
            "key-linked",
            &[("fingerprint", fingerprint.into()), ("name", name.into())],
        )
    }

    /// `key_linked` with the command that now logs in over SSH.
    pub fn key_linked_ssh(&self, fingerprint: &str, name: &str, command: &str) -> String {
        self.fmt(
            "key-linked-ssh",
            &[
                ("fingerprint", fingerprint.into()),
                ("name", name.into()),
                ("command", command.into()),
            ],
        )
    }

    /// A guest's banner: the name is theirs while connected; a key keeps it.
    pub fn guest_banner(&self, name: &str) -> String {
        self.fmt("guest-banner", &[("name", name.into())])
    }

    /// The server refused to link the key, for `reason`.
    pub fn key_refused(&self, reason: &str) -> String {
        self.fmt("key-refused", &[("reason", reason.into())])
    }
}
