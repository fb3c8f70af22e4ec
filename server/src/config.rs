//! Everything an operator can tune, as one struct that is both the library's
//! configuration and the binary's command line (every flag also reads a
//! `CHOMP_*` environment variable).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

use crate::store::{DbTarget, Durability};
use crate::transport::proxy::{ProxyHeader, TrustedProxy};

mod defaults;
mod listen;
mod paths;
mod units;

use listen::parse_listen;
pub use listen::{listen_addr, ListenAddrError};
pub use paths::{default_db_path, default_ssh_host_key};
pub use units::{parse_bytes, parse_duration};

/// How log lines are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Lines for people.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

/// The server's configuration. `Config::default()` is what the binary uses
/// with no flags; tests override the fields they care about.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "chomp-server",
    version,
    about = "Authoritative WebSocket match server for Chomp and iChomp"
)]
pub struct Config {
    /// Address to listen on, HOST:PORT (`0.0.0.0:7878`, `localhost:7878`;
    /// port 0 picks a free port).
    #[arg(long, env = "CHOMP_LISTEN", default_value = "127.0.0.1:7878", value_parser = parse_listen)]
    pub listen: SocketAddr,

    /// A second, plain-HTTP address that serves `/metrics` and `/healthz` for
    /// the operator (e.g. 127.0.0.1:9100); when set, the public port no
    /// longer serves `/metrics` (404) but still answers `/healthz`.
    #[arg(long, env = "CHOMP_METRICS_LISTEN", value_parser = parse_listen)]
    pub metrics_listen: Option<SocketAddr>,

    /// The database: a file path for SQLite (created if missing), or
    /// `postgres://USER:PASS@HOST:PORT/DB` for PostgreSQL, which several
    /// servers can share.
    #[arg(long, env = "CHOMP_DB", default_value_t = DbTarget::Sqlite(default_db_path()))]
    pub db: DbTarget,

    /// When a move counts as written: `full` waits for the disk (survives a
    /// power cut), `normal` for the operating system (survives the server
    /// being killed, not a power cut; faster on slow disks).
    #[arg(long, env = "CHOMP_DURABILITY", value_enum, default_value_t = Durability::Full)]
    pub durability: Durability,

    /// Directory of the engine's solver tables (loaded, or built and saved
    /// there); without it the tables are built in memory at start. The
    /// largest tables present there (the P-table of the highest K, every
    /// Grundy box file, e.g. from `chomp-solve`) are memory-mapped at start.
    #[arg(long, env = "CHOMP_TABLES")]
    pub tables: Option<PathBuf>,

    /// Size `K` of the engine's P-table: Chomp boards with rows + cols <= K
    /// are solved exactly (24 takes 1 MiB).
    #[arg(long, env = "CHOMP_SOLVER_BITS", default_value_t = 24)]
    pub solver_bits: u32,

    /// Do not build the K = 32 P-table and the Grundy box table in the
    /// background at first start (into --tables, else the user's cache
    /// directory; see docs/SERVER.md for the cost).
    #[arg(long, env = "CHOMP_NO_BACKGROUND_TABLES")]
    pub no_background_tables: bool,

    /// Turn off the read-only HTTP API (`/api/...` on the public port
    /// answers 404); see docs/PROTOCOL.md, "The HTTP API".
    #[arg(long, env = "CHOMP_NO_API")]
    pub no_api: bool,

    /// Most disk the Grundy box table built in the background may take,
    /// checkpoint included (`600MiB`, `2GiB`, `0` for none); the 16x16 box,
    /// which covers every iChomp quadrant, takes 573 MiB.
    #[arg(long, env = "CHOMP_TABLE_BUDGET", default_value = "600MiB", value_parser = parse_bytes)]
    pub table_budget: u64,

    /// Most memory the background table build may hold (`512MiB`, `1GiB`):
    /// it picks the largest tables that fit (15x16 by default; 16x16 needs
    /// about 610 MiB).
    #[arg(long, env = "CHOMP_TABLE_MEMORY", default_value = "512MiB", value_parser = parse_bytes)]
    pub table_memory: u64,

