//! Totals over finished games. They are kept as counters in the `tally`
//! table, updated in the same transaction that finishes a game, so reading
//! them costs the same with ten games or ten million (the scan over the
//! games table that `recount` does took the store thread longer and longer
//! as the table grew, and ran after every finished game). `recount` stays
//! as the reference the counters are tested against.

use chomp_protocol::{GameId, LevelCounts, Totals};
use rusqlite::{params, Connection};

use super::cached;
use crate::store::columns::{self, counters, Sitter};
use crate::store::StoreError;

/// Counts game `id`, which has just been marked finished, into the tally.
pub fn count_finished(tx: &Connection, id: GameId) -> Result<(), StoreError> {
    type Seat = (Option<String>, bool, Option<String>);
    type Row = (String, [Seat; 2], Option<u8>, Option<String>);
    let (variant, [(l0, b0, n0), (l1, b1, n1)], winner, reason): Row = cached::query_row(
        tx,
        "SELECT variant, seat0_level, seat0_hosted_bot, seat0_name, seat1_level,
                seat1_hosted_bot, seat1_name, winner, reason FROM games WHERE id=?1",
        [id],
        |r| {
            Ok((
                r.get(0)?,
                [
                    (r.get(1)?, r.get(2)?, r.get(3)?),
                    (r.get(4)?, r.get(5)?, r.get(6)?),
                ],
                r.get(7)?,
                r.get(8)?,
            ))
        },
    )?;
    let reason = reason.as_deref().map(columns::parse_reason).transpose()?;
    let seats = [
        Sitter {
            level: l0.as_deref(),
            hosted_bot: b0,
            name: n0.as_deref(),
        },
        Sitter {
            level: l1.as_deref(),
            hosted_bot: b1,
            name: n1.as_deref(),
        },
    ];
    let one = columns::one_game(&variant, seats, winner, reason);
    let mut stmt = tx.prepare_cached(
        "INSERT INTO tally (key, n) VALUES (?1, ?2)
         ON CONFLICT(key) DO UPDATE SET n = n + excluded.n",
    )?;
    for (key, n) in counters(&one) {
        stmt.execute(params![key, n])?;
    }
    Ok(())
}

/// Games played, results against bots, per variant and per bot level, from
/// the counters.
pub fn totals(conn: &mut Connection) -> Result<Totals, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT key, n FROM tally")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
    Ok(columns::totals_from(rows.collect::<Result<Vec<_>, _>>()?))
}

/// Checks the counters against a recount (one scan, at start) and rewrites
/// them if they differ, e.g. after someone edited the games table by hand.
/// Returns whether they had to be rewritten.
pub fn verify(conn: &mut Connection) -> Result<bool, StoreError> {
    let exact = recount(conn)?;
    if totals(conn)? == exact {
        return Ok(false);
    }
    let tx = conn.transaction()?;
    cached::execute(&tx, "DELETE FROM tally", [])?;
    {
        let mut put = tx.prepare("INSERT INTO tally (key, n) VALUES (?1, ?2)")?;
        for (key, n) in counters(&exact) {
            put.execute(params![key, n])?;
        }
    }
    tx.commit()?;
    Ok(true)
}

/// Whether seat 0 (seat 1) holds a bot, built-in or hosted, in SQL.
const B0: &str = "(seat0_level IS NOT NULL OR seat0_hosted_bot)";
const B1: &str = "(seat1_level IS NOT NULL OR seat1_hosted_bot)";
/// Whether a person won; whether a bot did.
const HUMAN_WON: &str = "((NOT (seat0_level IS NOT NULL OR seat0_hosted_bot) AND winner=0)
    OR (NOT (seat1_level IS NOT NULL OR seat1_hosted_bot) AND winner=1))";
const BOT_WON: &str = "(((seat0_level IS NOT NULL OR seat0_hosted_bot) AND winner=0)
    OR ((seat1_level IS NOT NULL OR seat1_hosted_bot) AND winner=1))";

