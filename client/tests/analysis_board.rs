//! The analysis board's model: the values it shows are the engine's and
//! agree with the slow reference solver on every small board, "unknown"
//! is shown where nothing is proven, steps go back and forward, and bad
//! notation is one sentence that changes nothing.

mod common;

use chomp_client::analysis_geometry::{board_geometry, panes};
use chomp_client::app::{App, Screen};
use chomp_client::board_view::AnalysisBoard;
use chomp_client::geometry::body_area;
use chomp_client::i18n::{texts, Lang};
use chomp_client::msg::{Command, Msg};
use chomp_client::notation::{check_start, parse_board, NotationError};
use chomp_client::update::update;
use chomp_engine::reference::{all_diagrams, Reference};
use chomp_engine::{Hints, Position, Solver, SolverConfig, Variant};
use common::*;
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

fn solver() -> Solver {
    Solver::new(SolverConfig {
        ptable_bits: 16,
        ..Default::default()
    })
    .unwrap()
}

/// Does what the run loop does with the board's commands: works the
/// values out with `solver` and hands them back.
fn answer(app: &mut App, cmds: Vec<Command>, solver: &Solver) {
    for c in cmds {
        if let Command::AnalyseBoard { seq, position } = c {
            let hints = solver.hints(&position);
            update(app, Msg::BoardValues { seq, hints });
        }
    }
}

/// Types `text` in the board's notation field and sets it.
fn set_position(app: &mut App, text: &str, solver: &Solver) {
    update(app, ch('n'));
    for c in text.chars() {
        update(app, ch(c));
    }
    let cmds = update(app, key(KeyCode::Enter));
    answer(app, cmds, solver);
}

fn shown(app: &App) -> (&AnalysisBoard, &Hints) {
    let b = app.analysis.board.as_ref().unwrap();
    (
        b,
        b.current_values().expect("values for the position shown"),
    )
}

/// Every Chomp position of a 4 x 3 board, set through the notation field:
/// the verdict and the winning moves the board shows are the reference
/// solver's (a move wins exactly when it leaves a misère value of 0).
#[test]
fn chomp_values_agree_with_the_reference_solver_on_a_small_board() {
    let solver = solver();
    let mut reference = Reference::new();
    let mut app = logged_in();
    let cmds = update(&mut app, ch('b'));
    answer(&mut app, cmds, &solver);
    let mut checked = 0;
    for rows in all_diagrams(3, 4) {
        let notation: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
        let notation = format!("4x3 {}", notation.join(","));
        let cells: u32 = rows.iter().map(|&r| u32::from(r)).sum();
        if cells < 2 {
            continue;
        }
        set_position(&mut app, &notation, &solver);
        let (b, h) = shown(&app);
        assert_eq!(b.position.to_string(), notation[4..], "{notation}");
        assert!(h.exact, "{notation}: a 4x3 board is within the tables");
        let value = reference.misere_sg(&rows);
        assert_eq!(h.outcome, Some(value != 0), "{notation}");
        assert_eq!(h.total, value, "{notation}");
        let mut winning: Vec<(usize, usize)> = b
            .position
            .legal_moves()
            .into_iter()
            .filter(|&(r, c)| (r, c) != (0, 0))
            .filter(|&(r, c)| {
                let after = b.position.after(r, c).unwrap();
                let Position::Chomp(p) = after else {
                    unreachable!()
                };
                reference.misere_sg(p.diagram().rows()) == 0
            })
            .collect();
        winning.sort();
        let mut shown_moves = h.winning.clone();
        shown_moves.sort();
        assert_eq!(shown_moves, winning, "{notation}");
        checked += 1;
    }
    assert!(checked > 20, "{checked} positions checked");
}

