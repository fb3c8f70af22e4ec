//! What every SSH connection shares: the host key and the russh settings
//! made from it, the port players type, the solver for replayed hints and
//! the screen cells each address holds. Its own module, so the accept loop
//! (`mod.rs`), one connection (`connection.rs`) and its handler
//! (`handler.rs`) all use it and none of them uses another back for it.

use std::sync::Arc;
use std::time::Duration;

use chomp_client::i18n::Lang;
use chomp_client::local_hints::LazySolver;
use russh::keys::HashAlg;
use russh::{MethodKind, MethodSet};

use chomp_server::facade::{default_ssh_host_key, Host, ServerError};

use crate::host_key;
use crate::lang::session_lang;
use crate::screens::Screens;

/// Most authentication attempts (refused keys, passwords, the refusal's
/// keyboard-interactive round) on one connection.
const MAX_AUTH_ATTEMPTS: usize = 3;

/// What every SSH connection shares.
pub struct Door {
    pub host: Host,
    /// The language of sessions whose client names none (`--lang`).
    pub lang: Option<Lang>,
    /// The port players type (`ssh -p PORT`), for the sentences that say so.
    pub port: u16,
    /// One solver for every session's replayed hints, made on first use.
    pub solver: LazySolver,
    /// The screen cells each address's sessions hold.
    pub screens: Screens,
    /// The host key's fingerprint, `SHA256:...`.
    pub fingerprint: String,
    pub(super) config: Arc<russh::server::Config>,
}

impl Door {
    /// Reads (or makes) the host key and logs its fingerprint.
    pub fn new(host: Host, port: u16) -> Result<Door, ServerError> {
        let lang = session_lang(host.config())?;
        let path = host
            .config()
            .ssh_host_key
            .clone()
            .unwrap_or_else(default_ssh_host_key);
        let key = host_key::load_or_create(&path).map_err(|e| ServerError::Door(e.to_string()))?;
        tracing::info!(
            "SSH host key {}: {}",
            path.display(),
            host_key::fingerprint_line(&key)
        );
        let fingerprint = key.public_key().fingerprint(HashAlg::Sha256).to_string();
        let idle = host.config().idle_timeout.max(Duration::from_millis(300));
        let config = russh::server::Config {
            keys: vec![key],
            methods: methods(),
            max_auth_attempts: MAX_AUTH_ATTEMPTS,
            auth_rejection_time: Duration::from_millis(500),
            auth_rejection_time_initial: Some(Duration::ZERO),
            // A silent peer is found by keepalives, as a WebSocket one by
            // pings: three unanswered in a row over the idle timeout.
            inactivity_timeout: None,
            keepalive_interval: Some(idle / 3),
            keepalive_max: 3,
            nodelay: true,
            ..Default::default()
        };
        let solver = LazySolver::new(host.config().tables.clone());
        let screens = Screens::new(host.config().ssh_cells_per_addr);
        host.set_ssh_port(port);
        Ok(Door {
            host,
            lang,
            port,
            solver,
            screens,
            fingerprint,
            config: Arc::new(config),
        })
    }
}

/// Public keys, and keyboard-interactive only to tell why a key was refused.
pub fn methods() -> MethodSet {
    MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..])
}
