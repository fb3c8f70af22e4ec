//! The notation of positions as the client takes it: the analysis
//! board's field (`8,8,5,3`, `ichomp 8x8 4,4,2/4,3/4,4,4/1`, `9x7 full`)
//! and the new-game form's custom start, with one sentence for each way a
//! text can be wrong ([`NotationError`]).

use chomp_engine::{Diagram, Position, PositionError, Variant};

use crate::i18n::Texts;

/// A position typed in the notation field (or the new-game form's start)
/// that cannot be used: each says in one sentence what to fix (the
/// sentences are in the locale files, `board-error-*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing was typed.
    Empty,
    /// A word that is neither a variant, a size nor a position.
    UnknownWord(String),
    /// A board size outside the rules (Chomp 1 to 32, iChomp 2 to 32).
    BadSize,
    /// Row lengths that are not whole numbers, or not four iChomp quadrants.
    BadNotation,
    /// A row longer than the one above it.
    NotStaircase,
    /// The position is larger than the board.
    DoesNotFit,
    /// The position is already decided: there is nothing to play.
    Decided,
}

impl NotationError {
    /// The Fluent id of its sentence.
    pub fn id(&self) -> &'static str {
        match self {
            NotationError::Empty => "board-error-empty",
            NotationError::UnknownWord(_) => "board-error-word",
            NotationError::BadSize => "board-error-size",
            NotationError::BadNotation => "board-error-notation",
            NotationError::NotStaircase => "board-error-staircase",
            NotationError::DoesNotFit => "board-error-fit",
            NotationError::Decided => "board-error-decided",
        }
    }
}

impl NotationError {
    /// Its sentence in the reader's language.
    pub fn sentence(&self, t: &Texts) -> String {
        match self {
            NotationError::UnknownWord(w) => t.fmt(self.id(), &[("word", w.as_str().into())]),
            _ => t.fmt(self.id(), &[]),
        }
    }
}

impl From<PositionError> for NotationError {
    fn from(e: PositionError) -> Self {
        match e {
            PositionError::BadSize(_) => NotationError::BadSize,
            PositionError::NotADiagram(_) => NotationError::NotStaircase,
            PositionError::BadNotation(_) => NotationError::BadNotation,
            PositionError::DoesNotFit(_) => NotationError::DoesNotFit,
            PositionError::AlreadyOver => NotationError::Decided,
        }
    }
}
/// The position of the notation field's text, for a board now at
/// `current`: words separated by spaces, each optional but one, in any
/// order: `chomp` or `ichomp`, a size `WxH` (columns x rows, as in a
/// record's `Board` tag), and the position (`8,8,5,3`; iChomp
/// `4,4,2/4,3/4,4,4/1`; `full` for the full board). A position with `/`
/// is iChomp unless a word says otherwise; without a size the current
/// one is kept when the position fits it, else the board grows to hold it.
pub fn parse_board(text: &str, current: &Position) -> Result<Position, NotationError> {
    let mut variant = None;
    let mut size = None;
    let mut notation = None;
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err(NotationError::Empty);
    }
    for word in words {
        let lower = word.to_ascii_lowercase();
        if let Some(v) = lower.parse::<Variant>().ok().filter(|_| variant.is_none()) {
            variant = Some(v);
        } else if let Some(s) = parse_size(&lower).filter(|_| size.is_none()) {
            size = Some(s);
        } else if notation.is_none() && (lower == "full" || looks_like_position(&lower)) {
            notation = Some(lower);
        } else {
            return Err(NotationError::UnknownWord(clip(word)));
        }
    }
    let variant = variant.unwrap_or(match &notation {
        Some(n) if n.contains('/') => Variant::IChomp,
        Some(n) if n != "full" => Variant::Chomp,
        _ => current.variant(),
    });
    let (w, h) = match size {
        Some(s) => s,
        None => {
            let here = (current.width(), current.height());
            match &notation {
                Some(n) if n != "full" && Position::parse(variant, here.0, here.1, n).is_err() => {
                    grown_size(variant, n, here).unwrap_or(here)
                }
                _ => here,
            }
        }
    };
    match notation.as_deref() {
        None | Some("full") => Ok(Position::full(variant, w, h)?),
        Some(n) => Ok(Position::parse(variant, w, h, n)?),
    }
}

/// The new-game form's custom start: the position in the notation, for
/// the form's variant and size; `None` when it may be sent.
pub fn check_start(variant: Variant, width: u32, height: u32, text: &str) -> Option<NotationError> {
    if text.trim().is_empty() {
        return Some(NotationError::Empty);
    }
    Position::parse(variant, width as usize, height as usize, text.trim())
        .err()
        .map(NotationError::from)
}

/// `7x5` as (7, 5).
fn parse_size(word: &str) -> Option<(usize, usize)> {
    let (w, h) = word.split_once(['x', '×'])?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

fn looks_like_position(word: &str) -> bool {
    word.chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ',' | '/' | '-'))
}

/// The board `here` grown to hold the position, each side at least 2 so
/// that both games have one.
fn grown_size(variant: Variant, notation: &str, here: (usize, usize)) -> Option<(usize, usize)> {
    let (w, h) = match variant {
        Variant::Chomp => {
            let d: Diagram = notation.parse().ok()?;
            (d.width(), d.height())
        }
        Variant::IChomp => {
            let quads = notation
                .split('/')
                .map(|q| q.parse::<Diagram>().ok())
                .collect::<Option<Vec<_>>>()?;
            // Rows count outwards from the centre, so a quadrant's width
            // is along the columns on either side of it.
            let cols = quads.iter().map(Diagram::width).max()?.max(1);
            let rows = quads.iter().map(Diagram::height).max()?.max(1);
            (2 * cols, 2 * rows)
        }
    };
    Some((w.max(here.0).max(2), h.max(here.1).max(2)))
}

/// A word quoted in a sentence, cut short.
fn clip(word: &str) -> String {
    let mut out: String = word.chars().take(16).collect();
    if word.chars().count() > 16 {
        out.push('…');
    }
    out
}
