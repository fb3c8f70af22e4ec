//! `hello`: the protocol version, the name and its token.

use chomp_protocol::{ErrorCode, Reply, ServerInfo, ServerMsg, PROTOCOL_VERSION};

use super::Session;
use crate::auth;
use crate::metrics::ConnState;
use crate::refusal::{Re, Refusal};
use crate::store::Claim;

/// Claims a new name (answering its token) or checks a known one's token.
pub async fn hello(
    s: &mut Session,
    protocol: u32,
    name: String,
    token: Option<String>,
    re: Re,
) -> Result<(), Refusal> {
    if protocol != PROTOCOL_VERSION {
        return Err(Refusal::new(
            ErrorCode::BadProtocol,
            format!("This server speaks protocol {PROTOCOL_VERSION}, not {protocol}."),
        ));
    }
    auth::check_name(&name).map_err(|m| Refusal::new(ErrorCode::BadName, m))?;
    let claim = s
        .shared
        .store
        .claim(name.clone(), token.clone())
        .await
        .map_err(Refusal::store)?;
    let token = match (claim, token) {
        (Claim::New(t), _) => t,
        (Claim::Known, Some(t)) => t,
        _ => {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("The name \"{name}\" is taken; it needs its token."),
            ))
        }
    };
    s.shared.hub.connect(&name);
    s.name = Some(name.clone());
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
            },
            games,
        },
    ));
    Ok(())
}
