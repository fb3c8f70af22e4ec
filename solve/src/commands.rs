//! What each subcommand does.

use std::time::{Duration, Instant};

use anyhow::Context;
use chomp_engine::evaluate::Evaluator;
use chomp_engine::exact::TooBig;
use chomp_engine::grundy::{self, box_size, GrundyTable};
use chomp_engine::ptable::{self, PTable};
use chomp_engine::{Diagram, Position, Quadrant, Solver, SolverConfig, Variant};

use crate::cli::{BitsArgs, Cli, Command, GrundyArgs, PositionArgs};
use crate::progress;
use crate::record::record_command;
use crate::setup::{build_quietly, table_failure, tables_dir, Failure};

pub fn run(cli: Cli) -> Result<(), Failure> {
    let dir = tables_dir(cli.tables)?;
    match cli.command {
        Command::Build(args) => build(&dir, args, true),
        Command::Count(args) => build(&dir, args, false),
        Command::Sg(args) => position_command(&dir, args, false),
        Command::Moves(args) => position_command(&dir, args, true),
        Command::Grundy(args) => grundy_command(&dir, args),
        Command::Record(args) => record_command(&dir, args),
    }
}

fn build(dir: &std::path::Path, args: BitsArgs, verbose: bool) -> Result<(), Failure> {
    ptable::check_bits(args.bits).map_err(table_failure)?;
    let bar = progress::bar(&format!("P-table K={}", args.bits));
    let start = Instant::now();
    let table = PTable::load_or_build(
        Some(dir),
        args.bits,
        &|done, total| progress::update(&bar, done, total),
        &|msg| eprintln!("{msg}"),
    )
    .map_err(table_failure)?;
    bar.finish_and_clear();
    let count = table.count_p();
    if verbose {
        println!(
            "P-table for rows + cols <= {} ready in {:.2} s ({} bytes in {})",
            args.bits,
            start.elapsed().as_secs_f64(),
            table.payload_len(),
            dir.display()
        );
    }
    println!("{count}");
    Ok(())
}

fn grundy_command(dir: &std::path::Path, args: GrundyArgs) -> Result<(), Failure> {
    let (rows, cols) = parse_box(&args.box_size)?;
    grundy::check_box(rows, cols, grundy::MAX_POSITIONS).map_err(table_failure)?;
    let bar = progress::bar(&format!("Grundy {rows}x{cols}"));
    let start = Instant::now();
    let table = GrundyTable::load_or_build(
        Some(dir),
        rows,
        cols,
        &|done, total| progress::update(&bar, done, total),
        &|msg| eprintln!("{msg}"),
    )
    .map_err(table_failure)?;
    bar.finish_and_clear();
    println!(
        "Grundy table of the {rows}x{cols} box ready in {:.2} s: positions, largest SG",
        start.elapsed().as_secs_f64()
    );
    println!("{} {}", table.len(), table.max_value());
    Ok(())
}

fn parse_box(text: &str) -> Result<(usize, usize), Failure> {
    let bad = || Failure::Usage(format!("'{text}' is not a box like 10x10."));
    let lower = text.to_ascii_lowercase();
    let (a, b) = lower.split_once('x').ok_or_else(bad)?;
    let rows: usize = a.trim().parse().map_err(|_| bad())?;
    let cols: usize = b.trim().parse().map_err(|_| bad())?;
    Ok((rows, cols))
}

/// The sentence refusing an exact value out of reach of the flags.
fn out_of_reach(
    name: &str,
    rows: usize,
    cols: usize,
    too_big: TooBig,
    args: &PositionArgs,
) -> String {
    let count = if too_big.count == u64::MAX {
        "more than 2^64".to_string()
    } else {
        too_big.count.to_string()
    };
    format!(
        "the exact value of this {name} is out of reach: it has {count} sub-diagrams \
         (more than --exact-limit {}) and its {rows}x{cols} box more than --max-box {} diagrams.",
        args.exact_limit, args.max_box
    )
}

