//! How the client shows the server's perfect-play analysis: a one-column
//! sign for each move in the moves pane, the words for the move being
//! replayed, and a player's accuracy in a game.

use chomp_engine::{Accuracy, GameAnalysis, Mark};

use crate::i18n::Texts;

/// The sign of a mark in the moves pane: `✓` kept the win, `✗` threw it
/// away, `◆` the best trap of a lost position, `·` another move of a lost
/// position, `?` not proven.
pub fn sign(mark: Mark) -> &'static str {
    match mark {
        Mark::KeptWin => "✓",
        Mark::ThrewWin => "✗",
        Mark::Lost { .. } if mark.best_trap() => "◆",
        Mark::Lost { .. } => "·",
        Mark::Unknown => "?",
    }
}

/// The mark in words, in the language shown.
pub fn words(t: &Texts, mark: Mark) -> String {
    let id = match mark {
        Mark::KeptWin => "mark-kept-win",
        Mark::ThrewWin => "mark-threw-win",
        Mark::Lost { .. } if mark.best_trap() => "mark-best-trap",
        Mark::Lost { .. } => "mark-lost",
        Mark::Unknown => "mark-unknown",
    };
    t.fmt(id, &[])
}

/// The accuracy of the player in `seat` (0 moved first), when the game
/// gave them a proven winning position to keep.
pub fn accuracy_of(analysis: &GameAnalysis, seat: usize) -> Option<Accuracy> {
    let a = if seat == 0 {
        analysis.first
    } else {
        analysis.second
    };
    a.share().map(|_| a)
}

/// `accuracy 80%`, in the language shown.
pub fn accuracy_text(t: &Texts, a: Accuracy) -> Option<String> {
    let share = a.share()?;
    let percent = (share * 100.0).round() as i64;
    Some(t.fmt("history-accuracy", &[("share", percent.into())]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{texts, Lang};

    #[test]
    fn marks_have_signs_and_words_in_every_language() {
        let marks = [
            Mark::KeptWin,
            Mark::ThrewWin,
            Mark::Lost {
                winning_replies: Some(1),
                fewest: 1,
            },
            Mark::Lost {
                winning_replies: Some(3),
                fewest: 1,
            },
            Mark::Unknown,
        ];
        let signs: Vec<&str> = marks.iter().map(|&m| sign(m)).collect();
        assert_eq!(signs, ["✓", "✗", "◆", "·", "?"]);
        for lang in Lang::ALL {
            let t = texts(lang);
            for m in marks {
                let w = words(t, m);
                assert!(!w.starts_with("mark-"), "{lang:?}: {w}");
            }
        }
        let a = GameAnalysis::from_marks(vec![Mark::KeptWin, Mark::Unknown, Mark::ThrewWin]);
        assert_eq!(
            accuracy_of(&a, 0).map(|a| (a.kept, a.in_winning)),
            Some((1, 2))
        );
        assert_eq!(accuracy_of(&a, 1), None);
        let en = accuracy_text(texts(Lang::En), a.first).unwrap();
        assert!(en.contains("50"), "{en}");
    }
}
