//! Boards as frames carry them (rows of `#` and `.`), and moves on them.

use serde_json::{json, Value};

/// The board rows of a frame as strings.
pub fn board_of(v: &Value) -> Vec<String> {
    rows(&v["board"])
}

/// A `board` value as strings.
pub fn rows(board: &Value) -> Vec<String> {
    board
        .as_array()
        .expect("a board is an array")
        .iter()
        .map(|r| r.as_str().expect("a board row is a string").to_string())
        .collect()
}

/// A legal move on a board of `#`/`.` rows that takes as little as possible
/// (the last present cell); in Chomp it avoids the poisoned corner.
pub fn small_move(board: &Value) -> (u64, u64) {
    let mut last = None;
    for (r, row) in rows(board).iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' && (r, c) != (0, 0) {
                last = Some((r as u64, c as u64));
            }
        }
    }
    last.unwrap_or((0, 0))
}

/// `small_move` for rows already read as strings.
pub fn small_move_rows(board: &[String]) -> (u64, u64) {
    small_move(&json!(board))
}

/// The first present cell other than the poisoned corner, if any.
pub fn first_cell(board: &Value) -> Option<(usize, usize)> {
    for (r, row) in rows(board).iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' && (r, c) != (0, 0) {
                return Some((r, c));
            }
        }
    }
    None
}

/// The present cells of a board, row by row.
pub fn present_cells(board: &[String]) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for (r, row) in board.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' {
                out.push((r as u64, c as u64));
            }
        }
    }
    out
}