/// Whether the exact values of `pos` are within reach of the flags: a box
/// table within `--max-box` or a search within `--exact-limit` for the board
/// (Chomp) or every quadrant (iChomp); otherwise the sentence saying why not.
/// Checked before anything is built or searched, so a refusal is immediate.
fn exact_reach(solver: &Solver, pos: &Position, args: &PositionArgs) -> Result<(), String> {
    let parts: Vec<(Diagram, usize, usize, String)> = match pos {
        Position::Chomp(p) => vec![(
            p.diagram().clone(),
            p.height(),
            p.width(),
            "position".into(),
        )],
        Position::IChomp(p) => Quadrant::ALL
            .iter()
            .map(|&q| {
                let (rows, cols) = p.layout().box_of(q);
                (
                    p.quadrant(q).clone(),
                    rows,
                    cols,
                    format!("{} quadrant", q.name()),
                )
            })
            .collect(),
    };
    for (d, rows, cols, name) in parts {
        if d.is_empty() || box_size(rows, cols) <= args.max_box {
            continue;
        }
        if let Err(too_big) = solver.exact_search().check(&d) {
            return Err(out_of_reach(&name, rows, cols, too_big, args));
        }
    }
    Ok(())
}

fn position_command(dir: &std::path::Path, args: PositionArgs, moves: bool) -> Result<(), Failure> {
    let variant: Variant = args
        .variant
        .parse()
        .map_err(|e| Failure::Usage(format!("{e}.")))?;
    let pos = match &args.position {
        Some(p) => Position::parse(variant, args.width, args.height, p),
        None => Position::full(variant, args.width, args.height),
    }
    .map_err(|e| Failure::Usage(format!("{e}.")))?;
    // Build or check the P-table here first, with a progress bar and messages.
    build_quietly(dir, args.bits)?;
    let solver = Solver::new(SolverConfig {
        tables_dir: Some(dir.to_path_buf()),
        ptable_bits: args.bits,
        grundy_max_cells: args.max_box,
        search_nodes: args.search_nodes,
        // Answers depend only on the flags given, not on what else is cached.
        use_present_tables: false,
        exact_limit: args.exact_limit,
        // The node budget bounds the command, not the clock.
        think_time: Duration::from_secs(3600),
        hint_time: Duration::from_secs(3600),
        // Nor the memory: a command on one position may take what it needs.
        search_memory: usize::MAX,
    })
    .map_err(table_failure)?;
    let reach = exact_reach(&solver, &pos, &args);
    if !moves {
        if let Position::IChomp(p) = &pos {
            // Quadrants equal up to mirroring cancel without their values,
            // so only the others must be within reach.
            let v = solver.ichomp_sg(p).map_err(|(q, too_big)| {
                let (rows, cols) = p.layout().box_of(q);
                let name = format!("{} quadrant", q.name());
                Failure::Usage(out_of_reach(&name, rows, cols, too_big, &args))
            })?;
            println!("{v}");
            return Ok(());
        }
        // Refused at once: no table is built and no search started.
        reach.map_err(Failure::Usage)?;
        let hints = solver.hints(&pos);
        if !hints.exact {
            return Err(Failure::Usage(format!(
                "the SG value of this position needs a Grundy table larger than --max-box {}.",
                args.max_box
            )));
        }
        println!("{}", hints.total);
        return Ok(());
    }
    if reach.is_ok() {
        let hints = solver.hints(&pos);
        if hints.exact {
            let winning: Vec<String> = hints
                .winning
                .iter()
                .map(|(r, c)| format!("{}.{}", r + 1, c + 1))
                .collect();
            println!("{}", winning.join(" "));
            return Ok(());
        }
    }
    // Beyond exact values, win/loss by the bounded search.
    let mut eval = Evaluator::new(&solver);
    let mut winning = Vec::new();
    for (r, c) in pos.legal_moves() {
        let next = pos.after(r, c).context("a listed legal move was refused")?;
        match eval.is_p(&next) {
            Some(true) => winning.push(format!("{}.{}", r + 1, c + 1)),
            Some(false) => {}
            None => {
                return Err(Failure::Usage(format!(
                    "move {}.{} could not be decided within {} search positions; raise --bits, --max-box, --exact-limit or --search-nodes.",
                    r + 1,
                    c + 1,
                    args.search_nodes
                )))
            }
        }
    }
    println!("{}", winning.join(" "));
    Ok(())
}
