//! Puts each finished game's stored analysis beside it in a `history`
//! frame or an API page, so a client's replay can show every move's mark
//! without asking for each game again.

use chomp_protocol::HistoryGame;

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
