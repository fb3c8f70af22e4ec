//! Ratings on PostgreSQL: one row per player and variant
//! (`player_ratings`), one history point per player and finished game
//! (`ratings`), locked, read and written inside the transaction that
//! finishes a game; the leaderboard; a game's points; and the migration
//! that replays an old database's games through Glicko-2. The same rows
//! and rules as the SQLite store (`store::records`, `rating`).

use std::collections::{BTreeMap, HashMap, HashSet};

use chomp_protocol::{GameId, GameRating, LeaderboardEntry, Totals};
use futures::future::try_join3;
use tokio_postgres::types::ToSql;
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::seat_row::seat_from;
use crate::model::{FinishedGame, Seat, Seats};
use crate::rating::replay::{Replay, ReplayGame};
use crate::rating::{self, Held, RecordChange, LEADERBOARD_RD};
use crate::store::columns::{self, parse_reason, Sitter};
use crate::store::records::{self, Candidate, RatingRow, VARIANTS};
use crate::store::StoreError;

/// Whole days since a `rated_at` column, in SQL (NULL when never rated):
/// the deviation grows by the day, so reads within a day agree exactly.
const IDLE: &str = "floor(EXTRACT(EPOCH FROM (now() - rated_at)) / 86400.0)::float8";

/// Most rows the leaderboard reads per variant: players whose deviation
/// grew past 75 with time away are skipped after reading, so it reads
/// more than it lists.
const LEADERBOARD_READ: i64 = 2000;

/// Locks and reads the rating each seat holds in `variant`, as
/// [`crate::rating::settle`] wants them: `None` for an empty seat or a
/// name without an account (a server bot level always has a rating),
/// [`Held::NEW`] before its first game of the variant.
///
/// Three statements sent together, one round trip: the players' rows
/// locked, a rating row made for whoever has none yet, the rating rows
/// locked and read. Each locks in name order (`ORDER BY` comes before the
/// lock), the order [`crate::rating::recorded_seats`] gives, so two games
/// finishing at once with the same players cannot deadlock.
pub async fn lock_held<C: GenericClient>(
    tx: &C,
    seats: &Seats,
    variant: &str,
) -> Result<[Option<Held>; 2], StoreError> {
    let recorded = rating::recorded_seats(seats);
    if recorded.is_empty() {
        return Ok([None, None]);
    }
    let names: Vec<&str> = recorded.iter().map(|(_, name)| *name).collect();
    let people: Vec<&str> = recorded
        .iter()
        .filter(|(at, _)| seats[*at].as_ref().is_some_and(Seat::connects))
        .map(|(_, name)| *name)
        .collect();
    let new = Held::NEW.standing;
    let idle = format!(
        "SELECT player, rating, rd, volatility, {IDLE} FROM player_ratings
         WHERE player = ANY($1) AND variant=$2 ORDER BY player FOR UPDATE"
    );
    let accounts_args: [&(dyn ToSql + Sync); 1] = [&people];
    let made_args: [&(dyn ToSql + Sync); 6] = [
        &names,
        &variant,
        &new.rating,
        &new.rd,
        &new.volatility,
        &people,
    ];
    let held_args: [&(dyn ToSql + Sync); 2] = [&names, &variant];
    let accounts = tx.query(
        "SELECT name FROM players WHERE name = ANY($1) ORDER BY name FOR UPDATE",
        &accounts_args,
    );
    // A person's row only with an account; a bot level always.
    let made = tx.execute(
        "INSERT INTO player_ratings (player, variant, rating, rd, volatility)
         SELECT n, $2::text, $3::float8, $4::float8, $5::float8 FROM unnest($1::text[]) AS n
         WHERE n <> ALL($6::text[]) OR EXISTS (SELECT 1 FROM players WHERE name = n)
         ORDER BY n
         ON CONFLICT (player, variant) DO NOTHING",
        &made_args,
    );
    let held = tx.query(&idle, &held_args);
    let (accounts, _, held) = try_join3(accounts, made, held).await.map_err(backend)?;
    let known: HashSet<String> = accounts.iter().map(|r| r.get(0)).collect();
    let mut rows: HashMap<String, Held> = held
        .iter()
        .map(|r| {
            (
                r.get(0),
                records::held(r.get(1), r.get(2), r.get(3), r.get(4)),
            )
        })
        .collect();
    let mut out = [None, None];
    for (at, name) in recorded {
        let person = seats[at].as_ref().is_some_and(Seat::connects);
        if person && !known.contains(name) {
            continue;
        }
        let Some(held) = rows.remove(name) else {
            return Err(StoreError::Corrupt(format!(
                "no rating row for {name} in {variant}"
            )));
        };
        out[at] = Some(held);
    }
    Ok(out)
}

