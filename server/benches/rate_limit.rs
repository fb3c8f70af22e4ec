//! What a rate limit costs per frame and per bucket: `src/rate.rs` (the
//! token bucket every connection and every address holds) against the
//! `governor` crate, with the same rate and burst. Run with
//! `cargo bench -p chomp-server --bench rate_limit -- --warm-up-time 1 --measurement-time 3`;
//! the figures and the decision are in docs/PERFORMANCE.md.
//!
//! Each limiter is measured on the path a frame takes in `connection.rs`:
//! a connection's own bucket (owned, `&mut`), an address's bucket shared by
//! its connections (`AddrPermit`: an `Arc<Mutex<_>>` today; governor's
//! direct limiter needs no lock), and a bucket found by address in a map
//! (`NameLimits` today; governor's keyed limiter). "pass" never runs dry
//! (a huge rate); "refuse" is a bucket already empty at the default rate.
//! `clock` times one reading of each one's clock.

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashMap;
use std::hint::black_box;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use governor::clock::{Clock, QuantaClock};
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

// The bench uses the bucket only (its unit tests compile away here).
#[allow(dead_code, unused_imports)]
#[path = "../src/rate.rs"]
mod rate;

use rate::RateBucket;

/// Counts the bytes allocated now, to measure what a bucket holds on the heap.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// The server's defaults: `--rate 20 --burst 40` per connection.
const RATE: f64 = 20.0;
const BURST: f64 = 40.0;

/// A rate no bench loop can use up.
const HUGE: f64 = 1e9;

/// Addresses in the keyed benches (a busy server's remembered hosts).
const HOSTS: u32 = 1000;

fn quota(rate: f64, burst: f64) -> Quota {
    let period = Duration::from_secs_f64(1.0 / rate).max(Duration::from_nanos(1));
    Quota::with_period(period)
        .expect("a non-zero period")
        .allow_burst(NonZeroU32::new(burst as u32).expect("a burst of at least one"))
}

fn ip(i: u32) -> IpAddr {
    IpAddr::from(i.to_be_bytes())
}

/// Bytes on the heap after `make`, per item, for `n` items.
fn heap_per<T>(n: usize, make: impl Fn(usize) -> T) -> isize {
    let before = LIVE.load(Ordering::Relaxed);
    let items: Vec<T> = (0..n).map(make).collect();
    let vec = (items.capacity() * std::mem::size_of::<T>()) as isize;
    let after = LIVE.load(Ordering::Relaxed);
    drop(items);
    (after - before - vec) / n as isize
}

/// Bytes on the heap per key of a filled map (the map's own tables included).
fn heap_per_key<M>(n: u32, make: impl Fn() -> M, fill: impl Fn(&M, IpAddr)) -> isize {
    let before = LIVE.load(Ordering::Relaxed);
    let map = make();
    for i in 0..n {
        fill(&map, ip(i));
    }
    let after = LIVE.load(Ordering::Relaxed);
    drop(map);
    (after - before) / n as isize
}

fn sizes() {
    use std::mem::size_of;
    println!("memory per bucket (bytes: inline + heap)");
    println!(
        "  rate.rs RateBucket (connection, owned): {} + {}",
        size_of::<RateBucket>(),
        heap_per(1000, |_| RateBucket::new(RATE, BURST))
    );
    println!(
        "  rate.rs Arc<Mutex<RateBucket>> (address): {} + {}",
        size_of::<Arc<Mutex<RateBucket>>>(),
        heap_per(1000, |_| Arc::new(Mutex::new(RateBucket::new(RATE, BURST))))
    );
    println!(
        "  governor direct limiter (connection): {} + {}",
        size_of::<DefaultDirectRateLimiter>(),
        heap_per(1000, |_| RateLimiter::direct(quota(RATE, BURST)))
    );
    println!(
        "  governor Arc<direct limiter> (address): {} + {}",
        size_of::<Arc<DefaultDirectRateLimiter>>(),
        heap_per(1000, |_| Arc::new(RateLimiter::direct(quota(RATE, BURST))))
    );
    println!(
        "  rate.rs Mutex<HashMap<IpAddr, RateBucket>>, per key of {HOSTS}: {}",
        heap_per_key(
            HOSTS,
            || Mutex::new(HashMap::<IpAddr, RateBucket>::new()),
            |m, a| {
                m.lock()
                    .unwrap()
                    .entry(a)
                    .or_insert_with(|| RateBucket::new(RATE, BURST))
                    .take();
            }
        )
    );
    println!(
        "  governor keyed limiter (DashMap), per key of {HOSTS}: {}",
        heap_per_key(
            HOSTS,
            || RateLimiter::keyed(quota(RATE, BURST)),
            |m: &DefaultKeyedRateLimiter<IpAddr>, a| {
                let _ = m.check_key(&a);
            }
        )
    );
}

