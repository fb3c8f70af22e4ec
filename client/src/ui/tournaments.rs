//! The Tournaments screen: the list, the create form and the standings
//! (columns dropped from the right on a narrow terminal, the name column
//! taking what is left); and over the game screen of a tournament game,
//! the tournament's name and time left on the border.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use crate::app::{App, Screen};
use crate::i18n::{texts, Texts};
use crate::text;
use crate::tournament_wire::{Entry, Tourney};
use crate::tournaments_view::{clock_text, countdown, TourneyMode};
use crate::ui::{bidi, names};

mod form;
mod table;
mod words;

use form::form;
use table::{column, fit, table, Column};
pub use words::format_word;

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    match app.tournaments.mode {
        TourneyMode::List => list(app, f, body),
        TourneyMode::Create => form(app, f, body),
        TourneyMode::Standings => standings(app, f, body),
    }
}

fn status_word(t: &Texts, word: &str) -> String {
    match word {
        "waiting" => t.fmt("tour-status-waiting", &[]),
        "running" => t.fmt("tour-status-running", &[]),
        "finished" => t.fmt("tour-status-finished", &[]),
        other => other.to_string(),
    }
}

/// `Starts in 4:00`, `12:30 left`, or nothing to count.
pub fn time_text(t: &Texts, tour: &Tourney, now_ms: Option<u64>) -> String {
    let Some(now) = now_ms else {
        return String::new();
    };
    match countdown(tour, now) {
        Some((true, ms)) => t.fmt("tour-starts-in", &[("time", clock_text(ms).into())]),
        Some((false, ms)) => t.fmt("tour-time-left", &[("time", clock_text(ms).into())]),
        None => String::new(),
    }
}

fn board_text(tour: &Tourney) -> String {
    if tour.width == 0 {
        return String::new();
    }
    format!("{} {}×{}", tour.variant, tour.width, tour.height)
}

fn list(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let v = &app.tournaments;
    let mut title = t.fmt("tour-title", &[]);
    if v.loading {
        title.push('…');
    }
    if v.list.is_empty() {
        let block = bidi::block(t, &title);
        let cols = body.width.saturating_sub(2);
        let say = if v.loading {
            "tour-loading"
        } else {
            "tour-none"
        };
        let lines = bidi::paragraph(t, &t.fmt(say, &[]), cols);
        f.render_widget(Paragraph::new(lines).block(block), body);
        return;
    }
    let cells = |g: &dyn Fn(&Tourney) -> String| v.list.iter().map(g).collect::<Vec<_>>();
    let cols = vec![
        Column {
            header: t.fmt("tour-name", &[]),
            cells: cells(&|x| names::cells(&x.name)),
            stretch: true,
        },
        column(
            t.fmt("tour-status", &[]),
            cells(&|x| status_word(t, &x.status)),
        ),
        column(
            t.fmt("tour-time", &[]),
            cells(&|x| time_text(t, x, app.now_ms)),
        ),
        column(
            t.fmt("tour-entrants", &[]),
            cells(&|x| x.entrant_count().to_string()),
        ),
        column(
            t.fmt("tour-format", &[]),
            cells(&|x| format_word(t, &x.format)),
        ),
        column(t.fmt("tour-board", &[]), cells(&board_text)),
    ];
    table(t, f, body, &title, cols, Some(v.list_sel));
}

/// An entrant's name with its marks: bot, guest, left, playing now.
fn entrant(t: &Texts, e: &Entry) -> String {
    let mut s = names::cells(&e.name);
    if e.bot {
        s = format!("{s} ({})", t.hosted_bot);
    } else if e.guest {
        s = format!("{s} ({})", t.guest);
    }
    if e.left {
        s = format!("{s} — {}", t.fmt("tour-left-mark", &[]));
    } else if e.playing.is_some() {
        s = format!("{s} ▶");
    }
    s
}

