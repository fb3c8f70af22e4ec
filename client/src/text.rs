//! Text measured the way a terminal draws it: display columns (a Han
//! character takes two, a combining mark none), cut only between grapheme
//! clusters (a Khmer syllable stays whole), wrapped at spaces or, in scripts
//! written without them, between wide characters, and right-to-left lines
//! put in display order. Every layout that pads, clips or wraps words goes
//! through here, so no `len()` or `chars().count()` decides a column.

use std::borrow::Cow;

use unicode_bidi::{BidiInfo, Level};
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// Columns `s` takes on a terminal (ratatui measures the same way).
pub fn width(s: &str) -> usize {
    s.graphemes(true).map(UnicodeWidthStr::width).sum()
}

/// The longest start of `s` that fits in `cols` columns, never ending inside
/// a grapheme cluster.
pub fn clip(s: &str, cols: usize) -> &str {
    let mut used = 0;
    for (at, g) in s.grapheme_indices(true) {
        let w = g.width();
        if used + w > cols {
            return &s[..at];
        }
        used += w;
    }
    s
}

/// `s` followed by spaces up to `cols` columns (left-aligned in a column).
pub fn pad(s: &str, cols: usize) -> String {
    let w = width(s);
    format!("{s}{}", " ".repeat(cols.saturating_sub(w)))
}

/// Spaces then `s`, `cols` columns in all (right-aligned in a column).
pub fn pad_left(s: &str, cols: usize) -> String {
    let w = width(s);
    format!("{}{s}", " ".repeat(cols.saturating_sub(w)))
}

/// Whether a line may break after this grapheme without a space: scripts
/// that write no spaces between words (Han, kana) break between characters.
fn breaks_after(g: &str) -> bool {
    g.width() == 2
}

/// `text` in lines of at most `cols` columns, broken at spaces, or between
/// wide characters, and inside a word (between clusters) only when the word
/// alone is longer than a line. Explicit newlines are kept.
pub fn wrap(text: &str, cols: usize) -> Vec<String> {
    let cols = cols.max(1);
    let mut out = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        let mut line_w = 0;
        for piece in pieces(para) {
            let word = piece.trim_end_matches(' ');
            let piece_w = width(piece);
            let word_w = width(word);
            if line_w + word_w > cols && !line.is_empty() {
                out.push(line.trim_end().to_string());
                line.clear();
                line_w = 0;
            }
            if word_w > cols {
                // A word longer than a line: cut it between clusters.
                for g in word.graphemes(true) {
                    let w = g.width();
                    if line_w + w > cols && !line.is_empty() {
                        out.push(std::mem::take(&mut line));
                        line_w = 0;
                    }
                    line.push_str(g);
                    line_w += w;
                }
                line.push_str(&piece[word.len()..]);
                line_w += piece_w - word_w;
                continue;
            }
            line.push_str(piece);
            line_w += piece_w;
        }
        out.push(line.trim_end().to_string());
    }
    out
}

