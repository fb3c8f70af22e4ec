//! Pictures on the statistics screen, drawn with ratatui's own widgets: from
//! the totals, results per bot level (humans' wins beside the computer's)
//! and games per variant (BarChart); from a player's record, the rating
//! after each finished game and the games per day (Sparkline).

use chomp_protocol::{Level, PlayerRecord, Totals};
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Paragraph, Sparkline};
use ratatui::Frame;

use crate::i18n::Texts;
use crate::ui::bidi;

const HUMANS: Style = Style::new().fg(Color::Green);
const COMPUTER: Style = Style::new().fg(Color::Red);
const GAMES: Style = Style::new().fg(Color::Yellow);

/// Draws both charts side by side in `area`.
pub fn render(totals: Option<&Totals>, t: &Texts, f: &mut Frame, area: Rect) {
    let [levels, variants] =
        Layout::horizontal([Constraint::Fill(2), Constraint::Fill(1)]).areas(area);
    draw(totals, t, f, levels, variants, Direction::Vertical);
}

/// Draws the charts one above the other, for a narrow terminal: the games
/// per variant as a bar a line each.
pub fn render_stacked(totals: Option<&Totals>, t: &Texts, f: &mut Frame, area: Rect) {
    let variants_h = totals.map_or(3, |tot| tot.per_variant.len().max(1) as u16 + 2);
    let [levels, variants] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(variants_h)]).areas(area);
    draw(totals, t, f, levels, variants, Direction::Horizontal);
}

fn draw(
    totals: Option<&Totals>,
    t: &Texts,
    f: &mut Frame,
    levels: Rect,
    variants: Rect,
    variant_bars: Direction,
) {
    // The legend is the title: the level names are under the bars.
    let legend = Line::from(vec![
        Span::raw(" "),
        Span::styled(format!("■ {} ", bidi::s(t, t.human_wins)), HUMANS),
        Span::styled(format!("■ {} ", bidi::s(t, t.computer_wins)), COMPUTER),
    ]);
    let level_block = Block::bordered().title(legend);
    let variant_block = bidi::block(t, t.games);
    let Some(tot) = totals else {
        let none = || bidi::line(t, Line::from(t.none_yet));
        f.render_widget(Paragraph::new(none()).block(level_block), levels);
        f.render_widget(Paragraph::new(none()).block(variant_block), variants);
        return;
    };
    let groups: Vec<BarGroup> = [Level::Easy, Level::Medium, Level::Hard]
        .iter()
        .filter_map(|l| tot.per_level.get(l.as_str()).map(|c| (t.level(*l), c)))
        .map(|(label, c)| {
            BarGroup::new([
                Bar::new(c.human_wins)
                    .style(HUMANS)
                    .value_style(HUMANS.reversed()),
                Bar::new(c.bot_wins)
                    .style(COMPUTER)
                    .value_style(COMPUTER.reversed()),
            ])
            .label(Line::from(bidi::s(t, label)).centered())
        })
        .collect();
    f.render_widget(
        BarChart::grouped(groups)
            .block(level_block)
            .bar_width(3)
            .bar_gap(0)
            .group_gap(2),
        levels,
    );
    let bars: Vec<Bar> = tot
        .per_variant
        .iter()
        .map(|(v, n)| {
            Bar::new(*n)
                .label(Line::from(v.clone()))
                .style(GAMES)
                .value_style(GAMES.reversed())
        })
        .collect();
    let chart = BarChart::vertical(bars).block(variant_block);
    let chart = if variant_bars == Direction::Horizontal {
        chart
            .direction(Direction::Horizontal)
            .bar_width(1)
            .bar_gap(0)
    } else {
        chart.bar_width(6).bar_gap(1)
    };
    f.render_widget(chart, variants);
}

/// Whether a record has anything to draw over time.
pub fn has_progress(record: Option<&PlayerRecord>) -> bool {
    record.is_some_and(|r| {
        !r.rating_history.is_empty()
            || !r.games_per_day.is_empty()
            || !r.accuracy_history.is_empty()
    })
}

/// The player's rating after each finished game and their games per day,
/// side by side.
pub fn render_progress(record: &PlayerRecord, t: &Texts, f: &mut Frame, area: Rect) {
    // A third chart, the accuracy in each analysed game, once there is one.
    let (rating, days) = if record.accuracy_history.is_empty() {
        let [rating, days] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
        (rating, days)
    } else {
        let [rating, days, accuracy] = Layout::horizontal([Constraint::Fill(1); 3]).areas(area);
        render_accuracy(record, t, f, accuracy);
        (rating, days)
    };
    // The rated games of the variant whose rating the record shows (an
    // unrated game moved nothing; older servers say neither).
    let ratings: Vec<f64> = record
        .rating_history
        .iter()
        .filter(|p| p.variant.is_none() || p.variant == record.variant)
        .filter(|p| p.variant.is_none() || p.change.is_some())
        .map(|p| p.rating)
        .collect();
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let title = if ratings.is_empty() {
        t.rating.to_string()
    } else {
        format!("{} {low:.0}-{high:.0}", t.rating)
    };
    // Drawn from just below the lowest rating, so a change of a few points shows.
    let heights: Vec<u64> = ratings
        .iter()
        .map(|r| (r - low).round() as u64 + 1)
        .collect();
    f.render_widget(
        Sparkline::default()
            .data(&heights)
            .style(HUMANS)
            .block(bidi::block(t, &title)),
        rating,
    );
    let games: Vec<u64> = record.games_per_day.iter().map(|d| d.games).collect();
    f.render_widget(
        Sparkline::default()
            .data(&games)
            .style(GAMES)
            .block(bidi::block(t, t.games_per_day)),
        days,
    );
}

/// The player's accuracy in each of their last analysed games (the share
/// of their moves in proven winning positions that kept the win), titled
/// with the share over all of them.
fn render_accuracy(record: &PlayerRecord, t: &Texts, f: &mut Frame, area: Rect) {
    let points = &record.accuracy_history;
    let kept: u64 = points.iter().map(|p| u64::from(p.kept)).sum();
    let all: u64 = points.iter().map(|p| u64::from(p.in_winning)).sum();
    let title = if all == 0 {
        t.fmt("accuracy-over-time", &[])
    } else {
        let share = (kept as f64 * 100.0 / all as f64).round() as i64;
        format!("{} {share}%", t.fmt("accuracy-over-time", &[]))
    };
    let heights: Vec<u64> = points
        .iter()
        .map(|p| u64::from(p.kept) * 100 / u64::from(p.in_winning.max(1)) + 1)
        .collect();
    f.render_widget(
        Sparkline::default()
            .data(&heights)
            .style(HUMANS)
            .block(bidi::block(t, &title)),
        area,
    );
}
