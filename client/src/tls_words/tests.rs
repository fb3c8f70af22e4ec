use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::{ServerName, UnixTime};
use rustls::{ContentType, InvalidMessage, OtherError, PeerIncompatible, PeerMisbehaved};

use super::*;

const URL: &str = "wss://chomp.example.org:7878/";

fn other(e: impl std::error::Error + Send + Sync + 'static) -> OtherError {
    OtherError(Arc::new(e))
}

fn cert(c: CertificateError) -> Error {
    Error::InvalidCertificate(c)
}

/// rustls' errors as a client meets them: every certificate kind, the
/// alerts, a peer incompatible or misbehaving, and the generic ones.
#[allow(deprecated)]
fn representative() -> Vec<Error> {
    let t = UnixTime::since_unix_epoch(Duration::from_secs(1_800_000_000));
    let name = ServerName::try_from("chomp.example.org")
        .expect("a name")
        .to_owned();
    let mut errors = vec![
        cert(CertificateError::BadEncoding),
        cert(CertificateError::Expired),
        cert(CertificateError::ExpiredContext {
            time: t,
            not_after: t,
        }),
        cert(CertificateError::NotValidYet),
        cert(CertificateError::NotValidYetContext {
            time: t,
            not_before: t,
        }),
        cert(CertificateError::Revoked),
        cert(CertificateError::UnhandledCriticalExtension),
        cert(CertificateError::UnknownIssuer),
        cert(CertificateError::UnknownRevocationStatus),
        cert(CertificateError::ExpiredRevocationList),
        cert(CertificateError::ExpiredRevocationListContext {
            time: t,
            next_update: t,
        }),
        cert(CertificateError::BadSignature),
        cert(CertificateError::UnsupportedSignatureAlgorithm),
        cert(CertificateError::UnsupportedSignatureAlgorithmContext {
            signature_algorithm_id: vec![1, 2],
            supported_algorithms: vec![],
        }),
        cert(
            CertificateError::UnsupportedSignatureAlgorithmForPublicKeyContext {
                signature_algorithm_id: vec![1],
                public_key_algorithm_id: vec![2],
            },
        ),
        cert(CertificateError::NotValidForName),
        cert(CertificateError::NotValidForNameContext {
            expected: name.clone(),
            presented: vec!["localhost".into(), "127.0.0.1".into()],
        }),
        cert(CertificateError::NotValidForNameContext {
            expected: name,
            presented: vec![],
        }),
        cert(CertificateError::InvalidPurpose),
        cert(CertificateError::InvalidOcspResponse),
        cert(CertificateError::ApplicationVerificationFailure),
        cert(CertificateError::Other(other(std::io::Error::other(
            "SomethingOdd(Inner)",
        )))),
    ];
    for w in [
        webpki::Error::CaUsedAsEndEntity,
        webpki::Error::UnsupportedCriticalExtension,
        webpki::Error::EndEntityUsedAsCa,
        webpki::Error::CertDistrusted,
        webpki::Error::NameConstraintViolation,
        webpki::Error::PathLenConstraintViolated,
        webpki::Error::MaximumPathDepthExceeded,
    ] {
        errors.push(cert(CertificateError::Other(other(w))));
    }
    for a in [
        AlertDescription::HandshakeFailure,
        AlertDescription::ProtocolVersion,
        AlertDescription::InsufficientSecurity,
        AlertDescription::UnrecognisedName,
        AlertDescription::BadCertificate,
        AlertDescription::CertificateRequired,
        AlertDescription::UnknownCA,
        AlertDescription::InternalError,
        AlertDescription::DecodeError,
        AlertDescription::Unknown(200),
    ] {
        errors.push(Error::AlertReceived(a));
    }
    errors.extend([
        Error::PeerIncompatible(PeerIncompatible::NoCipherSuitesInCommon),
        Error::PeerIncompatible(PeerIncompatible::ServerDoesNotSupportTls12Or13),
        Error::PeerMisbehaved(PeerMisbehaved::AttemptedDowngradeToTls12WhenTls13IsSupported),
        Error::InvalidMessage(InvalidMessage::MessageTooShort),
        Error::InappropriateMessage {
            expect_types: vec![ContentType::Handshake],
            got_type: ContentType::ApplicationData,
        },
        Error::NoCertificatesPresented,
        Error::UnsupportedNameType,
        Error::DecryptError,
        Error::EncryptError,
        Error::PeerSentOversizedRecord,
        Error::FailedToGetCurrentTime,
        Error::FailedToGetRandomBytes,
        Error::HandshakeNotComplete,
        Error::NoApplicationProtocol,
        Error::BadMaxFragmentSize,
        Error::General("ring::Unspecified".into()),
        Error::Other(other(std::io::Error::other("OtherError(Boom)"))),
    ]);
    errors
}

