//! Which seats of a game a guest held (a player over the SSH door without
//! a key), as both backends keep it: the nullable column `guest_seats`, a
//! bit per seat (1: seat 0, 2: seat 1), NULL when no guest played. Read
//! back, it marks the seats, so history can say why the game was unrated.

use crate::model::Seats;

/// The column's value for `seats`.
pub fn mask(seats: &Seats) -> Option<i32> {
    let bits = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.as_ref().is_some_and(|s| s.guest))
        .fold(0, |bits, (at, _)| bits | (1 << at));
    (bits != 0).then_some(bits)
}

/// Marks the seats the column's value names.
pub fn apply(seats: &mut Seats, mask: Option<i32>) {
    let Some(bits) = mask else {
        return;
    };
    for (at, seat) in seats.iter_mut().enumerate() {
        if let Some(seat) = seat {
            seat.guest = bits & (1 << at) != 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Seat;

    #[test]
    fn guest_seats_go_through_the_column_and_back() {
        let mut guest = Seat::human("gus");
        guest.guest = true;
        let seats = [Some(Seat::human("ann")), Some(guest)];
        assert_eq!(mask(&seats), Some(2));
        assert_eq!(mask(&[Some(Seat::human("ann")), None]), None);
        let mut read = [Some(Seat::human("ann")), Some(Seat::human("gus"))];
        apply(&mut read, mask(&seats));
        assert_eq!(read, seats);
        apply(&mut read, None);
        assert_eq!(read, seats, "NULL changes nothing");
    }
}
