//! The statistics screen on a small terminal: a page at a time (one's
//! record with the totals, the leaderboard, the charts, one's progress),
//! Tab to turn, the arrows to scroll a page longer than the screen.

use chomp_protocol::LeaderboardEntry;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Row, Table};
use ratatui::Frame;

use crate::app::{App, StatsPage};
use crate::i18n::{texts, Texts};
use crate::stats_rows::{pages, rating_text, record_rows, StatRow};
use crate::text;
use crate::ui::{bidi, charts, names, scrolled};

/// Whether the screen shows a page at a time: the whole of it needs this
/// much.
pub fn compact(body: Rect) -> bool {
    body.width < 70 || body.height < 16
}

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let pages = pages(app);
    let page = if pages.contains(&app.stats.page) {
        app.stats.page
    } else {
        StatsPage::Record
    };
    let nth = pages.iter().position(|p| *p == page).unwrap_or(0) + 1;
    let of = format!("{nth}/{}", pages.len());
    let me = app.me.as_deref().unwrap_or(&app.name);
    match page {
        StatsPage::Record => {
            let title = format!("{} — {me} · {of}", t.my_record);
            render_rows(t, f, body, &title, &record_rows(app, t), app.stats.scroll);
        }
        StatsPage::Leaderboard => render_leaderboard(app, t, f, body, Some(&of)),
        StatsPage::Charts => charts::render_stacked(app.stats.totals.as_ref(), t, f, body),
        StatsPage::Progress => {
            if let Some(r) = &app.stats.record {
                charts::render_progress(r, t, f, body);
            }
        }
    }
}

/// Label and value rows in a pane, the values in a column at the right;
/// a label too long for its line is cut between clusters with an ellipsis.
fn render_rows(t: &Texts, f: &mut Frame, area: Rect, title: &str, rows: &[StatRow], scroll: usize) {
    let block = bidi::block(t, title);
    let inner = block.inner(area);
    let cols = inner.width as usize;
    let value_w = rows
        .iter()
        .map(|r| text::width(&r.value))
        .max()
        .unwrap_or(0);
    let label_w = cols.saturating_sub(value_w + 2).max(1);
    let shown = inner.height as usize;
    let first = scrolled::clamp(scroll, rows.len(), shown);
    let lines: Vec<Line> = rows
        .iter()
        .skip(first)
        .take(shown)
        .map(|r| {
            if r.heading {
                bidi::line(
                    t,
                    Line::styled(
                        fit(&r.label, cols),
                        Style::new().add_modifier(Modifier::BOLD),
                    ),
                )
            } else {
                bidi::line(
                    t,
                    Line::from(format!(
                        "{}  {}",
                        text::pad(&fit(&r.label, label_w), label_w),
                        text::pad_left(&r.value, value_w)
                    )),
                )
            }
        })
        .collect();
    let block = scrolled::marked(block, first, rows.len(), shown, t.rtl());
    f.render_widget(Paragraph::new(lines).block(block), area);
}

/// `s` in at most `cols` columns: whole, or cut between clusters with an
/// ellipsis that says so.
fn fit(s: &str, cols: usize) -> String {
    if text::width(s) <= cols {
        s.to_string()
    } else {
        format!("{}…", text::clip(s, cols.saturating_sub(1)))
    }
}

/// A leaderboard row's name, a bot marked as one.
pub fn leader_name(t: &Texts, e: &LeaderboardEntry) -> String {
    if e.bot {
        format!("{} ({})", names::cells(&e.name), t.hosted_bot)
    } else {
        names::cells(&e.name)
    }
}

/// A leaderboard row's rating, `?` after it while provisional (RD 110 or
/// more; a server lists only established ones, RD at most 75).
pub fn leader_rating(e: &LeaderboardEntry) -> String {
    rating_text(e.rating, e.rd.map(|rd| rd >= PROVISIONAL_RD))
}

/// The RD from which a rating is provisional (docs/PROTOCOL.md).
const PROVISIONAL_RD: f64 = 110.0;

/// The leaderboard in `area`: the rank, rating, games and results keep
/// the columns their numbers and headers need, the names take the rest.
/// `of` is the page's place on a small terminal.
pub fn render_leaderboard(app: &App, t: &Texts, f: &mut Frame, area: Rect, of: Option<&str>) {
    let title = app.stats.leaderboard_title(t.leaderboard);
    let title = match of {
        Some(of) => format!("{title} · {of}"),
        None => title,
    };
    let block = bidi::block(t, &title);
    let inner = block.inner(area);
    let shown = inner.height.saturating_sub(1) as usize;
    let all = app.stats.shown_leaderboard();
    let first = scrolled::clamp(app.stats.scroll, all.len(), shown);
    let cells: Vec<[String; 5]> = all
        .iter()
        .enumerate()
        .map(|(i, e)| {
            [
                format!("{}", i + 1),
                leader_name(t, e),
                leader_rating(e),
                e.games.to_string(),
                format!("{}:{}", e.wins, e.losses),
            ]
        })
        .collect();
    let header = ["#", t.player, t.rating, t.games, t.won_lost].map(|h| bidi::s(t, h));
    let col_w = |i: usize| {
        cells
            .iter()
            .map(|c| text::width(&c[i]))
            .chain([text::width(&header[i])])
            .max()
            .unwrap_or(1) as u16
    };
    let widths = bidi::columns(
        t,
        vec![
            Constraint::Length(col_w(0)),
            Constraint::Fill(1),
            Constraint::Length(col_w(2)),
            Constraint::Length(col_w(3)),
            Constraint::Length(col_w(4)),
        ],
    );
    let rows: Vec<Row> = cells
        .into_iter()
        .skip(first)
        .take(shown)
        .map(|c| Row::new(bidi::columns(t, c.to_vec())))
        .collect();
    let block = scrolled::marked(block, first, all.len(), shown, t.rtl());
    let header = Row::new(bidi::columns(t, header.to_vec()));
    let table = Table::new(rows, widths)
        .header(header.style(Style::new().add_modifier(Modifier::BOLD)))
        .block(block);
    f.render_widget(table, area);
}
