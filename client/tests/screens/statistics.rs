//! The statistics screen: one's record, the totals and the leaderboard,
//! the rating and games-per-day sparklines, and the Persian leaderboard
//! read from the right.

use super::*;

#[test]
fn statistics() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('S'));
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 9,
            wins: 6,
            losses: 3,
            rating: 1612.4,
            rating_history: vec![],
            games_per_day: vec![],
            ..PlayerRecord::default()
        }))),
    );
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Totals(totals()))),
    );
    update(
        &mut app,
        frame(ServerMsg::Leaderboard {
            players: vec![
                LeaderboardEntry {
                    name: "ann".into(),
                    rating: 1612.4,
                    games: 9,
                    wins: 6,
                    losses: 3,
                    ..LeaderboardEntry::default()
                },
                LeaderboardEntry {
                    name: "bob".into(),
                    rating: 1490.0,
                    games: 4,
                    wins: 1,
                    losses: 3,
                    ..LeaderboardEntry::default()
                },
            ],
            variants: Default::default(),
        }),
    );
    snapshot("statistics", &draw(&app, 90, 18));
}

/// With a rating history and games per day, the statistics screen draws
/// them as sparklines under one's record.
#[test]
fn statistics_with_rating_over_time() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('S'));
    let ratings = [
        1500.0, 1512.0, 1504.5, 1520.0, 1531.0, 1526.0, 1540.0, 1555.5,
    ];
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 8,
            wins: 6,
            losses: 2,
            rating: 1555.5,
            rating_history: ratings
                .iter()
                .enumerate()
                .map(|(i, r)| chomp_protocol::RatingPoint {
                    game: i as u64 + 1,
                    rating: *r,
                    at: format!("2026-11-2{}T20:00:00Z", i / 3),
                    ..Default::default()
                })
                .collect(),
            games_per_day: vec![
                chomp_protocol::DayCount {
                    day: "2026-11-20".into(),
                    games: 3,
                },
                chomp_protocol::DayCount {
                    day: "2026-11-21".into(),
                    games: 3,
                },
                chomp_protocol::DayCount {
                    day: "2026-11-22".into(),
                    games: 2,
                },
            ],
            // Accuracy in four analysed games: 3/3, 1/2, 2/2, 0/1.
            accuracy_history: [(3, 3), (1, 2), (2, 2), (0, 1)]
                .iter()
                .enumerate()
                .map(|(i, &(kept, in_winning))| chomp_protocol::AccuracyPoint {
                    game: i as u64 + 1,
                    at: "2026-11-22T20:00:00Z".into(),
                    variant: "chomp".into(),
                    kept,
                    in_winning,
                })
                .collect(),
            ..PlayerRecord::default()
        }))),
    );
    update(
        &mut app,
        frame(ServerMsg::Stats(StatsReply::Totals(totals()))),
    );
    let screen = draw(&app, 90, 24);
    // 6 of the 8 moves in winning positions kept the win (the title is
    // cut to the chart's width).
    assert!(screen.contains("Accuracy 75"), "{screen}");
    snapshot("statistics_with_rating_over_time", &screen);
}

/// Issue 31: the Persian leaderboard's columns ran left to right inside a
/// right-to-left screen; the rank is its rightmost column, the results its
/// leftmost. French calls a rating "Cote", not "Classement" (a ranking).
#[test]
fn the_persian_leaderboard_reads_from_the_right() {
    for (w, h) in [(120, 40), (40, 12)] {
        let mut app = logged_in();
        online(&mut app);
        app.lang = Lang::Fa;
        update(&mut app, Msg::Resize(w, h));
        update(&mut app, ch('S'));
        update(
            &mut app,
            frame(ServerMsg::Leaderboard {
                players: vec![LeaderboardEntry {
                    name: "zed".into(),
                    rating: 1873.0,
                    games: 42,
                    wins: 30,
                    losses: 12,
                    rd: Some(60.0),
                    bot: false,
                }],
                variants: Default::default(),
            }),
        );
        if w < 70 {
            update(&mut app, key(crossterm::event::KeyCode::Tab));
        }
        let screen = draw(&app, w, h);
        let row = screen
            .lines()
            .find(|l| l.contains("zed"))
            .unwrap_or_else(|| panic!("no row: {screen}"));
        let at = |s: &str| row.find(s).unwrap_or_else(|| panic!("{s} in {row}"));
        assert!(at("30:12") < at("42"), "{row}");
        assert!(at("42") < at("1873"), "{row}");
        assert!(at("1873") < at("zed"), "{row}");
    }
    assert_eq!(texts(Lang::Fr).rating, "Cote");
}
