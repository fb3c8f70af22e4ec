//! The text of the statements the committer runs for every game, in one
//! place for both of its ways through a batch: the careful one sends the
//! text (prepared on each use, a round trip of its own), the pipelined one
//! ([`super::pipelined`]) uses them prepared once per connection
//! ([`Prepared`]), so a statement costs no round trip but its answer.

use futures::future::try_join_all;
use tokio_postgres::{Client, Statement};

use super::failure::backend;
use crate::store::StoreError;

/// The insert of one move; a ply already stored changes nothing.
pub const MOVE: &str =
    "INSERT INTO moves (game_id, ply, seat, row, col, removed) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (game_id, ply) DO NOTHING";

/// The plain moves of a batch (no game ends with them), in one statement:
/// per move a statement was the committer's largest cost in PostgreSQL's
/// CPU. Returns the plies stored; one not returned was stored already.
pub const MOVES: &str = "INSERT INTO moves (game_id, ply, seat, row, col, removed)
     SELECT * FROM unnest($1::int8[], $2::int4[], $3::int2[], $4::int4[], $5::int4[], $6::int4[])
     ON CONFLICT (game_id, ply) DO NOTHING
     RETURNING game_id, ply";

/// A new game (its rematch link, when it has one, is a second statement).
pub const INSERT_GAME: &str =
    "INSERT INTO games (variant, width, height, start, first, seat0_name, seat0_level,
         seat1_name, seat1_level, status, seat0_hosted_bot, seat1_hosted_bot, rated,
         guest_seats, code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id";

pub const START_GAME: &str =
    "UPDATE games SET seat0_name=$2, seat0_level=$3, seat1_name=$4, seat1_level=$5,
         seat0_hosted_bot=$6, seat1_hosted_bot=$7, status='playing', rated=$8,
         guest_seats=$9
     WHERE id=$1";

pub const PAUSE_CLOCK: &str =
    "UPDATE games SET paused_ply=$2, paused_left_ms=$3 WHERE id=$1 AND status='playing'";

pub const CANCEL_GAME: &str =
    "UPDATE games SET status='cancelled' WHERE id=$1 AND status='waiting'";

pub const HEALTH: &str = "INSERT INTO health (id, checked_at) VALUES (1, now())
     ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at";

/// A running game's result; answers the seats, or no row when the game is
/// not running.
pub const FINISH_GAME: &str =
    "UPDATE games SET status='finished', winner=$2, reason=$3, rated=$4, finished_at=now()
     WHERE id=$1 AND status='playing'
     RETURNING variant, seat0_name, seat0_level, seat0_hosted_bot,
         seat1_name, seat1_level, seat1_hosted_bot";

/// The accounts among `$1`, locked in name order.
pub const LOCK_ACCOUNTS: &str =
    "SELECT name FROM players WHERE name = ANY($1) ORDER BY name FOR UPDATE";

/// A rating row for each (`$1[i]`, `$2[i]`) that has none yet: a person's
/// (a name in `$6`) only with an account, a bot level's always.
pub const MAKE_RATINGS: &str =
    "INSERT INTO player_ratings (player, variant, rating, rd, volatility)
     SELECT n, v, $3::float8, $4::float8, $5::float8
     FROM unnest($1::text[], $2::text[]) AS t(n, v)
     WHERE n <> ALL($6::text[]) OR EXISTS (SELECT 1 FROM players WHERE name = n)
     ORDER BY n, v
     ON CONFLICT (player, variant) DO NOTHING";

/// The rating rows of the pairs (`$1[i]`, `$2[i]`), locked in (player,
/// variant) order, with the whole days since each was rated (NULL: never).
/// `player = ANY` lets the planner use the key: the pairs alone, of
/// unknown number to it, made it read the whole table (0.9 ms a finished
/// game with 2,000 players).
pub const LOCK_RATINGS: &str = "SELECT player, variant, rating, rd, volatility,
         floor(EXTRACT(EPOCH FROM (now() - rated_at)) / 86400.0)::float8
     FROM player_ratings
     WHERE player = ANY($1::text[])
       AND (player, variant) IN (SELECT * FROM unnest($1::text[], $2::text[]))
     ORDER BY player, variant FOR UPDATE";