/// The totals counted afresh from the games table.
pub fn recount(conn: &mut Connection) -> Result<Totals, StoreError> {
    let mut t = Totals::default();
    // A seat holds a bot when it has a level (built-in) or a hosted bot.
    let sql = format!(
        "SELECT COUNT(*),
            COALESCE(SUM(NOT {B0} AND NOT {B1}), 0),
            COALESCE(SUM(({B0} OR {B1}) AND {HUMAN_WON}), 0),
            COALESCE(SUM({BOT_WON}), 0)
         FROM games WHERE status='finished' AND reason IS NOT 'aborted'"
    );
    cached::query_row(conn, &sql, [], |r| {
        t.games = r.get::<_, i64>(0)? as u64;
        t.human_vs_human = r.get::<_, i64>(1)? as u64;
        t.human_wins_vs_bots = r.get::<_, i64>(2)? as u64;
        t.bot_wins = r.get::<_, i64>(3)? as u64;
        Ok(())
    })?;
    t.aborted = cached::query_row(
        conn,
        "SELECT COUNT(*) FROM games WHERE status='finished' AND reason='aborted'",
        [],
        |r| r.get::<_, i64>(0),
    )? as u64;
    {
        let mut stmt = conn.prepare(
            "SELECT variant, COUNT(*) FROM games WHERE status='finished' AND reason IS NOT 'aborted'
             GROUP BY variant",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
        for row in rows {
            let (variant, n) = row?;
            t.per_variant.insert(variant, n as u64);
        }
    }
    let sql = format!(
        "SELECT COALESCE(seat0_level, seat1_level), COUNT(*), SUM({HUMAN_WON}), SUM({BOT_WON})
         FROM games WHERE status='finished' AND reason IS NOT 'aborted'
            AND (seat0_level IS NOT NULL OR seat1_level IS NOT NULL)
         GROUP BY COALESCE(seat0_level, seat1_level)"
    );
    t.per_level.extend(counts_by_name(conn, &sql)?);
    // Each hosted bot, from either seat: its wins and its opponents'.
    let hosted = counts_by_name(
        conn,
        "SELECT name, COUNT(*), SUM(other_won), SUM(own_won) FROM (
             SELECT seat0_name AS name, winner=1 AS other_won, winner=0 AS own_won FROM games
             WHERE status='finished' AND reason IS NOT 'aborted' AND seat0_hosted_bot
             UNION ALL
             SELECT seat1_name, winner=0, winner=1 FROM games
             WHERE status='finished' AND reason IS NOT 'aborted' AND seat1_hosted_bot)
         GROUP BY name",
    )?;
    t.hosted_bots.extend(hosted);
    Ok(t)
}

