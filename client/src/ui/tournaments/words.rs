//! The words of a tournament's format in the reader's language: a leaf
//! the screen and its create form both read.

use crate::i18n::Texts;

/// A format word in the reader's language; a word this client does not
/// know is shown as the server said it.
pub fn format_word(t: &Texts, word: &str) -> String {
    match word {
        "arena" => t.fmt("tour-format-arena", &[]),
        "round_robin" => t.fmt("tour-format-round-robin", &[]),
        "ladder" => t.fmt("tour-format-ladder", &[]),
        other => other.to_string(),
    }
}
