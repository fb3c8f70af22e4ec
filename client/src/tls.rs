//! Connecting to a server, in clear (`ws://`) or over TLS (`wss://`).
//!
//! TLS is rustls with the ring provider (no OpenSSL). The system's root
//! certificates are trusted, plus any in a `--ca FILE` (PEM), which is how a
//! self-signed server is reached: a certificate in that file is trusted as
//! an authority and, when the server presents that very certificate, as
//! the server's own ([`crate::pinned`]), whatever its CA flag. A failure that trying again cannot mend (a
//! certificate not trusted, for the wrong name or expired; a server that does
//! not speak TLS) is [`ConnectError::Fatal`], one sentence, so callers stop
//! instead of retrying forever.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::error::{ProtocolError, TlsError, UrlError};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Error as WsError;
use tokio_tungstenite::{Connector as WsConnector, MaybeTlsStream, WebSocketStream};

use tokio_tungstenite::tungstenite::http::Uri;

use crate::pinned::PinnedOrWebPki;
use crate::reach::{service_of, Unreachable, CONNECT_TIMEOUT};
use crate::tls_words::sentence_with_ca;

/// A WebSocket to the server.
pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Why TLS could not be set up at all.
#[derive(Debug, thiserror::Error)]
pub enum TlsSetupError {
    #[error("cannot read the CA file {path}: {source}")]
    CaFile {
        path: PathBuf,
        source: rustls::pki_types::pem::Error,
    },
    #[error("the CA file {0} holds no certificate")]
    CaEmpty(PathBuf),
    #[error("the CA file {path} holds a certificate rustls cannot use: {source}")]
    CaBad {
        path: PathBuf,
        source: rustls::Error,
    },
    #[error("cannot set up TLS: {0}")]
    Rustls(#[from] rustls::Error),
}

/// Why a connection attempt failed.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// Trying again will not help; the sentence says why.
    #[error("{0}")]
    Fatal(String),
    /// The server may come back (refused, reset, timed out); `why` is the
    /// kind the screen names, `reason` the sentence for logs.
    #[error("{reason}")]
    Transient { why: Unreachable, reason: String },
}

impl ConnectError {
    fn transient(why: Unreachable, reason: String) -> ConnectError {
        ConnectError::Transient { why, reason }
    }
}

impl ConnectError {
    pub fn is_fatal(&self) -> bool {
        matches!(self, ConnectError::Fatal(_))
    }
}

/// How to reach servers: the TLS trust to use for `wss://`.
#[derive(Clone)]
pub struct Connector {
    tls: Arc<ClientConfig>,
    /// The `--ca` file, named when the server's certificate does not match it.
    ca: Option<PathBuf>,
}

impl std::fmt::Debug for Connector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Connector")
    }
}

impl Connector {
    /// Trusts the system's roots and, if given, the certificates in `ca`.
    pub fn new(ca: Option<&Path>) -> Result<Connector, TlsSetupError> {
        let mut roots = RootCertStore::empty();
        let native = rustls_native_certs::load_native_certs();
        for e in &native.errors {
            tracing::debug!(error = %e, "a system root certificate could not be read");
        }
        let (added, ignored) = roots.add_parsable_certificates(native.certs);
        tracing::debug!(added, ignored, "system root certificates");
        let mut pinned = Vec::new();
        if let Some(path) = ca {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|it| it.collect::<Result<Vec<_>, _>>())
                .map_err(|source| TlsSetupError::CaFile {
                    path: path.to_path_buf(),
                    source,
                })?;
            if certs.is_empty() {
                return Err(TlsSetupError::CaEmpty(path.to_path_buf()));
            }
            for cert in certs {
                roots
                    .add(cert.clone())
                    .map_err(|source| TlsSetupError::CaBad {
                        path: path.to_path_buf(),
                        source,
                    })?;
                pinned.push(cert);
            }
        }
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder = ClientConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()?;
        let config = if pinned.is_empty() {
            builder.with_root_certificates(roots).with_no_client_auth()
        } else {
            let webpki =
                WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                    .build()
                    .map_err(|e| TlsSetupError::Rustls(rustls::Error::General(e.to_string())))?;
            let verifier = PinnedOrWebPki::new(webpki, pinned, provider);
            builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(verifier))
                .with_no_client_auth()
        };
        Ok(Connector {
            tls: Arc::new(config),
            ca: ca.map(Path::to_path_buf),
        })
    }

    /// Opens a WebSocket to `url` (`ws://` or `wss://`).
    pub async fn connect(&self, url: &str) -> Result<Socket, ConnectError> {
        self.open(url).await.map(|(ws, _)| ws)
    }

    /// Opens a WebSocket to `url` within [`CONNECT_TIMEOUT`], with the
    /// service id the server named on the upgrade (none from an older
    /// server). The host name is resolved first, so that a name that does
    /// not resolve is told apart from a server that does not answer.
    pub async fn open(&self, url: &str) -> Result<(Socket, Option<String>), ConnectError> {
        let attempt = async {
            resolve(url).await?;
            let connector = WsConnector::Rustls(self.tls.clone());
            tokio_tungstenite::connect_async_tls_with_config(
                url,
                Some(ws_config()),
                false,
                Some(connector),
            )
            .await
            .map(|(ws, answer)| (ws, service_of(&answer)))
            .map_err(|e| classify(url, e, self.ca.as_deref()))
        };
        match tokio::time::timeout(CONNECT_TIMEOUT, attempt).await {
            Ok(done) => done,
            Err(_) => Err(ConnectError::transient(
                Unreachable::TimedOut,
                format!(
                    "cannot connect to {url}: no answer within {} s",
                    CONNECT_TIMEOUT.as_secs()
                ),
            )),
        }
    }
}

