//! What each load client does once connected, by its role: sit in the
//! lobby, play bots, pair up, or enter an arena or the bot ladder.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::{bail, Result};
use chomp_client::lobby_mirror::{LobbyMirror, LobbyOutcome};
use chomp_client::tls::Socket;
use chomp_protocol::*;
use futures::StreamExt;
use rand::rngs::StdRng;
use rand::SeedableRng;
use tokio_tungstenite::tungstenite::Message;

use crate::client::{connect, expect, expect_game, play_game, send, Role, Shared};
use crate::hints_abuse;
use crate::lobby_follow::Follower;
use crate::tournament;

/// Runs one client until the deadline or until the run stops.
pub async fn run_client(
    shared: std::sync::Arc<Shared>,
    index: usize,
    role: Role,
    deadline: Instant,
) {
    let remaining = deadline.saturating_duration_since(Instant::now());
    let result = tokio::time::timeout(remaining, client_body(&shared, index, role)).await;
    if let Ok(Err(e)) = result {
        if !shared.stopping() {
            shared.record_error(&e);
        }
    }
}

async fn client_body(shared: &Shared, index: usize, role: Role) -> Result<()> {
    let mut ws = connect(shared, index).await?;
    let name = format!("{}-{index}", shared.names);
    send(
        &mut ws,
        ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name,
            token: None,
            bot: role == Role::Ladder,
        },
    )
    .await?;
    expect(&mut ws, |m| matches!(m, ServerMsg::Welcome { .. })).await?;
    shared.connected.fetch_add(1, Ordering::Relaxed);
    let result = play_role(shared, &mut ws, index, role).await;
    shared.connected.fetch_sub(1, Ordering::Relaxed);
    let _ = ws.close(None).await;
    result
}

async fn play_role(shared: &Shared, ws: &mut Socket, index: usize, role: Role) -> Result<()> {
    let mut rng = StdRng::seed_from_u64(index as u64);
    match role {
        Role::Idle => {
            // A lobby watcher as the TUI is one: deltas, checked in order,
            // with a fresh snapshot asked for whenever one went missing.
            let mut lobby = Follower::new(shared.follow);
            send(ws, LobbyMirror::resync()).await?;
            while !shared.stopping() {
                match tokio::time::timeout(Duration::from_secs(1), ws.next()).await {
                    Ok(Some(Ok(Message::Text(t)))) => {
                        if lobby.apply(t.as_str()) == LobbyOutcome::Gap {
                            shared.lobby_resyncs.fetch_add(1, Ordering::Relaxed);
                            send(ws, LobbyMirror::resync()).await?;
                        }
                    }
                    Ok(Some(Ok(_))) | Err(_) => {}
                    Ok(Some(Err(e))) => bail!("connection failed: {e}"),
                    Ok(None) => bail!("the server closed the connection"),
                }
            }
            Ok(())
        }
        Role::Stalled => {
            // Whatever the server sends from now on stays in the kernel's
            // buffers and the server's queue, until the server gives up on
            // this connection (which this client never notices).
            send(ws, LobbyMirror::resync()).await?;
            while !shared.stopping() {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Ok(())
        }
        Role::Bot | Role::PairLeader => {
            while !shared.stopping() {
                let opponent = if role == Role::Bot {
                    Opponent::Bot {
                        level: shared.level,
                    }
                } else {
                    Opponent::Human
                };
                send(
                    ws,
                    ClientMsg::Create {
                        variant: shared.variant.clone(),
                        width: shared.width,
                        height: shared.height,
                        opponent,
                        start: Some(Start::Random),
                        first: None,
                        private: false,
                    },
                )
                .await?;
                let state = expect_game(ws).await?;
                if role == Role::PairLeader {
                    let _ = shared.open_games_tx.send(state.game);
                }
                play_game(shared, ws, state, &mut rng).await?;
            }
            Ok(())
        }
        Role::HintAsker => hints_abuse::ask(shared, ws).await,
        Role::HintAbuser => hints_abuse::abuse(shared, ws).await,
        Role::Arena | Role::Ladder => {
            tournament::play(shared, ws, index, role == Role::Ladder, &mut rng).await
        }
        Role::PairFollower => {
            while !shared.stopping() {
                let game = {
                    let mut rx = shared.open_games_rx.lock().await;
                    match tokio::time::timeout(Duration::from_secs(1), rx.recv()).await {
                        Ok(Some(g)) => g,
                        Ok(None) => return Ok(()),
                        Err(_) => continue,
                    }
                };
                send(ws, ClientMsg::Join { game, code: None }).await?;
                let state = expect_game(ws).await?;
                play_game(shared, ws, state, &mut rng).await?;
            }
            Ok(())
        }
    }
}
