//! The link-key prompt (`a` in the lobby, issue 19): the player names a
//! public key file, the run loop reads it ([`Command::ReadKeyFile`]: no
//! I/O here), `link_key` sends its line, and the prompt shows what came of
//! it: linked (a notice, the prompt closes), the file cannot be read, or
//! the server's refusal in one sentence (both in the prompt, to try again).

use chomp_protocol::{ClientMsg, ErrorCode, Request};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

use crate::app::{App, KeyPrompt};
use crate::i18n::texts;
use crate::key_file::KeyFileError;
use crate::msg::Command;
use crate::update::common::notify;

/// The request id of `link_key`: its answer or refusal closes the prompt.
const LINK_KEY_ID: &str = "link-key";

/// Whether a frame answers the prompt's `link_key`.
pub fn is_link_key(re: &Option<Value>) -> bool {
    re.as_ref().and_then(Value::as_str) == Some(LINK_KEY_ID)
}

/// `a` in the lobby. Over the SSH door there is nothing to link: the key
/// used to come in already logs in under this name, and the files within
/// reach would be the server's.
pub fn open_prompt(app: &mut App) -> Vec<Command> {
    if !app.local_files {
        let t = texts(app.lang);
        notify(app, t.key_over_ssh, false);
        return Vec::new();
    }
    app.key_prompt = Some(KeyPrompt::default());
    Vec::new()
}

/// A key while the prompt is open: it edits the path, Enter links, Esc
/// closes.
pub fn prompt_key(app: &mut App, key: KeyEvent) -> Vec<Command> {
    let Some(p) = app.key_prompt.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Esc => app.key_prompt = None,
        // Waiting for the file or the server: the path stays as it was sent.
        _ if p.linking => {}
        KeyCode::Enter => {
            let path = p.path.trim().to_string();
            if !path.is_empty() {
                p.linking = true;
                p.error = None;
                return vec![Command::ReadKeyFile { path }];
            }
        }
        KeyCode::Backspace => {
            p.path.pop();
            p.error = None;
        }
        KeyCode::Char(c)
            if !key
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
        {
            p.path.push(c);
            p.error = None;
        }
        _ => {}
    }
    Vec::new()
}

/// The key file was read (or not): send its line, or say why not.
pub fn on_key_file(
    app: &mut App,
    path: String,
    read: Result<String, KeyFileError>,
) -> Vec<Command> {
    let t = texts(app.lang);
    let Some(p) = app.key_prompt.as_mut().filter(|p| p.linking) else {
        return Vec::new();
    };
    match read {
        Ok(key) => vec![Command::Send(Request::with_id(
            Value::String(LINK_KEY_ID.into()),
            ClientMsg::LinkKey { key },
        ))],
        Err(e) => {
            p.linking = false;
            p.error = Some(match e {
                KeyFileError::Unreadable { reason, .. } => t.key_file_unreadable(&path, &reason),
                KeyFileError::NotAKey { .. } => t.key_file_not_a_key(&path),
            });
            Vec::new()
        }
    }
}

/// `key_linked`: the prompt closes and the notice says what now works:
/// with the server's SSH port, the command that logs in with the key.
pub fn on_key_linked(app: &mut App, fingerprint: &str, ssh_port: Option<u16>) {
    app.key_prompt = None;
    let t = texts(app.lang);
    let name = app.me.clone().unwrap_or_else(|| app.name.clone());
    let text = match ssh_port {
        Some(port) => {
            let host = app
                .server_url
                .as_deref()
                .and_then(url_host)
                .unwrap_or("HOST");
            let command = format!("ssh -p {port} {name}@{host}");
            t.key_linked_ssh(fingerprint, &name, &command)
        }
        None => t.key_linked(fingerprint, &name),
    };
    notify(app, text, false);
}

/// The host of a `ws://` or `wss://` address, as ssh takes it (an IPv6
/// address without its brackets).
fn url_host(url: &str) -> Option<&str> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split('/').next()?;
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next()?,
        None => authority.rsplit_once(':').map_or(authority, |(h, _)| h),
    };
    (!host.is_empty()).then_some(host)
}

/// The server refused the `link_key`: its reason, in the prompt.
pub fn on_refused(app: &mut App, code: ErrorCode) {
    let t = texts(app.lang);
    let reason = t.server_error(code, &app.name);
    match app.key_prompt.as_mut() {
        Some(p) => {
            p.linking = false;
            p.error = Some(t.key_refused(&reason));
        }
        None => notify(app, t.key_refused(&reason), true),
    }
}

#[cfg(test)]
mod host_tests {
    use super::url_host;

    #[test]
    fn the_ssh_host_is_read_from_the_server_address() {
        assert_eq!(url_host("ws://example.org:7878/"), Some("example.org"));
        assert_eq!(url_host("wss://example.org/"), Some("example.org"));
        assert_eq!(url_host("ws://[::1]:7878/"), Some("::1"));
        assert_eq!(url_host("ws://:7878"), None);
    }
}
