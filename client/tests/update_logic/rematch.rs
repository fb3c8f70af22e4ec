//! The update table's cases of a finished game between people: the replay,
//! rematch offers both ways and when they lapse, and the other player's
//! presence (offline, with the time before the seat is lost).

use super::*;

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "finished games replay step by step and offer a rematch",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                step(
                    Frame(ServerMsg::Game(finished_3x2())),
                    vec![That("final board", |a| {
                        game(a).shown_board() == vec!["#..", "..."]
                    })],
                ),
                step(
                    Char('['),
                    vec![
                        That("replay at 2", |a| game(a).replay == Some(2)),
                        That("board after 2", |a| {
                            game(a).shown_board() == vec!["#..", "#.."]
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Home),
                    vec![That("start board", |a| {
                        game(a).shown_board() == vec!["###", "###"]
                    })],
                ),
                step(
                    Char(']'),
                    vec![That("board after 1", |a| {
                        game(a).shown_board() == vec!["###", "#.."]
                    })],
                ),
                step(
                    Key(KeyCode::End),
                    vec![That("live again", |a| game(a).replay.is_none())],
                ),
                step(Char('r'), vec![Sent(vec![ClientMsg::Rematch { game: 7 }])]),
            ],
        },
        Case {
            name: "a rematch offer from the opponent is shown and r accepts it",
            begin: Begin::Playing(Variant::Chomp, 3, 2),
            steps: vec![
                just(Set(|a| {
                    a.game = Some(GameView::new(finished_vs_bob(), GameSource::Live))
                })),
                step(
                    Frame(ServerMsg::RematchOffer {
                        game: 7,
                        by: 1,
                        lapsed: false,
                    }),
                    vec![
                        That("the offer is kept", |a| {
                            game(a).state.rematch_offer == Some(1)
                        }),
                        That("announced", |a| {
                            a.notice
                                .as_ref()
                                .is_some_and(|n| n.text == "bob offers a rematch: r accepts.")
                        }),
                        That("the result says r accepts", |a| {
                            result::rematch_line(game(a), texts(Lang::En))
                                == "bob offers a rematch: r accepts."
                        }),
                    ],
                ),
                step(Char('r'), vec![Sent(vec![ClientMsg::Rematch { game: 7 }])]),
                step(
                    AnswerLast(ServerMsg::Game(rematch_of_bob())),
                    vec![That("the new game is shown", |a| {
                        a.screen == Screen::Game && game(a).id() == 8
                    })],
                ),
            ],
        },
        Case {
            name: "our rematch offer waits, and lapses when a player leaves",
            begin: Begin::Playing(Variant::Chomp, 3, 2),
            steps: vec![
                just(Set(|a| {
                    a.game = Some(GameView::new(finished_vs_bob(), GameSource::Live))
                })),
                step(Char('r'), vec![Sent(vec![ClientMsg::Rematch { game: 7 }])]),
                step(
                    AnswerLast(ServerMsg::RematchOffer {
                        game: 7,
                        by: 0,
                        lapsed: false,
                    }),
                    vec![That("the result says we wait for bob", |a| {
                        result::rematch_line(game(a), texts(Lang::En))
                            == "Rematch offered: waiting for bob."
                    })],
                ),
                step(
                    Frame(ServerMsg::RematchOffer {
                        game: 7,
                        by: 0,
                        lapsed: true,
                    }),
                    vec![
                        That("no offer", |a| game(a).state.rematch_offer.is_none()),
                        That("no game awaited", |a| !a.awaiting_game),
                        That("said so", |a| {
                            a.notice
                                .as_ref()
                                .is_some_and(|n| n.text == texts(Lang::En).rematch_lapsed)
                        }),
                        That("r offers again", |a| {
                            result::rematch_line(game(a), texts(Lang::En)) == "r: rematch"
                        }),
                    ],
                ),
            ],
        },
        Case {
            name: "an absent player is shown offline with the time before the seat is lost",
            begin: Begin::Playing(Variant::Chomp, 3, 2),
            steps: vec![
                just(Set(|a| a.now_ms = Some(NOW_MS))),
                step(
                    Frame(ServerMsg::Game(bob_away_for(85_000))),
                    vec![
                        That("offline with the time left", |a| {
                            result::offline_mark(a, game(a), 1, texts(Lang::En)) == "offline 1:25"
                        }),
                        That("drawn in the players pane", |a| {
                            draw(a, 100, 30).contains("[offline 1:25]")
                        }),
                    ],
                ),
                step(
                    Frame(ServerMsg::Game(bob_back())),
                    vec![That("no mark once back", |a| {
                        !draw(a, 100, 30).contains("offline")
                    })],
                ),
            ],
        },
        Case {
            name: "a player leaving a finished game stops watching it, so a rematch offer lapses",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                step(
                    Frame(ServerMsg::Game(finished_vs_bob())),
                    vec![Sent(vec![ClientMsg::Unwatch { game: None }])],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![
                        Sent(vec![
                            ClientMsg::Unwatch { game: Some(7) },
                            ClientMsg::Lobby { deltas: true },
                        ]),
                        That("lobby", |a| a.screen == Screen::Lobby),
                    ],
                ),
            ],
        },
    ]
}
