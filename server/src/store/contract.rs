//! The contract every store backend must keep, written once over a store
//! factory. A backend's tests run it with
//! `store_contract_tests!(async_factory)`, where the factory gives an empty
//! store in a [`Fixture`]; the SQLite and the PostgreSQL backends both run
//! it (PostgreSQL with `optional`, skipped where no test database is set).

use std::future::Future;
use std::pin::Pin;

use chomp_engine::{Level, Variant};
use chomp_protocol::{FirstMover, GameStatus, MoveRecord, OverReason};

mod analysis;
mod entrants;
mod ladder;
pub mod migration;
mod names;
mod private_games;
mod records;
mod rematch;
mod service;
mod ssh_keys;
mod tournaments;

pub use analysis::{
    an_analysis_is_kept_once_for_a_finished_game, pages_of_a_players_games_follow_each_other,
};
pub use entrants::{
    a_ladder_is_read_with_its_games_in_flight_only,
    an_entrant_keeps_its_guest_mark_and_its_last_pairing,
};
pub use ladder::the_ladder_is_made_once_and_rates_each_game_once;
pub use names::{look_alike_names_are_one_name, look_alikes_by_either_key_are_one_name};
pub use private_games::a_private_game_keeps_its_code;
pub use records::{
    a_paused_clock_is_kept, rated_games_between_two_names_are_counted,
    records_are_stored_as_settled,
};
pub use rematch::a_finished_game_is_rematched_once;
pub use service::a_store_keeps_one_service_id;
pub use ssh_keys::{a_token_name_takes_a_key_only_by_link, names_are_held_by_their_ssh_key};
pub use tournaments::a_tournament_keeps_entrants_pairings_and_results;

use super::{Claim, SharedStore};
use crate::model::{FinishedGame, NewGame, Seat, StoredGame};

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

fn new_game(seats: [Option<Seat>; 2], status: GameStatus) -> NewGame {
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

pub async fn a_game_round_trips_with_typed_values(f: Fixture) {
    let store = &f.store;
    let new = NewGame {
        variant: Variant::IChomp,
        width: 5,
        height: 4,
        start: "5,5,3,1".into(),
        first: FirstMover::Random,
        seats: [Some(Seat::bot(Level::Medium)), Some(Seat::human("ann"))],
        status: GameStatus::Playing,
        rated: true,
        rematch_of: None,
        code: None,
    };
    let id = store.insert_game(new.clone()).await.unwrap();
    let loaded = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(loaded, StoredGame::opened(id, new.clone()));
    let open = NewGame {
        first: FirstMover::Opponent,
        seats: [Some(Seat::human("bob")), None],
        status: GameStatus::Waiting,
        rated: true,
        ..new
    };
    let id2 = store.insert_game(open.clone()).await.unwrap();
    assert_ne!(id, id2);
    let unfinished = store.unfinished_games().await.unwrap();
    assert_eq!(unfinished, vec![loaded, StoredGame::opened(id2, open)]);
    assert!(store.load_game(id2 + 1000).await.unwrap().is_none());
    (f.close)().await;
}

pub async fn a_started_game_has_both_seats(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), None],
            GameStatus::Waiting,
        ))
        .await
        .unwrap();
    let seats = [Some(Seat::human("bob")), Some(Seat::human("ann"))];
    store.start_game(id, seats.clone(), true).await.unwrap();
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!((g.status, g.seats), (GameStatus::Playing, seats));
    (f.close)().await;
}

pub async fn a_cancelled_game_is_gone(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), None],
            GameStatus::Waiting,
        ))
        .await
        .unwrap();
    store.cancel_game(id).await.unwrap();
    assert!(store.load_game(id).await.unwrap().is_none());
    assert!(store.unfinished_games().await.unwrap().is_empty());
    assert!(store.history(None, 10).await.unwrap().is_empty());
    (f.close)().await;
}

pub async fn moves_are_stored_once_in_order(f: Fixture) {
    let store = &f.store;
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(id, mv(0, 0), None).await.unwrap();
    // The same ply twice is refused and changes nothing.
    assert!(store.record_move(id, mv(0, 0), None).await.is_err());
    store.record_move(id, mv(1, 1), None).await.unwrap();
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(g.moves, vec![mv(0, 0), mv(1, 1)]);
    assert_eq!(g.status, GameStatus::Playing);
    (f.close)().await;
}

