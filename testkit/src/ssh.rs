//! A real SSH client (russh) with keys of its own, for the SSH door's
//! tests: it logs in (or reads the refusal), opens a terminal, types, and
//! reads the screen through a terminal emulator (`vt100`), as a player's
//! terminal would show it. The real OpenSSH client, under a real PTY, is
//! [`OpenSsh`] (module `openssh`).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use rand::Rng;
use russh::client::{self, AuthResult, Handle, KeyboardInteractiveAuthResponse};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::LineEnding;
use russh::keys::{HashAlg, PrivateKey, PrivateKeyWithHashAlg};
use russh::{Channel, ChannelMsg};

use crate::net::{tcp_from, WAIT};
use crate::server;

mod openssh;

pub use openssh::OpenSsh;

/// An ed25519 key made for one test.
#[derive(Clone)]
pub struct SshKey(Arc<PrivateKey>);

impl SshKey {
    pub fn generate() -> SshKey {
        let seed: [u8; 32] = rand::rng().random();
        SshKey(Arc::new(PrivateKey::from(Ed25519Keypair::from_seed(&seed))))
    }

    /// The public key as one OpenSSH line (`ssh-ed25519 AAAA...`).
    pub fn public_line(&self) -> String {
        self.0.public_key().to_openssh().expect("a public key line")
    }

    /// `SHA256:...`, as `ssh-keygen -l` prints it.
    pub fn fingerprint(&self) -> String {
        self.0.public_key().fingerprint(HashAlg::Sha256).to_string()
    }

    /// Writes the private key in OpenSSH format with mode 0600 (for the
    /// OpenSSH client's `-i`).
    pub fn write_private(&self, path: &std::path::Path) {
        self.0
            .write_openssh_file(path, LineEnding::LF)
            .expect("the key file is written");
    }
}

/// Trusts any host key: the tests check the door, not the client's
/// known_hosts.
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

/// A logged-in SSH connection.
pub type Session = Handle<Trusting>;

fn config() -> Arc<client::Config> {
    Arc::new(client::Config {
        inactivity_timeout: Some(Duration::from_secs(60)),
        ..Default::default()
    })
}

/// The test configuration ([`crate::server::config`]) with the SSH door
/// open on an ephemeral port and its host key in `dir`.
pub fn door_config(dir: &std::path::Path) -> chomp_server::Config {
    chomp_server::Config {
        ssh_listen: Some("127.0.0.1:0".parse().expect("an address")),
        ssh_host_key: Some(dir.join("host_key")),
        ..server::config(dir)
    }
}

/// An SSH connection that has done the key exchange and nothing else.
pub async fn connect(addr: SocketAddr) -> Session {
    client::connect(config(), addr, Trusting)
        .await
        .expect("an SSH connection")
}

/// [`connect`] from the local address `local` (another client to the
/// server's per-address limits).
pub async fn connect_from(local: IpAddr, addr: SocketAddr) -> Session {
    let stream = tcp_from(local, addr).await;
    client::connect_stream(config(), stream, Trusting)
        .await
        .expect("an SSH connection")
}

/// Logs in from `local` as `name` with `key`, or panics.
pub async fn log_in_from(local: IpAddr, addr: SocketAddr, name: &str, key: &SshKey) -> Session {
    let mut session = connect_from(local, addr).await;
    let signed = PrivateKeyWithHashAlg::new(key.0.clone(), None);
    let got = session.authenticate_publickey(name, signed).await;
    assert!(
        matches!(got, Ok(AuthResult::Success)),
        "{name} logged in: {got:?}"
    );
    session
}

