//! Names in memory: claiming one with a token or an SSH key, and linking a
//! key; a look-alike is found by any key of the name
//! (`chomp_protocol::name_keys`), as in the databases' key table.

use chomp_protocol::PlayerRecord;

use super::state::{Player, State};
use super::{records, MemoryStore};
use crate::auth;
use crate::store::{Claim, KeyClaim, KeyStore, PlayerStore, StoreError, StoreFuture};

/// Claims a free name or checks the token of a claimed one (see
/// [`PlayerStore::claim`]); the exact name is looked up first.
pub fn claim(state: &mut State, name: &str, token: Option<&str>, bot: bool) -> Claim {
    if let Some(player) = state.players.get_mut(name) {
        return match token {
            Some(token) if auth::token_matches(token, &player.token_hash) => {
                // The flag follows the latest hello.
                player.bot = bot;
                Claim::Known
            }
            _ => Claim::Refused,
        };
    }
    if look_alike_held(state, name) {
        return Claim::LookAlike;
    }
    let token = auth::new_token();
    state.players.insert(
        name.to_string(),
        Player {
            token_hash: auth::hash_token(&token),
            bot,
            games: 0,
            wins: 0,
            losses: 0,
        },
    );
    for key in chomp_protocol::name_keys(name) {
        state.name_keys.insert(key, name.to_string());
    }
    state.ratings.know(name);
    Claim::New(token)
}

/// Whether a key of `name` is held (by another name, since `name` is free).
fn look_alike_held(state: &State, name: &str) -> bool {
    chomp_protocol::name_keys(name)
        .iter()
        .any(|key| state.name_keys.contains_key(key))
}

/// Logs in under `name` with the key of `fingerprint` (see
/// [`KeyStore::claim_by_key`]); writes only with `write`.
pub fn claim_by_key(state: &mut State, name: &str, fingerprint: &str, write: bool) -> KeyClaim {
    if state.players.contains_key(name) {
        return match state.ssh_keys.get(name) {
            Some(f) if f == fingerprint => KeyClaim::Known,
            Some(_) => KeyClaim::OtherKey,
            None => KeyClaim::TokenOnly,
        };
    }
    if look_alike_held(state, name) {
        return KeyClaim::LookAlike;
    }
    if !write {
        return KeyClaim::New;
    }
    match claim(state, name, None, false) {
        Claim::New(_) => {}
        Claim::LookAlike => return KeyClaim::LookAlike,
        Claim::Known | Claim::Refused => return KeyClaim::OtherKey,
    }
    link_key(state, name, fingerprint);
    KeyClaim::New
}

/// Links the key to a claimed name, replacing its key; false when the name
/// is not claimed.
pub fn link_key(state: &mut State, name: &str, fingerprint: &str) -> bool {
    if !state.players.contains_key(name) {
        return false;
    }
    state
        .ssh_keys
        .insert(name.to_string(), fingerprint.to_string());
    true
}

impl PlayerStore for MemoryStore {
    fn record(&self, name: String) -> StoreFuture<Option<PlayerRecord>> {
        self.with(move |s| Ok::<_, StoreError>(records::record(s, &name)))
    }
}

impl KeyStore for MemoryStore {}
