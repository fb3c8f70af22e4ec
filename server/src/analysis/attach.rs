//! Puts each finished game's stored analysis beside it in a `history`
//! frame or an API page, so a client's replay can show every move's mark
//! without asking for each game again; and a player's accuracy over
//! their last games, for `stats`.

use chomp_protocol::{AccuracyPoint, HistoryGame, ACCURACY_HISTORY_LEN};

use crate::store::SharedStore;

/// Fills `analysis` of each game that has one stored; a game without one
/// (not analysed yet, or a store that cannot be read now) goes without.
pub async fn attach(store: &SharedStore, games: &mut [HistoryGame]) {
    for g in games.iter_mut() {
        match store.analysis(g.game).await {
            Ok(a) => g.analysis = a,
            Err(e) => {
                tracing::debug!("the analysis of game {} is not read: {e}", g.game);
                return;
            }
        }
    }
}

/// `name`'s accuracy in each of their last analysed finished games (of
/// the last [`ACCURACY_HISTORY_LEN`]) that gave them a proven winning
/// position, oldest first; empty when the store cannot be read now.
pub async fn accuracy_history(store: &SharedStore, name: &str) -> Vec<AccuracyPoint> {
    let mut games = match store
        .games_page(name.to_string(), None, ACCURACY_HISTORY_LEN)
        .await
    {
        Ok(g) => g,
        Err(e) => {
            tracing::debug!("the games of {name:?} are not read: {e}");
            return Vec::new();
        }
    };
    attach(store, &mut games).await;
    let mut points: Vec<AccuracyPoint> = games
        .iter()
        .filter_map(|g| {
            let seat = g.players.iter().position(|p| p.name == name)?;
            let a = g.analysis.as_ref()?;
            let acc = if seat == 0 { a.first } else { a.second };
            (acc.in_winning > 0).then(|| AccuracyPoint {
                game: g.game,
                at: g.finished_at.clone(),
                variant: g.variant.clone(),
                kept: acc.kept,
                in_winning: acc.in_winning,
            })
        })
        .collect();
    points.reverse();
    points
}
