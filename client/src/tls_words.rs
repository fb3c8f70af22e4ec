//! A TLS failure as one sentence in words: what went wrong, and what to
//! do about it (pass `--ca FILE`, check the host name, check the clock,
//! ask the server's operator). Never a Rust value: rustls' `Display` and
//! `Debug` forms (`Other(OtherError(CaUsedAsEndEntity))`, `BadSignature`)
//! are no sentence, so every kind is said here, and a kind rustls adds
//! later gets the general sentence. English only, like the other
//! connection sentences of [`crate::tls`].

use std::path::Path;

use rustls::{AlertDescription, CertificateError, Error};

use crate::pinned::ca_used_as_end_entity;

/// What to do about a certificate this client does not trust.
const PASS_CA: &str = "if the server uses its own certificate, pass that certificate \
                       with --ca FILE, or set CHOMP_CA to the file";

/// The most names of a certificate said in a sentence.
const NAMES_SAID: usize = 4;

/// The sentence for a TLS failure with the server at `url`, when the
/// certificates of the file `ca` (`--ca`) were trusted too: a certificate
/// the client does not trust was not matched by that file, which is what to
/// say, rather than advice to pass `--ca` to someone who did.
pub fn sentence_with_ca(url: &str, e: &Error, ca: Option<&Path>) -> String {
    match (ca, e) {
        (Some(file), Error::InvalidCertificate(c)) if not_trusted(c) => format!(
            "The certificate of {url} does not match {}, the file given with --ca: it is \
             neither that certificate nor signed by it; ask the server's operator for the \
             certificate file the server uses, such as the cert.pem that chomp-server cert \
             wrote.",
            file.display()
        ),
        _ => sentence(url, e),
    }
}

/// A certificate refused for whom it comes from, which a file given with
/// `--ca` would have vouched for had it been the right one.
fn not_trusted(c: &CertificateError) -> bool {
    matches!(
        c,
        CertificateError::UnknownIssuer | CertificateError::BadSignature
    ) || ca_used_as_end_entity(c)
}

/// The sentence for a TLS failure with the server at `url`.
pub fn sentence(url: &str, e: &Error) -> String {
    match e {
        Error::InvalidCertificate(c) => certificate(url, c),
        Error::AlertReceived(alert) => alert_sentence(url, *alert),
        Error::InvalidMessage(_) | Error::InappropriateMessage { .. } => {
            format!("{url} does not answer in TLS: is it a ws:// server? If so, use ws:// instead of wss://.")
        }
        Error::PeerIncompatible(_) => format!(
            "{url} and this client have no TLS version or cipher in common: this client \
             speaks TLS 1.2 and 1.3; ask the server's operator to enable one of them."
        ),
        Error::PeerMisbehaved(_)
        | Error::InappropriateHandshakeMessage { .. }
        | Error::PeerSentOversizedRecord
        | Error::DecryptError => format!(
            "{url} broke the rules of the TLS handshake: check that the address is the chomp \
             server's and that nothing in between rewrites the connection, then try again."
        ),
        Error::NoCertificatesPresented => format!(
            "{url} presented no certificate, so it is not set up for TLS: ask its operator, \
             or use ws:// if it serves plain connections."
        ),
        Error::UnsupportedNameType => format!(
            "{url} has no host name or IP address that TLS can check a certificate against: \
             connect by a name the server's certificate carries."
        ),
        Error::FailedToGetCurrentTime => format!(
            "TLS with {url} needs this machine's clock, which cannot be read: check the \
             system clock."
        ),
        Error::FailedToGetRandomBytes => format!(
            "TLS with {url} needs random numbers, which this machine does not give: check \
             the system."
        ),
        Error::InvalidCertRevocationList(_) => format!(
            "A certificate revocation list for {url} cannot be used: ask the server's operator."
        ),
        Error::NoApplicationProtocol => format!(
            "{url} speaks no protocol this client knows over TLS: check that the address is \
             a chomp server's."
        ),
        _ => general(url),
    }
}

/// A failure no other sentence names (rustls' `General`, `Other`, and kinds
/// it may add).
fn general(url: &str) -> String {
    format!("The TLS handshake with {url} failed: check the address and the host name; {PASS_CA}.")
}

