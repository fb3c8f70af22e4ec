//! The statistics screen: one's own record and rating, the totals, and the
//! leaderboard.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Row, Table};
use ratatui::Frame;

use crate::app::App;
use crate::i18n::texts;

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)]).areas(body);
    let [mine, totals] = Layout::vertical([Constraint::Length(7), Constraint::Min(3)]).areas(left);
    let me = app.me.as_deref().unwrap_or(&app.name);
    let record = match &app.stats.record {
        Some(r) => vec![
            Line::from(format!("{:<14}{}", t.games_played, r.games)),
            Line::from(format!("{:<14}{}", t.wins_label, r.wins)),
            Line::from(format!("{:<14}{}", t.losses, r.losses)),
            Line::from(format!("{:<14}{:.0}", t.rating, r.rating)),
        ],
        None => vec![Line::from(t.none_yet)],
    };
    f.render_widget(
        Paragraph::new(record).block(Block::bordered().title(format!(" {} — {me} ", t.my_record))),
        mine,
    );
    let mut lines = Vec::new();
    if let Some(tot) = &app.stats.totals {
        lines.push(Line::from(format!("{:<26}{}", t.games_played, tot.games)));
        lines.push(Line::from(format!(
            "{:<26}{}",
            t.human_wins_vs_bots, tot.human_wins_vs_bots
        )));
        lines.push(Line::from(format!("{:<26}{}", t.bot_wins, tot.bot_wins)));
        lines.push(Line::from(format!(
            "{:<26}{}",
            t.human_vs_human, tot.human_vs_human
        )));
        for (variant, n) in &tot.per_variant {
            lines.push(Line::from(format!("  {variant:<24}{n}")));
        }
        for (level, c) in &tot.per_level {
            lines.push(Line::from(format!(
                "  {:<10}{:>5} {:>4}:{:<4}",
                level, c.games, c.human_wins, c.bot_wins
            )));
        }
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(format!(" {} ", t.totals))),
        totals,
    );
    let rows: Vec<Row> = app
        .stats
        .leaderboard
        .iter()
        .enumerate()
        .map(|(i, e)| {
            Row::new(vec![
                format!("{}", i + 1),
                e.name.clone(),
                format!("{:.0}", e.rating),
                e.games.to_string(),
                format!("{}:{}", e.wins, e.losses),
            ])
        })
        .collect();
    let table = Table::new(
        rows,
        [
            Constraint::Length(4),
            Constraint::Min(10),
            Constraint::Length(7),
            Constraint::Length(6),
            Constraint::Length(9),
        ],
    )
    .header(
        Row::new(vec!["", t.player, t.rating, t.games, t.won_lost])
            .style(Style::new().add_modifier(Modifier::BOLD)),
    )
    .block(Block::bordered().title(format!(" {} ", t.leaderboard)));
    f.render_widget(table, right);
}
