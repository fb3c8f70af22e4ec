//! `chomp-solve record FILE`: reads a game record (docs/RECORDS.md), which
//! checks every move against the rules, analyses the game with the exact
//! sources only, and prints the record again with each move's mark, then the
//! final position and each player's accuracy (the last line). A mark the
//! record already carried that the analysis does not confirm is noted on
//! stderr.

use std::fs;
use std::io::{self, Read};
use std::path::Path;
use std::time::Duration;

use chomp_engine::record::square;
use chomp_engine::{analyse, Budget, GameRecord, Position, SolverConfig, Tables};

use crate::cli::RecordArgs;
use crate::setup::{build_quietly, table_failure, Failure};

/// The record's text, from the file or standard input.
fn read_text(file: &str) -> Result<String, Failure> {
    let mut text = String::new();
    let read = if file == "-" {
        io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        fs::read_to_string(file).map(|t| text = t)
    };
    read.map_err(|e| Failure::Usage(format!("cannot read the record {file}: {e}.")))?;
    Ok(text)
}

/// The final position as notation and `#`/`.` rows.
fn show_position(pos: &Position) -> String {
    let mut out = format!(
        "Final position ({} {}x{}): {}{}",
        pos.variant(),
        pos.width(),
        pos.height(),
        pos,
        if pos.is_over() { ", game over" } else { "" }
    );
    for row in pos.board_rows() {
        out.push_str("\n  ");
        out.push_str(&row);
    }
    out
}

pub fn record_command(dir: &Path, args: RecordArgs) -> Result<(), Failure> {
    let text = read_text(&args.file)?;
    let mut record: GameRecord = text
        .parse()
        .map_err(|e| Failure::Usage(format!("{}: {e}.", args.file)))?;
    build_quietly(dir, args.bits)?;
    let tables = Tables::new(SolverConfig {
        tables_dir: Some(dir.to_path_buf()),
        ptable_bits: args.bits,
        grundy_max_cells: args.max_box,
        // Answers depend only on the flags given, not on what else is cached.
        use_present_tables: false,
        exact_limit: args.exact_limit,
        // The analysis never runs the clocked searches.
        think_time: Duration::ZERO,
        hint_time: Duration::ZERO,
        ..Default::default()
    })
    .map_err(table_failure)?;
    let budget = Budget {
        exact_limit: args.exact_limit,
    };
    let moves = record.plain_moves();
    let analysis = analyse(&tables, &record.start, &moves, budget)
        .map_err(|e| Failure::Usage(format!("{}: {e}.", args.file)))?;
    for (ply, (m, &mark)) in record.moves.iter().zip(&analysis.marks).enumerate() {
        if let Some(given) = m.mark.filter(|&given| given != mark) {
            eprintln!(
                "note: move {} ({}) is marked '{given}' in the record, but the analysis says '{mark}'.",
                ply / 2 + 1,
                square(m.mv)
            );
        }
    }
    record.annotate(&analysis.marks);
    let end = record
        .final_position()
        .map_err(|e| Failure::Usage(format!("{}: {e}.", args.file)))?;
    print!("{record}");
    println!();
    println!("{}", show_position(&end));
    println!("Accuracy of {} (first): {}", record.first, analysis.first);
    println!(
        "Accuracy of {} (second): {}",
        record.second, analysis.second
    );
    Ok(())
}
