//! The client logic against a real server, shared by the end-to-end
//! tests: a [`Driver`] is the model and the network task of one terminal
//! client, driven by key presses, with commands carried out as the
//! terminal UI carries them out.

#![allow(dead_code)]

use std::time::Duration;

use chomp_client::app::{last_present, App};
use chomp_client::i18n::Lang;
use chomp_client::key_file;
use chomp_client::local_hints::hints_reply;
use chomp_client::msg::{Command, Msg, NetEvent};
use chomp_client::net::{self, Identity};
use chomp_client::tls::Connector;
use chomp_client::update::update;
use chomp_engine::{Solver, SolverConfig};
use chomp_protocol::Request;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tokio::sync::mpsc;

pub const PATIENCE: Duration = Duration::from_secs(60);

pub async fn server(dir: &tempfile::TempDir) -> chomp_server::RunningServer {
    server_at(dir, ([127, 0, 0, 1], 0).into()).await
}

pub async fn server_at(
    dir: &tempfile::TempDir,
    addr: std::net::SocketAddr,
) -> chomp_server::RunningServer {
    chomp_testkit::server::start(chomp_server::Config {
        listen: addr,
        ..chomp_testkit::server::config(dir.path())
    })
    .await
}

/// One client: the model, and the socket task behind it.
pub struct Driver {
    pub app: App,
    pub requests: mpsc::UnboundedSender<Request>,
    pub events: mpsc::UnboundedReceiver<NetEvent>,
    pub tokens: Vec<(String, String)>,
    /// The sentence of a `Command::Fail`, if one came.
    pub failed: Option<String>,
    /// Works out the hints of replayed positions, as the terminal UI does.
    pub solver: Solver,
}

impl Driver {
    pub fn connect(url: &str, name: &str) -> Self {
        Driver::connect_to(vec![url.to_string()], name)
    }

    /// A client given several addresses of one service.
    pub fn connect_to(urls: Vec<String>, name: &str) -> Self {
        Driver::connect_with(urls, name, None)
    }

    /// A client that logs in with the token a former run was given, as
    /// `chomp` does after it restarts.
    pub fn connect_with(urls: Vec<String>, name: &str, token: Option<String>) -> Self {
        let (tx, events) = mpsc::unbounded_channel();
        let requests = net::spawn(
            urls,
            Connector::new(None).unwrap(),
            Identity {
                name: name.into(),
                token,
                bot: false,
                book: None,
            },
            tx,
        );
        let mut app = App::new(name, Lang::En);
        // On the player's own computer, as `chomp` runs.
        app.local_files = true;
        Driver {
            app,
            requests,
            events,
            tokens: Vec::new(),
            failed: None,
            solver: Solver::new(SolverConfig {
                ptable_bits: 16,
                ..Default::default()
            })
            .unwrap(),
        }
    }

    pub fn apply(&mut self, msg: Msg) {
        for cmd in update(&mut self.app, msg) {
            match cmd {
                Command::Send(r) => self.requests.send(r).unwrap(),
                Command::SaveToken { name, token, .. } => self.tokens.push((name, token)),
                Command::ReadKeyFile { path } => {
                    let read = key_file::read_key_line(&key_file::expand(&path));
                    self.apply(Msg::KeyFile { path, read });
                }
                // The driver does not wait: a `busy` hints request is retried at once.
                Command::RetryHints { game, ply, .. } => self.apply(Msg::RetryHints { game, ply }),
                // The driver writes no files (no test here saves a record).
                Command::SaveRecord { .. } | Command::Quit => {}
                Command::Fail(sentence) => self.failed = Some(sentence),
                Command::AnalyseBoard { seq, position } => {
                    let hints = self.solver.hints(&position);
                    self.apply(Msg::BoardValues { seq, hints });
                }
                Command::ComputeHints {
                    game,
                    ply,
                    position,
                } => {
                    let hints = hints_reply(&self.solver, game, &position);
                    self.apply(Msg::LocalHints { game, ply, hints });
                }
            }
        }
    }

    pub fn key(&mut self, code: KeyCode) {
        self.apply(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    /// Handles network events until `done` holds.
    pub async fn until(&mut self, what: &str, done: impl Fn(&App) -> bool) {
        let wait = async {
            while !done(&self.app) {
                let ev = self.events.recv().await.expect("the network task stopped");
                self.apply(Msg::Net(ev));
            }
        };
        if tokio::time::timeout(PATIENCE, wait).await.is_err() {
            panic!(
                "timed out waiting for {what}; notice: {:?}",
                self.app.notice
            );
        }
    }

    /// Moves the cursor with arrow keys to `(row, col)`.
    pub fn walk_to(&mut self, target: (usize, usize)) {
        loop {
            let cur = self.app.game.as_ref().unwrap().cursor;
            let code = if cur.0 > target.0 {
                KeyCode::Up
            } else if cur.0 < target.0 {
                KeyCode::Down
            } else if cur.1 > target.1 {
                KeyCode::Left
            } else if cur.1 < target.1 {
                KeyCode::Right
            } else {
                return;
            };
            self.key(code);
        }
    }

    /// Plays the game on screen to its end, always eating the last cell
    /// (never the poison while anything else is left).
    pub async fn play_out(&mut self) {
        loop {
            self.until("my turn or the end", |a| {
                a.game.as_ref().is_some_and(|g| g.finished() || g.my_turn())
            })
            .await;
            let g = self.app.game.as_ref().unwrap();
            if g.finished() {
                return;
            }
            let ply = g.state.ply;
            // A person takes a moment; the server limits frames per second.
            tokio::time::sleep(Duration::from_millis(100)).await;
            let target = last_present(&g.state.board)
                .unwrap_or_else(|| panic!("no cell to eat in {:?}", g.state));
            self.walk_to(target);
            self.key(KeyCode::Enter);
            self.until("my move to be played", |a| {
                a.game
                    .as_ref()
                    .is_some_and(|g| g.state.ply > ply || g.finished())
            })
            .await;
        }
    }
}
