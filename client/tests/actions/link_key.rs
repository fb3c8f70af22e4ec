//! Issue 19: the link-key prompt (`a`): it reads the key file through the
//! run loop, sends `link_key`, says what was linked and how to use it, says
//! in one sentence why nothing was linked, and is not offered over SSH.

use super::*;

fn local_app() -> App {
    let mut app = logged_in();
    app.local_files = true;
    app
}

fn typed(app: &mut App, s: &str) {
    for c in s.chars() {
        update(app, ch(c));
    }
}

/// Issue 19: `a` opens the prompt with the usual key file; Enter asks the
/// run loop to read it (no I/O in `update`); its line goes out as
/// `link_key`; `key_linked` closes the prompt with a notice.
#[test]
fn the_link_key_prompt_reads_the_file_sends_link_key_and_says_linked() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    assert_eq!(
        app.key_prompt.as_ref().unwrap().path,
        "~/.ssh/id_ed25519.pub"
    );
    // Letters that are keys elsewhere are typed into the path.
    for _ in 0..4 {
        update(&mut app, key(KeyCode::Backspace));
    }
    typed(&mut app, "qHS?.pub");
    assert_eq!(
        app.key_prompt.as_ref().unwrap().path,
        "~/.ssh/id_ed25519qHS?.pub"
    );
    assert_eq!(app.screen, Screen::Lobby);
    assert!(!app.help);
    let cmds = update(&mut app, key(KeyCode::Enter));
    assert_eq!(
        cmds,
        vec![Command::ReadKeyFile {
            path: "~/.ssh/id_ed25519qHS?.pub".into()
        }]
    );
    // While the answer is awaited the path stays as sent.
    update(&mut app, ch('x'));
    assert!(app.key_prompt.as_ref().unwrap().path.ends_with("?.pub"));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/.ssh/id_ed25519qHS?.pub".into(),
            read: Ok("ssh-ed25519 AAAA me@box".into()),
        },
    );
    let out = sent(&cmds);
    assert_eq!(out.len(), 1);
    assert_eq!(
        out[0].1,
        ClientMsg::LinkKey {
            key: "ssh-ed25519 AAAA me@box".into()
        }
    );
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            out[0].0.clone(),
            ServerMsg::KeyLinked {
                fingerprint: "SHA256:abc".into(),
                ssh_port: None,
            },
        ))),
    );
    assert!(app.key_prompt.is_none());
    let notice = app.notice.clone().unwrap();
    assert!(!notice.is_error);
    assert!(
        notice.text.contains("SHA256:abc") && notice.text.contains("ann"),
        "{notice:?}"
    );
}

/// Issue 31 (confusion 11): a server with an SSH door says its port in
/// `key_linked`, and the notice shows the command that uses the key.
#[test]
fn a_linked_key_is_shown_with_the_ssh_command_that_uses_it() {
    let mut app = local_app();
    app.server_url = Some("ws://games.example:7878/".into());
    update(&mut app, ch('a'));
    update(&mut app, key(KeyCode::Enter));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/.ssh/id_ed25519.pub".into(),
            read: Ok("ssh-ed25519 AAAA me@box".into()),
        },
    );
    let out = sent(&cmds);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            out[0].0.clone(),
            ServerMsg::KeyLinked {
                fingerprint: "SHA256:abc".into(),
                ssh_port: Some(2222),
            },
        ))),
    );
    let notice = app.notice.clone().unwrap();
    assert!(
        notice.text.contains("ssh -p 2222 ann@games.example"),
        "{notice:?}"
    );
}

/// A file that cannot be read, a file that holds no key, and the server's
/// refusal: each is one sentence in the prompt, which stays to try again.
#[test]
fn the_link_key_prompt_says_why_nothing_was_linked() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    update(&mut app, key(KeyCode::Enter));
    update(
        &mut app,
        Msg::KeyFile {
            path: "~/k.pub".into(),
            read: Err(KeyFileError::Unreadable {
                path: "/home/ann/k.pub".into(),
                reason: "No such file or directory (os error 2)".into(),
            }),
        },
    );
    let p = app.key_prompt.as_ref().unwrap();
    assert!(!p.linking);
    assert_eq!(
        p.error.as_deref(),
        Some("Cannot read ~/k.pub: No such file or directory (os error 2).")
    );
    update(&mut app, key(KeyCode::Enter));
    update(
        &mut app,
        Msg::KeyFile {
            path: "~/k".into(),
            read: Err(KeyFileError::NotAKey {
                path: "/home/ann/k".into(),
            }),
        },
    );
    let error = app.key_prompt.as_ref().unwrap().error.clone().unwrap();
    assert!(error.contains("not an OpenSSH public key file"), "{error}");
    // The server refuses the line: its reason in one sentence.
    update(&mut app, key(KeyCode::Enter));
    let cmds = update(
        &mut app,
        Msg::KeyFile {
            path: "~/k.pub".into(),
            read: Ok("ssh-ed25519 nonsense".into()),
        },
    );
    let (id, _) = sent(&cmds).remove(0);
    update(
        &mut app,
        Msg::Net(chomp_client::msg::NetEvent::Frame(Reply::answer(
            id,
            ServerMsg::Error {
                code: ErrorCode::BadRequest,
                message: "The key is not an OpenSSH public key line".into(),
                retry_after_ms: None,
            },
        ))),
    );
    let p = app.key_prompt.as_ref().unwrap();
    assert_eq!(
        p.error.as_deref(),
        Some("The server did not link the key: The server refused a malformed request.")
    );
    assert!(app.notice.is_none(), "the refusal is in the prompt only");
    snapshot(
        "the_link_key_prompt_says_why_nothing_was_linked",
        &draw(&app, 80, 24),
    );
    // Esc closes it; the lobby has its keys back.
    update(&mut app, key(KeyCode::Esc));
    assert!(app.key_prompt.is_none());
    update(&mut app, ch('?'));
    assert!(app.help);
}

/// Over the SSH door the files at hand are the server's: `a` reads none
/// and says the key already logs in.
#[test]
fn over_ssh_the_prompt_is_not_offered() {
    let mut app = logged_in();
    assert!(!app.local_files, "an App reads no file unless told it may");
    let cmds = update(&mut app, ch('a'));
    assert!(cmds.is_empty());
    assert!(app.key_prompt.is_none());
    assert_eq!(
        app.notice.as_ref().map(|n| n.text.as_str()),
        Some(texts(Lang::En).key_over_ssh)
    );
}

/// Ctrl-C still quits from the prompt.
#[test]
fn ctrl_c_quits_from_the_prompt() {
    let mut app = local_app();
    update(&mut app, ch('a'));
    let cmds = update(
        &mut app,
        Msg::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
    );
    assert_eq!(cmds, vec![Command::Quit]);
}
