//! The help overlay (`?`): the rules of both games and the keys.

use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use ratatui::Frame;

use crate::app::App;
use crate::i18n::texts;
use crate::ui::centred_rect;

pub fn render(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let popup = centred_rect(area, 76, 30);
    f.render_widget(Clear, popup);
    let text = format!(
        "{}\n\n{}\n\n{}\n\n{}",
        t.rules_chomp, t.rules_ichomp, t.rules_hints, t.help_keys
    );
    f.render_widget(
        Paragraph::new(text).wrap(Wrap { trim: false }).block(
            Block::bordered()
                .title(format!(" {} ", t.help))
                .border_style(Style::new().fg(Color::Yellow)),
        ),
        popup,
    );
}
