//! The heart of the chomp match service: pure game logic, no I/O or async.
//!
//! - [`Position`] holds a position of either game ([`Variant`]), plays and
//!   checks moves, and prints/parses the notation of RULES.md.
//! - [`Diagram`] is the Young diagram underneath both games, with the boundary
//!   bit string that the solver tables index ([`bitmoves`]).
//! - [`Solver`] holds the P-table of Chomp ([`ptable`]) and the Grundy tables
//!   of boxes ([`grundy`]), saved in files ([`tables_file`]); it gives
//!   [`Hints`] and backs the bots ([`choose_move`]).
//! - [`reference`] is a slow solver straight from the rules, for tests.

pub mod background;
pub mod bitmoves;
pub mod bots;
pub mod chomp;
pub mod diagram;
pub mod error;
pub mod evaluate;
pub mod exact;
pub mod grundy;
pub mod grundy_build;
pub mod hints;
pub mod ichomp;
pub mod ichomp_tables;
pub mod level;
pub mod position;
pub mod predecessors;
pub mod preload;
pub mod ptable;
pub mod random;
pub mod rank;
pub mod reference;
pub mod search;
pub mod solver;
pub mod tables_file;
pub mod values;
pub mod variant;

pub use bots::{choose_move, BotMove};
pub use diagram::{Diagram, MAX_SIDE};
pub use error::{PlayError, PositionError, TableError};
pub use hints::Hints;
pub use ichomp::{Layout, Quadrant};
pub use level::Level;
pub use position::{MoveOutcome, Position, Winner};
pub use solver::{Solver, SolverConfig};
pub use variant::Variant;