    /// Delay before a bot's move is played, so people can see it coming
    /// (e.g. `400ms`, `1s`, `0`).
    #[arg(long, env = "CHOMP_BOT_DELAY", default_value = "400ms", value_parser = parse_duration)]
    pub bot_delay: Duration,

    /// A connection that sends nothing (not even a pong) for this long is closed.
    #[arg(long, env = "CHOMP_IDLE_TIMEOUT", default_value = "60s", value_parser = parse_duration)]
    pub idle_timeout: Duration,

    /// A seat left without a connected player this long loses by `abandon`.
    #[arg(long, env = "CHOMP_ABANDON_AFTER", default_value = "120s", value_parser = parse_duration)]
    pub abandon_after: Duration,

    /// A frame (or ping) the client has not taken within this is not
    /// waited for: the connection is closed. With the small send buffer of
    /// every socket, this is how long a client may fall behind reading.
    #[arg(long, env = "CHOMP_WRITE_TIMEOUT", default_value = "10s", value_parser = parse_duration)]
    pub write_timeout: Duration,

    /// Most simultaneous connections: what 1 GiB holds at the measured
    /// 6.9 KiB per idle connection (docs/LOAD.md). When all are taken, the
    /// connection idle longest without a game is closed for a newcomer;
    /// only if all are in games is the newcomer refused. Each connection is
    /// a file descriptor: raise `ulimit -n` / `LimitNOFILE` to match.
    #[arg(long, env = "CHOMP_MAX_CONNECTIONS", default_value_t = 150_000)]
    pub max_connections: usize,

    /// Most simultaneous connections from one IP address (raise it to load-test
    /// from loopback); more are refused with `limit_reached`.
    #[arg(long, env = "CHOMP_MAX_CONNECTIONS_PER_ADDR", default_value_t = 256)]
    pub max_connections_per_addr: usize,

    /// Most simultaneous connections of one name (after `hello`); more get
    /// `limit_reached`, so a few names cannot fill the server.
    #[arg(long, env = "CHOMP_MAX_CONNECTIONS_PER_NAME", default_value_t = 4)]
    pub max_connections_per_name: usize,

    /// Frames per second a connection may send on average.
    #[arg(long, env = "CHOMP_RATE", default_value_t = 20.0)]
    pub rate: f64,

    /// Frames a connection may send in one burst above the average rate.
    #[arg(long, env = "CHOMP_BURST", default_value_t = 40.0)]
    pub burst: f64,

    /// IPv6 clients whose addresses share this many leading bits count as
    /// one address for every per-address limit (a host usually has a whole
    /// /64); IPv4 addresses always count one by one.
    #[arg(long, env = "CHOMP_IPV6_PREFIX", default_value_t = 64, value_parser = clap::value_parser!(u8).range(1..=128))]
    pub ipv6_prefix: u8,

    /// Frames per second all connections from one IP address may send
    /// together on average (opening a connection counts as one).
    #[arg(long, env = "CHOMP_ADDR_RATE", default_value_t = 200.0)]
    pub addr_rate: f64,

    /// Frames all connections from one IP address may send in one burst.
    #[arg(long, env = "CHOMP_ADDR_BURST", default_value_t = 400.0)]
    pub addr_burst: f64,

    /// New names one client address may claim per hour (that many at once,
    /// then refilled evenly); more are refused with `limit_reached`. Known
    /// names with their token are never limited. Raise it to load-test
    /// from one address.
    #[arg(long, env = "CHOMP_NAMES_PER_ADDR_HOUR", default_value_t = 20)]
    pub names_per_addr_hour: u32,

    /// Most games one player may have waiting for an opponent at a time.
    #[arg(long, env = "CHOMP_MAX_OPEN_GAMES", default_value_t = 4)]
    pub max_open_games: usize,

    /// Most unfinished games (waiting or playing, bot games included) one
    /// player may sit in; `create`, `rematch` and `join` beyond it are
    /// refused with `limit_reached`.
    #[arg(long, env = "CHOMP_MAX_UNFINISHED_GAMES", default_value_t = 8)]
    pub max_unfinished_games: usize,

    /// Rated games two players (people or hosted bots) may play each other
    /// in 24 hours; the games after these are unrated, so two accounts
    /// cannot farm rating off each other. `0`: games between players are
    /// never rated.
    #[arg(long, env = "CHOMP_RATED_REPEATS", default_value_t = 3)]
    pub rated_repeats: u32,

