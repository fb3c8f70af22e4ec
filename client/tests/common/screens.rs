//! The screens of the snapshot tests, as a new player meets them (the
//! games and totals they show are in `games`).

use chomp_client::app::App;
use chomp_client::msg::{Msg, NetEvent};
use chomp_client::update::update;
use chomp_engine::Variant;
use chomp_protocol::{
    LeaderboardEntry, LevelCounts, OverReason, PlayerRecord, Reply, ServerMsg, StatsReply,
};
use crossterm::event::KeyCode;

use super::games::{finished_game, played_out, totals};
use super::*;

/// Every screen, as a new player meets it.
pub fn every_screen() -> Vec<(&'static str, App)> {
    let mut out = Vec::new();

    let mut lobby = logged_in();
    online(&mut lobby);
    update(
        &mut lobby,
        frame(ServerMsg::Lobby {
            games: lobby_with_games(),
            online: 3,
            totals: totals(),
            open_count: 1,
            playing_count: 1,
            version: None,
        }),
    );
    lobby.server_url = Some("ws://192.168.1.5:7878/".into());
    lobby.hosting = Some(chomp_client::app::Hosting {
        share_url: "ws://192.168.1.5:7878/".into(),
    });
    out.push(("lobby", lobby.clone()));
    // The new-game form, focused, against a bot.
    let mut form = lobby.clone();
    update(&mut form, ch('c'));
    for _ in 0..3 {
        update(&mut form, key(crossterm::event::KeyCode::Down));
    }
    update(&mut form, key(crossterm::event::KeyCode::Right));
    out.push(("new_game_form", form));
    update(&mut lobby, ch('q'));
    out.push(("lobby_quit_question", lobby));

    let mut playing = logged_in();
    online(&mut playing);
    playing.awaiting_game = true;
    update(&mut playing, Msg::Tick(NOW_MS));
    update(
        &mut playing,
        frame(ServerMsg::Game(clocked(
            game_state(Variant::IChomp, 4, 4),
            272_400,
        ))),
    );
    let cmds = update(&mut playing, ch('g'));
    let id = match &cmds[0] {
        chomp_client::msg::Command::Send(r) => r.id.clone(),
        other => panic!("{other:?}"),
    };
    update(
        &mut playing,
        Msg::Net(NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Hints(ichomp_hints(7)),
        ))),
    );
    out.push(("game_playing", playing));

    let mut watching = logged_in();
    online(&mut watching);
    watching.awaiting_game = true;
    let mut st = game_state(Variant::Chomp, 7, 5);
    st.you = None;
    st.players = vec![human("bob"), human("cy")];
    // bob has 12 s left: the clock warns.
    update(&mut watching, Msg::Tick(NOW_MS));
    update(&mut watching, frame(ServerMsg::Game(clocked(st, 12_000))));
    out.push(("game_watching", watching));

    let mut over = logged_in();
    online(&mut over);
    over.awaiting_game = true;
    over.hints_wanted = true;
    update(&mut over, frame(ServerMsg::Game(played_out())));
    out.push(("game_over", over.clone()));

    // Stepping back shows the hints of the position replayed.
    update(&mut over, ch('['));
    update(&mut over, ch('['));
    let g = over.game.as_ref().unwrap();
    let pos = g.shown_position().unwrap();
    let solver = chomp_engine::Solver::new(chomp_engine::SolverConfig {
        ptable_bits: 16,
        ..Default::default()
    })
    .unwrap();
    let hints = chomp_client::local_hints::hints_reply(&solver, 7, &pos);
    let ply = g.shown_ply();
    update(
        &mut over,
        Msg::LocalHints {
            game: 7,
            ply,
            hints,
        },
    );
    out.push(("game_replay_with_hints", over));

    let mut history = logged_in();
    online(&mut history);
    update(&mut history, ch('H'));
    update(
        &mut history,
        frame(ServerMsg::History {
            games: vec![finished_game(), {
                let mut g = finished_game();
                g.game = 12;
                g.variant = "ichomp".into();
                g.reason = OverReason::Resign;
                g.winner = 1;
                // Not analysed yet: the row shows no accuracy.
                g.analysis = None;
                g
            }],
        }),
    );
    out.push(("history", history));

    let mut stats = logged_in();
    online(&mut stats);
    update(&mut stats, ch('S'));
    update(
        &mut stats,
        frame(ServerMsg::Stats(StatsReply::Player(PlayerRecord {
            player: "ann".into(),
            games: 9,
            wins: 6,
            losses: 3,
            rating: 1612.4,
            rating_history: vec![],
            games_per_day: vec![],
            provisional: Some(true),
            as_first: Some(chomp_protocol::MoverCounts { games: 5, wins: 4 }),
            as_second: Some(chomp_protocol::MoverCounts { games: 4, wins: 2 }),
            longest_streak: Some(3),
            ..PlayerRecord::default()
        }))),
    );
    let mut tot = totals();
    for (level, games, human_wins) in [("easy", 12, 9), ("medium", 7, 3)] {
        tot.per_level.insert(
            level.into(),
            LevelCounts {
                games,
                human_wins,
                bot_wins: games - human_wins,
            },
        );
    }
    update(&mut stats, frame(ServerMsg::Stats(StatsReply::Totals(tot))));
    update(
        &mut stats,
        frame(ServerMsg::Leaderboard {
            players: vec![LeaderboardEntry {
                name: "ann".into(),
                rating: 1612.4,
                games: 9,
                wins: 6,
                losses: 3,
                ..LeaderboardEntry::default()
            }],
            variants: Default::default(),
        }),
    );
    out.push(("statistics", stats.clone()));
    // iChomp's leaderboard (`v`), a provisional rating marked.
    let mut ichomp = stats;
    update(
        &mut ichomp,
        frame(ServerMsg::Leaderboard {
            players: vec![],
            variants: [(
                "ichomp".to_string(),
                vec![
                    LeaderboardEntry {
                        name: "cy".into(),
                        rating: 1701.2,
                        games: 40,
                        wins: 28,
                        losses: 12,
                        rd: Some(61.0),
                        bot: false,
                    },
                    LeaderboardEntry {
                        name: "hard bot".into(),
                        rating: 1650.0,
                        games: 300,
                        wins: 200,
                        losses: 100,
                        rd: Some(112.0),
                        bot: true,
                    },
                ],
            )]
            .into_iter()
            .collect(),
        }),
    );
    update(&mut ichomp, ch('v'));
    out.push(("statistics_ichomp", ichomp));
    out.extend(analysis_screens());

    let mut help = logged_in();
    update(&mut help, ch('?'));
    out.push(("help", help));

    let mut lost = logged_in();
    update(
        &mut lost,
        Msg::Net(NetEvent::Lost {
            reason: "connection refused".into(),
            retry_in: std::time::Duration::from_secs(2),
            failed: None,
        }),
    );
    out.push(("connection_lost", lost));
    out
}