/// The pieces a line may break between: a word with its trailing spaces,
/// or a single wide character with its trailing spaces.
fn pieces(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev_space = false;
    let mut prev_wide = false;
    for (at, g) in s.grapheme_indices(true) {
        let space = g == " ";
        let wide = !space && breaks_after(g);
        if !space && at > start && (prev_space || prev_wide || wide) {
            out.push(&s[start..at]);
            start = at;
        }
        prev_space = space;
        if !space {
            prev_wide = wide;
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

/// The filler [`cell_terminal_khmer`] adds: a no-break space, which the
/// terminal backend (`crate::anchored`) does not draw after a cluster.
pub const KHMER_FILL: char = '\u{a0}';

/// Whether a Khmer character is a non-spacing mark (no column of its own in
/// a terminal that counts characters: the coeng, the vowels above and
/// below, the signs).
fn khmer_non_spacing(c: char) -> bool {
    matches!(c, '\u{17B4}'..='\u{17B5}' | '\u{17B7}'..='\u{17BD}' | '\u{17C6}' | '\u{17C9}'..='\u{17D3}' | '\u{17DD}')
}

/// Khmer text with room for terminals that give every spacing character
/// its own column (tmux, xterm, VTE: the C library's `wcwidth`): after a
/// cluster that such a terminal draws wider than `unicode-width` counts (a
/// subscript consonant, a spacing vowel sign), fillers that keep the next
/// cluster from being drawn over it. Other text is returned as it is.
/// Text that has its fillers already gets no more (a name filled for a
/// row, then formatted into a translated sentence, which fills again).
pub fn cell_terminal_khmer(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| ('\u{1780}'..='\u{17FF}').contains(&c)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    let mut graphemes = s.graphemes(true).peekable();
    while let Some(g) = graphemes.next() {
        out.push_str(g);
        let khmer = g.chars().any(|c| ('\u{1780}'..='\u{17FF}').contains(&c));
        if !khmer {
            continue;
        }
        let cells: usize = g
            .chars()
            .map(|c| {
                if khmer_non_spacing(c) {
                    0
                } else {
                    unicode_width::UnicodeWidthChar::width(c)
                        .unwrap_or(0)
                        .max(1)
                }
            })
            .sum();
        let need = cells.saturating_sub(g.width());
        // Fillers already there are kept, not doubled.
        let mut had = 0;
        while had < need && graphemes.next_if(|n| n.starts_with(KHMER_FILL)).is_some() {
            had += 1;
        }
        for _ in 0..need {
            out.push(KHMER_FILL);
        }
    }
    Cow::Owned(out)
}

/// One line in the order a terminal shows it, left to right: a line of a
/// right-to-left language is laid out by the Unicode bidirectional
/// algorithm with a right-to-left paragraph level, so its words run from
/// the right while names and numbers inside keep their own order. A
/// left-to-right line is returned as it is.
pub fn visual(line: &str, rtl: bool) -> Cow<'_, str> {
    if !rtl || line.is_empty() {
        return Cow::Borrowed(line);
    }
    let info = BidiInfo::new(line, Some(Level::rtl()));
    let Some(para) = info.paragraphs.first() else {
        return Cow::Borrowed(line);
    };
    // Runs in display order; a right-to-left run is reversed and its
    // brackets and arrows mirrored (a terminal draws "(" as "(" wherever
    // it stands).
    let (levels, runs) = info.visual_runs(para, para.range.clone());
    let mut out = String::with_capacity(line.len());
    for run in runs {
        let text = &line[run.clone()];
        if levels[run.start].is_rtl() {
            // Whole clusters, reversed, so marks stay on their letters.
            for g in text.graphemes(true).rev() {
                match g {
                    "(" => out.push(')'),
                    ")" => out.push('('),
                    "[" => out.push(']'),
                    "]" => out.push('['),
                    "{" => out.push('}'),
                    "}" => out.push('{'),
                    "<" => out.push('>'),
                    ">" => out.push('<'),
                    "«" => out.push('»'),
                    "»" => out.push('«'),
                    "◂" => out.push('▸'),
                    "▸" => out.push('◂'),
                    "▶" => out.push('◀'),
                    "◀" => out.push('▶'),
                    _ => out.push_str(g),
                }
            }
        } else {
            out.push_str(text);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn han_takes_two_columns_and_khmer_clusters_stay_whole() {
        assert_eq!(width("中文"), 4);
        assert_eq!(clip("中文字", 5), "中文");
        // ក្មែ is one cluster: a cut never splits the subscript from its base.
        let khmer = "ខ្មែរ";
        for cols in 0..6 {
            let c = clip(khmer, cols);
            assert!(khmer.graphemes(true).any(|_| true));
            assert!(c.is_empty() || khmer.starts_with(c));
            assert!(UnicodeSegmentation::graphemes(c, true)
                .zip(khmer.graphemes(true))
                .all(|(a, b)| a == b));
        }
    }

    #[test]
    fn padding_counts_columns() {
        assert_eq!(pad("中", 4), "中  ");
        assert_eq!(pad_left("ab", 4), "  ab");
        assert_eq!(width(&pad("é", 3)), 3);
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_between_han_characters() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("毒方块不能吃", 6), vec!["毒方块", "不能吃"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        for line in wrap("Chomp: 毒方块 in the 左上角, eaten last.", 9) {
            assert!(width(&line) <= 9, "{line}");
        }
    }

    #[test]
    fn khmer_gets_room_for_terminals_that_count_characters() {
        // ថ្មី: a terminal counting characters gives ថ and the subscript ម
        // a column each; the text takes as many columns as it draws.
        let padded = cell_terminal_khmer("ថ្មី");
        assert_eq!(width(&padded), 2, "{padded:?}");
        assert!(padded.starts_with("ថ្មី"));
        assert_eq!(cell_terminal_khmer("abc"), "abc");
    }

    #[test]
    fn khmer_fillers_are_never_doubled() {
        // សុភក្តា: the subscript ត of ក្តា takes a column of its own there.
        for s in ["សុភក្តា", "ថ្មី", "ខ្មែរ ann", "abc"] {
            let once = cell_terminal_khmer(s).into_owned();
            assert_eq!(cell_terminal_khmer(&once), once, "{s}");
        }
        let name = cell_terminal_khmer("សុភក្តា");
        assert!(name.starts_with("សុភក្តា\u{a0}"), "{name:?}");
    }

    #[test]
    fn persian_runs_from_the_right_and_numbers_keep_their_order() {
        let v = visual("بازی 12 ann", true);
        // Display order: the Latin name and the number stay readable, the
        // Persian word comes last (rightmost).
        assert!(v.ends_with("یزاب"), "{v}");
        assert!(v.contains("12"), "{v}");
        assert!(v.contains("ann"), "{v}");
        assert_eq!(visual("abc", false), "abc");
        // Brackets in a right-to-left run are mirrored: "(X)" still reads
        // as a bracketed X on a terminal that does no bidi of its own.
        let v = visual("خانه (X) سمی", true);
        assert!(v.contains("(X)"), "{v}");
    }

    #[test]
    fn persian_letters_keep_their_marks_when_reversed() {
        // ٔ (hamza above) stays after its letter in display order too.
        let v = visual("خانهٔ", true);
        assert_eq!(v.chars().next(), Some('ه'), "{v}");
    }
}
