//! A hosted bot (`chomp bot`: `kind: "bot"` without a level) on screen:
//! marked as a bot wherever players are named, in every language.

mod common;

use chomp_client::i18n::Lang;
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    GameStatus, HistoryGame, Level, LobbyGame, MoveRecord, OverReason, ServerMsg, Totals,
};
use common::*;

/// A hosted bot (`"bot": true` at its hello, `kind: "bot"` without a
/// level) is marked as a bot in the lobby, the game and the history, in
/// every language; when it drops it shows as offline like a person.
#[test]
fn hosted_bots_are_shown_as_bots() {
    let mut app = logged_in();
    online(&mut app);
    update(
        &mut app,
        frame(ServerMsg::Lobby {
            games: vec![LobbyGame {
                game: 5,
                variant: "chomp".into(),
                width: 6,
                height: 4,
                players: vec![hosted_bot("robo")],
                status: GameStatus::Waiting,
            }],
            online: 2,
            totals: Totals::default(),
            open_count: 1,
            playing_count: 0,
            version: None,
        }),
    );
    let lobby = draw(&app, 100, 24);
    assert!(lobby.contains("robo (bot)"), "{lobby}");
    insta::assert_snapshot!("hosted_bot_lobby", lobby);
    app.awaiting_game = true;
    let mut st = game_state(Variant::Chomp, 6, 4);
    st.game = 5;
    st.players = vec![human("ann"), hosted_bot("robo")];
    st.connected = vec![true, false];
    // As the server says it: a hosted bot is a player, not one of the
    // server's bots, so hints wait for the end of the game.
    st.hints_allowed = false;
    update(&mut app, frame(ServerMsg::Game(st)));
    let game = draw(&app, 80, 24);
    assert!(game.contains("robo (bot) [offline]"), "{game}");
    // `g` opens the hints pane, which says the rule as it is.
    update(&mut app, ch('g'));
    let asked = draw(&app, 80, 24);
    assert!(
        asked.contains("server's") && !asked.contains("between humans"),
        "the rule as it is: {asked}"
    );
    update(&mut app, ch('g'));
    insta::assert_snapshot!("hosted_bot_game", game);
    update(&mut app, key(crossterm::event::KeyCode::Esc));
    update(&mut app, ch('H'));
    let hg = HistoryGame {
        game: 11,
        variant: "chomp".into(),
        width: 4,
        height: 3,
        start: "4,4,4".into(),
        players: vec![human("ann"), hosted_bot("robo")],
        winner: 0,
        reason: OverReason::Normal,
        moves: vec![MoveRecord {
            ply: 0,
            seat: 0,
            mv: chomp_protocol::Move::new(1, 1),
            removed: 6,
        }],
        finished_at: "2026-11-23T11:00:00Z".into(),
        rated: None,
        unrated: None,
        ratings: Vec::new(),
        analysis: None,
    };
    update(&mut app, frame(ServerMsg::History { games: vec![hg] }));
    let history = draw(&app, 100, 12);
    assert!(history.contains("ann vs robo (bot)"), "{history}");
    insta::assert_snapshot!("hosted_bot_history", history);
    let marks = [
        (Lang::En, "bot"),
        (Lang::De, "Bot"),
        (Lang::Fr, "bot"),
        (Lang::Ru, "бот"),
    ];
    for (lang, mark) in marks {
        let t = chomp_client::i18n::texts(lang);
        assert_eq!(t.player(&hosted_bot("robo")), format!("robo ({mark})"));
        assert_eq!(t.player(&human("ann")), "ann");
        // A built-in bot is one label in the reader's language, not the
        // server's English name with the level repeated (issue 23).
        let label = t.player(&bot(Level::Hard));
        assert_eq!(label, t.bot_player(Level::Hard));
        assert!(
            !label.contains("bot-hard") && !label.contains('('),
            "{label}"
        );
    }
    assert_eq!(
        chomp_client::i18n::texts(Lang::De).player(&bot(Level::Medium)),
        "mittlerer Bot"
    );
}
