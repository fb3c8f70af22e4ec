//! `--mode hints`: issue 31's hints abuse as figures. Client 0 is the
//! player: a Chomp 6x5 game against the easy bot, asking for hints every
//! `--think-ms` and timing each answer. Every other client, each under its
//! own name, loops create iChomp 32x32 from a random start against the
//! easy bot, `hints`, `resign`: each search is real work the player's
//! must not wait behind. All come from one address, the harder case (the
//! hints pool shares per address first).

use std::time::{Duration, Instant};

use anyhow::{bail, Result};
use chomp_client::tls::Socket;
use chomp_engine::Level;
use chomp_protocol::*;

use crate::client::{expect_game, next_msg, send, Shared};

/// The abusers' board: four unequal quadrants beyond the solver's tables
/// from a random start, so every search runs to the hints deadline.
const ABUSE_BOARD: u32 = 32;

/// The player's pause between two asks when `--think-ms` is 0.
const DEFAULT_ASK_EVERY: Duration = Duration::from_millis(500);

fn create(variant: &str, size: (u32, u32), start: Start) -> ClientMsg {
    ClientMsg::Create {
        variant: variant.to_string(),
        width: size.0,
        height: size.1,
        opponent: Opponent::Bot { level: Level::Easy },
        start: Some(start),
        first: None,
        private: false,
    }
}

/// The player: one game, hints asked again and again until the run stops.
pub async fn ask(shared: &Shared, ws: &mut Socket) -> Result<()> {
    send(ws, create("chomp", (6, 5), Start::Full)).await?;
    let game = expect_game(ws).await?.game;
    let every = if shared.think.is_zero() {
        DEFAULT_ASK_EVERY
    } else {
        shared.think
    };
    while !shared.stopping() {
        tokio::time::sleep(every).await;
        send(ws, ClientMsg::Hints { game }).await?;
        let asked = Instant::now();
        loop {
            match next_msg(ws).await? {
                ServerMsg::Hints(h) if h.game == game => break,
                ServerMsg::Error { code, message, .. } => {
                    bail!("the player's hints were refused ({code}): {message}")
                }
                _ => {}
            }
        }
        shared.record_hint_wait(asked.elapsed());
    }
    Ok(())
}

/// An abuser: create, hints, resign, as fast as the server answers. The
/// hints of a resigned game may be refused; that is expected.
pub async fn abuse(shared: &Shared, ws: &mut Socket) -> Result<()> {
    while !shared.stopping() {
        send(
            ws,
            create("ichomp", (ABUSE_BOARD, ABUSE_BOARD), Start::Random),
        )
        .await?;
        // The refusals of the last round's hints may still come first.
        let game = loop {
            if let ServerMsg::Game(g) = next_msg(ws).await? {
                break g.game;
            }
        };
        send(ws, ClientMsg::Hints { game }).await?;
        send(ws, ClientMsg::Resign { game }).await?;
        loop {
            match next_msg(ws).await? {
                ServerMsg::Over { game: g, .. } if g == game => break,
                _ => {}
            }
        }
    }
    Ok(())
}
