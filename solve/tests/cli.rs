//! The `chomp-solve` binary end to end: answers on the last line, exit codes.

use std::process::{Command, Output};

fn run(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chomp-solve"))
        .arg("--tables")
        .arg(dir)
        .args(args)
        .output()
        .unwrap()
}

fn last_line(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    text.lines().last().unwrap_or("").to_string()
}

#[test]
fn build_and_count_agree_and_reuse_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let built = last_line(&run(dir.path(), &["build", "--bits", "14"]));
    assert!(dir.path().join("ptable-k14.bin").exists());
    let counted = last_line(&run(dir.path(), &["count", "--bits", "14"]));
    assert_eq!(built, counted);
    let n: u64 = built.parse().unwrap();
    // The counts grow with K and include the lone poisoned cell.
    let smaller: u64 = last_line(&run(dir.path(), &["count", "--bits", "4"]))
        .parse()
        .unwrap();
    // K = 4: the diagrams "1" and "2,1" (and nothing else) are P-positions.
    assert_eq!(smaller, 2);
    assert!(n > smaller);
}

/// Runs `chomp-solve` with arguments given as one space-separated string.
fn answer(dir: &std::path::Path, args: &str) -> String {
    let args: Vec<&str> = args.split_whitespace().collect();
    last_line(&run(dir, &args))
}

#[test]
fn sg_and_moves_of_known_positions() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // n x n Chomp: the only winning move is 2.2 (one-based).
    assert_eq!(
        answer(d, "moves --variant chomp --width 6 --height 6 --bits 14"),
        "2.2"
    );
    // The L with equal arms is lost: no winning move (an empty line), SG 0.
    let l = "--variant chomp --width 4 --height 4 --position 4,1,1,1 --bits 14";
    assert_eq!(answer(d, &format!("moves {l}")), "");
    assert_eq!(answer(d, &format!("sg {l}")), "0");
    // Two full rows are a win; (5, 4) is the lost two-row shape.
    assert_ne!(
        answer(d, "sg --variant chomp --width 5 --height 2 --bits 14"),
        "0"
    );
    assert_eq!(
        answer(
            d,
            "sg --variant chomp --width 5 --height 2 --position 5,4 --bits 14"
        ),
        "0"
    );
    // iChomp with four equal quadrants is lost for the mover.
    assert_eq!(
        answer(d, "sg --variant ichomp --width 8 --height 8 --bits 14"),
        "0"
    );
    // One quadrant left: taking its corner (board cell 2.2, next to the centre) wins.
    let one = "--variant ichomp --width 4 --height 4 --position 2,2/-/-/- --bits 14";
    // Normal-play SG of the 2x2 square: moves lead to 0, 2, 2 and 1 (the L), so 3.
    assert_eq!(answer(d, &format!("sg {one}")), "3");
    assert_eq!(answer(d, &format!("moves {one}")), "2.2");
}

#[test]
fn positions_beyond_the_tables_are_answered_by_search() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Issue 14: an L-shape on a 29x17 board, far beyond any box table:
    // misère (29-1) xor (17-1) = 12.
    let mut l = vec!["29".to_string()];
    l.extend(std::iter::repeat_n("1".to_string(), 16));
    let l = l.join(",");
    let args = format!("--variant chomp --width 29 --height 17 --position {l} --bits 14");
    assert_eq!(answer(d, &format!("sg {args}")), "12");
    // Its winning moves: even the arms (29-1 = 28 cells right, 16 down).
    assert_eq!(answer(d, &format!("moves {args}")), "1.18");
    // Not an L: a small reachable set in a huge box, searched exactly.
    let near = "30,30,2,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1";
    let sg = answer(
        d,
        &format!("sg --variant chomp --width 30 --height 28 --position {near} --bits 14"),
    );
    assert!(sg.parse::<u32>().is_ok(), "{sg}");
    // Too big to search: one sentence, exit code 2.
    let out = run(
        d,
        &[
            "sg",
            "--variant",
            "chomp",
            "--width",
            "30",
            "--height",
            "30",
            "--bits",
            "14",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("out of reach"), "{err}");
    // Not a timing assertion on the solver: only that no table of the
    // 30x30 box was built on the way (it would take hours).
    assert!(!d.join("grundy-30x30.bin").exists());
}

#[test]
fn ichomp_quadrants_equal_up_to_mirroring_cancel() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Four 16x16 quadrants: far beyond the limits, but they cancel in pairs.
    assert_eq!(
        answer(d, "sg --variant ichomp --width 32 --height 32 --bits 14"),
        "0"
    );
    // NW is the mirror image of SE (rows 16,8 against 8 rows of 2 and 8 of
    // 1), both beyond --exact-limit 50: they cancel. NE "1" and SW "2" have
    // normal-play values 1 and 2, so the value is 1 xor 2 = 3.
    let se = ["2"; 8]
        .iter()
        .chain(["1"; 8].iter())
        .copied()
        .collect::<Vec<_>>()
        .join(",");
    let args = format!(
        "sg --variant ichomp --width 32 --height 32 --bits 14 --exact-limit 50 --max-box 100 \
         --position 16,8/1/2/{se}"
    );
    assert_eq!(answer(d, &args), "3");
    // Without the pair, the same NW is refused in one sentence.
    let args = "sg --variant ichomp --width 32 --height 32 --bits 14 --exact-limit 50 \
                --max-box 100 --position 16,8/1/2/-";
    let out = run(d, &args.split_whitespace().collect::<Vec<_>>());
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("NW quadrant is out of reach"), "{err}");
}

#[test]
fn positions_starting_with_a_hyphen_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Only the NE quadrant is left: the quadrant (3,1) has misère value 3
    // (reference solver), normal-play value 4, so the XOR is 4.
    let args = "--variant ichomp --width 8 --height 8 --position -/3,1/-/- --bits 14";
    assert_eq!(answer(d, &format!("sg {args}")), "4");
    let moves = answer(d, &format!("moves {args}"));
    assert!(!moves.is_empty());
}

#[test]
fn grundy_prints_positions_and_largest_value() {
    let dir = tempfile::tempdir().unwrap();
    let line = last_line(&run(dir.path(), &["grundy", "--box", "3x4"]));
    // C(7,3) = 35 diagrams in a 3x4 box.
    assert!(line.starts_with("35 "), "{line}");
    assert!(dir.path().join("grundy-3x4.bin").exists());
}

#[test]
fn bad_arguments_exit_with_code_2_and_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["build", "--bits", "99"],
        vec!["grundy", "--box", "ten"],
        vec!["sg", "--variant", "chomp", "--width", "40", "--height", "3"],
        vec!["sg", "--variant", "go", "--width", "4", "--height", "3"],
        vec![
            "moves",
            "--variant",
            "chomp",
            "--width",
            "4",
            "--height",
            "3",
            "--position",
            "2,3",
        ],
        vec![
            "moves",
            "--variant",
            "ichomp",
            "--width",
            "4",
            "--height",
            "4",
            "--position",
            "1/1",
        ],
    ] {
        let out = run(dir.path(), &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn every_subcommand_has_help() {
    for sub in ["build", "count", "sg", "moves", "grundy"] {
        let out = Command::new(env!("CARGO_BIN_EXE_chomp-solve"))
            .args([sub, "--help"])
            .output()
            .unwrap();
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stdout).contains("Usage"));
    }
}
