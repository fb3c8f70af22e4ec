//! Every screen on a 40x12 terminal (issue 20), in English and in the
//! languages that test the layout hardest: right to left (Persian), wide
//! cells (Chinese), clusters (Khmer) and long words (Russian). Beside each
//! snapshot, every pane's frame must be whole and no word cut at an edge.

mod common;

use chomp_client::app::App;
use chomp_client::i18n::Lang;
use chomp_client::msg::Msg;
use chomp_client::ui;
use chomp_client::update::update;
use chomp_protocol::{LeaderboardEntry, ServerMsg};
use common::screens::every_screen;
use common::*;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

const W: u16 = 40;
const H: u16 = 12;

/// `app` told its terminal is 40x12, then driven by `keys`.
fn at_40x12(mut app: App, keys: &[Msg]) -> App {
    update(&mut app, Msg::Resize(W, H));
    for k in keys {
        update(&mut app, k.clone());
    }
    app
}

/// The screens that only a small terminal has: the form scrolled to
/// Create and refusing a board too big, the help at its end, the other
/// pages of the statistics, the game's details and hints in the board's
/// place, and
/// a lobby list with the totals under it.
fn small_only() -> Vec<(&'static str, App)> {
    let screens = every_screen();
    let find = |name: &str| {
        screens
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, a)| a.clone())
            .unwrap_or_else(|| panic!("no screen {name}"))
    };
    let right = |n: usize| vec![key(KeyCode::Right); n];
    let mut too_big = vec![ch('c'), key(KeyCode::Down)];
    too_big.extend(right(30));
    too_big.push(key(KeyCode::Down));
    too_big.extend(right(20));
    let mut stats = find("statistics");
    update(
        &mut stats,
        frame(ServerMsg::Leaderboard {
            players: (0u32..12)
                .map(|i| LeaderboardEntry {
                    name: format!("player{i}"),
                    rating: 1700.0 - f64::from(i) * 21.0,
                    games: 30 + u64::from(i),
                    wins: 20,
                    losses: 10 + u64::from(i),
                    ..LeaderboardEntry::default()
                })
                .collect(),
            variants: Default::default(),
        }),
    );
    vec![
        (
            "form_on_create",
            at_40x12(find("lobby"), &[ch('c'), key(KeyCode::Up)]),
        ),
        ("form_board_too_big", at_40x12(find("lobby"), &too_big)),
        (
            "open_games_and_totals",
            at_40x12(find("lobby"), &[key(KeyCode::Tab)]),
        ),
        (
            "help_at_its_end",
            at_40x12(find("help"), &[key(KeyCode::End)]),
        ),
        (
            "leaderboard",
            at_40x12(stats.clone(), &[key(KeyCode::Tab), key(KeyCode::PageDown)]),
        ),
        (
            "charts",
            at_40x12(stats, &[key(KeyCode::Tab), key(KeyCode::Tab)]),
        ),
        (
            "game_details",
            at_40x12(find("game_playing"), &[key(KeyCode::Tab)]),
        ),
        (
            "game_hints",
            at_40x12(
                find("game_playing"),
                &[key(KeyCode::Tab), key(KeyCode::Tab)],
            ),
        ),
        (
            "game_over_details",
            at_40x12(find("game_over"), &[key(KeyCode::Tab)]),
        ),
        (
            "analysis_chomp_details",
            at_40x12(find("analysis_chomp"), &[key(KeyCode::Tab)]),
        ),
    ]
}

#[test]
fn every_screen_at_40x12() {
    let mut screens = every_screen();
    screens.extend(small_only());
    for (name, app) in screens {
        for lang in [Lang::En, Lang::Fa, Lang::Zh, Lang::Km, Lang::Ru] {
            let mut app = app.clone();
            app.lang = lang;
            app.size = (W, H);
            let overlay = app.help.then(|| {
                ui::centred_rect(Rect::new(0, 0, W, H), 78, chomp_client::geometry::HELP_ROWS)
            });
            insta::assert_snapshot!(
                format!("{name}_{}_40x12", lang.code()),
                draw_checked(&app, W, H, overlay)
            );
        }
    }
}

/// Between 40x12 and 80x24 every screen keeps its frames whole and its
/// words uncut, in every language (no snapshots: the checks are the test).
#[test]
fn every_screen_between_40x12_and_80x24_in_every_language() {
    let mut screens = every_screen();
    screens.extend(small_only());
    let sizes: Vec<(u16, u16)> = [40u16, 46, 52, 58, 62, 68, 74, 79]
        .iter()
        .flat_map(|&w| [12u16, 15, 18, 21, 23].map(|h| (w, h)))
        .collect();
    for (_, app) in &screens {
        for lang in Lang::ALL {
            for &(w, h) in &sizes {
                let mut app = app.clone();
                app.lang = lang;
                app.size = (w, h);
                let overlay = app.help.then(|| {
                    ui::centred_rect(Rect::new(0, 0, w, h), 78, chomp_client::geometry::HELP_ROWS)
                });
                draw_checked(&app, w, h, overlay);
            }
        }
    }
}
