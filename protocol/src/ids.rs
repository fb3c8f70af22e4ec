//! Identifiers that both requests and replies name. They live in this leaf
//! rather than in the crate root, which re-exports them, so that the
//! message modules never use the module that uses them.

/// Game identifiers are integers allocated by the server.
pub type GameId = u64;
