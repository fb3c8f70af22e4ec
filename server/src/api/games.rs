//! `/api/games/ID`: a finished game with its moves (row and column as on
//! the wire) and each move's analysis mark, as JSON or (`?format=text`) as
//! its text record. Games still waiting or running are not served.

use chomp_engine::{Accuracy, GameAnalysis};
use chomp_protocol::{GameId, GameStatus};
use serde_json::{json, Value};

use super::record;
use super::reply::{ApiReply, TEXT};
use crate::model::StoredGame;
use crate::store::SharedStore;

fn accuracy_json(a: Accuracy) -> Value {
    json!({ "kept": a.kept, "in_winning": a.in_winning, "share": a.share() })
}

/// The game's JSON: its tags, its moves (each with its mark once
/// analysed) and both players' accuracy.
pub fn game_json(game: &StoredGame, analysis: Option<&GameAnalysis>) -> Value {
    let moves: Vec<Value> = game
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let mut v = serde_json::to_value(m).unwrap_or(Value::Null);
            let mark = analysis
                .and_then(|a| a.marks.get(i))
                .and_then(|mark| serde_json::to_value(mark).ok());
            if let (Value::Object(obj), Some(Value::Object(mark))) = (&mut v, mark) {
                obj.extend(mark);
            }
            v
        })
        .collect();
    let players: Vec<Value> = game
        .seats
        .iter()
        .map(|s| {
            s.as_ref()
                .and_then(|s| serde_json::to_value(s.info()).ok())
                .unwrap_or(Value::Null)
        })
        .collect();
    json!({
        "id": game.id,
        "variant": game.variant.to_string(),
        "width": game.width,
        "height": game.height,
        "start": game.start,
        "players": players,
        "winner": game.winner,
        "reason": game.reason,
        "rated": game.rated,
        "finished_at": game.finished_at,
        "analysed": analysis.is_some(),
        "accuracy": analysis.map(|a| json!({
            "first": accuracy_json(a.first),
            "second": accuracy_json(a.second),
        })),
        "moves": moves,
    })
}

pub async fn game(store: &SharedStore, service: &str, id: GameId, text: bool) -> ApiReply {
    let game = match store.load_game(id).await {
        Ok(Some(g)) if g.status == GameStatus::Finished => g,
        Ok(_) => return ApiReply::not_found(&format!("No finished game has the number {id}.")),
        Err(e) => {
            tracing::warn!("the API cannot read game {id}: {e}");
            return ApiReply::unavailable();
        }
    };
    let analysis = match store.analysis(id).await {
        Ok(a) => a,
        Err(e) => {
            tracing::warn!("the API cannot read the analysis of game {id}: {e}");
            return ApiReply::unavailable();
        }
    };
    if !text {
        return ApiReply::json(&game_json(&game, analysis.as_ref()));
    }
    match record::of_game(&game, analysis.as_ref(), service) {
        Ok(r) => ApiReply::ok(TEXT, r.to_string()),
        Err(e) => {
            tracing::warn!("game {id} has an unreadable start: {e}");
            ApiReply::unavailable()
        }
    }
}
