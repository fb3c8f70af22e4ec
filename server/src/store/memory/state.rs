//! What the store in memory holds: the same facts as the databases' tables,
//! as plain maps behind one lock. Each call takes the lock once, checks
//! first and writes after, so a refused call changes nothing (the
//! databases' savepoints).

use std::collections::{BTreeMap, HashMap, HashSet};

use chomp_engine::GameAnalysis;
use chomp_protocol::{GameId, RatingPoint, TournamentId, TournamentStatus};

use super::clock::Instant;
use crate::model::StoredGame;
use crate::rating::replay::Replay;
use crate::store::ladder::LadderRating;
use crate::store::tournaments::{NewTournament, StoredEntrant};

/// A claimed name (the `players` table).
#[derive(Clone, Debug)]
pub struct Player {
    pub token_hash: String,
    pub bot: bool,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
}

/// A game as stored, with what the other backends keep in columns that
/// [`StoredGame`] does not carry.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub game: StoredGame,
    /// An open game forgotten by `cancel_game`: found by nobody.
    pub cancelled: bool,
    /// When the game finished, for the 24-hour window of repeat opponents.
    pub finished: Option<Instant>,
}

/// A tournament as stored (`tournaments`, `tournament_entrants`,
/// `tournament_pairings`).
#[derive(Clone, Debug)]
pub struct TournamentRow {
    pub new: NewTournament,
    pub status: TournamentStatus,
    /// In the order they joined.
    pub entrants: Vec<StoredEntrant>,
    /// Slot and game, in the order they were made.
    pub pairings: Vec<(String, GameId)>,
}

/// Everything the store holds.
#[derive(Debug, Default)]
pub struct State {
    pub service_id: String,
    pub players: BTreeMap<String, Player>,
    /// Every key of every claimed name (`chomp_protocol::name_keys`).
    pub name_keys: HashMap<String, String>,
    /// The SSH key fingerprint that holds each name.
    pub ssh_keys: HashMap<String, String>,
    /// Each rating (`player_ratings`), settled as results come, and which
    /// names have an account (see `records`).
    pub ratings: Replay,
    /// One point per player and finished game, in the order written.
    pub points: Vec<(String, RatingPoint)>,
    pub games: BTreeMap<GameId, GameRow>,
    /// The totals as named counters (`store::columns::counters`).
    pub tally: HashMap<String, i64>,
    pub analyses: HashMap<GameId, GameAnalysis>,
    pub tournaments: BTreeMap<TournamentId, TournamentRow>,
    /// The service's one ladder (the `ladder` row).
    pub ladder: Option<TournamentId>,
    /// The ladder's own ratings, by name (`ladder_ratings`).
    pub ladder_ratings: BTreeMap<String, LadderRating>,
    /// The ladder's games already rated (`ladder_games`).
    pub ladder_rated: HashSet<GameId>,
}

impl State {
    /// The next game id: ids grow, as the databases' do.
    pub fn next_game_id(&self) -> GameId {
        self.games.keys().next_back().map_or(1, |last| last + 1)
    }

    /// A game that is found (not cancelled).
    pub fn game(&self, id: GameId) -> Option<&StoredGame> {
        self.games
            .get(&id)
            .filter(|row| !row.cancelled)
            .map(|row| &row.game)
    }
}
