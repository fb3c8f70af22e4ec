//! The prompts of analysis on screen: the analysis board's notation field
//! refusing a position, and the new-game form refusing a custom start,
//! each with its one sentence (English, and Persian right to left).

mod common;

use chomp_client::app::App;
use chomp_client::i18n::Lang;
use chomp_client::update::update;
use common::*;
use crossterm::event::KeyCode;

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        update(app, ch(c));
    }
}

fn notation_refused(lang: Lang) -> App {
    let mut app = logged_in();
    app.lang = lang;
    online(&mut app);
    update(&mut app, ch('b'));
    update(&mut app, ch('n'));
    typed(&mut app, "9,10,3");
    update(&mut app, key(KeyCode::Enter));
    app
}

fn start_refused(lang: Lang) -> App {
    let mut app = logged_in();
    app.lang = lang;
    online(&mut app);
    for _ in 0..4 {
        update(&mut app, key(KeyCode::Down));
    }
    update(&mut app, ch('e'));
    typed(&mut app, "8,8,2");
    update(&mut app, key(KeyCode::Enter));
    app
}

#[test]
fn the_notation_field_refuses_a_position_in_one_sentence() {
    let app = notation_refused(Lang::En);
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains("cannot be longer than the row above"),
        "{screen}"
    );
    insta::assert_snapshot!(screen);
    insta::assert_snapshot!(
        "notation_refused_fa",
        draw(&notation_refused(Lang::Fa), 80, 24)
    );
    insta::assert_snapshot!(
        "notation_refused_40x12",
        draw(&notation_refused(Lang::En), 40, 12)
    );
}

#[test]
fn the_form_refuses_a_custom_start_in_one_sentence() {
    let app = start_refused(Lang::En);
    let screen = draw(&app, 80, 24);
    assert!(screen.contains("larger than the board"), "{screen}");
    insta::assert_snapshot!(screen);
    insta::assert_snapshot!("start_refused_fa", draw(&start_refused(Lang::Fa), 80, 24));
}
