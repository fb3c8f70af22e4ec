//! Everything that can happen to the client, as plain values: key presses,
//! mouse actions, terminal resizes and network events all become a [`Msg`]
//! that `update` folds into the [`crate::app::App`]. What `update` wants done
//! in the outside world comes back as [`Command`]s, so the logic is testable
//! without a terminal or a socket.

use std::time::Duration;

use chomp_engine::{Hints, Position};
use chomp_protocol::{GameId, HintsReply, Reply, Request};
use crossterm::event::{KeyEvent, MouseEvent};
use serde_json::Value;

use crate::tournament_wire::TourneyFrame;

pub use crate::reach::Failure;

/// An input to `update`.
#[derive(Clone, Debug)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    /// The terminal now has this many columns and rows.
    Resize(u16, u16),
    Net(NetEvent),
    /// Hints the client computed itself for a replayed position of `game`
    /// after `ply` moves (the server answers only for the live position).
    LocalHints {
        game: GameId,
        ply: u32,
        hints: HintsReply,
    },
    /// The wall clock now, in milliseconds since the Unix epoch: the run
    /// loop says it before each draw and every second while a move clock
    /// runs, so the countdown moves (and tests choose "now").
    Tick(u64),
    /// The wait asked for by [`Command::RetryHints`] is over: ask again
    /// for the hints of `game` after `ply` moves, if that is still the
    /// position shown.
    RetryHints {
        game: GameId,
        ply: u32,
    },
    /// The public key file asked for by [`Command::ReadKeyFile`]: its key
    /// line, or why there is none.
    KeyFile {
        path: String,
        read: Result<String, crate::key_file::KeyFileError>,
    },
    /// The record asked for by [`Command::SaveRecord`]: the path written,
    /// or why not.
    RecordSaved {
        game: GameId,
        saved: Result<String, String>,
    },
    /// The values [`Command::AnalyseBoard`] asked for, for the analysis
    /// board's position number `seq`.
    BoardValues {
        seq: u64,
        hints: Hints,
    },
}

/// What the connection task reports.
#[derive(Clone, Debug, PartialEq)]
// Each event is moved once from the task to `update`: boxing the frame
// would cost an allocation per frame and save nothing.
#[allow(clippy::large_enum_variant)]
pub enum NetEvent {
    /// A connection attempt is starting (attempt 1 is the first).
    Connecting { attempt: u32 },
    /// The socket is open and `hello` has been sent.
    Connected,
    /// The connection dropped or could not be made; the next attempt is in
    /// `retry_in`. `failed` says which address could not be reached and
    /// why when the attempt to connect failed (`None`: a connection that
    /// worked dropped), so the screen can say it in the reader's language.
    Lost {
        reason: String,
        retry_in: Duration,
        failed: Option<Failure>,
    },
    /// The server closed the connection because its host is stopping it
    /// (close code 1001, "going away"): what the screen should say instead
    /// of a bare connection failure while the task keeps trying.
    HostStopped,
    /// A frame from the server (pongs are consumed by the task and become `Rtt`).
    Frame(Reply),
    /// A measured round-trip time.
    Rtt(Duration),
    /// The server cannot be reached and trying again will not help (a TLS
    /// certificate that is not trusted, an address that is no address): the
    /// task has stopped and this sentence says why.
    Fatal(String),
    /// A tournament frame this client's protocol types cannot read (a
    /// newer format such as the bot ladder's), read by its own
    /// `tournament_wire` instead.
    Tournament {
        re: Option<Value>,
        frame: TourneyFrame,
    },
}

/// A side effect `update` asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Send a request to the server.
    Send(Request),
    /// Keep the token the server issued for `name`, so the name stays ours:
    /// filed under `service` (the id the server named in `welcome`) when
    /// there is one, and under the address either way.
    SaveToken {
        name: String,
        token: String,
        service: Option<String>,
    },
    /// Work out the hints of `position`, reached after `ply` moves of
    /// `game`, and hand them back as [`Msg::LocalHints`].
    ComputeHints {
        game: GameId,
        ply: u32,
        position: Position,
    },
    /// The server was too busy for the hints of `game` after `ply` moves:
    /// hand back [`Msg::RetryHints`] once `after` has passed.
    RetryHints {
        game: GameId,
        ply: u32,
        after: Duration,
    },
    /// Read the public key file at `path` (`~/` is the home directory)
    /// and hand its key line back as [`Msg::KeyFile`]. Only a client on the
    /// player's own computer is asked to (`App::local_files`).
    ReadKeyFile { path: String },
    /// Save the text record of `game` as `chomp-<game>.txt` in the current
    /// directory and say where as [`Msg::RecordSaved`] (only on the
    /// player's own computer, like [`Command::ReadKeyFile`]).
    SaveRecord { game: GameId, text: String },
    /// Work out the values of the analysis board's position `seq` (within
    /// the solver's time budget, one at a time, the latest asked first)
    /// and hand them back as [`Msg::BoardValues`].
    AnalyseBoard { seq: u64, position: Position },
    /// Leave the program.
    Quit,
    /// Leave the program because of this sentence (a refused name, an
    /// unreachable server), which is printed after the terminal is restored.
    Fail(String),
}
