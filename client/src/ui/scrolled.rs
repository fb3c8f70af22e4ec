//! Panes whose text is longer than the pane: which lines to show, and the
//! marks on the bottom border that say more lies above or below.

use ratatui::layout::Alignment;
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::Block;

/// The first line to show so that line `focus` is in view, moving as
/// little as possible from the top.
pub fn to_show(focus: usize, shown: usize) -> usize {
    if shown == 0 {
        return focus;
    }
    (focus + 1).saturating_sub(shown)
}

/// `first` kept so that the last window is full: never past the end.
pub fn clamp(first: usize, total: usize, shown: usize) -> usize {
    first.min(total.saturating_sub(shown))
}

/// `block` with ▲ and/or ▼ on its bottom border when lines of `total` lie
/// above or below the `shown` ones from `first`; at the left for a
/// right-to-left language, where the text starts.
pub fn marked(
    block: Block<'static>,
    first: usize,
    total: usize,
    shown: usize,
    rtl: bool,
) -> Block<'static> {
    let up = first > 0;
    let down = first + shown < total;
    let mark = match (up, down) {
        (false, false) => return block,
        (true, false) => " ▲ ",
        (false, true) => " ▼ ",
        (true, true) => " ▲▼ ",
    };
    let line = Line::styled(mark, Style::new().fg(Color::Yellow));
    block.title_bottom(if rtl {
        line.alignment(Alignment::Left)
    } else {
        line.alignment(Alignment::Right)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_focused_line_stays_in_view() {
        assert_eq!(to_show(0, 5), 0);
        assert_eq!(to_show(4, 5), 0);
        assert_eq!(to_show(5, 5), 1);
        assert_eq!(to_show(9, 3), 7);
        assert_eq!(clamp(10, 12, 5), 7);
        assert_eq!(clamp(2, 3, 5), 0);
    }
}
