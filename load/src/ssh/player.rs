//! What a simulated SSH player does with its keys: in the lobby, Enter
//! creates the form's default game (Chomp 7x5 against the medium bot, the
//! player first); on the board, the cursor keys aim at a cell, and after a
//! pause Enter eats it. The time from that Enter to the output that shows
//! the cell gone is the move's round trip as the player sees it. A viewer
//! only sits in the lobby and reads its frames.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::Result;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::Rng;

use super::figures::{Figures, MoveSample};
use super::screen::{read_board, shows};
use super::term::Term;

/// Keys as a terminal sends them.
const UP: &[u8] = b"\x1b[A";
const DOWN: &[u8] = b"\x1b[B";
const LEFT: &[u8] = b"\x1b[D";
const RIGHT: &[u8] = b"\x1b[C";
const ENTER: &[u8] = b"\r";
const ESC: &[u8] = b"\x1b";

/// The shortest pause between aiming and eating: about three frame intervals of
/// the door (34 ms), so the aim is drawn before the Enter and the time
/// measured is the move's alone, as for a person, who never aims and eats
/// within a frame.
const MIN_AIM: Duration = Duration::from_millis(100);

/// Words of the English screens the player reads.
const LOBBY: &str = "Create game";
const YOUR_MOVE: &str = "Your move!";
/// The top bar's mark of a live connection. The lobby is drawn while the
/// session still connects, and a key pressed then is refused as offline:
/// a person waits for the green dot, and so does the simulated one.
const ONLINE: &str = "●";

fn lobby_online(s: &vt100::Screen) -> bool {
    shows(s, LOBBY) && shows(s, ONLINE)
}

fn finished(s: &vt100::Screen) -> bool {
    shows(s, "You won") || shows(s, "You lost")
}

/// A person's pause: exponentially distributed around `mean` (at most 5x),
/// never under [`MIN_AIM`].
fn pause(mean: Duration, rng: &mut StdRng) -> Duration {
    let u: f64 = rng.random_range(f64::EPSILON..1.0);
    mean.mul_f64((-u.ln()).min(5.0)).max(MIN_AIM)
}

/// Plays games against the bot until `deadline`.
pub async fn play(
    term: &mut Term,
    figures: &Figures,
    think: Duration,
    rng: &mut StdRng,
    deadline: Instant,
) -> Result<()> {
    term.wait_for("the lobby, online", lobby_online).await?;
    while Instant::now() < deadline {
        let mark = term.received;
        term.io.send(ENTER).await?;
        term.wait_for("a game against the bot", |s| {
            read_board(s).is_some() && shows(s, YOUR_MOVE)
        })
        .await?;
        figures.record_full_screen((term.received - mark) as usize);
        play_game(term, figures, think, rng, deadline).await?;
        if Instant::now() >= deadline {
            break;
        }
        // Back to the lobby, for the next game.
        term.io.send(ESC).await?;
        term.wait_for("the lobby again", |s| {
            shows(s, LOBBY) && read_board(s).is_none()
        })
        .await?;
    }
    Ok(())
}

async fn play_game(
    term: &mut Term,
    figures: &Figures,
    think: Duration,
    rng: &mut StdRng,
    deadline: Instant,
) -> Result<()> {
    let openssh = !term.io.frames_visible();
    loop {
        term.wait_for("the player's turn or the result", |s| {
            finished(s) || (shows(s, YOUR_MOVE) && read_board(s).is_some())
        })
        .await?;
        if finished(term.screen()) {
            figures.games_finished.fetch_add(1, Ordering::Relaxed);
            return Ok(());
        }
        if Instant::now() >= deadline {
            return Ok(());
        }
        let Some(board) = read_board(term.screen()) else {
            continue;
        };
        // Only the poisoned corner left: eating it loses, and ends the game.
        let (row, col) = board.single_bites().choose(rng).copied().unwrap_or((0, 0));
        let mut keys = Vec::new();
        for _ in 0..board.rows.len() {
            keys.extend_from_slice(UP);
        }
        for _ in 0..board.width() {
            keys.extend_from_slice(LEFT);
        }
        for _ in 0..row {
            keys.extend_from_slice(DOWN);
        }
        for _ in 0..col {
            keys.extend_from_slice(RIGHT);
        }
        term.io.send(&keys).await?;
        term.watch_until(Instant::now() + pause(think, rng)).await?;
        let before = read_board(term.screen()).map_or(board.present(), |b| b.present());
        let mark = term.received;
        let sent = Instant::now();
        let settled = figures.settled.load(Ordering::Relaxed);
        term.io.send(ENTER).await?;
        term.wait_for("the move drawn", |s| {
            read_board(s).is_some_and(|b| b.present() < before) || finished(s)
        })
        .await?;
        let micros = sent.elapsed().as_micros().min(u32::MAX as u128) as u32;
        let bytes = (term.received - mark).min(u32::MAX as u64) as u32;
        figures.record_move(MoveSample {
            micros,
            bytes,
            openssh,
            settled,
        });
    }
}

/// Sits in the lobby until `deadline`, reading every frame.
pub async fn view(term: &mut Term, deadline: Instant) -> Result<()> {
    term.wait_for("the lobby, online", lobby_online).await?;
    term.watch_until(deadline).await
}
