//! Issues 19 and 20 against a real server: `g` finds the player's running
//! game after the host and this program restarted, and the lobby's
//! link-key prompt links an SSH key that then logs in through the SSH door.

mod common;

use chomp_client::app::Screen;
use chomp_client::i18n::{texts, Lang};
use chomp_client::ui::keys_line;
use chomp_protocol::Level;
use chomp_testkit::ssh::{self, SshKey, Term};
use common::*;
use crossterm::event::KeyCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn g_goes_back_to_the_running_game_after_the_host_and_the_program_restart() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let addr = server.local_addr();
    let url = format!("ws://{addr}/");
    let mut ann = Driver::connect(&url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    let t = texts(Lang::En);
    assert_eq!(
        keys_line(&ann.app, t),
        t.keys_lobby,
        "no game to go back to"
    );
    let form = &mut ann.app.lobby.form;
    form.width = 5;
    form.height = 4;
    form.opponent = chomp_protocol::Opponent::Bot { level: Level::Easy };
    ann.key(KeyCode::Enter);
    ann.until("my turn", |a| a.game.as_ref().is_some_and(|g| g.my_turn()))
        .await;
    let game = ann.app.game.as_ref().unwrap().id();
    ann.walk_to((3, 4));
    ann.key(KeyCode::Enter);
    ann.until("the bot's answer", |a| {
        a.game
            .as_ref()
            .is_some_and(|g| g.state.ply >= 2 && g.my_turn())
    })
    .await;
    let ply = ann.app.game.as_ref().unwrap().state.ply;
    ann.key(KeyCode::Esc);
    assert_eq!(ann.app.screen, Screen::Lobby);
    assert_eq!(keys_line(&ann.app, t), t.keys_lobby_game);

    // The host stops its server and this program stops too; both start
    // again, the program with the token it kept.
    let (_, token) = ann.tokens.last().cloned().expect("a token was kept");
    drop(ann);
    server.shutdown().await;
    let server = server_at(&dir, addr).await;
    let mut ann = Driver::connect_with(vec![url], "ann", Some(token));
    ann.until("welcome with the game", |a| a.unfinished.contains(&game))
        .await;
    assert!(ann.app.game.is_none());
    assert_eq!(ann.app.screen, Screen::Lobby);
    assert_eq!(keys_line(&ann.app, t), t.keys_lobby_game, "g is offered");

    ann.key(KeyCode::Char('g'));
    ann.until("the game screen with our seat", |a| {
        a.screen == Screen::Game
            && a.game
                .as_ref()
                .is_some_and(|g| g.id() == game && g.state.you == Some(0))
    })
    .await;
    assert_eq!(
        ann.app.game.as_ref().unwrap().state.ply,
        ply,
        "no move lost"
    );
    ann.play_out().await;
    assert!(ann.app.game.as_ref().unwrap().finished());
    // A game over is nothing to go back to.
    ann.key(KeyCode::Esc);
    assert!(ann.app.unfinished.is_empty(), "{:?}", ann.app.unfinished);
    assert_eq!(keys_line(&ann.app, t), t.keys_lobby);
    ann.key(KeyCode::Char('g'));
    assert_eq!(ann.app.screen, Screen::Lobby);
    server.shutdown().await;
}

/// Types `text` into the link-key prompt in place of what it holds.
fn type_path(d: &mut Driver, text: &str) {
    let held = d.app.key_prompt.as_ref().unwrap().path.chars().count();
    for _ in 0..held {
        d.key(KeyCode::Backspace);
    }
    for c in text.chars() {
        d.key(KeyCode::Char(c));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_link_key_prompt_links_a_key_that_then_logs_in_over_ssh() {
    let dir = tempfile::tempdir().unwrap();
    let server = chomp_testkit::server::start(chomp_server::Config {
        ssh_listen: Some("127.0.0.1:0".parse().unwrap()),
        ssh_host_key: Some(dir.path().join("host_key")),
        ..chomp_testkit::server::config(dir.path())
    })
    .await;
    let door = server.ssh_addr().expect("the SSH door is open");
    let url = format!("ws://{}/", server.local_addr());
    let mut carol = Driver::connect(&url, "carol");
    carol.until("welcome", |a| a.me.is_some()).await;
    let key = SshKey::generate();
    let refused = ssh::log_in(door, "carol", &key)
        .await
        .err()
        .expect("refused");
    assert!(refused.contains("link-key"), "{refused}");

    carol.key(KeyCode::Char('a'));
    let prompt = carol.app.key_prompt.as_ref().expect("the prompt opens");
    assert_eq!(prompt.path, "~/.ssh/id_ed25519.pub");

    // A file that is not there: the prompt says so and stays.
    let missing = dir.path().join("missing.pub");
    type_path(&mut carol, &missing.display().to_string());
    carol.key(KeyCode::Enter);
    let error = carol.app.key_prompt.as_ref().unwrap().error.clone();
    assert!(
        error
            .as_deref()
            .is_some_and(|e| e.starts_with("Cannot read")),
        "{error:?}"
    );

    // A line the server does not take: its refusal, in one sentence.
    let bad = dir.path().join("bad.pub");
    std::fs::write(&bad, "ssh-ed25519 nonsense\n").unwrap();
    type_path(&mut carol, &bad.display().to_string());
    carol.key(KeyCode::Enter);
    carol
        .until("the refusal", |a| {
            a.key_prompt.as_ref().is_some_and(|p| p.error.is_some())
        })
        .await;
    let error = carol
        .app
        .key_prompt
        .as_ref()
        .unwrap()
        .error
        .clone()
        .unwrap();
    assert!(
        error.starts_with("The server did not link the key"),
        "{error}"
    );

    // The real key: linked, the prompt closes, the notice says so.
    let good = dir.path().join("id_test.pub");
    std::fs::write(&good, format!("{}\n", key.public_line())).unwrap();
    type_path(&mut carol, &good.display().to_string());
    carol.key(KeyCode::Enter);
    carol
        .until("the key linked", |a| a.key_prompt.is_none())
        .await;
    let notice = carol.app.notice.clone().expect("a notice").text;
    assert!(notice.contains(&key.fingerprint()), "{notice}");
    assert!(notice.contains("carol"), "{notice}");

    // And the key now logs in through the SSH door.
    let session = ssh::log_in(door, "carol", &key).await.expect("logged in");
    let mut term = Term::open(&session, "xterm-256color", (100, 32), &[]).await;
    let screen = term.wait_for("Create game").await;
    assert!(screen.contains("carol"), "{screen}");
    // Over SSH the prompt is not offered: the key is already the way in.
    term.send(b"a").await;
    term.wait_for("already logs you in").await;
    server.shutdown().await;
}
