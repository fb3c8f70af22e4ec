//! `view(app, frame)`: draws the model, never changes it and does no I/O.
//! One module per screen or widget.

pub mod account;
pub mod analysis;
pub mod bidi;
pub mod board;
pub mod charts;
pub mod clock;
pub mod friends;
pub mod game;
pub mod help;
pub mod hints;
pub mod history;
pub mod labels;
pub mod lobby;
pub mod moves;
pub mod names;
pub mod players;
pub mod result;
pub mod scrolled;
pub mod stats;
pub mod stats_pages;
pub mod tournament_keys;
pub mod tournaments;

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use crate::app::{App, FormField, GameSource, Link, LobbyFocus, Screen};
use crate::i18n::{texts, Texts};
use crate::text::width;
use crate::tournaments_view::TourneyMode;

pub use crate::geometry::{body_area, centred_rect, frame_areas};

pub fn view(app: &App, f: &mut Frame) {
    let area = f.area();
    let [top, body, bottom] = frame_areas(area);
    render_top(app, f, top);
    // The lost-connection banner takes the body's first row. A screen
    // made of one pane (a small lobby or statistics screen, the history)
    // is drawn below it, so the pane keeps its border and title; the game
    // keeps its place, where the mouse finds its cells.
    let single_pane = match app.screen {
        Screen::Lobby => lobby::compact(body),
        Screen::Stats => stats_pages::compact(body),
        Screen::History | Screen::Tournaments => true,
        Screen::Game | Screen::Board => false,
    };
    let body = if matches!(app.link, Link::Lost { .. }) && single_pane && body.height > 1 {
        Rect {
            y: body.y + 1,
            height: body.height - 1,
            ..body
        }
    } else {
        body
    };
    match app.screen {
        Screen::Lobby => lobby::render(app, f, body),
        Screen::Game => game::render(app, f, body),
        Screen::History => history::render(app, f, body),
        Screen::Stats => stats::render(app, f, body),
        Screen::Board => analysis::render(app, f, body),
        Screen::Tournaments => tournaments::render(app, f, body),
    }
    tournaments::game_strip(app, f, body);
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
        let banner = Rect::new(
            area.x,
            top.bottom(),
            area.width,
            1.min(area.height.saturating_sub(2)),
        );
        // Cut between words on a narrow terminal.
        let text = format!(
            " {} ",
            first_line(text.trim(), banner.width.saturating_sub(2) as usize)
        );
        // The banner covers the whole row: no piece of a pane's border
        // stays beside it.
        f.render_widget(ratatui::widgets::Clear, banner);
        f.render_widget(
            Paragraph::new(bidi::line(t, Line::from(text)))
                .style(Style::new().fg(Color::White).bg(Color::Red)),
            banner,
        );
    }
    render_bottom(app, f, bottom, area);
    friends::render(app, f, body);
    analysis::render_start_prompt(app, f, body);
    if let Some(p) = &app.key_prompt {
        account::render(app, p, f, body);
    }
    if app.help {
        help::render(app, f, area);
    }
}

fn render_top(app: &App, f: &mut Frame, area: Rect) {
    let t = texts(app.lang);
    let who = names::cells(app.me.as_deref().unwrap_or(&app.name));
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
        Screen::Board => t.fmt("board-title", &[]),
        Screen::Tournaments => t.fmt("tour-title", &[]),
    };
    let [l, r] = Layout::horizontal([Constraint::Min(0), Constraint::Length(18)]).areas(area);
    // A narrow terminal drops the program's name first, then the player's,
    // so the screen's name stays whole.
    let cols = l.width as usize;
    let places = [
        (true, format!("· {} · {who} ", bidi::s(t, &screen))),
        (false, format!(" {} · {who} ", bidi::s(t, &screen))),
        (false, format!(" {} ", bidi::s(t, &screen))),
    ];
    let (brand, rest) = places
        .iter()
        .find(|(brand, rest)| crate::text::width(rest) + if *brand { 7 } else { 0 } <= cols)
        .unwrap_or(&places[2]);
    let mut spans = Vec::new();
    if *brand {
        spans.push(Span::styled(
            " chomp ",
            Style::new().add_modifier(Modifier::BOLD).fg(Color::Yellow),
        ));
    }
    spans.push(Span::raw(rest.clone()));
    f.render_widget(Paragraph::new(Line::from(spans)), l);
    f.render_widget(Paragraph::new(Line::from(link).right_aligned()), r);
}

