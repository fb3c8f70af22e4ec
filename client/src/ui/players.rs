//! The game screen's players pane: who sits where, who is offline, and
//! whose move it is or who won, with the game's other one-line facts.

use chomp_protocol::{GameStatus, Level};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::app::{App, GameSource, GameView};
use crate::i18n::Texts;
use crate::ui::{bidi, result};

/// The players, and whose move it is or who won wrapped to `cols`.
pub fn player_lines(
    app: &App,
    g: &GameView,
    t: &Texts,
    cols: u16,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let s = &g.state;
    let mut lines = Vec::new();
    for seat in 0..2u8 {
        let name = match s.players.get(seat as usize) {
            Some(_) => App::seat_name(t, s, seat),
            None => format!("({})", t.waiting_for_opponent),
        };
        let marker = if s.status == GameStatus::Playing && s.to_move == seat {
            "▶ "
        } else {
            "  "
        };
        let mut spans = vec![Span::raw(marker), Span::raw(name)];
        if s.you == Some(seat) {
            spans.push(Span::styled(
                format!(" ({})", t.you),
                Style::new().fg(Color::Cyan),
            ));
        }
        // People and hosted bots may drop; the server's own bots never do.
        if s.players
            .get(seat as usize)
            .is_some_and(|p| p.level.is_none())
            && s.connected.get(seat as usize) == Some(&false)
        {
            spans.push(Span::styled(
                format!(" [{}]", result::offline_mark(app, g, seat, t)),
                Style::new().fg(Color::Red),
            ));
        }
        lines.push(bidi::line(t, Line::from(spans)));
    }
    let (status, style) = match s.status {
        GameStatus::Waiting => (t.waiting_for_opponent.to_string(), Style::new()),
        GameStatus::Playing => {
            if g.my_turn() {
                (
                    t.your_turn.to_string(),
                    Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
                )
            } else {
                (t.to_move(&App::seat_name(t, s, s.to_move)), Style::new())
            }
        }
        GameStatus::Finished => {
            let style = match (s.you, s.winner) {
                (Some(y), Some(w)) if y == w => Style::new().fg(Color::Green),
                (Some(_), Some(_)) => Style::new().fg(Color::Red),
                _ => Style::new(),
            }
            .add_modifier(Modifier::BOLD);
            (result::sentence(g, t), style)
        }
    };
    let people = std::mem::take(&mut lines);
    lines.extend(
        bidi::paragraph(t, &status, cols)
            .into_iter()
            .map(|l| l.patch_style(style)),
    );
    if s.rated == Some(false) && s.status != GameStatus::Waiting {
        lines.push(bidi::line(
            t,
            Line::styled(format!("({})", t.unrated), Style::new().fg(Color::DarkGray)),
        ));
    }
    // Against the server's hard bot: whether its play on this board is
    // proven perfect here (its tables cover it) or may err.
    if let Some(perfect) = s.perfect {
        let (said, style) = if perfect {
            (t.bot_proven_perfect, Style::new().fg(Color::DarkGray))
        } else {
            (t.bot_not_proven, Style::new().fg(Color::Yellow))
        };
        let bot = t.bot_player(Level::Hard);
        for line in bidi::paragraph(t, &format!("{bot}: {said}"), cols) {
            lines.push(line.patch_style(style));
        }
    }
    if s.status == GameStatus::Finished && g.source == GameSource::Live && s.you.is_some() {
        let style = match s.rematch_offer {
            Some(by) if Some(by) != s.you => Style::new().fg(Color::Yellow),
            _ => Style::new().fg(Color::DarkGray),
        };
        for line in bidi::paragraph(t, &result::rematch_line(g, t), cols) {
            lines.push(line.patch_style(style));
        }
    }
    (people, lines)
}

/// Whose move it is, or the result, in a few words.
pub fn short_status(g: &GameView, t: &Texts) -> String {
    let s = &g.state;
    match s.status {
        GameStatus::Waiting => t.waiting_for_opponent.to_string(),
        GameStatus::Playing if g.my_turn() => t.your_turn.to_string(),
        GameStatus::Playing => t.to_move(&App::seat_name(t, s, s.to_move)),
        GameStatus::Finished => result::sentence(g, t),
    }
}
