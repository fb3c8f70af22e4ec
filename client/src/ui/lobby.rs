//! The lobby: open games to join, running games to watch, the create-game
//! form, players online and the totals.

use chomp_engine::Variant;
use chomp_protocol::{FirstMover, LobbyGame, Opponent, Start};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, List, ListItem, ListState, Paragraph};

use crate::geometry::{fit_refusal, form_fit};
use crate::text;
use crate::ui::{bidi, names, scrolled};
use ratatui::Frame;

use crate::app::{App, FormField, LobbyFocus};
use crate::i18n::{texts, Texts};
use crate::lobby_geometry::{
    form_first, form_proof, form_rows, guest_split, list_offset, lobby_layout, LobbyAreas,
    LobbyLayout,
};

pub use crate::lobby_geometry::compact;

pub fn render(app: &App, f: &mut Frame, body: Rect) {
    let t = texts(app.lang);
    let (banner, body) = guest_split(app, body);
    if let Some(banner) = banner {
        render_guest_banner(app, f, banner, t);
    }
    // The same layout maps mouse clicks (`crate::lobby_geometry`).
    let focus = app.lobby.focus();
    let open_games = app.lobby.open_games();
    let running_games = app.lobby.running_games();
    let open_title = list_title(t.open_games, open_games.len(), app.lobby.open_count);
    let running_title = list_title(
        t.running_games,
        running_games.len(),
        app.lobby.playing_count,
    );
    let LobbyAreas {
        open,
        running,
        form,
        totals,
    } = match lobby_layout(app, body) {
        LobbyLayout::Wide(areas) => areas,
        LobbyLayout::Compact { pane, totals } => {
            // The focused pane as tall as it needs (it scrolls if the body
            // is shorter); the totals take what is left, if it holds a line.
            match focus {
                LobbyFocus::Form => render_form(app, f, pane, true, t),
                LobbyFocus::Open => game_list(
                    f,
                    pane,
                    &open_title,
                    &open_games,
                    app.lobby.open_sel,
                    true,
                    t,
                ),
                LobbyFocus::Running => game_list(
                    f,
                    pane,
                    &running_title,
                    &running_games,
                    app.lobby.running_sel,
                    true,
                    t,
                ),
            }
            if let Some(totals) = totals {
                render_totals(app, f, totals, t);
            }
            return;
        }
    };
    game_list(
        f,
        open,
        &open_title,
        &open_games,
        app.lobby.open_sel,
        focus == LobbyFocus::Open,
        t,
    );
    game_list(
        f,
        running,
        &running_title,
        &running_games,
        app.lobby.running_sel,
        focus == LobbyFocus::Running,
        t,
    );
    render_form(app, f, form, focus == LobbyFocus::Form, t);
    render_totals(app, f, totals, t);
}

/// A guest's one line: the name is theirs only while connected, and a
/// key keeps it.
fn render_guest_banner(app: &App, f: &mut Frame, area: Rect, t: &Texts) {
    let name = app.me.as_deref().unwrap_or(&app.name);
    // Cut to the row; the sentence is short enough for 80 columns.
    let banner = t.guest_banner(name);
    let line = text::clip(&banner, area.width as usize).to_string();
    f.render_widget(
        Paragraph::new(bidi::line(t, Line::from(line)))
            .style(Style::new().fg(Color::Black).bg(Color::Yellow)),
        area,
    );
}