pub async fn a_result_moves_records_and_ratings_together(f: Fixture) {
    let store = &f.store;
    let Claim::New(_) = store.claim("ann".into(), None, false).await.unwrap() else {
        panic!("a new name is claimed");
    };
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
    let id = store
        .insert_game(new_game(seats, GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(id, mv(0, 0), None).await.unwrap();
    let finish = win(0, OverReason::Normal, true);
    store.record_move(id, mv(1, 1), Some(finish)).await.unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, ann.losses), (1, 1, 0));
    assert!(
        ann.rating > 1700.0,
        "a new player's win moves far: {}",
        ann.rating
    );
    assert_eq!(ann.provisional, Some(true), "one game says little");
    // A finished game cannot finish again, nor take another move.
    assert!(store.finish_game(id, finish).await.is_err());
    assert!(store.record_move(id, mv(2, 0), Some(finish)).await.is_err());
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(
        (g.status, g.winner, g.reason, g.moves.len()),
        (GameStatus::Finished, Some(0), Some(OverReason::Normal), 2)
    );
    assert!(g.finished_at.is_some());
    let again = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!(again, ann, "a refused write changed nothing");
    (f.close)().await;
}

pub async fn an_unrated_result_keeps_ratings(f: Fixture) {
    let store = &f.store;
    for name in ["ann", "bob"] {
        store.claim(name.into(), None, false).await.unwrap();
    }
    let before = store.record("ann".into()).await.unwrap().unwrap();
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store
        .finish_game(id, win(1, OverReason::Abandon, false))
        .await
        .unwrap();
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let bob = store.record("bob".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.losses, bob.games, bob.wins), (1, 1, 1, 1));
    assert_eq!((ann.rating, bob.rating), (before.rating, before.rating));
    (f.close)().await;
}

pub async fn an_aborted_game_changes_no_record_and_is_counted_apart(f: Fixture) {
    let store = &f.store;
    for name in ["ann", "bob"] {
        store.claim(name.into(), None, false).await.unwrap();
    }
    let before = [
        store.record("ann".into()).await.unwrap().unwrap(),
        store.record("bob".into()).await.unwrap().unwrap(),
    ];
    let totals_before = store.totals().await.unwrap();
    let id = store
        .insert_game(new_game(humans(), GameStatus::Playing))
        .await
        .unwrap();
    store
        .finish_game(id, win(1, OverReason::Aborted, false))
        .await
        .unwrap();
    let after = [
        store.record("ann".into()).await.unwrap().unwrap(),
        store.record("bob".into()).await.unwrap().unwrap(),
    ];
    assert_eq!(after, before, "not a win, not a loss, no rating change");
    let totals = store.totals().await.unwrap();
    assert_eq!(totals.aborted, totals_before.aborted + 1);
    assert_eq!(
        (totals.games, totals.human_vs_human, &totals.per_variant),
        (
            totals_before.games,
            totals_before.human_vs_human,
            &totals_before.per_variant
        )
    );
    let history = store.history(Some("ann".into()), 10).await.unwrap();
    assert_eq!(history[0].reason, OverReason::Aborted);
    (f.close)().await;
}

