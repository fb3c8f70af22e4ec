//! The contract every store backend must keep, written once over a store
//! factory. A backend's tests run it with
//! `store_contract_tests!(async_factory)`, where the factory gives an empty
//! store in a [`Fixture`]; the SQLite and the PostgreSQL backends both run
//! it (PostgreSQL with `optional`, skipped where no test database is set).

use std::future::Future;
use std::pin::Pin;

use chomp_engine::Variant;
use chomp_protocol::{FirstMover, GameStatus, MoveRecord, OverReason};

mod analysis;
mod entrants;
mod games;
mod ladder;
pub mod migration;
mod names;
mod private_games;
mod records;
mod rematch;
mod results;
mod service;
mod ssh_keys;
mod standings;
mod tournaments;

pub use analysis::{
    an_analysis_is_kept_once_for_a_finished_game, pages_of_a_players_games_follow_each_other,
};
pub use entrants::{
    a_ladder_is_read_with_its_games_in_flight_only,
    an_entrant_keeps_its_guest_mark_and_its_last_pairing,
};
pub use games::{
    a_cancelled_game_is_gone, a_game_round_trips_with_typed_values, a_started_game_has_both_seats,
    moves_are_stored_once_in_order,
};
pub use ladder::the_ladder_is_made_once_and_rates_each_game_once;
pub use names::{look_alike_names_are_one_name, look_alikes_by_either_key_are_one_name};
pub use private_games::a_private_game_keeps_its_code;
pub use records::{
    a_paused_clock_is_kept, rated_games_between_two_names_are_counted,
    records_are_stored_as_settled,
};
pub use rematch::a_finished_game_is_rematched_once;
pub use results::{
    a_result_moves_records_and_ratings_together,
    an_aborted_game_changes_no_record_and_is_counted_apart, an_unrated_result_keeps_ratings,
};
pub use service::a_store_keeps_one_service_id;
pub use ssh_keys::{a_token_name_takes_a_key_only_by_link, names_are_held_by_their_ssh_key};
pub use standings::{
    established_players_and_bots_make_the_leaderboard, finished_games_leave_a_rating_history,
    hosted_bot_seats_are_kept_and_count_as_bot_games,
    totals_history_and_leaderboard_follow_results,
};
pub use tournaments::a_tournament_keeps_entrants_pairings_and_results;

use super::{Claim, SharedStore};
use crate::model::{FinishedGame, NewGame, Seat};

/// A fresh, empty store and how to close it.
pub struct Fixture {
    pub store: SharedStore,
    /// Finishes queued work and closes the backend; the store refuses work after.
    pub close: Box<dyn FnOnce() -> Pin<Box<dyn Future<Output = ()> + Send>> + Send>,
    /// Whatever must live as long as the store (a temporary directory).
    pub keep: Box<dyn std::any::Any + Send>,
}

/// Generates one `#[tokio::test]` per contract clause for a backend.
#[macro_export]
macro_rules! store_contract_tests {
    ($factory:path) => {
        $crate::store_contract_tests!(@clauses [@each] $factory);
    };
    // For a backend that may be missing on a developer's machine: the
    // factory gives `None` (having said why) and the clause is skipped.
    (optional $factory:path) => {
        $crate::store_contract_tests!(@clauses [@each_optional] $factory);
    };
    // The one list of clauses.
    (@clauses [$($how:tt)*] $factory:path) => {
        $crate::store_contract_tests!($($how)* $factory;
            names_are_claimed_once_and_need_their_token,
            a_game_round_trips_with_typed_values,
            a_started_game_has_both_seats,
            a_cancelled_game_is_gone,
            moves_are_stored_once_in_order,
            a_result_moves_records_and_ratings_together,
            an_unrated_result_keeps_ratings,
            an_aborted_game_changes_no_record_and_is_counted_apart,
            totals_history_and_leaderboard_follow_results,
            a_closed_store_refuses_work,
            look_alike_names_are_one_name,
            look_alikes_by_either_key_are_one_name,
            established_players_and_bots_make_the_leaderboard,
            hosted_bot_seats_are_kept_and_count_as_bot_games,
            finished_games_leave_a_rating_history,
            records_are_stored_as_settled,
            names_are_held_by_their_ssh_key,
            a_token_name_takes_a_key_only_by_link,
            rated_games_between_two_names_are_counted,
            a_paused_clock_is_kept,
            a_store_keeps_one_service_id,
            a_finished_game_is_rematched_once,
            an_analysis_is_kept_once_for_a_finished_game,
            pages_of_a_players_games_follow_each_other,
            a_private_game_keeps_its_code,
            a_tournament_keeps_entrants_pairings_and_results,
            the_ladder_is_made_once_and_rates_each_game_once,
            an_entrant_keeps_its_guest_mark_and_its_last_pairing,
            a_ladder_is_read_with_its_games_in_flight_only,
        );
    };
    (@each_optional $factory:path; $($clause:ident,)*) => {
        $(
            #[tokio::test]
            async fn $clause() {
                if let Some(fixture) = $factory().await {
                    $crate::store::contract::$clause(fixture).await;
                }
            }
        )*
    };
    (@each $factory:path; $($clause:ident,)*) => {
        $(
            #[tokio::test]
            async fn $clause() {
                $crate::store::contract::$clause($factory().await).await;
            }
        )*
    };
}

/// A 3x2 Chomp game with these seats, for the suite and the backends' own tests.
pub fn new_game(seats: [Option<Seat>; 2], status: GameStatus) -> NewGame {
    NewGame {
        variant: Variant::Chomp,
        width: 3,
        height: 2,
        start: "3,3".into(),
        first: FirstMover::Me,
        seats,
        status,
        rated: true,
        rematch_of: None,
        code: None,
    }
}

fn humans() -> [Option<Seat>; 2] {
    [Some(Seat::human("ann")), Some(Seat::human("bob"))]
}

fn mv(ply: u32, seat: u8) -> MoveRecord {
    MoveRecord {
        ply,
        seat,
        mv: chomp_engine::Move::new(1, 2 - ply),
        removed: 1,
    }
}

fn win(winner: u8, reason: OverReason, rated: bool) -> FinishedGame {
    FinishedGame {
        winner,
        reason,
        rated,
    }
}

pub async fn names_are_claimed_once_and_need_their_token(f: Fixture) {
    let store = &f.store;
    let Claim::New(token) = store.claim("ann".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    assert!(!token.is_empty());
    assert_eq!(
        store
            .claim("ann".into(), Some(token.clone()), false)
            .await
            .unwrap(),
        Claim::Known
    );
    assert_eq!(
        store.claim("ann".into(), None, false).await.unwrap(),
        Claim::Refused
    );
    assert_eq!(
        store
            .claim("ann".into(), Some("wrong".into()), false)
            .await
            .unwrap(),
        Claim::Refused
    );
    let Claim::New(other) = store.claim("bob".into(), Some(token), false).await.unwrap() else {
        panic!("a free name is claimed whatever token comes with it");
    };
    assert!(!other.is_empty());
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, ann.losses), (0, 0, 0));
    assert!(store.record("nobody".into()).await.unwrap().is_none());
    (f.close)().await;
}

pub async fn a_closed_store_refuses_work(f: Fixture) {
    let store = f.store.clone();
    (f.close)().await;
    assert!(store.totals().await.is_err(), "a closed store refuses work");
    assert!(store.claim("ann".into(), None, false).await.is_err());
}
