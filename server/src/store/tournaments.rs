//! The store's part for tournaments: the tournament, its entrants and its
//! pairings (the games it opened). Standings are never stored: they are
//! recomputed from the pairings' games, so they cannot disagree with the
//! results, and a restart finds them as they were.

use chomp_engine::{Level, Variant};
use chomp_protocol::{GameId, TournamentFormat, TournamentId, TournamentStatus};

use super::error::StoreFuture;
use crate::model::NewGame;

/// What is stored when a tournament is created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    pub format: TournamentFormat,
    pub name: String,
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    /// `full` or `random`.
    pub start: String,
    /// An arena's length.
    pub minutes: Option<u32>,
    pub creator: String,
    pub starts_at_ms: u64,
    /// An arena's end, fixed at creation (a restart keeps it).
    pub ends_at_ms: Option<u64>,
}

/// A tournament as stored, with its entrants and pairings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredTournament {
    pub id: TournamentId,
    pub new: NewTournament,
    pub status: TournamentStatus,
    /// In the order they joined.
    pub entrants: Vec<StoredEntrant>,
    /// In the order they were made (game id order). A ladder's are only
    /// its games in flight: its past lives on in its ratings (games and
    /// wins) and in each entrant's [`Paired`], so its memory and its start
    /// do not grow with its history.
    pub pairings: Vec<StoredPairing>,
    /// The next arena or ladder slot number (`a{n}`): one past the highest
    /// ever paired, whether or not its pairing was read.
    pub next_slot: u64,
}

/// One entrant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoredEntrant {
    pub name: String,
    /// A server bot's level.
    pub level: Option<Level>,
    pub hosted_bot: bool,
    /// The entrant left (an arena's may come back).
    pub left: bool,
    /// A guest (an SSH door's keyless player) when it last entered: the
    /// standings mark it, after a restart too.
    pub guest: bool,
    /// What pairing needs of its past. Read only: kept by
    /// [`TournamentStore::insert_pairing`], ignored by `put_entrant`.
    pub paired: Paired,
}

/// An entrant's pairings so far, as the ladder's pairing pass needs them
/// (kept with the entrant, so nothing reads the whole history).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paired {
    /// The opponent of its latest pairing.
    pub last_opponent: Option<String>,
    /// Pairings it moved first in, minus those it moved second in.
    pub balance: i64,
}

/// The number of an arena or ladder slot (`a12` is 12); `None` for a
/// round robin's slots.
pub fn slot_number(slot: &str) -> Option<u64> {
    slot.strip_prefix('a')?.parse().ok()
}

/// One pairing: a game the tournament opened, read with its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPairing {
    /// What the tournament paired (unique within it: a pairing is never
    /// made twice).
    pub slot: String,
    pub game: GameId,
    /// The seats' names; seat 0 moved first.
    pub seats: [String; 2],
    pub outcome: PairingOutcome,
}

/// Where a pairing's game stands, read from the games table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingOutcome {
    Running,
    /// Finished with this seat winning.
    Won(u8),
    /// Aborted (nobody moved) or cancelled: it counts for nobody.
    Void,
}

impl PairingOutcome {
    /// The outcome of a game's stored status, winner and reason words.
    pub fn of(status: &str, winner: Option<i64>, reason: Option<&str>) -> PairingOutcome {
        match (status, winner, reason) {
            ("finished", _, Some("aborted")) => PairingOutcome::Void,
            ("finished", Some(w), _) => PairingOutcome::Won(u8::from(w != 0)),
            ("finished", None, _) | ("cancelled", _, _) => PairingOutcome::Void,
            _ => PairingOutcome::Running,
        }
    }
}

/// Tournaments, as every backend must store them.
pub trait TournamentStore: Send + Sync + 'static {
    /// Stores a new tournament (waiting); its id.
    fn create_tournament(&self, t: NewTournament) -> StoreFuture<TournamentId>;

    /// Enters `entrant` (or brings one who left back); a second entry of
    /// the same name changes only `left` and `guest`.
    fn put_entrant(&self, id: TournamentId, entrant: StoredEntrant) -> StoreFuture<()>;

    /// Removes an entrant of a tournament that has not started.
    fn remove_entrant(&self, id: TournamentId, name: String) -> StoreFuture<()>;

    /// Stores a pairing's game and the pairing in one write, with each
    /// seat's [`Paired`] and the tournament's next slot; `None` (and
    /// nothing stored) when the tournament made this slot already.
    fn insert_pairing(
        &self,
        id: TournamentId,
        slot: String,
        game: NewGame,
    ) -> StoreFuture<Option<GameId>>;

    /// Sets the status (and, once finished, a round robin's end).
    fn set_tournament_status(
        &self,
        id: TournamentId,
        status: TournamentStatus,
        ends_at_ms: Option<u64>,
    ) -> StoreFuture<()>;

    /// The tournaments not finished, and those finished after
    /// `finished_since_ms`, with their entrants and pairings (a ladder's:
    /// only the games in flight).
    fn tournaments(&self, finished_since_ms: u64) -> StoreFuture<Vec<StoredTournament>>;
}
