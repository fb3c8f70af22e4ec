//! The client logic against a real server on loopback: the same `update`
//! and network task as the terminal UI, driven by key presses (the
//! [`common::Driver`]).
//!
//! Here: games against every bot level, and a person joining a hosted bot.
//! Reconnecting and the start-up's refusals and addresses have a module
//! each.

use chomp::embedded::{self, EmbeddedConfig};
use chomp_client::app::{last_present, Link, Screen};
use chomp_client::bot_host::{self, BotHostConfig, TournamentPlan};
use chomp_client::config::TokenStore;
use chomp_client::i18n::Lang;
use chomp_client::msg::Msg;
use chomp_client::tls::Connector;
use chomp_engine::Variant;
use chomp_protocol::{GameStatus, Level};
use crossterm::event::KeyCode;

mod common;
#[path = "end_to_end/host.rs"]
mod host;
#[path = "end_to_end/reconnect.rs"]
mod reconnect;

use common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_against_every_bot_level_in_both_variants_with_hints_then_history_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let url = format!("ws://{}/", server.local_addr());
    let mut ann = Driver::connect(&url, "ann");
    ann.until("welcome", |a| a.me.is_some()).await;
    assert_eq!(ann.tokens.len(), 1, "the token is handed out to be stored");

    let mut first = true;
    for (variant, level) in [
        (Variant::Chomp, Level::Easy),
        (Variant::IChomp, Level::Hard),
        (Variant::Chomp, Level::Medium),
        (Variant::IChomp, Level::Easy),
        (Variant::Chomp, Level::Hard),
        (Variant::IChomp, Level::Medium),
    ] {
        // Fill in the form: variant, 4x3, bot level, I move first.
        let form = &mut ann.app.lobby.form;
        form.field = 0;
        if form.variant != variant {
            ann.key(KeyCode::Right);
        }
        let form = &mut ann.app.lobby.form;
        form.width = 4;
        form.height = 3;
        form.opponent = chomp_protocol::Opponent::Bot { level };
        ann.key(KeyCode::Enter);
        ann.until("the game screen", |a| a.screen == Screen::Game)
            .await;
        if !ann.app.hints_on() {
            ann.key(KeyCode::Char('g'));
        }
        ann.until("hints", |a| {
            a.game
                .as_ref()
                .is_some_and(|g| g.finished() || g.current_hints().is_some() || !g.my_turn())
        })
        .await;
        if let Some(h) = ann.app.game.as_ref().and_then(|g| g.current_hints()) {
            assert_eq!(h.cells.len(), 3);
        }
        ann.play_out().await;
        let g = ann.app.game.as_ref().unwrap();
        assert_eq!(g.state.status, GameStatus::Finished);
        assert!(g.state.winner.is_some());
        assert!(!g.state.moves.is_empty());
        // At the end the hints panel says the game is over instead of
        // waiting for an answer that cannot come.
        let g = ann.app.game.as_ref().unwrap();
        assert!(g.current_hints().is_none());
        let t = chomp_client::i18n::texts(Lang::En);
        assert_eq!(
            chomp_client::ui::result::hints_placeholder(&ann.app, g, t),
            Some(t.hints_game_over)
        );
        // Step back through the finished game: each position shows its hints.
        ann.key(KeyCode::Char('['));
        let g = ann.app.game.as_ref().unwrap();
        assert_eq!(g.replay, Some(g.state.moves.len() - 1));
        let h = g.current_hints().expect("hints of the replayed position");
        assert_eq!(h.cells.len(), 3);
        if !std::mem::take(&mut first) {
            ann.key(KeyCode::Esc);
            continue;
        }
        // A rematch opens a new game against the same bot; resigning ends it.
        let old = g.id();
        ann.key(KeyCode::Char('r'));
        ann.until("the rematch", |a| {
            a.game.as_ref().is_some_and(|g| g.id() != old)
        })
        .await;
        let g = ann.app.game.as_ref().unwrap();
        assert!(
            g.state.players.iter().any(|p| p.level == Some(level)),
            "same opponent"
        );
        ann.until("the rematch to start", |a| {
            a.game
                .as_ref()
                .is_some_and(|g| g.state.status == GameStatus::Playing)
        })
        .await;
        ann.key(KeyCode::Char('X'));
        ann.key(KeyCode::Char('X'));
        ann.until("the resignation", |a| {
            a.game.as_ref().is_some_and(|g| g.finished())
        })
        .await;
        let g = ann.app.game.as_ref().unwrap();
        // Resigned before ann's first move: aborted, the bot named winner.
        assert_eq!(g.state.reason, Some(chomp_protocol::OverReason::Aborted));
        assert_ne!(g.state.winner, g.state.you);
        ann.key(KeyCode::Esc);
        assert_eq!(ann.app.screen, Screen::Lobby);
    }

    ann.key(KeyCode::Char('H'));
    ann.until("history", |a| a.history.games.len() >= 4).await;
    // Open a game that was played out (the resigned ones may have no moves).
    let played = ann
        .app
        .history
        .games
        .iter()
        .position(|g| g.reason == chomp_protocol::OverReason::Normal)
        .unwrap();
    for _ in 0..played {
        ann.key(KeyCode::Down);
    }
    ann.key(KeyCode::Enter);
    assert_eq!(ann.app.screen, Screen::Game);
    assert_eq!(ann.app.game.as_ref().unwrap().replay, Some(0));
    ann.key(KeyCode::Esc);
    ann.key(KeyCode::Char('S'));
    ann.until("my record", |a| {
        a.stats.record.as_ref().is_some_and(|r| r.games >= 4)
    })
    .await;
    ann.until("the totals", |a| {
        a.stats.totals.as_ref().is_some_and(|t| t.games >= 2)
    })
    .await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_joins_a_hosted_bot_and_a_spectator_watches() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(&dir).await;
    let url = format!("ws://{}/", server.local_addr());
    let host = tokio::spawn(bot_host::run(
        BotHostConfig {
            urls: vec![url.clone()],
            token_keys: vec![url.clone()],
            name: "robo".into(),
            level: Level::Medium,
            variant: Variant::Chomp,
            width: 4,
            height: 3,
            games: 1,
            stop_after: Some(1),
            tables: None,
            lang: Lang::En,
            tournaments: TournamentPlan::None,
        },
        Connector::new(None).unwrap(),
        TokenStore::at(dir.path().join("tokens.json")),
    ));
    let mut bob = Driver::connect(&url, "bob");
    bob.until("the hosted game in the lobby", |a| {
        !a.lobby.open_games().is_empty()
    })
    .await;
    bob.key(KeyCode::Tab); // focus: open games
    bob.key(KeyCode::Enter);
    bob.until("the game screen", |a| a.screen == Screen::Game)
        .await;
    let game = bob.app.game.as_ref().unwrap().id();

    let mut eve = Driver::connect(&url, "eve");
    eve.until("the running game", |a| {
        a.lobby.running_games().iter().any(|g| g.game == game)
    })
    .await;
    eve.key(KeyCode::Tab);
    eve.key(KeyCode::Tab); // focus: running games
    eve.key(KeyCode::Enter);
    eve.until("watching", |a| a.screen == Screen::Game).await;
    assert_eq!(eve.app.game.as_ref().unwrap().state.you, None);

    bob.play_out().await;
    let winner = bob.app.game.as_ref().unwrap().state.winner;
    eve.until("the end as a spectator", |a| {
        a.game.as_ref().is_some_and(|g| g.finished())
    })
    .await;
    assert_eq!(eve.app.game.as_ref().unwrap().state.winner, winner);
    let score = tokio::time::timeout(PATIENCE, host)
        .await
        .expect("the bot host stops after its game")
        .unwrap()
        .unwrap();
    assert_eq!(score.won + score.lost, 1);
    server.shutdown().await;
}
