//! A request the server refused (an `error` frame): what stops (hints, the
//! wait for a game), what is asked again (a resync), when the session
//! ends with the server's sentence (a refused `hello`), and the notice in
//! the reader's language.

use chomp_protocol::{check_name, ErrorCode};
use serde_json::Value;

use crate::app::App;
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::{notify, send};
use crate::update::{account, hints, lobby};

pub fn on_error(
    app: &mut App,
    re: Option<Value>,
    code: ErrorCode,
    message: String,
) -> Vec<Command> {
    tracing::debug!(%code, %message, "the server refused a request");
    let mut out = Vec::new();
    if account::is_link_key(&re) {
        account::on_refused(app, code);
        return out;
    }
    if let Some(game) = lobby::parse_resume_id(&re) {
        // The game `g` went back to is gone (over, or withdrawn).
        app.unfinished.retain(|g| *g != game);
    }
    if hints::parse_id(&re).is_some() {
        // A hints request that only lost its turn (a newer one replaced it,
        // the game moved on) is no reason to stop asking: the next position
        // shown asks again, and nothing is wrong. (`busy` is retried once:
        // `hints::on_busy`.)
        if matches!(
            code,
            ErrorCode::Superseded | ErrorCode::StalePly | ErrorCode::GameOver
        ) {
            return out;
        }
        // Hints refused (human game) or unavailable: say so once and stop asking.
        app.hints_wanted = false;
    }
    match code {
        ErrorCode::StalePly | ErrorCode::NotYourTurn | ErrorCode::IllegalMove => {
            if let Some(g) = &app.game {
                out.push(send(g.state.resync()));
            }
        }
        ErrorCode::SeatTaken
        | ErrorCode::NoSuchGame
        | ErrorCode::BadSize
        | ErrorCode::BadPosition
        | ErrorCode::LimitReached => {
            app.awaiting_game = false;
        }
        // `hello` was refused: nothing on any screen can work, so leave with
        // the server's sentence instead of showing an empty lobby.
        ErrorCode::NameTaken if app.me.is_none() => {
            let t = texts(app.lang);
            let said = t.server_error(code, &app.name);
            let sentence = match app.token_file.as_deref() {
                Some(path) => format!("{said} {}", t.token_kept_in(path)),
                None => said,
            };
            out.push(Command::Fail(sentence));
        }
        // The rule a refused name breaks, when this client knows it too.
        ErrorCode::BadName if app.me.is_none() => {
            let t = texts(app.lang);
            let sentence = match check_name(&app.name) {
                Err(e) => t.name_error(&app.name, &e),
                Ok(()) => t.server_error(code, &app.name),
            };
            out.push(Command::Fail(sentence));
        }
        ErrorCode::BadProtocol if app.me.is_none() => {
            out.push(Command::Fail(texts(app.lang).server_error(code, &app.name)));
        }
        _ => {}
    }
    // After a refused `hello` every request is refused too; keep the reason shown.
    let keep = code == ErrorCode::NotHello && app.notice.as_ref().is_some_and(|n| n.is_error);
    if !keep {
        // The server's own sentence is English for its logs; the reader
        // gets the code's words in their language.
        notify(
            app,
            format!("{} ({code})", texts(app.lang).server_error(code, &app.name)),
            true,
        );
    }
    out
}
