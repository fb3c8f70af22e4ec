//! `update` driven with messages, without a terminal or a socket.
//!
//! One table: each case is a start and a list of steps, each step an input
//! and what must hold after it. The runner names the case and step of any
//! failure.

#[path = "update_logic/board.rs"]
mod board;
mod common;
#[path = "update_logic/tournaments.rs"]
mod tournament_cases;

#[path = "update_logic/fixtures.rs"]
mod fixtures;
#[path = "update_logic/friends.rs"]
mod friends;
#[path = "update_logic/hints.rs"]
mod hints;
#[path = "update_logic/key_lines.rs"]
mod key_lines;
#[path = "update_logic/lobby.rs"]
mod lobby;
#[path = "update_logic/play.rs"]
mod play;
#[path = "update_logic/rematch.rs"]
mod rematch;
#[path = "update_logic/session.rs"]
mod session;

use chomp_client::app::{App, GameSource, GameView, Hosting, Link, LobbyFocus, Screen};
use chomp_client::geometry;
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Command, Msg, NetEvent};
use chomp_client::ui::{keys_line, result};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    ChallengeNote, ChallengeStatus, ClientMsg, ErrorCode, FirstMover, GameState, GameStatus,
    HintsReply, Level, OnlinePlayer, Opponent, OverReason, Reply, ServerInfo, ServerMsg, Start,
};
use common::*;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use fixtures::*;
use friends::friends_cases;
use serde_json::Value;

