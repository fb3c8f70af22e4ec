//! `link_key`: a player logged in with the token lets an SSH key log in as
//! the same name through the SSH door; after that both ways work.

use chomp_protocol::{ErrorCode, Reply, ServerMsg};
use russh::keys::{HashAlg, PublicKey};

use super::Session;
use crate::refusal::{Re, Refusal};

/// Parses the OpenSSH public key line and links its key to `name`.
pub async fn link_key(s: &mut Session, name: &str, line: &str, re: Re) -> Result<(), Refusal> {
    let key = PublicKey::from_openssh(line.trim()).map_err(|_| {
        Refusal::new(
            ErrorCode::BadRequest,
            "The key is not an OpenSSH public key line (the contents of a .pub file).",
        )
    })?;
    let fingerprint = key.fingerprint(HashAlg::Sha256).to_string();
    let linked = s
        .shared
        .store
        .link_key(name.to_string(), fingerprint.clone())
        .await
        .map_err(Refusal::store)?;
    if !linked {
        return Err(Refusal::internal(
            "the name of this connection is not stored",
        ));
    }
    tracing::info!("{name} linked the SSH key {fingerprint}");
    let ssh_port = s.shared.ssh_port();
    s.reply(Reply::answer(
        re,
        ServerMsg::KeyLinked {
            fingerprint,
            ssh_port,
        },
    ));
    Ok(())
}