fn render_bottom(app: &App, f: &mut Frame, area: Rect, screen: Rect) {
    let t = texts(app.lang);
    let cols = area.width as usize;
    let line = match &app.notice {
        Some(n) => Line::styled(
            bidi::s(t, &first_line(&n.text, cols)),
            if n.is_error {
                Style::new().fg(Color::White).bg(Color::Red)
            } else {
                Style::new().fg(Color::Black).bg(Color::Yellow)
            },
        ),
        None => Line::styled(
            bidi::s(t, &keys_text(app, t, screen, cols)),
            Style::new().fg(Color::DarkGray),
        ),
    };
    let line = line.alignment(bidi::alignment(t));
    f.render_widget(Paragraph::new(line), area);
}

/// The keys line cut to `cols` columns, with Tab first on a game screen
/// too small for the side pane (Tab shows it in the board's place).
fn keys_text(app: &App, t: &Texts, screen: Rect, cols: usize) -> String {
    let body = body_area(screen);
    let keys = if app.screen == Screen::Stats && !app.help && stats_pages::compact(body) {
        t.keys_stats_pages
    } else {
        keys_line(app, t)
    };
    let compact_game = matches!(app.screen, Screen::Game | Screen::Board)
        && !app.help
        && crate::geometry::game_areas(body, app.hints_on() || app.screen == Screen::Board)
            .1
            .is_none();
    let lead: &[&str] = if compact_game {
        &[t.keys_tab_details, t.keys_tab_short]
    } else {
        &[]
    };
    whole_items(lead, keys, cols)
}

/// How many items end every keys line and are kept however narrow the
/// terminal: the way out (`q: quit` in the lobby, Esc elsewhere) and
/// `?: help`, so a new player can always find help and leave.
pub const KEPT_ITEMS: usize = 2;

/// As many of a keys line's items (two spaces apart) as fit in `cols`
/// columns, so a narrow terminal never shows half a key's name: the last
/// [`KEPT_ITEMS`] always (as many of them as fit at all), then the first of
/// `lead` that still fits (a long and a short form of one item), then the
/// line's other items from its start.
pub fn whole_items(lead: &[&str], line: &str, cols: usize) -> String {
    let items: Vec<&str> = line.split("  ").filter(|i| !i.is_empty()).collect();
    let split = items.len().saturating_sub(KEPT_ITEMS);
    let (head, tail) = items.split_at(split);
    let mut tail: Vec<&str> = tail.to_vec();
    let joined = |xs: &[&str]| xs.iter().map(|i| width(i) + 2).sum::<usize>();
    while !tail.is_empty() && joined(&tail).saturating_sub(2) > cols {
        tail.remove(0);
    }
    let mut used = joined(&tail).saturating_sub(2);
    let mut fits = |item: &str| {
        let more = width(item) + if used == 0 { 0 } else { 2 };
        let ok = used + more <= cols;
        if ok {
            used += more;
        }
        ok
    };
    let mut front: Vec<&str> = lead.iter().copied().find(|i| fits(i)).into_iter().collect();
    front.extend(head.iter().copied().take_while(|i| fits(i)));
    front.extend(tail);
    front.join("  ")
}

