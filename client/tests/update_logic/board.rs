//! The update-logic cases of analysis: the analysis board and the new-game
//! form's custom start (the leaderboard's `v` and the key lines are in
//! `key_lines.rs`).

use chomp_client::notation::NotationError;
use chomp_engine::{Hints, Position};

use super::*;

/// One step per character typed.
fn typed(text: &str) -> Vec<Step> {
    text.chars().map(|c| just(Char(c))).collect()
}

fn board(a: &App) -> &chomp_client::board_view::AnalysisBoard {
    a.analysis
        .board
        .as_ref()
        .expect("the analysis board is open")
}

/// Whether the commands ask for the values of position `seq`, which is
/// the board's position now.
fn asks(a: &App, cmds: &[Command], seq: u64) -> bool {
    cmds == [Command::AnalyseBoard {
        seq,
        position: board(a).position.clone(),
    }]
}

fn fake_values() -> Hints {
    Hints {
        total: 0,
        quadrants: vec![0],
        cells: vec![],
        winning: vec![],
        exact: true,
        outcome: Some(false),
        quadrants_exact: vec![true],
    }
}

pub fn board_cases() -> Vec<Case> {
    let mut notation = vec![just(Char('b')), just(Char('n'))];
    notation.extend(typed("9,10"));
    notation.push(step(
        Key(KeyCode::Enter),
        vec![
            Nothing,
            That("the field stays open with the staircase error", |a| {
                board(a).typing.is_some() && board(a).error == Some(NotationError::NotStaircase)
            }),
            That("the position did not change", |a| {
                board(a).position == Position::full(Variant::Chomp, 7, 5).unwrap()
                    && board(a).undo.is_empty()
            }),
        ],
    ));
    // The field takes every letter, `?` and `q` too.
    notation.push(step(
        Key(KeyCode::Esc),
        vec![
            Nothing,
            That("Esc closes the field, the board stays", |a| {
                board(a).typing.is_none() && a.screen == Screen::Board
            }),
        ],
    ));
    notation.push(just(Char('n')));
    notation.extend(typed("ichomp 8x8 4,4,2/4,3/4,4,4/1"));
    notation.push(step(
        Key(KeyCode::Enter),
        vec![
            Both("the new position's values are asked for", |a, c| {
                asks(a, c, 1)
            }),
            That("the board shows the typed iChomp position", |a| {
                board(a).position.to_string() == "4,4,2/4,3/4,4,4/1"
                    && board(a).position.width() == 8
                    && board(a).typing.is_none()
            }),
        ],
    ));

    let mut start = vec![
        just(Key(KeyCode::Down)),
        just(Key(KeyCode::Down)),
        just(Key(KeyCode::Down)),
        just(Key(KeyCode::Down)),
        step(
            Char('e'),
            vec![That("e on Start opens the start prompt", |a| {
                a.analysis.start_prompt.is_some()
            })],
        ),
    ];
    start.extend(typed("8,8"));
    start.push(step(
        Key(KeyCode::Enter),
        vec![
            Nothing,
            That("a start wider than the board is refused", |a| {
                a.analysis
                    .start_prompt
                    .as_ref()
                    .and_then(|p| p.error.clone())
                    == Some(NotationError::DoesNotFit)
                    && a.lobby.form.start == Start::Full
            }),
        ],
    ));
    start.push(just(Key(KeyCode::Backspace)));
    start.push(just(Key(KeyCode::Backspace)));
    start.push(just(Key(KeyCode::Backspace)));
    start.extend(typed("7,5,2"));
    start.push(step(
        Key(KeyCode::Enter),
        vec![
            Nothing,
            That("the form keeps the custom start", |a| {
                a.analysis.start_prompt.is_none()
                    && a.lobby.form.start == Start::Position("7,5,2".into())
            }),
        ],
    ));
    start.push(step(
        Key(KeyCode::Enter),
        vec![Sent(vec![ClientMsg::Create {
            variant: "chomp".into(),
            width: 7,
            height: 5,
            opponent: Opponent::Bot {
                level: Level::Medium,
            },
            start: Some(Start::Position("7,5,2".into())),
            first: Some(FirstMover::Me),
            private: false,
        }])],
    ));
    // A narrower board no longer holds the start: nothing is sent.
    start.push(just(Set(|a| {
        a.awaiting_game = false;
        a.lobby.form.width = 4;
    })));
    start.push(step(
        Key(KeyCode::Enter),
        vec![
            Nothing,
            That("one sentence says the start does not fit", |a| {
                a.notice
                    .as_ref()
                    .is_some_and(|n| n.is_error && n.text.contains("larger than the board"))
            }),
        ],
    ));

    vec![
        Case {
            name: "b in the lobby opens the analysis board on the form's board and asks for its values",
            begin: Begin::LoggedIn,
            steps: vec![
                step(
                    Char('b'),
                    vec![
                        That("the board screen shows the full 7x5 board", |a| {
                            a.screen == Screen::Board
                                && board(a).position
                                    == Position::full(Variant::Chomp, 7, 5).unwrap()
                        }),
                        Both("its values are asked for", |a, c| asks(a, c, 0)),
                        That("the key line is the board's", |a| {
                            keys_line(a, texts(Lang::En)).contains("u/r: back/forward")
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![Nothing, That("Esc goes back", |a| a.screen == Screen::Lobby)],
                ),
                step(
                    Char('b'),
                    vec![
                        Nothing,
                        That("b again finds the board as it was", |a| {
                            a.screen == Screen::Board && board(a).seq == 0
                        }),
                    ],
                ),
            ],
        },
        Case {
            name: "moves on the analysis board step back and forward, each asking for its values",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('b')),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Both("a move asks for the values after it", |a, c| asks(a, c, 1)),
                        That("the corner square 5.7 is eaten", |a| {
                            !board(a).position.is_present(4, 6) && board(a).undo.len() == 1
                        }),
                    ],
                ),
                just(Key(KeyCode::Up)),
                just(Key(KeyCode::Enter)),
                step(
                    Char('u'),
                    vec![
                        Both("u steps back", |a, c| asks(a, c, 3)),
                        That("one step back, one ahead", |a| {
                            board(a).undo.len() == 1 && board(a).redo.len() == 1
                        }),
                    ],
                ),
                step(
                    Char('r'),
                    vec![
                        Both("r steps forward", |a, c| asks(a, c, 4)),
                        That("both moves are played again", |a| {
                            board(a).undo.len() == 2 && board(a).redo.is_empty()
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Home),
                    vec![That("Home goes back to the start", |a| {
                        board(a).undo.is_empty()
                            && board(a).position == Position::full(Variant::Chomp, 7, 5).unwrap()
                    })],
                ),
                // Values that arrive for a position no longer shown are dropped.
                just(Set(|a| {
                    update(
                        a,
                        Msg::BoardValues {
                            seq: 1,
                            hints: fake_values(),
                        },
                    );
                })),
                just(Set(|a| assert!(board(a).current_values().is_none()))),
                just(Set(|a| {
                    let seq = board(a).seq;
                    update(
                        a,
                        Msg::BoardValues {
                            seq,
                            hints: fake_values(),
                        },
                    );
                })),
                just(Set(|a| assert!(board(a).current_values().is_some()))),
            ],
        },
        Case {
            name: "the editor eats a square and puts it back with the squares it needs",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('b')),
                just(Char('e')),
                step(
                    Char('x'),
                    vec![That("x empties the board", |a| {
                        board(a).position.cells() == 0
                    })],
                ),
                just(Set(|a| {
                    if let Some(b) = a.analysis.board.as_mut() {
                        b.cursor = (1, 2);
                    }
                })),
                step(
                    Key(KeyCode::Enter),
                    vec![That("putting back 2.3 fills the 2x3 rectangle", |a| {
                        board(a).position.to_string() == "3,3"
                    })],
                ),
                step(
                    Key(KeyCode::Left),
                    vec![That("the cursor moved", |a| board(a).cursor == (1, 1))],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![That("eating 2.2 takes 2.3 with it", |a| {
                        board(a).position.to_string() == "3,1"
                    })],
                ),
            ],
        },
        Case {
            name: "a bad notation is one sentence that changes nothing; a good one sets the board",
            begin: Begin::LoggedIn,
            steps: notation,
        },
        Case {
            name: "the new-game form takes a custom start, checked before it is kept and sent",
            begin: Begin::LoggedIn,
            steps: start,
        },
        Case {
            name: "b on a finished game opens the board at its last position",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(finished_3x2()))),
                step(
                    Char('b'),
                    vec![
                        That("the board shows the game's last position", |a| {
                            let g = a.game.as_ref().unwrap();
                            a.screen == Screen::Board
                                && Some(board(a).position.clone()) == g.shown_position()
                        }),
                        // Off the game screen the lobby is followed again.
                        Both("and asks for its values", |a, c| {
                            c.contains(&Command::AnalyseBoard {
                                seq: 0,
                                position: board(a).position.clone(),
                            })
                        }),
                    ],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![That("Esc goes back to the game", |a| a.screen == Screen::Game)],
                ),
            ],
        },
    ]
}
