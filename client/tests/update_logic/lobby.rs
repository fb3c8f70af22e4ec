//! The update table's cases of the lobby and the screens it opens: the
//! list (join and watch), history and statistics, the help overlay, an
//! opponent joining while in the lobby, and what a spectator's keys do.

use super::*;

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "lobby lists join and watch",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Frame(lobby_frame(lobby_with_games(), 3))),
                step(
                    Key(KeyCode::Tab),
                    vec![That("open games focused", |a| {
                        a.lobby.focus() == LobbyFocus::Open
                    })],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::Join {
                        game: 3,
                        code: None,
                    }])],
                ),
                just(Key(KeyCode::Tab)),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::Watch { game: 4 }])],
                ),
                // Watching: the game frame arrives without a seat.
                step(
                    Frame(ServerMsg::Game(watched(game_state(Variant::IChomp, 8, 8)))),
                    vec![
                        That("game screen", |a| a.screen == Screen::Game),
                        That("not our turn", |a| !game(a).my_turn()),
                        // The lobby is followed only while it is shown.
                        Sent(vec![ClientMsg::Unwatch { game: None }]),
                    ],
                ),
                // Leaving a watched game unsubscribes from it, and the
                // lobby shown again is followed again.
                step(
                    Key(KeyCode::Esc),
                    vec![
                        Sent(vec![
                            ClientMsg::Unwatch { game: Some(4) },
                            ClientMsg::Lobby { deltas: true },
                        ]),
                        That("lobby", |a| a.screen == Screen::Lobby),
                        That("game closed", |a| a.game.is_none()),
                    ],
                ),
            ],
        },
        Case {
            name: "history and stats screens ask for their data",
            begin: Begin::LoggedIn,
            steps: vec![
                step(
                    Char('H'),
                    vec![
                        That("history screen", |a| a.screen == Screen::History),
                        Sent(vec![ClientMsg::History {
                            player: Some("ann".into()),
                            limit: Some(50),
                        }]),
                    ],
                ),
                step(
                    Char('a'),
                    vec![Sent(vec![ClientMsg::History {
                        player: None,
                        limit: Some(50),
                    }])],
                ),
                step(
                    Char('S'),
                    vec![
                        That("stats screen", |a| a.screen == Screen::Stats),
                        SentIncludes(ClientMsg::Stats { player: None }),
                        SentIncludes(ClientMsg::Stats {
                            player: Some("ann".into()),
                        }),
                        SentIncludes(ClientMsg::Leaderboard { limit: Some(20) }),
                    ],
                ),
            ],
        },
        Case {
            name: "help overlay swallows keys until closed",
            begin: Begin::LoggedIn,
            steps: vec![
                step(Char('?'), vec![That("help open", |a| a.help)]),
                step(Char('q'), vec![Nothing, That("help closed", |a| !a.help)]),
                step(Char('q'), vec![Commands(vec![Command::Quit])]),
            ],
        },
        Case {
            name: "an opponent joining while in the lobby is announced",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                step(
                    Frame(ServerMsg::Game(waiting_game())),
                    vec![That("game screen", |a| a.screen == Screen::Game)],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![
                        That("lobby", |a| a.screen == Screen::Lobby),
                        That("our waiting game stays open", |a| a.game.is_some()),
                    ],
                ),
                step(
                    Frame(ServerMsg::Game(joined_game())),
                    vec![That("announced", |a| {
                        a.notice.as_ref().unwrap().text.contains("press g")
                    })],
                ),
                step(
                    Char('g'),
                    vec![That("back in the game", |a| a.screen == Screen::Game)],
                ),
            ],
        },
        Case {
            name: "history of another player by name",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('H')),
                just(Char('/')),
                just(Char('b')),
                just(Char('o')),
                just(Char('b')),
                just(Key(KeyCode::Backspace)),
                just(Char('b')),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![ClientMsg::History {
                            player: Some("bob".into()),
                            limit: Some(50),
                        }]),
                        // Typing q did not leave the screen.
                        That("still history", |a| a.screen == Screen::History),
                    ],
                ),
            ],
        },
        Case {
            // H and S open their screens from everywhere else (update/mod.rs
            // handles them before the screen does), but not from the filter.
            name: "H and S typed into the history filter are letters",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('H')),
                just(Char('/')),
                just(Char('S')),
                step(
                    Char('H'),
                    vec![That("still history", |a| a.screen == Screen::History)],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![ClientMsg::History {
                        player: Some("SH".into()),
                        limit: Some(50),
                    }])],
                ),
            ],
        },
        Case {
            name: "a spectator's Enter is quiet and the keys shown fit watching",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Set(|a| a.awaiting_game = true)),
                just(Frame(ServerMsg::Game(watched(game_state(
                    Variant::Chomp,
                    4,
                    3,
                ))))),
                step(
                    Key(KeyCode::Enter),
                    vec![Sent(vec![]), That("no notice", |a| a.notice.is_none())],
                ),
                step(
                    Char('X'),
                    vec![
                        Sent(vec![]),
                        That("no resign prompt", |a| a.notice.is_none()),
                    ],
                ),
                just(Set(|a| {
                    let t = texts(Lang::En);
                    assert_eq!(keys_line(a, t), t.keys_game_watch);
                    assert!(!t.keys_game_watch.contains("Enter"));
                })),
            ],
        },
    ]
}
