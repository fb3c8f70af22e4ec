//! Issues 19 and 20 in the client's own logic and screens: hints on a big
//! board, the lobby's key line and `g`, and the link-key prompt.

mod common;

use chomp_client::app::{App, GameSource, Screen};
use chomp_client::geometry::{board_geometry, body_area, game_areas};
use chomp_client::i18n::{texts, Lang};
use chomp_client::key_file::KeyFileError;
use chomp_client::msg::{Command, Msg};
use chomp_client::text;
use chomp_client::ui::{keys_line, whole_items};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    ClientMsg, ErrorCode, GameStatus, HintsReply, Outcome, Reply, ServerInfo, ServerMsg,
};
use common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::Terminal;
use serde_json::Value;

/// Plausible hints for a full `n`×`n` iChomp board: two-digit values, the
/// winning moves where a value is 0.
fn big_hints(game: u64, n: usize) -> HintsReply {
    let cells: Vec<Vec<Option<u32>>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| Some(((r * 7 + c * 13 + r * c) % 61) as u32))
                .collect()
        })
        .collect();
    let winning = cells
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, v)| **v == Some(0))
                .map(move |(c, _)| [r as u32, c as u32])
        })
        .collect();
    HintsReply {
        game,
        total: 21,
        quadrants: vec![45, 58, 47, 1],
        cells,
        winning,
        exact: true,
        outcome: Some(Outcome::Win),
        quadrants_exact: vec![true; 4],
    }
}

/// The buffer drawn, for its colours.
fn draw_buffer(app: &App, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| chomp_client::ui::view(app, f)).unwrap();
    terminal.backend().buffer().clone()
}

/// A 32x32 iChomp game with its hints shown, at `w`×`h`.
fn big_board(w: u16, h: u16) -> App {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, Msg::Resize(w, h));
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 32, 32))),
    );
    let cmds = update(&mut app, ch('g'));
    let Some(Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    let id = r.id.clone();
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(big_hints(7, 32)),
        ))),
    );
    app
}

/// Issue 20: on a 32x32 iChomp board at 120x40 the squares are two columns
/// wide with no gap: the values are not written on them (they would run
/// together as `4855411554425956`); the colours stay, and the value of the
/// square aimed at is written beside the board.
#[test]
fn hints_on_a_32x32_board_are_colours_and_the_aimed_value() {
    let mut app = big_board(120, 40);
    let screen = draw(&app, 120, 40);
    let board_rows: Vec<&str> = screen.lines().filter(|l| l.contains('■')).collect();
    assert_eq!(board_rows.len(), 32, "{screen}");
    for row in &board_rows {
        // Past the row number, up to the board pane's right border.
        let squares: String = row.chars().skip(12).take(74).collect();
        assert!(
            !squares.chars().any(|c| c.is_ascii_digit()),
            "values drawn on the squares: {row}"
        );
    }
    // Green for the winning moves, the candy colour for the others.
    let buf = draw_buffer(&app, 120, 40);
    let geo = board_geometry(
        game_areas(body_area(buf.area), true).0,
        app.game.as_ref().unwrap(),
    )
    .expect("the board fits");
    let h = big_hints(7, 32);
    let [wr, wc] = h.winning[0];
    let cell = |r: usize, c: usize| buf[(geo.cell_x(c), geo.cell_y(r))].bg;
    assert_eq!(cell(wr as usize, wc as usize), Color::Green);
    let (lr, lc) = (0..32usize)
        .flat_map(|r| (0..32usize).map(move |c| (r, c)))
        .find(|&(r, c)| h.cells[r][c] != Some(0) && (r, c) != (31, 31))
        .unwrap();
    assert_eq!(cell(lr, lc), Color::Yellow);
    // The cursor starts on the last square: row 32, column 32.
    let v = big_hints(7, 32).cells[31][31].unwrap();
    assert!(screen.contains(&format!("Square 32.32: {v}")), "{screen}");
    assert!(screen.contains("green squares are the"), "{screen}");
    insta::assert_snapshot!(screen);
    // Aiming elsewhere names that square.
    update(&mut app, key(KeyCode::Up));
    update(&mut app, key(KeyCode::Left));
    let v = big_hints(7, 32).cells[30][30].unwrap();
    assert!(draw(&app, 120, 40).contains(&format!("Square 31.31: {v}")));
}

