//! Drives a [`BotHost`] over the network: the connection task's frames in,
//! its actions out, the engine thinking on blocking threads.

use anyhow::{Context, Result};
use chomp_protocol::{ClientMsg, Level, Request};
use tokio::sync::mpsc;

use super::config::BotHostConfig;
use super::host::{Action, BotHost};
use super::say;
use super::score::Score;
use crate::config::{TokenBook, TokenStore};
use crate::i18n::texts;
use crate::msg::NetEvent;
use crate::net::{self, Identity};
use crate::tls::Connector;

fn engine_level(level: Level) -> chomp_engine::Level {
    match level {
        Level::Easy => chomp_engine::Level::Easy,
        Level::Medium => chomp_engine::Level::Medium,
        Level::Hard => chomp_engine::Level::Hard,
    }
}

/// Hosts the bot until interrupted or `stop_after` games are done.
pub async fn run(config: BotHostConfig, connector: Connector, tokens: TokenStore) -> Result<Score> {
    let tables_dir = config.tables.clone();
    let solver = tokio::task::spawn_blocking(move || {
        chomp_engine::Solver::new(chomp_engine::SolverConfig {
            tables_dir,
            ..Default::default()
        })
    })
    .await
    .context("the solver set-up crashed")?
    .context("cannot set up the solver")?;
    // The token is looked up by the connection task, once the server
    // named its service; filed under that service and the first address.
    let book = TokenBook {
        store: tokens,
        addresses: config.token_keys.clone(),
    };
    let (ev_tx, mut events) = mpsc::unbounded_channel();
    let requests = net::spawn(
        config.urls.clone(),
        connector,
        Identity {
            name: config.name.clone(),
            token: None,
            bot: true,
            book: Some(book.clone()),
        },
        ev_tx,
    );
    let (name, level, lang) = (config.name.clone(), config.level, config.lang);
    let mut host = BotHost::new(config);
    let (moves_tx, mut moves) = mpsc::unbounded_channel::<ClientMsg>();
    loop {
        let actions = tokio::select! {
            ev = events.recv() => match ev {
                Some(NetEvent::Frame(reply)) => host.on_frame(reply),
                Some(NetEvent::Fatal(sentence)) => anyhow::bail!("{sentence}"),
                Some(NetEvent::Lost { reason, retry_in, .. }) => {
                    let t = texts(lang);
                    vec![Action::Say(say::reconnecting(t, &reason, retry_in))]
                }
                Some(_) => Vec::new(),
                None => anyhow::bail!("the connection task stopped"),
            },
            mv = moves.recv() => match mv {
                Some(m) => vec![Action::Send(m)],
                None => Vec::new(),
            },
            _ = tokio::signal::ctrl_c() => return Ok(host.score),
        };
        for action in actions {
            match action {
                Action::Send(msg) => {
                    if requests.send(Request::new(msg)).is_err() {
                        anyhow::bail!("the connection task stopped");
                    }
                }
                Action::Fail(sentence) => anyhow::bail!("{sentence}"),
                Action::Say(sentence) => println!("{sentence}"),
                Action::SaveToken(token) => {
                    if let Err(e) = book.file(host.service.as_deref(), &name, &token) {
                        tracing::warn!(error = %e, "cannot save the token");
                    }
                }
                Action::Think {
                    game,
                    ply,
                    position,
                } => {
                    let solver = solver.clone();
                    let tx = moves_tx.clone();
                    tokio::task::spawn_blocking(move || {
                        let mut rng = rand::rng();
                        if let Some(m) = chomp_engine::choose_move(
                            &solver,
                            &position,
                            engine_level(level),
                            &mut rng,
                        ) {
                            let mv = m.mv();
                            let _ = tx.send(ClientMsg::Move { game, ply, mv });
                        }
                    });
                }
            }
        }
        if host.done() {
            return Ok(host.score);
        }
    }
}
