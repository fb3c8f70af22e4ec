//! Totals over finished games, straight from SQL so they are always exact.

use chomp_protocol::{LevelCounts, Totals};
use rusqlite::Connection;

use super::StoreError;

/// Games played, results against bots, per variant and per bot level.
pub fn totals(conn: &mut Connection) -> Result<Totals, StoreError> {
    let mut t = Totals::default();
    conn.query_row(
        "SELECT COUNT(*),
            COALESCE(SUM(seat0_level IS NULL AND seat1_level IS NULL), 0),
            COALESCE(SUM((seat0_level IS NULL AND seat1_level IS NOT NULL AND winner=0)
                OR (seat1_level IS NULL AND seat0_level IS NOT NULL AND winner=1)), 0),
            COALESCE(SUM((seat0_level IS NOT NULL AND winner=0)
                OR (seat1_level IS NOT NULL AND winner=1)), 0)
         FROM games WHERE status='finished'",
        [],
        |r| {
            t.games = r.get::<_, i64>(0)? as u64;
            t.human_vs_human = r.get::<_, i64>(1)? as u64;
            t.human_wins_vs_bots = r.get::<_, i64>(2)? as u64;
            t.bot_wins = r.get::<_, i64>(3)? as u64;
            Ok(())
        },
    )?;
    {
        let mut stmt = conn.prepare(
            "SELECT variant, COUNT(*) FROM games WHERE status='finished' GROUP BY variant",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
        for row in rows {
            let (variant, n) = row?;
            t.per_variant.insert(variant, n as u64);
        }
    }
    let mut stmt = conn.prepare(
        "SELECT COALESCE(seat0_level, seat1_level), COUNT(*),
            SUM((seat0_level IS NULL AND winner=0) OR (seat1_level IS NULL AND winner=1)),
            SUM((seat0_level IS NOT NULL AND winner=0) OR (seat1_level IS NOT NULL AND winner=1))
         FROM games WHERE status='finished' AND (seat0_level IS NOT NULL OR seat1_level IS NOT NULL)
         GROUP BY COALESCE(seat0_level, seat1_level)",
    )?;
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
    for row in rows {
        let (level, counts) = row?;
        t.per_level.insert(level, counts);
    }
    Ok(t)
}
