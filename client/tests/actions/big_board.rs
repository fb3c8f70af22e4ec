//! Issue 20: hints on a 32x32 iChomp board are colours and the value of
//! the square aimed at; where the squares have room, numbers with a gap.

use super::*;

/// Plausible hints for a full `n`×`n` iChomp board: two-digit values, the
/// winning moves where a value is 0.
fn big_hints(game: u64, n: usize) -> HintsReply {
    let cells: Vec<Vec<Option<u32>>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| Some(((r * 7 + c * 13 + r * c) % 61) as u32))
                .collect()
        })
        .collect();
    let winning = cells
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, v)| **v == Some(0))
                .map(move |(c, _)| [r as u32, c as u32])
        })
        .collect();
    HintsReply {
        game,
        total: 21,
        quadrants: vec![45, 58, 47, 1],
        cells,
        winning,
        exact: true,
        outcome: Some(Outcome::Win),
        quadrants_exact: vec![true; 4],
    }
}

/// The buffer drawn, for its colours.
fn draw_buffer(app: &App, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| chomp_client::ui::view(app, f)).unwrap();
    terminal.backend().buffer().clone()
}

/// A 32x32 iChomp game with its hints shown, at `w`×`h`.
fn big_board(w: u16, h: u16) -> App {
    let mut app = logged_in();
    online(&mut app);
    update(&mut app, Msg::Resize(w, h));
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 32, 32))),
    );
    let cmds = update(&mut app, ch('g'));
    let Some(Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    let id = r.id.clone();
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(big_hints(7, 32)),
        ))),
    );
    app
}

/// Issue 20: on a 32x32 iChomp board at 120x40 the squares are two columns
/// wide with no gap: the values are not written on them (they would run
/// together as `4855411554425956`); the colours stay, and the value of the
/// square aimed at is written beside the board.
#[test]
fn hints_on_a_32x32_board_are_colours_and_the_aimed_value() {
    let mut app = big_board(120, 40);
    let screen = draw(&app, 120, 40);
    let board_rows: Vec<&str> = screen.lines().filter(|l| l.contains('■')).collect();
    assert_eq!(board_rows.len(), 32, "{screen}");
    for row in &board_rows {
        // Past the row number, up to the board pane's right border.
        let squares: String = row.chars().skip(12).take(74).collect();
        assert!(
            !squares.chars().any(|c| c.is_ascii_digit()),
            "values drawn on the squares: {row}"
        );
    }
    // Green for the winning moves, the candy colour for the others.
    let buf = draw_buffer(&app, 120, 40);
    let geo = board_geometry(
        game_areas(body_area(buf.area), true).0,
        app.game.as_ref().unwrap(),
    )
    .expect("the board fits");
    let h = big_hints(7, 32);
    let [wr, wc] = h.winning[0];
    let cell = |r: usize, c: usize| buf[(geo.cell_x(c), geo.cell_y(r))].bg;
    assert_eq!(cell(wr as usize, wc as usize), Color::Green);
    let (lr, lc) = (0..32usize)
        .flat_map(|r| (0..32usize).map(move |c| (r, c)))
        .find(|&(r, c)| h.cells[r][c] != Some(0) && (r, c) != (31, 31))
        .unwrap();
    assert_eq!(cell(lr, lc), Color::Yellow);
    // The cursor starts on the last square: row 32, column 32.
    let v = big_hints(7, 32).cells[31][31].unwrap();
    assert!(screen.contains(&format!("Square 32.32: {v}")), "{screen}");
    assert!(screen.contains("green squares are the"), "{screen}");
    snapshot(
        "hints_on_a_32x32_board_are_colours_and_the_aimed_value",
        &screen,
    );
    // Aiming elsewhere names that square.
    update(&mut app, key(KeyCode::Up));
    update(&mut app, key(KeyCode::Left));
    let v = big_hints(7, 32).cells[30][30].unwrap();
    assert!(draw(&app, 120, 40).contains(&format!("Square 31.31: {v}")));
}

/// Where the squares are wide enough the values are written, with a gap.
#[test]
fn hints_on_a_board_with_room_keep_their_numbers() {
    let mut app = logged_in();
    online(&mut app);
    app.awaiting_game = true;
    update(
        &mut app,
        frame(ServerMsg::Game(game_state(Variant::IChomp, 8, 8))),
    );
    let cmds = update(&mut app, ch('g'));
    let Some(Command::Send(r)) = cmds.first() else {
        panic!("no hints request: {cmds:?}");
    };
    let id = r.id.clone();
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(big_hints(7, 8)),
        ))),
    );
    let screen = draw(&app, 120, 40);
    let h = big_hints(7, 8);
    let row0: Vec<String> = h.cells[0].iter().map(|v| v.unwrap().to_string()).collect();
    let first = screen
        .lines()
        .find(|l| l.contains(&format!(" {} ", row0[0])) && l.contains(&row0[1]))
        .unwrap_or_else(|| panic!("no row of values: {screen}"));
    assert!(!screen.contains("Square "), "{screen}");
    assert!(
        !first.contains(&format!("{}{}", row0[0], row0[1])),
        "{first}"
    );
}
