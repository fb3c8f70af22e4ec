//! The link-key prompt (`a` in the lobby): what linking does, the path of
//! the public key file being typed, and how the last try went.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use crate::app::{App, KeyPrompt};
use crate::i18n::texts;
use crate::ui::{bidi, centred_rect};

pub fn render(app: &App, p: &KeyPrompt, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let width = area.width.min(72);
    let cols = width.saturating_sub(2);
    let mut lines = bidi::paragraph(t, t.key_prompt_about, cols);
    lines.push(Line::from(""));
    lines.extend(bidi::paragraph(t, t.key_prompt_file, cols));
    // A path is written left to right whatever the language; the end of a
    // long one, where the typing happens, stays in view.
    let path = format!("{}▏", p.path);
    let keep = usize::from(cols.max(1));
    let shown: String = {
        let chars: Vec<char> = path.chars().collect();
        chars[chars.len().saturating_sub(keep)..].iter().collect()
    };
    lines.push(Line::styled(
        shown,
        Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
    ));
    if p.linking {
        lines.extend(bidi::paragraph(t, t.key_prompt_linking, cols));
    } else if let Some(e) = &p.error {
        lines.extend(
            bidi::paragraph(t, e, cols)
                .into_iter()
                .map(|l| l.patch_style(Style::new().fg(Color::Red))),
        );
    }
    lines.push(Line::from(""));
    lines.extend(
        bidi::paragraph(t, t.key_prompt_keys, cols)
            .into_iter()
            .map(|l| l.patch_style(Style::new().fg(Color::DarkGray))),
    );
    let popup = centred_rect(area, width, lines.len() as u16 + 2);
    f.render_widget(Clear, popup);
    let block = bidi::block(t, t.key_prompt_title).border_style(Style::new().fg(Color::Yellow));
    f.render_widget(Paragraph::new(lines).block(block), popup);
}
