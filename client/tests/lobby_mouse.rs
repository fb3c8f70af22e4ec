//! Issue 20: the mouse in the lobby. Clicks land where the lobby was drawn:
//! each test finds a row's text in the drawn screen and clicks on it.

mod common;

use chomp_client::app::{App, LobbyFocus};
use chomp_client::msg::{Command, Msg};
use chomp_client::update::update;
use chomp_protocol::{ClientMsg, GameStatus, Level, LobbyGame, ServerMsg, Totals};
use common::*;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn game(id: u64, status: GameStatus, players: Vec<chomp_protocol::PlayerInfo>) -> LobbyGame {
    LobbyGame {
        game: id,
        variant: "chomp".into(),
        width: 7,
        height: 5,
        players,
        status,
    }
}

/// A lobby of `open` open games (#100…) and `running` running ones (#500…).
fn lobby(open: u64, running: u64, w: u16, h: u16) -> App {
    let mut app = logged_in();
    update(&mut app, Msg::Resize(w, h));
    let mut games: Vec<LobbyGame> = (0..open)
        .map(|i| game(100 + i, GameStatus::Waiting, vec![human("bob")]))
        .collect();
    games.extend((0..running).map(|i| {
        game(
            500 + i,
            GameStatus::Playing,
            vec![human("cy"), bot(Level::Easy)],
        )
    }));
    update(
        &mut app,
        frame(ServerMsg::Lobby {
            games,
            online: 3,
            totals: Totals::default(),
            open_count: open as u32,
            playing_count: running as u32,
            version: None,
        }),
    );
    app
}

/// Where `needle` is drawn on the screen of `app`, at its terminal size.
fn drawn_at(app: &App, needle: &str) -> Option<(u16, u16)> {
    let (w, h) = app.size;
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| chomp_client::ui::view(app, f)).unwrap();
    let rows = common::checks::cells(terminal.backend().buffer());
    rows.iter().enumerate().find_map(|(y, row)| {
        let text: Vec<&str> = row.iter().map(String::as_str).collect();
        (0..text.len()).find_map(|x| {
            text[x..]
                .concat()
                .starts_with(needle)
                .then_some((x as u16, y as u16))
        })
    })
}

fn click(app: &mut App, (x, y): (u16, u16)) -> Vec<Command> {
    update(
        app,
        Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        }),
    )
}

fn click_on(app: &mut App, needle: &str) -> Vec<Command> {
    let at = drawn_at(app, needle).unwrap_or_else(|| panic!("{needle} is not drawn"));
    click(app, at)
}

fn sent(cmds: &[Command]) -> Vec<ClientMsg> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r.msg.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_click_selects_an_open_game_and_a_second_click_joins_it() {
    let mut app = lobby(4, 0, 100, 24);
    assert!(sent(&click_on(&mut app, "#102")).is_empty());
    assert_eq!(app.lobby.focus(), LobbyFocus::Open);
    assert_eq!(app.lobby.open_sel, 2);
    // Another row moves the selection; clicking it again (a double
    // click) joins, as Enter would.
    assert!(sent(&click_on(&mut app, "#103")).is_empty());
    assert_eq!(app.lobby.open_sel, 3);
    let cmds = click_on(&mut app, "#103");
    assert_eq!(
        sent(&cmds),
        vec![ClientMsg::Join {
            game: 103,
            code: None
        }]
    );
    assert!(app.awaiting_game);
}

#[test]
fn a_click_on_a_running_game_selects_it_and_a_second_watches() {
    let mut app = lobby(2, 3, 120, 40);
    assert!(sent(&click_on(&mut app, "#501")).is_empty());
    assert_eq!(app.lobby.focus(), LobbyFocus::Running);
    assert_eq!(app.lobby.running_sel, 1);
    assert_eq!(
        sent(&click_on(&mut app, "#501")),
        vec![ClientMsg::Watch { game: 501 }]
    );
}

#[test]
fn clicks_follow_a_list_scrolled_to_its_selection() {
    // 30 open games in a pane of 8 rows: the list scrolls with the keys.
    let mut app = lobby(30, 0, 100, 24);
    update(&mut app, key(KeyCode::Tab));
    for _ in 0..25 {
        update(&mut app, key(KeyCode::Down));
    }
    assert_eq!(app.lobby.open_sel, 25);
    assert!(drawn_at(&app, "#100").is_none(), "the list scrolled");
    click_on(&mut app, "#122");
    assert_eq!(app.lobby.open_sel, 22);
    assert_eq!(
        sent(&click_on(&mut app, "#122")),
        vec![ClientMsg::Join {
            game: 122,
            code: None
        }]
    );
    // Below the last row drawn nothing is hit.
    let (x, y) = drawn_at(&app, "#122").unwrap();
    let before = app.lobby.clone();
    click(&mut app, (x, y + 20));
    assert_eq!(app.lobby, before);
}

#[test]
fn a_click_on_a_form_field_focuses_it_and_a_second_on_create_creates() {
    let mut app = lobby(2, 0, 100, 24);
    update(&mut app, key(KeyCode::Tab));
    assert_eq!(app.lobby.focus(), LobbyFocus::Open);
    click_on(&mut app, "Opponent");
    assert_eq!(app.lobby.focus(), LobbyFocus::Form);
    assert_eq!(app.lobby.form.field, 3);
    assert!(sent(&click_on(&mut app, "[ Create game ]")).is_empty());
    let cmds = click_on(&mut app, "[ Create game ]");
    assert!(
        matches!(sent(&cmds).as_slice(), [ClientMsg::Create { .. }]),
        "{cmds:?}"
    );
}

#[test]
fn clicks_do_nothing_through_the_help_window() {
    let mut app = lobby(3, 0, 100, 24);
    let at = drawn_at(&app, "#101").unwrap();
    update(&mut app, ch('?'));
    let before = app.lobby.clone();
    click(&mut app, at);
    assert_eq!(app.lobby, before);
}