/// iChomp positions set through the notation field: the board's total is
/// the XOR of the four quadrants' normal-play values, as the reference
/// solver gives them.
#[test]
fn ichomp_values_agree_with_the_reference_solver() {
    let solver = solver();
    let mut reference = Reference::new();
    let mut app = logged_in();
    update(&mut app, ch('b'));
    for notation in [
        "2,1/1/2/-",
        "3,3,3/3,3,3/3,3,3/3,3,3",
        "3,1/2,2/1/3,2,1",
        "-/-/1/2",
    ] {
        set_position(&mut app, &format!("ichomp 6x6 {notation}"), &solver);
        let (b, h) = shown(&app);
        assert_eq!(b.position.to_string(), notation);
        let xor = notation
            .split('/')
            .map(|q| {
                let rows: Vec<u8> = if q == "-" {
                    Vec::new()
                } else {
                    q.split(',').map(|n| n.parse().unwrap()).collect()
                };
                reference.normal_sg(&rows)
            })
            .fold(0, |a, v| a ^ v);
        assert!(h.exact, "{notation}");
        assert_eq!(h.total, xor, "{notation}");
        assert_eq!(h.outcome, Some(xor != 0), "{notation}");
        assert_eq!(h.winning.is_empty(), xor == 0, "{notation}");
    }
}

/// Where the engine proves nothing, the board says "unknown" and shows no
/// value as if it were one.
#[test]
fn unproven_values_read_unknown() {
    let mut app = logged_in();
    app.size = (100, 30);
    update(&mut app, ch('b'));
    let b = app.analysis.board.as_ref().unwrap();
    let (w, h) = (b.position.width(), b.position.height());
    let seq = b.seq;
    let hints = Hints {
        total: 1,
        quadrants: vec![1],
        cells: vec![vec![None; w]; h],
        winning: vec![],
        exact: false,
        outcome: None,
        quadrants_exact: vec![false],
    };
    update(&mut app, Msg::BoardValues { seq, hints });
    let screen = draw(&app, 100, 30);
    assert!(screen.contains("Unknown"), "{screen}");
    assert!(screen.contains("is unknown"), "{screen}");
    assert!(screen.contains(" ? "), "undecided squares show ?: {screen}");
    assert!(
        !screen.contains("SG      1"),
        "no estimate shown as a value: {screen}"
    );
}

#[test]
fn steps_go_back_and_forward_and_a_new_move_forgets_the_undone_ones() {
    let full = Position::full(Variant::Chomp, 4, 3).unwrap();
    let mut b = AnalysisBoard::new(full.clone(), Screen::Lobby);
    b.cursor = (2, 3);
    assert!(b.play());
    b.cursor = (0, 2);
    assert!(b.play());
    let after_two = b.position.clone();
    assert!(b.back());
    assert!(b.back());
    assert!(!b.back(), "nothing before the start");
    assert_eq!(b.position, full);
    assert!(b.forward());
    assert!(b.forward());
    assert!(!b.forward());
    assert_eq!(b.position, after_two);
    assert!(b.back());
    b.cursor = (1, 0);
    assert!(b.play());
    assert!(b.redo.is_empty(), "a new move forgets the steps undone");
    assert!(!b.forward());
    // An eaten square is not a move, and nothing changes.
    b.cursor = (2, 3);
    let before = b.clone();
    assert!(!b.play());
    assert_eq!(b, before);
}

#[test]
fn bad_notation_is_one_sentence_and_changes_nothing() {
    let current = Position::full(Variant::Chomp, 7, 5).unwrap();
    let cases = [
        ("", NotationError::Empty),
        ("hello", NotationError::UnknownWord("hello".into())),
        ("40x3 full", NotationError::BadSize),
        ("ichomp 1x5 full", NotationError::BadSize),
        ("3,a", NotationError::UnknownWord("3,a".into())),
        ("chomp 1,2/3", NotationError::BadNotation),
        ("ichomp 4x4 1/1", NotationError::BadNotation),
        ("3,4", NotationError::NotStaircase),
        ("3x3 4,4", NotationError::DoesNotFit),
        ("1", NotationError::Decided),
    ];
    for lang in Lang::ALL {
        let t = texts(lang);
        for (text, want) in &cases {
            let got = parse_board(text, &current).unwrap_err();
            assert_eq!(&got, want, "{text}");
            let sentence = got.sentence(t);
            assert!(!sentence.contains('\n'), "{lang:?}: {sentence}");
            assert!(!sentence.contains("board-error"), "{lang:?}: {sentence}");
        }
    }
    let mut b = AnalysisBoard::new(current.clone(), Screen::Lobby);
    let before = b.clone();
    assert!(b.set_notation("3,4").is_err());
    assert_eq!(b, before);
}

