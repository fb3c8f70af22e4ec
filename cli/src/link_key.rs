//! `chomp link-key ~/.ssh/id_ed25519.pub`: logs in with the name's token
//! (from the token file) and asks the server to let that SSH key log in as
//! the name too, through its SSH door. After that both ways work.

use std::path::Path;

use anyhow::{bail, Context, Result};
use chomp_client::config::TokenBook;
use chomp_client::tls::Connector;
use chomp_protocol::{ClientMsg, Reply, Request, ServerMsg, PROTOCOL_VERSION};
use futures::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

/// The first key line of an OpenSSH `.pub` file (the client's reader,
/// which the lobby's link-key prompt uses too).
pub fn read_key_line(path: &Path) -> Result<String> {
    Ok(chomp_client::key_file::read_key_line(path)?)
}

/// Links the key to `name` on the server at `url`, logging in with the
/// token `book` holds for the service the server names; the key's
/// fingerprint.
pub async fn link(
    connector: &Connector,
    url: &str,
    name: &str,
    book: &TokenBook,
    key_line: String,
) -> Result<String> {
    let (mut ws, service) = connector
        .open(url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot reach {url}: {e}"))?;
    let token = book
        .lookup(service.as_deref(), name)
        .context("cannot read the token file")?
        .with_context(|| {
            format!("no token for {name} on {url}: play there once with this name first")
        })?;
    let hello = Request::new(ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: name.to_string(),
        token: Some(token),
        bot: false,
    });
    let link = Request::new(ClientMsg::LinkKey { key: key_line });
    for req in [hello, link] {
        ws.send(Message::text(req.to_json()))
            .await
            .context("cannot send to the server")?;
    }
    while let Some(frame) = ws.next().await {
        let Message::Text(text) = frame.context("the connection failed")? else {
            continue;
        };
        let Ok(reply) = serde_json::from_str::<Reply>(text.as_str()) else {
            continue;
        };
        match reply.msg {
            ServerMsg::KeyLinked { fingerprint, .. } => {
                let _ = ws.close(None).await;
                return Ok(fingerprint);
            }
            ServerMsg::Error { message, .. } => bail!("the server refused: {message}"),
            _ => {}
        }
    }
    bail!("the server closed the connection before answering")
}
