//! `/api/leaderboard/VARIANT`: the established players of a variant (RD at
//! most 75), highest rating first, people and bots alike.

use serde_json::json;

use super::reply::ApiReply;
use crate::store::SharedStore;

/// Rows of a leaderboard at most.
const ROWS: u32 = 100;

pub async fn leaderboard(store: &SharedStore, variant: &str) -> ApiReply {
    if variant != "chomp" && variant != "ichomp" {
        return ApiReply::not_found(&format!(
            "No leaderboard is called {}; there are chomp and ichomp.",
            json!(variant)
        ));
    }
    match store.leaderboard(ROWS).await {
        Ok(mut boards) => {
            let players = boards.remove(variant).unwrap_or_default();
            ApiReply::json(&json!({ "variant": variant, "players": players }))
        }
        Err(e) => {
            tracing::warn!("the API cannot read the leaderboard: {e}");
            ApiReply::unavailable()
        }
    }
}
