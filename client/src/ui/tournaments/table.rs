//! The Tournaments screen's tables: columns that drop from the right on a
//! narrow terminal, one stretching into the room left, cells cut from the
//! end a reader starts from.

use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Row, Table, TableState};
use ratatui::Frame;

use crate::i18n::Texts;
use crate::text;
use crate::ui::bidi;

/// `s` in at most `cols` columns, with an ellipsis when cut.
pub(super) fn fit(s: &str, cols: usize) -> String {
    if text::width(s) <= cols {
        s.to_string()
    } else {
        format!("{}…", text::clip(s, cols.saturating_sub(1)))
    }
}

/// A table cell as drawn: in visual order, and when too wide cut at the
/// end a reader starts from (the right, right to left), after an ellipsis,
/// so no word is cut at the column's far edge.
fn cell(t: &Texts, s: &str, cols: usize) -> String {
    if !t.rtl() {
        return fit(s, cols);
    }
    let shown = bidi::s(t, s);
    if text::width(&shown) <= cols {
        return shown;
    }
    let chars: Vec<char> = shown.chars().collect();
    let mut kept = String::new();
    for c in chars.iter().rev() {
        let more = format!("{c}{kept}");
        if text::width(&more) + 1 > cols {
            break;
        }
        kept = more;
    }
    format!("…{kept}")
}

/// A table column: its header, its cells, and whether it stretches.
pub(super) struct Column {
    pub(super) header: String,
    pub(super) cells: Vec<String>,
    pub(super) stretch: bool,
}

pub(super) fn column(header: String, cells: Vec<String>) -> Column {
    Column {
        header,
        cells,
        stretch: false,
    }
}

/// Draws `cols` in `area` with a bordered title: the columns that fit,
/// in order (the last ones go first on a narrow terminal), the stretching
/// one taking the room left; `selected` highlighted.
pub(super) fn table(
    t: &Texts,
    f: &mut Frame,
    area: Rect,
    title: &str,
    cols: Vec<Column>,
    selected: Option<usize>,
) {
    let inner = usize::from(area.width.saturating_sub(2));
    let widths: Vec<usize> = cols
        .iter()
        .map(|c| {
            let w = c
                .cells
                .iter()
                .map(|s| text::width(s))
                .chain([text::width(&c.header)]);
            if c.stretch {
                text::width(&c.header).clamp(6, 8)
            } else {
                w.max().unwrap_or(1)
            }
        })
        .collect();
    let mut keep = cols.len();
    while keep > 1 && widths[..keep].iter().sum::<usize>() + keep - 1 > inner {
        keep -= 1;
    }
    let used: usize = widths[..keep].iter().sum::<usize>() + keep.saturating_sub(1);
    let spare = inner.saturating_sub(used);
    let widths: Vec<usize> = cols[..keep]
        .iter()
        .zip(&widths)
        .map(|(c, w)| if c.stretch { w + spare } else { *w })
        .collect();
    let n = cols.first().map_or(0, |c| c.cells.len());
    let rows: Vec<Row> = (0..n)
        .map(|i| {
            let cells: Vec<String> = cols[..keep]
                .iter()
                .zip(&widths)
                .map(|(c, w)| cell(t, &c.cells[i], *w))
                .collect();
            Row::new(bidi::columns(t, cells))
        })
        .collect();
    let header: Vec<String> = cols[..keep]
        .iter()
        .zip(&widths)
        .map(|(c, w)| cell(t, &c.header, *w))
        .collect();
    let constraints: Vec<Constraint> = bidi::columns(t, widths)
        .into_iter()
        .map(|w| Constraint::Length(w as u16))
        .collect();
    let table = Table::new(rows, constraints)
        .header(Row::new(bidi::columns(t, header)).style(Style::new().add_modifier(Modifier::BOLD)))
        .block(bidi::block(t, title))
        .row_highlight_style(Style::new().add_modifier(Modifier::REVERSED));
    let mut state = TableState::default().with_selected(selected);
    f.render_stateful_widget(table, area, &mut state);
}