/// Where the squares are wide enough the values are written, with a gap.
#[test]
fn hints_on_a_board_with_room_keep_their_numbers() {
    let mut app = logged_in();
    online(&mut app);
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 8, 8))),
    );
    let cmds = update(&mut app, ch('g'));
    let Some(Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    let id = r.id.clone();
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(big_hints(7, 8)),
        ))),
    );
    let screen = draw(&app, 120, 40);
    let h = big_hints(7, 8);
    let row0: Vec<String> = h.cells[0].iter().map(|v| v.unwrap().to_string()).collect();
    let first = screen
        .lines()
        .find(|l| l.contains(&format!(" {} ", row0[0])) && l.contains(&row0[1]))
        .unwrap_or_else(|| panic!("no row of values: {screen}"));
    assert!(!screen.contains("Square "), "{screen}");
    assert!(
        !first.contains(&format!("{}{}", row0[0], row0[1])),
        "{first}"
    );
}

/// Every language's lobby key line, cut to 80 columns as the footer cuts
/// it (whole items, `?` and quit always kept), still offers the
/// Tournaments key and the way to help and out; the keys cut at 80
/// columns (the board, the code) are in the help. With a game to go back
/// to, `g` is on the line and the line fits whole.
#[test]
fn the_lobby_key_lines_fit_80_columns() {
    for lang in Lang::ALL {
        let t = texts(lang);
        let cut = whole_items(&[], t.keys_lobby, 80);
        assert!(text::width(&cut) <= 80, "{lang:?}: {cut}");
        let items: Vec<&str> = cut.split("  ").collect();
        assert!(
            items
                .iter()
                .any(|i| i.starts_with('T') && !i.starts_with("Tab")),
            "{lang:?}: {cut}"
        );
        assert!(items.iter().any(|i| i.starts_with('?')), "{lang:?}: {cut}");
        assert!(
            items.last().is_some_and(|i| i.starts_with('q')),
            "{lang:?}: {cut}"
        );
        assert!(
            text::width(t.keys_lobby_game) <= 80,
            "{lang:?}: {}",
            t.keys_lobby_game
        );
        assert!(t.keys_lobby_game.contains("g"), "{lang:?}");
    }
}

fn welcome_with(app: &mut App, games: Vec<u64>) {
    update(
        app,
        frame(ServerMsg::Welcome {
            name: "ann".into(),
            token: "tok".into(),
            server: ServerInfo {
                name: "chomp-server".into(),
                version: "0.1.0".into(),
                ..Default::default()
            },
            games,
            service: None,
        }),
    );
}

fn sent(cmds: &[Command]) -> Vec<(Option<Value>, ClientMsg)> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some((r.id.clone(), r.msg.clone())),
            _ => None,
        })
        .collect()
}

/// Issue 20: after a restart nothing is open, but `welcome` lists the
/// game: the key line offers `g`, and `g` asks for it back.
#[test]
fn g_asks_for_the_game_welcome_listed_and_opens_it() {
    let mut app = App::new("ann", Lang::En);
    welcome_with(&mut app, vec![7]);
    let t = texts(Lang::En);
    assert_eq!(keys_line(&app, t), t.keys_lobby_game);
    let cmds = update(&mut app, ch('g'));
    assert!(
        matches!(sent(&cmds).as_slice(), [(_, ClientMsg::Watch { game: 7 })]),
        "{cmds:?}"
    );
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 5, 4))),
    );
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.game.as_ref().map(|g| g.id()), Some(7));
}

