use super::*;

#[test]
fn the_exposition_names_everything_with_the_prefix() {
    let m = Metrics::new();
    m.connection_opened(ConnState::Handshake);
    m.connection_became(ConnState::Handshake, ConnState::Named);
    m.move_stored(Duration::from_micros(300));
    m.store_committed(Duration::from_millis(2));
    m.rate_limited(LimitScope::Address);
    m.refused(RefusedFor::Timeout);
    m.hint_job(HintState::Queued, 1);
    m.task_panicked();
    let text = m.render(GameCounts {
        waiting: 2,
        playing: 3,
        finished: 4,
    });
    for needle in [
        "chomp_connections{state=\"named\"} 1",
        "chomp_connections{state=\"handshake\"} 0",
        "chomp_games{status=\"playing\"} 3",
        "chomp_moves_total 1",
        "chomp_moves_per_second",
        "chomp_move_handling_seconds_bucket",
        "chomp_store_commit_seconds_count 1",
        "chomp_rate_limited_total{scope=\"address\"} 1",
        "chomp_connections_refused_total{reason=\"timeout\"} 1",
        "chomp_hint_jobs{state=\"queued\"} 1",
        "chomp_task_panics_total 1",
    ] {
        assert!(text.contains(needle), "missing {needle} in\n{text}");
    }
}

#[test]
fn refusals_are_summed_per_interval() {
    let log = RefusalLog::default();
    assert_eq!(log.take_summary(), None);
    for _ in 0..500 {
        log.note(RefusedFor::Handshakes);
    }
    log.note(RefusedFor::Full);
    let line = log.take_summary().unwrap();
    assert!(line.contains("1 over --max-connections"), "{line}");
    assert!(
        line.contains("500 pushed out of a full handshake pool"),
        "{line}"
    );
    assert_eq!(log.take_summary(), None);
}
