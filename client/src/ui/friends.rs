//! Playing with friends on screen: the online list (`o`), the one-line
//! prompt (a code, a name, a chat line), and in a game the strip of the
//! private game's code and the last chat lines, drawn over the body's
//! bottom rows.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use crate::app::{App, Screen};
use chomp_protocol::{clean_chat, GameState, GameStatus};

use crate::friends_view::PromptKind;
use crate::i18n::texts;
use crate::ui::{bidi, centred_rect, names};

/// Chat lines shown at once in a game.
const CHAT_SHOWN: usize = 3;

/// The overlays and the game strip, after the screen itself.
pub fn render(app: &App, f: &mut Frame, body: Rect) {
    if app.screen == Screen::Game {
        game_strip(app, f, body);
    }
    if app.screen == Screen::Lobby && app.friends.online.is_some() {
        online(app, f, body);
    }
    if app.friends.prompt.is_some() {
        prompt(app, f, body);
    }
}

fn online(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let width = area.width.min(60);
    let cols = width.saturating_sub(2);
    let list = app.friends.online.as_deref().unwrap_or_default();
    let mut lines: Vec<Line> = Vec::new();
    if list.is_empty() {
        lines.extend(bidi::paragraph(
            t,
            &t.fmt("friends-online-empty", &[]),
            cols,
        ));
    }
    let bot = t.fmt("friends-bot", &[]);
    for (i, p) in list.iter().enumerate() {
        let text = if p.bot {
            format!("{} ({bot})", names::cells(&p.name))
        } else {
            names::cells(&p.name)
        };
        let style = if i == app.friends.online_sel {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    if app.friends.hidden {
        lines.extend(bidi::paragraph(t, &t.fmt("friends-you-hidden", &[]), cols));
    }
    lines.push(Line::from(""));
    lines.extend(
        bidi::paragraph(t, &t.fmt("friends-online-keys", &[]), cols)
            .into_iter()
            .map(|l| l.patch_style(Style::new().fg(Color::DarkGray))),
    );
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = centred_rect(area, width, height);
    f.render_widget(Clear, popup);
    let title = t.fmt("friends-online-title", &[]);
    let block = bidi::block(t, &title).border_style(Style::new().fg(Color::Yellow));
    f.render_widget(Paragraph::new(lines).block(block), popup);
}

fn prompt(app: &App, f: &mut Frame, area: Rect) {
    let Some(p) = &app.friends.prompt else {
        return;
    };
    let t = texts(app.lang);
    let width = area.width.min(72);
    let cols = usize::from(width.saturating_sub(2)).max(1);
    let label = t.fmt(
        match p.kind {
            PromptKind::JoinCode => "friends-prompt-code",
            PromptKind::Challenge => "friends-prompt-name",
            PromptKind::Chat => "friends-prompt-chat",
        },
        &[],
    );
    // The end of a long line, where the typing happens, stays in view.
    let typed: Vec<char> = format!("{}▏", p.text).chars().collect();
    let shown: String = typed[typed.len().saturating_sub(cols)..].iter().collect();
    let lines = vec![
        Line::styled(
            shown,
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        ),
        Line::styled(
            t.fmt("friends-prompt-keys", &[]),
            Style::new().fg(Color::DarkGray),
        ),
    ];
    let popup = centred_rect(area, width, 4);
    f.render_widget(Clear, popup);
    let block = bidi::block(t, &label).border_style(Style::new().fg(Color::Yellow));
    f.render_widget(Paragraph::new(lines).block(block), popup);
}

/// The code line of a private game still waiting for the friend.
pub fn code_line(app: &App, state: &GameState) -> Option<String> {
    let code = state.code.as_deref()?;
    (state.status == GameStatus::Waiting)
        .then(|| texts(app.lang).fmt("friends-code", &[("code", code.to_string().into())]))
}

/// The code to read to the friend, and the last chat lines, over the
/// bottom rows of the game screen (inside its border).
fn game_strip(app: &App, f: &mut Frame, body: Rect) {
    let Some(g) = app.game.as_ref() else {
        return;
    };
    let state = g.state.state();
    let mut lines: Vec<Line> = Vec::new();
    if let Some(code) = code_line(app, state) {
        lines.push(Line::styled(
            code,
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ));
    }
    let chat = app.friends.chat_of(g.id());
    for (from, text) in &chat[chat.len().saturating_sub(CHAT_SHOWN)..] {
        // Cleaned again before drawing: nothing from the wire reaches the
        // terminal as a control sequence.
        let text = clean_chat(text);
        lines.push(Line::styled(
            format!("{}: {text}", clean_chat(from)),
            Style::new().fg(Color::Cyan),
        ));
    }
    if lines.is_empty() || body.height < 4 || body.width < 4 {
        return;
    }
    let rows = (lines.len() as u16).min(body.height - 2);
    let strip = Rect::new(body.x + 1, body.bottom() - 1 - rows, body.width - 2, rows);
    f.render_widget(Clear, strip);
    f.render_widget(Paragraph::new(lines), strip);
}
