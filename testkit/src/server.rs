//! The server in-process for a test: an ephemeral port, a database in the
//! test's temporary directory (or a scratch PostgreSQL database), bots that
//! answer at once, and limits lifted so that tests may play faster than
//! people.

use std::path::Path;
use std::time::Duration;

use chomp_server::store::postgres::scratch;
use chomp_server::store::DbTarget;
use chomp_server::{Config, RunningServer};

/// A test configuration with its SQLite database in `dir`.
pub fn config(dir: &Path) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().expect("an address"),
        db: dir.join("chomp.db").into(),
        bot_delay: Duration::ZERO,
        lobby_interval: Duration::from_millis(20),
        // Tests play faster than people; the rate-limit tests set their own.
        rate: 10_000.0,
        burst: 10_000.0,
        addr_rate: 1_000_000.0,
        addr_burst: 1_000_000.0,
        // Tests claim many names from 127.0.0.1; the name-limit test sets its own.
        names_per_addr_hour: 1_000_000,
        // Tests open dozens of connections at once from 127.0.0.1; the
        // handshake-share test sets its own.
        max_handshakes_per_addr: 512,
        ..Config::default()
    }
}

/// Starts a server, failing the test if it cannot.
pub async fn start(config: Config) -> RunningServer {
    chomp_door::start(config).await.expect("server starts")
}

/// A scratch PostgreSQL database for one test, dropped by [`Scratch::drop_now`].
pub struct Scratch {
    admin: String,
    pub url: String,
}

impl Scratch {
    /// `None` (having said why) where no test PostgreSQL is configured.
    pub async fn new() -> Option<Scratch> {
        let admin = scratch::admin_url()?;
        let url = scratch::fresh_database(&admin).await;
        Some(Scratch { admin, url })
    }

    /// [`config`] with this database as the store.
    pub fn config(&self, dir: &Path) -> Config {
        Config {
            db: DbTarget::Postgres(self.url.clone()),
            ..config(dir)
        }
    }

    pub async fn drop_now(self) {
        scratch::drop_database(&self.admin, &self.url).await;
    }
}

/// Runs a scenario with the test configuration on a scratch PostgreSQL
/// database, then drops it: the PostgreSQL twin of a test written for
/// [`config`]. Without a test PostgreSQL it returns at once (having said
/// the test is skipped, or failed under CI).
pub async fn on_postgres<F, Fut>(scenario: F)
where
    F: FnOnce(Config) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let Some(scratch) = Scratch::new().await else {
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    scenario(scratch.config(dir.path())).await;
    scratch.drop_now().await;
}