fn standings(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let v = &app.tournaments;
    let Some(tour) = v.current.as_ref() else {
        let block = bidi::block(t, &t.fmt("tour-title", &[]));
        let lines = bidi::paragraph(t, &t.fmt("tour-loading", &[]), body.width.saturating_sub(2));
        f.render_widget(Paragraph::new(lines).block(block), body);
        return;
    };
    // Two lines above the table: what it is and where it stands.
    let mut about = vec![format_word(t, &tour.format), board_text(tour)];
    about.retain(|s| !s.is_empty());
    let mut state = vec![status_word(t, &tour.status)];
    let time = time_text(t, tour, app.now_ms);
    if !time.is_empty() {
        state.push(time);
    }
    let me = app.me.as_deref().unwrap_or(&app.name);
    if tour.has_entrant(me) {
        state.push(t.fmt("tour-you-entered", &[]));
    }
    let head_h = 2.min(body.height.saturating_sub(3));
    let head = Rect {
        height: head_h,
        ..body
    };
    let rest = Rect {
        y: body.y + head_h,
        height: body.height - head_h,
        ..body
    };
    let cols = usize::from(body.width);
    let head_lines = vec![
        bidi::line(
            t,
            Line::styled(
                fit(&format!(" {} · {}", tour.name, about.join(" · ")), cols),
                Style::new().add_modifier(Modifier::BOLD),
            ),
        ),
        bidi::line(
            t,
            Line::styled(
                fit(&format!(" {}", state.join(" · ")), cols),
                Style::new().fg(Color::Yellow),
            ),
        ),
    ];
    f.render_widget(Paragraph::new(head_lines), head);
    let rows = &tour.standings;
    let cells = |g: &dyn Fn(&Entry) -> String| rows.iter().map(g).collect::<Vec<_>>();
    let mut columns = vec![
        column(
            "#".into(),
            (1..=rows.len()).map(|i| i.to_string()).collect(),
        ),
        Column {
            header: t.fmt("tour-player", &[]),
            cells: cells(&|e| entrant(t, e)),
            stretch: true,
        },
    ];
    if tour.rated() {
        columns.push(column(
            t.rating.to_string(),
            cells(&|e| e.rating_text().unwrap_or_default()),
        ));
    }
    let score = if tour.is_round_robin() {
        "tour-points"
    } else {
        "tour-score"
    };
    columns.push(column(t.fmt(score, &[]), cells(&|e| e.score.to_string())));
    if tour.is_round_robin() || rows.iter().any(|e| e.tiebreak.is_some()) {
        columns.push(column(
            t.fmt("tour-sb", &[]),
            cells(&|e| e.tiebreak.map(|x| x.to_string()).unwrap_or_default()),
        ));
    }
    columns.push(column(
        t.fmt("tour-played", &[]),
        cells(&|e| e.played.to_string()),
    ));
    columns.push(column(
        t.fmt("tour-won", &[]),
        cells(&|e| e.won.to_string()),
    ));
    if !tour.is_round_robin() {
        columns.push(column(
            t.fmt("tour-streak", &[]),
            cells(&|e| e.streak.to_string()),
        ));
    }
    let title = t.fmt("tour-standings", &[]);
    let sel = (!rows.is_empty()).then_some(v.standings_sel);
    table(t, f, rest, &title, columns, sel);
}

/// Over the game screen of a tournament game: the tournament's name and
/// its countdown, on the game's top border, right-aligned.
pub fn game_strip(app: &App, f: &mut Frame, body: Rect) {
    if app.screen != Screen::Game {
        return;
    }
    let Some(tour) = app
        .game_tournament()
        .and_then(|id| app.tournaments.find(id))
    else {
        return;
    };
    let t = texts(app.lang);
    let time = time_text(t, tour, app.now_ms);
    let label = if time.is_empty() {
        format!(" {} ", tour.name)
    } else {
        format!(" {} · {time} ", tour.name)
    };
    let room = usize::from(body.width.saturating_sub(4));
    if room < 4 || body.height == 0 {
        return;
    }
    let label = bidi::s(t, &fit(&label, room));
    let w = text::width(&label) as u16;
    let at = Rect::new(body.right().saturating_sub(w + 2), body.y, w, 1);
    f.render_widget(Clear, at);
    f.render_widget(
        Paragraph::new(Line::styled(
            label,
            Style::new().fg(Color::Black).bg(Color::Yellow),
        )),
        at,
    );
}