/// The keys that apply on the screen shown: the lobby offers `g` only
/// with a game to go back to (and room for the longer line), a spectator
/// is not offered a move, a finished game offers replay, a replayed
/// archive game only steps.
pub fn keys_line(app: &App, t: &Texts) -> &'static str {
    if app.help {
        return t.keys_help;
    }
    match app.screen {
        Screen::Lobby
            if app.game_to_resume().is_some()
                && crate::text::width(t.keys_lobby_game) <= usize::from(app.size.0) =>
        {
            t.keys_lobby_game
        }
        Screen::Lobby
            if app.lobby.focus() == LobbyFocus::Form
                && app.lobby.form.current() == FormField::Start =>
        {
            t.keys_form_start
        }
        Screen::Lobby => t.keys_lobby,
        Screen::Game => match &app.game {
            Some(g) if g.source == GameSource::Archive => t.keys_game_archive,
            Some(_) if app.game_tournament().is_some() => {
                tournament_keys::game_line(app, t).unwrap_or(t.keys_game)
            }
            Some(g) if g.watching() => t.keys_game_watch,
            Some(g) if g.finished() => t.keys_game_over,
            _ => t.keys_game,
        },
        Screen::History => t.keys_history,
        Screen::Stats => t.keys_stats,
        Screen::Board => t.keys_board,
        Screen::Tournaments => match app.tournaments.mode {
            TourneyMode::List => t.keys_tournaments,
            TourneyMode::Create => t.keys_tournament_form,
            TourneyMode::Standings => t.keys_standings,
        },
    }
}

/// The first line of `text` wrapped to `cols` columns, with an ellipsis
/// when more was cut (between words, never inside one).
pub fn first_line(text: &str, cols: usize) -> String {
    if crate::text::width(text) <= cols {
        return text.to_string();
    }
    let lines = crate::text::wrap(text, cols.saturating_sub(1).max(1));
    format!("{}…", lines.first().map_or("", String::as_str))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use std::time::Duration;

    #[test]
    fn a_narrow_keys_line_keeps_help_and_the_way_out() {
        let line = "Tab/↑↓←→  Enter: go  H: history  ?: help  q: quit";
        assert_eq!(whole_items(&[], line, 80), line);
        assert_eq!(whole_items(&[], line, 30), "Tab/↑↓←→  ?: help  q: quit");
        assert_eq!(whole_items(&[], line, 20), "?: help  q: quit");
        assert_eq!(whole_items(&[], line, 10), "q: quit");
        let lead = ["Tab: board/details/hints", "Tab: panes"];
        let game = "Enter: eat  Esc: lobby  ?: help";
        assert_eq!(
            whole_items(&lead, game, 60),
            "Tab: board/details/hints  Enter: eat  Esc: lobby  ?: help"
        );
        assert_eq!(
            whole_items(&lead, game, 43),
            "Tab: panes  Enter: eat  Esc: lobby  ?: help"
        );
        assert_eq!(
            whole_items(&lead, game, 40),
            "Tab: panes  Esc: lobby  ?: help"
        );
    }

    /// Every language's keys lines end with the way out and `?`, the two
    /// items a narrow terminal keeps.
    #[test]
    fn every_keys_line_ends_with_the_way_out_and_help() {
        for lang in Lang::ALL.iter() {
            let t = texts(*lang);
            for line in [
                t.keys_lobby,
                t.keys_lobby_game,
                t.keys_game,
                t.keys_game_watch,
                t.keys_game_over,
                t.keys_game_archive,
                t.keys_history,
                t.keys_stats,
                t.keys_stats_pages,
                t.keys_board,
                t.keys_form_start,
                t.keys_tournaments,
                t.keys_tournament_form,
                t.keys_standings,
            ]
            .into_iter()
            .chain(tournament_keys::all_lines(t))
            {
                let items: Vec<&str> = line.split("  ").collect();
                let kept = &items[items.len() - KEPT_ITEMS..];
                assert!(kept.iter().any(|i| i.starts_with('?')), "{lang:?}: {line}");
                assert!(
                    kept.iter()
                        .any(|i| ["q", "Esc", "Échap"].iter().any(|k| i.starts_with(k))),
                    "{lang:?}: {line}"
                );
            }
        }
    }

    #[test]
    fn round_trip_times_read_well() {
        assert_eq!(rtt_text(Duration::from_micros(340)), "0.3 ms");
        assert_eq!(rtt_text(Duration::from_millis(12)), "12 ms");
        assert_eq!(rtt_text(Duration::from_millis(1500)), "1500 ms");
    }
}