pub async fn totals_history_and_leaderboard_follow_results(f: Fixture) {
    let store = &f.store;
    store.claim("ann".into(), None, false).await.unwrap();
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
    let won = store
        .insert_game(new_game(seats.clone(), GameStatus::Playing))
        .await
        .unwrap();
    store.record_move(won, mv(0, 0), None).await.unwrap();
    store
        .record_move(won, mv(1, 1), Some(win(0, OverReason::Normal, true)))
        .await
        .unwrap();
    let lost = store
        .insert_game(new_game(seats, GameStatus::Playing))
        .await
        .unwrap();
    store
        .finish_game(lost, win(1, OverReason::Resign, true))
        .await
        .unwrap();
    let totals = store.totals().await.unwrap();
    assert_eq!(
        (totals.games, totals.human_wins_vs_bots, totals.bot_wins),
        (2, 1, 1)
    );
    assert_eq!(totals.per_level["hard"].games, 2);
    assert_eq!(totals.per_variant["chomp"], 2);
    let history = store.history(Some("ann".into()), 10).await.unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].game, lost, "newest first");
    assert_eq!(history[1].moves.len(), 2);
    assert_eq!(history[1].variant, "chomp");
    assert_eq!(store.history(None, 1).await.unwrap().len(), 1);
    assert!(store
        .history(Some("bob".into()), 10)
        .await
        .unwrap()
        .is_empty());
    // Each game says what it did to each player's rating.
    let rated = &history[1];
    assert_eq!((rated.rated, rated.unrated.as_deref()), (Some(true), None));
    let [Some(ann), Some(bot)] = &rated.ratings[..] else {
        panic!("both players have a rating: {rated:?}");
    };
    assert!(ann.change.unwrap() > 0.0 && bot.change.unwrap() < 0.0);
    assert!((ann.change.unwrap() + bot.change.unwrap()).abs() < 1e-6);
    // Two games say little: nobody is established yet.
    let board = store.leaderboard(10).await.unwrap();
    assert!(board.values().all(Vec::is_empty), "{board:?}");
    assert!(store.unfinished_games().await.unwrap().is_empty());
    (f.close)().await;
}

/// The leaderboard lists established ratings only (RD at most 75, which
/// takes dozens of games from a start of 500), people and bots alike,
/// each marked, one board per variant.
pub async fn established_players_and_bots_make_the_leaderboard(f: Fixture) {
    let store = &f.store;
    for (name, bot) in [("ann", false), ("cy", false), ("hal", true)] {
        store.claim(name.into(), None, bot).await.unwrap();
    }
    let finish = |seats: [Option<Seat>; 2], winner: u8| async move {
        let id = store
            .insert_game(new_game(seats, GameStatus::Playing))
            .await
            .unwrap();
        store
            .finish_game(id, win(winner, OverReason::Resign, true))
            .await
            .unwrap();
    };
    finish([Some(Seat::human("cy")), Some(Seat::human("ann"))], 0).await;
    for i in 0..60u8 {
        let seats = [Some(Seat::human("ann")), Some(Seat::player("hal", true))];
        finish(seats, i % 2).await;
    }
    let board = store.leaderboard(10).await.unwrap();
    assert!(board["ichomp"].is_empty(), "{board:?}");
    let chomp = &board["chomp"];
    let names: Vec<(&str, bool)> = chomp.iter().map(|e| (e.name.as_str(), e.bot)).collect();
    assert_eq!(names.len(), 2, "cy played once: {chomp:?}");
    assert!(names.contains(&("ann", false)) && names.contains(&("hal", true)));
    assert!(chomp[0].rating >= chomp[1].rating, "best first");
    assert!(chomp.iter().all(|e| e.rd.is_some_and(|rd| rd <= 75.0)));
    let ann = chomp.iter().find(|e| e.name == "ann").unwrap();
    assert_eq!((ann.games, ann.wins + ann.losses), (61, 61));
    assert_eq!(store.leaderboard(1).await.unwrap()["chomp"].len(), 1);
    let hal = store.record("hal".into()).await.unwrap().unwrap();
    assert_eq!(
        (hal.games, hal.bot, hal.provisional),
        (60, Some(true), Some(false))
    );
    (f.close)().await;
}

