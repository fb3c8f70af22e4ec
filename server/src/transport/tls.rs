//! TLS for the listener: the certificate and key come from PEM files and can
//! be swapped while the server runs (SIGHUP), because certificates are
//! renewed every few weeks and a renewal must not drop a single game.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use rustls::crypto::CryptoProvider;
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::ServerConfig;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

/// Why the certificate or key could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("cannot read the TLS certificate file {path}: {reason}")]
    Cert { path: PathBuf, reason: String },
    #[error("the TLS certificate file {0} holds no certificate")]
    NoCert(PathBuf),
    #[error("cannot read the TLS key file {path}: {reason}")]
    Key { path: PathBuf, reason: String },
    #[error("the TLS key in {key} does not fit the certificate in {cert}: {reason}")]
    Mismatch {
        cert: PathBuf,
        key: PathBuf,
        reason: String,
    },
    #[error("the TLS settings were refused: {0}")]
    Config(String),
}

/// The certificate files the server was started with.
#[derive(Clone, Debug)]
pub struct TlsFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
}

/// Hands every new handshake the certificate loaded last; connections
/// already open keep the one they started with.
pub struct Reloadable {
    files: TlsFiles,
    provider: Arc<CryptoProvider>,
    current: RwLock<Arc<CertifiedKey>>,
}

impl fmt::Debug for Reloadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reloadable")
            .field("files", &self.files)
            .finish_non_exhaustive()
    }
}

impl ResolvesServerCert for Reloadable {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        self.current.read().ok().map(|k| k.clone())
    }
}

impl Reloadable {
    /// Reads the files again; on any error the certificate in use stays.
    pub fn reload(&self) -> Result<(), TlsError> {
        let key = load(&self.files, &self.provider)?;
        if let Ok(mut current) = self.current.write() {
            *current = Arc::new(key);
        }
        Ok(())
    }
}

/// The acceptor of the listener and the handle that reloads its certificate.
pub struct Tls {
    pub acceptor: TlsAcceptor,
    pub certs: Arc<Reloadable>,
}

impl Tls {
    /// Loads the files now, so that a bad file stops the start.
    pub fn new(files: TlsFiles) -> Result<Tls, TlsError> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let key = load(&files, &provider)?;
        let certs = Arc::new(Reloadable {
            files,
            provider: provider.clone(),
            current: RwLock::new(Arc::new(key)),
        });
        let mut config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| TlsError::Config(e.to_string()))?
            .with_no_client_auth()
            .with_cert_resolver(certs.clone());
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(Tls {
            acceptor: TlsAcceptor::from(Arc::new(config)),
            certs,
        })
    }
}

fn load(files: &TlsFiles, provider: &CryptoProvider) -> Result<CertifiedKey, TlsError> {
    let chain = read_certs(&files.cert)?;
    let key = read_key(&files.key)?;
    CertifiedKey::from_der(chain, key, provider).map_err(|e| TlsError::Mismatch {
        cert: files.cert.clone(),
        key: files.key.clone(),
        reason: e.to_string(),
    })
}

fn read_certs(path: &Path) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let fail = |reason: String| TlsError::Cert {
        path: path.to_path_buf(),
        reason,
    };
    let chain = CertificateDer::pem_file_iter(path)
        .map_err(|e| fail(pem_reason(e)))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| fail(pem_reason(e)))?;
    if chain.is_empty() {
        return Err(TlsError::NoCert(path.to_path_buf()));
    }
    Ok(chain)
}

fn read_key(path: &Path) -> Result<PrivateKeyDer<'static>, TlsError> {
    PrivateKeyDer::from_pem_file(path).map_err(|e| TlsError::Key {
        path: path.to_path_buf(),
        reason: pem_reason(e),
    })
}

fn pem_reason(e: rustls_pki_types::pem::Error) -> String {
    use rustls_pki_types::pem::Error;
    match e {
        Error::Io(io) => io.to_string(),
        Error::NoItemsFound => "it holds no PEM item of the right kind".into(),
        other => format!("it is not valid PEM ({other:?})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write_pair(dir: &Path, name: &str) -> TlsFiles {
        let cert = rcgen::generate_simple_self_signed(vec![name.to_string()]).unwrap();
        let files = TlsFiles {
            cert: dir.join(format!("{name}.crt")),
            key: dir.join(format!("{name}.key")),
        };
        std::fs::write(&files.cert, cert.cert.pem()).unwrap();
        std::fs::write(&files.key, cert.signing_key.serialize_pem()).unwrap();
        files
    }

    #[test]
    fn good_files_load_and_bad_ones_say_why() {
        let dir = tempfile::tempdir().unwrap();
        let good = write_pair(dir.path(), "localhost");
        assert!(Tls::new(good.clone()).is_ok());

        let missing = TlsFiles {
            cert: dir.path().join("nope.crt"),
            key: good.key.clone(),
        };
        let e = Tls::new(missing).err().unwrap().to_string();
        assert!(e.contains("cannot read the TLS certificate file"), "{e}");

        std::fs::write(dir.path().join("empty.crt"), "not pem at all\n").unwrap();
        let empty = TlsFiles {
            cert: dir.path().join("empty.crt"),
            key: good.key.clone(),
        };
        let e = Tls::new(empty).err().unwrap().to_string();
        assert!(e.contains("holds no certificate"), "{e}");

        let other = write_pair(dir.path(), "other");
        let mismatched = TlsFiles {
            cert: good.cert.clone(),
            key: other.key.clone(),
        };
        let e = Tls::new(mismatched).err().unwrap().to_string();
        assert!(e.contains("does not fit"), "{e}");
    }

    #[test]
    fn a_failed_reload_keeps_the_certificate_in_use() {
        let dir = tempfile::tempdir().unwrap();
        let files = write_pair(dir.path(), "localhost");
        let tls = Tls::new(files.clone()).unwrap();
        let before = tls.certs.current.read().unwrap().cert.clone();
        std::fs::write(&files.cert, "garbage").unwrap();
        assert!(tls.certs.reload().is_err());
        assert_eq!(tls.certs.current.read().unwrap().cert, before);
        write_pair(dir.path(), "localhost");
        tls.certs.reload().unwrap();
        assert_ne!(tls.certs.current.read().unwrap().cert, before);
    }
}
