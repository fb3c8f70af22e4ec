//! The Tournaments screen's create form: each field with its value, the
//! ones that do not apply to the format greyed, the focused one in view.

use chomp_protocol::{Start, TournamentFormat};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::words::format_word;
use crate::app::App;
use crate::i18n::texts;
use crate::text;
use crate::tournaments_view::TourneyField;
use crate::ui::bidi;

pub(super) fn form(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let form = &app.tournaments.form;
    let label = |field: TourneyField| -> String {
        match field {
            TourneyField::Format => t.fmt("tour-format", &[]),
            TourneyField::Name => t.fmt("tour-name", &[]),
            TourneyField::Variant => t.variant.to_string(),
            TourneyField::Width => t.width.to_string(),
            TourneyField::Height => t.height.to_string(),
            TourneyField::Start => t.start.to_string(),
            TourneyField::Minutes => t.fmt("tour-minutes", &[]),
            TourneyField::StartsIn => t.fmt("tour-starts-in-label", &[]),
            TourneyField::Easy => format!("{} {}", t.fmt("tour-bots", &[]), t.level_easy),
            TourneyField::Medium => format!("{} {}", t.fmt("tour-bots", &[]), t.level_medium),
            TourneyField::Hard => format!("{} {}", t.fmt("tour-bots", &[]), t.level_hard),
            TourneyField::Create => String::new(),
        }
    };
    let yes_no = |on: bool| t.fmt(if on { "tour-yes" } else { "tour-no" }, &[]);
    let value = |field: TourneyField| -> String {
        match field {
            TourneyField::Format => format_word(t, form.format.as_str()),
            TourneyField::Name => format!("{}▏", form.name),
            TourneyField::Variant => form.variant.as_str().to_string(),
            TourneyField::Width => form.width.to_string(),
            TourneyField::Height => form.height.to_string(),
            TourneyField::Start => match form.start {
                Start::Random => t.random_board.to_string(),
                _ => t.full_board.to_string(),
            },
            TourneyField::Minutes if form.format == TournamentFormat::Arena => {
                form.minutes.to_string()
            }
            TourneyField::Minutes => "—".to_string(),
            TourneyField::StartsIn => t.fmt("tour-minutes-n", &[("n", form.starts_in.into())]),
            TourneyField::Easy => yes_no(form.bots[0]),
            TourneyField::Medium => yes_no(form.bots[1]),
            TourneyField::Hard => yes_no(form.bots[2]),
            TourneyField::Create => String::new(),
        }
    };
    let lw = TourneyField::ALL
        .iter()
        .map(|f| text::width(&label(*f)))
        .max()
        .unwrap_or(0)
        + 1;
    let mut lines: Vec<Line> = Vec::new();
    for (i, field) in TourneyField::ALL.iter().copied().enumerate() {
        let style = if i == form.field {
            Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD)
        } else if form.applies(field) {
            Style::new()
        } else {
            Style::new().fg(Color::DarkGray)
        };
        let line = match field {
            TourneyField::Create => Line::from(Span::styled(
                format!("[ {} ]", t.fmt("tour-create", &[])),
                style,
            )),
            TourneyField::Name => Line::from(vec![
                Span::raw(text::pad(&label(field), lw)),
                Span::styled(value(field), style),
            ]),
            _ => Line::from(vec![
                Span::raw(text::pad(&label(field), lw)),
                Span::styled(format!("◂ {} ▸", value(field)), style),
            ]),
        };
        lines.push(bidi::line(t, line));
    }
    let cols = body.width.saturating_sub(2);
    if let Some(e) = &form.error {
        lines.extend(
            bidi::paragraph(t, e, cols)
                .into_iter()
                .map(|l| l.patch_style(Style::new().fg(Color::Red).add_modifier(Modifier::BOLD))),
        );
    }
    // The focused field stays in view on a short terminal.
    let shown = usize::from(body.height.saturating_sub(2));
    let first = (form.field + 1).saturating_sub(shown);
    let lines: Vec<Line> = lines.into_iter().skip(first).collect();
    let block = bidi::block(t, &t.fmt("tour-new", &[]));
    f.render_widget(Paragraph::new(lines).block(block), body);
}
