use std::sync::atomic::{AtomicUsize, Ordering};

use super::*;

fn addr(last: u8) -> Tenant {
    Tenant::Addr(std::net::IpAddr::from([10, 0, 0, last]))
}

/// Yields until the pool's line holds `n` waiting searches.
async fn until_waiting(pool: &ThinkPool, n: usize) {
    while pool.counts().0 != n {
        tokio::task::yield_now().await;
    }
}

/// One address queues five searches, then another one: the second address
/// runs after the first address's first search, not after all five.
#[tokio::test]
async fn turns_go_round_the_addresses() {
    let pool = Arc::new(ThinkPool::new(1, 64));
    let held = pool.enter(addr(1)).await.unwrap();
    let order = Arc::new(Mutex::new(Vec::new()));
    let mut tasks = Vec::new();
    let mut queue = |tenant: Tenant, label: &'static str| {
        let (pool, order) = (pool.clone(), order.clone());
        tasks.push(tokio::spawn(async move {
            let place = pool.enter(tenant).await.unwrap();
            order.lock().unwrap().push(label);
            drop(place);
        }));
    };
    for label in ["a1", "a2", "a3", "a4", "a5"] {
        queue(addr(1), label);
    }
    until_waiting(&pool, 5).await;
    queue(addr(2), "b1");
    until_waiting(&pool, 6).await;
    assert_eq!(pool.waiting_of(&addr(1)), 5);
    drop(held);
    for t in tasks {
        t.await.unwrap();
    }
    let order = order.lock().unwrap().clone();
    assert_eq!(order, ["a1", "b1", "a2", "a3", "a4", "a5"]);
    assert_eq!(pool.counts(), (0, 0));
}

/// However many searches are asked for, no more than `max_jobs` run at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_more_than_max_jobs_run_at_once() {
    let pool = Arc::new(ThinkPool::new(2, 64));
    let most = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for i in 0..24u8 {
        let (pool, most) = (pool.clone(), most.clone());
        tasks.push(tokio::spawn(async move {
            let seen = pool.clone();
            pool.run(addr(i % 3), move || {
                let running = seen.counts().1;
                most.fetch_max(running, Ordering::SeqCst);
                u32::from(i) * 2
            })
            .await
        }));
    }
    for (i, t) in tasks.into_iter().enumerate() {
        assert_eq!(t.await.unwrap(), Ok(i as u32 * 2));
    }
    let most = most.load(Ordering::SeqCst);
    assert!((1..=2).contains(&most), "{most} ran at once");
    assert_eq!(pool.counts(), (0, 0));
}

/// A wait given up leaves the line; a place granted to a wait given up in
/// the same instant goes to the next one in line.
#[tokio::test]
async fn a_wait_given_up_leaves_the_line() {
    let pool = Arc::new(ThinkPool::new(1, 64));
    let held = pool.enter(addr(1)).await.unwrap();
    let gone = {
        let pool = pool.clone();
        tokio::spawn(async move { pool.enter(addr(2)).await.map(drop) })
    };
    until_waiting(&pool, 1).await;
    gone.abort();
    let _ = gone.await;
    assert_eq!(pool.counts(), (0, 1));
    // Granted, then dropped before it was taken: the place goes on.
    let mut late = Box::pin(pool.enter(addr(3)));
    assert!(futures::poll!(late.as_mut()).is_pending());
    let next = {
        let pool = pool.clone();
        tokio::spawn(async move { pool.enter(addr(4)).await.map(drop) })
    };
    until_waiting(&pool, 2).await;
    drop(held);
    drop(late);
    next.await.unwrap().unwrap();
    assert_eq!(pool.counts(), (0, 0));
}

/// New big searches are refused when the line is full, and an address
/// holding half of it is refused before the others.
#[tokio::test]
async fn one_address_cannot_fill_the_line() {
    let pool = Arc::new(ThinkPool::new(1, 4));
    let _held = pool.enter(addr(9)).await.unwrap();
    let mut waits = Vec::new();
    for _ in 0..2 {
        let pool = pool.clone();
        waits.push(tokio::spawn(
            async move { pool.enter(addr(1)).await.map(drop) },
        ));
    }
    until_waiting(&pool, 2).await;
    assert!(pool.crowded(&addr(1)));
    assert!(!pool.crowded(&addr(2)));
    for last in [2, 3] {
        let pool = pool.clone();
        waits.push(tokio::spawn(async move {
            pool.enter(addr(last)).await.map(drop)
        }));
    }
    until_waiting(&pool, 4).await;
    assert!(pool.crowded(&addr(5)), "the line is full");
    for w in waits {
        w.abort();
    }
}
