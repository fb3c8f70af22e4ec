//! `/api/players/NAME` (a player's ratings and record) and
//! `/api/players/NAME/games` (their finished games, a page at a time).

use chomp_protocol::{GameId, PlayerRecord};
use serde_json::{json, Value};

use super::reply::{ApiReply, NDJSON};
use crate::analysis;
use crate::rating::{PROVISIONAL_RD, START_RATING, START_RD};
use crate::store::SharedStore;

/// The variants every player has a rating in (the start one until played).
const VARIANTS: [&str; 2] = ["chomp", "ichomp"];

fn no_player(name: &str) -> ApiReply {
    ApiReply::not_found(&format!("No player is called {}.", json!(name)))
}

/// The player's record, or the answer that says why not.
async fn record(store: &SharedStore, name: &str) -> Result<PlayerRecord, ApiReply> {
    match store.record(name.to_string()).await {
        Ok(Some(r)) => Ok(r),
        Ok(None) => Err(no_player(name)),
        Err(e) => {
            tracing::warn!("the API cannot read player {name:?}: {e}");
            Err(ApiReply::unavailable())
        }
    }
}

/// The JSON of a player: ratings per variant, wins and losses.
pub fn player_json(r: &PlayerRecord) -> Value {
    let ratings: serde_json::Map<String, Value> = VARIANTS
        .iter()
        .map(|&v| {
            let rating = match r.ratings.get(v) {
                Some(x) => json!({
                    "rating": x.rating,
                    "rd": x.rd,
                    "provisional": x.provisional,
                    "games": x.games,
                }),
                None => json!({
                    "rating": START_RATING,
                    "rd": START_RD,
                    "provisional": START_RD >= PROVISIONAL_RD,
                    "games": 0,
                }),
            };
            (v.to_string(), rating)
        })
        .collect();
    json!({
        "name": r.player,
        "bot": r.bot.unwrap_or(false),
        "ratings": ratings,
        "games": r.games,
        "wins": r.wins,
        "losses": r.losses,
    })
}

pub async fn player(store: &SharedStore, name: &str) -> ApiReply {
    match record(store, name).await {
        Ok(r) => ApiReply::json(&player_json(&r)),
        Err(reply) => reply,
    }
}

/// One finished game a line, as the `history` frame writes a game.
pub async fn games(store: &SharedStore, name: &str, before: Option<GameId>, max: u32) -> ApiReply {
    if let Err(reply) = record(store, name).await {
        return reply;
    }
    match store.games_page(name.to_string(), before, max).await {
        Ok(mut games) => {
            analysis::attach(store, &mut games).await;
            let mut body = String::new();
            for g in &games {
                match serde_json::to_string(g) {
                    Ok(line) => {
                        body.push_str(&line);
                        body.push('\n');
                    }
                    Err(e) => tracing::warn!("game {} cannot be written: {e}", g.game),
                }
            }
            ApiReply::ok(NDJSON, body)
        }
        Err(e) => {
            tracing::warn!("the API cannot read the games of {name:?}: {e}");
            ApiReply::unavailable()
        }
    }
}
