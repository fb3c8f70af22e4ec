//! Tournaments in PostgreSQL: the rows of `tournaments`,
//! `tournament_entrants` and `tournament_pairings`. These writes are rare
//! (a pairing per game at most), so each runs in its own transaction on a
//! pooled connection rather than through the move committer; a pairing's
//! game and its slot are inserted together, and the slot's primary key
//! makes a second pairing of it fail whatever node tries.

use chomp_engine::Variant;
use chomp_protocol::{GameId, TournamentFormat, TournamentId, TournamentStatus};
use deadpool_postgres::Object;
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::sql;
use super::writes::insert;
use super::PgStore;
use crate::model::NewGame;
use crate::store::tournaments::{
    slot_number, NewTournament, Paired, PairingOutcome, StoredEntrant, StoredPairing,
    StoredTournament, TournamentStore,
};
use crate::store::{StoreError, StoreFuture};

/// Inserts a tournament (waiting) through `c`, a connection or a
/// transaction: the one INSERT both `create` and the ladder's run.
pub(super) async fn insert_tournament(
    c: &impl GenericClient,
    t: &NewTournament,
) -> Result<TournamentId, StoreError> {
    let row = c
        .query_one(
            "INSERT INTO tournaments (format, name, variant, width, height, start, minutes,
                 creator, status, starts_at_ms, ends_at_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'waiting', $9, $10) RETURNING id",
            &[
                &t.format.as_str(),
                &t.name,
                &t.variant.as_str(),
                &(t.width as i32),
                &(t.height as i32),
                &t.start,
                &t.minutes.map(|m| m as i32),
                &t.creator,
                &(t.starts_at_ms as i64),
                &t.ends_at_ms.map(|e| e as i64),
            ],
        )
        .await
        .map_err(backend)?;
    Ok(row.get::<_, i64>(0) as TournamentId)
}

async fn create(c: Object, t: NewTournament) -> Result<TournamentId, StoreError> {
    insert_tournament(&**c, &t).await
}

async fn put_entrant(c: Object, id: TournamentId, e: StoredEntrant) -> Result<(), StoreError> {
    c.execute(
        "INSERT INTO tournament_entrants
             (tournament_id, name, level, hosted_bot, left_tourney, guest)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tournament_id, name) DO UPDATE SET left_tourney = EXCLUDED.left_tourney,
             guest = EXCLUDED.guest",
        &[
            &(id as i64),
            &e.name,
            &e.level.map(|l| l.as_str()),
            &e.hosted_bot,
            &e.left,
            &e.guest,
        ],
    )
    .await
    .map_err(backend)?;
    Ok(())
}

async fn insert_pairing(
    mut c: Object,
    id: TournamentId,
    slot: String,
    game: NewGame,
) -> Result<Option<GameId>, StoreError> {
    let pg: &mut tokio_postgres::Client = &mut c;
    let tx = pg.transaction().await.map_err(backend)?;
    let game_id = insert(&tx, sql::INSERT_GAME, &game).await?;
    let paired = tx
        .execute(
            "INSERT INTO tournament_pairings (tournament_id, slot, game_id) VALUES ($1, $2, $3)
             ON CONFLICT (tournament_id, slot) DO NOTHING",
            &[&(id as i64), &slot, &(game_id as i64)],
        )
        .await
        .map_err(backend)?;
    if paired == 0 {
        // Made already (by this node before a restart, or by another):
        // the game just inserted is rolled back with the transaction.
        return Ok(None);
    }
    note_pairing(&tx, id, &slot, &game).await?;
    tx.commit().await.map_err(backend)?;
    Ok(Some(game_id))
}

/// Keeps, in the pairing's transaction, what later pairings need of it:
/// each seat's last opponent and first-move balance (on its entrant row)
/// and the tournament's next slot, so nothing reads the whole history.
async fn note_pairing<C: GenericClient>(
    c: &C,
    id: TournamentId,
    slot: &str,
    game: &NewGame,
) -> Result<(), StoreError> {
    if let [Some(first), Some(second)] = &game.seats {
        for (me, other, step) in [(first, second, 1i64), (second, first, -1)] {
            c.execute(
                "UPDATE tournament_entrants SET last_opponent = $3,
                     first_balance = COALESCE(first_balance, 0) + $4
                 WHERE tournament_id = $1 AND name = $2",
                &[&(id as i64), &me.name, &other.name, &step],
            )
            .await
            .map_err(backend)?;
        }
    }
    if let Some(n) = slot_number(slot) {
        c.execute(
            "UPDATE tournaments SET next_slot = GREATEST(COALESCE(next_slot, 1), $2) WHERE id = $1",
            &[&(id as i64), &((n + 1) as i64)],
        )
        .await
        .map_err(backend)?;
    }
    Ok(())
}

