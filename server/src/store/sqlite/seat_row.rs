//! A seat read back from its three columns (name, level, hosted bot): the
//! games and the ratings replay both read seats, and neither uses the
//! other for it.

use rusqlite::Row;

use crate::model::Seat;

/// A seat from its name, level and hosted-bot columns, from `at` on.
pub fn seat_from(r: &Row<'_>, at: usize) -> rusqlite::Result<Option<Seat>> {
    let name: Option<String> = r.get(at)?;
    let level: Option<String> = r.get(at + 1)?;
    let hosted_bot: bool = r.get(at + 2)?;
    Ok(name.map(|name| Seat {
        name,
        level: level.and_then(|l| l.parse().ok()),
        hosted_bot,
        guest: false,
    }))
}