/// Stores one player's record change as [`crate::rating::settle`]
/// decided it; `at` is when the game finished (`None`: now).
pub async fn write_record<C: GenericClient>(
    tx: &C,
    id: GameId,
    variant: &str,
    change: &RecordChange,
    at: Option<&str>,
) -> Result<(), StoreError> {
    let (won, lost) = (i64::from(change.won), i64::from(!change.won));
    let a = change.after;
    let game = id as i64;
    let delta = change.delta();
    // Three independent rows (the player's row is locked already): sent
    // together, one round trip's wait instead of three.
    let account = async {
        if change.account && at.is_none() {
            tx.execute(
                "UPDATE players SET games=games+1, wins=wins+$2, losses=losses+$3 WHERE name=$1",
                &[&change.name, &won, &lost],
            )
            .await?;
        }
        Ok::<(), tokio_postgres::Error>(())
    };
    let standing_args: [&(dyn ToSql + Sync); 9] = [
        &change.name,
        &variant,
        &a.rating,
        &a.rd,
        &a.volatility,
        &won,
        &lost,
        &change.rated,
        &at,
    ];
    let history_args: [&(dyn ToSql + Sync); 7] =
        [&change.name, &game, &a.rating, &at, &variant, &a.rd, &delta];
    let standing = tx.execute(
        "INSERT INTO player_ratings
             (player, variant, rating, rd, volatility, games, wins, losses, rated_at)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7,
             CASE WHEN $8 THEN COALESCE($9::text::timestamptz, now()) END)
         ON CONFLICT (player, variant) DO UPDATE SET rating=excluded.rating, rd=excluded.rd,
             volatility=excluded.volatility, games=player_ratings.games+1,
             wins=player_ratings.wins+excluded.wins, losses=player_ratings.losses+excluded.losses,
             rated_at=COALESCE(excluded.rated_at, player_ratings.rated_at)",
        &standing_args,
    );
    let history = tx.execute(
        "INSERT INTO ratings (player, game, rating, at, variant, rd, change)
         VALUES ($1, $2, $3, COALESCE($4::text::timestamptz, now()), $5, $6, $7)",
        &history_args,
    );
    try_join3(account, standing, history)
        .await
        .map_err(backend)?;
    Ok(())
}

/// A player's rating rows, one per variant played.
pub async fn rating_rows<C: GenericClient>(
    c: &C,
    name: &str,
) -> Result<Vec<RatingRow>, StoreError> {
    let sql = format!(
        "SELECT variant, rating, rd, volatility, {IDLE}, games, wins, losses
         FROM player_ratings WHERE player=$1 AND games > 0 ORDER BY variant"
    );
    let rows = c.query(&sql, &[&name]).await.map_err(backend)?;
    Ok(rows
        .iter()
        .map(|r| RatingRow {
            variant: r.get(0),
            held: records::held(r.get(1), r.get(2), r.get(3), r.get(4)),
            games: r.get::<_, i64>(5) as u64,
            wins: r.get::<_, i64>(6) as u64,
            losses: r.get::<_, i64>(7) as u64,
        })
        .collect())
}

/// The leaderboard of each variant: players whose deviation is at most 75
/// (grown by their time away), best first; people and bots (server levels
/// have no account and are bots).
pub async fn leaderboard<C: GenericClient>(
    c: &C,
    limit: u32,
) -> Result<BTreeMap<String, Vec<LeaderboardEntry>>, StoreError> {
    let sql = format!(
        "SELECT r.player, r.rating, r.rd, r.volatility, {IDLE}, r.games, r.wins, r.losses,
                COALESCE(p.bot, true)
         FROM player_ratings r LEFT JOIN players p ON p.name = r.player
         WHERE r.variant = $1 AND r.rd <= $2 AND r.games > 0
         ORDER BY r.rating DESC, r.player LIMIT $3"
    );
    let mut out = BTreeMap::new();
    for variant in VARIANTS.map(|v| v.as_str()) {
        let rows = c
            .query(&sql, &[&variant, &LEADERBOARD_RD, &LEADERBOARD_READ])
            .await
            .map_err(backend)?;
        let candidates = rows.iter().map(|r| Candidate {
            entry: LeaderboardEntry {
                name: r.get(0),
                rating: r.get(1),
                games: r.get::<_, i64>(5) as u64,
                wins: r.get::<_, i64>(6) as u64,
                losses: r.get::<_, i64>(7) as u64,
                rd: None,
                bot: r.get(8),
            },
            held: records::held(r.get(1), r.get(2), r.get(3), r.get(4)),
        });
        out.insert(
            variant.to_string(),
            records::leaderboard_from(candidates, limit),
        );
    }
    Ok(out)
}

