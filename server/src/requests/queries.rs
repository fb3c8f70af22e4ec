//! Requests about the service rather than one game: the lobby
//! subscription, statistics, history, the leaderboard and `ping`.

use chomp_protocol::{ErrorCode, Reply, ServerMsg, StatsReply, Variant};

use super::Session;
use crate::analysis;
use crate::refusal::{Re, Refusal};

pub fn lobby(s: &mut Session, deltas: bool, re: Re) -> Result<(), Refusal> {
    let frame = s.shared.hub.subscribe(s.id, s.tx.clone(), deltas);
    s.reply(Reply::answer(re, frame));
    Ok(())
}

pub fn unwatch_lobby(s: &mut Session, re: Re) -> Result<(), Refusal> {
    s.shared.hub.unsubscribe(s.id);
    s.reply(Reply::answer(re, ServerMsg::Unwatched { game: None }));
    Ok(())
}

/// The totals, or one player's record.
pub async fn stats(s: &mut Session, player: Option<String>, re: Re) -> Result<(), Refusal> {
    let store = &s.shared.store;
    let reply = match player {
        None => StatsReply::Totals(store.totals().await.map_err(Refusal::store)?),
        Some(player) => {
            let record = store.record(player.clone()).await.map_err(Refusal::store)?;
            let mut record = record.ok_or_else(|| {
                Refusal::new(
                    ErrorCode::NoSuchPlayer,
                    format!("No player is called \"{}\".", clip(&player)),
                )
            })?;
            record.accuracy_history = analysis::accuracy_history(store, &player).await;
            StatsReply::Player(record)
        }
    };
    s.reply(Reply::answer(re, ServerMsg::Stats(reply)));
    Ok(())
}

pub async fn history(
    s: &mut Session,
    player: Option<String>,
    limit: Option<u32>,
    re: Re,
) -> Result<(), Refusal> {
    let limit = limit.unwrap_or(20).clamp(1, 100);
    let mut games = s
        .shared
        .store
        .history(player, limit)
        .await
        .map_err(Refusal::store)?;
    analysis::attach(&s.shared.store, &mut games).await;
    s.reply(Reply::answer(re, ServerMsg::History { games }));
    Ok(())
}

pub async fn leaderboard(s: &mut Session, limit: Option<u32>, re: Re) -> Result<(), Refusal> {
    let limit = limit.unwrap_or(10).clamp(1, 100);
    let variants = s
        .shared
        .store
        .leaderboard(limit)
        .await
        .map_err(Refusal::store)?;
    // Older clients read `players` only: the Chomp board.
    let players = variants
        .get(Variant::Chomp.as_str())
        .cloned()
        .unwrap_or_default();
    s.reply(Reply::answer(
        re,
        ServerMsg::Leaderboard { players, variants },
    ));
    Ok(())
}

pub fn ping(s: &mut Session, re: Re) -> Result<(), Refusal> {
    s.reply(Reply::answer(re, ServerMsg::Pong));
    Ok(())
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}
