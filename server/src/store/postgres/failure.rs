//! What a PostgreSQL error means to the rest of the server: the session
//! gone (`unavailable`, worth a retry) or a real refusal. A leaf, so the
//! reads, writes and schema code beside it share it without using their
//! parent module.

use crate::store::StoreError;

/// A database error, kept whole for the log.
pub(crate) fn backend(e: tokio_postgres::Error) -> StoreError {
    if e.is_closed() || e.as_db_error().is_none() && e.code().is_none() {
        // No answer from the server at all: the connection is gone.
        return StoreError::Unavailable(format!("PostgreSQL is unreachable: {e}"));
    }
    StoreError::Backend(Box::new(e))
}