/// The compound identifiers of a Rust value's `Debug` form
/// (`InvalidCertificate`, `CaUsedAsEndEntity`): said in a sentence,
/// also lower-cased, they would be the value, not words.
fn identifiers(debug: &str) -> Vec<String> {
    debug
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(char::is_ascii_uppercase).count() >= 2)
        .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
        .map(str::to_ascii_lowercase)
        .collect()
}

#[test]
fn every_tls_error_is_a_sentence_in_words_that_says_what_to_do() {
    let advice = [
        "--ca",
        "check",
        "ask",
        "use ",
        "wait",
        "renew",
        "connect by",
    ];
    for e in representative() {
        let s = sentence(URL, &e);
        let what = format!("{e:?} gave {s:?}");
        assert!(s.contains(URL), "{what}: names the server");
        assert!(s.ends_with('.'), "{what}: one whole sentence");
        for bad in ["(", ")", "::", "{", "[", "Error", "Context", "\"", "_"] {
            let allowed = bad == "_" && s.contains("CHOMP_CA");
            if !allowed {
                assert!(!s.contains(bad), "{what}: contains {bad}");
            }
        }
        // No CamelCase word (a variant's name) beyond the server's name.
        let camel = s.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            w.chars().skip(1).any(|c| c.is_ascii_uppercase())
                && w.chars().any(|c| c.is_ascii_lowercase())
        });
        assert!(!camel, "{what}: a CamelCase word");
        let lower = s.to_ascii_lowercase();
        for id in identifiers(&format!("{e:?}")) {
            assert!(!lower.contains(&id), "{what}: says {id}");
        }
        assert!(
            advice.iter().any(|a| lower.contains(a)),
            "{what}: says what to do"
        );
    }
}

#[test]
fn the_causes_are_named() {
    let say = |e: Error| sentence(URL, &e);
    assert!(say(cert(CertificateError::UnknownIssuer)).contains("--ca FILE"));
    assert!(say(cert(CertificateError::Expired)).contains("expired"));
    assert!(say(cert(CertificateError::NotValidYet)).contains("clock"));
    let wrong_name = say(cert(CertificateError::NotValidForNameContext {
        expected: ServerName::try_from("x.example")
            .expect("a name")
            .to_owned(),
        presented: vec!["localhost".into()],
    }));
    assert!(wrong_name.contains("host name") && wrong_name.contains("It is for localhost."));
    let ca = say(cert(CertificateError::Other(other(
        webpki::Error::CaUsedAsEndEntity,
    ))));
    assert!(
        ca.contains("certificate authority") && ca.contains("--ca FILE"),
        "{ca}"
    );
    assert!(say(cert(CertificateError::BadSignature)).contains("signature"));
    assert!(say(cert(CertificateError::Revoked)).contains("revoked"));
    assert!(say(cert(CertificateError::UnhandledCriticalExtension)).contains("extension"));
    assert!(say(Error::AlertReceived(AlertDescription::ProtocolVersion)).contains("version"));
    assert!(say(Error::AlertReceived(AlertDescription::HandshakeFailure)).contains("handshake"));
    // Given --ca, a certificate not trusted did not match that file.
    let file = Path::new("/home/ann/server.pem");
    for e in [
        cert(CertificateError::UnknownIssuer),
        cert(CertificateError::BadSignature),
        cert(CertificateError::Other(other(
            webpki::Error::CaUsedAsEndEntity,
        ))),
    ] {
        let s = sentence_with_ca(URL, &e, Some(file));
        assert!(
            s.contains("does not match /home/ann/server.pem, the file given with --ca")
                && !s.contains("pass"),
            "{s}"
        );
    }
    // Other failures, and none without --ca, stay as they are.
    let expired = cert(CertificateError::Expired);
    assert_eq!(
        sentence_with_ca(URL, &expired, Some(file)),
        sentence(URL, &expired)
    );
    let unknown = cert(CertificateError::UnknownIssuer);
    assert_eq!(
        sentence_with_ca(URL, &unknown, None),
        sentence(URL, &unknown)
    );
    let sentences: std::collections::HashSet<String> =
        representative().iter().map(|e| sentence(URL, e)).collect();
    assert!(sentences.len() >= 25, "the kinds are told apart");
}
