//! Who an SSH user is: the user name is the player's name, checked by the
//! rules of `hello` (length, scripts, look-alikes, new names per address),
//! and the key is the proof. The first key to log in under a free name
//! claims it; after that only that key (or one linked with `link_key`)
//! logs in as that name. A refusal is one sentence the player can act on.

use std::net::IpAddr;

use chomp_server::auth;
use chomp_server::facade::{Host, KeyClaim};

/// A refusal sentence, shown to the SSH user before the connection closes.
pub type Sentence = String;

/// What a user whose key was refused is told to do, when no sentence of
/// the refusal itself says more.
pub fn keyless(port: u16) -> Sentence {
    format!(
        "This game logs you in by your SSH key; make one with: ssh-keygen -t ed25519 \
         (press Enter at each question), then connect again: ssh -p {port} NAME@HOST"
    )
}

/// The shortest and longest private-game code.
const CODE_LEN: std::ops::RangeInclusive<usize> = 4..=8;

/// What the SSH user name asks for: the player's name and, after a `+`,
/// the code of a private game to join (`bob+K7PQ`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub name: String,
    pub join_code: Option<String>,
}

/// Splits `name+CODE`; the code is 4 to 8 letters or digits (lower case
/// is read as upper case, as a friend may type it). The name itself is
/// checked later, by the rules of `hello`.
pub fn parse_user(user: &str) -> Result<User, Sentence> {
    let Some((name, code)) = user.split_once('+') else {
        return Ok(User {
            name: user.to_string(),
            join_code: None,
        });
    };
    let code = code.to_ascii_uppercase();
    let fits = CODE_LEN.contains(&code.len())
        && code
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    if !fits {
        return Err(
            "What follows the + in the user name is not a game code: a code is 4 to 8 letters \
             or digits, as in ssh -p PORT bob+K7PQ@HOST."
                .to_string(),
        );
    }
    Ok(User {
        name: name.to_string(),
        join_code: Some(code),
    })
}

/// Checks (with `claim` false, for a key only offered) or claims `name`
/// for the key of `fingerprint` (once the key's signature is verified).
pub async fn log_in(
    host: &Host,
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
    let found = host
        .claim_by_key(name, fingerprint, false)
        .await
        .map_err(|e| {
            tracing::warn!("the SSH door cannot read the names: {e}");
            "The server cannot check names right now; try again in a minute.".to_string()
        })?;
    if host.guest_holds(name) {
        return Err(format!("{name} is played by a guest right now; {other}"));
    }
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
    if !host.may_claim_name(ip) {
        return Err(format!(
            "Your address has claimed {} new names this hour; use one of them or try later.",
            host.names_per_hour()
        ));
    }
    if !claim {
        return Ok(());
    }
    let claimed = host
        .claim_by_key(name, fingerprint, true)
        .await
        .map_err(|e| {
            tracing::warn!("the SSH door cannot claim a name: {e}");
            "The server cannot claim names right now; try again in a minute.".to_string()
        })?;
    match claimed {
        KeyClaim::New => {
            host.spend_name(ip);
            tracing::info!("{name} was claimed by an SSH key");
            Ok(())
        }
        KeyClaim::Known => Ok(()),
        // Someone claimed it between the offer and the signature.
        _ => Err(format!("{name} was just taken; {other}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(name: &str, code: Option<&str>) -> User {
        User {
            name: name.to_string(),
            join_code: code.map(str::to_string),
        }
    }

    #[test]
    fn a_plus_splits_the_name_from_a_game_code() {
        assert_eq!(parse_user("bob"), Ok(user("bob", None)));
        assert_eq!(parse_user("bob+K7PQ"), Ok(user("bob", Some("K7PQ"))));
        assert_eq!(parse_user("bob+k7pq9"), Ok(user("bob", Some("K7PQ9"))));
        assert_eq!(
            parse_user("bob+ABCD1234"),
            Ok(user("bob", Some("ABCD1234")))
        );
    }

    #[test]
    fn a_bad_code_is_one_sentence() {
        for bad in [
            "bob+",
            "bob+K7P",
            "bob+ABCDE1234",
            "bob+K7-Q",
            "bob+K7PQ+X",
            "bob+ÄBCD",
        ] {
            let why = parse_user(bad).expect_err(bad);
            assert!(why.ends_with('.') && !why.contains('\n'), "{why}");
            assert!(why.contains("4 to 8 letters or digits"), "{why}");
        }
    }
}