/// A game gone by the time `g` asks drops out, and `g` stops offering it.
#[test]
fn a_game_refused_to_g_is_forgotten() {
    let mut app = App::new("ann", Lang::En);
    welcome_with(&mut app, vec![7]);
    let cmds = update(&mut app, ch('g'));
    let (id, _) = sent(&cmds).remove(0);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Error {
                code: ErrorCode::NoSuchGame,
                message: "no such game".into(),
                retry_after_ms: None,
            },
        ))),
    );
    assert!(app.unfinished.is_empty());
    assert_eq!(keys_line(&app, texts(Lang::En)), texts(Lang::En).keys_lobby);
    assert!(sent(&update(&mut app, ch('g'))).is_empty());
}

/// Watching someone else's game and leaving it does not lose ours: `g`
/// still finds it.
#[test]
fn g_finds_our_game_after_watching_another() {
    let mut app = logged_in();
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::Chomp, 5, 4))),
    );
    update(&mut app, key(KeyCode::Esc));
    // Watch game 9 of others, then leave it.
    app.awaiting_game = true;
    let mut other = game_state(Variant::Chomp, 3, 3);
    other.game = 9;
    other.you = None;
    update(&mut app, frame(ServerMsg::Game(other)));
    assert_eq!(app.game.as_ref().unwrap().source, GameSource::Live);
    update(&mut app, key(KeyCode::Esc));
    assert!(app.game.is_none());
    let cmds = update(&mut app, ch('g'));
    assert!(
        matches!(sent(&cmds).as_slice(), [(_, ClientMsg::Watch { game: 7 })]),
        "{cmds:?}"
    );
    // Once over, the game is no longer one to go back to.
    let mut over = game_state(Variant::Chomp, 5, 4);
    over.status = GameStatus::Finished;
    over.winner = Some(0);
    over.reason = Some(chomp_protocol::OverReason::Normal);
    update(&mut app, frame(ServerMsg::Game(over)));
    assert!(app.unfinished.is_empty());
}

fn local_app() -> App {
    let mut app = logged_in();
    app.local_files = true;
    app
}

fn typed(app: &mut App, s: &str) {
    for c in s.chars() {
        update(app, ch(c));
    }
}

/// Issue 19: `a` opens the prompt with the usual key file; Enter asks the
/// run loop to read it (no I/O in `update`); its line goes out as
/// `link_key`; `key_linked` closes the prompt with a notice.
#[test]
fn the_link_key_prompt_reads_the_file_sends_link_key_and_says_linked() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    assert_eq!(
        app.key_prompt.as_ref().unwrap().path,
        "~/.ssh/id_ed25519.pub"
    );
    // Letters that are keys elsewhere are typed into the path.
    for _ in 0..4 {
        update(&mut app, key(KeyCode::Backspace));
    }
    typed(&mut app, "qHS?.pub");
    assert_eq!(
        app.key_prompt.as_ref().unwrap().path,
        "~/.ssh/id_ed25519qHS?.pub"
    );
    assert_eq!(app.screen, Screen::Lobby);
    assert!(!app.help);
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(
        cmds,
        vec![Command::ReadKeyFile {
            path: "~/.ssh/id_ed25519qHS?.pub".into()
        }]
    );
    // While the answer is awaited the path stays as sent.
    update(&mut app, ch('x'));
    assert!(app.key_prompt.as_ref().unwrap().path.ends_with("?.pub"));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/.ssh/id_ed25519qHS?.pub".into(),
            read: Ok("ssh-ed25519 AAAA me@box".into()),
        },
    );
    let out = sent(&cmds);
    assert_eq!(out.len(), 1);
    assert_eq!(
        out[0].1,
        ClientMsg::LinkKey {
            key: "ssh-ed25519 AAAA me@box".into()
        }
    );
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            out[0].0.clone(),
            ServerMsg::KeyLinked {
                fingerprint: "SHA256:abc".into(),
                ssh_port: None,
            },
        ))),
    );
    assert!(app.key_prompt.is_none());
    let notice = app.notice.clone().unwrap();
    assert!(!notice.is_error);
    assert!(
        notice.text.contains("SHA256:abc") && notice.text.contains("ann"),
        "{notice:?}"
    );
}

