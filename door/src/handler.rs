//! One SSH connection as russh sees it: authentication by key, or as a
//! guest without one, and only interactive sessions. Exec, subsystems (sftp), forwarding in either
//! direction, agent forwarding and X11 are refused; a session without a
//! PTY is told to use `ssh -t` and closed; at most `--ssh-max-channels`
//! channels per connection, and one game terminal.

mod auth;
mod shell;
mod typing;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;

use chomp_client::i18n::Lang;
use crossterm::event::Event;
use russh::keys::HashAlg;
use russh::server::{Auth, ChannelOpenHandle, Msg, Response, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure};
use tokio::sync::{mpsc, oneshot, watch};

use chomp_server::facade::{AddrPermit, GuestHold, Subscriber};

use crate::budget::InputBudget;
use crate::door::{methods, Door};
use crate::input::KeyReader;
use crate::play::Tty;
use crate::screens::{clamped, ScreenShare};

/// Keys and resizes waiting for the session's loop; more makes the SSH
/// reader wait (the peer's window fills), it never grows memory.
const INPUT_EVENTS: usize = 256;

/// The handler of one SSH connection.
pub struct Conn {
    pub door: Arc<Door>,
    pub client: IpAddr,
    /// The address's connection permit, handed to the game session.
    pub permit: Option<AddrPermit>,
    /// Told once the player's terminal starts: the opening is over.
    pub playing: Option<oneshot::Sender<()>>,
    /// The shutdown signal for a game session. Weak: the connection's own
    /// task holds the strong one, so a peer that never closes its socket
    /// cannot keep shutdown waiting through this handler.
    pub shutdown: Subscriber,
    /// What typing and resizing may cost.
    budget: InputBudget,
    /// The name the key proved, or the guest's.
    name: Option<String>,
    /// A guest's hold on the name (no key): kept while connected.
    guest: Option<GuestHold>,
    /// The private game the user name asked to join (`bob+K7PQ`).
    join_code: Option<String>,
    /// Why the last key or name was refused, shown by the refusal.
    refusal: Option<String>,
    opened: usize,
    channels: HashMap<ChannelId, Chan>,
}

/// A session channel's state before and during its game.
#[derive(Default)]
struct Chan {
    tty: Option<Tty>,
    lang: Option<Lang>,
    keys: KeyReader,
    input: Option<mpsc::Sender<Event>>,
    /// The terminal's size as last asked; the session draws the latest.
    size: Option<watch::Sender<(u16, u16)>>,
    /// The session's screen, counted against its address.
    screen: Option<ScreenShare>,
}

impl Conn {
    pub fn new(
        door: Arc<Door>,
        client: IpAddr,
        permit: AddrPermit,
        playing: oneshot::Sender<()>,
        shutdown: Subscriber,
    ) -> Self {
        let config = door.host.config();
        let budget = InputBudget::new(config.rate, config.burst, permit.budget());
        Conn {
            door,
            client,
            budget,
            permit: Some(permit),
            playing: Some(playing),
            shutdown,
            name: None,
            guest: None,
            join_code: None,
            refusal: None,
            opened: 0,
            channels: HashMap::new(),
        }
    }

    /// Sends one line to a channel and closes it (a refused request).
    fn tell_and_close(session: &mut Session, channel: ChannelId, line: &str, status: u32) {
        let _ = session.data(channel, format!("{line}\r\n").into_bytes());
        let _ = session.exit_status_request(channel, status);
        let _ = session.eof(channel);
        let _ = session.close(channel);
    }

    /// Refuses a channel request that is not a terminal.
    /// `accept` answers the request as a success first, so that the
    /// client prints the sentence (OpenSSH answers a failed `exec` with
    /// only "exec request failed" and does not show what follows).
    fn refuse_request(
        &mut self,
        session: &mut Session,
        channel: ChannelId,
        what: &str,
        accept: bool,
    ) {
        if accept {
            let _ = session.channel_success(channel);
        } else {
            let _ = session.channel_failure(channel);
        }
        let port = self.door.port;
        let name = self.name.as_deref().unwrap_or("yourname");
        Self::tell_and_close(
            session,
            channel,
            &format!("This server only plays chomp in a terminal ({what} is not served): ssh -t -p {port} {name}@host"),
            1,
        );
    }
}

impl russh::server::Handler for Conn {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
        })
    }

    async fn auth_password(&mut self, _user: &str, _password: &str) -> Result<Auth, Self::Error> {
        Ok(self.password_refused())
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let fp = offer.public_key.fingerprint(HashAlg::Sha256).to_string();
        Ok(self.key_offered(user, &fp).await)
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fp = key.public_key.fingerprint(HashAlg::Sha256).to_string();
        Ok(self.key_verified(user, &fp).await)
    }

    /// A user without a key (or whose keys were refused) comes in as a
    /// guest, or is told why not (`Conn::guest_or_why`).
    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        Ok(self.guest_or_why(user, response.is_some()).await)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.opened >= self.door.host.config().ssh_max_channels.max(1) {
            reply
                .reject(ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        self.opened += 1;
        self.channels.insert(channel.id(), Chan::default());
        // The handler's callbacks read the channel; the object is not kept,
        // so russh never waits for anyone to drain it.
        drop(channel);
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let _ = session.channel_failure(channel);
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let Some(chan) = self.channels.get_mut(&channel) else {
            let _ = session.channel_failure(channel);
            return Ok(());
        };
        let (cols, rows) = clamped(cols, rows);
        chan.tty = Some(Tty {
            term: term.to_string(),
            cols,
            rows,
            lang: None,
        });
        let _ = session.channel_success(channel);
        Ok(())
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        variable: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // LC_ALL wins over LANG, as in a local shell.
        if let Some(chan) = self.channels.get_mut(&channel) {
            match variable {
                "LC_ALL" if !value.is_empty() => chan.lang = value.parse().ok().or(chan.lang),
                "LANG" if chan.lang.is_none() => chan.lang = value.parse().ok(),
                _ => {}
            }
        }
        let _ = session.channel_success(channel);
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.start_play(channel, session);
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_request(session, channel, "running a command", true);
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let what = format!("the {name} subsystem");
        self.refuse_request(session, channel, &what, false);
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.resize(channel, cols, rows, session);
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.typed(channel, data, session).await;
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.end_channel(channel);
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.end_channel(channel);
        Ok(())
    }
}

impl Conn {
    /// The player's side is gone: the game loop sees its input end.
    fn end_channel(&mut self, channel: ChannelId) {
        self.channels.remove(&channel);
    }
}
