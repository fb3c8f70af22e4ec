//! The command line (clap derive).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Exact solver for Chomp (misère, poisoned corner) and iChomp (four quadrants,
/// normal play). The last line printed is the answer.
#[derive(Parser, Debug)]
#[command(name = "chomp-solve", version, about)]
pub struct Cli {
    /// Directory of the table files (default: the user's cache directory).
    #[arg(long, global = true, env = "CHOMP_TABLES")]
    pub tables: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Build (or load) the P-table of all Chomp diagrams with rows + cols <= K
    /// and print its number of P-positions.
    Build(BitsArgs),
    /// Print the number of P-positions among all non-empty Chomp diagrams with
    /// rows + cols <= K (the single poisoned cell is one of them).
    Count(BitsArgs),
    /// Print the SG value of a position: misère for chomp, normal play for ichomp.
    Sg(PositionArgs),
    /// Print every winning move, one-based row.col, space separated (an empty
    /// line if there is none).
    Moves(PositionArgs),
    /// Build the Grundy table of an AxB box and print its number of positions
    /// and its largest SG value.
    Grundy(GrundyArgs),
    /// Read a game record (docs/RECORDS.md), check every move against the
    /// rules, and print the record with each move's perfect-play mark, the
    /// final position and each player's accuracy.
    Record(RecordArgs),
}

#[derive(Args, Debug)]
pub struct BitsArgs {
    /// K: the table covers every diagram with rows + cols <= K.
    #[arg(long)]
    pub bits: u32,
}

#[derive(Args, Debug)]
pub struct PositionArgs {
    /// chomp or ichomp.
    #[arg(long)]
    pub variant: String,
    /// Board width (columns).
    #[arg(long)]
    pub width: usize,
    /// Board height (rows).
    #[arg(long)]
    pub height: usize,
    /// The position in the notation of RULES.md (`8,8,5,3` or
    /// `4,4,2/4,3/4,4,4/1`, `-/3,1/-/-`); the full board if omitted. A value
    /// starting with `-` is taken as the position, not as a flag.
    #[arg(long, allow_hyphen_values = true)]
    pub position: Option<String>,
    /// K of the P-table used for Chomp win/loss questions.
    #[arg(long, default_value_t = 24)]
    pub bits: u32,
    /// The largest box (number of diagrams) whose Grundy table may be built.
    #[arg(long, default_value_t = 50_000_000)]
    pub max_box: u64,
    /// Positions a search beyond the tables may visit.
    #[arg(long, default_value_t = 2_000_000)]
    pub search_nodes: usize,
    /// The most sub-diagrams a Chomp board or iChomp quadrant beyond the
    /// Grundy tables may have for its exact SG values to be searched.
    #[arg(long, default_value_t = 5_000_000)]
    pub exact_limit: u64,
}

#[derive(Args, Debug)]
pub struct GrundyArgs {
    /// The box as ROWSxCOLS, e.g. 10x10.
    #[arg(long = "box")]
    pub box_size: String,
}

#[derive(Args, Debug)]
pub struct RecordArgs {
    /// The record file, or `-` for standard input.
    #[arg(allow_hyphen_values = true)]
    pub file: String,
    /// K of the P-table: Chomp positions with rows + cols <= K are exact.
    #[arg(long, default_value_t = 24)]
    pub bits: u32,
    /// The largest box (number of diagrams) whose Grundy table may be built.
    #[arg(long, default_value_t = 50_000_000)]
    pub max_box: u64,
    /// The most sub-diagrams a Chomp board or iChomp quadrant beyond the
    /// Grundy tables may have for its exact values to be searched; moves in
    /// positions beyond are marked unknown.
    #[arg(long, default_value_t = 5_000_000)]
    pub exact_limit: u64,
}
