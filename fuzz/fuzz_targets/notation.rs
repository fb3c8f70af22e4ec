//! Position notation: arbitrary bytes go to `chomp_engine::Position::parse`
//! for both variants, at the board size the first two bytes choose and at
//! the largest board.
//!
//! Input layout: byte 0 = width, byte 1 = height (each taken modulo 34, so
//! 0..=33: every legal side plus the refusals just outside it), the rest =
//! the notation (UTF-8, else the input is skipped).
//!
//! Invariants: a refusal's sentence is short (it quotes the text clipped).
//! For an accepted position: it has the asked size and is not
//! over; printing it and parsing the print gives the same position (and the
//! print is canonical); its `#`/`.` rows rebuild it; every legal move
//! removes at least one cell, exactly the cells `cells_removed_by` names,
//! and nothing else; a cell that is not present is refused; a game played
//! from it ends with the cell count falling at every move.

#![no_main]

use chomp_engine::{Position, Variant, MAX_SIDE};
use libfuzzer_sys::fuzz_target;

/// The longest refusal sentence a notation may produce.
const MAX_ERROR_CHARS: usize = 256;

/// Moves checked in full per position (spread over the board), to keep an
/// execution around a millisecond on a 32x32 board.
const MOVES_CHECKED: usize = 48;

fuzz_target!(|data: &[u8]| {
    let [w, h, rest @ ..] = data else {
        return;
    };
    let Ok(notation) = std::str::from_utf8(rest) else {
        return;
    };
    let side = |b: u8| usize::from(b) % (MAX_SIDE + 2);
    for (width, height) in [(side(*w), side(*h)), (MAX_SIDE, MAX_SIDE)] {
        for variant in [Variant::Chomp, Variant::IChomp] {
            match Position::parse(variant, width, height, notation) {
                Ok(p) => check_position(&p, variant, width, height, notation),
                Err(e) => {
                    // The server sends this sentence to the client that sent
                    // the notation: it must quote it clipped, not whole.
                    let n = e.to_string().chars().count();
                    assert!(n <= MAX_ERROR_CHARS, "a refusal of {n} characters: {e}");
                }
            }
        }
    }
});

fn check_position(p: &Position, variant: Variant, width: usize, height: usize, text: &str) {
    assert_eq!(
        (p.variant(), p.width(), p.height()),
        (variant, width, height)
    );
    assert!(!p.is_over(), "{text:?} parsed to a finished game");
    assert!(p.cells() >= 1);

    let printed = p.to_string();
    let again = Position::parse(variant, width, height, &printed)
        .unwrap_or_else(|e| panic!("{printed:?} (printed from {text:?}) is refused: {e}"));
    assert_eq!(
        &again, p,
        "{text:?} -> {printed:?} parses to another position"
    );
    assert_eq!(again.to_string(), printed, "the print is canonical");

    let rows = p.board_rows();
    assert_eq!(rows.len(), height);
    let rebuilt = Position::from_board_rows(variant, &rows)
        .unwrap_or_else(|e| panic!("the rows of {printed:?} are refused: {e}"));
    assert_eq!(&rebuilt, p);

    let present = rows
        .iter()
        .flat_map(|r| r.bytes())
        .filter(|&b| b == b'#')
        .count();
    assert_eq!(present, p.cells());

    let moves = p.legal_moves();
    assert_eq!(moves.len(), p.cells(), "every present cell is a move");
    let stride = moves.len().div_ceil(MOVES_CHECKED).max(1);
    for &(r, c) in moves.iter().step_by(stride) {
        check_move(p, r, c);
    }
    assert!(p.check(height, 0).is_err() && p.check(0, width).is_err());
    if let Some((r, c)) = (0..height)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .find(|&(r, c)| !p.is_present(r, c))
    {
        assert!(p.check(r, c).is_err(), "an empty cell {r},{c} is refused");
        assert!(p.cells_removed_by(r, c).is_empty());
    }

    play_out(p.clone());
}

/// One legal move: it removes what it says, only present cells, at least one.
fn check_move(p: &Position, r: usize, c: usize) {
    let n = p.check(r, c).expect("a present cell is a legal move");
    assert!(n >= 1);
    let gone = p.cells_removed_by(r, c);
    assert_eq!(gone.len(), n);
    let after = p.after(r, c).expect("check said it is legal");
    assert_eq!(
        after.cells() + n,
        p.cells(),
        "the move shrinks the board by {n}"
    );
    for &(a, b) in &gone {
        assert!(p.is_present(a, b) && !after.is_present(a, b));
    }
    // The rest of the board is untouched.
    for (a, row) in after.board_rows().iter().enumerate() {
        for (b, ch) in row.bytes().enumerate() {
            if ch == b'#' {
                assert!(p.is_present(a, b));
            }
        }
    }
}

/// Plays a whole game, always a move spread over the list of legal ones,
/// until the position says it is over; cells fall at every move.
fn play_out(mut p: Position) {
    let mut cells = p.cells();
    for ply in 0.. {
        let moves = p.legal_moves();
        if moves.is_empty() {
            assert!(p.is_over());
            return;
        }
        let (r, c) = moves[(ply * 7919 + 13) % moves.len()];
        let outcome = p.play(r, c).expect("a listed move is legal");
        assert_eq!(outcome.removed + p.cells(), cells);
        cells = p.cells();
        assert_eq!(
            outcome.over.is_some(),
            p.is_over(),
            "the outcome tells the end"
        );
        if outcome.over.is_some() {
            assert!(p.legal_moves().is_empty());
            assert!(p.play(0, 0).is_err(), "no move after the end");
            return;
        }
    }
}
