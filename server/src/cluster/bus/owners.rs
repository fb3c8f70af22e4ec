//! Which node runs each actor, as a row the node writes when it takes the
//! actor's lock and deletes when it gives it back (table `actor_nodes`).
//!
//! The locks themselves decide; this is a cache of them. Asking
//! `pg_locks` who holds one lock copies PostgreSQL's whole lock table
//! under every partition of its lock manager: 2.3 ms with 2,000 games
//! running, once for every game a second node joins, and every lock taken
//! meanwhile waits. A row is a primary-key read. A row can be stale (its
//! node died, or lost its session and came back under another id), so a
//! reader trusts it only for a node it saw alive, and otherwise asks
//! `pg_locks` as before. The table is UNLOGGED: nothing in it has to
//! outlive a crash, and the bus's session writes it without waiting for
//! the disk.

/// Takes the lock if nobody holds it (this session may already) and, when
/// it got it, records this node as the actor's: one round trip. The lock
/// is taken once: a data-changing CTE and a volatile function referenced
/// twice are each evaluated once.
pub const TRY_LOCK: &str = "
WITH got AS (SELECT pg_try_advisory_lock($1::int8) AS got),
     noted AS (
         INSERT INTO actor_nodes (lock_key, node)
         SELECT $1::int8, $2::int8 FROM got WHERE got
         ON CONFLICT (lock_key) DO UPDATE SET node = EXCLUDED.node
     )
SELECT got FROM got";

/// Gives the lock back and forgets this node's row (never another node's,
/// which may have taken the actor meanwhile).
pub const UNLOCK: &str = "
WITH gone AS (DELETE FROM actor_nodes WHERE lock_key = $1::int8 AND node = $2::int8)
SELECT pg_advisory_unlock($1::int8)";

/// The node that last recorded an actor as its own.
pub const RECORDED: &str = "SELECT node FROM actor_nodes WHERE lock_key = $1::int8";
