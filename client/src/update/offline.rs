//! While no connection is up, what a key or a click asks of the server is
//! not queued for later (a game created minutes after the key was pressed
//! would surprise more than it helps, and a move would be for a position
//! that may have changed): it is dropped, and the notice says the client
//! is offline, so no action silently does nothing. The countdown of the
//! unreachable banner is set here from the first tick after a failure.

use chomp_protocol::ClientMsg;

use crate::app::{App, Link};
use crate::i18n::texts;
use crate::msg::Command;
use crate::update::common::notify;

/// Drops the requests of one key or click while offline, undoing the
/// waiting they started, and says why when the player asked for something.
pub fn hold(app: &mut App, out: Vec<Command>) -> Vec<Command> {
    if app.link.is_online() {
        return out;
    }
    let mut asked = false;
    let mut dropped = false;
    let kept: Vec<Command> = out
        .into_iter()
        .filter(|cmd| match cmd {
            Command::Send(req) => {
                dropped = true;
                // Leaving a game, the lobby subscription, pings: nothing the
                // player asked for, so no reason to speak up.
                asked |= !matches!(
                    req.msg,
                    ClientMsg::Unwatch { .. } | ClientMsg::Lobby { .. } | ClientMsg::Ping
                );
                false
            }
            _ => true,
        })
        .collect();
    if dropped {
        app.awaiting_game = false;
        app.history.loading = false;
    }
    if asked {
        let t = texts(app.lang);
        notify(app, t.offline_action, true);
    }
    kept
}

/// The clock moved on: a fresh failure's countdown starts from now.
pub fn on_tick(app: &mut App, now_ms: u64) {
    if let Link::Unreachable {
        retry_in,
        retry_at_ms: at @ None,
        ..
    } = &mut app.link
    {
        *at = Some(now_ms + retry_in.as_millis() as u64);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use chomp_protocol::Request;

    use super::*;
    use crate::i18n::Lang;
    use crate::msg::{Failure, Msg, NetEvent};
    use crate::reach::Unreachable;
    use crate::update::update;

    fn sent(msg: ClientMsg) -> Command {
        Command::Send(Request::new(msg))
    }

    fn refused() -> NetEvent {
        NetEvent::Lost {
            reason: "cannot connect to ws://127.0.0.1:1/: Connection refused".into(),
            retry_in: Duration::from_millis(2500),
            failed: Some(Failure {
                url: "ws://127.0.0.1:1/".into(),
                why: Unreachable::Refused,
            }),
        }
    }

    #[test]
    fn a_request_asked_for_offline_is_dropped_and_said() {
        let mut app = App::new("ann", Lang::En);
        app.awaiting_game = true;
        let out = hold(
            &mut app,
            vec![
                sent(ClientMsg::Join {
                    game: 3,
                    code: None,
                }),
                Command::Quit,
            ],
        );
        assert_eq!(
            out,
            vec![Command::Quit],
            "only what needs no server is kept"
        );
        assert!(!app.awaiting_game, "no game is coming");
        let notice = app.notice.clone().expect("a notice");
        assert!(notice.is_error);
        assert_eq!(notice.text, texts(Lang::En).offline_action);
    }

    #[test]
    fn leaving_a_game_offline_says_nothing() {
        let mut app = App::new("ann", Lang::En);
        let out = hold(&mut app, vec![sent(ClientMsg::Unwatch { game: Some(3) })]);
        assert!(out.is_empty());
        assert_eq!(app.notice, None);
    }

    #[test]
    fn online_everything_goes_out() {
        let mut app = App::new("ann", Lang::En);
        update(&mut app, Msg::Net(NetEvent::Connected));
        let asked = vec![sent(ClientMsg::Resign { game: 3 })];
        assert_eq!(hold(&mut app, asked.clone()), asked);
        assert_eq!(app.notice, None);
    }

    #[test]
    fn never_reached_is_a_countdown_banner_and_later_a_lost_link() {
        let mut app = App::new("ann", Lang::En);
        update(&mut app, Msg::Net(refused()));
        assert!(matches!(app.link, Link::Unreachable { .. }));
        assert_eq!(
            app.seconds_to_retry(),
            None,
            "no time before the first tick"
        );
        update(&mut app, Msg::Tick(10_000));
        assert_eq!(app.seconds_to_retry(), Some(3), "2.5 s rounded up");
        update(&mut app, Msg::Tick(11_600));
        assert_eq!(app.seconds_to_retry(), Some(1));
        update(&mut app, Msg::Tick(13_000));
        assert_eq!(app.seconds_to_retry(), Some(0), "trying now");
        // The next attempt keeps the banner up until it is decided.
        update(&mut app, Msg::Net(NetEvent::Connecting { attempt: 2 }));
        assert!(matches!(app.link, Link::Unreachable { .. }));
        // Once a connection worked, a failure is a lost link as before.
        update(&mut app, Msg::Net(NetEvent::Connected));
        update(&mut app, Msg::Net(refused()));
        assert!(matches!(app.link, Link::Lost { .. }));
    }

    #[test]
    fn the_banner_names_the_address_and_why_in_every_language() {
        let failed = Failure {
            url: "ws://h:1/".into(),
            why: Unreachable::TimedOut,
        };
        for lang in Lang::ALL {
            let t = texts(lang);
            let waiting = t.unreachable(&failed, Some(7));
            assert!(
                waiting.contains("ws://h:1/") && waiting.contains('7'),
                "{waiting}"
            );
            if lang == Lang::En {
                assert!(waiting.contains(t.why_timed_out), "{waiting}");
            }
            assert!(t.unreachable(&failed, Some(0)).contains("ws://h:1/"));
        }
    }
}
