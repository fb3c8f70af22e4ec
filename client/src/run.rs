//! The interactive loop: draw, wait for a key, a mouse action or a frame,
//! `update`, carry out the commands. The only place where the model meets
//! a terminal and the socket. One loop serves both fronts: the local
//! terminal ([`run_tui`]) and a terminal reached over SSH (the server's SSH
//! door), which differ only in their [`Screen`]: where it draws and where
//! its keys come from.

use std::io;
use std::path::Path;

use anyhow::{Context, Result};
use chomp_protocol::Request;
use crossterm::event::{Event, EventStream};
use futures::{Stream, StreamExt};
use ratatui::backend::Backend;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::Terminal;
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::app::{App, Notice};
use crate::board_worker::BoardWorker;
use crate::config::TokenBook;
use crate::frame_pace::{is_lobby_push, Pace};
use crate::local_hints::{hints_reply, LazySolver};
use crate::msg::{Command, Msg, NetEvent};
use crate::record_file;
use crate::terminal::TerminalGuard;
use crate::ui;
use crate::update::update;

/// A ping's round trip that the top bar would show as it shows it now:
/// over the SSH door (a server talking to itself) nearly every one,
/// a frame every two seconds per session for nothing.
fn same_rtt(app: &App, msg: &Msg) -> bool {
    match (msg, app.rtt) {
        (Msg::Net(NetEvent::Rtt(new)), Some(old)) => ui::rtt_text(*new) == ui::rtt_text(old),
        _ => false,
    }
}

/// A terminal to draw on and the events it sends.
pub struct Screen<'t, B: Backend, I> {
    pub terminal: &'t mut Terminal<B>,
    pub input: I,
    /// The size is known only from resize events (a fixed viewport, as over
    /// SSH, where asking the backend would ask the server's own terminal):
    /// a resize sets the viewport and redraws it whole.
    pub fixed: bool,
    /// The terminal shows no colour (its `TERM` says so): every cell is
    /// drawn in the terminal's own colours, keeping bold and reverse.
    pub monochrome: bool,
}

/// What the loop needs besides the screen: the connection task's two ends,
/// where tokens are kept (none over SSH, where the key is the identity)
/// and the solver for replayed hints.
pub struct Wiring {
    pub requests: mpsc::UnboundedSender<Request>,
    pub net: mpsc::UnboundedReceiver<NetEvent>,
    pub tokens: Option<TokenBook>,
    pub solver: LazySolver,
}

/// Runs the UI on the local terminal until the user quits. An `Err` is the
/// sentence to print once the terminal is restored.
pub async fn run_tui(
    mut app: App,
    requests: mpsc::UnboundedSender<Request>,
    net: mpsc::UnboundedReceiver<NetEvent>,
    tokens: TokenBook,
    solver: LazySolver,
) -> Result<()> {
    let mut guard = TerminalGuard::new().context("cannot set up the terminal")?;
    let size = guard
        .terminal
        .size()
        .context("cannot read the terminal size")?;
    app.size = (size.width, size.height);
    let mut screen = Screen {
        terminal: &mut guard.terminal,
        input: EventStream::new(),
        fixed: false,
        monochrome: false,
    };
    let wiring = Wiring {
        requests,
        net,
        tokens: Some(tokens),
        solver,
    };
    run_on(&mut screen, app, wiring).await
}

