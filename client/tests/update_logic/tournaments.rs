//! The Tournaments screen's cases of the update table: the list, the
//! standings, joining and leaving, the create form (checked here, refused
//! there), a pairing that opens by itself and goes back to the standings,
//! watching an entrant's game, and the ladder's frame.

use super::*;

#[path = "tournament_play.rs"]
mod tournament_play;
use chomp_client::tournaments_view::{TourneyField, TourneyMode};
use chomp_protocol::{TournamentFormat, TournamentSpec};
use common::tournaments::{club, friday, friday_waiting, ladder_event};

fn on_screen(app: &App, mode: TourneyMode) -> bool {
    app.screen == Screen::Tournaments && app.tournaments.mode == mode
}

fn notice(app: &App) -> &str {
    app.notice.as_ref().map_or("", |n| n.text.as_str())
}

fn field(app: &App) -> TourneyField {
    app.tournaments.form.current()
}

/// A pairing of Friday: ann (seat 0) against bob.
fn pairing() -> GameState {
    let mut st = game_state(Variant::Chomp, 6, 5);
    st.game = 21;
    st.players[1] = human("bob");
    st.tournament = Some(7);
    st
}

pub fn tournament_cases() -> Vec<Case> {
    let mut cases = screen_cases();
    cases.extend(tournament_play::cases());
    cases
}

