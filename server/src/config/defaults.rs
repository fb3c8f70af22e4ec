//! What a library user gets without a command line: every flag's default.

use std::net::SocketAddr;
use std::time::Duration;

use super::paths::default_db_path;
use super::{Config, LogFormat};
use crate::store::{DbTarget, Durability};
use crate::transport::proxy::ProxyHeader;

impl Default for Config {
    fn default() -> Self {
        // Parsing no arguments yields every default above; environment
        // variables are deliberately not read for library users.
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 7878)),
            metrics_listen: None,
            db: DbTarget::Sqlite(default_db_path()),
            durability: Durability::Full,
            tables: None,
            solver_bits: 24,
            // Library users (tests, embedded servers) opt in: building
            // 800 MiB of tables is for a real server's first start.
            no_background_tables: true,
            no_api: false,
            table_budget: 600 << 20,
            table_memory: 512 << 20,
            bot_delay: Duration::from_millis(400),
            idle_timeout: Duration::from_secs(60),
            abandon_after: Duration::from_secs(120),
            write_timeout: Duration::from_secs(10),
            max_connections: 150_000,
            max_connections_per_addr: 256,
            max_connections_per_name: 4,
            rate: 20.0,
            burst: 40.0,
            ipv6_prefix: 64,
            addr_rate: 200.0,
            addr_burst: 400.0,
            names_per_addr_hour: 20,
            max_open_games: 4,
            max_unfinished_games: 8,
            rated_repeats: 3,
            move_timeout: Duration::from_secs(600),
            max_hint_jobs: 2,
            max_hint_queue: 64,
            max_bot_jobs: 2,
            max_bot_queue: 64,
            search_memory: 16 << 20,
            think_memory: 256 << 20,
            max_spectators: 256,
            lobby_interval: Duration::from_millis(150),
            lobby_max_games: 50,
            lobby_fanout_rate: 2500.0,
            keep_finished: Duration::from_secs(300),
            tournament_minute: Duration::from_secs(60),
            ladder_wait: Duration::from_secs(2),
            max_tournaments: 2,
            tls_cert: None,
            tls_key: None,
            handshake_timeout: Duration::from_secs(10),
            max_handshakes: 512,
            max_handshakes_per_addr: 32,
            hello_timeout: Duration::from_secs(10),
            trusted_proxy: Vec::new(),
            proxy_header: ProxyHeader::XForwardedFor,
            ssh_listen: None,
            ssh_host_key: None,
            ssh_max_channels: 2,
            ssh_cells_per_addr: 288_000,
            lang: None,
            log_format: LogFormat::Text,
        }
    }
}