    /// A person to move who has not moved for this long loses by `timeout`,
    /// connected or not (bots have no clock). `0` turns the clock off.
    #[arg(long, env = "CHOMP_MOVE_TIMEOUT", default_value = "10m", value_parser = parse_duration)]
    pub move_timeout: Duration,

    /// Most `hints` searches running at once over the whole server; more
    /// wait their turn (off every game's queue).
    #[arg(long, env = "CHOMP_MAX_HINT_JOBS", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_hint_jobs: u32,

    /// Most players whose `hints` search waits for one of those slots
    /// (each player has at most one waiting or running); beyond it a request
    /// is refused with `busy` and `retry_after_ms`. A bound keeps the wait of
    /// the last in line short enough for its answer still to be wanted.
    #[arg(long, env = "CHOMP_MAX_HINT_QUEUE", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_hint_queue: u32,

    /// Most bot searches running at once over the whole server (bots' moves
    /// beyond the tables take a search of up to 150 ms each); more wait
    /// their turn, round-robin across client addresses.
    #[arg(long, env = "CHOMP_MAX_BOT_JOBS", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_bot_jobs: u32,

    /// Bot moves that may wait for a search before a new bot game on a
    /// board where the bot searches (beyond its tables) is refused with a
    /// sentence; one address may fill half of it. Moves of running games
    /// always wait their turn.
    #[arg(long, env = "CHOMP_MAX_BOT_QUEUE", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_bot_queue: u32,

    /// Most memory one bot move's or hints request's search may hold
    /// (`16MiB`); when it is spent the search answers with what it found.
    #[arg(long, env = "CHOMP_SEARCH_MEMORY", default_value = "16MiB", value_parser = parse_bytes)]
    pub search_memory: u64,

    /// Most memory all searches running at once may hold together (bots and
    /// hints, `256MiB`): each search gets at most this divided by
    /// --max-bot-jobs plus --max-hint-jobs.
    #[arg(long, env = "CHOMP_THINK_MEMORY", default_value = "256MiB", value_parser = parse_bytes)]
    pub think_memory: u64,

    /// Most spectators one game may have (its players are not counted).
    #[arg(long, env = "CHOMP_MAX_SPECTATORS", default_value_t = 256)]
    pub max_spectators: usize,

    /// Shortest interval between two lobby pushes (changes are coalesced).
    #[arg(long, env = "CHOMP_LOBBY_INTERVAL", default_value = "150ms", value_parser = parse_duration)]
    pub lobby_interval: Duration,

    /// Most open games, and most running games, listed in one lobby frame
    /// (the frame also carries the full counts).
    #[arg(long, env = "CHOMP_LOBBY_MAX_GAMES", default_value_t = 50)]
    pub lobby_max_games: usize,

    /// Most lobby frames per second over all subscribers together: with many
    /// subscribers the pushes come further apart than `--lobby-interval`.
    /// (Measured on two cores: 5,000 delta subscribers at 2,500 frames/s
    /// keep the moves of 2,000 games under 10 ms at p99; at 5,000 frames/s
    /// they did not. docs/LOAD.md.)
    #[arg(long, env = "CHOMP_LOBBY_FANOUT_RATE", default_value_t = 2500.0)]
    pub lobby_fanout_rate: f64,

    /// A finished game stays in memory this long after anyone last
    /// attended to it (its end, a watcher coming or leaving, a request),
    /// watched or not; it is reloaded from the database on demand.
    #[arg(long, env = "CHOMP_KEEP_FINISHED", default_value = "300s", value_parser = parse_duration)]
    pub keep_finished: Duration,

    /// How long a tournament's minute lasts (`minutes` of an arena, and
    /// `starts_in` seconds scaled alike). Only for tests, which run an
    /// arena of "2 minutes" in seconds instead of sleeping.
    #[arg(long, env = "CHOMP_TOURNAMENT_MINUTE", default_value = "60s", value_parser = parse_duration, hide = true)]
    pub tournament_minute: Duration,

    /// How long a free hosted bot on the bot ladder waits for another
    /// hosted bot before it is paired with one of the server's bots.
    #[arg(long, env = "CHOMP_LADDER_WAIT", default_value = "2s", value_parser = parse_duration)]
    pub ladder_wait: Duration,

