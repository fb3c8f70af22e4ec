//! How the solver gets its tables ([`SolverConfig`]): where the files are,
//! how big the tables are, and how far and how long a search beyond them
//! may go.

use std::path::PathBuf;
use std::time::Duration;

use crate::grundy::box_size;

/// How the solver gets its tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// Where table files are loaded from and saved to; `None` builds in memory.
    pub tables_dir: Option<PathBuf>,
    /// `K` of the P-table: Chomp diagrams with `rows + cols <= K` are exact.
    pub ptable_bits: u32,
    /// The largest box (by number of diagrams it holds) whose Grundy table is
    /// built on demand.
    pub grundy_max_cells: u64,
    /// How many positions one bounded search may visit beyond the tables.
    pub search_nodes: usize,
    /// Also use the largest tables already in `tables_dir`: a P-table file of
    /// a higher `K` than `ptable_bits` replaces it, and every Grundy box file
    /// is mapped at start, whatever its size (a server gets perfect bots on
    /// every board the files cover without building anything).
    pub use_present_tables: bool,
    /// The most sub-diagrams a position beyond the box tables may have for
    /// its exact values to be searched ([`crate::exact`]); such positions
    /// get exact hints and perfect bots whatever their bounding box.
    pub exact_limit: u64,
    /// How long the hard bot may think about one move beyond what the tables
    /// and the exact search answer at once (time-bounded deepening).
    pub think_time: Duration,
    /// How long one hints request may search beyond the tables.
    pub hint_time: Duration,
    /// The most memory, in bytes, one bot move or hints request may hold
    /// for its searches beyond the tables ([`crate::budget`]): three
    /// quarters for the win/loss search's memos and move lists, a quarter
    /// for the exact search's memo. When it is spent the search stops and
    /// answers "undecided", as when its time is over.
    pub search_memory: usize,
}

/// The default `search_memory`: 16 MiB, more than a 150 ms search fills
/// on one core (measured: docs/LOAD.md, "Bots and hints under a memory
/// budget").
pub const DEFAULT_SEARCH_MEMORY: usize = 16 << 20;

impl Default for SolverConfig {
    /// In memory, K = 24 (1 MiB), boxes up to 10 x 10 (184 756 diagrams,
    /// well under a second to build in release), 200 000 search nodes,
    /// exact search up to 100 000 sub-diagrams (about 2 µs each at worst,
    /// fewer with the 10 x 10 table answering small ones), 150 ms of
    /// thought per hard move and 600 ms per hints request (so that a bot
    /// move stays under 300 ms and hints under 1 s on every board, with room
    /// for the work around the search: docs/PERFORMANCE.md).
    fn default() -> Self {
        SolverConfig {
            tables_dir: None,
            ptable_bits: 24,
            grundy_max_cells: box_size(10, 10),
            search_nodes: 200_000,
            use_present_tables: false,
            exact_limit: 100_000,
            think_time: Duration::from_millis(150),
            hint_time: Duration::from_millis(600),
            search_memory: DEFAULT_SEARCH_MEMORY,
        }
    }
}