fn connection(c: &mut Criterion) {
    sizes();
    let mut g = c.benchmark_group("connection");
    let mut bucket = RateBucket::new(HUGE, HUGE);
    g.bench_function("rate_rs/pass", |b| b.iter(|| black_box(bucket.take())));
    let mut empty = RateBucket::new(RATE, BURST);
    while empty.take() {}
    g.bench_function("rate_rs/refuse", |b| b.iter(|| black_box(empty.take())));
    let limiter = RateLimiter::direct(quota(HUGE, f64::from(u32::MAX)));
    g.bench_function("governor/pass", |b| {
        b.iter(|| black_box(limiter.check().is_ok()))
    });
    let empty = RateLimiter::direct(quota(RATE, BURST));
    while empty.check().is_ok() {}
    g.bench_function("governor/refuse", |b| {
        b.iter(|| black_box(empty.check().is_ok()))
    });
    g.finish();
}

fn address(c: &mut Criterion) {
    let mut g = c.benchmark_group("address");
    let shared = Arc::new(Mutex::new(RateBucket::new(HUGE, HUGE)));
    g.bench_function("rate_rs_mutex/pass", |b| {
        b.iter(|| black_box(shared.lock().unwrap().take()))
    });
    let limiter = Arc::new(RateLimiter::direct(quota(HUGE, f64::from(u32::MAX))));
    g.bench_function("governor_arc/pass", |b| {
        b.iter(|| black_box(limiter.check().is_ok()))
    });
    let map = Mutex::new(HashMap::new());
    for i in 0..HOSTS {
        map.lock()
            .unwrap()
            .insert(ip(i), RateBucket::new(HUGE, HUGE));
    }
    let mut i = 0u32;
    g.bench_function("rate_rs_hashmap/pass", |b| {
        b.iter(|| {
            i = (i + 1) % HOSTS;
            let mut hosts = map.lock().unwrap();
            black_box(hosts.get_mut(&ip(i)).is_some_and(RateBucket::take))
        })
    });
    let keyed: DefaultKeyedRateLimiter<IpAddr> =
        RateLimiter::keyed(quota(HUGE, f64::from(u32::MAX)));
    for i in 0..HOSTS {
        let _ = keyed.check_key(&ip(i));
    }
    g.bench_function("governor_keyed/pass", |b| {
        b.iter(|| {
            i = (i + 1) % HOSTS;
            black_box(keyed.check_key(&ip(i)).is_ok())
        })
    });
    g.finish();
}

/// Where the time goes: one reading of each limiter's clock (rate.rs reads
/// tokio's `Instant`, which is `std`'s outside paused tests; governor reads
/// `quanta`'s TSC-based clock).
fn clock(c: &mut Criterion) {
    let mut g = c.benchmark_group("clock");
    g.bench_function("std_instant", |b| {
        b.iter(|| black_box(tokio::time::Instant::now()))
    });
    let quanta = QuantaClock::default();
    g.bench_function("governor_quanta", |b| b.iter(|| black_box(quanta.now())));
    g.finish();
}

criterion_group!(benches, connection, address, clock);
criterion_main!(benches);
