//! The update table's cases of playing a game: the new-game form, moves and
//! their plies, resigning, the end of a game and how its result is told,
//! and the mouse on the board.

use super::*;

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "the form creates the game it shows",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| assert_eq!(a.lobby.focus(), LobbyFocus::Form))),
                // Variant -> iChomp switches the start to random.
                step(
                    Key(KeyCode::Right),
                    vec![
                        That("iChomp", |a| a.lobby.form.variant == Variant::IChomp),
                        That("random start", |a| a.lobby.form.start == Start::Random),
                    ],
                ),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Right)), // width 8
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Left)), // height 4
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Right)), // opponent hard
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![ClientMsg::Create {
                            variant: "ichomp".into(),
                            width: 8,
                            height: 4,
                            opponent: Opponent::Bot { level: Level::Hard },
                            start: Some(Start::Random),
                            first: Some(FirstMover::Me),
                            private: false,
                        }]),
                        That("awaiting the game", |a| a.awaiting_game),
                    ],
                ),
                // The reply opens the game screen.
                step(
                    Frame(ServerMsg::Game(game_state(Variant::IChomp, 8, 4))),
                    vec![
                        That("game screen", |a| a.screen == Screen::Game),
                        That("no longer awaiting", |a| !a.awaiting_game),
                    ],
                ),
            ],
        },
        Case {
            name: "sizes stay within the rules",
            begin: Begin::LoggedIn,
            steps: {
                let mut s = vec![just(Key(KeyCode::Down))]; // width
                s.extend((0..40).map(|_| just(Key(KeyCode::Left))));
                s.push(just(Set(|a| assert_eq!(a.lobby.form.width, 1))));
                s.extend((0..40).map(|_| just(Key(KeyCode::Right))));
                s.push(just(Set(|a| assert_eq!(a.lobby.form.width, 32))));
                s
            },
        },
        Case {
            name: "moves go out with the current ply and only on our turn",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![
                // The cursor starts on the last cell, away from the poison; go to (1,2).
                just(Set(|a| assert_eq!(game(a).cursor, (2, 3)))),
                just(Char('k')),
                step(
                    Char('h'),
                    vec![
                        That("cursor at (1,2)", |a| game(a).cursor == (1, 2)),
                        // The preview is exactly the cells the move removes.
                        That("preview", |a| {
                            let mut p = game(a).preview();
                            p.sort();
                            p == vec![(1, 2), (1, 3), (2, 2), (2, 3)]
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::Move {
                        game: 7,
                        ply: 0,
                        mv: chomp_protocol::Move::new(1, 2),
                    }])],
                ),
                // The server confirms; now it is the bot's turn and Enter sends nothing.
                step(
                    Frame(moved(0, 0, (1, 2), 4, 1, &["####", "##..", "##.."])),
                    vec![
                        That("ply 1", |a| game(a).state.ply == 1),
                        That("one move", |a| game(a).state.moves.len() == 1),
                        That("the cursor leaves the eaten cell", |a| {
                            game(a).cursor != (1, 2)
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![]),
                        That("a notice says why", |a| a.notice.is_some()),
                    ],
                ),
            ],
        },
        Case {
            name: "a gap in moves asks for the whole state",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![step(
                Frame(moved(3, 1, (0, 1), 3, 0, &["#...", "#...", "#..."])),
                vec![Sent(vec![ClientMsg::Watch { game: 7 }])],
            )],
        },
        Case {
            name: "resigning needs two presses",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![
                step(Char('X'), vec![Sent(vec![])]),
                step(Char('X'), vec![Sent(vec![ClientMsg::Resign { game: 7 }])]),
                // A different key in between disarms it.
                just(Char('X')),
                just(Char('j')),
                step(Char('X'), vec![Sent(vec![])]),
            ],
        },
        Case {
            name: "over frames finish the game",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![step(
                Frame(ServerMsg::Over {
                    game: 7,
                    winner: 1,
                    reason: OverReason::Resign,
                    rated: None,
                }),
                vec![
                    That("finished", |a| game(a).finished()),
                    That("winner seat 1", |a| game(a).state.winner == Some(1)),
                    That("no preview", |a| game(a).preview().is_empty()),
                ],
            )],
        },
        Case {
            name: "mouse hover previews and click plays",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Resize(100, 30)),
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3)))),
                step(
                    MouseOn((2, 3), MouseEventKind::Moved),
                    vec![That("preview of (2,3)", |a| {
                        game(a).preview() == vec![(2, 3)]
                    })],
                ),
                step(
                    MouseOn((2, 3), MouseEventKind::Down(MouseButton::Left)),
                    vec![Sent(vec![ClientMsg::Move {
                        game: 7,
                        ply: 0,
                        mv: chomp_protocol::Move::new(2, 3),
                    }])],
                ),
            ],
        },
        Case {
            name: "the last move is not followed by our turn before over arrives",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(almost_over_ichomp()))),
                step(
                    Frame(moved(3, 1, (0, 0), 1, 0, &["..", ".."])),
                    vec![That("not our turn", |a| !game(a).my_turn())],
                ),
                step(Key(KeyCode::Enter), vec![Sent(vec![])]),
            ],
        },
        Case {
            name: "the result is told from the reader's side",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(finished_3x2()))),
                just(Set(|a| {
                    assert_eq!(
                        result::sentence(game(a), texts(Lang::En)),
                        "You won: hard bot had to eat the poisoned square"
                    );
                })),
            ],
        },
        Case {
            name: "an aborted game says who left, when the client saw it",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(human_game(&[true, true])))),
                // bob's connection closed: the game frame shows him offline.
                just(Frame(ServerMsg::Game(human_game(&[true, false])))),
                step(
                    Frame(ServerMsg::Over {
                        game: 7,
                        winner: 0,
                        reason: OverReason::Aborted,
                        rated: Some(false),
                    }),
                    vec![That("names bob", |a| {
                        result::sentence(game(a), texts(Lang::En))
                            == "Game aborted: bob left before both players had moved; \
                                nobody's record changes"
                    })],
                ),
                // A spectator learns it the same way.
                just(Set(|a| {
                    if let Some(g) = a.game.as_mut() {
                        let mut st = g.state.state().clone();
                        st.you = None;
                        g.state = chomp_client::mirror::GameMirror::new(st);
                    }
                    for lang in Lang::ALL {
                        let said = result::sentence(game(a), texts(lang));
                        assert!(said.contains("bob"), "{lang:?}: {said}");
                        assert_ne!(said, texts(lang).result("aborted", "ann", "bob"));
                    }
                })),
            ],
        },
        Case {
            name: "an aborted game without a known leaver says the general rule",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(human_game(&[true, true])))),
                step(
                    Frame(ServerMsg::Over {
                        game: 7,
                        winner: 0,
                        reason: OverReason::Aborted,
                        rated: Some(false),
                    }),
                    vec![That("the general rule", |a| {
                        result::sentence(game(a), texts(Lang::En))
                            == "Game aborted: it ended before both players had moved, so no \
                                record changes"
                    })],
                ),
                // No presence from an older server: the same.
                just(Frame(ServerMsg::Game({
                    let mut st = human_game(&[]);
                    st.status = GameStatus::Finished;
                    st.winner = Some(0);
                    st.reason = Some(OverReason::Aborted);
                    st
                }))),
                just(Set(|a| {
                    let t = texts(Lang::En);
                    assert_eq!(
                        result::sentence(game(a), t),
                        t.result("aborted", "ann", "bob")
                    );
                })),
            ],
        },
    ]
}
