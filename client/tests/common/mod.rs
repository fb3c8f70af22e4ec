//! Fixtures shared by the client's tests: server frames as the contract
//! describes them.

#![allow(dead_code)]

pub mod checks;
pub mod games;
pub mod screens;
pub mod tournaments;

use chomp_client::app::App;
use chomp_client::i18n::Lang;
use chomp_client::msg::{Msg, NetEvent};
use chomp_client::update::update;
use chomp_engine::{Position, Variant};
use chomp_protocol::{
    GameState, GameStatus, HintsReply, Level, LobbyGame, PlayerInfo, PlayerKind, Reply, ServerInfo,
    ServerMsg,
};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

pub fn key(code: KeyCode) -> Msg {
    Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

pub fn ch(c: char) -> Msg {
    key(KeyCode::Char(c))
}

pub fn frame(msg: ServerMsg) -> Msg {
    Msg::Net(NetEvent::Frame(Reply::push(msg)))
}

pub fn human(name: &str) -> PlayerInfo {
    PlayerInfo {
        name: name.into(),
        kind: PlayerKind::Human,
        level: None,
        guest: false,
    }
}

pub fn bot(level: Level) -> PlayerInfo {
    PlayerInfo {
        name: format!("bot-{}", level.as_str()),
        kind: PlayerKind::Bot,
        level: Some(level),
        guest: false,
    }
}

/// A hosted bot (`chomp bot`): a bot without a level.
pub fn hosted_bot(name: &str) -> PlayerInfo {
    PlayerInfo {
        name: name.into(),
        kind: PlayerKind::Bot,
        level: None,
        guest: false,
    }
}

/// A game in progress, `ann` in seat 0 to move.
pub fn game_state(variant: Variant, w: u32, h: u32) -> GameState {
    let pos = Position::full(variant, w as usize, h as usize).unwrap();
    GameState {
        game: 7,
        variant: variant.as_str().into(),
        width: w,
        height: h,
        board: pos.board_rows(),
        players: vec![human("ann"), bot(Level::Hard)],
        to_move: 0,
        ply: 0,
        moves: vec![],
        status: GameStatus::Playing,
        winner: None,
        reason: None,
        start: pos.to_string(),
        you: Some(0),
        hints_allowed: true,
        connected: vec![true, true],
        deadline_ms: None,
        move_timeout_ms: None,
        rated: None,
        rematch_offer: None,
        away_until_ms: None,
        perfect: None,
        code: None,
        tournament: None,
    }
}

/// The fixed "now" of every clocked screen and case (milliseconds since
/// the epoch), so snapshots never depend on the real time.
pub const NOW_MS: u64 = 1_790_000_000_000;

/// `st` with its move clock running out `left_ms` after [`NOW_MS`], of a
/// 10-minute move.
pub fn clocked(st: GameState, left_ms: u64) -> GameState {
    GameState {
        deadline_ms: Some(NOW_MS + left_ms),
        move_timeout_ms: Some(600_000),
        ..st
    }
}

/// The app drawn into a `w`×`h` test terminal, as text.
pub fn draw(app: &App, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| chomp_client::ui::view(app, f)).unwrap();
    terminal.backend().to_string()
}

/// The app drawn as [`draw`] does, after checking that every pane's frame
/// is whole and that no text is cut inside a word at a pane's edge.
/// `overlay` is a window drawn over the others (their frames are hidden
/// under it).
pub fn draw_checked(app: &App, w: u16, h: u16, overlay: Option<ratatui::layout::Rect>) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| chomp_client::ui::view(app, f)).unwrap();
    let rows = checks::cells(terminal.backend().buffer());
    let what = format!("{:?} at {w}x{h}", app.lang);
    let panes = checks::frames_are_whole(&rows, overlay)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", terminal.backend()));
    assert!(panes > 0, "{what}: no pane drawn");
    // Under an overlay only the overlay's own text is whole by design.
    let text_rows: Vec<Vec<String>> = match overlay {
        Some(r) => rows[r.y as usize..r.bottom() as usize]
            .iter()
            .map(|row| row[r.x as usize..r.right() as usize].to_vec())
            .collect(),
        None => rows.clone(),
    };
    checks::no_cut_words(&text_rows, &checks::words(app.lang))
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", terminal.backend()));
    terminal.backend().to_string()
}

/// The link is up, with a measured round trip (the top bar shows it).
pub fn online(app: &mut App) {
    update(
        app,
        Msg::Net(NetEvent::Rtt(std::time::Duration::from_millis(12))),
    );
}

/// A logged-in app as `ann`.
pub fn logged_in() -> App {
    let mut app = App::new("ann", Lang::En);
    update(&mut app, Msg::Net(NetEvent::Connected));
    update(
        &mut app,
        frame(ServerMsg::Welcome {
            name: "ann".into(),
            token: "tok".into(),
            server: ServerInfo {
                name: "chomp-server".into(),
                version: "0.1.0".into(),
                ..Default::default()
            },
            games: vec![],
            service: None,
        }),
    );
    app
}

/// Hints for a full 4x4 iChomp board as the server computes them: each
/// quadrant is a 2x2 square of normal-play SG 3 (its moves lead to 0, 2, 2
/// and 1), so the XOR is 0 and there is no winning move.
pub fn ichomp_hints(game: u64) -> HintsReply {
    HintsReply {
        game,
        total: 0,
        quadrants: vec![3, 3, 3, 3],
        cells: vec![
            vec![Some(1), Some(2), Some(2), Some(1)],
            vec![Some(2), Some(0), Some(0), Some(2)],
            vec![Some(2), Some(0), Some(0), Some(2)],
            vec![Some(1), Some(2), Some(2), Some(1)],
        ],
        winning: vec![],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Loss),
        quadrants_exact: vec![true; 4],
    }
}

/// The lobby the update, screen and mouse tests share: one open Chomp
/// game and one iChomp game being played against the easy bot.
pub fn lobby_with_games() -> Vec<LobbyGame> {
    vec![
        LobbyGame {
            game: 3,
            variant: "chomp".into(),
            width: 7,
            height: 5,
            players: vec![human("bob")],
            status: GameStatus::Waiting,
        },
        LobbyGame {
            game: 4,
            variant: "ichomp".into(),
            width: 8,
            height: 8,
            players: vec![human("cy"), bot(Level::Easy)],
            status: GameStatus::Playing,
        },
    ]
}