fn certificate(url: &str, c: &CertificateError) -> String {
    let of = format!("The certificate of {url}");
    match c {
        CertificateError::UnknownIssuer => format!(
            "{of} is signed by an unknown issuer: if the server uses its own certificate \
             authority, pass its certificate with --ca FILE, or set CHOMP_CA to the file."
        ),
        CertificateError::NotValidForName => format!(
            "{of} is for another name than the one connected to: check the host name in the \
             address, and connect by a name the certificate carries."
        ),
        CertificateError::NotValidForNameContext { presented, .. } => {
            let names = if presented.is_empty() {
                " It carries no names.".to_string()
            } else {
                let shown: Vec<&str> = presented
                    .iter()
                    .take(NAMES_SAID)
                    .map(String::as_str)
                    .collect();
                format!(" It is for {}.", shown.join(", "))
            };
            format!(
                "{of} is for another name than the one connected to: check the host name in \
                 the address, and connect by a name the certificate carries.{names}"
            )
        }
        CertificateError::Expired | CertificateError::ExpiredContext { .. } => format!(
            "{of} has expired: the server's operator must renew it; if it should still be \
             valid, check this machine's clock and date."
        ),
        CertificateError::NotValidYet | CertificateError::NotValidYetContext { .. } => format!(
            "{of} is not valid yet: check this machine's clock and date, or wait until the \
             certificate starts."
        ),
        CertificateError::BadSignature => format!(
            "{of} does not carry a valid signature of its issuer: check that the file given \
             with --ca is the certificate the server uses, or ask its operator to send the \
             whole chain."
        ),
        #[allow(deprecated)]
        CertificateError::UnsupportedSignatureAlgorithm
        | CertificateError::UnsupportedSignatureAlgorithmContext { .. }
        | CertificateError::UnsupportedSignatureAlgorithmForPublicKeyContext { .. } => format!(
            "{of} is signed in a way this client does not accept: ask the server's operator \
             for a certificate signed with RSA, ECDSA or Ed25519, as chomp-server cert makes."
        ),
        CertificateError::Revoked => {
            format!("{of} has been revoked by its issuer: ask the server's operator to replace it.")
        }
        CertificateError::UnknownRevocationStatus
        | CertificateError::ExpiredRevocationList
        | CertificateError::ExpiredRevocationListContext { .. } => format!(
            "Whether the certificate of {url} was revoked cannot be checked: ask the server's \
             operator."
        ),
        CertificateError::UnhandledCriticalExtension => unhandled_extension(&of),
        CertificateError::InvalidPurpose | CertificateError::InvalidPurposeContext { .. } => {
            format!(
                "{of} is not one for a server: its key usage does not allow TLS servers; the \
                 server's operator should use a server certificate, as chomp-server cert makes."
            )
        }
        CertificateError::BadEncoding => {
            format!("{of} cannot be read: the server sent a damaged one; ask its operator.")
        }
        CertificateError::InvalidOcspResponse => format!(
            "The revocation status sent with the certificate of {url} is not valid: ask the \
             server's operator."
        ),
        CertificateError::ApplicationVerificationFailure => {
            format!("{of} is not accepted by this client's checks: {PASS_CA}.")
        }
        CertificateError::Other(other) => match other.0.downcast_ref::<webpki::Error>() {
            Some(webpki::Error::CaUsedAsEndEntity) => format!(
                "{of} is a certificate authority's, not a server's: if it is the server's \
                     own self-signed certificate, pass that file with --ca FILE, or set \
                     CHOMP_CA to it, to trust exactly that certificate."
            ),
            Some(webpki::Error::UnsupportedCriticalExtension) => unhandled_extension(&of),
            Some(webpki::Error::EndEntityUsedAsCa) => format!(
                "{of} is signed by a server's certificate, which is no certificate \
                     authority: ask the server's operator to fix the chain."
            ),
            Some(webpki::Error::CertDistrusted) => format!(
                "{of} comes from an authority this machine no longer trusts: ask the \
                     server's operator for a new certificate."
            ),
            Some(
                webpki::Error::NameConstraintViolation | webpki::Error::PathLenConstraintViolated,
            ) => format!(
                "{of} breaks a limit its certificate authority sets: ask the server's \
                     operator for a certificate within it."
            ),
            _ => format!("{of} is not accepted: its checks failed; {PASS_CA}."),
        },
        _ => format!("{of} is not accepted: its checks failed; {PASS_CA}."),
    }
}

fn unhandled_extension(of: &str) -> String {
    format!(
        "{of} carries a critical extension this client does not understand: the server's \
         operator should use a certificate without it, as chomp-server cert makes."
    )
}

/// The server ended the handshake with an alert.
fn alert_sentence(url: &str, alert: AlertDescription) -> String {
    use AlertDescription as A;
    match alert {
        A::HandshakeFailure | A::InsufficientSecurity => format!(
            "{url} refused the TLS handshake: it shares no TLS version or cipher with this \
             client, which speaks TLS 1.2 and 1.3; ask the server's operator to enable one."
        ),
        A::ProtocolVersion => format!(
            "{url} refused this client's TLS version: this client speaks TLS 1.2 and 1.3; ask \
             the server's operator to enable one of them."
        ),
        A::UnrecognisedName => format!(
            "{url} does not serve the host name asked for: check the host name in the \
             address."
        ),
        A::BadCertificate
        | A::UnsupportedCertificate
        | A::CertificateRevoked
        | A::CertificateExpired
        | A::CertificateUnknown
        | A::CertificateRequired
        | A::NoCertificate
        | A::UnknownCA
        | A::AccessDenied => format!(
            "{url} refused the TLS connection over a client certificate, which chomp does \
             not send: check the address, or ask the server's operator."
        ),
        A::InternalError => format!(
            "{url} failed inside its TLS setup: ask the server's operator to check its \
             certificate and key."
        ),
        _ => format!(
            "{url} broke off the TLS handshake: check that the address is the chomp server's, \
             and ask its operator if it goes on."
        ),
    }
}

#[cfg(test)]
mod tests;
