//! A seat read back from its three columns (name, level, hosted bot): the
//! writes, the reads and the ratings replay all read seats, and none of
//! them uses another for it.

use tokio_postgres::Row;

use crate::model::Seat;
use crate::store::columns::seat_from_cols;

/// A seat from the name, level and hosted-bot columns of `row`, from `at` on.
pub fn seat_from(row: &Row, at: usize) -> Option<Seat> {
    let name: Option<String> = row.get(at);
    seat_from_cols(name, row.get(at + 1), row.get(at + 2))
}
