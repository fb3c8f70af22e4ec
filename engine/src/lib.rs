//! The heart of the chomp match service: pure game logic, no I/O or async.
//!
//! - [`Position`] holds a position of either game ([`Variant`]), plays and
//!   checks moves, and prints/parses the notation of RULES.md.
//! - [`Diagram`] is the Young diagram underneath both games, with the boundary
//!   bit string that the solver tables index.

pub mod chomp;
pub mod diagram;
pub mod error;
pub mod ichomp;
pub mod position;
pub mod random;
pub mod variant;

pub use diagram::{Diagram, MAX_SIDE};
pub use error::{PlayError, PositionError};
pub use ichomp::{Layout, Quadrant};
pub use position::{MoveOutcome, Position, Winner};
pub use variant::Variant;
