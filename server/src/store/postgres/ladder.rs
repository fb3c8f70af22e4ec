//! The bot ladder in PostgreSQL: the `ladder` row, `ladder_ratings` and
//! `ladder_games`, each call in its own transaction on a pooled
//! connection (these writes are rare: one per ladder game at most).
//!
//! Two nodes starting at once may both find no ladder and both make one:
//! the `ladder` row's primary key lets only the first commit, and the
//! second rolls its tournament back and reads the first's.

use chomp_protocol::{GameId, TournamentId};
use deadpool_postgres::Object;
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::tournaments::insert_tournament;
use super::PgStore;
use crate::rating::Standing;
use crate::store::ladder::{rate, LadderRating, LadderStore};
use crate::store::tournaments::{NewTournament, PairingOutcome, StoredEntrant};
use crate::store::{StoreError, StoreFuture};

async fn ladder_id<C: GenericClient>(c: &C) -> Result<Option<TournamentId>, StoreError> {
    let row = c
        .query_opt("SELECT tournament_id FROM ladder WHERE one = 1", &[])
        .await
        .map_err(backend)?;
    Ok(row.map(|r| r.get::<_, i64>(0) as TournamentId))
}

async fn ensure(
    mut c: Object,
    t: NewTournament,
    bots: Vec<StoredEntrant>,
) -> Result<TournamentId, StoreError> {
    if let Some(id) = ladder_id(&**c).await? {
        return Ok(id);
    }
    let pg: &mut tokio_postgres::Client = &mut c;
    let tx = pg.transaction().await.map_err(backend)?;
    let id = insert_tournament(&tx, &t).await? as i64;
    for e in &bots {
        tx.execute(
            "INSERT INTO tournament_entrants (tournament_id, name, level, hosted_bot, left_tourney)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tournament_id, name) DO NOTHING",
            &[
                &id,
                &e.name,
                &e.level.map(|l| l.as_str()),
                &e.hosted_bot,
                &e.left,
            ],
        )
        .await
        .map_err(backend)?;
    }
    let made = tx
        .execute(
            "INSERT INTO ladder (one, tournament_id) VALUES (1, $1) ON CONFLICT (one) DO NOTHING",
            &[&id],
        )
        .await
        .map_err(backend)?;
    if made == 0 {
        // Another node made it first: this one's tournament is rolled back.
        drop(tx);
        return ladder_id(&**c)
            .await?
            .ok_or_else(|| StoreError::Corrupt("the ladder row vanished".into()));
    }
    tx.commit().await.map_err(backend)?;
    Ok(id as TournamentId)
}

fn rating_of(name: String, r: Option<&tokio_postgres::Row>) -> LadderRating {
    match r {
        Some(r) => LadderRating {
            name,
            standing: Standing {
                rating: r.get(0),
                rd: r.get(1),
                volatility: r.get(2),
            },
            games: r.get::<_, i32>(3) as u32,
            wins: r.get::<_, i32>(4) as u32,
        },
        None => LadderRating::new(&name),
    }
}

async fn held<C: GenericClient>(c: &C, name: &str) -> Result<LadderRating, StoreError> {
    let row = c
        .query_opt(
            "SELECT rating, rd, volatility, games, wins FROM ladder_ratings
             WHERE name = $1 FOR UPDATE",
            &[&name],
        )
        .await
        .map_err(backend)?;
    Ok(rating_of(name.to_string(), row.as_ref()))
}

async fn put<C: GenericClient>(c: &C, r: &LadderRating) -> Result<(), StoreError> {
    c.execute(
        "INSERT INTO ladder_ratings (name, rating, rd, volatility, games, wins)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (name) DO UPDATE SET rating = EXCLUDED.rating, rd = EXCLUDED.rd,
             volatility = EXCLUDED.volatility, games = EXCLUDED.games, wins = EXCLUDED.wins",
        &[
            &r.name,
            &r.standing.rating,
            &r.standing.rd,
            &r.standing.volatility,
            &(r.games as i32),
            &(r.wins as i32),
        ],
    )
    .await
    .map_err(backend)?;
    Ok(())
}

/// Every finished pairing of the ladder not rated yet.
const UNRATED: &str = "SELECT p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
     FROM tournament_pairings p JOIN games g ON g.id = p.game_id
     WHERE p.tournament_id = $1 AND g.status IN ('finished', 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM ladder_games l WHERE l.game_id = p.game_id)
     ORDER BY p.game_id";

/// The same for one game (by the key, not a sweep).
const UNRATED_GAME: &str =
    "SELECT p.game_id, g.seat0_name, g.seat1_name, g.status, g.winner, g.reason
     FROM tournament_pairings p JOIN games g ON g.id = p.game_id
     WHERE p.game_id = $2 AND p.tournament_id = $1 AND g.status IN ('finished', 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM ladder_games l WHERE l.game_id = p.game_id)";

/// `only`: that game alone.
async fn settle(mut c: Object, id: TournamentId, only: Option<GameId>) -> Result<u32, StoreError> {
    let pg: &mut tokio_postgres::Client = &mut c;
    let tx = pg.transaction().await.map_err(backend)?;
    let id = id as i64;
    let rows = match only {
        Some(game) => tx.query(UNRATED_GAME, &[&id, &(game as i64)]).await,
        None => tx.query(UNRATED, &[&id]).await,
    }
    .map_err(backend)?;
    let mut n = 0;
    for r in rows {
        let game: i64 = r.get(0);
        let marked = tx
            .execute(
                "INSERT INTO ladder_games (game_id) VALUES ($1) ON CONFLICT DO NOTHING",
                &[&game],
            )
            .await
            .map_err(backend)?;
        if marked == 0 {
            continue;
        }
        n += 1;
        let status: String = r.get(3);
        let winner: Option<i16> = r.get(4);
        let reason: Option<String> = r.get(5);
        let outcome = PairingOutcome::of(&status, winner.map(i64::from), reason.as_deref());
        let a: String = r.get::<_, Option<String>>(1).unwrap_or_default();
        let b: String = r.get::<_, Option<String>>(2).unwrap_or_default();
        let held = [held(&tx, &a).await?, held(&tx, &b).await?];
        if let Some(after) = rate(held, outcome) {
            for r in &after {
                put(&tx, r).await?;
            }
        }
    }
    tx.commit().await.map_err(backend)?;
    Ok(n)
}

async fn ratings(c: Object) -> Result<Vec<LadderRating>, StoreError> {
    let rows = c
        .query(
            "SELECT rating, rd, volatility, games, wins, name FROM ladder_ratings
             ORDER BY rating DESC, name",
            &[],
        )
        .await
        .map_err(backend)?;
    Ok(rows.iter().map(|r| rating_of(r.get(5), Some(r))).collect())
}

/// Each call on a pooled connection (see the module's comment).
impl LadderStore for PgStore {
    fn ensure_ladder(
        &self,
        new: NewTournament,
        bots: Vec<StoredEntrant>,
    ) -> StoreFuture<TournamentId> {
        self.read(move |c| ensure(c, new, bots))
    }

    fn settle_ladder(&self, id: TournamentId) -> StoreFuture<u32> {
        self.read(move |c| settle(c, id, None))
    }

    fn settle_ladder_game(&self, id: TournamentId, game: GameId) -> StoreFuture<u32> {
        self.read(move |c| settle(c, id, Some(game)))
    }

    fn ladder_ratings(&self) -> StoreFuture<Vec<LadderRating>> {
        self.read(ratings)
    }
}
