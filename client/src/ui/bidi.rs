//! Words on screen in the reading direction of the language shown. A
//! right-to-left language (Persian) gets its lines in display order (the
//! Unicode bidirectional algorithm, through `crate::text::visual`), its
//! panes' text and titles aligned right, and its paragraphs wrapped before
//! they are ordered, so each screen line reads right to left on its own.
//! Left-to-right languages pass through unchanged. The board is not text:
//! it keeps its geometry in every language.

use ratatui::layout::Alignment;
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;

use crate::i18n::Texts;
use crate::text::{visual, wrap};

/// A string in display order.
pub fn s(t: &Texts, text: &str) -> String {
    visual(text, t.rtl()).into_owned()
}

/// A line in display order: for a right-to-left language the spans run
/// from the right (the first span rightmost), each in display order, and
/// the line is aligned right.
pub fn line(t: &Texts, l: Line<'_>) -> Line<'static> {
    let style = l.style;
    let mut spans: Vec<Span<'static>> = l
        .spans
        .into_iter()
        .map(|sp| Span::styled(s(t, &sp.content), sp.style))
        .collect();
    if t.rtl() {
        spans.reverse();
        Line::from(spans).style(style).alignment(Alignment::Right)
    } else {
        let mut out = Line::from(spans).style(style);
        out.alignment = l.alignment;
        out
    }
}

/// Every line in display order.
pub fn lines<'a>(t: &Texts, ls: impl IntoIterator<Item = Line<'a>>) -> Vec<Line<'static>> {
    ls.into_iter().map(|l| line(t, l)).collect()
}

/// A bordered pane with ` title ` on its top border, at the right for a
/// right-to-left language.
pub fn block(t: &Texts, title: &str) -> Block<'static> {
    let b = Block::bordered().title(format!(" {} ", s(t, title)));
    if t.rtl() {
        b.title_alignment(Alignment::Right)
    } else {
        b
    }
}

/// `text` wrapped to `cols` columns (at spaces, between wide characters,
/// never inside a grapheme cluster), each line then in display order.
pub fn paragraph(t: &Texts, text: &str, cols: u16) -> Vec<Line<'static>> {
    wrap(text, cols as usize)
        .into_iter()
        .map(|l| line(t, Line::from(l)))
        .collect()
}

/// A table's cells (or column widths) in display order: for a
/// right-to-left language the first column is the rightmost, so a row
/// reads from the right like the words around it.
pub fn columns<T>(t: &Texts, mut cells: Vec<T>) -> Vec<T> {
    if t.rtl() {
        cells.reverse();
    }
    cells
}

/// The alignment of running text in this language.
pub fn alignment(t: &Texts) -> Alignment {
    if t.rtl() {
        Alignment::Right
    } else {
        Alignment::Left
    }
}
