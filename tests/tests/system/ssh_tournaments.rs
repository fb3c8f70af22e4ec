//! The Tournaments screen over the SSH door, end to end at 80x24: a player
//! logs in with a key, opens the screen with `T`, fills the create form
//! with keys as a terminal sends them (an arena with the server's hard
//! bot), sees its standings with the bot, then the list with it, and goes
//! back to its standings from the list. The screen is read through a
//! terminal emulator, as the player's terminal shows it.

use crate::common;

use chomp_testkit::ssh::{self, door_config, SshKey, Term};
use common::{start, Client, WAIT};
use serde_json::json;

const SIZE: (u16, u16) = (80, 24);

/// Keys as a terminal sends them.
const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";

/// Reads until a row of the screen holds every one of `words`; that row.
async fn row_with(term: &mut Term, words: &[&str]) -> String {
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        let text = term.text();
        if let Some(row) = text.lines().find(|l| words.iter().all(|w| l.contains(w))) {
            return row.to_string();
        }
        let left = until.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() || (!term.read(left).await && term.closed) {
            panic!("no row shows {words:?}; the screen shows:\n{text}");
        }
    }
}

#[tokio::test]
async fn an_arena_with_a_bot_is_created_listed_and_followed_over_the_ssh_door() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let at = running.ssh_addr().expect("the SSH door is open");
    let session = ssh::log_in(at, "tara", &SshKey::generate())
        .await
        .expect("logged in");
    let mut term = Term::open(&session, "xterm-256color", SIZE, &[]).await;
    term.wait_for("tara").await;

    // T: the list, with the service's bot ladder in it.
    term.send(b"T").await;
    row_with(&mut term, &["Bot ladder", "ladder"]).await;

    // The form: Format (arena), the name, then down to the hard bot:
    // variant, width, height, start, minutes, starts in, easy, medium, hard.
    term.send(b"n").await;
    term.wait_for("New tournament").await;
    term.send(DOWN).await;
    term.send(b"Evening").await;
    term.send(&DOWN.repeat(9)).await;
    term.send(RIGHT).await;
    row_with(&mut term, &["hard", "yes"]).await;
    term.send(b"\r").await;

    // Its standings: the arena's line and the hard bot entered.
    term.wait_for("Tournament Evening created: J enters it.")
        .await;
    row_with(&mut term, &["Evening · arena · chomp 6×5"]).await;
    let bot = row_with(&mut term, &["(bot)"]).await;
    assert!(bot.contains("hard"), "{bot}");

    // q: the list, which shows it waiting.
    term.send(b"q").await;
    let listed = row_with(&mut term, &["Evening", "waiting"]).await;
    assert!(listed.contains("arena"), "{listed}");
    // Enter on its row: its standings again.
    let screen = term.text();
    let rows: Vec<&str> = screen.lines().collect();
    let header = rows
        .iter()
        .position(|l| l.contains("Entrants"))
        .expect("the list's header");
    let at_row = rows
        .iter()
        .position(|l| l.contains("Evening"))
        .expect("the row");
    let below = at_row - header - 1;
    if below > 0 {
        term.send(&DOWN.repeat(below)).await;
    }
    term.send(b"\r").await;
    row_with(&mut term, &["Evening · arena · chomp 6×5"]).await;
    row_with(&mut term, &["(bot)"]).await;

    // The server holds it as the screen showed it.
    let mut watcher = Client::hello(running.local_addr(), "wes", None).await;
    watcher.send(json!({"type":"tournaments","id":1})).await;
    let list = watcher.expect("tournaments").await;
    let evening = list["list"]
        .as_array()
        .and_then(|l| l.iter().find(|t| t["name"] == "Evening"))
        .cloned()
        .unwrap_or_else(|| panic!("Evening is listed: {list}"));
    assert_eq!(evening["format"], "arena", "{evening}");
    assert_eq!(evening["creator"], "tara", "{evening}");

    // q, q: the list, the lobby; q again leaves cleanly.
    term.send(b"q").await;
    term.wait_for("Entrants").await;
    term.send(b"q").await;
    term.wait_for("Create game").await;
    term.send(b"q").await;
    assert_eq!(term.wait_closed().await, Some(0));
    running.shutdown().await;
}
