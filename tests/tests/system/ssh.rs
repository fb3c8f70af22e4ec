//! The SSH door against a real server on loopback, through a real SSH
//! client library (russh) with keys made for each test, reading the screen
//! with a terminal emulator: the lobby, a whole game against a bot, names
//! held by keys, what is refused, a lost connection and a resize.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use chomp_testkit::boards::{board_of, small_move_rows};
use chomp_testkit::server::{self, start};
use chomp_testkit::ssh::{self, SshKey, Term};
use chomp_testkit::{Client, WAIT};
use serde_json::{json, Value};

const SIZE: (u16, u16) = (100, 32);

async fn door(dir: &Path) -> (chomp_server::RunningServer, SocketAddr) {
    let config = chomp_server::Config {
        ssh_listen: Some("127.0.0.1:0".parse().expect("an address")),
        ssh_host_key: Some(dir.join("host_key")),
        ..server::config(dir)
    };
    let running = start(config).await;
    let at = running.ssh_addr().expect("the SSH door is open");
    (running, at)
}

async fn terminal(at: SocketAddr, name: &str, key: &SshKey) -> (ssh::Session, Term) {
    let session = ssh::log_in(at, name, key).await.expect("logged in");
    let term = Term::open(&session, "xterm-256color", SIZE, &[]).await;
    (session, term)
}

#[tokio::test]
async fn the_first_key_claims_the_name_draws_the_lobby_and_q_leaves_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let key = SshKey::generate();
    let (_session, mut term) = terminal(at, "alice", &key).await;
    let screen = term.wait_for("Create game").await;
    assert!(screen.contains("alice"), "{screen}");
    assert!(term.screen.screen().alternate_screen());
    term.send(b"q").await;
    assert_eq!(term.wait_closed().await, Some(0));
    let s = term.screen.screen();
    assert!(!s.alternate_screen(), "the alternate screen is left");
    assert!(!s.hide_cursor(), "the cursor is shown");
    assert_eq!(s.mouse_protocol_mode(), vt100::MouseProtocolMode::None);

    // Another key under the same name gets one sentence.
    let other = SshKey::generate();
    let refused = ssh::log_in(at, "alice", &other)
        .await
        .err()
        .expect("refused");
    assert!(
        refused.contains("alice belongs to another key; pick another name: ssh -p"),
        "{refused}"
    );
    // The first key still logs in; the other key may claim another name.
    let (_s, mut again) = terminal(at, "alice", &key).await;
    again.wait_for("Create game").await;
    let (_s2, mut bob) = terminal(at, "bob", &other).await;
    bob.wait_for("Create game").await;
    // Names follow the rules of hello.
    let bad = ssh::log_in(at, "a b", &SshKey::generate())
        .await
        .err()
        .expect("refused");
    assert!(bad.contains("cannot be a player name"), "{bad}");
    let look = ssh::log_in(at, "ALICE", &SshKey::generate())
        .await
        .err()
        .expect("refused");
    assert!(look.contains("too close to an existing name"), "{look}");
    running.shutdown().await;
}

#[tokio::test]
async fn a_name_claimed_with_a_token_is_refused_until_its_key_is_linked() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let ws_addr = running.local_addr();
    let mut carol = Client::hello(ws_addr, "carol", None).await;
    let key = SshKey::generate();
    let refused = ssh::log_in(at, "carol", &key).await.err().expect("refused");
    assert!(refused.contains("chomp link-key"), "{refused}");
    carol
        .send(json!({"type":"link_key","id":"k","key":key.public_line()}))
        .await;
    let ok = carol.expect("key_linked").await;
    assert_eq!(ok["re"], "k");
    assert_eq!(ok["fingerprint"], key.fingerprint());
    // A line that is no key changes nothing.
    carol
        .send(json!({"type":"link_key","id":"bad","key":"ssh-ed25519 nonsense"}))
        .await;
    carol.expect_error("bad_request").await;
    let (_s, mut term) = terminal(at, "carol", &key).await;
    term.wait_for("Create game").await;
    running.shutdown().await;
}

