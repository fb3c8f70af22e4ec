//! `view(app, frame)`: draws the model, never changes it and does no I/O.
//! One module per screen or widget.

pub mod bidi;
pub mod board;
pub mod charts;
pub mod clock;
pub mod game;
pub mod help;
pub mod history;
pub mod labels;
pub mod lobby;
pub mod moves;
pub mod result;
pub mod stats;

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use crate::app::{App, GameSource, Link, Screen};
use crate::i18n::{texts, Texts};

pub use crate::geometry::{body_area, frame_areas};

pub fn view(app: &App, f: &mut Frame) {
    let area = f.area();
    let [top, body, bottom] = frame_areas(area);
    render_top(app, f, top);
    match app.screen {
        Screen::Lobby => lobby::render(app, f, body),
        Screen::Game => game::render(app, f, body),
        Screen::History => history::render(app, f, body),
        Screen::Stats => stats::render(app, f, body),
    }
    let t = texts(app.lang);
    let banner_text = match &app.link {
        // The host stopping its server is no lost connection: say only that.
        Link::Lost { retry_in, .. } if app.host_stopped => {
            Some(t.host_stopped_retry(retry_in.as_secs_f64()))
        }
        Link::Lost { reason, retry_in } => Some(t.connection_lost(reason, retry_in.as_secs_f64())),
        Link::Unreachable {
            failed, retry_in, ..
        } => {
            let seconds = app
                .seconds_to_retry()
                .or(Some(retry_in.as_secs_f64().ceil() as u64));
            Some(t.unreachable(failed, seconds))
        }
        Link::Connecting { .. } | Link::Online => None,
    };
    if let Some(text) = banner_text {
        let banner = Rect::new(body.x, body.y, body.width, 1.min(body.height));
        let text = format!(" {text} ");
        // The banner covers the whole row: no piece of a pane's border
        // stays beside it.
        f.render_widget(ratatui::widgets::Clear, banner);
        f.render_widget(
            Paragraph::new(bidi::line(t, Line::from(text)))
                .style(Style::new().fg(Color::White).bg(Color::Red)),
            banner,
        );
    }
    render_bottom(app, f, bottom);
    if app.help {
        help::render(app, f, area);
    }
}

fn render_top(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let who = app.me.as_deref().unwrap_or(&app.name);
    let link = match &app.link {
        Link::Online => match app.rtt {
            Some(d) => Span::styled(format!("● {}", rtt_text(d)), Style::new().fg(Color::Green)),
            None => Span::styled(format!("● {}", t.online), Style::new().fg(Color::Green)),
        },
        Link::Connecting { attempt } => Span::styled(
            format!("◌ {} ({attempt})", t.connecting),
            Style::new().fg(Color::Yellow),
        ),
        Link::Lost { .. } | Link::Unreachable { .. } => {
            Span::styled(format!("✖ {}", t.offline), Style::new().fg(Color::Red))
        }
    };
    let screen = match app.screen {
        Screen::Lobby => t.lobby.to_string(),
        Screen::Game if app.game.as_ref().is_some_and(|g| g.watching()) => {
            format!("{} ({})", t.game, t.watching)
        }
        Screen::Game => t.game.to_string(),
        Screen::History => t.history.to_string(),
        Screen::Stats => t.statistics.to_string(),
    };
    let left = Line::from(vec![
        Span::styled(
            " chomp ",
            Style::new().add_modifier(Modifier::BOLD).fg(Color::Yellow),
        ),
        Span::raw(format!("· {} · {who} ", bidi::s(t, &screen))),
    ]);
    let [l, r] = Layout::horizontal([Constraint::Min(0), Constraint::Length(18)]).areas(area);
    f.render_widget(Paragraph::new(left), l);
    f.render_widget(Paragraph::new(Line::from(link).right_aligned()), r);
}

fn render_bottom(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let line = match &app.notice {
        Some(n) => Line::styled(
            bidi::s(t, &n.text),
            if n.is_error {
                Style::new().fg(Color::White).bg(Color::Red)
            } else {
                Style::new().fg(Color::Black).bg(Color::Yellow)
            },
        ),
        None => Line::styled(
            bidi::s(t, keys_line(app, t)),
            Style::new().fg(Color::DarkGray),
        ),
    };
    let line = line.alignment(bidi::alignment(t));
    f.render_widget(Paragraph::new(line), area);
}

/// The keys that apply on the screen shown: a spectator is not offered a
/// move, a finished game offers replay, a replayed archive game only steps.
pub fn keys_line(app: &App, t: &Texts) -> &'static str {
    match app.screen {
        Screen::Lobby => t.keys_lobby,
        Screen::Game => match &app.game {
            Some(g) if g.source == GameSource::Archive => t.keys_game_archive,
            Some(g) if g.watching() => t.keys_game_watch,
            Some(g) if g.finished() => t.keys_game_over,
            _ => t.keys_game,
        },
        Screen::History => t.keys_history,
        Screen::Stats => t.keys_stats,
    }
}

/// A round-trip time for the indicator: tenths below 10 ms (a local server
/// answers in well under one).
pub fn rtt_text(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

/// A rectangle of at most `w`×`h` centred in `area`.
pub fn centred_rect(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn round_trip_times_read_well() {
        assert_eq!(rtt_text(Duration::from_micros(340)), "0.3 ms");
        assert_eq!(rtt_text(Duration::from_millis(12)), "12 ms");
        assert_eq!(rtt_text(Duration::from_millis(1500)), "1500 ms");
    }
}
