//! The terminal client's Tournaments screen against a real server, driven
//! by keys through the client's own connection task (as the SSH door and
//! the local terminal run it): `T` lists, the form creates an arena with
//! the hard bot, the list shows it, `J` enters, the pairing opens by itself
//! with its notice, resigning it goes back to the standings, and the arena
//! pairs the player again.

use crate::common;

use std::time::Duration;

use chomp_client::app::{App, Screen};
use chomp_client::i18n::Lang;
use chomp_client::msg::{Command, Msg, NetEvent};
use chomp_client::net::{self, Identity};
use chomp_client::servers::parse_list;
use chomp_client::tls::Connector;
use chomp_client::tournaments_view::TourneyMode;
use chomp_client::update::update;
use chomp_protocol::Request;
use common::{config, start, WAIT};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tokio::sync::mpsc;

/// The client's model, wired to a real connection.
struct Driver {
    app: App,
    requests: mpsc::UnboundedSender<Request>,
    events: mpsc::UnboundedReceiver<NetEvent>,
}

impl Driver {
    fn connect(url: String, name: &str) -> Driver {
        let (tx, events) = mpsc::unbounded_channel();
        let requests = net::spawn(
            vec![url],
            Connector::new(None).unwrap(),
            Identity {
                name: name.into(),
                token: None,
                bot: false,
                book: None,
            },
            tx,
        );
        Driver {
            app: App::new(name, Lang::En),
            requests,
            events,
        }
    }

    fn run(&mut self, cmds: Vec<Command>) {
        for cmd in cmds {
            if let Command::Send(r) = cmd {
                self.requests.send(r).expect("the connection task runs");
            }
        }
    }

    fn press(&mut self, code: KeyCode) {
        let out = update(
            &mut self.app,
            Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)),
        );
        self.run(out);
    }

    fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.press(KeyCode::Char(c));
        }
    }

    /// Folds in what the server says until `what` holds.
    async fn until(&mut self, what: &str, holds: impl Fn(&App) -> bool) {
        let waited = tokio::time::timeout(WAIT, async {
            while !holds(&self.app) {
                let ev = self.events.recv().await.expect("the connection task runs");
                let out = update(&mut self.app, Msg::Net(ev));
                self.run(out);
            }
        })
        .await;
        assert!(
            waited.is_ok(),
            "{what}: not within {WAIT:?}: {:?}",
            self.app.notice
        );
    }
}

fn notice(app: &App) -> &str {
    app.notice.as_ref().map_or("", |n| n.text.as_str())
}

fn standings(app: &App) -> bool {
    app.screen == Screen::Tournaments && app.tournaments.mode == TourneyMode::Standings
}

#[tokio::test]
async fn the_client_creates_enters_and_plays_an_arena() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    // A "minute" of a second: the form's 1 minute to the start is 1 s and
    // its 30-minute arena lasts 30 s, past the end of this test.
    cfg.tournament_minute = Duration::from_secs(1);
    cfg.bot_delay = Duration::from_millis(20);
    let server = start(cfg).await;
    let url = parse_list(&[&server.local_addr().to_string()]).unwrap()[0].url();
    let mut ann = Driver::connect(url, "ann");
    ann.until("welcomed", |a| a.me.is_some()).await;

    ann.press(KeyCode::Char('T'));
    ann.until("the list", |a| !a.tournaments.loading).await;
    // Only the service's bot ladder, which is always listed.
    let formats: Vec<&str> = ann
        .app
        .tournaments
        .list
        .iter()
        .map(|t| t.format.as_str())
        .collect();
    assert_eq!(formats, ["ladder"]);

    // The form: the name, then down to the hard bot.
    ann.press(KeyCode::Char('n'));
    ann.press(KeyCode::Down);
    ann.type_text("Friday");
    for _ in 0..9 {
        ann.press(KeyCode::Down);
    }
    ann.press(KeyCode::Right);
    assert_eq!(ann.app.tournaments.form.bots, [false, false, true]);
    ann.press(KeyCode::Enter);
    ann.until("the new arena's standings", standings).await;
    assert_eq!(notice(&ann.app), "Tournament Friday created: J enters it.");
    let id = ann.app.tournaments.open.expect("a tournament is open");

    // The list shows it; Enter goes back to it.
    ann.press(KeyCode::Esc);
    ann.until("listed", |a| {
        !a.tournaments.loading && a.tournaments.list.iter().any(|t| t.name == "Friday")
    })
    .await;
    let row = &ann.app.tournaments.list[0];
    assert_eq!(
        (row.format.as_str(), row.variant.as_str()),
        ("arena", "chomp")
    );
    ann.press(KeyCode::Enter);
    assert!(standings(&ann.app));

    // Entering: the hard bot waits to be paired with ann.
    ann.press(KeyCode::Char('J'));
    ann.until("entered", |a| {
        a.tournaments
            .current
            .as_ref()
            .is_some_and(|t| t.has_entrant("ann"))
    })
    .await;
    ann.until("the pairing opens by itself", |a| a.screen == Screen::Game)
        .await;
    let game = ann.app.game.as_ref().expect("a game").id();
    assert_eq!(ann.app.game_tournament(), Some(id));
    assert_eq!(
        notice(&ann.app),
        "Tournament Friday: your game against hard bot"
    );

    // A move each (a game both moved in counts), then resigning ends it
    // and the client goes back to the standings.
    ann.until("ann's turn", |a| {
        a.game.as_ref().is_some_and(|g| g.my_turn())
    })
    .await;
    let ply = ann.app.game.as_ref().map_or(0, |g| g.state.ply);
    ann.press(KeyCode::Enter);
    ann.until("the bot answered", |a| {
        a.game
            .as_ref()
            .is_some_and(|g| g.finished() || (g.my_turn() && g.state.ply >= ply + 2))
    })
    .await;
    assert!(!ann.app.game.as_ref().is_some_and(|g| g.finished()));
    ann.press(KeyCode::Char('X'));
    ann.press(KeyCode::Char('X'));
    ann.until("back to the standings", standings).await;
    assert_eq!(
        notice(&ann.app),
        "Tournament Friday: you lost; here are the standings."
    );
    ann.until("the loss is counted", |a| {
        a.tournaments
            .current
            .as_ref()
            .is_some_and(|t| t.standings.iter().any(|e| e.name == "ann" && e.played == 1))
    })
    .await;

    // A free player of an arena is paired again at once.
    ann.until("the next pairing opens", |a| {
        a.screen == Screen::Game && a.game.as_ref().is_some_and(|g| g.id() != game)
    })
    .await;
    server.shutdown().await;
}