/// Keys as a terminal sends them.
const UP: &[u8] = b"\x1b[A";
const DOWN: &[u8] = b"\x1b[B";
const LEFT: &[u8] = b"\x1b[D";
const RIGHT: &[u8] = b"\x1b[C";

/// Moves the game cursor to `(row, col)` from wherever it is, and eats.
async fn eat(term: &Term, (row, col): (u64, u64), (w, h): (u64, u64)) {
    let mut keys = Vec::new();
    for _ in 0..h {
        keys.extend_from_slice(UP);
    }
    for _ in 0..w {
        keys.extend_from_slice(LEFT);
    }
    for _ in 0..row {
        keys.extend_from_slice(DOWN);
    }
    for _ in 0..col {
        keys.extend_from_slice(RIGHT);
    }
    keys.push(b'\r');
    term.send(&keys).await;
}

/// A spectator's view of `name`'s running game: its first `game` frame.
async fn watch_game_of(watcher: &mut Client, name: &str) -> Value {
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        watcher.send(json!({"type":"lobby"})).await;
        let lobby = watcher.expect("lobby").await;
        let game = lobby["games"].as_array().and_then(|games| {
            games.iter().find(|g| {
                g["status"] == "playing"
                    && g["players"]
                        .as_array()
                        .is_some_and(|p| p.iter().any(|p| p["name"] == name))
            })
        });
        if let Some(g) = game {
            let id = g["game"].as_u64().unwrap();
            watcher.send(json!({"type":"watch","game":id})).await;
            return watcher.expect_game(id).await;
        }
        assert!(tokio::time::Instant::now() < until, "no game of {name}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn seat_of(game: &Value, name: &str) -> u64 {
    game["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p["name"] == name)
        .unwrap() as u64
}

#[tokio::test]
async fn a_whole_game_against_a_bot_is_played_with_keys() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let (_session, mut term) = terminal(at, "dora", &SshKey::generate()).await;
    term.wait_for("Create game").await;
    // The form's defaults: Chomp 7x5 against a medium bot, dora first.
    term.send(b"\r").await;
    term.wait_for("Your move!").await;
    let mut watcher = Client::hello(running.local_addr(), "eve", None).await;
    let game = watch_game_of(&mut watcher, "dora").await;
    let id = game["game"].clone();
    let me = seat_of(&game, "dora");
    let size = (
        game["width"].as_u64().unwrap(),
        game["height"].as_u64().unwrap(),
    );
    let (mut board, mut to_move) = (board_of(&game), game["to_move"].as_u64().unwrap());
    let mut moves = 0;
    let over = loop {
        if to_move == me {
            eat(&term, small_move_rows(&board), size).await;
            moves += 1;
        }
        let v = loop {
            let v = watcher.recv().await;
            if v["game"] == id && (v["type"] == "moved" || v["type"] == "over") {
                break v;
            }
        };
        if v["type"] == "over" {
            break v;
        }
        board = board_of(&v);
        to_move = v["to_move"].as_u64().unwrap();
        // Keep the session's screen read, as a terminal would.
        while term.read(Duration::from_millis(1)).await {}
    };
    assert!(moves >= 1);
    assert!(over["winner"].is_u64(), "{over}");
    let screen = term.wait_for("You ").await;
    assert!(
        screen.contains("You won") || screen.contains("You lost"),
        "{screen}"
    );
    running.shutdown().await;
}

#[tokio::test]
async fn a_lost_connection_is_offline_and_reconnecting_resumes_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let key = SshKey::generate();
    let (session, mut term) = terminal(at, "fred", &key).await;
    term.wait_for("Create game").await;
    term.send(b"\r").await;
    term.wait_for("Your move!").await;
    let mut watcher = Client::hello(running.local_addr(), "eve", None).await;
    let game = watch_game_of(&mut watcher, "fred").await;
    let seat = seat_of(&game, "fred") as usize;
    assert_eq!(game["connected"][seat], true, "{game}");
    // The SSH connection goes away without a word.
    drop(term);
    drop(session);
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        let mut look = Client::hello(running.local_addr(), "gina", None).await;
        look.send(json!({"type":"watch","game":game["game"]})).await;
        let seen = look.expect_game(game["game"].as_u64().unwrap()).await;
        look.close().await;
        if seen["connected"][seat] == false {
            assert_eq!(seen["status"], "playing", "the seat is kept");
            break;
        }
        assert!(
            tokio::time::Instant::now() < until,
            "fred never went offline"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Back with the same key: the game is there to take up.
    let (_session, mut term) = terminal(at, "fred", &key).await;
    // The notice names the key that takes the player back.
    term.wait_for("unfinished games: press g").await;
    term.send(b"g").await;
    term.wait_for("Your move!").await;
    running.shutdown().await;
}

#[tokio::test]
async fn a_resize_redraws_at_the_new_size_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let (_session, mut term) = terminal(at, "hana", &SshKey::generate()).await;
    term.wait_for("Create game").await;
    term.drain(Duration::from_millis(200)).await;
    let before = term.received;
    term.resize(140, 40).await;
    // The lobby's key line is drawn on the last row of the new size.
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        let last = term
            .screen
            .screen()
            .rows(0, 140)
            .nth(39)
            .unwrap_or_default();
        if last.contains("q: quit") {
            break;
        }
        let left = until.saturating_duration_since(tokio::time::Instant::now());
        assert!(term.read(left).await, "no redraw:\n{}", term.text());
    }
    assert!(term.received > before);
    running.shutdown().await;
}

