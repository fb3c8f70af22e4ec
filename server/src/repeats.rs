//! Damping repeat opponents: two accounts playing each other again and
//! again could pass rating from one to the other. After
//! `--rated-repeats` rated games between the same two names within 24
//! hours (running ones count), their further games are unrated. The store
//! counts, so the rule holds across restarts and every node of a cluster.

use crate::context::Shared;
use crate::game::has_guest;
use crate::model::Seats;
use crate::refusal::Refusal;
use crate::store::SharedStore;

/// Whether a game starting now with `seats` is rated: `by_rules` is what
/// the board and start allow; between two players (people or hosted bots)
/// it is also damped by how often they played each other lately.
pub async fn rated_at_start(
    shared: &Shared,
    seats: &Seats,
    by_rules: bool,
) -> Result<bool, Refusal> {
    let limit = shared.config.rated_repeats;
    rated_between(&shared.store, limit, seats, by_rules).await
}

/// [`rated_at_start`] with only what it reads: the store and
/// `--rated-repeats` (`limit`), as a room holds them.
pub async fn rated_between(
    store: &SharedStore,
    limit: u32,
    seats: &Seats,
    by_rules: bool,
) -> Result<bool, Refusal> {
    if !by_rules || has_guest(seats) {
        return Ok(false);
    }
    let players: Vec<&str> = seats
        .iter()
        .flatten()
        .filter(|s| s.connects())
        .map(|s| s.name.as_str())
        .collect();
    let [a, b] = players[..] else {
        // Against a server bot level: one player everybody plays, not a
        // second account to pass rating to; not damped.
        return Ok(true);
    };
    if limit == 0 {
        return Ok(false);
    }
    let played = store
        .rated_games_between(a.to_string(), b.to_string())
        .await
        .map_err(Refusal::store)?;
    Ok(played < limit)
}
