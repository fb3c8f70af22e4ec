//! Who an SSH user is: the user name is the player's name, checked by the
//! rules of `hello` (length, scripts, look-alikes, new names per address),
//! and the key is the proof. The first key to log in under a free name
//! claims it; after that only that key (or one linked with `link_key`)
//! logs in as that name. A refusal is one sentence the player can act on.

use std::net::IpAddr;

use crate::auth;
use crate::context::Shared;
use crate::store::KeyClaim;

/// A refusal sentence, shown to the SSH user before the connection closes.
pub type Sentence = String;

/// What a user without a key, or with a refused one, is told to do.
pub fn keyless(port: u16) -> Sentence {
    format!(
        "This game logs you in by your SSH key; make one with: ssh-keygen -t ed25519 \
         (press Enter at each question), then connect again: ssh -p {port} yourname@host"
    )
}

/// Checks (with `claim` false, for a key only offered) or claims `name`
/// for the key of `fingerprint` (once the key's signature is verified).
pub async fn log_in(
    shared: &Shared,
    port: u16,
    ip: IpAddr,
    name: &str,
    fingerprint: &str,
    claim: bool,
) -> Result<(), Sentence> {
    let other = format!("pick another name: ssh -p {port} othername@host");
    if let Err(why) = auth::check_name(name) {
        return Err(format!(
            "\"{name}\" cannot be a player name: {why} Please {other}"
        ));
    }
    let found = shared
        .store
        .claim_by_key(name.to_string(), fingerprint.to_string(), false)
        .await
        .map_err(|e| {
            tracing::warn!("the SSH door cannot read the names: {e}");
            "The server cannot check names right now; try again in a minute.".to_string()
        })?;
    match found {
        KeyClaim::Known => return Ok(()),
        KeyClaim::OtherKey => return Err(format!("{name} belongs to another key; {other}")),
        KeyClaim::TokenOnly => {
            return Err(format!(
                "{name} was claimed in the chomp program, not by a key; link your key there \
                 (press a in its lobby, or run chomp link-key ~/.ssh/id_ed25519.pub), \
                 or {other}"
            ))
        }
        KeyClaim::LookAlike => {
            return Err(format!("{name} is too close to an existing name; {other}"))
        }
        KeyClaim::New => {}
    }
    if !shared.name_limits.may_claim(ip) {
        return Err(format!(
            "Your address has claimed {} new names this hour; use one of them or try later.",
            shared.name_limits.per_hour()
        ));
    }
    if !claim {
        return Ok(());
    }
    let claimed = shared
        .store
        .claim_by_key(name.to_string(), fingerprint.to_string(), true)
        .await
        .map_err(|e| {
            tracing::warn!("the SSH door cannot claim a name: {e}");
            "The server cannot claim names right now; try again in a minute.".to_string()
        })?;
    match claimed {
        KeyClaim::New => {
            shared.name_limits.spend(ip);
            tracing::info!("{name} was claimed by an SSH key");
            Ok(())
        }
        KeyClaim::Known => Ok(()),
        // Someone claimed it between the offer and the signature.
        _ => Err(format!("{name} was just taken; {other}")),
    }
}
