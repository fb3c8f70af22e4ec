//! The SSH door's names: the key that holds each name, by fingerprint. Run
//! by the committer like every write, so a claim's check and insert are one
//! transaction and two nodes claiming one name meet on its primary key.

use tokio_postgres::GenericClient;

use super::failure::backend;
use super::names::claim;
use crate::store::{Claim, KeyClaim, StoreError};

/// Logs in under `name` with the key of `fingerprint` (see
/// [`crate::store::KeyStore::claim_by_key`]); writes only with `write`.
pub async fn claim_by_key<C: GenericClient>(
    tx: &C,
    name: &str,
    fingerprint: &str,
    write: bool,
) -> Result<KeyClaim, StoreError> {
    let player = tx
        .query_opt(
            "SELECT k.fingerprint FROM players p LEFT JOIN ssh_keys k ON k.name = p.name
             WHERE p.name = $1",
            &[&name],
        )
        .await
        .map_err(backend)?;
    if let Some(row) = player {
        let held: Option<String> = row.get(0);
        return Ok(match held {
            Some(f) if f == fingerprint => KeyClaim::Known,
            Some(_) => KeyClaim::OtherKey,
            None => KeyClaim::TokenOnly,
        });
    }
    let keys = chomp_protocol::name_keys(name);
    let held = tx
        .query_opt("SELECT 1 FROM player_keys WHERE key = ANY($1)", &[&keys])
        .await
        .map_err(backend)?;
    if held.is_some() {
        return Ok(KeyClaim::LookAlike);
    }
    if !write {
        return Ok(KeyClaim::New);
    }
    // A token nobody is told: the key is how this name logs in until a link
    // adds the other way.
    match claim(tx, name, None, false).await? {
        Claim::New(_) => {}
        Claim::LookAlike => return Ok(KeyClaim::LookAlike),
        Claim::Known | Claim::Refused => return Ok(KeyClaim::OtherKey),
    }
    link_key(tx, name, fingerprint).await?;
    Ok(KeyClaim::New)
}

/// Links the key to a claimed name, replacing its key; false when the name
/// is not claimed.
pub async fn link_key<C: GenericClient>(
    tx: &C,
    name: &str,
    fingerprint: &str,
) -> Result<bool, StoreError> {
    let linked = tx
        .execute(
            "INSERT INTO ssh_keys (name, fingerprint)
             SELECT name, $2 FROM players WHERE name = $1
             ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint,
                 linked_at = now()",
            &[&name, &fingerprint],
        )
        .await
        .map_err(backend)?;
    Ok(linked > 0)
}
