//! Reads, straight from the pool: any node reads what any node committed.

use chomp_protocol::{
    DayCount, GameId, HistoryGame, Move, MoveRecord, PlayerRecord, RatingPoint, Totals,
    GAMES_PER_DAY_LEN, RATING_HISTORY_LEN,
};
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::ratings;
use super::seat_row::seat_from;
use crate::model::StoredGame;
use crate::store::columns::{self, parse_first, parse_reason, parse_status};
use crate::store::records::{self, ResultRow};
use crate::store::{guest_seats, StoreError};

/// The text form of a timestamp, as the SQLite store writes it.
const STAMP: &str = r#"to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')"#;

/// One player's record, if the name is known: a person, a hosted bot or
/// a server bot level (which has ratings but no account).
pub async fn record<C: GenericClient>(
    c: &C,
    name: &str,
) -> Result<Option<PlayerRecord>, StoreError> {
    let row = c
        .query_opt(
            "SELECT name, games, wins, losses, bot FROM players WHERE name = $1",
            &[&name],
        )
        .await
        .map_err(backend)?;
    let rows = ratings::rating_rows(c, name).await?;
    let account = row.map(|r| PlayerRecord {
        player: r.get(0),
        games: r.get::<_, i64>(1) as u64,
        wins: r.get::<_, i64>(2) as u64,
        losses: r.get::<_, i64>(3) as u64,
        bot: Some(r.get(4)),
        ..PlayerRecord::default()
    });
    let Some(mut record) = records::with_ratings(name, account, rows) else {
        return Ok(None);
    };
    let history = c
        .query(
            r#"SELECT game, rating, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                      variant, rd, change
               FROM ratings WHERE player = $1 ORDER BY game DESC LIMIT $2"#,
            &[&name, &i64::from(RATING_HISTORY_LEN)],
        )
        .await
        .map_err(backend)?;
    let days = c
        .query(
            "SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, COUNT(*)
             FROM ratings WHERE player = $1 GROUP BY day ORDER BY day DESC LIMIT $2",
            &[&name, &i64::from(GAMES_PER_DAY_LEN)],
        )
        .await
        .map_err(backend)?;
    record.rating_history = history
        .iter()
        .rev()
        .map(|h| RatingPoint {
            game: h.get::<_, i64>(0) as GameId,
            rating: h.get(1),
            at: h.get(2),
            variant: h.get(3),
            rd: h.get(4),
            change: h.get(5),
        })
        .collect();
    record.games_per_day = days
        .iter()
        .rev()
        .map(|d| DayCount {
            day: d.get(0),
            games: d.get::<_, i64>(1) as u64,
        })
        .collect();
    let results = c
        .query(
            "SELECT CASE WHEN seat0_name = $1 THEN 0 ELSE 1 END::int2, winner,
                    CASE WHEN seat0_name = $1 THEN seat1_name ELSE seat0_name END,
                    CASE WHEN seat0_name = $1 THEN seat1_level IS NOT NULL OR seat1_hosted_bot
                         ELSE seat0_level IS NOT NULL OR seat0_hosted_bot END
             FROM games WHERE status = 'finished' AND reason <> 'aborted' AND winner IS NOT NULL
               AND (seat0_name = $1 OR seat1_name = $1)
             ORDER BY finished_at, id",
            &[&name],
        )
        .await
        .map_err(backend)?;
    records::apply_results(
        &mut record,
        results.iter().map(|r| ResultRow {
            seat: r.get::<_, i16>(0) as u8,
            winner: r.get::<_, i16>(1) as u8,
            opponent: r.get(2),
            opponent_bot: r.get(3),
        }),
    );
    Ok(Some(record))
}

