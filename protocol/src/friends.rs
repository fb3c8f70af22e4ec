//! Addition: playing with friends. Who is online (`online`, `hide`),
//! challenges to a named player (`challenge`, `challenge_accept`,
//! `challenge_decline`), private games' codes, and the one-line chat of a
//! game. The requests are variants of `ClientMsg`; the shapes the server
//! sends, and the text rules both sides apply, are here.

use serde::{Deserialize, Serialize};

use crate::requests::{FirstMover, Start};

/// The longest chat line, in characters, after cleaning.
pub const MAX_CHAT_CHARS: usize = 200;

/// The alphabet of private games' codes: no `0`/`O`, `1`/`I`/`L`, `2`/`Z`,
/// `5`/`S` or `8`/`B`, so a code read aloud or from a screen is not mistaken.
pub const CODE_ALPHABET: &[u8] = b"ACDEFGHJKMNPQRTUVWXY34679";

/// How many characters a private game's code has.
pub const CODE_LEN: usize = 4;

/// One player in the answer to `online`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlinePlayer {
    pub name: String,
    /// A program (a hosted bot, `chomp bot`).
    #[serde(default)]
    pub bot: bool,
}

/// Where a challenge stands, as its challenger (and the challenged) learn it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeStatus {
    /// Sent; the challenged player has it and has not answered.
    Pending,
    Declined,
    /// A minute passed, or either player left, before an answer.
    Lapsed,
    /// Accepted: the game's `game` frame follows.
    Accepted,
}

/// A `challenge` frame from the server: the challenged player's notice
/// (with `from` and the settings) or a status change (with `status`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeNote {
    /// The challenge's id, for `challenge_accept` and `challenge_decline`.
    pub challenge: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ChallengeStatus>,
    /// Who challenges (in the notice to the challenged player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Who is challenged (in the answers to the challenger).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
    /// Who moves first, as the challenger said it (`me` is the challenger).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<FirstMover>,
}

/// A chat line made safe to show: control characters (terminal escapes
/// start with one) become nothing, other whitespace one space, and the
/// line is trimmed and cut to [`MAX_CHAT_CHARS`]. The server applies it
/// before sending and the client again before drawing.
pub fn clean_chat(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MAX_CHAT_CHARS * 4));
    for c in text.chars() {
        if c.is_control() || is_invisible(c) {
            if c == '\t' || c == '\n' || c == '\r' {
                out.push(' ');
            }
            continue;
        }
        out.push(c);
    }
    out.trim().chars().take(MAX_CHAT_CHARS).collect()
}

/// Format characters that reorder or hide text (bidirectional overrides,
/// zero-width marks): harmless to a terminal's state, misleading on screen.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// A private game's code as typed: upper-cased and trimmed; `None` when it
/// cannot be a code (wrong length or a character outside [`CODE_ALPHABET`]).
pub fn normalize_code(text: &str) -> Option<String> {
    let code: String = text.trim().to_ascii_uppercase();
    let ok = code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b));
    ok.then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_loses_escapes_and_controls() {
        assert_eq!(clean_chat("hi\u{1b}[2J\u{1b}]0;x\u{7}!"), "hi[2J]0;x!");
        assert_eq!(clean_chat("  a\tb\nc\u{202E}d  "), "a b cd");
        assert_eq!(clean_chat("\u{9b}31mred"), "31mred");
        let long = "é".repeat(300);
        assert_eq!(clean_chat(&long).chars().count(), MAX_CHAT_CHARS);
    }

    #[test]
    fn codes_are_read_forgivingly_and_checked() {
        assert_eq!(normalize_code(" k7pq "), Some("K7PQ".into()));
        assert_eq!(normalize_code("K0PQ"), None, "0 is not in the alphabet");
        assert_eq!(normalize_code("K7PQX"), None);
        assert_eq!(normalize_code(""), None);
    }
}
