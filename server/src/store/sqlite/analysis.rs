//! The analyses of finished games, and pages of a player's finished games
//! (see [`crate::store::AnalysisStore`]).

use chomp_engine::GameAnalysis;
use chomp_protocol::{GameId, HistoryGame};
use rusqlite::{params, Connection, OptionalExtension};

use super::{games, ratings, SqliteStore};
use crate::store::analysis::{from_column, to_column, AnalysisStore};
use crate::store::columns;
use crate::store::{StoreError, StoreFuture};

/// Keeps the first analysis of a finished game.
fn save(conn: &mut Connection, id: GameId, analysis: &GameAnalysis) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO game_analysis (game_id, analysis)
         SELECT id, ?2 FROM games WHERE id = ?1 AND status = 'finished'
         ON CONFLICT (game_id) DO NOTHING",
        params![id as i64, to_column(analysis)],
    )?;
    Ok(())
}

fn load(conn: &mut Connection, id: GameId) -> Result<Option<GameAnalysis>, StoreError> {
    let text: Option<String> = conn
        .query_row(
            "SELECT analysis FROM game_analysis WHERE game_id = ?1",
            [id as i64],
            |r| r.get(0),
        )
        .optional()?;
    text.as_deref().map(from_column).transpose()
}

fn unanalysed(
    conn: &mut Connection,
    below: Option<GameId>,
    limit: u32,
) -> Result<Vec<GameId>, StoreError> {
    let below = below.map(|b| b as i64).unwrap_or(i64::MAX);
    let mut stmt = conn.prepare(
        "SELECT id FROM games g WHERE status = 'finished' AND id < ?1
           AND NOT EXISTS (SELECT 1 FROM game_analysis a WHERE a.game_id = g.id)
         ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![below, limit], |r| r.get::<_, i64>(0))?;
    Ok(rows
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .map(|id| id as GameId)
        .collect())
}

fn page(
    conn: &mut Connection,
    player: &str,
    before: Option<GameId>,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let ids: Vec<i64> = {
        let mut stmt = conn.prepare(
            "SELECT id FROM games g WHERE status = 'finished'
               AND (seat0_name = ?1 OR seat1_name = ?1)
               AND (?2 IS NULL OR (finished_at, id) < (
                    SELECT finished_at, id FROM games WHERE id = ?2 AND status = 'finished'))
             ORDER BY finished_at DESC, id DESC LIMIT ?3",
        )?;
        let rows = stmt.query_map(params![player, before.map(|b| b as i64), limit], |r| {
            r.get(0)
        })?;
        rows.collect::<Result<_, _>>()?
    };
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let Some(g) = games::load(conn, id as GameId)? else {
            continue;
        };
        let points = ratings::of_game(conn, g.id)?;
        out.push(columns::history_of(g, points)?);
    }
    Ok(out)
}

impl AnalysisStore for SqliteStore {
    fn save_analysis(&self, id: GameId, analysis: GameAnalysis) -> StoreFuture<()> {
        let store = self.clone();
        Box::pin(async move { store.run(move |c| save(c, id, &analysis)).await })
    }

    fn analysis(&self, id: GameId) -> StoreFuture<Option<GameAnalysis>> {
        let store = self.clone();
        Box::pin(async move { store.run(move |c| load(c, id)).await })
    }

    fn unanalysed(&self, below: Option<GameId>, limit: u32) -> StoreFuture<Vec<GameId>> {
        let store = self.clone();
        Box::pin(async move { store.run(move |c| unanalysed(c, below, limit)).await })
    }

    fn games_page(
        &self,
        player: String,
        before: Option<GameId>,
        limit: u32,
    ) -> StoreFuture<Vec<HistoryGame>> {
        let store = self.clone();
        Box::pin(async move { store.run(move |c| page(c, &player, before, limit)).await })
    }
}
