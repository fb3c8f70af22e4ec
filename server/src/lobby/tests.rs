//! The listing's caps and the push pacing.

use super::*;
use tokio::sync::mpsc;

/// A listed game with no players (the directory's tests use it too).
pub(super) fn game(game: GameId, status: GameStatus) -> LobbyGame {
    LobbyGame {
        game,
        variant: "chomp".into(),
        width: 4,
        height: 3,
        players: Vec::new(),
        status,
    }
}

fn listed(hub: &Hub) -> (Vec<GameId>, u32, u32) {
    match hub.snapshot() {
        ServerMsg::Lobby {
            games,
            open_count,
            playing_count,
            ..
        } => (
            games.iter().map(|g| g.game).collect(),
            open_count,
            playing_count,
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_frame_lists_the_oldest_open_and_newest_running_games_with_full_counts() {
    let hub = Hub::new(3);
    for id in 1..=10 {
        let (tx, _rx) = mpsc::channel(1);
        let status = if id % 2 == 0 {
            GameStatus::Waiting
        } else {
            GameStatus::Playing
        };
        assert!(hub.register_room(tx, game(id, status)));
    }
    let (tx, _rx) = mpsc::channel(1);
    assert!(hub.register_room(tx, game(11, GameStatus::Finished)));
    // Open: 2,4,6,8,10 -> oldest three; running: 1,3,5,7,9 -> newest three.
    assert_eq!(listed(&hub), (vec![2, 4, 5, 6, 7, 9], 5, 5));
}

#[test]
fn a_small_lobby_is_listed_whole() {
    let hub = Hub::new(50);
    for id in [7, 3] {
        let (tx, _rx) = mpsc::channel(1);
        assert!(hub.register_room(tx, game(id, GameStatus::Waiting)));
    }
    assert_eq!(listed(&hub), (vec![3, 7], 2, 0));
}

#[test]
fn pushes_are_sliced_by_the_fanout_rate() {
    let pace = |fanout_rate| PushPace {
        interval: Duration::from_millis(150),
        fanout_rate,
    };
    assert_eq!(pace(5000.0).slice_len(), 250);
    assert_eq!(pace(1.0).slice_len(), 1);
    assert_eq!(pace(0.0).slice_len(), usize::MAX);
    assert_eq!(pace(f64::NAN).slice_len(), usize::MAX);
    assert_eq!(pace(f64::INFINITY).slice_len(), usize::MAX);
}
