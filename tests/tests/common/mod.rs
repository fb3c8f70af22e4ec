//! The in-process server of the system tests (real server on 127.0.0.1:0,
//! temporary database); the test client and board helpers come from
//! `chomp-testkit`, shared with the crash tests.
#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use chomp_server::{Config, RunningServer};

// Each test file uses a different part of the kit.
#[allow(unused_imports)]
pub use chomp_testkit::boards::{board_of, present_cells, small_move, small_move_rows};
#[allow(unused_imports)]
pub use chomp_testkit::{play_vs_bot, Client, WAIT};

/// A test configuration: ephemeral port, database in `dir`, instant bots.
pub fn config(dir: &Path) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: dir.join("chomp.db").into(),
        bot_delay: Duration::ZERO,
        lobby_interval: Duration::from_millis(20),
        // Tests play faster than people; the rate-limit test sets its own.
        rate: 10_000.0,
        burst: 10_000.0,
        addr_rate: 1_000_000.0,
        addr_burst: 1_000_000.0,
        // Tests claim many names from 127.0.0.1; the name-limit test sets its own.
        names_per_addr_hour: 1_000_000,
        ..Config::default()
    }
}

/// A scratch PostgreSQL database for one test, dropped by [`Scratch::drop_now`];
/// `None` (having said why) where no test PostgreSQL is configured.
pub struct Scratch {
    admin: String,
    pub url: String,
}

impl Scratch {
    pub async fn new() -> Option<Scratch> {
        use chomp_server::store::postgres::scratch;
        let admin = scratch::admin_url()?;
        let url = scratch::fresh_database(&admin).await;
        Some(Scratch { admin, url })
    }

    /// `config` with this database as its store.
    pub fn config(&self, dir: &Path) -> Config {
        Config {
            db: chomp_server::store::DbTarget::Postgres(self.url.clone()),
            ..config(dir)
        }
    }

    pub async fn drop_now(self) {
        chomp_server::store::postgres::scratch::drop_database(&self.admin, &self.url).await;
    }
}

pub async fn start(config: Config) -> RunningServer {
    chomp_server::start(config).await.expect("server starts")
}
