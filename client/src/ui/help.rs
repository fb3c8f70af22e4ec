//! The help overlay (`?`): the rules of both games and the keys.

use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use crate::app::App;
use crate::i18n::texts;
use crate::ui::{bidi, centred_rect};

pub fn render(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let popup = centred_rect(area, 78, 30);
    f.render_widget(Clear, popup);
    let text = format!(
        "{}\n\n{}\n\n{}\n\n{}\n\n{}",
        t.rules_chomp, t.rules_ichomp, t.rules_hints, t.help_keys, t.help_lobby
    );
    let block = bidi::block(t, t.help).border_style(Style::new().fg(Color::Yellow));
    let lines = bidi::paragraph(t, &text, block.inner(popup).width);
    f.render_widget(Paragraph::new(lines).block(block), popup);
}
