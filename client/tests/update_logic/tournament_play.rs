//! Playing in a tournament: the game screen's keys line says that Esc goes
//! back to the standings; a pairing that starts while another game of ours
//! runs waits with a notice naming `P`, which switches to it at once, and
//! it opens by itself when the game played ends.

use super::super::*;
use super::{notice, on_screen, pairing};
use chomp_client::tournaments_view::TourneyMode;
use common::tournaments::friday;

/// The end of game `game`, won by seat 0 (ann).
fn over(game: u64) -> ServerMsg {
    ServerMsg::Over {
        game,
        winner: 0,
        reason: OverReason::Normal,
        rated: Some(true),
    }
}

/// The pairing with a running move clock: its deadline is 30 s after
/// [`NOW_MS`].
fn clocked_pairing() -> GameState {
    GameState {
        deadline_ms: Some(NOW_MS + 30_000),
        move_timeout_ms: Some(60_000),
        ..pairing()
    }
}

fn keys(app: &App) -> &'static str {
    keys_line(app, texts(Lang::En))
}

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "a tournament game's keys line says Esc goes back to the standings",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Frame(ServerMsg::Tournament(friday()))),
                step(
                    Frame(ServerMsg::Game(pairing())),
                    vec![That("Esc: standings, not lobby", |a| {
                        a.screen == Screen::Game
                            && keys(a).contains("Esc: standings")
                            && !keys(a).contains("Esc: lobby")
                    })],
                ),
                step(
                    Frame(ServerMsg::Game(GameState {
                        you: None,
                        ..pairing()
                    })),
                    vec![That("a spectator's line too", |a| {
                        keys(a).contains("Esc: standings") && keys(a).contains("H: history")
                    })],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![That("and Esc goes there", |a| {
                        on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(7)
                    })],
                ),
            ],
        },
        Case {
            name: "an ordinary game's keys line still says Esc goes to the lobby",
            begin: Begin::Playing(Variant::Chomp, 4, 4),
            steps: vec![step(
                Input::Set(|_| {}),
                vec![That("Esc: lobby", |a| keys(a).contains("Esc: lobby"))],
            )],
        },
        Case {
            name: "a pairing during another game waits; P switches to it at once and Esc leads to its standings",
            begin: Begin::Playing(Variant::Chomp, 4, 4),
            steps: vec![
                just(Frame(ServerMsg::Tournament(friday()))),
                just(Input::Set(|a| a.now_ms = Some(NOW_MS))),
                step(
                    Frame(ServerMsg::Game(clocked_pairing())),
                    vec![
                        That("the game played stays", |a| {
                            a.screen == Screen::Game && game(a).id() == 7
                        }),
                        That("the notice names P", |a| {
                            notice(a)
                                == "Tournament Friday: your game against bob has started and its \
                                    clock runs. P switches to it now; it opens by itself when this \
                                    game ends."
                        }),
                        That("the pairing waits", |a| a.tournaments.waiting == Some((7, 21))),
                    ],
                ),
                step(
                    Char('P'),
                    vec![
                        Sent(vec![ClientMsg::Watch { game: 21 }]),
                        That("nothing waits any more", |a| a.tournaments.waiting.is_none()),
                    ],
                ),
                step(
                    AnswerLast(ServerMsg::Game(clocked_pairing())),
                    vec![
                        That("the pairing is on screen", |a| {
                            a.screen == Screen::Game && game(a).id() == 21
                        }),
                        That("with its move clock running", |a| {
                            a.move_clock().is_some_and(|c| c.left_ms == 30_000)
                        }),
                        That("announced as a pairing", |a| {
                            notice(a) == "Tournament Friday: your game against bob"
                        }),
                        That("the other game is kept for g", |a| a.unfinished.contains(&7)),
                    ],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![That("Esc goes to Friday's standings", |a| {
                        on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(7)
                    })],
                ),
            ],
        },
        Case {
            name: "the end of the game played opens the waiting pairing by itself",
            begin: Begin::Playing(Variant::Chomp, 4, 4),
            steps: vec![
                just(Frame(ServerMsg::Tournament(friday()))),
                just(Frame(ServerMsg::Game(pairing()))),
                step(
                    Frame(over(7)),
                    vec![Sent(vec![ClientMsg::Watch { game: 21 }])],
                ),
                step(
                    AnswerLast(ServerMsg::Game(pairing())),
                    vec![
                        That("the pairing is on screen", |a| {
                            a.screen == Screen::Game && game(a).id() == 21
                        }),
                        That("announced as a pairing", |a| {
                            notice(a) == "Tournament Friday: your game against bob"
                        }),
                    ],
                ),
                step(
                    Frame(over(21)),
                    vec![
                        That("its end goes back to the standings", |a| {
                            on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(7)
                        }),
                        SentIncludes(ClientMsg::TournamentWatch { tournament: 7 }),
                    ],
                ),
            ],
        },
        Case {
            name: "a waiting pairing that ends unseen is forgotten and said",
            begin: Begin::Playing(Variant::Chomp, 4, 4),
            steps: vec![
                just(Frame(ServerMsg::Tournament(friday()))),
                just(Frame(ServerMsg::Game(pairing()))),
                step(
                    Frame(over(21)),
                    vec![
                        Nothing,
                        That("the game played stays", |a| {
                            a.screen == Screen::Game && game(a).id() == 7
                        }),
                        That("nothing waits", |a| a.tournaments.waiting.is_none()),
                        That("said", |a| {
                            notice(a) == "Tournament Friday: your game is over."
                        }),
                    ],
                ),
                step(Char('P'), vec![Nothing]),
                step(Frame(over(7)), vec![Nothing]),
            ],
        },
    ]
}
