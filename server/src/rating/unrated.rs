//! Why a finished game did not move ratings, told from what the store
//! keeps of it (the rules that decided it are in `game::rated` and
//! `repeats`; this only names which one applied), so history and replay
//! can say "unrated" with the reason.

use chomp_engine::Position;
use chomp_protocol::OverReason;

use crate::game::{has_guest, rated_by_rules, UNRATED_GUEST};
use crate::model::StoredGame;

/// The reason a finished game was unrated, as the wire says it: `aborted`
/// (ended before each player had moved), `board` (a board or start that
/// tests nobody: too small, or won in one move), `repeat` (two players who
/// had played each other rated too often within a day), `guest` (a player
/// without a key played it, `game::rated`); `None` for a rated game.
pub fn unrated_reason(g: &StoredGame) -> Option<&'static str> {
    if g.reason == Some(OverReason::Aborted) {
        return Some("aborted");
    }
    if g.rated {
        return None;
    }
    if has_guest(&g.seats) {
        return Some(UNRATED_GUEST);
    }
    let start = Position::parse(g.variant, g.width as usize, g.height as usize, &g.start);
    match start {
        Ok(start) if rated_by_rules(g.width, g.height, &start) => Some("repeat"),
        _ => Some("board"),
    }
}

#[cfg(test)]
mod tests {
    use chomp_engine::Variant;
    use chomp_protocol::{FirstMover, GameStatus};

    use super::*;
    use crate::model::Seat;

    fn game(width: u32, height: u32, reason: OverReason, rated: bool) -> StoredGame {
        StoredGame {
            id: 1,
            variant: Variant::Chomp,
            width,
            height,
            start: Position::full(Variant::Chomp, width as usize, height as usize)
                .map(|p| p.to_string())
                .unwrap_or_default(),
            first: FirstMover::Me,
            seats: [Some(Seat::human("ann")), Some(Seat::human("bob"))],
            status: GameStatus::Finished,
            winner: Some(0),
            reason: Some(reason),
            moves: Vec::new(),
            finished_at: None,
            rated,
            paused: None,
            rematched_as: None,
            code: None,
        }
    }

    #[test]
    fn each_unrated_game_names_its_rule() {
        assert_eq!(unrated_reason(&game(5, 4, OverReason::Normal, true)), None);
        let aborted = game(5, 4, OverReason::Aborted, false);
        assert_eq!(unrated_reason(&aborted), Some("aborted"));
        let tiny = game(2, 1, OverReason::Normal, false);
        assert_eq!(unrated_reason(&tiny), Some("board"));
        let again = game(5, 4, OverReason::Resign, false);
        assert_eq!(unrated_reason(&again), Some("repeat"));
        let mut with_guest = game(5, 4, OverReason::Normal, false);
        if let Some(s) = with_guest.seats[1].as_mut() {
            s.guest = true;
        }
        assert_eq!(unrated_reason(&with_guest), Some("guest"));
    }
}