/// A seat taken by a hosted bot keeps the flag through opening, starting,
/// reloading and history, and its games count as games against a bot (not
/// human-vs-human, under no level), while both players' records move as
/// between people.
pub async fn hosted_bot_seats_are_kept_and_count_as_bot_games(f: Fixture) {
    use chomp_protocol::PlayerKind;
    let store = &f.store;
    for (name, bot) in [("ann", false), ("bob", false), ("hal", true)] {
        store.claim(name.into(), None, bot).await.unwrap();
    }
    let hal = || Some(Seat::player("hal", true));
    let open = store
        .insert_game(new_game([hal(), None], GameStatus::Waiting))
        .await
        .unwrap();
    assert_eq!(
        store.load_game(open).await.unwrap().unwrap().seats,
        [hal(), None]
    );
    let seats = [Some(Seat::human("ann")), hal()];
    store.start_game(open, seats.clone(), true).await.unwrap();
    let unfinished = store.unfinished_games().await.unwrap();
    assert_eq!(unfinished[0].seats, seats, "restored as stored");
    store.record_move(open, mv(0, 0), None).await.unwrap();
    let hal_won = Some(win(1, OverReason::Normal, true));
    store.record_move(open, mv(1, 1), hal_won).await.unwrap();
    // hal opened against ann at once (as a rematch would), and lost.
    let lost = store
        .insert_game(new_game(
            [hal(), Some(Seat::human("ann"))],
            GameStatus::Playing,
        ))
        .await
        .unwrap();
    store.record_move(lost, mv(0, 0), None).await.unwrap();
    store.record_move(lost, mv(1, 1), None).await.unwrap();
    let ann_won = win(1, OverReason::Resign, true);
    store.finish_game(lost, ann_won).await.unwrap();
    // And one game between people, for comparison.
    let people = store
        .insert_game(new_game(
            [Some(Seat::human("ann")), Some(Seat::human("bob"))],
            GameStatus::Playing,
        ))
        .await
        .unwrap();
    let seat0_won = win(0, OverReason::Resign, true);
    store.finish_game(people, seat0_won).await.unwrap();
    let t = store.totals().await.unwrap();
    assert_eq!(
        (t.games, t.human_vs_human, t.human_wins_vs_bots, t.bot_wins),
        (3, 1, 1, 1)
    );
    assert!(t.per_level.is_empty(), "a hosted bot has no level");
    let history = store.history(Some("hal".into()), 10).await.unwrap();
    assert_eq!(history.len(), 2);
    for g in &history {
        let hal = g.players.iter().find(|p| p.name == "hal").unwrap();
        assert_eq!((hal.kind, hal.level), (PlayerKind::Bot, None));
        let ann = g.players.iter().find(|p| p.name == "ann").unwrap();
        assert_eq!(ann.kind, PlayerKind::Human);
    }
    let hal = store.record("hal".into()).await.unwrap().unwrap();
    assert_eq!((hal.games, hal.wins, hal.losses), (2, 1, 1));
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    assert_eq!((ann.games, ann.wins, ann.losses), (3, 2, 1));
    (f.close)().await;
}

pub async fn finished_games_leave_a_rating_history(f: Fixture) {
    let store = &f.store;
    store.claim("ann".into(), None, false).await.unwrap();
    let fresh = store.record("ann".into()).await.unwrap().unwrap();
    assert!(fresh.rating_history.is_empty() && fresh.games_per_day.is_empty());
    let seats = [Some(Seat::human("ann")), Some(Seat::bot(Level::Hard))];
    let mut ids = Vec::new();
    for (winner, rated) in [(0, true), (1, false), (1, true)] {
        let id = store
            .insert_game(new_game(seats.clone(), GameStatus::Playing))
            .await
            .unwrap();
        store
            .finish_game(id, win(winner, OverReason::Resign, rated))
            .await
            .unwrap();
        ids.push(id);
    }
    let ann = store.record("ann".into()).await.unwrap().unwrap();
    let games: Vec<_> = ann.rating_history.iter().map(|p| p.game).collect();
    assert_eq!(games, ids, "one point per finished game, oldest first");
    let r: Vec<f64> = ann.rating_history.iter().map(|p| p.rating).collect();
    assert!(r[0] > fresh.rating, "a rated win raises it");
    assert_eq!(r[1], r[0], "an unrated game keeps it");
    assert!(r[2] < r[1], "a rated loss lowers it");
    assert_eq!(r[2], ann.rating, "the last point is the rating now");
    assert!(ann
        .rating_history
        .iter()
        .all(|p| p.at.len() == 20 && p.at.ends_with('Z')));
    assert_eq!(ann.games_per_day.len(), 1);
    assert_eq!(ann.games_per_day[0].games, 3);
    assert!(ann.rating_history[0]
        .at
        .starts_with(&ann.games_per_day[0].day));
    (f.close)().await;
}

pub async fn a_closed_store_refuses_work(f: Fixture) {
    let store = f.store.clone();
    (f.close)().await;
    assert!(store.totals().await.is_err(), "a closed store refuses work");
    assert!(store.claim("ann".into(), None, false).await.is_err());
}
