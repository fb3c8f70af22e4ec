//! One match at run time: an actor task that owns a [`crate::game::Match`]
//! and is the only thing that changes it. The actor (`actor`) is a thin
//! shell around the pure rules: it takes commands from its queue, stores
//! each change before applying it (as the store's `Write`, `writes`),
//! broadcasts, runs the deadlines and schedules bots. It holds only the
//! handles it uses (`handles`). `supervisor` starts rooms, loads stored
//! games on demand and restarts a room that panicked.
//! Rooms never open rooms: a new game is the opener's (`crate::opener`),
//! which a room asks through its queue.

mod actor;
mod clock;
mod handles;
mod supervisor;
mod writes;

#[cfg(test)]
mod tests;

pub use supervisor::{deliver, own, spawn_room, spawn_room_with};
