//! `hello`: the protocol version, the name and its token, and whether the
//! client is a hosted bot.

use chomp_protocol::{ErrorCode, Reply, ServerInfo, ServerMsg, PROTOCOL_VERSION};

use super::Session;
use crate::auth;
use crate::metrics::ConnState;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::store::Claim;

/// What `hello` carries.
pub struct Greeting {
    pub protocol: u32,
    pub name: String,
    pub token: Option<String>,
    pub bot: bool,
}

/// Claims a new name (answering its token) or checks a known one's token.
pub async fn hello(s: &mut Session, g: Greeting, re: Re) -> Result<(), Refusal> {
    let Greeting {
        protocol,
        name,
        token,
        bot,
    } = g;
    if protocol != PROTOCOL_VERSION {
        return Err(Refusal::new(
            ErrorCode::BadProtocol,
            format!("This server speaks protocol {PROTOCOL_VERSION}, not {protocol}."),
        ));
    }
    auth::check_name(&name).map_err(|m| Refusal::new(ErrorCode::BadName, m))?;
    if let Some(trusted) = &s.trusted {
        if *trusted != name {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("This connection is {trusted}'s; it cannot say hello as \"{name}\"."),
            ));
        }
        // The door checked the key and claimed the name; the token stays
        // secret (only its hash is stored), so the welcome carries none.
        return welcome(s, name, String::new(), false, re);
    }
    // A guest holds the name while connected: nobody claims it meanwhile.
    if s.shared.guests.holds(&name) {
        return Err(Refusal::new(
            ErrorCode::NameTaken,
            format!("The name \"{name}\" is played by a guest right now; choose another."),
        ));
    }
    // Over its budget an address may still log in by an existing name; the
    // exact name is what decides (names are never deleted, so the answer
    // cannot change before the claim).
    let may_create = s.shared.name_limits.may_claim(s.client);
    if !may_create && !name_exists(s, &name).await? {
        return Err(Refusal::new(
            ErrorCode::LimitReached,
            format!(
                "Your address has claimed {} new names this hour; use one of them or try later.",
                s.shared.name_limits.per_hour()
            ),
        ));
    }
    let claim = s
        .shared
        .store
        .claim(name.clone(), token.clone(), bot)
        .await
        .map_err(Refusal::store)?;
    let token = match (claim, token) {
        (Claim::New(t), _) => {
            s.shared.name_limits.spend(s.client);
            t
        }
        (Claim::Known, Some(t)) => t,
        (Claim::LookAlike, _) => {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("The name \"{name}\" is too close to an existing name; choose another."),
            ))
        }
        _ => {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("The name \"{name}\" is taken; it needs its token."),
            ))
        }
    };
    welcome(s, name, token, bot, re)
}

/// Marks the connection as `name` and says welcome, if the name has a
/// connection place left (over SSH as over WebSocket).
fn welcome(s: &mut Session, name: String, token: String, bot: bool, re: Re) -> Result<(), Refusal> {
    // Counted only once the token is proven, so nobody can use up another
    // player's places; a second hello on this connection keeps its place.
    if s.name_slot.is_none() {
        let Some(slot) = s.shared.name_conns.try_take(&name) else {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!(
                    "The name \"{name}\" already has {} connections open; close one first.",
                    s.shared.name_conns.max()
                ),
            ));
        };
        s.name_slot = Some(slot);
    }
    s.shared.hub.connect(&name);
    s.shared.roster.arrive(Peer {
        conn: s.id,
        name: name.clone(),
        bot,
        tx: s.tx.clone(),
    });
    // Searches for this name (its bots' moves, its hints) are charged to
    // this address from now on.
    s.shared.bots.tenants.note(&name, s.client);
    s.name = Some(name.clone());
    s.bot = bot;
    s.shared
        .metrics
        .connection_became(ConnState::Anonymous, ConnState::Named);
    tracing::info!("connection {} is {name}", s.id);
    let games = s.shared.hub.games_of(&name);
    s.reply(Reply::answer(
        re,
        ServerMsg::Welcome {
            name,
            token,
            server: ServerInfo {
                name: "chomp-server".into(),
                version: env!("CARGO_PKG_VERSION").into(),
                perfect_heights: s.shared.bots.perfect_heights(),
            },
            games,
            service: s.shared.service().map(str::to_string),
        },
    ));
    Ok(())
}

/// Whether the exact name is claimed already.
async fn name_exists(s: &Session, name: &str) -> Result<bool, Refusal> {
    let record = s
        .shared
        .store
        .record(name.to_string())
        .await
        .map_err(Refusal::store)?;
    Ok(record.is_some())
}