/// Rows of (name, games, human wins, bot wins), as counts by name.
fn counts_by_name(conn: &Connection, sql: &str) -> Result<Vec<(String, LevelCounts)>, StoreError> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            LevelCounts {
                games: r.get::<_, i64>(1)? as u64,
                human_wins: r.get::<_, i64>(2)? as u64,
                bot_wins: r.get::<_, i64>(3)? as u64,
            },
        ))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::super::games;
    use super::super::schema;
    use super::*;
    use crate::model::{FinishedGame, NewGame, Seat};
    use chomp_protocol::{GameStatus, Level, OverReason};

    /// Finished games of every kind: human vs human, a bot in either seat at
    /// every level, a hosted bot against a person and against a bot, either
    /// winner, both variants, plus unfinished ones.
    fn play_many(conn: &mut Connection) {
        let seatings = [
            [Some(Seat::human("a")), Some(Seat::human("b"))],
            [Some(Seat::human("a")), Some(Seat::bot(Level::Easy))],
            [Some(Seat::bot(Level::Medium)), Some(Seat::human("b"))],
            [Some(Seat::human("c")), Some(Seat::bot(Level::Hard))],
            [Some(Seat::player("robo", true)), Some(Seat::human("a"))],
            [
                Some(Seat::player("robo", true)),
                Some(Seat::bot(Level::Easy)),
            ],
        ];
        for i in 0..48u32 {
            let id = games::insert(
                conn,
                &NewGame {
                    variant: if i % 3 == 0 {
                        chomp_engine::Variant::IChomp
                    } else {
                        chomp_engine::Variant::Chomp
                    },
                    width: 4,
                    height: 4,
                    start: "full".into(),
                    first: chomp_protocol::FirstMover::Me,
                    seats: seatings[i as usize % seatings.len()].clone(),
                    status: GameStatus::Playing,
                    rated: true,
                    rematch_of: None,
                    code: None,
                },
            )
            .unwrap();
            if i % 7 == 6 {
                continue; // still running: not counted
            }
            // Every fifth game ends before both players moved.
            let aborted = i % 5 == 2;
            let f = FinishedGame {
                winner: ((i / 6) % 2) as u8,
                reason: if aborted {
                    OverReason::Aborted
                } else {
                    OverReason::Normal
                },
                rated: !aborted,
            };
            games::finish(conn, id, f).unwrap();
        }
    }

    fn open(dir: &std::path::Path) -> Connection {
        let mut conn = Connection::open(dir.join("t.db")).unwrap();
        schema::prepare(&mut conn).unwrap();
        conn
    }

    #[test]
    fn counters_equal_a_recount() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open(dir.path());
        assert_eq!(totals(&mut conn).unwrap(), Totals::default());
        play_many(&mut conn);
        let counted = totals(&mut conn).unwrap();
        assert_eq!(counted, recount(&mut conn).unwrap());
        // 6 still running; of the 42 finished, 9 aborted (i % 5 == 2, i % 7 != 6).
        assert_eq!(counted.aborted, 9);
        assert_eq!(counted.games, 48 - 6 - 9);
        assert_eq!(counted.per_variant.values().sum::<u64>(), counted.games);
        assert_eq!(counted.per_level.len(), 3);
        assert_eq!(
            counted.games,
            counted.human_vs_human + counted.human_wins_vs_bots + counted.bot_wins
        );
        // A game finished twice is refused and counted once.
        let done: i64 = cached::query_row(
            &conn,
            "SELECT id FROM games WHERE status='finished' LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
        let again = FinishedGame {
            winner: 0,
            reason: OverReason::Resign,
            rated: false,
        };
        assert!(games::finish(&mut conn, done as GameId, again).is_err());
        assert_eq!(totals(&mut conn).unwrap(), counted);
    }

    #[test]
    fn an_old_database_gets_its_counters_from_a_recount() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open(dir.path());
        play_many(&mut conn);
        // A database that old knew no hosted bots.
        conn.execute_batch("UPDATE games SET seat0_hosted_bot = 0, seat1_hosted_bot = 0")
            .unwrap();
        let expected = recount(&mut conn).unwrap();
        // Back to schema version 1: as a server before the counters left it.
        // (Later migrations' columns go too, so they can be applied again.)
        conn.execute_batch(
            "DROP TABLE ladder_games; DROP TABLE ladder_ratings; DROP TABLE ladder;
             DROP TABLE tournament_pairings; DROP TABLE tournament_entrants; DROP TABLE tournaments;
             DROP TABLE game_analysis; DROP TABLE ssh_keys; DROP TABLE tally; DROP INDEX players_by_key; DROP TABLE player_keys;
             ALTER TABLE players DROP COLUMN name_key; ALTER TABLE players DROP COLUMN bot;
             DROP TABLE ratings; DROP TABLE player_ratings;
             ALTER TABLE games DROP COLUMN seat0_hosted_bot;
             ALTER TABLE games DROP COLUMN seat1_hosted_bot;
             ALTER TABLE games DROP COLUMN paused_ply;
             ALTER TABLE games DROP COLUMN paused_left_ms;
             ALTER TABLE games DROP COLUMN rematched_as;
             ALTER TABLE games DROP COLUMN guest_seats;
             DROP INDEX games_by_code; ALTER TABLE games DROP COLUMN code;
             DROP INDEX games_by_pair;
             DROP TABLE meta;
             PRAGMA user_version = 1;",
        )
        .unwrap();
        drop(conn);
        let mut conn = open(dir.path());
        assert_eq!(totals(&mut conn).unwrap(), expected);
        assert!(!verify(&mut conn).unwrap(), "nothing to repair");
    }

    #[test]
    fn counters_that_disagree_with_the_games_are_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open(dir.path());
        play_many(&mut conn);
        let expected = recount(&mut conn).unwrap();
        conn.execute_batch(
            "UPDATE tally SET n = n + 5 WHERE key = 'games';
             INSERT INTO tally VALUES ('variant:nonsense', 3);
             DELETE FROM tally WHERE key = 'level:hard:bot_wins';",
        )
        .unwrap();
        assert_ne!(totals(&mut conn).unwrap(), expected);
        assert!(verify(&mut conn).unwrap());
        assert_eq!(totals(&mut conn).unwrap(), expected);
    }
}
