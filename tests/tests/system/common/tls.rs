//! Certificates made in-process and a client that trusts exactly one, for
//! the TLS tests.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls_pki_types::CertificateDer;
use tokio_rustls::TlsConnector;

/// A self-signed certificate for `localhost`, written as `{tag}.crt` and
/// `{tag}.key` (PEM) in `dir`.
pub fn certificate(dir: &Path, tag: &str) -> (PathBuf, PathBuf, CertificateDer<'static>) {
    let cert = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
    let (crt, key) = (
        dir.join(format!("{tag}.crt")),
        dir.join(format!("{tag}.key")),
    );
    std::fs::write(&crt, cert.cert.pem()).unwrap();
    std::fs::write(&key, cert.signing_key.serialize_pem()).unwrap();
    (crt, key, cert.cert.der().clone())
}

/// A fresh client (no session to resume) that trusts only `root`.
pub fn trusting(root: CertificateDer<'static>) -> TlsConnector {
    let mut roots = rustls::RootCertStore::empty();
    roots.add(root).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    TlsConnector::from(Arc::new(config))
}
