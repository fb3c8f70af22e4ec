//! The help overlay (`?`): the rules of both games and the keys. On a
//! small terminal its text scrolls (`update` keeps the first line shown
//! within the text) and the bottom border says which way there is more.

use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use crate::app::App;
use crate::geometry::help_window;
use crate::i18n::texts;
use crate::ui::{bidi, scrolled};

pub fn render(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let popup = help_window(area);
    f.render_widget(Clear, popup);
    let block = bidi::block(t, t.help).border_style(Style::new().fg(Color::Yellow));
    let inner = block.inner(popup);
    let lines = bidi::paragraph(t, &t.help_text(), inner.width);
    let shown = inner.height as usize;
    let first = scrolled::clamp(app.help_scroll, lines.len(), shown);
    let block = scrolled::marked(block, first, lines.len(), shown, t.rtl());
    let visible: Vec<_> = lines.into_iter().skip(first).take(shown).collect();
    f.render_widget(Paragraph::new(visible).block(block), popup);
}
