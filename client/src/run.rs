//! The interactive loop: draw, wait for a key, a mouse action or a frame,
//! `update`, carry out the commands. The only place where the model meets
//! the terminal and the socket.

use anyhow::{Context, Result};
use chomp_protocol::Request;
use crossterm::event::{Event, EventStream};
use futures::StreamExt;
use tokio::sync::mpsc;

use crate::app::{App, Notice};
use crate::config::TokenStore;
use crate::local_hints::{hints_reply, LazySolver};
use crate::msg::{Command, Msg, NetEvent};
use crate::terminal::TerminalGuard;
use crate::ui;
use crate::update::update;

/// Where tokens go: the store and the key of this server in it.
pub struct TokenPlace {
    pub store: TokenStore,
    pub server_key: String,
}

/// Runs the UI until the user quits. An `Err` is the sentence to print
/// once the terminal is restored.
pub async fn run_tui(
    mut app: App,
    requests: mpsc::UnboundedSender<Request>,
    mut net: mpsc::UnboundedReceiver<NetEvent>,
    tokens: TokenPlace,
    solver: LazySolver,
) -> Result<()> {
    let (hints_tx, mut local_hints) = mpsc::unbounded_channel::<Msg>();
    let mut guard = TerminalGuard::new().context("cannot set up the terminal")?;
    let size = guard
        .terminal
        .size()
        .context("cannot read the terminal size")?;
    app.size = (size.width, size.height);
    let mut input = EventStream::new();
    // Redraws once a second while a move clock counts down on screen.
    let mut tick = tokio::time::interval(crate::clock::TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut shown = None;
    loop {
        // The countdown is drawn from the model's "now"; keep it current.
        update(&mut app, Msg::Tick(crate::clock::wall_ms()));
        // A new screen is drawn whole: a terminal that drew a cluster wider
        // or narrower than the layout counted (Khmer) keeps no stray letters
        // in cells the new screen leaves unchanged.
        let now_shown = (app.screen, app.help);
        if shown != Some(now_shown) {
            shown = Some(now_shown);
            guard
                .terminal
                .clear()
                .context("cannot draw on the terminal")?;
        }
        guard
            .terminal
            .draw(|f| ui::view(&app, f))
            .context("cannot draw on the terminal")?;
        let msg = tokio::select! {
            ev = input.next() => match ev {
                Some(Ok(Event::Key(k))) => Msg::Key(k),
                Some(Ok(Event::Mouse(m))) => Msg::Mouse(m),
                Some(Ok(Event::Resize(w, h))) => Msg::Resize(w, h),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(e).context("cannot read the keyboard"),
                None => return Ok(()),
            },
            ev = net.recv() => match ev {
                Some(ev) => Msg::Net(ev),
                None => anyhow::bail!("the connection task stopped"),
            },
            Some(msg) = local_hints.recv() => msg,
            _ = tick.tick(), if app.clock_ticking() => Msg::Tick(crate::clock::wall_ms()),
        };
        for cmd in update(&mut app, msg) {
            match cmd {
                Command::Send(req) => {
                    if requests.send(req).is_err() {
                        anyhow::bail!("the connection task stopped");
                    }
                }
                Command::SaveToken { name, token } => {
                    if let Err(e) = tokens.store.put(&tokens.server_key, &name, &token) {
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
                    let tx = hints_tx.clone();
                    tokio::task::spawn_blocking(move || match solver.get() {
                        Ok(s) => {
                            let hints = hints_reply(s, game, &position);
                            let _ = tx.send(Msg::LocalHints { game, ply, hints });
                        }
                        Err(e) => tracing::warn!(error = %e, "no hints for the replay"),
                    });
                }
                Command::Quit => return Ok(()),
                Command::Fail(sentence) => anyhow::bail!("{sentence}"),
            }
        }
    }
}
