//! A change of a match as the store writes it: the room sends the store's
//! one write vocabulary ([`Write`], which every backend runs the same
//! way), so no room picks a store method for each kind of change.

use chomp_protocol::GameId;

use crate::game::Change;
use crate::store::Write;

/// The write that stores `change` of game `id`.
pub fn write_of(id: GameId, change: &Change) -> Write {
    match change {
        Change::Start { seats, rated } => Write::StartGame {
            id,
            seats: seats.clone(),
            rated: *rated,
        },
        Change::Play { record, finish, .. } => Write::RecordMove {
            id,
            mv: record.clone(),
            finish: *finish,
        },
        Change::Finish(finish) => Write::FinishGame {
            id,
            finish: *finish,
        },
        Change::Cancel => Write::CancelGame(id),
    }
}

#[cfg(test)]
mod tests {
    use chomp_protocol::OverReason;

    use super::*;
    use crate::model::{FinishedGame, Seat};

    #[test]
    fn each_change_is_the_write_of_its_game() {
        let seats = [Some(Seat::human("ann")), Some(Seat::human("bob"))];
        let start = write_of(7, &Change::Start { seats, rated: true });
        assert!(
            matches!(&start, Write::StartGame { id: 7, seats, rated: true }
                if seats[1].as_ref().is_some_and(|s| s.name == "bob")),
            "{start:?}"
        );
        let finish = FinishedGame {
            winner: 1,
            reason: OverReason::Resign,
            rated: true,
        };
        let resigned = write_of(7, &Change::Finish(finish));
        assert!(
            matches!(resigned, Write::FinishGame { id: 7, finish: f } if f == finish),
            "{resigned:?}"
        );
        assert!(matches!(write_of(7, &Change::Cancel), Write::CancelGame(7)));
    }
}
