//! Trust for a certificate given with `--ca` that is the server's own:
//! the certificate a self-signed server presents is also the one its
//! owner hands out, and the usual ways of making one (OpenSSL 3's
//! `req -x509`) mark it as a certificate authority, which WebPKI refuses
//! to accept as a server's certificate. Such a certificate is trusted the
//! way curl's pinning or a browser's exception trusts it: exactly that
//! certificate, for the names it carries. Everything else goes through the
//! usual WebPKI checks.

use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::server::ParsedCertificate;
use rustls::{CertificateError, DigitallySignedStruct, Error, SignatureScheme};

/// WebPKI, plus the certificates pinned with `--ca`.
#[derive(Debug)]
pub struct PinnedOrWebPki {
    webpki: Arc<WebPkiServerVerifier>,
    pinned: Vec<CertificateDer<'static>>,
    provider: Arc<CryptoProvider>,
}

impl PinnedOrWebPki {
    pub fn new(
        webpki: Arc<WebPkiServerVerifier>,
        pinned: Vec<CertificateDer<'static>>,
        provider: Arc<CryptoProvider>,
    ) -> PinnedOrWebPki {
        PinnedOrWebPki {
            webpki,
            pinned,
            provider,
        }
    }
}

/// Whether WebPKI refused a server's certificate for being marked as a
/// certificate authority (rustls passes that refusal on as `Other`).
pub fn ca_used_as_end_entity(c: &CertificateError) -> bool {
    matches!(c, CertificateError::Other(other)
        if matches!(other.0.downcast_ref::<webpki::Error>(), Some(webpki::Error::CaUsedAsEndEntity)))
}

/// The WebPKI refusals a pinned certificate overrides: they are about the
/// issuer, which a pinned certificate does not need.
fn about_the_issuer(e: &Error) -> bool {
    match e {
        Error::InvalidCertificate(CertificateError::UnknownIssuer) => true,
        Error::InvalidCertificate(c) => ca_used_as_end_entity(c),
        _ => false,
    }
}

impl ServerCertVerifier for PinnedOrWebPki {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        let checked = self.webpki.verify_server_cert(
            end_entity,
            intermediates,
            server_name,
            ocsp_response,
            now,
        );
        match checked {
            Err(e) if about_the_issuer(&e) && self.pinned.iter().any(|p| p == end_entity) => {
                // The name must still be one the certificate carries.
                let parsed = ParsedCertificate::try_from(end_entity)?;
                rustls::client::verify_server_name(&parsed, server_name)?;
                Ok(ServerCertVerified::assertion())
            }
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.webpki.supported_verify_schemes()
    }
}
