//! Pictures on the statistics screen, drawn with ratatui's own BarChart from
//! the totals the server already sends: results per bot level (humans'
//! wins beside the computer's) and games per variant.

use chomp_protocol::{Level, Totals};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Paragraph};
use ratatui::Frame;

use crate::i18n::Texts;

const HUMANS: Style = Style::new().fg(Color::Green);
const COMPUTER: Style = Style::new().fg(Color::Red);
const GAMES: Style = Style::new().fg(Color::Yellow);

/// Draws both charts side by side in `area`.
pub fn render(totals: Option<&Totals>, t: &Texts, f: &mut Frame, area: Rect) {
    let [levels, variants] =
        Layout::horizontal([Constraint::Fill(2), Constraint::Fill(1)]).areas(area);
    // The legend is the title: the level names are under the bars.
    let legend = Line::from(vec![
        Span::raw(" "),
        Span::styled(format!("■ {} ", t.human_wins), HUMANS),
        Span::styled(format!("■ {} ", t.computer_wins), COMPUTER),
    ]);
    let level_block = Block::bordered().title(legend);
    let variant_block = Block::bordered().title(format!(" {} ", t.games));
    let Some(tot) = totals else {
        f.render_widget(Paragraph::new(t.none_yet).block(level_block), levels);
        f.render_widget(Paragraph::new(t.none_yet).block(variant_block), variants);
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
            .label(Line::from(label).centered())
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
    f.render_widget(
        BarChart::vertical(bars)
            .block(variant_block)
            .bar_width(6)
            .bar_gap(1),
        variants,
    );
}
