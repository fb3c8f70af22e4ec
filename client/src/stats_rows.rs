//! The statistics screen's pages on a small terminal, as rows of text:
//! built here, outside the view, because `update` scrolls them and must
//! know how many there are and how many the page shows.

use ratatui::layout::Rect;

use crate::app::{App, StatsPage};
use crate::geometry::body_area;
use crate::i18n::Texts;

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

/// One's record, then the server's totals and the games per variant.
pub fn record_rows(app: &App, t: &Texts) -> Vec<StatRow> {
    let mut out = Vec::new();
    match &app.stats.record {
        Some(r) => {
            out.push(row(t.games_played, r.games));
            out.push(row(t.wins_label, r.wins));
            out.push(row(t.losses, r.losses));
            out.push(row(t.rating, format!("{:.0}", r.rating)));
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
        StatsPage::Leaderboard => (app.stats.leaderboard.len(), inner.saturating_sub(1)),
        StatsPage::Charts | StatsPage::Progress => (0, inner),
    }
}
