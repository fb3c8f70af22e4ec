//! The store's trait and its vocabulary, apart from the module that
//! declares the backends: the backends use these, and the parent module
//! only re-exports them, so no backend and its parent use each other.

use std::collections::BTreeMap;
use std::sync::Arc;

use chomp_protocol::{GameId, HistoryGame, LeaderboardEntry, MoveRecord, PlayerRecord, Totals};

use super::analysis::AnalysisStore;
pub use super::error::{StoreError, StoreFuture};
use super::ladder::LadderStore;
use super::tournaments::TournamentStore;
use crate::model::{FinishedGame, NewGame, Seats, StoredGame};

/// The store every part of the server shares.
pub type SharedStore = Arc<dyn Store>;

/// The outcome of presenting a name (and maybe a token) in `hello`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The name was free and is now claimed with this new token.
    New(String),
    /// The name was claimed and the token matches.
    Known,
    /// The name is claimed and the token is missing or wrong.
    Refused,
    /// The name is free, but another name sharing a look-alike key with it
    /// (either of `chomp_protocol::name_keys`) is claimed: it is the same name.
    LookAlike,
}

/// What logging in under a name with an SSH key finds (the key is named by
/// its SHA256 fingerprint, as `ssh-keygen -l` prints it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyClaim {
    /// The name was free and is now held by this key (or would be, when
    /// only checked).
    New,
    /// The name is held by this key.
    Known,
    /// The name is held by another key.
    OtherKey,
    /// The name was claimed with a token and has no key linked yet.
    TokenOnly,
    /// The name is free, but a look-alike is claimed: it is the same name.
    LookAlike,
}

/// When a commit counts as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Durability {
    /// Every commit waits for an fsync of the WAL: an acknowledged move
    /// survives a crash of the server, of the operating system and a power
    /// cut. Costs one fsync per batch of moves.
    Full,
    /// Commits reach the operating system, not the disk: an acknowledged
    /// move survives the server being killed (what the crash test checks)
    /// but not a power cut or kernel crash. The WAL is folded back and
    /// fsynced by a background thread, so no move waits for the disk.
    Normal,
}

/// Players, games and statistics, as every backend must provide them.
pub trait Store: AnalysisStore + TournamentStore + LadderStore + Send + Sync + 'static {
    /// Claims a free name (answering its new token) or checks the token of
    /// a claimed one. `bot` marks a hosted bot (`"bot": true` in hello):
    /// it is kept on the player and follows the latest successful claim.
    fn claim(&self, name: String, token: Option<String>, bot: bool) -> StoreFuture<Claim>;

    /// Logs in under `name` with the SSH key of `fingerprint`: a free name
    /// is claimed for the key (the first key to log in under a name holds
    /// it), a held one is checked. With `claim` false nothing is written:
    /// the answer says what a claim would find (for a key only offered,
    /// whose signature is not checked yet).
    fn claim_by_key(&self, name: String, fingerprint: String, claim: bool)
        -> StoreFuture<KeyClaim>;

    /// Links the SSH key of `fingerprint` to a claimed name (replacing the
    /// key it had), so that key logs in as the name too; false when the name
    /// is not claimed.
    fn link_key(&self, name: String, fingerprint: String) -> StoreFuture<bool>;

    /// One player's record, if the name is known.
    fn record(&self, name: String) -> StoreFuture<Option<PlayerRecord>>;

    /// The leaderboard of each variant (by its wire name): the highest
    /// ratings whose deviation, grown by the time away, is at most
    /// [`crate::rating::LEADERBOARD_RD`]; people and bots alike (`bot`
    /// marks them), at most `limit` each.
    fn leaderboard(&self, limit: u32) -> StoreFuture<BTreeMap<String, Vec<LeaderboardEntry>>>;

    /// Stores a new game and gives its id. With `rematch_of`, the finished
    /// game it rematches is linked to it in the same write, once: a second
    /// rematch of that game is refused with [`StoreError::Rematched`] and
    /// stores nothing.
    fn insert_game(&self, game: NewGame) -> StoreFuture<GameId>;

    /// Records the seats of an open game that a second person joined, and
    /// whether it is rated after all (see [`Store::rated_games_between`]).
    fn start_game(&self, id: GameId, seats: Seats, rated: bool) -> StoreFuture<()>;

    /// How many rated games the two names played each other (in either
    /// seat) that are running or finished within the last 24 hours: past
    /// `--rated-repeats` of them, their next game is unrated.
    fn rated_games_between(&self, a: String, b: String) -> StoreFuture<u32>;

    /// Keeps the time the player to move at `ply` has left, when the server
    /// stops cleanly: a restart gives it back instead of a full turn or a
    /// clock that ran on while nobody could move.
    fn pause_clock(&self, id: GameId, ply: u32, left_ms: u64) -> StoreFuture<()>;

    /// Forgets an open game nobody joined; it is no longer found.
    fn cancel_game(&self, id: GameId) -> StoreFuture<()>;

    /// Writes an accepted move, and the result if it ended the game (as in
    /// [`Store::finish_game`]), all or nothing. A ply already stored is
    /// refused and changes nothing.
    fn record_move(
        &self,
        id: GameId,
        mv: MoveRecord,
        finish: Option<FinishedGame>,
    ) -> StoreFuture<()>;

    /// Writes a result reached without a move, with the players' records
    /// and ratings as [`crate::rating::settle`] decides them; a game not
    /// running is refused.
    fn finish_game(&self, id: GameId, finish: FinishedGame) -> StoreFuture<()>;

    /// The games waiting or running, to reload at start.
    fn unfinished_games(&self) -> StoreFuture<Vec<StoredGame>>;

    /// One game with its moves (a cancelled game is not found).
    fn load_game(&self, id: GameId) -> StoreFuture<Option<StoredGame>>;

    /// Finished games, newest first, optionally those of one player.
    fn history(&self, player: Option<String>, limit: u32) -> StoreFuture<Vec<HistoryGame>>;

    /// The totals over all finished games.
    fn totals(&self) -> StoreFuture<Totals>;

    /// The id of the service this database holds, made once with the
    /// database: every node serving from it says the same id, so clients
    /// can file name tokens under the service instead of an address.
    fn service_id(&self) -> StoreFuture<String>;

    /// Proves the database takes a write now: one row is rewritten and
    /// committed like any move (for `/healthz`).
    fn can_write(&self) -> StoreFuture<()>;
}
