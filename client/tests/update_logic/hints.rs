//! The update table's cases of hints: asked per ply, refused or busy
//! answers, the retry after the server's wait, and the hints of a finished
//! game's replay.

use super::*;

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "hints are requested per ply and stale answers ignored",
            begin: Begin::Playing(Variant::IChomp, 4, 4),
            steps: vec![
                step(
                    Char('g'),
                    vec![
                        Sent(vec![ClientMsg::Hints { game: 7 }]),
                        IdSent,
                        IdIs("hints:7:0"),
                    ],
                ),
                step(
                    AnswerLast(ServerMsg::Hints(ichomp_hints(7))),
                    vec![That("hints shown", |a| game(a).current_hints().is_some())],
                ),
                // After a move the old hints no longer apply and new ones are asked for.
                step(
                    Frame(moved(0, 0, (0, 0), 1, 1, &[".###", "####", "####", "####"])),
                    vec![
                        That("old hints gone", |a| game(a).current_hints().is_none()),
                        // Not on the opponent's move.
                        Sent(vec![]),
                    ],
                ),
                step(
                    Frame(moved(1, 1, (3, 3), 1, 0, &[".###", "####", "####", "###."])),
                    vec![Sent(vec![ClientMsg::Hints { game: 7 }])],
                ),
                // A late answer to the old request is not shown for the new ply.
                step(
                    AnswerId("hints:7:0", ServerMsg::Hints(ichomp_hints(7))),
                    vec![That("still none", |a| game(a).current_hints().is_none())],
                ),
            ],
        },
        Case {
            name: "refused hints turn hints off with a message",
            begin: Begin::Playing(Variant::IChomp, 4, 4),
            steps: vec![
                just(Char('g')),
                step(
                    ErrorLast(
                        ErrorCode::HintsRefused,
                        "Hints are refused in games between humans.",
                    ),
                    vec![
                        That("hints off", |a| !a.hints_on()),
                        That("an error notice", |a| a.notice.as_ref().unwrap().is_error),
                        That("saying refused", |a| {
                            a.notice.as_ref().unwrap().text.contains("refused")
                        }),
                        // The real rule: the server's own bots, games over,
                        // never during a game between people.
                        That("stating the rule", |a| {
                            let text = &a.notice.as_ref().unwrap().text;
                            text.contains("only in games against the server's own bots")
                                && text.contains("games that are over")
                                && text.contains("between people")
                                && !text.contains("not given")
                        }),
                    ],
                ),
            ],
        },
        Case {
            name: "a hints request that only lost its turn keeps hints on, quietly",
            begin: Begin::Playing(Variant::IChomp, 4, 4),
            steps: vec![
                just(Char('g')),
                step(
                    ErrorLast(
                        ErrorCode::Superseded,
                        "A newer hints request of yours replaced this one.",
                    ),
                    vec![
                        That("hints on", |a| a.hints_on()),
                        That("no error notice", |a| {
                            a.notice.as_ref().is_none_or(|n| !n.is_error)
                        }),
                    ],
                ),
            ],
        },
        Case {
            name: "replaying a finished game computes each position's hints",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    a.awaiting_game = true;
                    a.hints_wanted = true;
                })),
                // The final position has no move: no hints to ask the
                // server (the lobby stops being followed, as for any game).
                step(
                    Frame(ServerMsg::Game(finished_3x2())),
                    vec![
                        Sent(vec![ClientMsg::Unwatch { game: None }]),
                        That("the panel says the game is over", |a| {
                            let t = texts(Lang::En);
                            result::hints_placeholder(a, game(a), t) == Some(t.hints_game_over)
                        }),
                    ],
                ),
                step(
                    Char('['),
                    vec![Both("hints of the position after 2 moves", |_, c| {
                        matches!(c, [Command::ComputeHints { game: 7, ply: 2, position }]
                            if position.board_rows() == vec!["#..", "#.."])
                    })],
                ),
                step(
                    LocalHints(2, chomp_hints_after_2()),
                    vec![That("shown for that position", |a| {
                        game(a).current_hints().is_some_and(|h| h.total == 1)
                    })],
                ),
                step(
                    Char('['),
                    vec![Both("the next one back", |_, c| {
                        matches!(c, [Command::ComputeHints { ply: 1, .. }])
                    })],
                ),
                // Known hints are not worked out again.
                step(Char(']'), vec![Nothing]),
                step(Key(KeyCode::End), vec![Nothing]),
            ],
        },
        Case {
            name: "hints are asked for when a game ends by resignation",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![
                just(Set(|a| a.hints_wanted = true)),
                step(
                    Frame(ServerMsg::Over {
                        game: 7,
                        winner: 1,
                        reason: OverReason::Resign,
                        rated: None,
                    }),
                    vec![Sent(vec![ClientMsg::Hints { game: 7 }])],
                ),
                step(
                    AnswerId("hints:7:0", ServerMsg::Hints(chomp_hints_after_2())),
                    vec![That("shown", |a| game(a).current_hints().is_some())],
                ),
            ],
        },
        Case {
            name: "hints the server is too busy for are asked once more after its wait",
            begin: Begin::Playing(Variant::IChomp, 4, 4),
            steps: vec![
                step(Char('g'), vec![IdIs("hints:7:0")]),
                step(
                    BusyLast(1500),
                    vec![
                        Commands(vec![Command::RetryHints {
                            game: 7,
                            ply: 0,
                            after: std::time::Duration::from_millis(1500),
                        }]),
                        That("hints stay on", |a| a.hints_on()),
                        That("a notice that the server is busy", |a| {
                            a.notice.as_ref().is_some_and(|n| {
                                n.text == texts(Lang::En).hints_busy && !n.is_error
                            })
                        }),
                    ],
                ),
                // The wait is over and the position is still shown: ask again.
                step(
                    RetryHints(0),
                    vec![
                        Sent(vec![ClientMsg::Hints { game: 7 }]),
                        IdIs("hints:7:0"),
                        That("the busy notice is gone", |a| a.notice.is_none()),
                    ],
                ),
                // Busy again: said, and no second retry.
                step(
                    BusyLast(1500),
                    vec![
                        Nothing,
                        That("still busy, said", |a| {
                            a.notice
                                .as_ref()
                                .is_some_and(|n| n.text == texts(Lang::En).hints_busy_again)
                        }),
                        That("hints stay on", |a| a.hints_on()),
                    ],
                ),
                step(RetryHints(0), vec![Nothing]),
                step(
                    AnswerId("hints:7:0", ServerMsg::Hints(ichomp_hints(7))),
                    vec![That("shown", |a| game(a).current_hints().is_some())],
                ),
            ],
        },
        Case {
            name: "no hints retry for a position that changed or a game that ended",
            begin: Begin::Playing(Variant::IChomp, 4, 4),
            steps: vec![
                just(Char('g')),
                step(
                    BusyLast(1000),
                    vec![Has(Command::RetryHints {
                        game: 7,
                        ply: 0,
                        after: std::time::Duration::from_millis(1000),
                    })],
                ),
                just(Frame(moved(
                    0,
                    0,
                    (0, 0),
                    1,
                    1,
                    &[".###", "####", "####", "####"],
                ))),
                step(RetryHints(0), vec![Nothing]),
                step(
                    Frame(moved(1, 1, (3, 3), 1, 0, &[".###", "####", "####", "###."])),
                    vec![Sent(vec![ClientMsg::Hints { game: 7 }]), IdIs("hints:7:2")],
                ),
                // A server's wait is never longer than 30 s here.
                step(
                    BusyLast(u64::MAX),
                    vec![Commands(vec![Command::RetryHints {
                        game: 7,
                        ply: 2,
                        after: std::time::Duration::from_secs(30),
                    }])],
                ),
                just(Frame(ServerMsg::Over {
                    game: 7,
                    winner: 1,
                    reason: OverReason::Resign,
                    rated: None,
                })),
                step(RetryHints(2), vec![Nothing]),
                // A `busy` for a game that ended is not retried either.
                step(Char('g'), vec![Nothing]),
                step(Char('g'), vec![IdIs("hints:7:2")]),
                step(BusyLast(1000), vec![Nothing]),
            ],
        },
    ]
}