#[tokio::test]
async fn commands_files_forwarding_and_sessions_without_a_terminal_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let key = SshKey::generate();
    let session = ssh::log_in(at, "ivan", &key).await.expect("logged in");

    let exec = session.channel_open_session().await.unwrap();
    exec.exec(true, "cat /etc/passwd").await.unwrap();
    let mut exec = Term::wrap(exec, SIZE);
    assert_eq!(exec.wait_closed().await, Some(1));
    assert!(
        exec.text().contains("only plays chomp in a terminal"),
        "{}",
        exec.text()
    );

    let sftp = session.channel_open_session().await.unwrap();
    sftp.request_subsystem(true, "sftp").await.unwrap();
    let mut sftp = Term::wrap(sftp, SIZE);
    assert_eq!(sftp.wait_closed().await, Some(1));

    // The channel cap (2) is reached: a third is refused.
    let third = tokio::time::timeout(WAIT, session.channel_open_session()).await;
    assert!(third.expect("answered").is_err());
    let tunnel = session.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5555);
    assert!(tokio::time::timeout(WAIT, tunnel)
        .await
        .expect("answered")
        .is_err());
    let forward = session.tcpip_forward("127.0.0.1", 0);
    assert!(tokio::time::timeout(WAIT, forward)
        .await
        .expect("answered")
        .is_err());

    // A shell without a PTY gets one line and is closed.
    let session = ssh::log_in(at, "ivan", &key).await.expect("logged in");
    let plain = session.channel_open_session().await.unwrap();
    plain.request_shell(true).await.unwrap();
    let mut plain = Term::wrap(plain, SIZE);
    plain.wait_closed().await;
    assert!(plain.text().contains("ssh -t"), "{}", plain.text());

    // Passwords are refused with the way to make a key.
    let mut bare = russh::client::connect(
        std::sync::Arc::new(russh::client::Config::default()),
        at,
        ssh::Trusting,
    )
    .await
    .unwrap();
    let tried = bare.authenticate_password("ivan", "hunter2");
    let tried = tokio::time::timeout(WAIT, tried)
        .await
        .expect("answered")
        .unwrap();
    assert!(!tried.success());
    let told = ssh::refusal(&mut bare, "ivan").await;
    assert!(told.contains("ssh-keygen -t ed25519"), "{told}");
    running.shutdown().await;
}

#[tokio::test]
async fn the_language_comes_from_lc_all_or_lang() {
    let dir = tempfile::tempdir().unwrap();
    let (running, at) = door(dir.path()).await;
    let session = ssh::log_in(at, "jana", &SshKey::generate()).await.unwrap();
    let mut term = Term::open(&session, "xterm", SIZE, &[("LANG", "de_DE.UTF-8")]).await;
    term.wait_for("Partie eröffnen").await;
    running.shutdown().await;
}
