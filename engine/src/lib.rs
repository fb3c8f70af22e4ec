//! Game logic and solver of the chomp match service. Synchronous (no async
//! runtime), but not free of I/O: the solver saves, memory-maps and verifies
//! table files, builds tables on rayon threads, and can build large tables on
//! a background thread. The modules fall in two layers:
//!
//! - **Rules**, pure and without I/O: [`Position`] holds a position of either
//!   game ([`Variant`]), plays and checks moves, and prints/parses the
//!   notation; [`Diagram`] is the Young diagram underneath both games, with the
//!   boundary bit strings of [`bitmoves`]; [`ichomp`] splits boards into
//!   quadrants; [`rank`] numbers box strings; [`reference`] is a slow solver
//!   straight from the rules, for tests. [`mark`] names what perfect play
//!   says of a move, and [`record`] prints a game record with those marks
//!   ([`record_parse`] reads it back, checking every move).
//! - **Solver**, with its tables and files: [`Tables`] holds the P-table of
//!   Chomp ([`ptable`]) and Grundy box tables ([`grundy`], built by
//!   [`grundy_build`], saved by [`tables_file`], found by [`preload`]); beyond
//!   them, exact values by search over sub-diagrams ([`exact`], [`values`]) and
//!   a time-bounded win/loss search ([`search`], [`evaluate`]) read those
//!   tables. [`Solver`] wraps the tables, gives [`Hints`] and backs the bots
//!   ([`choose_move`]); [`background`] builds the big tables for a server and
//!   swaps them in. [`analysis`] marks every move of a finished game from
//!   the values [`judge`] proves with the exact sources only.
//!
//! Rules never import the solver layer; rank and unrank live in the leaf
//! module [`rank`]. In the solver layer, [`tables`] is at the bottom and
//! [`solver`] above the searches and hints it calls (its docs say why). So
//! no two modules import each other, directly or through others
//! (`scripts/check-cycles.sh`).

pub mod analysis;
pub mod background;
pub mod bitmoves;
pub mod bots;
pub mod budget;
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
pub mod judge;
pub mod level;
pub mod mark;
pub mod moves;
pub mod pace;
pub mod position;
pub mod predecessors;
pub mod preload;
pub mod ptable;
pub mod random;
pub mod rank;
pub mod reach;
pub mod record;
pub mod record_parse;
pub mod reference;
pub mod search;
pub mod solver;
pub mod tables;
pub mod tables_file;
pub mod values;
pub mod variant;

pub use analysis::{analyse, GameAnalysis};
pub use bots::{choose_move, BotMove};
pub use diagram::{Diagram, MAX_SIDE};
pub use error::{PlayError, PositionError, RecordError, RecordErrorKind, ReplayError, TableError};
pub use hints::Hints;
pub use ichomp::{Layout, Quadrant};
pub use judge::Budget;
pub use level::Level;
pub use mark::{Accuracy, Mark};
pub use moves::Move;
pub use position::{MoveOutcome, Position, Winner};
pub use record::{GameRecord, GameResult, RecordedMove};
pub use solver::Solver;
pub use tables::{SolverConfig, Tables};
pub use variant::Variant;