/// What a step feeds to `update`.
enum Input {
    Key(KeyCode),
    Char(char),
    /// A letter with Ctrl held (Ctrl-C).
    Ctrl(char),
    Frame(ServerMsg),
    Net(NetEvent),
    /// The server's answer to the last request that carried an id.
    AnswerLast(ServerMsg),
    /// The server's answer to the request that carried this id.
    AnswerId(&'static str, ServerMsg),
    /// An error answering the last request that carried an id.
    ErrorLast(ErrorCode, &'static str),
    /// An error answering no request.
    Error(ErrorCode, &'static str),
    /// `busy` answering the last request that carried an id, with the
    /// milliseconds to wait.
    BusyLast(u64),
    /// The wait of a [`Command::RetryHints`] for game 7 after `ply` moves
    /// is over.
    RetryHints(u32),
    Resize(u16, u16),
    /// A mouse event over the cell `(row, col)` as the view lays it out.
    MouseOn((usize, usize), MouseEventKind),
    /// Hints the client worked out for `ply` of game 7.
    LocalHints(u32, HintsReply),
    /// A change made directly to the model (what a test sets up).
    Set(fn(&mut App)),
}

/// What must hold after a step.
enum Expect {
    /// The requests sent are exactly these.
    Sent(Vec<ClientMsg>),
    /// No command at all.
    Nothing,
    /// The commands are exactly these.
    Commands(Vec<Command>),
    /// This command is among them.
    Has(Command),
    /// The requests sent include this one.
    SentIncludes(ClientMsg),
    /// The last request with an id had one.
    IdSent,
    /// The request id sent in this step.
    IdIs(&'static str),
    /// A property of the model, described.
    That(&'static str, fn(&App) -> bool),
    /// A property of the model and the commands, described.
    Both(&'static str, fn(&App, &[Command]) -> bool),
}

use Expect::*;
use Input::*;

struct Step(Input, Vec<Expect>);

fn step(input: Input, expects: Vec<Expect>) -> Step {
    Step(input, expects)
}

fn just(input: Input) -> Step {
    Step(input, vec![])
}

enum Begin {
    /// A fresh app as `ann`, before any frame.
    Fresh,
    /// After `welcome`.
    LoggedIn,
    /// Logged in and on the game screen of `game_state(variant, w, h)`.
    Playing(Variant, u32, u32),
}

struct Case {
    name: &'static str,
    begin: Begin,
    steps: Vec<Step>,
}

fn sent(cmds: &[Command]) -> Vec<ClientMsg> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r.msg.clone()),
            _ => None,
        })
        .collect()
}

/// The cases of one game and the screens around it, concern by concern.
fn cases() -> Vec<Case> {
    [
        session::cases(),
        play::cases(),
        hints::cases(),
        rematch::cases(),
        lobby::cases(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The screen position of a board cell, as the view lays it out.
fn spot(app: &App, cell: (usize, usize)) -> (u16, u16) {
    let screen = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let g = game(app);
    for y in 0..app.size.1 {
        for x in 0..app.size.0 {
            if geometry::cell_at(screen, g, app.hints_on(), x, y) == Some(cell) {
                return (x, y);
            }
        }
    }
    panic!("cell {cell:?} is not on screen");
}

fn begin(b: &Begin) -> App {
    match b {
        Begin::Fresh => App::new("ann", Lang::En),
        Begin::LoggedIn => logged_in(),
        Begin::Playing(v, w, h) => {
            let mut app = logged_in();
            app.awaiting_game = true;
            update(&mut app, frame(ServerMsg::Game(game_state(*v, *w, *h))));
            app
        }
    }
}

fn run(case: Case) {
    let mut app = begin(&case.begin);
    let mut last_id: Option<Value> = None;
    for (i, Step(input, expects)) in case.steps.into_iter().enumerate() {
        let at = format!("case '{}', step {}", case.name, i + 1);
        let msg = match input {
            Key(code) => Some(key(code)),
            Char(c) => Some(ch(c)),
            Ctrl(c) => Some(Msg::Key(crossterm::event::KeyEvent::new(
                KeyCode::Char(c),
                crossterm::event::KeyModifiers::CONTROL,
            ))),
            Frame(m) => Some(frame(m)),
            Net(ev) => Some(Msg::Net(ev)),
            AnswerLast(m) => Some(Msg::Net(NetEvent::Frame(Reply::answer(last_id.clone(), m)))),
            AnswerId(id, m) => Some(Msg::Net(NetEvent::Frame(Reply::answer(
                Some(Value::String(id.into())),
                m,
            )))),
            ErrorLast(code, text) => Some(Msg::Net(NetEvent::Frame(Reply::error(
                last_id.clone(),
                code,
                text,
            )))),
            Error(code, text) => Some(Msg::Net(NetEvent::Frame(Reply::error(None, code, text)))),
            BusyLast(ms) => Some(Msg::Net(NetEvent::Frame(Reply::error_retry(
                last_id.clone(),
                ErrorCode::Busy,
                "Too many hints searches are waiting; ask again shortly.",
                ms,
            )))),
            RetryHints(ply) => Some(Msg::RetryHints { game: 7, ply }),
            Resize(w, h) => Some(Msg::Resize(w, h)),
            MouseOn(cell, kind) => {
                let (column, row) = spot(&app, cell);
                Some(Msg::Mouse(MouseEvent {
                    kind,
                    column,
                    row,
                    modifiers: KeyModifiers::NONE,
                }))
            }
            LocalHints(ply, hints) => Some(Msg::LocalHints {
                game: 7,
                ply,
                hints,
            }),
            Set(f) => {
                f(&mut app);
                None
            }
        };
        let cmds = msg.map(|m| update(&mut app, m)).unwrap_or_default();
        let id = cmds.iter().find_map(|c| match c {
            Command::Send(r) => r.id.clone(),
            _ => None,
        });
        let id_sent = id.is_some();
        if id_sent {
            last_id = id;
        }
        for e in expects {
            match e {
                Sent(want) => assert_eq!(sent(&cmds), want, "{at}"),
                Nothing => assert!(cmds.is_empty(), "{at}: {cmds:?}"),
                Commands(want) => assert_eq!(cmds, want, "{at}"),
                Has(c) => assert!(cmds.contains(&c), "{at}: {c:?} not in {cmds:?}"),
                SentIncludes(m) => assert!(sent(&cmds).contains(&m), "{at}: {m:?} not sent"),
                IdSent => assert!(id_sent, "{at}: the request carries an id"),
                IdIs(want) => assert_eq!(
                    last_id.as_ref().and_then(|v| v.as_str()),
                    Some(want),
                    "{at}"
                ),
                That(what, check) => assert!(check(&app), "{at}: {what}"),
                Both(what, check) => assert!(check(&app, &cmds), "{at}: {what}: {cmds:?}"),
            }
        }
    }
}

#[test]
fn update_logic_table() {
    let mut cases = cases();
    cases.extend(friends_cases());
    cases.extend(board::board_cases());
    cases.extend(key_lines::key_line_cases());
    cases.extend(tournament_cases::tournament_cases());
    let n = cases.len();
    for case in cases {
        run(case);
    }
    assert_eq!(n, 69, "every case ran");
}
