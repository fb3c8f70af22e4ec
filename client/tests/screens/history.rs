//! A finished game: the history browser, its replay with each move's
//! mark, the moves list's columns and what it says a move ate, and the
//! result line of an aborted or timed-out game.

use super::*;

#[test]
fn history_browser() {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, ch('H'));
    update(
        &mut app,
        frame(ServerMsg::History {
            games: vec![finished_game()],
        }),
    );
    snapshot("history_browser", &draw(&app, 100, 12));
    // Enter opens the replay at its start.
    update(&mut app, key(crossterm::event::KeyCode::Enter));
    assert_eq!(app.screen, Screen::Game);
    let g = app.game.as_ref().unwrap();
    assert_eq!(g.replay, Some(0));
    assert_eq!(g.shown_board(), vec!["####", "####", "####"]);
}

#[test]
fn history_pane_in_replay() {
    let mut app = logged_in();
    online(&mut app);
    let hg = finished_game();
    let mut view = GameView::new(
        chomp_client::app::archived_state(&hg, Some("ann")),
        GameSource::Archive,
    );
    view.replay = Some(2);
    app.game = Some(view);
    app.screen = Screen::Game;
    snapshot("history_pane_in_replay", &draw(&app, 80, 20));
}

/// An analysed game from the history browser: each move of the replay
/// shows its mark's sign, and the title says the replayed move's mark.
#[test]
fn replay_shows_each_moves_mark() {
    let mut app = logged_in();
    online(&mut app);
    app.screen = Screen::History;
    update(
        &mut app,
        frame(ServerMsg::History {
            games: vec![finished_game()],
        }),
    );
    update(&mut app, key(crossterm::event::KeyCode::Enter));
    let g = app.game.as_mut().unwrap();
    assert_eq!(g.marks.len(), 5);
    g.replay = Some(1);
    let first = g.marks[0];
    let screen = draw(&app, 80, 20);
    let words = chomp_client::marks::words(chomp_client::i18n::texts(app.lang), first);
    assert!(screen.contains(&words), "{screen}");
    assert!(
        screen.contains(chomp_client::marks::sign(first)),
        "{screen}"
    );
    snapshot("replay_shows_each_moves_mark", &screen);
}

/// The moves list keeps its columns whether a move is highlighted, the
/// replay stands before the first move, or the game is live.
#[test]
fn the_moves_list_keeps_its_columns_in_live_play_and_replay() {
    let mut app = logged_in();
    online(&mut app);
    let hg = finished_game();
    let column_of_first_move = |replay: Option<usize>, app: &mut chomp_client::app::App| {
        let mut view = GameView::new(
            chomp_client::app::archived_state(&hg, Some("ann")),
            GameSource::Archive,
        );
        view.replay = replay;
        app.game = Some(view);
        app.screen = Screen::Game;
        let screen = draw(app, 80, 20);
        let line = screen
            .lines()
            .find(|l| l.contains("  1. "))
            .unwrap_or_else(|| panic!("no first move: {screen}"))
            .to_string();
        line.chars().take_while(|c| *c != '1').count()
    };
    let before_first = column_of_first_move(Some(0), &mut app);
    let on_second = column_of_first_move(Some(2), &mut app);
    let live = column_of_first_move(None, &mut app);
    assert_eq!(before_first, on_second);
    assert_eq!(before_first, live);
}

/// Issue 31: the move list's "-20" (squares eaten) read like a rating
/// change; it says "20 eaten".
#[test]
fn the_moves_list_says_how_many_squares_a_move_ate() {
    let mut app = logged_in();
    online(&mut app);
    let view = GameView::new(
        chomp_client::app::archived_state(&finished_game(), Some("ann")),
        GameSource::Archive,
    );
    app.game = Some(view);
    app.screen = Screen::Game;
    let screen = draw(&app, 80, 20);
    assert!(screen.contains("2.2 6 eaten"), "{screen}");
    assert!(!screen.contains(" -6"), "{screen}");
}

/// The result line names aborted games and lost clocks (issue 11).
#[test]
fn aborted_and_timed_out_games_are_explained() {
    let t = chomp_client::i18n::texts(Lang::En);
    let cases = [
        (
            OverReason::Aborted,
            Some(0),
            "Game aborted: it ended before both players had moved, so no record changes",
        ),
        (
            OverReason::Timeout,
            Some(1),
            "You lost: you ran out of time",
        ),
        (OverReason::Timeout, Some(0), "You won: bob ran out of time"),
        (OverReason::Timeout, None, "bob ran out of time: ann wins"),
    ];
    for (reason, you, expected) in cases {
        let mut app = logged_in();
        online(&mut app);
        app.awaiting_game = true;
        let mut st = played_out();
        st.players = vec![human("ann"), human("bob")];
        st.winner = Some(0);
        st.reason = Some(reason);
        st.you = you;
        update(&mut app, frame(ServerMsg::Game(st)));
        let g = app.game.as_ref().expect("the game is shown");
        assert_eq!(
            ui::result::sentence(g, t),
            expected,
            "{reason:?}, you {you:?}"
        );
    }
}
