//! Claiming a name: a free one gets a new token (and both look-alike keys),
//! a claimed one is checked against its token. Its own module, because
//! both the writes of `hello` (`writes.rs`) and of the SSH door
//! (`ssh_keys.rs`, a key's first login claims its name) run it.

use tokio_postgres::GenericClient;

use super::failure::backend;
use crate::auth;
use crate::rating::START_RATING;
use crate::store::{Claim, StoreError};

pub async fn claim<C: GenericClient>(
    tx: &C,
    name: &str,
    token: Option<&str>,
    bot: bool,
) -> Result<Claim, StoreError> {
    let stored = tx
        .query_opt("SELECT token_hash FROM players WHERE name = $1", &[&name])
        .await
        .map_err(backend)?;
    Ok(match (stored, token) {
        (Some(row), Some(token)) if auth::token_matches(token, row.get::<_, &str>(0)) => {
            // The flag follows the latest hello: a name may be a bot's today.
            tx.execute(
                "UPDATE players SET bot = $2 WHERE name = $1 AND bot <> $2",
                &[&name, &bot],
            )
            .await
            .map_err(backend)?;
            Claim::Known
        }
        (Some(_), _) => Claim::Refused,
        (None, _) => {
            // Either key of the name against every key held (one table, so
            // either kind).
            let keys = chomp_protocol::name_keys(name);
            let held = tx
                .query_opt("SELECT 1 FROM player_keys WHERE key = ANY($1)", &[&keys])
                .await
                .map_err(backend)?;
            if held.is_some() {
                return Ok(Claim::LookAlike);
            }
            let token = auth::new_token();
            // Another node may claim the same name or a look-alike at the
            // same moment: the unique indexes decide, and the loser sees
            // the name as taken.
            let inserted = tx
                .execute(
                    "INSERT INTO players (name, name_key, token_hash, rating, bot)
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
                    &[
                        &name,
                        &keys[0],
                        &auth::hash_token(&token),
                        &START_RATING,
                        &bot,
                    ],
                )
                .await
                .map_err(backend)?;
            if inserted == 0 {
                return Ok(Claim::Refused);
            }
            let mut kept = 0;
            for key in &keys {
                kept += tx
                    .execute(
                        "INSERT INTO player_keys (key, name) VALUES ($1, $2)
                         ON CONFLICT DO NOTHING",
                        &[key, &name],
                    )
                    .await
                    .map_err(backend)?;
            }
            if kept < keys.len() as u64 {
                // A look-alike took one of the keys first: undo this claim.
                tx.execute("DELETE FROM player_keys WHERE name = $1", &[&name])
                    .await
                    .map_err(backend)?;
                tx.execute("DELETE FROM players WHERE name = $1", &[&name])
                    .await
                    .map_err(backend)?;
                return Ok(Claim::LookAlike);
            }
            Claim::New(token)
        }
    })
}
