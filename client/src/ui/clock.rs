//! The move clock: the time the player to move has left, drawn as a
//! ratatui `LineGauge` that empties over the move's time, with `m:ss`, in
//! the warning colour under [`crate::clock::WARN_BELOW_MS`].

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols;
use ratatui::widgets::LineGauge;
use ratatui::Frame;

use crate::clock::MoveClock;
use crate::i18n::Texts;
use crate::ui::bidi;

/// The label before the gauge: `Time left 4:32`.
pub fn label(clock: &MoveClock, t: &Texts) -> String {
    bidi::s(t, &t.time_left(&clock.text()))
}

/// Draws `clock` on one row of `area`.
pub fn render(clock: &MoveClock, t: &Texts, f: &mut Frame, area: Rect) {
    let colour = if clock.warning() {
        Color::Red
    } else {
        Color::Green
    };
    let mut label_style = Style::new().fg(colour);
    if clock.warning() {
        label_style = label_style.add_modifier(Modifier::BOLD);
    }
    let gauge = LineGauge::default()
        .ratio(clock.ratio())
        .label(ratatui::text::Span::styled(label(clock, t), label_style))
        // Thick for the time left, thin for the time spent: readable
        // without colours too.
        .filled_symbol(symbols::line::THICK_HORIZONTAL)
        .unfilled_symbol(symbols::line::HORIZONTAL)
        .filled_style(Style::new().fg(colour))
        .unfilled_style(Style::new().fg(Color::DarkGray));
    f.render_widget(gauge, area);
}
