//! Which games move ratings, by the rules alone: a rating says how well
//! someone plays, and a game that needs no play says nothing. Two accounts
//! could otherwise farm rating from games the first mover wins at once
//! (a 2x1 Chomp board). Repeat opponents are damped by the room, which
//! asks the store (`crate::repeats`).

use chomp_engine::Position;

use crate::model::Seats;

/// The reason word of a game unrated because a guest played it (history's
/// `unrated`).
pub const GUEST: &str = "guest";

/// Whether a guest sits in the game (a player over SSH without a key,
/// whose name is theirs only while connected: a rating under it would
/// belong to whoever takes the name next): such a game is never rated.
pub fn has_guest(seats: &Seats) -> bool {
    seats.iter().flatten().any(|s| s.guest)
}

/// A board with fewer rows or columns than this is never rated: boards
/// one or two cells wide are solved by a simple rule (a one-row Chomp
/// board is won by eating all but the poisoned cell; a two-row board by
/// keeping the top row one cell longer), so they test nobody.
pub const MIN_RATED_SIDE: u32 = 3;

/// Whether a game of this size from `start` may move ratings: the board
/// is at least [`MIN_RATED_SIDE`] each way and a perfect player cannot
/// decide it in the first move (Chomp: leave only the poisoned cell;
/// iChomp: take the last cells).
pub fn by_rules(width: u32, height: u32, start: &Position) -> bool {
    width >= MIN_RATED_SIDE && height >= MIN_RATED_SIDE && !start.wins_in_one_move()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Seat;
    use chomp_engine::Variant;

    #[test]
    fn tiny_boards_and_one_move_wins_are_unrated() {
        let full = |v, w, h| Position::full(v, w, h).unwrap();
        assert!(!by_rules(2, 1, &full(Variant::Chomp, 2, 1)));
        assert!(!by_rules(5, 2, &full(Variant::Chomp, 5, 2)));
        assert!(by_rules(4, 3, &full(Variant::Chomp, 4, 3)));
        // A start that leaves one column: eating all but the poison wins.
        let column = Position::parse(Variant::Chomp, 4, 3, "1,1,1").unwrap();
        assert!(column.wins_in_one_move());
        assert!(!by_rules(4, 3, &column));
        let ichomp = full(Variant::IChomp, 5, 4);
        assert!(!ichomp.wins_in_one_move());
        assert!(by_rules(5, 4, &ichomp));
    }

    #[test]
    fn a_guest_in_either_seat_is_seen() {
        let mut guest = Seat::human("alice");
        guest.guest = true;
        assert!(!has_guest(&[
            Some(Seat::human("ann")),
            Some(Seat::human("bob"))
        ]));
        assert!(has_guest(&[Some(Seat::human("ann")), Some(guest.clone())]));
        assert!(has_guest(&[Some(guest), None]));
    }
}
