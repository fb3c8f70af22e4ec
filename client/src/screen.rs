//! Which screen is shown, and where a board's cursor starts: the two
//! facts of the app that the board models (`board_view`) need too, in a
//! module of their own so that they do not use the app that holds them.

/// The screen shown under any overlay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Lobby,
    Game,
    History,
    Stats,
    /// The analysis board.
    Board,
    /// The tournaments: list, create form, standings (`T` in the lobby).
    Tournaments,
}

/// The last present cell, bottom row first: a harmless place for the cursor
/// to start (never Chomp's poisoned corner unless nothing else is left).
pub fn last_present(board: &[String]) -> Option<(usize, usize)> {
    board.iter().enumerate().rev().find_map(|(r, row)| {
        row.chars()
            .enumerate()
            .filter(|&(_, ch)| ch == '#')
            .last()
            .map(|(c, _)| (r, c))
    })
}
