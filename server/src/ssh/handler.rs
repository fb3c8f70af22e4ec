//! One SSH connection as russh sees it: authentication by key only, and
//! only interactive sessions. Exec, subsystems (sftp), forwarding in either
//! direction, agent forwarding and X11 are refused; a session without a
//! PTY is told to use `ssh -t` and closed; at most `--ssh-max-channels`
//! channels per connection, and one game terminal.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;

use chomp_client::i18n::Lang;
use crossterm::event::Event;
use russh::keys::HashAlg;
use russh::server::{Auth, ChannelOpenHandle, Msg, Response, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet};
use tokio::sync::{mpsc, oneshot};

use super::identity;
use super::input::KeyReader;
use super::play::{self, Seat, Tty};
use super::Door;
use crate::addr_limits::AddrPermit;
use crate::shutdown::Subscriber;

/// Keys and resizes waiting for the session's loop; more makes the SSH
/// reader wait (the peer's window fills), it never grows memory.
const INPUT_EVENTS: usize = 256;

/// The handler of one SSH connection.
pub struct Conn {
    pub door: Arc<Door>,
    pub client: IpAddr,
    /// The address's connection permit, handed to the game session.
    pub permit: Option<AddrPermit>,
    /// Told once authentication succeeded: the handshake is over.
    pub authed: Option<oneshot::Sender<()>>,
    /// The shutdown signal for a game session. Weak: the connection's own
    /// task holds the strong one, so a peer that never closes its socket
    /// cannot keep shutdown waiting through this handler.
    pub shutdown: Subscriber,
    /// The name the key proved.
    name: Option<String>,
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
}

impl Conn {
    pub fn new(
        door: Arc<Door>,
        client: IpAddr,
        permit: AddrPermit,
        authed: oneshot::Sender<()>,
        shutdown: Subscriber,
    ) -> Self {
        Conn {
            door,
            client,
            permit: Some(permit),
            authed: Some(authed),
            shutdown,
            name: None,
            refusal: None,
            opened: 0,
            channels: HashMap::new(),
        }
    }

    fn refuse_key(&mut self, sentence: String) -> Auth {
        self.refusal = Some(sentence);
        Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
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
    fn refuse_request(&mut self, session: &mut Session, channel: ChannelId, what: &str) {
        let _ = session.channel_failure(channel);
        let port = self.door.port;
        Self::tell_and_close(
            session,
            channel,
            &format!("This server only plays chomp in a terminal ({what} is not served): ssh -t -p {port} name@host"),
            1,
        );
    }
}

/// Public keys, and keyboard-interactive only to tell why a key was refused.
pub fn methods() -> MethodSet {
    MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..])
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
        self.refusal
            .get_or_insert_with(|| identity::keyless(self.door.port));
        Ok(Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
        })
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let fp = offer.public_key.fingerprint(HashAlg::Sha256).to_string();
        let door = &self.door;
        match identity::log_in(&door.shared, door.port, self.client, user, &fp, false).await {
            Ok(()) => Ok(Auth::Accept),
            Err(sentence) => Ok(self.refuse_key(sentence)),
        }
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fp = key.public_key.fingerprint(HashAlg::Sha256).to_string();
        let door = &self.door;
        match identity::log_in(&door.shared, door.port, self.client, user, &fp, true).await {
            Ok(()) => {
                self.name = Some(user.to_string());
                Ok(Auth::Accept)
            }
            Err(sentence) => Ok(self.refuse_key(sentence)),
        }
    }

    /// Never logs anyone in: it only shows the sentence that says why the
    /// key (or the lack of one) was refused, which OpenSSH prints.
    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        if response.is_some() {
            return Ok(Auth::Reject {
                proceed_with_methods: None,
                partial_success: false,
            });
        }
        let sentence = self
            .refusal
            .clone()
            .unwrap_or_else(|| identity::keyless(self.door.port));
        Ok(Auth::Partial {
            name: "chomp".into(),
            instructions: sentence.into(),
            prompts: Vec::new().into(),
        })
    }

    async fn auth_succeeded(&mut self, _session: &mut Session) -> Result<(), Self::Error> {
        if let Some(authed) = self.authed.take() {
            let _ = authed.send(());
        }
        Ok(())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.opened >= self.door.shared.config.ssh_max_channels.max(1) {
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
        chan.tty = Some(Tty {
            term: term.to_string(),
            cols: clamp_size(cols, MAX_COLS),
            rows: clamp_size(rows, MAX_ROWS),
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
        let port = self.door.port;
        let (Some(name), Some(chan)) = (self.name.clone(), self.channels.get_mut(&channel)) else {
            let _ = session.channel_failure(channel);
            return Ok(());
        };
        let Some(mut tty) = chan.tty.clone() else {
            let _ = session.channel_success(channel);
            Self::tell_and_close(
                session,
                channel,
                &format!("chomp needs a terminal: connect with ssh -t -p {port} {name}@host"),
                1,
            );
            return Ok(());
        };
        let Some(shutdown) = self.shutdown.subscribe() else {
            // The server is shutting down.
            let _ = session.channel_failure(channel);
            return Ok(());
        };
        let Some(permit) = self.permit.take() else {
            // One game terminal per connection.
            let _ = session.channel_failure(channel);
            Self::tell_and_close(session, channel, "This connection already plays.", 1);
            return Ok(());
        };
        tty.lang = chan.lang;
        let (tx, rx) = mpsc::channel(INPUT_EVENTS);
        chan.input = Some(tx);
        let _ = session.channel_success(channel);
        let seat = Seat {
            shared: self.door.shared.clone(),
            solver: self.door.solver.clone(),
            handle: session.handle(),
            channel,
            name,
            client: self.client,
            permit,
            shutdown,
        };
        tokio::spawn(play::play(seat, tty, rx));
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_request(session, channel, "running a command");
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let what = format!("the {name} subsystem");
        self.refuse_request(session, channel, &what);
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(input) = self.channels.get(&channel).and_then(|c| c.input.as_ref()) {
            let resize = Event::Resize(clamp_size(cols, MAX_COLS), clamp_size(rows, MAX_ROWS));
            let _ = input.send(resize).await;
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let Some(chan) = self.channels.get_mut(&channel) else {
            return Ok(());
        };
        let Some(input) = chan.input.clone() else {
            return Ok(());
        };
        for event in chan.keys.feed(data) {
            if input.send(event).await.is_err() {
                break;
            }
        }
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

/// The largest terminal drawn: a client may claim any size, and the
/// screen's buffers grow with it.
const MAX_COLS: u16 = 400;
const MAX_ROWS: u16 = 200;

/// A terminal size as the UI takes it: at least 1, at most `max`.
fn clamp_size(n: u32, max: u16) -> u16 {
    u16::try_from(n.max(1)).unwrap_or(max).min(max)
}