/// The players online, the totals and the address others connect to.
fn render_totals(app: &App, f: &mut Frame, totals: Rect, t: &Texts) {
    let tot = &app.lobby.totals;
    let block = bidi::block(t, t.totals);
    let inner_w = block.inner(totals).width;
    let mut lines = label_lines(
        t,
        &[
            (t.players_online, app.lobby.online.to_string()),
            (t.games_played, tot.games.to_string()),
            (t.human_wins_vs_bots, tot.human_wins_vs_bots.to_string()),
            (t.bot_wins, tot.bot_wins.to_string()),
            (t.human_vs_human, tot.human_vs_human.to_string()),
        ],
        inner_w,
    );
    if let Some(url) = &app.server_url {
        lines.push(Line::from(""));
        let label = if app.hosting.is_some() {
            t.share_hint
        } else {
            t.server
        };
        lines.push(bidi::line(
            t,
            Line::styled(label, Style::new().fg(Color::DarkGray)),
        ));
        lines.push(
            Line::styled(
                url.clone(),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            )
            .alignment(bidi::alignment(t)),
        );
    }
    if let Some(command) = &app.ssh_command {
        lines.push(bidi::line(
            t,
            Line::styled(t.ssh_hint, Style::new().fg(Color::DarkGray)),
        ));
        // A command is typed left to right whatever the language.
        lines.push(
            Line::styled(
                command.clone(),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            )
            .alignment(bidi::alignment(t)),
        );
    }
    f.render_widget(Paragraph::new(lines).block(block), totals);
}

/// `label  value` lines with the values in one column at the right of
/// `cols` columns, however long the labels are in the language shown: a
/// label too long for its line wraps between words, and its value stays on
/// the label's last line (never cut, never run together). In a
/// right-to-left language the label reads from the right and the value
/// stands at the left.
pub fn label_lines(t: &Texts, rows: &[(&str, String)], cols: u16) -> Vec<Line<'static>> {
    let cols = cols as usize;
    let value_w = rows.iter().map(|(_, v)| text::width(v)).max().unwrap_or(0);
    let label_w = cols.saturating_sub(value_w + 2).max(1);
    let mut out = Vec::new();
    for (label, value) in rows {
        let parts = text::wrap(label, label_w);
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let v = if i == last { value.as_str() } else { "" };
            let l = format!(
                "{}  {}",
                text::pad(part, label_w),
                text::pad_left(v, value_w)
            );
            out.push(bidi::line(t, Line::from(l)));
        }
    }
    out
}

/// A list's title, with "shown/all" when the server listed only some.
fn list_title(title: &str, shown: usize, all: u32) -> String {
    if all as usize > shown {
        format!("{title} · {shown}/{all}")
    } else {
        title.to_string()
    }
}

fn focused_block(t: &Texts, title: &str, focused: bool) -> Block<'static> {
    let b = bidi::block(t, title);
    if focused {
        b.border_style(Style::new().fg(Color::Yellow))
    } else {
        b
    }
}

fn game_list(
    f: &mut Frame,
    area: Rect,
    title: &str,
    games: &[&LobbyGame],
    sel: usize,
    focused: bool,
    t: &Texts,
) {
    let items: Vec<ListItem> = if games.is_empty() {
        vec![ListItem::new(bidi::line(
            t,
            Line::styled(t.none_yet, Style::new().fg(Color::DarkGray)),
        ))]
    } else {
        games
            .iter()
            .map(|g| {
                let players: Vec<String> = g.players.iter().map(|p| names::player(t, p)).collect();
                let versus = format!(" {} ", t.versus);
                ListItem::new(bidi::line(
                    t,
                    Line::from(format!(
                        "#{} {} {:>2}×{:<2}  {}",
                        text::pad(&g.game.to_string(), 4),
                        text::pad(&g.variant, 6),
                        g.width,
                        g.height,
                        players.join(&versus)
                    )),
                ))
            })
            .collect()
    };
    // Scrolled as the click mapping counts, focused or not.
    let rows = Block::bordered().inner(area).height;
    let mut state = ListState::default().with_offset(list_offset(sel, games.len(), rows));
    if focused && !games.is_empty() {
        state.select(Some(sel));
    }
    let list = List::new(items)
        .block(focused_block(t, title, focused))
        .highlight_style(Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD))
        .highlight_symbol("▶ ");
    f.render_stateful_widget(list, area, &mut state);
}

