//! A `shell` request: the terminal a player asked for becomes a session
//! of the client, within the connection's permit and its address's share
//! of screen cells, or a sentence says why not.

use std::panic::AssertUnwindSafe;

use futures::FutureExt;
use russh::server::Session;
use russh::ChannelId;
use tokio::sync::{mpsc, watch};

use super::{Conn, INPUT_EVENTS};
use crate::input::Inputs;
use crate::play::{self, Seat};

impl Conn {
    /// Starts the player's session on `channel`, or refuses it with a
    /// sentence the player's ssh prints.
    pub(super) fn start_play(&mut self, channel: ChannelId, session: &mut Session) {
        let port = self.door.port;
        let (Some(name), Some(chan)) = (self.name.clone(), self.channels.get_mut(&channel)) else {
            let _ = session.channel_failure(channel);
            return;
        };
        let Some(mut tty) = chan.tty.clone() else {
            let _ = session.channel_success(channel);
            Self::tell_and_close(
                session,
                channel,
                &format!("chomp needs a terminal: connect with ssh -t -p {port} {name}@host"),
                1,
            );
            return;
        };
        let Some(shutdown) = self.shutdown.subscribe() else {
            // The server is shutting down.
            let _ = session.channel_failure(channel);
            return;
        };
        if self.permit.is_none() {
            // One game terminal per connection.
            let _ = session.channel_failure(channel);
            Self::tell_and_close(session, channel, "This connection already plays.", 1);
            return;
        }
        let screens = &self.door.screens;
        let size = (tty.cols, tty.rows);
        let Some(screen) = self
            .permit
            .as_ref()
            .and_then(|p| screens.reserve(p.ip(), size))
        else {
            // A success first, so that OpenSSH prints the sentence.
            let _ = session.channel_success(channel);
            Self::tell_and_close(
                session,
                channel,
                "Your address has too many large terminals open here; make this window smaller or close another session.",
                1,
            );
            return;
        };
        let Some(permit) = self.permit.take() else {
            return;
        };
        tty.lang = chan.lang;
        let (tx, rx) = mpsc::channel(INPUT_EVENTS);
        let (size_tx, size_rx) = watch::channel((tty.cols, tty.rows));
        chan.input = Some(tx);
        chan.size = Some(size_tx);
        chan.screen = Some(screen);
        let _ = session.channel_success(channel);
        let seat = Seat {
            host: self.door.host.clone(),
            default_lang: self.door.lang,
            solver: self.door.solver.clone(),
            handle: session.handle(),
            channel,
            name,
            guest: self.guest.is_some(),
            join_code: self.join_code.clone(),
            client: self.client,
            permit,
            shutdown,
        };
        // A panic in the session (the client's own update and drawing
        // code, run here) is caught and counted; the connection goes on
        // to close as after any session.
        let watch = self.door.host.clone();
        let inputs = Inputs::new(rx, size_rx);
        let run = AssertUnwindSafe(play::play(seat, tty, inputs)).catch_unwind();
        tokio::spawn(run.map(move |ended| {
            if ended.is_err() {
                watch.metrics().task_panicked();
                tracing::error!("an SSH game session crashed");
            }
        }));
        if let Some(playing) = self.playing.take() {
            let _ = playing.send(());
        }
    }
}