/// Runs the UI on any screen until the user quits (`Ok`), the input ends
/// (`Ok`: the terminal went away), or a sentence ends it (`Err`).
pub async fn run_on<B, I>(screen: &mut Screen<'_, B, I>, mut app: App, wiring: Wiring) -> Result<()>
where
    B: Backend,
    B::Error: Send + Sync + 'static,
    I: Stream<Item = io::Result<Event>> + Unpin,
{
    let Wiring {
        requests,
        mut net,
        tokens,
        solver,
    } = wiring;
    // Results of work done beside the loop (replayed hints, a key file).
    let (local_tx, mut local) = mpsc::unbounded_channel::<Msg>();
    let board_worker = BoardWorker::default();
    // Redraws once a second while a move clock counts down on screen.
    let mut tick = tokio::time::interval(crate::clock::TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut shown = None;
    let mut dirty = true;
    let mut pace = Pace::default();
    loop {
        let due = pace.due(Instant::now());
        if dirty && Instant::now() >= due {
            // The countdown is drawn from the model's "now"; keep it current.
            update(&mut app, Msg::Tick(crate::clock::wall_ms()));
            // A new screen is drawn whole: a terminal that drew a cluster
            // wider or narrower than the layout counted (Khmer) keeps no
            // stray letters in cells the new screen leaves unchanged.
            let now_shown = (app.screen, app.help);
            if shown != Some(now_shown) {
                shown = Some(now_shown);
                screen
                    .terminal
                    .clear()
                    .context("cannot draw on the terminal")?;
            }
            let monochrome = screen.monochrome;
            screen
                .terminal
                .draw(|f| {
                    ui::view(&app, f);
                    if monochrome {
                        for cell in &mut f.buffer_mut().content {
                            cell.set_fg(Color::Reset).set_bg(Color::Reset);
                        }
                    }
                })
                .context("cannot draw on the terminal")?;
            dirty = false;
            pace.drawn(Instant::now());
        }
        let msg = tokio::select! {
            ev = screen.input.next() => match ev {
                Some(Ok(Event::Key(k))) => Msg::Key(k),
                Some(Ok(Event::Mouse(m))) => Msg::Mouse(m),
                Some(Ok(Event::Resize(w, h))) => {
                    if screen.fixed {
                        // Clears the viewport and forgets what was drawn, so
                        // the next frame is drawn whole (never `clear`,
                        // which asks the backend where its cursor is).
                        screen
                            .terminal
                            .resize(Rect::new(0, 0, w, h))
                            .context("cannot resize the terminal")?;
                    }
                    Msg::Resize(w, h)
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(e).context("cannot read the keyboard"),
                None => return Ok(()),
            },
            ev = net.recv() => match ev {
                Some(ev) => Msg::Net(ev),
                None => anyhow::bail!("the connection task stopped"),
            },
            Some(msg) = local.recv() => msg,
            _ = tick.tick(), if app.clock_ticking() => Msg::Tick(crate::clock::wall_ms()),
            _ = tokio::time::sleep_until(due), if dirty => continue,
        };
        // The lobby's pushes change only the lobby screen: elsewhere (a
        // game, hundreds of them over SSH) they are not worth a frame; nor
        // is a ping's round trip that reads as the one shown.
        let unseen = (is_lobby_push(&msg) && app.screen != crate::app::Screen::Lobby)
            || same_rtt(&app, &msg);
        if !unseen {
            dirty = true;
        }
        pace.seen(&msg);
        let typed = matches!(msg, Msg::Key(_) | Msg::Mouse(_));
        for cmd in update(&mut app, msg) {
            match cmd {
                Command::Send(req) => {
                    if typed {
                        pace.sent(Instant::now());
                    }
                    if requests.send(req).is_err() {
                        anyhow::bail!("the connection task stopped");
                    }
                }
                Command::SaveToken {
                    name,
                    token,
                    service,
                } => {
                    let Some(tokens) = &tokens else { continue };
                    if let Err(e) = tokens.file(service.as_deref(), &name, &token) {
                        tracing::warn!(error = %e, "cannot save the token");
                        app.notice = Some(Notice {
                            text: format!("{e}"),
                            is_error: true,
                        });
                    }
                }
                Command::ComputeHints {
                    game,
                    ply,
                    position,
                } => {
                    let solver = solver.clone();
                    let tx = local_tx.clone();
                    tokio::task::spawn_blocking(move || match solver.get() {
                        Ok(s) => {
                            let hints = hints_reply(s, game, &position);
                            let _ = tx.send(Msg::LocalHints { game, ply, hints });
                        }
                        Err(e) => tracing::warn!(error = %e, "no hints for the replay"),
                    });
                }
                Command::RetryHints { game, ply, after } => {
                    let tx = local_tx.clone();
                    tokio::spawn(async move {
                        tokio::time::sleep(after).await;
                        let _ = tx.send(Msg::RetryHints { game, ply });
                    });
                }
                // A small file, read at once; never over the SSH door,
                // where the files at hand would be the server's.
                Command::ReadKeyFile { path } => {
                    if app.local_files {
                        let read = crate::key_file::read_key_line(&crate::key_file::expand(&path));
                        let _ = local_tx.send(Msg::KeyFile { path, read });
                    }
                }
                Command::SaveRecord { game, text } => {
                    if app.local_files {
                        let saved = record_file::save(Path::new("."), game, &text)
                            .map(|p| p.display().to_string())
                            .map_err(|e| e.to_string());
                        let _ = local_tx.send(Msg::RecordSaved { game, saved });
                    }
                }
                Command::AnalyseBoard { seq, position } => {
                    board_worker.ask(&solver, seq, position, &local_tx);
                }
                Command::Quit => return Ok(()),
                Command::Fail(sentence) => anyhow::bail!("{sentence}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_round_trip_that_reads_the_same_draws_nothing() {
        let rtt = |ms: u64| Msg::Net(NetEvent::Rtt(Duration::from_micros(ms)));
        let mut app = App::new("ann", crate::i18n::Lang::En);
        assert!(!same_rtt(&app, &rtt(1_000)), "the first one is drawn");
        app.rtt = Some(Duration::from_micros(1_020));
        assert!(same_rtt(&app, &rtt(1_040)), "1.0 ms again");
        assert!(!same_rtt(&app, &rtt(1_200)), "1.2 ms is new");
        assert!(!same_rtt(&app, &Msg::Tick(0)), "not a round trip");
    }
}
