//! The statistics screen's pages on a small terminal, as rows of text:
//! built here, outside the view, because `update` scrolls them and must
//! know how many there are and how many the page shows.

use chomp_protocol::{MoverCounts, PlayerRecord};
use ratatui::layout::Rect;

use crate::app::{App, StatsPage};
use crate::geometry::body_area;
use crate::i18n::Texts;
use crate::text::cell_terminal_khmer;

/// One line of a page: a label and its value, or a heading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatRow {
    pub label: String,
    pub value: String,
    pub heading: bool,
}

fn row(label: &str, value: impl ToString) -> StatRow {
    StatRow {
        label: label.to_string(),
        value: value.to_string(),
        heading: false,
    }
}

fn heading(label: &str) -> StatRow {
    StatRow {
        label: label.to_string(),
        value: String::new(),
        heading: true,
    }
}

/// A rating as the screens show it: `1742?` while it is provisional.
pub fn rating_text(rating: f64, provisional: Option<bool>) -> String {
    let mark = if provisional == Some(true) { "?" } else { "" };
    format!("{rating:.0}{mark}")
}

/// A rating change as the history shows it: `+242`, `-12`.
pub fn change_text(change: f64) -> String {
    format!("{change:+.0}")
}

/// One's record as (label, value) lines: the counts, the rating (of the
/// variant played most, `?` while provisional) and each variant's when
/// there are several, the wins by seat order and the longest run of wins.
pub fn record_lines(r: &PlayerRecord, t: &Texts) -> Vec<(String, String)> {
    let mut out = vec![
        (t.games_played.to_string(), r.games.to_string()),
        (t.wins_label.to_string(), r.wins.to_string()),
        (t.losses.to_string(), r.losses.to_string()),
        (t.rating.to_string(), rating_text(r.rating, r.provisional)),
    ];
    if r.ratings.len() > 1 {
        for (variant, v) in &r.ratings {
            let label = format!("{} {variant}", t.rating);
            out.push((label, rating_text(v.rating, Some(v.provisional))));
        }
    }
    let seat = |m: &Option<MoverCounts>| m.map(|m| format!("{}/{}", m.wins, m.games));
    if let Some(first) = seat(&r.as_first) {
        out.push((t.as_first.to_string(), first));
    }
    if let Some(second) = seat(&r.as_second) {
        out.push((t.as_second.to_string(), second));
    }
    if let Some(streak) = r.longest_streak {
        out.push((t.longest_streak.to_string(), streak.to_string()));
    }
    out
}

/// One's record, then the opponents, the server's totals and the games
/// per variant.
pub fn record_rows(app: &App, t: &Texts) -> Vec<StatRow> {
    let mut out = Vec::new();
    match &app.stats.record {
        Some(r) => {
            for (label, value) in record_lines(r, t) {
                out.push(row(&label, value));
            }
            if !r.opponents.is_empty() {
                out.push(heading(t.opponents));
                for o in &r.opponents {
                    let name = if o.bot {
                        format!("{} ({})", cell_terminal_khmer(&o.name), t.hosted_bot)
                    } else {
                        cell_terminal_khmer(&o.name).into_owned()
                    };
                    out.push(row(&name, format!("{}  {}:{}", o.played, o.won, o.lost)));
                }
            }
        }
        None => out.push(row(t.none_yet, "")),
    }
    if let Some(tot) = &app.stats.totals {
        out.push(heading(t.totals));
        out.push(row(t.games_played, tot.games));
        out.push(row(t.human_wins_vs_bots, tot.human_wins_vs_bots));
        out.push(row(t.bot_wins, tot.bot_wins));
        out.push(row(t.human_vs_human, tot.human_vs_human));
        out.push(heading(t.games));
        for (variant, n) in &tot.per_variant {
            out.push(row(variant, n));
        }
    }
    out
}

/// The pages there are: progress only once the server kept some.
pub fn pages(app: &App) -> Vec<StatsPage> {
    let progress = app
        .stats
        .record
        .as_ref()
        .is_some_and(|r| !r.rating_history.is_empty() || !r.games_per_day.is_empty());
    StatsPage::ALL
        .into_iter()
        .filter(|p| *p != StatsPage::Progress || progress)
        .collect()
}

/// How many rows a page has, and how many it shows at once (inside its
/// border, under the leaderboard's header).
pub fn extent(app: &App, t: &Texts, page: StatsPage) -> (usize, usize) {
    let body = body_area(Rect::new(0, 0, app.size.0, app.size.1));
    let inner = body.height.saturating_sub(2) as usize;
    match page {
        StatsPage::Record => (record_rows(app, t).len(), inner),
        StatsPage::Leaderboard => (app.stats.shown_leaderboard().len(), inner.saturating_sub(1)),
        StatsPage::Charts | StatsPage::Progress => (0, inner),
    }
}
