//! The update-logic cases of the key lines: `v` switching the leaderboard
//! between Chomp and iChomp (its key line says so), and the key lines that
//! name the keys a player looks for.

use chomp_client::ui::stats_pages::leader_rating;
use chomp_protocol::LeaderboardEntry;

use super::*;

fn entry(name: &str, rating: f64, rd: f64) -> LeaderboardEntry {
    LeaderboardEntry {
        name: name.into(),
        rating,
        games: 40,
        wins: 25,
        losses: 15,
        rd: Some(rd),
        bot: false,
    }
}

pub fn key_line_cases() -> Vec<Case> {
    vec![
        Case {
            name: "v switches the leaderboard between Chomp and iChomp, provisional ratings marked",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('S')),
                just(Frame(ServerMsg::Leaderboard {
                    players: vec![entry("ann", 1612.0, 60.0)],
                    variants: [
                        ("chomp".to_string(), vec![entry("ann", 1612.0, 60.0)]),
                        (
                            "ichomp".to_string(),
                            vec![entry("cy", 1701.0, 70.0), entry("dee", 1500.0, 130.0)],
                        ),
                    ]
                    .into_iter()
                    .collect(),
                })),
                step(
                    Char('v'),
                    vec![
                        That("iChomp's leaderboard is shown", |a| {
                            a.stats.ichomp_board
                                && a.stats.shown_leaderboard().len() == 2
                                && a.stats.shown_leaderboard()[0].name == "cy"
                        }),
                        That("a provisional rating has its ?", |a| {
                            leader_rating(&a.stats.shown_leaderboard()[1]) == "1500?"
                        }),
                        That("the key line says v", |a| {
                            keys_line(a, texts(Lang::En)).contains("v: Chomp/iChomp")
                        }),
                    ],
                ),
                step(
                    Char('v'),
                    vec![That("and back to Chomp's", |a| {
                        !a.stats.ichomp_board && a.stats.shown_leaderboard()[0].name == "ann"
                    })],
                ),
            ],
        },
        Case {
            name: "the key lines name the history's s, the friends' keys and the board's b",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    let line = keys_line(a, texts(Lang::En));
                    for k in ["o: online", "C: invite", "f: friend", "J: code", "b: board"] {
                        assert!(line.contains(k), "{k} not in {line}");
                    }
                })),
                step(
                    Char('H'),
                    vec![That("the history's key line has s: save", |a| {
                        keys_line(a, texts(Lang::En)).contains("s: save")
                    })],
                ),
            ],
        },
    ]
}