/// The rating points of the games `ids`, by game and player.
pub async fn of_games<C: GenericClient>(
    c: &C,
    ids: &[i64],
) -> Result<HashMap<GameId, HashMap<String, GameRating>>, StoreError> {
    let rows = c
        .query(
            "SELECT game, player, rating, rd, change FROM ratings WHERE game = ANY($1)",
            &[&ids],
        )
        .await
        .map_err(backend)?;
    let mut out: HashMap<GameId, HashMap<String, GameRating>> = HashMap::new();
    for r in &rows {
        let rd: Option<f64> = r.get(3);
        out.entry(r.get::<_, i64>(0) as GameId).or_default().insert(
            r.get(1),
            records::game_rating(r.get(2), rd.unwrap_or(0.0), r.get(4)),
        );
    }
    Ok(out)
}

/// Adds `g`'s share of the hosted bots' rows of the totals.
fn add_hosted(totals: &mut Totals, g: &ReplayGame) {
    let sitter = |at: usize| match &g.seats[at] {
        Some(s) if s.hosted_bot => Sitter::hosted_bot(&s.name),
        _ => Sitter::PERSON,
    };
    let one = columns::one_game(
        &g.variant,
        [sitter(0), sitter(1)],
        Some(g.finish.winner),
        Some(g.finish.reason),
    );
    for (name, c) in one.hosted_bots {
        let row = totals.hosted_bots.entry(name).or_default();
        row.games += c.games;
        row.human_wins += c.human_wins;
        row.bot_wins += c.bot_wins;
    }
}

/// The migration to Glicko-2: every finished game again, in the order they
/// finished, through [`crate::rating::settle`]; the history points are
/// written anew (at the time each game finished) and each player's rating
/// per variant is what the last game left. The counts in `players` stay:
/// the same rule made them.
pub async fn replay(tx: &tokio_postgres::Transaction<'_>) -> Result<(), StoreError> {
    let known = tx
        .query("SELECT name FROM players", &[])
        .await
        .map_err(backend)?;
    let mut replay = Replay::new(known.iter().map(|r| r.get::<_, String>(0)));
    let mut totals = Totals::default();
    tx.execute("DELETE FROM ratings", &[])
        .await
        .map_err(backend)?;
    let games = tx
        .query(
            "SELECT id, variant, seat0_name, seat0_level, seat0_hosted_bot, seat1_name,
                    seat1_level, seat1_hosted_bot, winner, reason, rated, finished_at::text,
                    (EXTRACT(EPOCH FROM finished_at) / 86400.0)::float8
             FROM games WHERE status='finished' AND winner IS NOT NULL AND reason IS NOT NULL
               AND finished_at IS NOT NULL
             ORDER BY finished_at, id",
            &[],
        )
        .await
        .map_err(backend)?;
    for r in &games {
        let g = ReplayGame {
            id: r.get::<_, i64>(0) as GameId,
            variant: r.get(1),
            seats: [seat_from(r, 2), seat_from(r, 5)],
            finish: FinishedGame {
                winner: r.get::<_, i16>(8) as u8,
                reason: parse_reason(r.get(9))?,
                rated: r.get(10),
            },
            finished_at: r.get(11),
            day: r.get(12),
        };
        for change in replay.game(&g).iter().flatten() {
            write_record(tx, g.id, &g.variant, change, Some(&g.finished_at)).await?;
        }
        add_hosted(&mut totals, &g);
    }
    // The hosted bots' rows of the totals, which older servers did not count.
    for (key, n) in columns::counters(&totals) {
        if key.starts_with("hosted:") {
            tx.execute(
                "INSERT INTO tally (key, n) VALUES ($1, $2)
                 ON CONFLICT (key) DO UPDATE SET n = excluded.n",
                &[&key, &n],
            )
            .await
            .map_err(backend)?;
        }
    }
    Ok(())
}