/// Read chunk of a client's socket. tungstenite's default (128 KiB) is
/// allocated for every socket and zeroed before every read: a load
/// generator's 5,000 lobby subscribers spent a quarter of their CPU in
/// that memset (`perf`, docs/LOAD.md). Frames are a few hundred bytes; a
/// larger one is read in several chunks.
const READ_CHUNK: usize = 4 * 1024;

fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default().read_buffer_size(READ_CHUNK)
}

/// Resolves the host of `url`: a failure is [`Unreachable::NoSuchHost`].
/// An address that is no URL is left to the connect, which says why.
async fn resolve(url: &str) -> Result<(), ConnectError> {
    let Ok(uri) = url.parse::<Uri>() else {
        return Ok(());
    };
    let Some(host) = uri.host() else {
        return Ok(());
    };
    let host = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_string();
    let port = uri
        .port_u16()
        .unwrap_or(if uri.scheme_str() == Some("wss") {
            443
        } else {
            80
        });
    let found = tokio::net::lookup_host((host.as_str(), port))
        .await
        .map(|addresses| addresses.count());
    match found {
        Ok(n) if n > 0 => Ok(()),
        Ok(_) => Err(ConnectError::transient(
            Unreachable::NoSuchHost,
            format!("cannot connect to {url}: {host} has no address"),
        )),
        Err(e) => Err(ConnectError::transient(
            Unreachable::NoSuchHost,
            format!("cannot connect to {url}: cannot resolve {host}: {e}"),
        )),
    }
}

/// Sorts a connection failure into fatal or transient, in one sentence;
/// `ca` is the `--ca` file, if one was given.
pub fn classify(url: &str, e: WsError, ca: Option<&Path>) -> ConnectError {
    match e {
        WsError::Io(io) => {
            if let Some(tls) = io
                .get_ref()
                .and_then(|inner| inner.downcast_ref::<rustls::Error>())
            {
                return ConnectError::Fatal(tls_sentence(url, tls, ca));
            }
            // A server that hangs up on the TLS hello does not speak TLS.
            if url.starts_with("wss://") && io.kind() == std::io::ErrorKind::UnexpectedEof {
                return ConnectError::Fatal(format!(
                    "{url} closed the connection during the TLS handshake: is it a ws:// server?"
                ));
            }
            ConnectError::transient(
                Unreachable::of_io(&io),
                format!("cannot connect to {url}: {io}"),
            )
        }
        WsError::Tls(TlsError::Rustls(tls)) => ConnectError::Fatal(tls_sentence(url, &tls, ca)),
        WsError::Tls(TlsError::InvalidDnsName) => ConnectError::Fatal(format!(
            "{url} has no host name that TLS can check a certificate against."
        )),
        // Another TLS library's failure (this build uses only rustls).
        WsError::Tls(_) => ConnectError::Fatal(format!(
            "The TLS handshake with {url} failed: check the address, and pass the server's \
             certificate with --ca FILE if it uses its own."
        )),
        WsError::Url(UrlError::TlsFeatureNotEnabled) => {
            ConnectError::Fatal(format!("{url} needs TLS, which this build lacks."))
        }
        WsError::Url(u) => ConnectError::Fatal(format!("{url} is not a server address: {u}.")),
        // A TLS server answers a clear-text request with TLS bytes, which
        // are no HTTP: retrying the same address would loop for ever.
        WsError::Protocol(ProtocolError::HttparseError(_)) if url.starts_with("ws://") => {
            ConnectError::Fatal(format!(
                "{url} does not answer in plain HTTP: this server speaks TLS, so use {}.",
                url.replacen("ws://", "wss://", 1)
            ))
        }
        other => {
            let reason = format!("cannot connect to {url}: {other}");
            ConnectError::transient(Unreachable::Other(other.to_string()), reason)
        }
    }
}

fn tls_sentence(url: &str, e: &rustls::Error, ca: Option<&Path>) -> String {
    sentence_with_ca(url, e, ca)
}
