//! The read-only HTTP API on the public port (docs/PROTOCOL.md, "The HTTP
//! API"): players, their games, one game with its analysis or as a text
//! record, the leaderboards and the bot ladder's. Each request is one plain HTTP request,
//! charged to its address's budget like `/healthz` before it gets here
//! (a flood gets 429 there); nothing here writes. `--no-api` turns it off.
//!
//! [`route`] reads the request, one module a resource answers it, and
//! [`reply`] is the answer the transport writes.

mod games;
mod ladder;
mod leaderboard;
mod players;
mod record;
pub mod reply;
pub mod route;

pub use reply::ApiReply;
pub use route::is_api;

use crate::context::Shared;
use route::Route;

/// Answers one API request.
pub async fn answer(shared: &Shared, method: &str, target: &str) -> ApiReply {
    if method != "GET" {
        return ApiReply::method_not_allowed();
    }
    let route = match route::parse(target) {
        Ok(r) => r,
        Err(e) => return ApiReply::bad_request(&e.0),
    };
    let store = &shared.store;
    match route {
        Route::Player(name) => players::player(store, &name).await,
        Route::PlayerGames { name, before, max } => players::games(store, &name, before, max).await,
        Route::Game { id, text } => {
            games::game(store, shared.service().unwrap_or_default(), id, text).await
        }
        Route::Leaderboard(variant) => leaderboard::leaderboard(store, &variant).await,
        Route::Ladder => ladder::ladder(store).await,
    }
}

/// What `/api/...` answers with `--no-api`.
pub fn turned_off() -> ApiReply {
    ApiReply::not_found("The API is turned off on this server.")
}
