//! The two ways a simulated player reaches the SSH door: russh's client
//! (the library, one task per session, cheap enough for hundreds) and the
//! OpenSSH client (`ssh`), run under a real pseudo-terminal of 80x24 made by
//! util-linux `script`, as a person's terminal runs it. Both carry the
//! player's keys one way and the session's output the other.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use rand::Rng;
use russh::client::{self, AuthResult, Handle};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::LineEnding;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg};
use russh::{Channel, ChannelMsg};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::process::{Child, ChildStdin, ChildStdout};

/// The terminal every session asks for.
pub const TERM: &str = "xterm-256color";
pub const COLS: u16 = 80;
pub const ROWS: u16 = 24;

/// A fresh ed25519 key: each simulated player proves its name with its own.
pub fn new_key() -> Arc<PrivateKey> {
    let seed: [u8; 32] = rand::rng().random();
    Arc::new(PrivateKey::from(Ed25519Keypair::from_seed(&seed)))
}

/// Writes `key` in OpenSSH format (mode 0600) for `ssh -i`.
pub fn write_key(key: &PrivateKey, path: &Path) -> Result<()> {
    key.write_openssh_file(path, LineEnding::LF)
        .with_context(|| format!("cannot write the key {}", path.display()))
}

/// Accepts the door's host key: the load runs against a server it started
/// itself on loopback (the address is checked to be one).
pub struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// One session's terminal channel.
pub enum Io {
    Russh {
        /// Keeps the connection open while the channel is in use.
        _session: Handle<Trusting>,
        channel: Channel<client::Msg>,
    },
    OpenSsh {
        child: Child,
        stdin: ChildStdin,
        stdout: ChildStdout,
        buf: Vec<u8>,
    },
}

impl Io {
    /// Logs in as `name` with russh, asks for a PTY and a shell.
    pub async fn russh(at: SocketAddr, name: &str, key: Arc<PrivateKey>) -> Result<Io> {
        let config = Arc::new(client::Config {
            inactivity_timeout: Some(Duration::from_secs(120)),
            nodelay: true,
            ..Default::default()
        });
        let mut session = client::connect(config, at, Trusting)
            .await
            .context("no SSH connection")?;
        let signed = PrivateKeyWithHashAlg::new(key, None);
        match session
            .authenticate_publickey(name, signed)
            .await
            .context("authentication failed")?
        {
            AuthResult::Success => {}
            AuthResult::Failure { .. } => bail!("the door refused the key of {name}"),
        }
        let channel = session
            .channel_open_session()
            .await
            .context("no session channel")?;
        channel
            .request_pty(false, TERM, COLS.into(), ROWS.into(), 0, 0, &[])
            .await
            .context("pty-req")?;
        channel.request_shell(true).await.context("shell")?;
        Ok(Io::Russh {
            _session: session,
            channel,
        })
    }

    /// Starts `ssh -tt NAME@HOST` with `key` under a pseudo-terminal of
    /// 80x24 (`script` makes it; `stty` sizes it, so `ssh` sends that size
    /// in its pty-req and puts the terminal in raw mode as for a person).
    pub fn openssh(at: SocketAddr, name: &str, key: &Path) -> Result<Io> {
        let ssh = format!(
            "stty cols {COLS} rows {ROWS}; exec ssh -tt -p {port} -i {key} \
             -o IdentitiesOnly=yes -o StrictHostKeyChecking=no \
             -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR {name}@{host}",
            port = at.port(),
            key = key.display(),
            host = at.ip(),
        );
        let mut child = tokio::process::Command::new("script")
            .args(["-q", "-f", "-e", "-c", &ssh, "/dev/null"])
            .env("TERM", TERM)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .context("cannot start script(1) to run ssh (util-linux and OpenSSH are needed)")?;
        let stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
        let stdout = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
        Ok(Io::OpenSsh {
            child,
            stdin,
            stdout,
            buf: vec![0; 16 * 1024],
        })
    }

    /// Types bytes, as a terminal sends keys.
    pub async fn send(&mut self, bytes: &[u8]) -> Result<()> {
        match self {
            Io::Russh { channel, .. } => channel
                .data_bytes(bytes.to_vec())
                .await
                .context("the channel took no keys"),
            Io::OpenSsh { stdin, .. } => {
                stdin.write_all(bytes).await.context("ssh took no keys")?;
                stdin.flush().await.context("ssh took no keys")
            }
        }
    }

    /// The next piece of output; `None` once the session ended. With
    /// russh, one piece is one SSH data message, which the door sends per
    /// frame it draws.
    pub async fn recv(&mut self) -> Option<Vec<u8>> {
        match self {
            Io::Russh { channel, .. } => loop {
                match channel.wait().await? {
                    ChannelMsg::Data { data } => return Some(data.to_vec()),
                    ChannelMsg::Close | ChannelMsg::Eof => return None,
                    _ => {}
                }
            },
            Io::OpenSsh { stdout, buf, .. } => match stdout.read(buf).await {
                Ok(0) | Err(_) => None,
                Ok(n) => Some(buf[..n].to_vec()),
            },
        }
    }

    /// Whether frames can be counted on this transport: OpenSSH's output
    /// passes through a pseudo-terminal that joins and splits writes.
    pub fn frames_visible(&self) -> bool {
        matches!(self, Io::Russh { .. })
    }

    /// Ends the session (the OpenSSH client is stopped).
    pub async fn close(self) {
        match self {
            Io::Russh { channel, .. } => {
                let _ = channel.close().await;
            }
            Io::OpenSsh { mut child, .. } => {
                let _ = child.kill().await;
            }
        }
    }
}
