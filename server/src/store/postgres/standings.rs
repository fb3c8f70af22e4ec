//! What a finished game does to its players' rows: locked and read
//! ([`Locked`]), then written ([`write_record`]), inside the transaction
//! that stores the result. Both ways through a batch use these, the
//! careful one with the statements' text, the pipelined one with the
//! statements prepared ([`super::sql::Prepared`]), so the SQL and the rules
//! are written once; the migration's replay writes with the text.

use std::collections::{BTreeSet, HashMap, HashSet};

use futures::future::try_join3;
use tokio_postgres::types::ToSql;
use tokio_postgres::{GenericClient, ToStatement};

use super::failure::backend;
use super::sql::{LockSql, RecordSql};
use crate::model::{FinishedGame, Seat, Seats};
use crate::rating::{self, Held, RecordChange};
use crate::store::records;
use crate::store::StoreError;

/// The rows of the players of some finished games, locked until the
/// transaction ends, and their ratings as the games settle one by one.
#[derive(Debug, Default)]
pub struct Locked {
    /// The names with an account (`players`).
    known: HashSet<String>,
    /// The rating each (player, variant) holds now.
    rows: HashMap<(String, String), Held>,
}

impl Locked {
    /// Locks and reads the rows of the seats of `games` (seats, variant),
    /// all in one round trip: the accounts locked, a rating row made for
    /// whoever has none yet, the rating rows locked and read. Each statement
    /// locks in name order (`ORDER BY` comes before the lock), so two
    /// batches finishing games of the same players cannot deadlock: a
    /// batch takes all of its players' rows at once, in that order.
    pub async fn lock<C, S>(
        tx: &C,
        sql: &LockSql<'_, S>,
        games: &[(&Seats, &str)],
    ) -> Result<Locked, StoreError>
    where
        C: GenericClient,
        S: ToStatement + ?Sized + Sync + Send,
    {
        let mut pairs: BTreeSet<(&str, &str)> = BTreeSet::new();
        let mut people: BTreeSet<&str> = BTreeSet::new();
        for (seats, variant) in games {
            for (at, name) in rating::recorded_seats(seats) {
                pairs.insert((name, variant));
                if seats[at].as_ref().is_some_and(Seat::connects) {
                    people.insert(name);
                }
            }
        }
        if pairs.is_empty() {
            return Ok(Locked::default());
        }
        let (names, variants): (Vec<&str>, Vec<&str>) = pairs.into_iter().unzip();
        let people: Vec<&str> = people.into_iter().collect();
        let new = Held::NEW.standing;
        let accounts_args: [&(dyn ToSql + Sync); 1] = [&people];
        let make_args: [&(dyn ToSql + Sync); 6] = [
            &names,
            &variants,
            &new.rating,
            &new.rd,
            &new.volatility,
            &people,
        ];
        let rows_args: [&(dyn ToSql + Sync); 2] = [&names, &variants];
        let (accounts, _, rows) = try_join3(
            tx.query(sql.accounts, &accounts_args),
            tx.execute(sql.make, &make_args),
            tx.query(sql.rows, &rows_args),
        )
        .await
        .map_err(backend)?;
        Ok(Locked {
            known: accounts.iter().map(|r| r.get(0)).collect(),
            rows: rows
                .iter()
                .map(|r| {
                    (
                        (r.get(0), r.get(1)),
                        records::held(r.get(2), r.get(3), r.get(4), r.get(5)),
                    )
                })
                .collect(),
        })
    }

    /// The rating each seat holds in `variant`, as
    /// [`crate::rating::settle`] wants them: `None` for an empty seat or a
    /// name without an account (a server bot level always has a rating),
    /// [`Held::NEW`] before its first game of the variant.
    pub fn held(&self, seats: &Seats, variant: &str) -> Result<[Option<Held>; 2], StoreError> {
        let mut out = [None, None];
        for (at, name) in rating::recorded_seats(seats) {
            let person = seats[at].as_ref().is_some_and(Seat::connects);
            if person && !self.known.contains(name) {
                continue;
            }
            let Some(held) = self.rows.get(&(name.to_string(), variant.to_string())) else {
                return Err(StoreError::Corrupt(format!(
                    "no rating row for {name} in {variant}"
                )));
            };
            out[at] = Some(*held);
        }
        Ok(out)
    }

    /// The record changes of one finished game (`finish`, with these seats,
    /// in `variant`), each taken as [`Locked::settled`].
    pub fn settle(
        &mut self,
        seats: &Seats,
        variant: &str,
        finish: &FinishedGame,
    ) -> Result<Vec<RecordChange>, StoreError> {
        let held = self.held(seats, variant)?;
        let changes: Vec<RecordChange> = rating::settle(seats, held, finish)
            .into_iter()
            .flatten()
            .collect();
        for change in &changes {
            self.settled(variant, change);
        }
        Ok(changes)
    }

    /// Takes a change written: a later game of the same batch and player
    /// starts from it, as it would from the row written. A rated game
    /// rates the player now (no days away); an unrated one keeps the days.
    pub fn settled(&mut self, variant: &str, change: &RecordChange) {
        let key = (change.name.clone(), variant.to_string());
        let idle_days = match self.rows.get(&key) {
            Some(held) if !change.rated => held.idle_days,
            _ => 0.0,
        };
        self.rows.insert(
            key,
            Held {
                standing: change.after,
                idle_days,
            },
        );
    }
}

/// Stores one player's record change as [`crate::rating::settle`]
/// decided it; `at` is when the game finished (`None`: now).
pub async fn write_record<C, S>(
    tx: &C,
    sql: &RecordSql<'_, S>,
    id: chomp_protocol::GameId,
    variant: &str,
    change: &RecordChange,
    at: Option<&str>,
) -> Result<(), StoreError>
where
    C: GenericClient,
    S: ToStatement + ?Sized + Sync + Send,
{
    let (won, lost) = (i64::from(change.won), i64::from(!change.won));
    let a = change.after;
    let game = id as i64;
    let delta = change.delta();
    // Three independent rows (the player's row is locked already): sent
    // together, one round trip's wait instead of three.
    let account = async {
        if change.account && at.is_none() {
            tx.execute(sql.account, &[&change.name, &won, &lost])
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
    try_join3(
        account,
        tx.execute(sql.standing, &standing_args),
        tx.execute(sql.history, &history_args),
    )
    .await
    .map_err(backend)?;
    Ok(())
}
