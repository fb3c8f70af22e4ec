//! `--lang`: the language of SSH sessions whose client names none, checked
//! against the client's languages (which the server library does not know).

use chomp_client::i18n::Lang;
use chomp_server::facade::{Config, ServerError};

/// The language of sessions whose client names none (`--lang`), checked
/// here because the client's languages are known here.
pub fn session_lang(config: &Config) -> Result<Option<Lang>, ServerError> {
    let Some(code) = config.lang.as_deref() else {
        return Ok(None);
    };
    code.parse()
        .map(Some)
        .map_err(|e: chomp_client::i18n::UnknownLang| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            ServerError::Door(format!("--lang: {e}; use one of {}", codes.join(", ")))
        })
}
