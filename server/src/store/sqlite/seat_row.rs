//! A seat read back from its three columns (name, level, hosted bot): the
//! games and the ratings replay both read seats, and neither uses the
//! other for it.

use rusqlite::Row;

use crate::model::Seat;
use crate::store::columns::seat_from_cols;

/// A seat from its name, level and hosted-bot columns, from `at` on.
pub fn seat_from(r: &Row<'_>, at: usize) -> rusqlite::Result<Option<Seat>> {
    let name: Option<String> = r.get(at)?;
    let level: Option<String> = r.get(at + 1)?;
    Ok(seat_from_cols(name, level.as_deref(), r.get(at + 2)?))
}