/// A finished game counted in the player's account.
pub const RECORD_ACCOUNT: &str =
    "UPDATE players SET games=games+1, wins=wins+$2, losses=losses+$3 WHERE name=$1";

/// The player's standing in the variant after a game.
pub const RECORD_STANDING: &str = "INSERT INTO player_ratings
         (player, variant, rating, rd, volatility, games, wins, losses, rated_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7,
         CASE WHEN $8 THEN COALESCE($9::text::timestamptz, now()) END)
     ON CONFLICT (player, variant) DO UPDATE SET rating=excluded.rating, rd=excluded.rd,
         volatility=excluded.volatility, games=player_ratings.games+1,
         wins=player_ratings.wins+excluded.wins, losses=player_ratings.losses+excluded.losses,
         rated_at=COALESCE(excluded.rated_at, player_ratings.rated_at)";

/// One point of the player's rating history.
pub const RECORD_HISTORY: &str =
    "INSERT INTO ratings (player, game, rating, at, variant, rd, change)
     VALUES ($1, $2, $3, COALESCE($4::text::timestamptz, now()), $5, $6, $7)";

/// A batch's counters added to the tally.
pub const TALLY: &str = "INSERT INTO tally (key, n) SELECT * FROM unnest($1::text[], $2::int8[])
     ON CONFLICT (key) DO UPDATE SET n = tally.n + excluded.n";

/// The three statements that lock the players' rows: accounts, the rating
/// rows made where missing, the rating rows read.
pub struct LockSql<'s, S: ?Sized> {
    pub accounts: &'s S,
    pub make: &'s S,
    pub rows: &'s S,
}

/// The three statements of one player's record change.
pub struct RecordSql<'s, S: ?Sized> {
    pub account: &'s S,
    pub standing: &'s S,
    pub history: &'s S,
}

/// [`RecordSql`] as text.
pub const RECORD_TEXT: RecordSql<'static, str> = RecordSql {
    account: RECORD_ACCOUNT,
    standing: RECORD_STANDING,
    history: RECORD_HISTORY,
};

/// The committer's statements, prepared on one connection.
pub struct Prepared {
    pub insert_move: Statement,
    pub insert_moves: Statement,
    pub insert_game: Statement,
    pub start_game: Statement,
    pub pause_clock: Statement,
    pub cancel_game: Statement,
    pub health: Statement,
    pub finish_game: Statement,
    lock: [Statement; 3],
    record: [Statement; 3],
    pub tally: Statement,
}

impl Prepared {
    /// The statements that lock a batch's players.
    pub fn lock_sql(&self) -> LockSql<'_, Statement> {
        let [accounts, make, rows] = &self.lock;
        LockSql {
            accounts,
            make,
            rows,
        }
    }

    /// The statements of a record change.
    pub fn record_sql(&self) -> RecordSql<'_, Statement> {
        let [account, standing, history] = &self.record;
        RecordSql {
            account,
            standing,
            history,
        }
    }

    /// Prepares them all on `client`, in one round trip.
    pub async fn on(client: &Client) -> Result<Prepared, StoreError> {
        let texts = [
            MOVE,
            MOVES,
            INSERT_GAME,
            START_GAME,
            PAUSE_CLOCK,
            CANCEL_GAME,
            HEALTH,
            FINISH_GAME,
            LOCK_ACCOUNTS,
            MAKE_RATINGS,
            LOCK_RATINGS,
            RECORD_ACCOUNT,
            RECORD_STANDING,
            RECORD_HISTORY,
            TALLY,
        ];
        let all = try_join_all(texts.iter().map(|t| client.prepare(t)))
            .await
            .map_err(backend)?;
        let Ok([m, ms, ig, sg, pc, cg, h, fg, la, mr, lr, ra, rs, rh, t]) =
            <[Statement; 15]>::try_from(all)
        else {
            return Err(StoreError::Corrupt("a statement was not prepared".into()));
        };
        Ok(Prepared {
            insert_move: m,
            insert_moves: ms,
            insert_game: ig,
            start_game: sg,
            pause_clock: pc,
            cancel_game: cg,
            health: h,
            finish_game: fg,
            lock: [la, mr, lr],
            record: [ra, rs, rh],
            tally: t,
        })
    }
}