fn screen_cases() -> Vec<Case> {
    vec![
        Case {
            name: "T lists the tournaments; Enter follows one; J joins, L leaves; Esc goes back",
            begin: Begin::LoggedIn,
            steps: vec![
                step(
                    Char('T'),
                    vec![
                        Sent(vec![ClientMsg::Tournaments]),
                        IdIs("tournaments"),
                        That("the list is shown", |a| on_screen(a, TourneyMode::List)),
                    ],
                ),
                step(
                    AnswerLast(ServerMsg::Tournaments {
                        list: vec![friday_waiting(), club()],
                    }),
                    vec![That("two listed", |a| {
                        a.tournaments.list.len() == 2 && !a.tournaments.loading
                    })],
                ),
                just(Key(KeyCode::Down)),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![ClientMsg::TournamentWatch { tournament: 8 }]),
                        That("the standings of Club", |a| {
                            on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(8)
                        }),
                    ],
                ),
                step(
                    Char('J'),
                    vec![Sent(vec![ClientMsg::TournamentJoin { tournament: 8 }])],
                ),
                step(
                    AnswerLast(ServerMsg::Tournament(club())),
                    vec![That("joining is said", |a| notice(a) == "You entered Club.")],
                ),
                step(
                    Char('L'),
                    vec![Sent(vec![ClientMsg::TournamentLeave { tournament: 8 }])],
                ),
                step(
                    ErrorLast(ErrorCode::BadRequest, "You are not in tournament 8."),
                    vec![That("a refusal is a sentence", |a| {
                        a.notice.as_ref().is_some_and(|n| n.is_error)
                            && on_screen(a, TourneyMode::Standings)
                    })],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![
                        Sent(vec![ClientMsg::Tournaments]),
                        That("back to the list", |a| on_screen(a, TourneyMode::List)),
                    ],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![That("back to the lobby", |a| a.screen == Screen::Lobby)],
                ),
            ],
        },
        Case {
            name: "the create form checks in the client, takes ? as a letter, and shows the server's refusal",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('T')),
                step(
                    Char('n'),
                    vec![That("the form", |a| on_screen(a, TourneyMode::Create))],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Nothing,
                        That("an empty name is refused in one sentence", |a| {
                            a.tournaments.form.error.as_deref()
                                == Some("A tournament's name has 1 to 40 visible characters.")
                        }),
                    ],
                ),
                just(Key(KeyCode::Down)),
                just(Char('F')),
                just(Char('r')),
                step(
                    Char('?'),
                    vec![That("? is a letter of the name", |a| {
                        a.tournaments.form.name == "Fr?" && !a.help
                    })],
                ),
                just(Key(KeyCode::Backspace)),
                just(Char('i')),
                // Down to the hard bot: variant, width, height, start,
                // minutes, starts in, easy, medium, hard.
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                step(
                    Key(KeyCode::Down),
                    vec![That("minutes", |a| field(a) == TourneyField::Minutes)],
                ),
                step(
                    Key(KeyCode::Right),
                    vec![That("35 minutes", |a| a.tournaments.form.minutes == 35)],
                ),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                step(
                    Key(KeyCode::Right),
                    vec![That("the hard bot is in", |a| a.tournaments.form.bots == [false, false, true])],
                ),
                step(
                    Key(KeyCode::Enter),
                    vec![
                        Sent(vec![ClientMsg::TournamentCreate(Box::new(TournamentSpec {
                            format: TournamentFormat::Arena,
                            name: "Fri".into(),
                            variant: "chomp".into(),
                            width: 6,
                            height: 5,
                            start: Some(Start::Full),
                            minutes: Some(35),
                            starts_in: Some(60),
                            bots: vec![Level::Hard],
                        }))]),
                        IdIs("tournament-create"),
                    ],
                ),
                step(
                    ErrorLast(ErrorCode::LimitReached, "At most 3 tournaments of yours may wait or run at once."),
                    vec![That("the refusal is in the form, not the notice", |a| {
                        a.tournaments.form.error.as_deref().is_some_and(|e| e.ends_with("(limit_reached)"))
                            && a.notice.is_none()
                            && on_screen(a, TourneyMode::Create)
                    })],
                ),
                step(
                    AnswerLast(ServerMsg::Tournament(friday_waiting())),
                    vec![
                        That("the new tournament's standings", |a| {
                            on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(7)
                        }),
                        That("the form starts afresh", |a| a.tournaments.form.name.is_empty()),
                    ],
                ),
            ],
        },
        Case {
            name: "a round robin has no minutes: the cursor skips them",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('T')),
                just(Char('n')),
                step(
                    Key(KeyCode::Right),
                    vec![That("round robin", |a| {
                        a.tournaments.form.format == TournamentFormat::RoundRobin
                    })],
                ),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                just(Key(KeyCode::Down)),
                step(
                    Key(KeyCode::Down),
                    vec![That("from Start down past Minutes", |a| {
                        field(a) == TourneyField::StartsIn
                    })],
                ),
                step(
                    Key(KeyCode::Up),
                    vec![That("and back up past them", |a| field(a) == TourneyField::Start)],
                ),
            ],
        },
        Case {
            name: "a pairing opens by itself with a notice, and its end goes back to the standings",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Frame(ServerMsg::Tournament(friday()))),
                step(
                    Frame(ServerMsg::Game(pairing())),
                    vec![
                        That("the game is on screen", |a| {
                            a.screen == Screen::Game && game(a).id() == 21
                        }),
                        That("the notice names the tournament and the opponent", |a| {
                            notice(a) == "Tournament Friday: your game against bob"
                        }),
                    ],
                ),
                step(
                    Input::Set(|a| a.now_ms = Some(NOW_MS)),
                    vec![That("the arena's time left is redrawn every second", |a| {
                        a.clock_ticking()
                    })],
                ),
                step(
                    Frame(ServerMsg::Over {
                        game: 21,
                        winner: 0,
                        reason: OverReason::Normal,
                        rated: Some(true),
                    }),
                    vec![
                        That("back to Friday's standings", |a| {
                            on_screen(a, TourneyMode::Standings) && a.tournaments.open == Some(7)
                        }),
                        That("the result is said", |a| {
                            notice(a) == "Tournament Friday: you won; here are the standings."
                        }),
                        SentIncludes(ClientMsg::TournamentWatch { tournament: 7 }),
                    ],
                ),
            ],
        },
        Case {
            name: "a pairing does not take the screen from another game of ours",
            begin: Begin::Playing(Variant::Chomp, 4, 4),
            steps: vec![step(
                Frame(ServerMsg::Game(pairing())),
                vec![
                    That("the game played stays", |a| game(a).id() == 7),
                    That("the pairing is announced", |a| {
                        notice(a).starts_with("Tournament #7: your game against bob has started")
                    }),
                ],
            )],
        },
        Case {
            name: "w watches the selected entrant's game; Esc from it goes back to the standings",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('T')),
                just(AnswerLast(ServerMsg::Tournaments {
                    list: vec![friday()],
                })),
                just(Key(KeyCode::Enter)),
                just(AnswerLast(ServerMsg::Tournament(friday()))),
                step(
                    Char('w'),
                    vec![
                        Nothing,
                        That("ann plays no game now: said", |a| {
                            notice(a) == "This player is not playing a game now."
                        }),
                    ],
                ),
                just(Key(KeyCode::Down)),
                step(Char('w'), vec![Sent(vec![ClientMsg::Watch { game: 12 }])]),
                step(
                    Frame(ServerMsg::Game(GameState {
                        game: 12,
                        you: None,
                        tournament: Some(7),
                        ..pairing()
                    })),
                    vec![That("watching", |a| a.screen == Screen::Game && game(a).watching())],
                ),
                step(
                    Key(KeyCode::Esc),
                    vec![
                        SentIncludes(ClientMsg::Unwatch { game: Some(12) }),
                        That("back to the standings", |a| on_screen(a, TourneyMode::Standings)),
                    ],
                ),
            ],
        },
        Case {
            name: "the ladder's frame, which the protocol crate cannot read, reaches the standings",
            begin: Begin::LoggedIn,
            steps: vec![
                just(Char('T')),
                just(AnswerLast(ServerMsg::Tournaments { list: vec![] })),
                just(Input::Set(|a| {
                    a.tournaments.open = Some(1);
                    a.tournaments.mode = TourneyMode::Standings;
                })),
                step(
                    Net(match ladder_event() {
                        Msg::Net(ev) => ev,
                        other => panic!("{other:?}"),
                    }),
                    vec![That("rated entries with a provisional mark", |a| {
                        let t = a.tournaments.current.as_ref();
                        t.is_some_and(|t| {
                            t.format == "ladder"
                                && t.rated()
                                && t.standings[2].rating_text().as_deref() == Some("1500?")
                        })
                    })],
                ),
            ],
        },
    ]
}
