//! The update table's cases of the session: logging in, the link and its
//! errors, a name the server refuses, a host that stops its server, and
//! quitting (q, Esc and Ctrl-C, with the question a busy host asks).

use super::*;

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "welcome saves the token and subscribes to the lobby",
            begin: Begin::Fresh,
            steps: vec![step(
                Frame(ServerMsg::Welcome {
                    name: "ann".into(),
                    token: "secret".into(),
                    server: ServerInfo {
                        name: "s".into(),
                        version: "1".into(),
                        ..Default::default()
                    },
                    games: vec![],
                    service: Some("svc1".into()),
                }),
                vec![
                    Has(Command::SaveToken {
                        name: "ann".into(),
                        token: "secret".into(),
                        service: Some("svc1".into()),
                    }),
                    Sent(vec![ClientMsg::Lobby { deltas: true }]),
                    That("me is ann", |a| a.me.as_deref() == Some("ann")),
                ],
            )],
        },
        Case {
            name: "a host that stops its server is named, not a lost link",
            begin: Begin::Playing(Variant::Chomp, 3, 2),
            steps: vec![
                just(Net(NetEvent::HostStopped)),
                step(
                    Net(NetEvent::Lost {
                        reason: "cannot connect: Connection refused".into(),
                        retry_in: std::time::Duration::from_secs(15),
                        failed: None,
                    }),
                    vec![
                        That("the banner says the host stopped", |a| {
                            matches!(&a.link, Link::Lost { reason, .. }
                                if reason == texts(Lang::En).host_stopped)
                        }),
                        That("drawn without 'Connection lost'", |a| {
                            let screen = draw(a, 100, 30);
                            screen.contains("The host stopped the server.")
                                && !screen.contains("Connection lost")
                        }),
                    ],
                ),
                just(Net(NetEvent::Connected)),
                step(
                    Net(NetEvent::Lost {
                        reason: "connection error".into(),
                        retry_in: std::time::Duration::from_secs(1),
                        failed: None,
                    }),
                    vec![That("a later plain failure is a lost link again", |a| {
                        !a.host_stopped
                            && matches!(&a.link, Link::Lost { reason, .. } if reason == "connection error")
                    })],
                ),
            ],
        },
        Case {
            name: "reconnecting resumes the seat",
            begin: Begin::Playing(Variant::Chomp, 4, 3),
            steps: vec![
                step(
                    Net(NetEvent::Lost {
                        reason: "reset".into(),
                        retry_in: std::time::Duration::from_millis(500),
                        failed: None,
                    }),
                    vec![That("lost", |a| matches!(a.link, Link::Lost { .. }))],
                ),
                just(Net(NetEvent::Connected)),
                step(
                    Frame(welcome(vec![7])),
                    vec![
                        // In a game, the lobby is not followed (it is when
                        // the player goes back to it).
                        Sent(vec![ClientMsg::Watch { game: 7 }]),
                        That("live game kept", |a| game(a).source == GameSource::Live),
                    ],
                ),
            ],
        },
        Case {
            name: "server errors become readable notices",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                step(
                    Error(ErrorCode::SeatTaken, "That game has no free seat."),
                    vec![
                        That("no longer awaiting", |a| !a.awaiting_game),
                        // The reader's language by the code; the server's
                        // English sentence is for its logs.
                        That("the notice", |a| {
                            a.notice.as_ref().unwrap().text
                                == "That seat is already taken. (seat_taken)"
                        }),
                    ],
                ),
            ],
        },
        Case {
            name: "a taken name stays explained and ends the session",
            begin: Begin::Fresh,
            steps: vec![
                step(
                    Error(
                        ErrorCode::NameTaken,
                        "The name ann is taken; use its token or another name.",
                    ),
                    vec![Has(Command::Fail(
                        "The name ann is taken; use its token or another name.".into(),
                    ))],
                ),
                step(
                    Error(ErrorCode::NotHello, "Say hello first."),
                    vec![That("the reason stays", |a| {
                        a.notice.as_ref().unwrap().text.contains("name_taken")
                    })],
                ),
            ],
        },
        Case {
            name: "a taken name says where tokens are kept",
            begin: Begin::Fresh,
            steps: vec![
                just(Set(|a| {
                    a.token_file = Some("/home/ann/.config/chomp/tokens.json".into())
                })),
                step(
                    Error(
                        ErrorCode::NameTaken,
                        "The name ann is taken; use its token or another name.",
                    ),
                    vec![Has(Command::Fail(
                        "The name ann is taken; use its token or another name. Name tokens are \
                         kept in /home/ann/.config/chomp/tokens.json: copy that file from the \
                         computer where the name was first used, or pick another name."
                            .into(),
                    ))],
                ),
            ],
        },
        // ---- what a new player tripped over (issue 15)
        Case {
            name: "a bad name at hello leaves with the server's sentence",
            begin: Begin::Fresh,
            steps: vec![step(
                Error(
                    ErrorCode::BadName,
                    "A name may hold only letters, digits, '_' and '-'.",
                ),
                // Said by the code in the reader's language ("ann" breaks
                // no rule this client knows, so the general sentence).
                vec![Has(Command::Fail(
                    "The server does not accept that name.".into(),
                ))],
            )],
        },
        Case {
            name: "a bad_name answer after login (a history lookup) does not end the session",
            begin: Begin::LoggedIn,
            steps: vec![step(
                Error(ErrorCode::BadName, "No such name."),
                vec![Both("no Fail", |_, c| {
                    !c.iter().any(|c| matches!(c, Command::Fail(_)))
                })],
            )],
        },
        Case {
            name: "a fatal connection failure ends the session with its sentence",
            begin: Begin::Fresh,
            steps: vec![step(
                Net(NetEvent::Fatal("The certificate has expired.".into())),
                vec![Commands(vec![Command::Fail(
                    "The certificate has expired.".into(),
                )])],
            )],
        },
        Case {
            name: "quitting the host asks first when others use its server",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    a.hosting = Some(Hosting {
                        share_url: "ws://192.168.1.5:7878/".into(),
                    })
                })),
                just(Frame(lobby_frame(lobby_with_games(), 2))),
                step(
                    Char('q'),
                    vec![
                        Nothing,
                        That("asks", |a| {
                            a.notice.as_ref().unwrap().text == texts(Lang::En).confirm_quit_host
                        }),
                    ],
                ),
                // Any other key takes the question back.
                just(Key(KeyCode::Tab)),
                step(Char('q'), vec![Nothing]),
                step(Char('q'), vec![Commands(vec![Command::Quit])]),
            ],
        },
        Case {
            name: "esc never quits and ctrl-c asks like q on a busy host",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    a.hosting = Some(Hosting {
                        share_url: "ws://192.168.1.5:7878/".into(),
                    })
                })),
                just(Frame(lobby_frame(lobby_with_games(), 2))),
                // Esc in the lobby, and twice from the statistics.
                step(
                    Key(KeyCode::Esc),
                    vec![Nothing, That("lobby", |a| a.screen == Screen::Lobby)],
                ),
                just(Char('S')),
                step(
                    Key(KeyCode::Esc),
                    vec![That("back", |a| a.screen == Screen::Lobby)],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![Nothing, That("lobby", |a| a.screen == Screen::Lobby)],
                ),
                // Ctrl-C asks first (naming Ctrl-C), and a second Ctrl-C quits.
                step(
                    Ctrl('c'),
                    vec![
                        Nothing,
                        That("asks", |a| {
                            a.notice.as_ref().unwrap().text == texts(Lang::En).confirm_quit_ctrl_c
                        }),
                    ],
                ),
                // Esc in between takes the question back.
                step(Key(KeyCode::Esc), vec![Nothing]),
                step(Ctrl('c'), vec![Nothing]),
                step(Ctrl('c'), vec![Commands(vec![Command::Quit])]),
            ],
        },
        Case {
            name: "quitting the host alone needs no question",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    a.hosting = Some(Hosting {
                        share_url: "ws://127.0.0.1:7878/".into(),
                    })
                })),
                just(Frame(lobby_frame(vec![], 1))),
                step(Char('q'), vec![Commands(vec![Command::Quit])]),
            ],
        },
        Case {
            name: "ctrl-c on the game screen asks for ctrl-c again, and q goes back",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| {
                    a.hosting = Some(Hosting {
                        share_url: "ws://192.168.1.5:7878/".into(),
                    })
                })),
                just(Frame(lobby_frame(lobby_with_games(), 2))),
                just(Set(|a| a.awaiting_game = true)),
                step(
                    Frame(ServerMsg::Game(game_state(Variant::Chomp, 4, 3))),
                    vec![That("game screen", |a| a.screen == Screen::Game)],
                ),
                step(
                    Ctrl('c'),
                    vec![
                        Nothing,
                        That("asks for Ctrl-C, not q", |a| {
                            let t = texts(Lang::En);
                            a.notice.as_ref().is_some_and(|n| {
                                n.text == t.confirm_quit_ctrl_c
                                    && n.text.contains("Ctrl-C again")
                                    && !n.text.contains("press q")
                            })
                        }),
                    ],
                ),
                step(Ctrl('c'), vec![Commands(vec![Command::Quit])]),
                // q on the game screen goes back to the lobby and takes the
                // question back: it quits nothing.
                just(Ctrl('c')),
                step(
                    Char('q'),
                    vec![
                        Both("no quit", |_, c| !c.contains(&Command::Quit)),
                        That("in the lobby, question withdrawn", |a| {
                            a.screen == Screen::Lobby && !a.confirm_quit
                        }),
                    ],
                ),
                // In the lobby a Ctrl-C question is answered by q too.
                just(Ctrl('c')),
                step(Char('q'), vec![Commands(vec![Command::Quit])]),
                just(Set(|_| {
                    let t = texts(Lang::En);
                    assert!(t.help_keys.contains("q in the lobby or Ctrl-C quits"));
                    assert!(t.confirm_quit_host.contains("press q again"));
                })),
            ],
        },
    ]
}