/// Gives the analysis board the values its commands ask for, as the run
/// loop does (the engine's, from a small solver).
pub fn with_values(app: &mut App, cmds: Vec<chomp_client::msg::Command>) {
    let solver = chomp_engine::Solver::new(chomp_engine::SolverConfig {
        ptable_bits: 16,
        ..Default::default()
    })
    .unwrap();
    for c in cmds {
        if let chomp_client::msg::Command::AnalyseBoard { seq, position } = c {
            let hints = solver.hints(&position);
            update(app, Msg::BoardValues { seq, hints });
        }
    }
}

/// The analysis board: a Chomp position after two moves with its exact
/// values, and an iChomp position typed in, in the editor.
pub fn analysis_screens() -> Vec<(&'static str, App)> {
    let mut chomp = logged_in();
    online(&mut chomp);
    let cmds = update(&mut chomp, ch('b'));
    with_values(&mut chomp, cmds);
    for k in [key(KeyCode::Enter), key(KeyCode::Up), key(KeyCode::Left)] {
        update(&mut chomp, k);
    }
    let cmds = update(&mut chomp, key(KeyCode::Enter));
    with_values(&mut chomp, cmds);

    let mut ichomp = logged_in();
    online(&mut ichomp);
    update(&mut ichomp, ch('b'));
    update(&mut ichomp, ch('n'));
    for c in "ichomp 8x6 4,4,2/4,3/4,4,3/1".chars() {
        update(&mut ichomp, ch(c));
    }
    let cmds = update(&mut ichomp, key(KeyCode::Enter));
    with_values(&mut ichomp, cmds);
    update(&mut ichomp, ch('e'));
    vec![
        ("analysis_chomp", chomp),
        ("analysis_ichomp_editor", ichomp),
    ]
}