/// Waits until the server has closed `session`; panics after [`WAIT`].
pub async fn wait_disconnected(session: &Session) {
    let until = tokio::time::Instant::now() + WAIT;
    while !session.is_closed() {
        assert!(
            tokio::time::Instant::now() < until,
            "the server kept the connection"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Logs in as `name` with `key`; `Err` holds what the door said instead
/// (the keyboard-interactive instructions a refused user is shown).
pub async fn log_in(addr: SocketAddr, name: &str, key: &SshKey) -> Result<Session, String> {
    let mut session = client::connect(config(), addr, Trusting)
        .await
        .map_err(|e| format!("no SSH connection: {e}"))?;
    let signed = PrivateKeyWithHashAlg::new(key.0.clone(), None);
    match session.authenticate_publickey(name, signed).await {
        Ok(AuthResult::Success) => return Ok(session),
        Ok(AuthResult::Failure { .. }) => {}
        Err(e) => return Err(format!("authentication failed: {e}")),
    }
    Err(refusal(&mut session, name).await)
}

/// Comes in from `local` without a key, as a guest named `name` (the
/// keyboard-interactive method, no question asked); `Err` holds the
/// sentence the door said instead.
pub async fn guest_from(local: IpAddr, addr: SocketAddr, name: &str) -> Result<Session, String> {
    let stream = tcp_from(local, addr).await;
    let mut session = client::connect_stream(config(), stream, Trusting)
        .await
        .map_err(|e| format!("no SSH connection: {e}"))?;
    match session
        .authenticate_keyboard_interactive_start(name, None::<String>)
        .await
    {
        Ok(KeyboardInteractiveAuthResponse::Success) => Ok(session),
        Ok(KeyboardInteractiveAuthResponse::InfoRequest { instructions, .. }) => Err(instructions),
        other => Err(format!("no answer: {other:?}")),
    }
}

/// What the door tells a user whose key (or lack of one) it refused.
pub async fn refusal(session: &mut Session, name: &str) -> String {
    match session
        .authenticate_keyboard_interactive_start(name, None::<String>)
        .await
    {
        Ok(KeyboardInteractiveAuthResponse::InfoRequest { instructions, .. }) => instructions,
        other => panic!("the refusal says why, got {other:?}"),
    }
}

/// An open session channel with a terminal, and what it shows.
pub struct Term {
    pub channel: Channel<client::Msg>,
    pub screen: vt100::Parser,
    /// Every byte received, for counting.
    pub received: usize,
    pub exit_status: Option<u32>,
    pub closed: bool,
}

impl Term {
    /// Opens a terminal of `cols` x `rows` of type `term`, with `env`
    /// sent as `SendEnv` would, and starts the shell.
    pub async fn open(
        session: &Session,
        term: &str,
        (cols, rows): (u16, u16),
        env: &[(&str, &str)],
    ) -> Term {
        let channel = session.channel_open_session().await.expect("a channel");
        channel
            .request_pty(false, term, cols.into(), rows.into(), 0, 0, &[])
            .await
            .expect("pty-req is sent");
        for (k, v) in env {
            channel.set_env(false, *k, *v).await.expect("env is sent");
        }
        channel.request_shell(true).await.expect("shell is sent");
        Term::wrap(channel, (cols, rows))
    }

    /// A channel on which something else than a terminal was asked.
    pub fn wrap(channel: Channel<client::Msg>, (cols, rows): (u16, u16)) -> Term {
        Term {
            channel,
            screen: vt100::Parser::new(nonzero(rows), nonzero(cols), 0),
            received: 0,
            exit_status: None,
            closed: false,
        }
    }

    /// The screen's text, rows joined by newlines.
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Types bytes (keys as a terminal sends them).
    pub async fn send(&self, bytes: &[u8]) {
        self.channel
            .data_bytes(bytes.to_vec())
            .await
            .expect("the channel takes keys");
    }

    /// Reads one message; false when the channel is closed or nothing came
    /// within `wait`.
    pub async fn read(&mut self, wait: Duration) -> bool {
        match tokio::time::timeout(wait, self.channel.wait()).await {
            Ok(Some(ChannelMsg::Data { data })) => {
                self.received += data.len();
                self.screen.process(&data);
                true
            }
            Ok(Some(ChannelMsg::ExitStatus { exit_status })) => {
                self.exit_status = Some(exit_status);
                true
            }
            Ok(Some(ChannelMsg::Close)) | Ok(None) => {
                self.closed = true;
                false
            }
            Ok(Some(_)) => true,
            Err(_) => false,
        }
    }

    /// Reads until the screen shows `what`; panics after [`WAIT`].
    pub async fn wait_for(&mut self, what: &str) -> String {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            let text = self.text();
            if text.contains(what) {
                return text;
            }
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            if left.is_zero() || (!self.read(left).await && self.closed) {
                panic!("the screen never showed {what:?}; it shows:\n{text}");
            }
        }
    }

    /// Reads until the channel closes; the exit status, if one came.
    pub async fn wait_closed(&mut self) -> Option<u32> {
        let until = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            assert!(!left.is_zero(), "the channel did not close");
            self.read(left).await;
        }
        self.exit_status
    }

    /// Resizes the terminal, as a window change does.
    pub async fn resize(&mut self, cols: u16, rows: u16) {
        self.screen
            .screen_mut()
            .set_size(nonzero(rows), nonzero(cols));
        self.channel
            .window_change(cols.into(), rows.into(), 0, 0)
            .await
            .expect("window-change is sent");
    }

    /// Reads what arrives for a while (to settle before counting).
    pub async fn drain(&mut self, quiet: Duration) {
        while self.read(quiet).await {}
    }
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n.max(1)).unwrap_or(std::num::NonZeroU16::MIN)
}
