//! `/api/ladder`: the bot ladder's leaderboard, best ladder rating first:
//! every bot that played on it, with its ladder rating, deviation, games
//! and wins. `server` marks the server's own bots (easy, medium, hard).

use chomp_engine::Level;
use serde_json::json;

use super::reply::ApiReply;
use crate::model::Seat;
use crate::store::SharedStore;

pub async fn ladder(store: &SharedStore) -> ApiReply {
    let house: Vec<String> = [Level::Easy, Level::Medium, Level::Hard]
        .into_iter()
        .map(|l| Seat::bot(l).name)
        .collect();
    match store.ladder_ratings().await {
        Ok(all) => {
            let bots: Vec<_> = all
                .iter()
                .map(|r| {
                    json!({
                        "name": r.name,
                        "bot": true,
                        "server": house.contains(&r.name),
                        "rating": r.standing.rating,
                        "rd": r.standing.rd,
                        "games": r.games,
                        "wins": r.wins,
                    })
                })
                .collect();
            ApiReply::json(&json!({ "bots": bots }))
        }
        Err(e) => {
            tracing::warn!("the API cannot read the ladder: {e}");
            ApiReply::unavailable()
        }
    }
}
