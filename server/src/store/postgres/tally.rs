//! The counters of one batch's finished games, added to the `tally` table
//! in one statement just before the batch commits.
//!
//! The tally's rows are the hottest of a cluster: every finished game on
//! every node adds to the same few keys. Each batch holds the rows it
//! updated until it commits, so another node's batch waits on them. Updated
//! at the end, they are held for one statement and the commit instead of
//! for the rest of the batch (the players' records, the moves behind); in
//! key order, so two batches never take them in opposite orders.

use std::collections::BTreeMap;

use tokio_postgres::{GenericClient, ToStatement};

use super::failure::backend;
use crate::store::StoreError;

/// The counters to add when the batch commits, by key.
#[derive(Debug, Default)]
pub struct Tally {
    by_key: BTreeMap<String, i64>,
}

impl Tally {
    /// Adds one finished game's counters (only once its write succeeded:
    /// a refused write's savepoint is rolled back, its counters with it).
    pub fn add(&mut self, counters: Vec<(String, i64)>) {
        for (key, n) in counters {
            *self.by_key.entry(key).or_default() += n;
        }
    }

    /// Writes the counters (`sql`: [`super::sql::TALLY`], as text or
    /// prepared), in key order; nothing when no game finished.
    pub async fn flush<C, S>(self, tx: &C, sql: &S) -> Result<(), StoreError>
    where
        C: GenericClient,
        S: ToStatement + ?Sized + Sync + Send,
    {
        if self.by_key.is_empty() {
            return Ok(());
        }
        let (keys, counts): (Vec<String>, Vec<i64>) = self.by_key.into_iter().unzip();
        tx.execute(sql, &[&keys, &counts]).await.map_err(backend)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_of_several_games_add_up_by_key_in_key_order() {
        let mut tally = Tally::default();
        tally.add(vec![("games".into(), 1), ("variant:chomp".into(), 1)]);
        tally.add(vec![("games".into(), 1), ("aborted".into(), 1)]);
        let rows: Vec<_> = tally.by_key.into_iter().collect();
        assert_eq!(
            rows,
            vec![
                ("aborted".to_string(), 1),
                ("games".to_string(), 2),
                ("variant:chomp".to_string(), 1)
            ]
        );
    }
}
