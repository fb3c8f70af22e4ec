//! Sentences the client did not write: a server's error frames, read by
//! their `code` (the server's English `message` stays on the wire and in
//! its logs), and the client library's own errors as the `chomp` command
//! reports them.

use chomp_protocol::ErrorCode;

use super::bundle::Texts;
use crate::address::AddressError;
use crate::config::ConfigError;
use crate::tls::TlsSetupError;

/// The Fluent id of a server error code: `error-name-taken`.
pub fn server_error_id(code: ErrorCode) -> String {
    format!("error-{}", code.as_str().replace('_', "-"))
}

/// Every code a server sends, for the key test.
#[cfg(test)]
pub const ALL_CODES: [ErrorCode; 27] = [
    ErrorCode::BadJson,
    ErrorCode::TooLarge,
    ErrorCode::BinaryFrame,
    ErrorCode::UnknownType,
    ErrorCode::BadRequest,
    ErrorCode::NotHello,
    ErrorCode::AlreadyHello,
    ErrorCode::BadProtocol,
    ErrorCode::NameTaken,
    ErrorCode::BadName,
    ErrorCode::BadSize,
    ErrorCode::BadPosition,
    ErrorCode::NoSuchGame,
    ErrorCode::NoSuchPlayer,
    ErrorCode::NotYourTurn,
    ErrorCode::StalePly,
    ErrorCode::IllegalMove,
    ErrorCode::GameOver,
    ErrorCode::SeatTaken,
    ErrorCode::NotAPlayer,
    ErrorCode::HintsRefused,
    ErrorCode::RateLimited,
    ErrorCode::LimitReached,
    ErrorCode::Unavailable,
    ErrorCode::Busy,
    ErrorCode::Superseded,
    ErrorCode::Internal,
];

impl Texts {
    /// A server's refusal in this language; `name` is the player's name
    /// (a refused name is said with it).
    pub fn server_error(&self, code: ErrorCode, name: &str) -> String {
        self.fmt(&server_error_id(code), &[("name", name.into())])
    }

    /// An address the user typed that is not one.
    pub fn address_error(&self, e: &AddressError) -> String {
        let (id, what) = match e {
            AddressError::Shape(s) => ("cli-bad-address", s),
            AddressError::Scheme(s) => ("cli-bad-scheme", s),
            AddressError::Port(s) => ("cli-bad-port", s),
            AddressError::Host(s) => ("cli-bad-host", s),
        };
        self.say(id, &[("input", what.as_str().into())])
    }

    /// The token file or the config directory failed.
    pub fn config_error(&self, e: &ConfigError) -> String {
        match e {
            ConfigError::NoConfigDir => self.say("cli-no-config-dir", &[]),
            ConfigError::Io { path, source } => self.say(
                "cli-config-io",
                &[
                    ("path", path.display().to_string().into()),
                    ("reason", source.to_string().into()),
                ],
            ),
            ConfigError::Format { path, source } => self.say(
                "cli-config-parse",
                &[
                    ("path", path.display().to_string().into()),
                    ("reason", source.to_string().into()),
                ],
            ),
        }
    }

    /// A `--ca` file that cannot be used.
    pub fn tls_error(&self, e: &TlsSetupError) -> String {
        let path = |p: &std::path::Path| p.display().to_string();
        match e {
            TlsSetupError::CaFile { path: p, source } => self.say(
                "cli-ca-unreadable",
                &[
                    ("path", path(p).into()),
                    ("reason", source.to_string().into()),
                ],
            ),
            TlsSetupError::CaEmpty(p) => self.say("cli-ca-empty", &[("path", path(p).into())]),
            TlsSetupError::CaBad { path: p, source } => self.say(
                "cli-ca-unusable",
                &[
                    ("path", path(p).into()),
                    ("reason", source.to_string().into()),
                ],
            ),
            TlsSetupError::Rustls(reason) => {
                self.say("cli-tls-setup", &[("reason", reason.to_string().into())])
            }
        }
    }
}

impl Texts {
    /// A name the server would refuse, said before connecting.
    pub fn name_error(&self, name: &str, e: &chomp_protocol::NameError) -> String {
        use chomp_protocol::NameError;
        let name = name.into();
        match e {
            NameError::Length(count) => self.say(
                "cli-name-length",
                &[
                    ("name", name),
                    ("max", chomp_protocol::MAX_NAME_CHARS.into()),
                    ("count", (*count).into()),
                ],
            ),
            NameError::Characters => self.say("cli-name-characters", &[("name", name)]),
            NameError::Invisible => self.say("cli-name-invisible", &[("name", name)]),
            NameError::MixedScript => self.say("cli-name-mixed", &[("name", name)]),
        }
    }
}
