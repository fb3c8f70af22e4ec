//! Hints on the game screen: asked with `g` and drawn on the board, the
//! winning moves marked, estimated values without a fake SG number, and
//! the hints of a finished game headed as for study.

use super::*;

/// Shows `state` as our game (online) and asks for its hints with `g`:
/// the request's id, for the answer.
fn ask_hints(app: &mut App, state: chomp_protocol::GameState) -> Option<serde_json::Value> {
    online(app);
    app.awaiting_game = true;
    update(app, frame(ServerMsg::Game(state)));
    let cmds = update(app, ch('g'));
    let Some(chomp_client::msg::Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    r.id.clone()
}

#[test]
fn board_with_hints() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::IChomp, 4, 4));
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    snapshot("board_with_hints", &draw(&app, 80, 24));
}

/// The hints of a game already over (here aborted) are marked as for
/// study: nobody plays its winning moves any more.
#[test]
fn hints_of_an_aborted_game_are_for_study() {
    let mut app = logged_in();
    let mut st = game_state(Variant::IChomp, 4, 4);
    st.status = chomp_protocol::GameStatus::Finished;
    st.reason = Some(chomp_protocol::OverReason::Aborted);
    st.winner = Some(0);
    let id = ask_hints(&mut app, st);
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(!screen.contains("winning moves"), "{screen}");

    // A position with a winning move: under the study header the green
    // squares are the moves that would have won, not "winning moves".
    let mut app = logged_in();
    let mut st = game_state(Variant::Chomp, 3, 2);
    st.status = chomp_protocol::GameStatus::Finished;
    st.reason = Some(chomp_protocol::OverReason::Aborted);
    st.winner = Some(0);
    let id = ask_hints(&mut app, st);
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(chomp_3x2_hints()),
        ))),
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(screen.contains("would have won"), "{screen}");
    assert!(!screen.contains("winning move"), "{screen}");
}

/// One rule for "for study only" (issue 31): the hints of a finished game
/// are headed so at every position replayed, one's own game included, as
/// at its end.
#[test]
fn hints_of_ones_own_game_replayed_are_for_study() {
    let mut app = logged_in();
    online(&mut app);
    let st = played_out();
    let game = st.game;
    assert_eq!(st.you, Some(0), "ann's own game");
    let mut view = GameView::new(st, GameSource::Live);
    view.replay = Some(4);
    app.game = Some(view);
    app.screen = Screen::Game;
    app.toggle_hints();
    let hints = chomp_protocol::HintsReply {
        game,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None; 4]; 3],
        winning: vec![[0, 1]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    };
    update(
        &mut app,
        Msg::LocalHints {
            game,
            ply: 4,
            hints,
        },
    );
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("for study"), "{screen}");
    assert!(screen.contains("would have won"), "{screen}");
    assert!(!screen.contains("winning move"), "{screen}");
}

/// 3x2 Chomp (misère SG 4): the SG each move leaves; (1,2) leaves 3,2,
/// a P-position, so it is the winning move.
fn chomp_3x2_hints() -> chomp_protocol::HintsReply {
    chomp_protocol::HintsReply {
        game: 7,
        total: 4,
        quadrants: vec![4],
        cells: vec![
            vec![None, Some(1), Some(2)],
            vec![Some(2), Some(3), Some(0)],
        ],
        winning: vec![[1, 2]],
        exact: true,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![true],
    }
}

#[test]
fn chomp_board_with_winning_moves_marked() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::Chomp, 3, 2));
    let hints = chomp_3x2_hints();
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(id, ServerMsg::Hints(hints)))),
    );
    snapshot("chomp_board_with_winning_moves_marked", &draw(&app, 80, 20));
}

/// Issue 14: estimated hints (a board beyond the tables) show no number that
/// could pass for an SG value: "?" for the unknown values, W/L/? on the
/// cells, and what is proven in words.
#[test]
fn estimated_hints_show_no_fake_sg_values() {
    let mut app = logged_in();
    let id = ask_hints(&mut app, game_state(Variant::Chomp, 3, 2));
    // As the engine answers beyond its tables: a proven win (a rectangle)
    // with no winning move proven, one move proven to lose, one undecided.
    let hints = chomp_protocol::HintsReply {
        game: 7,
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None, Some(1), None], vec![Some(1), Some(1), None]],
        winning: vec![],
        exact: false,
        outcome: Some(chomp_protocol::Outcome::Win),
        quadrants_exact: vec![false],
    };
    update(
        &mut app,
        Msg::Net(NetEvent::Frame(Reply::answer(id, ServerMsg::Hints(hints)))),
    );
    let screen = draw(&app, 80, 20);
    assert!(!screen.contains("SG     1"), "{screen}");
    assert!(screen.contains("SG     ?"), "{screen}");
    snapshot("estimated_hints_show_no_fake_sg_values", &screen);
}
