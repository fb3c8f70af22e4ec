//! The update table's cases of playing with friends: the online list,
//! challenges both ways, a private game's code, joining by code, and chat.

use super::*;

/// Playing with friends: the online list, challenges both ways, a private
/// game's code, joining by code, chat.
pub fn friends_cases() -> Vec<Case> {
    let note = |status| {
        ServerMsg::Challenge(ChallengeNote {
            challenge: 9,
            status: Some(status),
            name: Some("bob".into()),
            ..ChallengeNote::default()
        })
    };
    vec![
        Case {
            name: "o lists who is online and Enter challenges with the form's settings",
            begin: Begin::LoggedIn,
            steps: vec![
                step(Char('o'), vec![Sent(vec![ClientMsg::Online])]),
                just(AnswerLast(ServerMsg::Online {
                    players: vec![
                        OnlinePlayer {
                            name: "ann".into(),
                            bot: false,
                        },
                        OnlinePlayer {
                            name: "bob".into(),
                            bot: false,
                        },
                    ],
                })),
                step(
                    Char('h'),
                    vec![Sent(vec![ClientMsg::Hide { hidden: true }])],
                ),
                just(Key(KeyCode::Down)),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![ClientMsg::Challenge {
                            name: "bob".into(),
                            variant: "chomp".into(),
                            width: 7,
                            height: 5,
                            start: Some(Start::Full),
                            first: Some(FirstMover::Me),
                        }]),
                        That("the list closed", |a| a.friends.online.is_none()),
                    ],
                ),
                step(
                    Frame(note(ChallengeStatus::Pending)),
                    vec![That("waiting for bob", |a| {
                        a.friends.sent.len() == 1
                            && a.notice.as_ref().is_some_and(|n| n.text.contains("bob"))
                    })],
                ),
                step(
                    Frame(note(ChallengeStatus::Declined)),
                    vec![That("bob declined, said so", |a| {
                        a.friends.sent.is_empty()
                            && a.notice
                                .as_ref()
                                .is_some_and(|n| n.text.contains("declined"))
                    })],
                ),
            ],
        },
        Case {
            name: "a challenge received flashes, y accepts it and its game opens",
            begin: Begin::LoggedIn,
            steps: vec![
                step(
                    Frame(ServerMsg::Challenge(ChallengeNote {
                        challenge: 4,
                        from: Some("bob".into()),
                        variant: Some("chomp".into()),
                        width: Some(4),
                        height: Some(3),
                        ..ChallengeNote::default()
                    })),
                    vec![That("flashed with the challenger's name", |a| {
                        a.notice
                            .as_ref()
                            .is_some_and(|n| n.is_error && n.text.contains("bob"))
                    })],
                ),
                step(
                    Char('y'),
                    vec![Sent(vec![ClientMsg::ChallengeAccept { challenge: 4 }])],
                ),
                step(
                    Frame(ServerMsg::Game(human_game(&[true, true]))),
                    vec![That("the game opens", |a| a.screen == Screen::Game)],
                ),
            ],
        },
        Case {
            name: "a challenge sent lapses and n declines one received",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Frame(note(ChallengeStatus::Pending))),
                step(
                    Frame(note(ChallengeStatus::Lapsed)),
                    vec![That("the lapse is said", |a| {
                        a.friends.sent.is_empty()
                            && a.notice.as_ref().is_some_and(|n| n.text.contains("lapsed"))
                    })],
                ),
                just(Frame(ServerMsg::Challenge(ChallengeNote {
                    challenge: 5,
                    from: Some("carol".into()),
                    ..ChallengeNote::default()
                }))),
                step(
                    Char('n'),
                    vec![
                        Sent(vec![ClientMsg::ChallengeDecline { challenge: 5 }]),
                        That("no longer waiting", |a| a.friends.incoming.is_empty()),
                    ],
                ),
            ],
        },
        Case {
            name: "f opens the form's game for a friend and J joins by a code",
            begin: Begin::LoggedIn,
            steps: vec![
                step(
                    Char('f'),
                    vec![Sent(vec![ClientMsg::Create {
                        variant: "chomp".into(),
                        width: 7,
                        height: 5,
                        opponent: Opponent::Human,
                        start: Some(Start::Full),
                        first: Some(FirstMover::Me),
                        private: true,
                    }])],
                ),
                just(Set(|a| a.awaiting_game = false)),
                just(Char('J')),
                just(Char('k')),
                just(Char('0')),
                just(Char('p')),
                just(Char('q')),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Nothing,
                        That("a code with 0 is refused", |a| {
                            a.notice.as_ref().is_some_and(|n| n.is_error)
                        }),
                    ],
                ),
                just(Char('J')),
                just(Char('k')),
                just(Char('7')),
                just(Char('p')),
                just(Char('q')),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::Join {
                        game: 0,
                        code: Some("K7PQ".into()),
                    }])],
                ),
            ],
        },
        Case {
            name: "a join code given at start is joined once connected",
            begin: Begin::Fresh,
            steps: vec![
                just(Set(|a| a.join_code = Some("K7PQ".into()))),
                step(
                    Frame(welcome(vec![])),
                    vec![
                        SentIncludes(ClientMsg::Join {
                            game: 0,
                            code: Some("K7PQ".into()),
                        }),
                        That("only once", |a| a.join_code.is_none()),
                    ],
                ),
            ],
        },
        Case {
            name: "chat: t sends a line, lines are kept cleaned, m mutes",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![
                just(Char('t')),
                just(Char('h')),
                just(Char('i')),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::Chat {
                        game: 7,
                        text: "hi".into(),
                    }])],
                ),
                step(
                    Frame(ServerMsg::Chat {
                        game: 7,
                        from: "bob".into(),
                        text: "gl\u{1b}[31m!".into(),
                    }),
                    vec![That("kept without the escape", |a| {
                        a.friends.chat_of(7) == [("bob".to_string(), "gl[31m!".to_string())]
                    })],
                ),
                step(
                    Char('m'),
                    vec![That("muted: nothing shown", |a| {
                        a.friends.muted && a.friends.chat_of(7).is_empty()
                    })],
                ),
                just(Frame(ServerMsg::Chat {
                    game: 7,
                    from: "bob".into(),
                    text: "again".into(),
                })),
                step(
                    Char('t'),
                    vec![That("no prompt while muted", |a| {
                        a.friends.prompt.is_none()
                    })],
                ),
            ],
        },
    ]
}
