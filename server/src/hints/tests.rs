use super::*;
use crate::peer::{Outbox, OutboxRx};
use chomp_engine::Variant;

fn reply(game: GameId, total: u32) -> HintsReply {
    HintsReply {
        game,
        total,
        quadrants: Vec::new(),
        cells: Vec::new(),
        winning: Vec::new(),
        exact: true,
        outcome: None,
        quadrants_exact: Vec::new(),
    }
}

#[test]
fn the_cache_is_bounded_and_forgets_the_oldest_first() {
    let mut c = Cache::default();
    for ply in 0..5 {
        c.put((1, ply), reply(1, ply), 3);
    }
    assert!(c.get((1, 0)).is_none());
    assert!(c.get((1, 1)).is_none());
    assert_eq!(c.get((1, 4)).map(|h| h.total), Some(4));
    assert_eq!(c.map.len(), 3);
    // Putting a known key again does not grow it.
    c.put((1, 4), reply(1, 9), 3);
    assert_eq!((c.map.len(), c.order.len()), (3, 3));
    assert_eq!(c.get((1, 4)).map(|h| h.total), Some(9));
}

#[test]
fn one_job_per_player_and_a_bounded_line() {
    let mut s = Slots::default();
    let mut first = s.admit("ann", 1, 2, false).unwrap();
    // A newer request replaces the waiting one, which is told so.
    let _second = s.admit("ann", 2, 2, true).unwrap();
    assert_eq!(first.try_recv().unwrap().code, ErrorCode::Superseded);
    assert_eq!(s.waiting, 1);
    assert!(!s.start("ann", 1), "the replaced job does not run");
    let crowded = s.admit("bob", 3, 2, true).unwrap_err();
    assert_eq!(crowded.code, ErrorCode::Busy);
    assert!(
        crowded.message.contains("your address"),
        "{}",
        crowded.message
    );
    let _bob = s.admit("bob", 3, 2, false).unwrap();
    let full = s.admit("cy", 4, 2, false).unwrap_err();
    assert_eq!(
        (full.code, full.retry_after),
        (ErrorCode::Busy, Some(FULL_QUEUE_RETRY))
    );
    // Running, ann's job leaves the line; a request meanwhile is busy.
    assert!(s.start("ann", 2));
    assert_eq!(s.waiting, 1);
    let own = s.admit("ann", 5, 2, false).unwrap_err();
    assert_eq!(
        (own.code, own.retry_after),
        (ErrorCode::Busy, Some(OWN_SEARCH_RETRY))
    );
    let _cy = s.admit("cy", 6, 2, false).unwrap();
    // Only a slot's own job frees it.
    s.leave("ann", 1);
    assert!(s.by_player.contains_key("ann"));
    s.leave("ann", 2);
    s.leave("bob", 3);
    s.leave("cy", 6);
    assert!(s.by_player.is_empty());
    assert_eq!(s.waiting, 0);
}

fn peer(name: &str) -> (Peer, OutboxRx) {
    let (tx, rx) = Outbox::new(16);
    let p = Peer {
        conn: 1,
        name: name.into(),
        bot: false,
        tx,
    };
    (p, rx)
}

async fn next(rx: &mut OutboxRx) -> Reply {
    let text = tokio::time::timeout(Duration::from_secs(20), rx.recv())
        .await
        .expect("answered in time")
        .expect("the outbox is open");
    serde_json::from_str(&text).unwrap()
}

fn code_of(r: &Reply) -> Option<ErrorCode> {
    match &r.msg {
        ServerMsg::Error { code, .. } => Some(*code),
        _ => None,
    }
}

/// Jobs for games that moved on or ended are answered without a search,
/// and the gauges come back to zero on every way out.
#[tokio::test]
async fn jobs_for_changed_games_are_dropped_and_gauges_return_to_zero() {
    let config = crate::config::Config {
        solver_bits: 12,
        ..crate::config::Config::default()
    };
    let bots = Bots::prepare(&config).await.unwrap();
    let metrics = crate::metrics::Metrics::new();
    let jobs = metrics.hint_jobs();
    let desk = Arc::new(HintDesk::new(1, 8, bots, jobs.clone()));
    let pos = Position::full(Variant::Chomp, 5, 4).unwrap();
    // Every place is taken, so the jobs wait.
    let busy = desk.pool.enter(Tenant::Name("other".into())).await.unwrap();
    let playing: Standing = (0, GameStatus::Playing);
    let (moves, moves_rx) = watch::channel(playing);
    let (ends, ends_rx) = watch::channel(playing);
    let ask = |peer: &Peer, game, progress: &watch::Receiver<Standing>| Ask {
        peer: peer.clone(),
        re: Some(serde_json::json!(game)),
        game,
        pos: pos.clone(),
        standing: playing,
        progress: progress.clone(),
    };
    let (ann, mut ann_rx) = peer("ann");
    let (bob, mut bob_rx) = peer("bob");
    answer(&desk, ask(&ann, 1, &moves_rx));
    answer(&desk, ask(&bob, 2, &ends_rx));
    tokio::task::yield_now().await;
    moves.send_replace((1, GameStatus::Playing));
    ends.send_replace((0, GameStatus::Finished));
    assert_eq!(code_of(&next(&mut ann_rx).await), Some(ErrorCode::StalePly));
    assert_eq!(code_of(&next(&mut bob_rx).await), Some(ErrorCode::GameOver));
    // A room that stops leaves its waiting jobs an `unavailable`.
    let (gone, gone_rx) = watch::channel(playing);
    answer(&desk, ask(&ann, 3, &gone_rx));
    drop(gone);
    assert_eq!(
        code_of(&next(&mut ann_rx).await),
        Some(ErrorCode::Unavailable)
    );
    // With the permit back, a current request is searched and answered.
    drop(busy);
    answer(&desk, ask(&bob, 4, &moves_rx.clone()));
    let r = next(&mut bob_rx).await;
    assert_eq!(
        code_of(&r),
        Some(ErrorCode::StalePly),
        "game 4 follows game 1's ply"
    );
    let (fresh, fresh_rx) = watch::channel(playing);
    answer(&desk, ask(&bob, 5, &fresh_rx));
    let r = next(&mut bob_rx).await;
    assert!(matches!(r.msg, ServerMsg::Hints(_)), "{r:?}");
    drop(fresh);
    tokio::task::yield_now().await;
    assert_eq!(jobs.value(HintState::Queued), 0);
    assert_eq!(jobs.value(HintState::Running), 0);
    let slots = desk.slots.lock().unwrap();
    assert!(slots.by_player.is_empty());
    assert_eq!(slots.waiting, 0);
}
