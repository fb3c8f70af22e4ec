//! The contract's clauses on what results add up to: totals, history, the
//! leaderboard, hosted bots' games and each player's rating history.

use chomp_engine::Level;
use chomp_protocol::{GameStatus, OverReason, PlayerKind};

use super::{mv, new_game, win, Fixture};
use crate::model::Seat;

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