async fn list(c: Object, since_ms: u64) -> Result<Vec<StoredTournament>, StoreError> {
    let rows = c
        .query(
            "SELECT id, format, name, variant, width, height, start, minutes, creator, status,
                    starts_at_ms, ends_at_ms, COALESCE(next_slot,
                        (SELECT MAX(SUBSTR(slot, 2)::BIGINT) + 1 FROM tournament_pairings
                         WHERE tournament_id = t.id AND slot ~ '^a[0-9]+$'), 1)
             FROM tournaments t
             WHERE status != 'finished' OR COALESCE(ends_at_ms, starts_at_ms) >= $1
             ORDER BY id",
            &[&(since_ms as i64)],
        )
        .await
        .map_err(backend)?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let id: i64 = r.get(0);
        let corrupt = |what: &str| StoreError::Corrupt(format!("tournament {id}: {what}"));
        let format: String = r.get(1);
        let variant: String = r.get(3);
        let status: String = r.get(9);
        let new = NewTournament {
            format: TournamentFormat::parse(&format).ok_or_else(|| corrupt("format"))?,
            name: r.get(2),
            variant: variant.parse::<Variant>().map_err(|_| corrupt("variant"))?,
            width: r.get::<_, i32>(4) as u32,
            height: r.get::<_, i32>(5) as u32,
            start: r.get(6),
            minutes: r.get::<_, Option<i32>>(7).map(|m| m as u32),
            creator: r.get(8),
            starts_at_ms: r.get::<_, i64>(10) as u64,
            ends_at_ms: r.get::<_, Option<i64>>(11).map(|e| e as u64),
        };
        let in_flight_only = new.format == TournamentFormat::Ladder;
        out.push(StoredTournament {
            id: id as TournamentId,
            new,
            status: TournamentStatus::parse(&status).ok_or_else(|| corrupt("status"))?,
            entrants: entrants(&**c, id).await?,
            pairings: pairings(&**c, id, in_flight_only).await?,
            next_slot: r.get::<_, i64>(12) as u64,
        });
    }
    Ok(out)
}

async fn entrants<C: GenericClient>(c: &C, id: i64) -> Result<Vec<StoredEntrant>, StoreError> {
    let rows = c
        .query(
            "SELECT name, level, hosted_bot, left_tourney, COALESCE(guest, FALSE),
                    last_opponent, COALESCE(first_balance, 0)
             FROM tournament_entrants WHERE tournament_id = $1 ORDER BY seq",
            &[&id],
        )
        .await
        .map_err(backend)?;
    Ok(rows
        .iter()
        .map(|r| StoredEntrant {
            name: r.get(0),
            level: r.get::<_, Option<String>>(1).and_then(|l| l.parse().ok()),
            hosted_bot: r.get(2),
            left: r.get(3),
            guest: r.get(4),
            paired: Paired {
                last_opponent: r.get(5),
                balance: r.get(6),
            },
        })
        .collect())
}

/// A tournament's pairings; with `in_flight_only` (the ladder) only those
/// whose game is not over, found through the games' status index.
async fn pairings<C: GenericClient>(
    c: &C,
    id: i64,
    in_flight_only: bool,
) -> Result<Vec<StoredPairing>, StoreError> {
    let rows = c
        .query(
            if in_flight_only {
                "SELECT p.slot, p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
                 FROM games g JOIN tournament_pairings p ON p.game_id = g.id
                 WHERE p.tournament_id = $1 AND g.status IN ('waiting', 'playing')
                 ORDER BY p.game_id"
            } else {
                "SELECT p.slot, p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
                 FROM tournament_pairings p JOIN games g ON g.id = p.game_id
                 WHERE p.tournament_id = $1 ORDER BY p.game_id"
            },
            &[&id],
        )
        .await
        .map_err(backend)?;
    Ok(rows
        .iter()
        .map(|r| {
            let status: String = r.get(4);
            let reason: Option<String> = r.get(6);
            let winner: Option<i16> = r.get(5);
            StoredPairing {
                slot: r.get(0),
                game: r.get::<_, i64>(1) as GameId,
                seats: [
                    r.get::<_, Option<String>>(2).unwrap_or_default(),
                    r.get::<_, Option<String>>(3).unwrap_or_default(),
                ],
                outcome: PairingOutcome::of(&status, winner.map(i64::from), reason.as_deref()),
            }
        })
        .collect())
}

/// Each call on a pooled connection (see the module's comment).
impl TournamentStore for PgStore {
    fn create_tournament(&self, t: NewTournament) -> StoreFuture<TournamentId> {
        self.read(move |c| create(c, t))
    }

    fn put_entrant(&self, id: TournamentId, entrant: StoredEntrant) -> StoreFuture<()> {
        self.read(move |c| put_entrant(c, id, entrant))
    }

    fn remove_entrant(&self, id: TournamentId, name: String) -> StoreFuture<()> {
        self.read(move |c| async move {
            c.execute(
                "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND name = $2",
                &[&(id as i64), &name],
            )
            .await
            .map_err(backend)?;
            Ok(())
        })
    }

    fn insert_pairing(
        &self,
        id: TournamentId,
        slot: String,
        game: NewGame,
    ) -> StoreFuture<Option<GameId>> {
        self.read(move |c| insert_pairing(c, id, slot, game))
    }

    fn set_tournament_status(
        &self,
        id: TournamentId,
        status: TournamentStatus,
        ends_at_ms: Option<u64>,
    ) -> StoreFuture<()> {
        self.read(move |c| async move {
            c.execute(
                "UPDATE tournaments SET status = $2, ends_at_ms = COALESCE($3, ends_at_ms)
                 WHERE id = $1",
                &[
                    &(id as i64),
                    &status.as_str(),
                    &ends_at_ms.map(|e| e as i64),
                ],
            )
            .await
            .map_err(backend)?;
            Ok(())
        })
    }

    fn tournaments(&self, finished_since_ms: u64) -> StoreFuture<Vec<StoredTournament>> {
        self.read(move |c| list(c, finished_since_ms))
    }
}