#[test]
fn notation_words_pick_the_game_and_the_size() {
    let current = Position::full(Variant::Chomp, 7, 5).unwrap();
    let p = parse_board("8,8,5,3", &current).unwrap();
    assert_eq!(
        (p.width(), p.height(), p.to_string()),
        (8, 5, "8,8,5,3".into()),
        "the board grows to hold the position"
    );
    let p = parse_board("3,2", &current).unwrap();
    assert_eq!(
        (p.width(), p.height()),
        (7, 5),
        "a position that fits keeps the size"
    );
    let p = parse_board("4,4,2/4,3/4,4,4/1", &current).unwrap();
    assert_eq!(p.variant(), Variant::IChomp, "/ means iChomp");
    assert_eq!(
        (p.width(), p.height()),
        (8, 6),
        "grown to hold every quadrant"
    );
    let p = parse_board("9x7 full", &current).unwrap();
    assert_eq!(p, Position::full(Variant::Chomp, 9, 7).unwrap());
    let p = parse_board("ICHOMP 6X4", &current).unwrap();
    assert_eq!(p, Position::full(Variant::IChomp, 6, 4).unwrap());
}

#[test]
fn the_form_start_is_checked_against_the_form_board() {
    assert_eq!(check_start(Variant::Chomp, 7, 5, "7,5,2"), None);
    assert_eq!(
        check_start(Variant::Chomp, 7, 5, "8,1"),
        Some(NotationError::DoesNotFit)
    );
    assert_eq!(
        check_start(Variant::Chomp, 7, 5, " "),
        Some(NotationError::Empty)
    );
    assert_eq!(
        check_start(Variant::IChomp, 8, 8, "4,4,2/4,3/4,4,4/1"),
        None
    );
    assert_eq!(
        check_start(Variant::IChomp, 8, 8, "4,4"),
        Some(NotationError::BadNotation)
    );
}

/// A 32 x 32 board's values are asked for like any other: the update
/// returns at once with a command, and the screen draws while they are
/// worked out.
#[test]
fn a_big_board_never_waits_for_its_values() {
    let mut app = logged_in();
    update(&mut app, ch('b'));
    update(&mut app, ch('n'));
    for c in "32x32 full".chars() {
        update(&mut app, ch(c));
    }
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert!(
        matches!(&cmds[..], [Command::AnalyseBoard { .. }]),
        "{cmds:?}"
    );
    let screen = draw(&app, 120, 40);
    assert!(screen.contains("working them out"), "{screen}");
}

/// A click on a square plays it, as Enter on it does; found where the
/// board is drawn.
#[test]
fn a_click_plays_the_square_under_the_mouse() {
    let mut app = logged_in();
    app.size = (100, 30);
    update(&mut app, ch('b'));
    let pos = app.analysis.board.as_ref().unwrap().position.clone();
    let (area, _) = panes(body_area(Rect::new(0, 0, 100, 30)));
    let geo = board_geometry(area, &pos).unwrap();
    let (x, y) = (geo.cell_x(3), geo.cell_y(1));
    let cmds = update(
        &mut app,
        Msg::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        }),
    );
    let b = app.analysis.board.as_ref().unwrap();
    assert_eq!(b.position, pos.after(1, 3).unwrap(), "2.4 was eaten");
    assert!(
        matches!(&cmds[..], [Command::AnalyseBoard { seq: 1, .. }]),
        "{cmds:?}"
    );
}

/// The board needs no server: offline, its values are still worked out.
#[test]
fn the_board_works_offline() {
    let mut app = App::new("ann", Lang::En);
    let cmds = update(&mut app, ch('b'));
    assert_eq!(app.screen, Screen::Board);
    assert!(
        matches!(&cmds[..], [Command::AnalyseBoard { .. }]),
        "{cmds:?}"
    );
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert!(
        matches!(&cmds[..], [Command::AnalyseBoard { .. }]),
        "{cmds:?}"
    );
    assert!(app.notice.is_none(), "{:?}", app.notice);
}
