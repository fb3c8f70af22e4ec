//! The contract's clause on the bot ladder: one ladder per store however
//! often it is asked for, listed as a tournament with its server bots
//! entered; each finished pairing rated once (by a sweep, in game order,
//! or by its game), on the ladder's own ratings (kept apart from the
//! players' records), an aborted one rating nobody.

use chomp_engine::{Level, Variant};
use chomp_protocol::{GameStatus, OverReason, TournamentFormat};

use super::{humans, mv, new_game, win, Fixture};
use crate::rating::{after_game, Standing};
use crate::store::tournaments::{NewTournament, StoredEntrant};

fn ladder() -> NewTournament {
    NewTournament {
        format: TournamentFormat::Ladder,
        name: "Bot ladder".into(),
        variant: Variant::Chomp,
        width: 7,
        height: 6,
        start: "random".into(),
        minutes: None,
        creator: String::new(),
        starts_at_ms: 1_000,
        ends_at_ms: None,
    }
}

fn bot(name: &str, level: Option<Level>) -> StoredEntrant {
    StoredEntrant {
        name: name.into(),
        level,
        hosted_bot: level.is_none(),
        ..StoredEntrant::default()
    }
}

pub async fn the_ladder_is_made_once_and_rates_each_game_once(f: Fixture) {
    let store = &f.store;
    let bots = vec![bot("hard bot", Some(Level::Hard))];
    let id = store.ensure_ladder(ladder(), bots.clone()).await.unwrap();
    let again = store.ensure_ladder(ladder(), bots).await.unwrap();
    assert_eq!(id, again, "one ladder");
    let all = store.tournaments(0).await.unwrap();
    let ladders: Vec<_> = all
        .iter()
        .filter(|t| t.new.format == TournamentFormat::Ladder)
        .collect();
    assert_eq!(ladders.len(), 1);
    assert_eq!(ladders[0].new, ladder());
    assert_eq!(ladders[0].entrants, [bot("hard bot", Some(Level::Hard))]);
    assert_eq!(store.settle_ladder(id).await.unwrap(), 0, "nothing to rate");

    // ann beats bob (seat 1 wins), then a game is aborted, then one runs.
    store.put_entrant(id, bot("ann", None)).await.unwrap();
    store.put_entrant(id, bot("bob", None)).await.unwrap();
    let game = new_game(humans(), GameStatus::Playing);
    let first = store.insert_pairing(id, "a1".into(), game.clone());
    let first = first.await.unwrap().unwrap();
    let aborted = store.insert_pairing(id, "a2".into(), game.clone());
    let aborted = aborted.await.unwrap().unwrap();
    let running = store.insert_pairing(id, "a3".into(), game);
    let running = running.await.unwrap().unwrap();
    store
        .record_move(first, mv(0, 0), Some(win(0, OverReason::Normal, true)))
        .await
        .unwrap();
    store
        .finish_game(aborted, win(1, OverReason::Aborted, false))
        .await
        .unwrap();
    // One game by its id: a running one, another tournament's, then a
    // finished one, once.
    assert_eq!(store.settle_ladder_game(id, running).await.unwrap(), 0);
    let elsewhere = store.create_tournament(ladder()).await.unwrap();
    let theirs = store.settle_ladder_game(elsewhere, aborted).await.unwrap();
    assert_eq!(theirs, 0, "not that tournament's game");
    assert_eq!(store.settle_ladder_game(id, aborted).await.unwrap(), 1);
    assert_eq!(store.settle_ladder_game(id, aborted).await.unwrap(), 0);
    assert_eq!(
        store.settle_ladder(id).await.unwrap(),
        1,
        "the other finished"
    );
    assert_eq!(store.settle_ladder(id).await.unwrap(), 0, "each once");
    assert_eq!(store.settle_ladder_game(id, first).await.unwrap(), 0);

    let ratings = store.ladder_ratings().await.unwrap();
    let (won, lost) = after_game(Standing::NEW, Standing::NEW, true);
    assert_eq!(ratings.len(), 2, "{ratings:?}");
    assert_eq!(ratings[0].name, "ann", "best first");
    assert!((ratings[0].standing.rating - won.rating).abs() < 1e-9);
    assert!((ratings[1].standing.rating - lost.rating).abs() < 1e-9);
    assert_eq!((ratings[0].games, ratings[0].wins), (1, 1));
    assert_eq!((ratings[1].games, ratings[1].wins), (1, 0));
    (f.close)().await;
}
