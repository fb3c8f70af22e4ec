//! The screens of playing with friends, drawn: the online list over the
//! lobby, and the game screen of a private game waiting for the friend,
//! with its code and the chat (an escape in a line drawn as text).

mod common;

use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{GameStatus, OnlinePlayer, ServerMsg};
use common::*;

#[test]
fn the_online_list_over_the_lobby() {
    let mut app = logged_in();
    update(&mut app, ch('o'));
    let players = ["ann", "bob", "hal"]
        .iter()
        .map(|n| OnlinePlayer {
            name: n.to_string(),
            bot: *n == "hal",
        })
        .collect();
    update(&mut app, frame(ServerMsg::Online { players }));
    let screen = draw(&app, 80, 24);
    assert!(screen.contains("hal (bot)"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_private_game_shows_its_code_and_the_chat() {
    let mut app = logged_in();
    let mut st = game_state(Variant::Chomp, 5, 4);
    st.status = GameStatus::Waiting;
    st.players.truncate(1);
    st.code = Some("K7PQ".into());
    app.awaiting_game = true;
    update(&mut app, frame(ServerMsg::Game(st)));
    update(
        &mut app,
        frame(ServerMsg::Chat {
            game: 7,
            from: "sam".into(),
            text: "hello\u{1b}[2J there".into(),
        }),
    );
    let screen = draw(&app, 80, 24);
    assert!(screen.contains("code K7PQ"), "{screen}");
    assert!(screen.contains("sam: hello[2J there"), "{screen}");
    insta::assert_snapshot!(screen);
}
