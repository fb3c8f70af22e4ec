//! The SSH door's names: the key that holds each name, by fingerprint.

use rusqlite::{params, Connection, OptionalExtension};

use super::{cached, players};
use crate::store::{Claim, KeyClaim, StoreError};

/// Logs in under `name` with the key of `fingerprint` (see
/// [`crate::store::KeyStore::claim_by_key`]); writes only with `claim`.
pub fn claim_by_key(
    conn: &mut Connection,
    name: &str,
    fingerprint: &str,
    claim: bool,
) -> Result<KeyClaim, StoreError> {
    let player: Option<i64> =
        cached::query_row(conn, "SELECT 1 FROM players WHERE name = ?1", [name], |r| {
            r.get(0)
        })
        .optional()?;
    if player.is_some() {
        let held: Option<String> = cached::query_row(
            conn,
            "SELECT fingerprint FROM ssh_keys WHERE name = ?1",
            [name],
            |r| r.get(0),
        )
        .optional()?;
        return Ok(match held {
            Some(f) if f == fingerprint => KeyClaim::Known,
            Some(_) => KeyClaim::OtherKey,
            None => KeyClaim::TokenOnly,
        });
    }
    let look_alike = chomp_protocol::name_keys(name)
        .iter()
        .try_fold(false, |found, key| {
            let held: Option<i64> = cached::query_row(
                conn,
                "SELECT 1 FROM player_keys WHERE key = ?1",
                [key],
                |r| r.get(0),
            )
            .optional()?;
            Ok::<_, StoreError>(found || held.is_some())
        })?;
    if look_alike {
        return Ok(KeyClaim::LookAlike);
    }
    if !claim {
        return Ok(KeyClaim::New);
    }
    // The name gets a token like any claim (nobody is told it): the key,
    // not the token, is how its owner logs in, until a link adds the other
    // way. The one writer thread makes check and insert one step.
    match players::claim(conn, name, None, false)? {
        Claim::New(_) => {}
        Claim::LookAlike => return Ok(KeyClaim::LookAlike),
        Claim::Known | Claim::Refused => return Ok(KeyClaim::OtherKey),
    }
    link_key(conn, name, fingerprint)?;
    Ok(KeyClaim::New)
}

/// Links the key to a claimed name, replacing its key; false when the name
/// is not claimed.
pub fn link_key(conn: &mut Connection, name: &str, fingerprint: &str) -> Result<bool, StoreError> {
    let linked = cached::execute(
        conn,
        "INSERT INTO ssh_keys (name, fingerprint, linked_at)
         SELECT name, ?2, strftime('%Y-%m-%dT%H:%M:%SZ','now') FROM players WHERE name = ?1
         ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint,
             linked_at = excluded.linked_at",
        params![name, fingerprint],
    )?;
    Ok(linked > 0)
}
