//! Guests: a user whose SSH client offers no key (or none the door takes)
//! logs in without any prompt under the name they asked for, when nobody
//! holds it: not claimed in the store (by a key or a token, nor a name
//! too close to one), not online now, not held by another guest. The
//! name is never stored as claimed: the guest holds it only while
//! connected ([`GuestHold`]). A guest is a new name for the address's
//! hourly budget of names, like any first login.

use std::net::IpAddr;

use chomp_server::auth;
use chomp_server::facade::{GuestHold, Host, KeyClaim};

use crate::identity::Sentence;

/// A fingerprint no key has: asking the store about it tells whether the
/// name is free without writing anything.
const NO_KEY: &str = "";

/// Lets a keyless user in as a guest named `name`, or says why not.
pub async fn admit(host: &Host, port: u16, ip: IpAddr, name: &str) -> Result<GuestHold, Sentence> {
    let other = format!("or pick another name: ssh -p {port} othername@HOST");
    if let Err(why) = auth::check_name(name) {
        return Err(format!(
            "\"{name}\" cannot be a player name: {why} Please {}",
            other.trim_start_matches("or ")
        ));
    }
    // Held first, so that two guests asking at once cannot both pass.
    let Some(hold) = host.try_hold_guest(name) else {
        return Err(format!(
            "{name} is played by another guest right now; {other}"
        ));
    };
    if host.is_online(name) {
        return Err(format!("{name} is online right now; {other}"));
    }
    let found = host.claim_by_key(name, NO_KEY, false).await.map_err(|e| {
        tracing::warn!("the SSH door cannot read the names: {e}");
        "The server cannot check names right now; try again in a minute.".to_string()
    })?;
    match found {
        KeyClaim::New => {}
        KeyClaim::Known | KeyClaim::OtherKey => {
            return Err(format!(
                "{name} belongs to a player with an SSH key; connect with that key, {other}"
            ))
        }
        KeyClaim::TokenOnly => {
            return Err(format!(
                "{name} belongs to a player of the chomp program; {other}"
            ))
        }
        KeyClaim::LookAlike => {
            return Err(format!("{name} is too close to an existing name; {other}"))
        }
    }
    if !host.may_claim_name(ip) {
        return Err(format!(
            "Your address has taken {} new names this hour; use one of them or try later.",
            host.names_per_hour()
        ));
    }
    host.spend_name(ip);
    tracing::info!("{name} came in as a guest");
    Ok(hold)
}