    /// Most waiting or running tournaments one name, and one client
    /// address, may have created.
    #[arg(long, env = "CHOMP_MAX_TOURNAMENTS", default_value_t = 2)]
    pub max_tournaments: usize,

    /// PEM certificate chain: with `--tls-key`, the port speaks `wss://` and
    /// HTTPS. SIGHUP reloads both files without dropping connections.
    #[arg(long, env = "CHOMP_TLS_CERT", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,

    /// PEM private key of `--tls-cert`.
    #[arg(long, env = "CHOMP_TLS_KEY", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// The TCP, TLS and WebSocket handshakes together must finish within this.
    #[arg(long, env = "CHOMP_HANDSHAKE_TIMEOUT", default_value = "10s", value_parser = parse_duration)]
    pub handshake_timeout: Duration,

    /// Most handshakes under way at once; connections beyond it are closed at once.
    #[arg(long, env = "CHOMP_MAX_HANDSHAKES", default_value_t = 512)]
    pub max_handshakes: usize,

    /// Most handshakes under way at once from one IP address (never more
    /// than --max-handshakes); beyond it that address's sockets are closed at
    /// once, not everyone's. Trusted proxies are not limited by it.
    #[arg(long, env = "CHOMP_MAX_HANDSHAKES_PER_ADDR", default_value_t = 32)]
    pub max_handshakes_per_addr: usize,

    /// A connection that has not said `hello` within this is closed.
    #[arg(long, env = "CHOMP_HELLO_TIMEOUT", default_value = "10s", value_parser = parse_duration)]
    pub hello_timeout: Duration,

    /// A reverse proxy (address or CIDR block, repeatable) whose `Forwarded`
    /// or `X-Forwarded-For` header names the client; nobody else's is believed.
    #[arg(
        long = "trusted-proxy",
        env = "CHOMP_TRUSTED_PROXY",
        value_delimiter = ','
    )]
    pub trusted_proxy: Vec<TrustedProxy>,

    /// The header a `--trusted-proxy` names the client in; the other one is
    /// ignored, since a proxy passes it on as the client wrote it. Every
    /// line of the header counts, and the rightmost address that is not a
    /// trusted proxy is the client.
    #[arg(long, env = "CHOMP_PROXY_HEADER", value_enum, default_value_t = ProxyHeader::XForwardedFor)]
    pub proxy_header: ProxyHeader,
    /// Also serve the terminal client over SSH on this address (e.g.
    /// 0.0.0.0:2222), so `ssh -p 2222 NAME@HOST` plays; off without it.
    #[arg(long, env = "CHOMP_SSH_LISTEN", value_parser = parse_listen)]
    pub ssh_listen: Option<SocketAddr>,

    /// The SSH door's host key: ed25519 in OpenSSH format, made (mode 0600)
    /// at first start when missing (default: ssh_host_ed25519_key in the
    /// user's data directory, beside the default database).
    #[arg(long, env = "CHOMP_SSH_HOST_KEY")]
    pub ssh_host_key: Option<PathBuf>,

    /// Most channels one SSH connection may open (one terminal each).
    #[arg(long, env = "CHOMP_SSH_MAX_CHANNELS", default_value_t = 2)]
    pub ssh_max_channels: usize,

    /// Terminal cells all SSH sessions from one address may hold together
    /// (each cell costs about 100 bytes of server memory; 80x24 is 1,920
    /// cells). The default is eight of the largest terminals drawn
    /// (300x120), or 150 of 80x24; a load test from one address lifts it.
    #[arg(long, env = "CHOMP_SSH_CELLS_PER_ADDR", default_value_t = 288_000)]
    pub ssh_cells_per_addr: u64,

    /// Language of SSH sessions whose client sends neither LC_ALL nor LANG:
    /// one of the client's languages, e.g. de or fa (default: English).
    /// Checked by the SSH door, which holds the client's languages.
    #[arg(long, env = "CHOMP_LANG")]
    pub lang: Option<String>,

    /// Log lines as text or as JSON objects.
    #[arg(long, env = "CHOMP_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
}

#[cfg(test)]
mod tests;