/// The display text of each form field's value.
pub fn field_value(app: &App, field: FormField) -> String {
    let t = texts(app.lang);
    let form = &app.lobby.form;
    match field {
        FormField::Variant => match form.variant {
            Variant::Chomp => "Chomp".into(),
            Variant::IChomp => "iChomp".into(),
        },
        FormField::Width => form.width.to_string(),
        FormField::Height => form.height.to_string(),
        FormField::Opponent => match form.opponent {
            Opponent::Human => t.human.into(),
            Opponent::Bot { level } => t.bot_player(level),
        },
        FormField::Start => match &form.start {
            Start::Full => t.full_board.into(),
            Start::Random => t.random_board.into(),
            Start::Position(p) => p.clone(),
        },
        FormField::First => match form.first {
            FirstMover::Me => t.me.into(),
            FirstMover::Opponent => t.opponent.into(),
            FirstMover::Random => t.random.into(),
        },
        FormField::Create => String::new(),
    }
}

/// The form's lines in the order of [`form_rows`] (which the mouse maps
/// through too): each field, a sentence when the board does not fit the
/// terminal (under the size it is about), and the Create button.
fn form_lines(app: &App, focused: bool, t: &Texts, width: u16) -> Vec<Line<'static>> {
    let form = &app.lobby.form;
    let label_of = |field: &FormField| match field {
        FormField::Variant => t.variant,
        FormField::Width => t.width,
        FormField::Height => t.height,
        FormField::Opponent => t.opponent,
        FormField::Start => t.start,
        FormField::First => t.first_move,
        FormField::Create => "",
    };
    let lw = FormField::ALL
        .iter()
        .map(|f| text::width(label_of(f)))
        .max()
        .unwrap_or(0)
        + 1;
    let warn = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
    let mut refusal = fit_refusal(t, form_fit(app))
        .map(|r| bidi::paragraph(t, &r, width.saturating_sub(2)))
        .unwrap_or_default()
        .into_iter();
    let mut proof = form_proof(app, t)
        .map(|p| bidi::paragraph(t, &p, width.saturating_sub(2)))
        .unwrap_or_default()
        .into_iter();
    let proof_style =
        if app.bot_proven(form.variant.as_str(), form.width, form.height) == Some(true) {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new().fg(Color::Yellow)
        };
    let mut lines = Vec::new();
    let mut last = None;
    for row in form_rows(app, t, width) {
        let Some(i) = row else {
            // The lines under a field: the proof under Opponent, the
            // board's refusal under Height.
            let (next, style) = if last == Some(FormField::Opponent) {
                (proof.next(), proof_style)
            } else {
                (refusal.next(), warn)
            };
            if let Some(l) = next {
                lines.push(l.patch_style(style));
            }
            continue;
        };
        last = Some(FormField::ALL[i]);
        let field = FormField::ALL[i];
        let current = focused && i == form.field;
        let style = if current {
            Style::new().bg(Color::Blue).add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        let line = if field == FormField::Create {
            bidi::line(
                t,
                Line::from(Span::styled(format!("[ {} ]", t.create_game), style)),
            )
        } else {
            let label = label_of(&field);
            bidi::line(
                t,
                Line::from(vec![
                    Span::raw(text::pad(label, lw)),
                    Span::styled(format!("◂ {} ▸", field_value(app, field)), style),
                ]),
            )
        };
        lines.push(line);
    }
    lines
}

/// The form, scrolled so the focused field is in view when the pane is
/// shorter than the form.
fn render_form(app: &App, f: &mut Frame, area: Rect, focused: bool, t: &Texts) {
    let lines = form_lines(app, focused, t, area.width);
    let shown = area.height.saturating_sub(2) as usize;
    let rows = form_rows(app, t, area.width);
    let first = form_first(app, &rows, area);
    let block = scrolled::marked(
        focused_block(t, t.new_game, focused),
        first,
        lines.len(),
        shown,
        t.rtl(),
    );
    let visible: Vec<Line> = lines.into_iter().skip(first).take(shown).collect();
    f.render_widget(Paragraph::new(visible).block(block), area);
}