/// Games that match `filter` (a WHERE clause over `games` with `$1`, `$2`
/// parameters as given), with their moves, in the order of `order`.
pub(super) async fn games_where<C: GenericClient>(
    c: &C,
    filter: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Vec<StoredGame>, StoreError> {
    let sql = format!(
        "SELECT id, variant, width, height, start, first, seat0_name, seat0_level,
                seat0_hosted_bot, seat1_name, seat1_level, seat1_hosted_bot, status, winner,
                reason, {STAMP}, rated, paused_ply, paused_left_ms, rematched_as, guest_seats, code
         FROM games WHERE {filter}"
    );
    let rows = c.query(&sql, params).await.map_err(backend)?;
    let ids: Vec<i64> = rows.iter().map(|r| r.get(0)).collect();
    let move_rows = c
        .query(
            "SELECT game_id, ply, seat, row, col, removed FROM moves
             WHERE game_id = ANY($1) ORDER BY game_id, ply",
            &[&ids],
        )
        .await
        .map_err(backend)?;
    let mut moves: std::collections::HashMap<i64, Vec<MoveRecord>> = Default::default();
    for m in &move_rows {
        moves.entry(m.get(0)).or_default().push(MoveRecord {
            ply: m.get::<_, i32>(1) as u32,
            seat: m.get::<_, i16>(2) as u8,
            mv: Move::new(m.get::<_, i32>(3) as u32, m.get::<_, i32>(4) as u32),
            removed: m.get::<_, i32>(5) as u32,
        });
    }
    let mut out = Vec::with_capacity(rows.len());
    for r in &rows {
        let id: i64 = r.get(0);
        let variant: String = r.get(1);
        let mut seats = [seat_from(r, 6), seat_from(r, 9)];
        guest_seats::apply(&mut seats, r.get(20));
        out.push(StoredGame {
            id: id as GameId,
            variant: variant
                .parse()
                .map_err(|_| StoreError::Corrupt(format!("unknown variant '{variant}'")))?,
            width: r.get::<_, i32>(2) as u32,
            height: r.get::<_, i32>(3) as u32,
            start: r.get(4),
            first: parse_first(r.get(5))?,
            seats,
            status: parse_status(r.get(12))?,
            winner: r.get::<_, Option<i16>>(13).map(|w| w as u8),
            reason: r.get::<_, Option<&str>>(14).map(parse_reason).transpose()?,
            moves: moves.remove(&id).unwrap_or_default(),
            finished_at: r.get(15),
            rated: r.get(16),
            paused: r
                .get::<_, Option<i32>>(17)
                .zip(r.get::<_, Option<i64>>(18))
                .map(|(ply, left)| (ply.max(0) as u32, left.max(0) as u64)),
            rematched_as: r.get::<_, Option<i64>>(19).map(|g| g as GameId),
            code: r.get(21),
        });
    }
    Ok(out)
}

pub async fn load<C: GenericClient>(c: &C, id: GameId) -> Result<Option<StoredGame>, StoreError> {
    let id = id as i64;
    Ok(games_where(c, "id = $1 AND status != 'cancelled'", &[&id])
        .await?
        .pop())
}

pub async fn unfinished<C: GenericClient>(c: &C) -> Result<Vec<StoredGame>, StoreError> {
    games_where(c, "status IN ('waiting', 'playing') ORDER BY id", &[]).await
}

pub async fn history<C: GenericClient>(
    c: &C,
    player: Option<&str>,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let limit = i64::from(limit);
    let games = games_where(
        c,
        "status = 'finished' AND ($1::TEXT IS NULL OR seat0_name = $1 OR seat1_name = $1)
         ORDER BY finished_at DESC, id DESC LIMIT $2",
        &[&player, &limit],
    )
    .await?;
    let ids: Vec<i64> = games.iter().map(|g| g.id as i64).collect();
    let mut points = ratings::of_games(c, &ids).await?;
    games
        .into_iter()
        .map(|g| {
            let of_game = points.remove(&g.id).unwrap_or_default();
            columns::history_of(g, of_game)
        })
        .collect()
}

pub async fn totals<C: GenericClient>(c: &C) -> Result<Totals, StoreError> {
    let rows = c
        .query("SELECT key, n FROM tally", &[])
        .await
        .map_err(backend)?;
    Ok(columns::totals_from(
        rows.iter()
            .map(|r| (r.get::<_, String>(0), r.get::<_, i64>(1))),
    ))
}

/// Rated games between two names, running or finished in the last 24 hours.
pub async fn rated_between<C: GenericClient>(c: &C, a: &str, b: &str) -> Result<u32, StoreError> {
    let row = c
        .query_one(
            "SELECT count(*) FROM games
             WHERE rated AND ((seat0_name=$1 AND seat1_name=$2) OR (seat0_name=$2 AND seat1_name=$1))
               AND seat0_level IS NULL AND seat1_level IS NULL
               AND (status='playing'
                    OR (status='finished' AND finished_at >= now() - interval '1 day'))",
            &[&a, &b],
        )
        .await
        .map_err(backend)?;
    Ok(u32::try_from(row.get::<_, i64>(0)).unwrap_or(u32::MAX))
}

pub async fn service_id<C: GenericClient>(c: &C) -> Result<String, StoreError> {
    let row = c
        .query_one("SELECT value FROM meta WHERE key = 'service_id'", &[])
        .await
        .map_err(backend)?;
    Ok(row.get(0))
}
