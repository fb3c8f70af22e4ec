//! What `chomp bot` is asked to do: where, as whom, which games, and
//! which tournaments.

use std::path::PathBuf;

use chomp_engine::Variant;
use chomp_protocol::{Level, TournamentId};

use crate::i18n::Lang;

/// What `chomp bot` was asked to do.
#[derive(Clone, Debug)]
pub struct BotHostConfig {
    /// The service's addresses, tried in turn (at least one).
    pub urls: Vec<String>,
    /// Where the name's token is filed: the first address, or the database
    /// of an in-process server (whose port may change). Saved under the
    /// first key; read from the first key that has one.
    pub token_keys: Vec<String>,
    pub name: String,
    pub level: Level,
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    /// Open games kept in the lobby.
    pub games: usize,
    /// Stop after this many finished games (run forever if `None`).
    pub stop_after: Option<u64>,
    pub tables: Option<PathBuf>,
    /// The language of what it prints and of its failures.
    pub lang: Lang,
    /// Tournaments to play in instead of keeping open games.
    pub tournaments: TournamentPlan,
}

/// Which tournaments a bot host enters (`--tournament ID`, `--arena`,
/// `--ladder`).
/// While it plays tournaments it keeps no open games: its games are the
/// pairings the server makes, which reach it as ordinary `game` frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TournamentPlan {
    /// None: it keeps `games` open games, as before.
    #[default]
    None,
    /// This one tournament.
    One(TournamentId),
    /// Every arena waiting or running, looked for again after each game.
    Arenas,
    /// The server's bot ladder, found in the `tournaments` list after each
    /// `welcome` (so again after a reconnect).
    Ladder,
}
