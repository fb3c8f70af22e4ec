//! A player's name in Khmer on every row drawn from a name (issue 31,
//! item 14: "a Khmer vowel is left behind in a lobby row"). Terminals that
//! count characters draw a cluster with a spacing vowel sign one column
//! wider than `unicode-width` says; translated texts get a filler there
//! (`text::cell_terminal_khmer`), and names now get it too, so a row takes
//! the columns such a terminal draws and a redraw leaves no stray cell.

mod common;

use chomp_client::text::{cell_terminal_khmer, KHMER_FILL};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{GameStatus, LobbyGame, OnlinePlayer, ServerMsg, Totals};
use common::tournaments::{friday, line};
use common::*;
use crossterm::event::KeyCode;

/// សុភក្តា: the subscript consonant of ក្តា takes a column of its own on
/// such a terminal.
const NAME: &str = "សុភក្តា";

/// How many rows of `screen` show the name; panics if one shows it
/// without the filler after the vowel.
fn rows_with_the_filler(screen: &str) -> usize {
    let filled = cell_terminal_khmer(NAME);
    assert!(filled.contains(KHMER_FILL), "{filled:?}");
    let rows: Vec<&str> = screen.lines().filter(|l| l.contains(NAME)).collect();
    for row in &rows {
        assert!(
            row.contains(filled.as_ref()),
            "the name is drawn without its filler: {row:?}"
        );
    }
    rows.len()
}

fn game(id: u64, players: Vec<chomp_protocol::PlayerInfo>, status: GameStatus) -> LobbyGame {
    LobbyGame {
        game: id,
        variant: "chomp".into(),
        width: 7,
        height: 5,
        players,
        status,
    }
}

#[test]
fn the_lobby_rows_and_the_online_list_fill_a_khmer_name() {
    let mut app = logged_in();
    online(&mut app);
    update(
        &mut app,
        frame(ServerMsg::Lobby {
            games: vec![
                game(3, vec![human(NAME)], GameStatus::Waiting),
                game(4, vec![human(NAME), human("bob")], GameStatus::Playing),
            ],
            online: 3,
            totals: Totals::default(),
            open_count: 1,
            playing_count: 1,
            version: None,
        }),
    );
    let lobby = draw(&app, 100, 30);
    assert_eq!(rows_with_the_filler(&lobby), 2, "{lobby}");

    update(&mut app, ch('o'));
    let players = vec![
        OnlinePlayer {
            name: NAME.into(),
            bot: false,
        },
        OnlinePlayer {
            name: "bob".into(),
            bot: false,
        },
    ];
    update(&mut app, frame(ServerMsg::Online { players }));
    let list = draw(&app, 100, 30);
    assert!(rows_with_the_filler(&list) >= 1, "{list}");
}

#[test]
fn the_game_screen_and_the_standings_fill_a_khmer_name() {
    let mut app = logged_in();
    online(&mut app);
    let mut st = game_state(Variant::Chomp, 4, 4);
    st.players[1] = human(NAME);
    app.awaiting_game = true;
    update(&mut app, frame(ServerMsg::Game(st)));
    let screen = draw(&app, 100, 30);
    assert!(rows_with_the_filler(&screen) >= 1, "{screen}");

    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('T'));
    let mut tour = friday();
    tour.standings.push(line(NAME, false, 2, 1, 1, 1));
    update(
        &mut app,
        frame(ServerMsg::Tournaments {
            list: vec![tour.clone()],
        }),
    );
    update(&mut app, key(KeyCode::Enter));
    update(&mut app, frame(ServerMsg::Tournament(tour)));
    let standings = draw(&app, 100, 30);
    assert_eq!(rows_with_the_filler(&standings), 1, "{standings}");
}
