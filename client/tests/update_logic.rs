//! `update` driven with messages, without a terminal or a socket.
//!
//! One table: each case is a start and a list of steps, each step an input
//! and what must hold after it. The runner names the case and step of any
//! failure.

#[path = "update_logic/board.rs"]
mod board;
mod common;
#[path = "update_logic/tournaments.rs"]
mod tournament_cases;

use chomp_client::app::{App, GameSource, GameView, Hosting, Link, LobbyFocus, Screen};
use chomp_client::geometry;
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Command, Msg, NetEvent};
use chomp_client::ui::{keys_line, result};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    ChallengeNote, ChallengeStatus, ClientMsg, ErrorCode, FirstMover, GameState, GameStatus,
    HintsReply, Level, LobbyGame, MoveRecord, OnlinePlayer, Opponent, OverReason, Reply,
    ServerInfo, ServerMsg, Start, Totals,
};
use common::*;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use serde_json::Value;

/// What a step feeds to `update`.
enum Input {
    Key(KeyCode),
    Char(char),
    /// A letter with Ctrl held (Ctrl-C).
    Ctrl(char),
    Frame(ServerMsg),
    Net(NetEvent),
    /// The server's answer to the last request that carried an id.
    AnswerLast(ServerMsg),
    /// The server's answer to the request that carried this id.
    AnswerId(&'static str, ServerMsg),
    /// An error answering the last request that carried an id.
    ErrorLast(ErrorCode, &'static str),
    /// An error answering no request.
    Error(ErrorCode, &'static str),
    /// `busy` answering the last request that carried an id, with the
    /// milliseconds to wait.
    BusyLast(u64),
    /// The wait of a [`Command::RetryHints`] for game 7 after `ply` moves
    /// is over.
    RetryHints(u32),
    Resize(u16, u16),
    /// A mouse event over the cell `(row, col)` as the view lays it out.
    MouseOn((usize, usize), MouseEventKind),
    /// Hints the client worked out for `ply` of game 7.
    LocalHints(u32, HintsReply),
    /// A change made directly to the model (what a test sets up).
    Set(fn(&mut App)),
}

/// What must hold after a step.
enum Expect {
    /// The requests sent are exactly these.
    Sent(Vec<ClientMsg>),
    /// No command at all.
    Nothing,
    /// The commands are exactly these.
    Commands(Vec<Command>),
    /// This command is among them.
    Has(Command),
    /// The requests sent include this one.
    SentIncludes(ClientMsg),
    /// The last request with an id had one.
    IdSent,
    /// The request id sent in this step.
    IdIs(&'static str),
    /// A property of the model, described.
    That(&'static str, fn(&App) -> bool),
    /// A property of the model and the commands, described.
    Both(&'static str, fn(&App, &[Command]) -> bool),
}

use Expect::*;
use Input::*;

struct Step(Input, Vec<Expect>);

fn step(input: Input, expects: Vec<Expect>) -> Step {
    Step(input, expects)
}

fn just(input: Input) -> Step {
    Step(input, vec![])
}

enum Begin {
    /// A fresh app as `ann`, before any frame.
    Fresh,
    /// After `welcome`.
    LoggedIn,
    /// Logged in and on the game screen of `game_state(variant, w, h)`.
    Playing(Variant, u32, u32),
}

struct Case {
    name: &'static str,
    begin: Begin,
    steps: Vec<Step>,
}

fn sent(cmds: &[Command]) -> Vec<ClientMsg> {
    cmds.iter()
        .filter_map(|c| match c {
            Command::Send(r) => Some(r.msg.clone()),
            _ => None,
        })
        .collect()
}

fn game(app: &App) -> &chomp_client::app::GameView {
    app.game.as_ref().expect("a game is open")
}

fn welcome(games: Vec<u64>) -> ServerMsg {
    ServerMsg::Welcome {
        name: "ann".into(),
        token: "tok".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            ..Default::default()
        },
        games,
        service: None,
    }
}

fn moved(
    ply: u32,
    seat: u8,
    at: (u32, u32),
    removed: u32,
    to_move: u8,
    board: &[&str],
) -> ServerMsg {
    ServerMsg::Moved {
        game: 7,
        ply,
        seat,
        mv: chomp_protocol::Move::new(at.0, at.1),
        removed,
        to_move,
        board: board.iter().map(|r| r.to_string()).collect(),
        deadline_ms: None,
    }
}

fn mv(ply: u32, seat: u8, row: u32, col: u32, removed: u32) -> MoveRecord {
    MoveRecord {
        ply,
        seat,
        mv: chomp_protocol::Move::new(row, col),
        removed,
    }
}

/// 3x2 Chomp played out: ann (seat 0) ate last and bot-hard was left the poison.
fn finished_3x2() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.moves = vec![mv(0, 0, 1, 1, 2), mv(1, 1, 0, 1, 2), mv(2, 0, 1, 0, 1)];
    st.ply = 3;
    st.board = vec!["#..".into(), "...".into()];
    st.status = GameStatus::Finished;
    st.winner = Some(0);
    st.reason = Some(OverReason::Normal);
    st
}

/// A finished 3x2 game of ann (seat 0) against the person bob.
fn finished_vs_bob() -> GameState {
    let mut st = finished_3x2();
    st.players[1] = human("bob");
    st
}

/// ann against the person bob, who left: his seat is lost `left_ms` after
/// [`NOW_MS`].
fn bob_away_for(left_ms: u64) -> GameState {
    let mut st = bob_back();
    st.connected = vec![true, false];
    st.away_until_ms = Some(Box::new([None, Some(NOW_MS + left_ms)]));
    st
}

fn bob_back() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.players[1] = human("bob");
    st.connected = vec![true, true];
    st
}

/// The rematch of [`finished_vs_bob`]: bob moves first now.
fn rematch_of_bob() -> GameState {
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.game = 8;
    st.players = vec![human("bob"), human("ann")];
    st.you = Some(1);
    st
}

fn lobby_frame(games: Vec<LobbyGame>, online: u32) -> ServerMsg {
    ServerMsg::Lobby {
        games,
        online,
        totals: Totals::default(),
        // As an older server sends it: no counts.
        open_count: 0,
        playing_count: 0,
        version: None,
    }
}

fn watched(st: GameState) -> GameState {
    GameState {
        game: 4,
        you: None,
        ..st
    }
}

fn cases() -> Vec<Case> {
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

/// Playing with friends: the online list, challenges both ways, a private
/// game's code, joining by code, chat.
fn friends_cases() -> Vec<Case> {
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

/// ann (seat 0, to move) against bob, another person, with the seats'
/// presence as the game frames tell it.
fn human_game(connected: &[bool]) -> GameState {
    let mut st = game_state(Variant::Chomp, 4, 3);
    st.players = vec![human("ann"), human("bob")];
    st.hints_allowed = false;
    st.connected = connected.to_vec();
    st
}

fn waiting_game() -> GameState {
    let mut st = game_state(Variant::Chomp, 4, 3);
    st.status = GameStatus::Waiting;
    st.players.truncate(1);
    st
}

fn joined_game() -> GameState {
    let mut st = waiting_game();
    st.status = GameStatus::Playing;
    st.players.push(human("bob"));
    st
}

fn almost_over_ichomp() -> GameState {
    let mut st = game_state(Variant::IChomp, 2, 2);
    st.board = vec!["#.".into(), "..".into()];
    st.to_move = 1;
    st.ply = 3;
    st
}

/// Hints for `#.. / #..` (3x2 Chomp after two moves): two cells in a column,
/// misère SG 1; eating (1,0) leaves the poison alone, the winning move.
fn chomp_hints_after_2() -> HintsReply {
    HintsReply {
        game: 7,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None, None, None], vec![Some(0), None, None]],
        winning: vec![[1, 0]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    }
}

/// The screen position of a board cell, as the view lays it out.
fn spot(app: &App, cell: (usize, usize)) -> (u16, u16) {
    let screen = ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1);
    let g = game(app);
    for y in 0..app.size.1 {
        for x in 0..app.size.0 {
            if geometry::cell_at(screen, g, app.hints_on(), x, y) == Some(cell) {
                return (x, y);
            }
        }
    }
    panic!("cell {cell:?} is not on screen");
}

fn begin(b: &Begin) -> App {
    match b {
        Begin::Fresh => App::new("ann", Lang::En),
        Begin::LoggedIn => logged_in(),
        Begin::Playing(v, w, h) => {
            let mut app = logged_in();
            app.awaiting_game = true;
            update(&mut app, frame(ServerMsg::Game(game_state(*v, *w, *h))));
            app
        }
    }
}

fn run(case: Case) {
    let mut app = begin(&case.begin);
    let mut last_id: Option<Value> = None;
    for (i, Step(input, expects)) in case.steps.into_iter().enumerate() {
        let at = format!("case '{}', step {}", case.name, i + 1);
        let msg = match input {
            Key(code) => Some(key(code)),
            Char(c) => Some(ch(c)),
            Ctrl(c) => Some(Msg::Key(crossterm::event::KeyEvent::new(
                KeyCode::Char(c),
                crossterm::event::KeyModifiers::CONTROL,
            ))),
            Frame(m) => Some(frame(m)),
            Net(ev) => Some(Msg::Net(ev)),
            AnswerLast(m) => Some(Msg::Net(NetEvent::Frame(Reply::answer(last_id.clone(), m)))),
            AnswerId(id, m) => Some(Msg::Net(NetEvent::Frame(Reply::answer(
                Some(Value::String(id.into())),
                m,
            )))),
            ErrorLast(code, text) => Some(Msg::Net(NetEvent::Frame(Reply::error(
                last_id.clone(),
                code,
                text,
            )))),
            Error(code, text) => Some(Msg::Net(NetEvent::Frame(Reply::error(None, code, text)))),
            BusyLast(ms) => Some(Msg::Net(NetEvent::Frame(Reply::error_retry(
                last_id.clone(),
                ErrorCode::Busy,
                "Too many hints searches are waiting; ask again shortly.",
                ms,
            )))),
            RetryHints(ply) => Some(Msg::RetryHints { game: 7, ply }),
            Resize(w, h) => Some(Msg::Resize(w, h)),
            MouseOn(cell, kind) => {
                let (column, row) = spot(&app, cell);
                Some(Msg::Mouse(MouseEvent {
                    kind,
                    column,
                    row,
                    modifiers: KeyModifiers::NONE,
                }))
            }
            LocalHints(ply, hints) => Some(Msg::LocalHints {
                game: 7,
                ply,
                hints,
            }),
            Set(f) => {
                f(&mut app);
                None
            }
        };
        let cmds = msg.map(|m| update(&mut app, m)).unwrap_or_default();
        let id = cmds.iter().find_map(|c| match c {
            Command::Send(r) => r.id.clone(),
            _ => None,
        });
        let id_sent = id.is_some();
        if id_sent {
            last_id = id;
        }
        for e in expects {
            match e {
                Sent(want) => assert_eq!(sent(&cmds), want, "{at}"),
                Nothing => assert!(cmds.is_empty(), "{at}: {cmds:?}"),
                Commands(want) => assert_eq!(cmds, want, "{at}"),
                Has(c) => assert!(cmds.contains(&c), "{at}: {c:?} not in {cmds:?}"),
                SentIncludes(m) => assert!(sent(&cmds).contains(&m), "{at}: {m:?} not sent"),
                IdSent => assert!(id_sent, "{at}: the request carries an id"),
                IdIs(want) => assert_eq!(
                    last_id.as_ref().and_then(|v| v.as_str()),
                    Some(want),
                    "{at}"
                ),
                That(what, check) => assert!(check(&app), "{at}: {what}"),
                Both(what, check) => assert!(check(&app, &cmds), "{at}: {what}: {cmds:?}"),
            }
        }
    }
}

#[test]
fn update_logic_table() {
    let mut cases = cases();
    cases.extend(friends_cases());
    cases.extend(board::board_cases());
    cases.extend(tournament_cases::tournament_cases());
    let n = cases.len();
    for case in cases {
        run(case);
    }
    assert_eq!(n, 69, "every case ran");
}
