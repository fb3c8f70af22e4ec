//! `chomp-solve record`: a round trip through the binary. A random game on
//! each variant is written as a record, read back by the command, and its
//! output (the annotated record, the final position, the accuracies) is
//! checked against the engine's own analysis.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use chomp_engine::grundy::box_size;
use chomp_engine::{
    analyse, Budget, GameRecord, GameResult, Mark, Move, Position, RecordedMove, SolverConfig,
    Tables, Variant,
};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

/// The flags of every run: K = 12, box tables up to 4x4 (70 diagrams),
/// exact search up to 1000 sub-diagrams.
const FLAGS: [&str; 6] = ["--bits", "12", "--max-box", "70", "--exact-limit", "1000"];

fn tables() -> Tables {
    Tables::new(SolverConfig {
        ptable_bits: 12,
        grundy_max_cells: box_size(4, 4),
        exact_limit: 1000,
        ..Default::default()
    })
    .unwrap()
}

fn run(dir: &Path, file: &str, stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chomp-solve"))
        .arg("--tables")
        .arg(dir)
        .args(["record", file])
        .args(FLAGS)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

/// A record of a random game from a random start, played to its end.
fn random_record(variant: Variant, w: usize, h: usize, seed: u64) -> GameRecord {
    let mut rng = StdRng::seed_from_u64(seed);
    let start = Position::random(variant, w, h, &mut rng).unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while let Some(&cell) = pos.legal_moves().choose(&mut rng) {
        let mv = Move::from_cell(cell);
        pos.play(mv).unwrap();
        moves.push(RecordedMove { mv, mark: None });
    }
    let mut record = GameRecord {
        start,
        first: "alice".into(),
        second: "bot hard".into(),
        result: GameResult::Undecided,
        rated: true,
        date: "2026-11-27T02:13:49Z".into(),
        service: "0f3c9a".into(),
        extra_tags: vec![("Game".into(), seed.to_string())],
        moves,
    };
    let seat = record.decided_by_moves().unwrap().unwrap();
    record.result = GameResult::won_by(seat);
    record
}

fn stdout_of(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Checks the command's output for `record` against the engine.
fn check_output(record: &GameRecord, text: &str) {
    let (printed, summary) = text.split_once("\nFinal position").unwrap();
    let back: GameRecord = printed.parse().unwrap_or_else(|e| panic!("{e}\n{printed}"));
    let tables = tables();
    let a = analyse(
        &tables,
        &record.start,
        &record.plain_moves(),
        Budget::of(&tables),
    )
    .unwrap();
    let mut want = record.clone();
    want.annotate(&a.marks);
    assert_eq!(back, want);
    assert!(!a.marks.contains(&Mark::Unknown), "{:?}", a.marks);
    let end = record.final_position().unwrap();
    let first_line = summary.lines().next().unwrap();
    assert!(
        first_line.ends_with(&format!(": {end}, game over")),
        "{first_line}"
    );
    assert!(summary.contains(&end.board_rows().join("\n  ")));
    let lines: Vec<&str> = summary.lines().collect();
    assert_eq!(
        lines[lines.len() - 2],
        format!("Accuracy of alice (first): {}", a.first)
    );
    assert_eq!(
        lines[lines.len() - 1],
        format!("Accuracy of bot hard (second): {}", a.second)
    );
}

#[test]
fn random_games_of_both_variants_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let boards = [(Variant::Chomp, 6, 5), (Variant::IChomp, 8, 7)];
    for (variant, w, h) in boards {
        for seed in 0..3 {
            let record = random_record(variant, w, h, seed);
            let file = dir.path().join(format!("{variant}-{seed}.txt"));
            std::fs::write(&file, record.to_string()).unwrap();
            let out = run(dir.path(), file.to_str().unwrap(), None);
            check_output(&record, &stdout_of(&out));
            // Its own output, fed back on stdin, gives the same output
            // without any note about marks.
            let text = stdout_of(&out);
            let (printed, _) = text.split_once("\nFinal position").unwrap();
            let again = run(dir.path(), "-", Some(printed));
            assert_eq!(stdout_of(&again), text);
            assert!(
                again.stderr.is_empty(),
                "{}",
                String::from_utf8_lossy(&again.stderr)
            );
        }
    }
}

#[test]
fn a_wrong_mark_is_noted_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = random_record(Variant::Chomp, 4, 4, 7);
    record.moves[0].mark = Some(Mark::Unknown);
    let out = run(dir.path(), "-", Some(&record.to_string()));
    check_output(&record, &stdout_of(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("move 1 (") && err.contains("is marked 'unknown' in the record"),
        "{err}"
    );
}

#[test]
fn an_illegal_move_is_named_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let text = "[Variant \"ichomp\"]\n[Board \"4x4\"]\n[Start \"2,2/2,2/2,2/2,2\"]\n\
                [First \"a\"]\n[Second \"b\"]\n[Result \"*\"]\n[Rated \"no\"]\n\
                [Date \"2026-11-27\"]\n[Service \"x\"]\n\n1. 1.1 1.1\n*\n";
    let out = run(dir.path(), "-", Some(text));
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.trim(),
        "error: -: line 11: 1.1 (move 1, second player) is not legal: that square has already been eaten."
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn positions_beyond_the_flags_are_marked_unknown() {
    let dir = tempfile::tempdir().unwrap();
    let mut record = random_record(Variant::Chomp, 14, 14, 1);
    record.start = Position::full(Variant::Chomp, 14, 14).unwrap();
    record.moves = vec![RecordedMove {
        mv: Move::new(13, 13),
        mark: None,
    }];
    record.result = GameResult::Undecided;
    let out = run(dir.path(), "-", Some(&record.to_string()));
    let text = stdout_of(&out);
    assert!(text.contains("1. 14.14 {unknown}\n"), "{text}");
    assert!(
        text.ends_with("Accuracy of bot hard (second): none\n"),
        "{text}"
    );
}
