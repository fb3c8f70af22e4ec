//! A ratatui backend wrapper that puts the cursor in place again after
//! every cell a terminal may draw at another width than `unicode-width`
//! says (Khmer clusters, Han, Arabic script, emoji, combining sequences).
//! The backend below moves the cursor only when cells are not adjacent, so
//! after one such cell a terminal that measured it differently would draw
//! the rest of the line, and the pane's border, one column off. Anchored,
//! each following cell lands in its own column, and frames stay whole
//! whatever the terminal's width tables say.

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};

/// Wraps a backend; see the module's words.
pub struct Anchored<B: Backend> {
    inner: B,
    /// Where the cursor was last put: asking the terminal instead would
    /// race the input reader for the answer (the UI hides the cursor, and
    /// `Terminal::clear` only puts it back).
    cursor: Position,
}

impl<B: Backend> Anchored<B> {
    pub fn new(inner: B) -> Self {
        Anchored {
            inner,
            cursor: Position::ORIGIN,
        }
    }
}

/// Whether every terminal agrees on this cell's width: one character of
/// ASCII, Latin, Greek or Cyrillic, or the punctuation, arrows and box
/// drawing the screens use.
fn trusted(symbol: &str) -> bool {
    let mut chars = symbol.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => c < '\u{0590}' || ('\u{2000}'..='\u{25FF}').contains(&c),
        _ => false,
    }
}

impl<B: Backend> Backend for Anchored<B> {
    type Error = B::Error;

    fn draw<'a, I>(&mut self, content: I) -> Result<(), Self::Error>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        // Each batch ends on an untrusted cell; the backend starts every
        // call with an explicit cursor move.
        // A filler after a cluster (`crate::text::cell_terminal_khmer`) is
        // where a character-counting terminal already drew the cluster's
        // second column: it is not drawn over.
        let mut batch: Vec<(u16, u16, &Cell)> = Vec::new();
        let mut after_cluster = false;
        for (x, y, cell) in content {
            let symbol = cell.symbol();
            if after_cluster && symbol.starts_with(crate::text::KHMER_FILL) {
                continue;
            }
            batch.push((x, y, cell));
            after_cluster = !trusted(symbol);
            if after_cluster {
                self.inner.draw(batch.drain(..))?;
            }
        }
        self.inner.draw(batch.into_iter())
    }

    fn append_lines(&mut self, n: u16) -> Result<(), Self::Error> {
        self.inner.append_lines(n)
    }

    fn hide_cursor(&mut self) -> Result<(), Self::Error> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> Result<(), Self::Error> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> Result<Position, Self::Error> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> Result<(), Self::Error> {
        self.cursor = position.into();
        self.inner.set_cursor_position(self.cursor)
    }

    fn clear(&mut self) -> Result<(), Self::Error> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> Result<(), Self::Error> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> Result<Size, Self::Error> {
        self.inner.size()
    }

    fn window_size(&mut self) -> Result<WindowSize, Self::Error> {
        self.inner.window_size()
    }

    fn flush(&mut self) -> Result<(), Self::Error> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::backend::CrosstermBackend;
    use ratatui::widgets::{Block, Paragraph};
    use ratatui::Terminal;

    /// What the backend wrote, kept outside it so the test can read it.
    #[derive(Clone, Default)]
    struct Sink(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl std::io::Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn drawn(text: &str) -> String {
        let sink = Sink::default();
        let backend = Anchored::new(CrosstermBackend::new(sink.clone()));
        let mut terminal = Terminal::with_options(
            backend,
            ratatui::TerminalOptions {
                viewport: ratatui::Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 20, 3)),
            },
        )
        .unwrap();
        terminal
            .draw(|f| f.render_widget(Paragraph::new(text).block(Block::bordered()), f.area()))
            .unwrap();
        let bytes = sink.0.borrow().clone();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn the_border_after_khmer_is_placed_by_column_not_by_counting() {
        // Row 2 (1-based), column 20: the right border after the text.
        let out = drawn("ខ្មែរ");
        let border = out
            .split("\u{1b}[2;")
            .skip(1)
            .any(|rest| rest.starts_with("20H") && rest[3..].contains('│'));
        assert!(border, "no explicit move before the right border: {out:?}");
        // Every cell after the Khmer cluster is placed explicitly.
        let after = out.split("ខ្មែ").nth(1).unwrap_or_default();
        assert!(after.starts_with("\u{1b}["), "{after:?}");
    }

    #[test]
    fn latin_text_is_sent_in_one_run() {
        let out = drawn("abc");
        assert!(out.contains("abc"), "{out:?}");
    }
}
