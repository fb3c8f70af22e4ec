//! The statistics screen: one's own record and rating, the totals with
//! results by variant and by level, the leaderboard, and bar charts of the
//! results by level and the games per variant, and one's rating over time
//! and games per day once the server has kept some.

use chomp_protocol::{Level, LevelCounts, Totals};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table};
use ratatui::Frame;

use crate::app::App;
use crate::i18n::{texts, Texts};
use crate::stats_rows::record_lines;
use crate::text;
use crate::ui::lobby::label_lines;
use crate::ui::stats_pages::{leader_name, leader_rating};
use crate::ui::{bidi, charts, stats_pages};

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    if stats_pages::compact(body) {
        return stats_pages::render(app, f, body);
    }
    let t = texts(app.lang);
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)]).areas(body);
    let progress = charts::has_progress(app.stats.record.as_ref());
    let lines = app
        .stats
        .record
        .as_ref()
        .map_or(1, |r| record_lines(r, t).len()) as u16;
    let [mine, over_time, totals] = Layout::vertical([
        Constraint::Length(lines + 2),
        Constraint::Length(if progress { 6 } else { 0 }),
        Constraint::Min(3),
    ])
    .areas(left);
    let me = app.me.as_deref().unwrap_or(&app.name);
    let block = bidi::block(t, &format!("{} — {me}", t.my_record));
    let record = match &app.stats.record {
        Some(r) => {
            let lines = record_lines(r, t);
            let rows: Vec<(&str, String)> =
                lines.iter().map(|(l, v)| (l.as_str(), v.clone())).collect();
            label_lines(t, &rows, block.inner(mine).width)
        }
        None => vec![bidi::line(t, Line::from(t.none_yet))],
    };
    f.render_widget(Paragraph::new(record).block(block), mine);
    if let Some(r) = app.stats.record.as_ref().filter(|_| progress) {
        charts::render_progress(r, t, f, over_time);
    }
    render_totals(app.stats.totals.as_ref(), t, f, totals);
    let [board, pictures] =
        Layout::vertical([Constraint::Min(5), Constraint::Length(12)]).areas(right);
    render_leaderboard(app, t, f, board);
    charts::render(app.stats.totals.as_ref(), t, f, pictures);
}

/// A column as wide as `header` in the language shown, at least `least`.
fn fit(least: u16, header: &str) -> Constraint {
    Constraint::Length((text::width(header) as u16 + 1).max(least))
}

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

fn render_totals(totals: Option<&Totals>, t: &Texts, f: &mut Frame, area: Rect) {
    let block = bidi::block(t, t.totals);
    let Some(tot) = totals else {
        f.render_widget(
            Paragraph::new(bidi::line(t, Line::from(t.none_yet))).block(block),
            area,
        );
        return;
    };
    let inner = block.inner(area);
    f.render_widget(block, area);
    let summary = label_lines(
        t,
        &[
            (t.games_played, tot.games.to_string()),
            (t.human_wins_vs_bots, tot.human_wins_vs_bots.to_string()),
            (t.bot_wins, tot.bot_wins.to_string()),
            (t.human_vs_human, tot.human_vs_human.to_string()),
        ],
        inner.width,
    );
    let variants = tot.per_variant.len() as u16;
    let [top, by_variant, by_level] = Layout::vertical([
        Constraint::Length(summary.len() as u16 + 1),
        Constraint::Length(variants + 2),
        Constraint::Min(0),
    ])
    .areas(inner);
    f.render_widget(Paragraph::new(summary), top);
    let rows: Vec<Row> = tot
        .per_variant
        .iter()
        .map(|(v, n)| Row::new(vec![v.clone(), n.to_string()]))
        .collect();
    f.render_widget(
        Table::new(rows, [fit(16, t.variant), fit(8, t.games)])
            .header(Row::new(vec![bidi::s(t, t.variant), bidi::s(t, t.games)]).style(bold())),
        by_variant,
    );
    let rows: Vec<Row> = level_rows(tot, t)
        .into_iter()
        .map(|(label, c)| {
            Row::new(vec![
                bidi::s(t, &label),
                c.games.to_string(),
                c.human_wins.to_string(),
                c.bot_wins.to_string(),
            ])
        })
        .collect();
    let level_w = [t.level_easy, t.level_medium, t.level_hard, t.level]
        .iter()
        .map(|s| text::width(s))
        .max()
        .unwrap_or(6) as u16;
    f.render_widget(
        Table::new(
            rows,
            [
                Constraint::Length(level_w),
                fit(7, t.games),
                Constraint::Fill(1),
                Constraint::Fill(1),
            ],
        )
        .header(
            Row::new(
                [t.level, t.games, t.human_wins, t.computer_wins]
                    .map(|h| bidi::s(t, h))
                    .to_vec(),
            )
            .style(bold()),
        ),
        by_level,
    );
}

/// Per-level counts in the order of difficulty, with the level in the UI
/// language; levels the server names that this client does not know follow.
fn level_rows(tot: &Totals, t: &Texts) -> Vec<(String, LevelCounts)> {
    let known = [Level::Easy, Level::Medium, Level::Hard];
    let mut rows: Vec<(String, LevelCounts)> = known
        .iter()
        .filter_map(|l| {
            tot.per_level
                .get(l.as_str())
                .map(|c| (t.level(*l).to_string(), c.clone()))
        })
        .collect();
    for (name, c) in &tot.per_level {
        if !known.iter().any(|l| l.as_str() == name) {
            rows.push((name.clone(), c.clone()));
        }
    }
    // Hosted bots have a row each: their games count under no level.
    for (name, c) in &tot.hosted_bots {
        rows.push((format!("{name} ({})", t.hosted_bot), c.clone()));
    }
    rows
}

fn render_leaderboard(app: &App, t: &Texts, f: &mut Frame, area: Rect) {
    // Columns too narrow for their numbers (a narrow pane, long headers):
    // the names give way instead, never a rating.
    let fixed: u16 = [4, 10]
        .into_iter()
        .chain(
            [(7, t.rating), (7, t.games), (9, t.won_lost)]
                .map(|(least, h)| (text::width(h) as u16 + 1).max(least)),
        )
        .sum::<u16>()
        + 4;
    if fixed > area.width.saturating_sub(2) {
        return stats_pages::render_leaderboard(app, t, f, area, None);
    }
    let rows: Vec<Row> = app
        .stats
        .shown_leaderboard()
        .iter()
        .enumerate()
        .map(|(i, e)| {
            Row::new(bidi::columns(
                t,
                vec![
                    format!("{}", i + 1),
                    leader_name(t, e),
                    leader_rating(e),
                    e.games.to_string(),
                    format!("{}:{}", e.wins, e.losses),
                ],
            ))
        })
        .collect();
    let table = Table::new(
        rows,
        bidi::columns(
            t,
            vec![
                Constraint::Length(4),
                Constraint::Min(10),
                fit(7, t.rating),
                fit(7, t.games),
                fit(9, t.won_lost),
            ],
        ),
    )
    .header(
        Row::new(bidi::columns(
            t,
            ["", t.player, t.rating, t.games, t.won_lost]
                .map(|h| bidi::s(t, h))
                .to_vec(),
        ))
        .style(bold()),
    )
    .block(bidi::block(t, &app.stats.leaderboard_title(t.leaderboard)));
    f.render_widget(table, area);
}