/// Issue 31 (confusion 11): a server with an SSH door says its port in
/// `key_linked`, and the notice shows the command that uses the key.
#[test]
fn a_linked_key_is_shown_with_the_ssh_command_that_uses_it() {
    let mut app = local_app();
    app.server_url = Some("ws://games.example:7878/".into());
    update(&mut app, ch('a'));
    update(&mut app, key(KeyCode::Enter));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/.ssh/id_ed25519.pub".into(),
            read: Ok("ssh-ed25519 AAAA me@box".into()),
        },
    );
    let out = sent(&cmds);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            out[0].0.clone(),
            ServerMsg::KeyLinked {
                fingerprint: "SHA256:abc".into(),
                ssh_port: Some(2222),
            },
        ))),
    );
    let notice = app.notice.clone().unwrap();
    assert!(
        notice.text.contains("ssh -p 2222 ann@games.example"),
        "{notice:?}"
    );
}

/// A file that cannot be read, a file that holds no key, and the server's
/// refusal: each is one sentence in the prompt, which stays to try again.
#[test]
fn the_link_key_prompt_says_why_nothing_was_linked() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    update(&mut app, key(KeyCode::Enter));
    update(
        &mut app,
        Msg::KeyFile {
            path: "~/k.pub".into(),
            read: Err(KeyFileError::Unreadable {
                path: "/home/ann/k.pub".into(),
                reason: "No such file or directory (os error 2)".into(),
            }),
        },
    );
    let p = app.key_prompt.as_ref().unwrap();
    assert!(!p.linking);
    assert_eq!(
        p.error.as_deref(),
        Some("Cannot read ~/k.pub: No such file or directory (os error 2).")
    );
    update(&mut app, key(KeyCode::Enter));
    update(
        &mut app,
        Msg::KeyFile {
            path: "~/k".into(),
            read: Err(KeyFileError::NotAKey {
                path: "/home/ann/k".into(),
            }),
        },
    );
    let error = app.key_prompt.as_ref().unwrap().error.clone().unwrap();
    assert!(error.contains("not an OpenSSH public key file"), "{error}");
    // The server refuses the line: its reason in one sentence.
    update(&mut app, key(KeyCode::Enter));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/k.pub".into(),
            read: Ok("ssh-ed25519 nonsense".into()),
        },
    );
    let (id, _) = sent(&cmds).remove(0);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Error {
                code: ErrorCode::BadRequest,
                message: "The key is not an OpenSSH public key line".into(),
                retry_after_ms: None,
            },
        ))),
    );
    let p = app.key_prompt.as_ref().unwrap();
    assert_eq!(
        p.error.as_deref(),
        Some("The server did not link the key: The server refused a malformed request.")
    );
    assert!(app.notice.is_none(), "the refusal is in the prompt only");
    insta::assert_snapshot!(draw(&app, 80, 24));
    // Esc closes it; the lobby has its keys back.
    update(&mut app, key(KeyCode::Esc));
    assert!(app.key_prompt.is_none());
    update(&mut app, ch('?'));
    assert!(app.help);
}

/// Over the SSH door the files at hand are the server's: `a` reads none
/// and says the key already logs in.
#[test]
fn over_ssh_the_prompt_is_not_offered() {
    let mut app = logged_in();
    assert!(!app.local_files, "an App reads no file unless told it may");
    let cmds = update(&mut app, ch('a'));
    assert!(cmds.is_empty());
    assert!(app.key_prompt.is_none());
    assert_eq!(
        app.notice.as_ref().map(|n| n.text.as_str()),
        Some(texts(Lang::En).key_over_ssh)
    );
}

/// Ctrl-C still quits from the prompt.
#[test]
fn ctrl_c_quits_from_the_prompt() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    let cmds = update(
        &mut app,
        Msg::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
    );
    assert_eq!(cmds, vec![Command::Quit]);
}
