//! The analyses of finished games, and pages of a player's finished games
//! (see [`crate::store::AnalysisStore`]). An analysis is one insert that
//! no move waits for, so it is written on a pooled connection by itself,
//! not through the committer's batches of moves.

use chomp_engine::GameAnalysis;
use chomp_protocol::{GameId, HistoryGame};
use tokio_postgres::GenericClient;

use super::failure::backend;
use super::{ratings, reads, PgStore};
use crate::store::analysis::{from_column, to_column, AnalysisStore};
use crate::store::columns;
use crate::store::{StoreError, StoreFuture};

async fn save<C: GenericClient>(c: &C, id: GameId, text: String) -> Result<(), StoreError> {
    c.execute(
        "INSERT INTO game_analysis (game_id, analysis)
         SELECT id, $2 FROM games WHERE id = $1 AND status = 'finished'
         ON CONFLICT (game_id) DO NOTHING",
        &[&(id as i64), &text],
    )
    .await
    .map_err(backend)?;
    Ok(())
}

async fn load<C: GenericClient>(c: &C, id: GameId) -> Result<Option<GameAnalysis>, StoreError> {
    let row = c
        .query_opt(
            "SELECT analysis FROM game_analysis WHERE game_id = $1",
            &[&(id as i64)],
        )
        .await
        .map_err(backend)?;
    row.map(|r| from_column(&r.get::<_, String>(0))).transpose()
}

async fn unanalysed<C: GenericClient>(
    c: &C,
    below: Option<GameId>,
    limit: u32,
) -> Result<Vec<GameId>, StoreError> {
    let below = below.map(|b| b as i64).unwrap_or(i64::MAX);
    let rows = c
        .query(
            "SELECT id FROM games g WHERE status = 'finished' AND id < $1
               AND NOT EXISTS (SELECT 1 FROM game_analysis a WHERE a.game_id = g.id)
             ORDER BY id DESC LIMIT $2",
            &[&below, &i64::from(limit)],
        )
        .await
        .map_err(backend)?;
    Ok(rows.iter().map(|r| r.get::<_, i64>(0) as GameId).collect())
}

async fn page<C: GenericClient>(
    c: &C,
    player: &str,
    before: Option<GameId>,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let before = before.map(|b| b as i64);
    let games = reads::games_where(
        c,
        "status = 'finished' AND (seat0_name = $1 OR seat1_name = $1)
           AND ($2::BIGINT IS NULL OR (finished_at, id) < (
                SELECT finished_at, id FROM games WHERE id = $2 AND status = 'finished'))
         ORDER BY finished_at DESC, id DESC LIMIT $3",
        &[&player, &before, &i64::from(limit)],
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

impl AnalysisStore for PgStore {
    fn save_analysis(&self, id: GameId, analysis: GameAnalysis) -> StoreFuture<()> {
        let text = to_column(&analysis);
        self.read(move |c| async move { save(&**c, id, text).await })
    }

    fn analysis(&self, id: GameId) -> StoreFuture<Option<GameAnalysis>> {
        self.read(move |c| async move { load(&**c, id).await })
    }

    fn unanalysed(&self, below: Option<GameId>, limit: u32) -> StoreFuture<Vec<GameId>> {
        self.read(move |c| async move { unanalysed(&**c, below, limit).await })
    }

    fn games_page(
        &self,
        player: String,
        before: Option<GameId>,
        limit: u32,
    ) -> StoreFuture<Vec<HistoryGame>> {
        self.read(move |c| async move { page(&**c, &player, before, limit).await })
    }
}
