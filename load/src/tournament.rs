//! `--mode arena` and `--mode ladder` (issue 29's performance figures).
//!
//! Arena: client 0 creates one arena (a random-start board of the run's
//! variant and size, lasting the run), every client joins it and plays the
//! pairings it makes; the move round trip is measured as in the other
//! modes, and at the end the arena's pairing-pass durations are read from
//! the server's `/metrics` (`chomp_tournament_pairing_seconds`).
//!
//! Ladder: every client is a hosted bot (`hello` with `"bot": true`) on the
//! server's bot ladder and plays its pairings; the run reports games per
//! minute (from `/api/ladder` before and after) and the longest time any
//! bot sat free while another was free, sampled every 50 ms.

use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use chomp_client::tls::Socket;
use chomp_protocol::{
    ClientMsg, GameStatus, ServerMsg, Start, TournamentFormat, TournamentId, TournamentSpec,
};
use rand::rngs::StdRng;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::client::{next_msg, play_game, send, Shared};

/// The tournament frame's id, past other frames.
async fn tournament_answer(ws: &mut Socket) -> Result<TournamentId> {
    loop {
        match next_msg(ws).await? {
            ServerMsg::Tournament(t) => return Ok(t.tournament),
            ServerMsg::Error { code, message, .. } => bail!("server error {code}: {message}"),
            _ => {}
        }
    }
}

/// The tournament client `index` plays in: the arena (made by client 0)
/// or the ladder.
async fn find(
    shared: &Shared,
    ws: &mut Socket,
    index: usize,
    ladder: bool,
) -> Result<TournamentId> {
    if ladder {
        send(ws, ClientMsg::Tournaments).await?;
        loop {
            if let ServerMsg::Tournaments { list } = next_msg(ws).await? {
                return list
                    .iter()
                    .find(|t| t.format == TournamentFormat::Ladder)
                    .map(|t| t.tournament)
                    .ok_or_else(|| anyhow!("the server has no bot ladder"));
            }
        }
    }
    if index == 0 {
        let minutes = (shared.duration.as_secs() / 60 + 1).min(720) as u32;
        let spec = TournamentSpec {
            format: TournamentFormat::Arena,
            name: "chomp-load".into(),
            variant: shared.variant.clone(),
            width: shared.width,
            height: shared.height,
            start: Some(Start::Random),
            minutes: Some(minutes),
            starts_in: Some(0),
            bots: Vec::new(),
        };
        send(ws, ClientMsg::TournamentCreate(Box::new(spec))).await?;
        let id = tournament_answer(ws).await?;
        shared.tour.arena.send_replace(Some(id));
        return Ok(id);
    }
    let mut made = shared.tour.arena.subscribe();
    let id = tokio::time::timeout(Duration::from_secs(20), made.wait_for(Option::is_some))
        .await
        .map_err(|_| anyhow!("client 0 made no arena within 20 s"))?
        .context("the arena's maker stopped")?;
    id.ok_or_else(|| anyhow!("no arena"))
}

/// Joins the arena or the ladder and plays every pairing until the run
/// stops.
pub async fn play(
    shared: &Shared,
    ws: &mut Socket,
    index: usize,
    ladder: bool,
    rng: &mut StdRng,
) -> Result<()> {
    let id = find(shared, ws, index, ladder).await?;
    send(ws, ClientMsg::TournamentJoin { tournament: id }).await?;
    tournament_answer(ws).await?;
    shared.tour.set_free(index, ladder);
    let result = pairings(shared, ws, index, ladder, id, rng).await;
    shared.tour.set_free(index, false);
    result
}

async fn pairings(
    shared: &Shared,
    ws: &mut Socket,
    index: usize,
    ladder: bool,
    id: TournamentId,
    rng: &mut StdRng,
) -> Result<()> {
    while !shared.stopping() {
        let msg = match tokio::time::timeout(Duration::from_secs(1), next_msg(ws)).await {
            Ok(msg) => msg?,
            Err(_) => continue,
        };
        let ServerMsg::Game(state) = msg else {
            continue;
        };
        if state.tournament != Some(id)
            || state.status != GameStatus::Playing
            || state.you.is_none()
        {
            continue;
        }
        shared.tour.set_free(index, false);
        play_game(shared, ws, state, rng).await?;
        shared.tour.set_free(index, ladder);
    }
    Ok(())
}

/// The arena's pairing passes, from the server's `/metrics` on the first
/// address (plain `ws://` only): a line for the report.
pub async fn pairing_passes(url: &str) -> String {
    match read_passes(url).await {
        Ok(line) => line,
        Err(e) => format!("pairing passes: not read from /metrics ({e:#})"),
    }
}

async fn read_passes(url: &str) -> Result<String> {
    let text = http_get(url, "/metrics").await?;
    let passes = Histogram::parse(&text, "chomp_tournament_pairing_seconds")
        .ok_or_else(|| anyhow!("no chomp_tournament_pairing_seconds"))?;
    Ok(passes.line())
}

/// How many ladder games were played in all, from `/api/ladder` (every
/// game has two seats there).
pub async fn ladder_games(url: &str) -> Result<u64> {
    let text = http_get(url, "/api/ladder").await?;
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let v: serde_json::Value = serde_json::from_str(body).context("/api/ladder")?;
    let seats: u64 = v["bots"]
        .as_array()
        .ok_or_else(|| anyhow!("/api/ladder has no bots"))?
        .iter()
        .filter_map(|b| b["games"].as_u64())
        .sum();
    Ok(seats / 2)
}

/// A plain HTTP GET of `path` on the host of a `ws://` address: the
/// whole response.
async fn http_get(url: &str, path: &str) -> Result<String> {
    let host = url
        .strip_prefix("ws://")
        .ok_or_else(|| anyhow!("only a ws:// address is read"))?
        .split('/')
        .next()
        .unwrap_or_default()
        .to_string();
    let mut tcp = TcpStream::connect(&host).await?;
    let ask = format!("GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n");
    tcp.write_all(ask.as_bytes()).await?;
    let mut text = String::new();
    tcp.read_to_string(&mut text).await?;
    Ok(text)
}

/// A Prometheus histogram read from its text: cumulative buckets, sum, count.
#[derive(Debug, PartialEq)]
struct Histogram {
    buckets: Vec<(f64, u64)>,
    sum: f64,
    count: u64,
}

impl Histogram {
    fn parse(text: &str, name: &str) -> Option<Histogram> {
        let bucket = format!("{name}_bucket{{le=\"");
        let mut h = Histogram {
            buckets: Vec::new(),
            sum: 0.0,
            count: 0,
        };
        let mut seen = false;
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix(&bucket) {
                let (le, n) = rest.split_once("\"}")?;
                let le = if le == "+Inf" {
                    f64::INFINITY
                } else {
                    le.parse().ok()?
                };
                h.buckets.push((le, n.trim().parse().ok()?));
                seen = true;
            } else if let Some(v) = line.strip_prefix(&format!("{name}_sum ")) {
                h.sum = v.trim().parse().ok()?;
            } else if let Some(v) = line.strip_prefix(&format!("{name}_count ")) {
                h.count = v.trim().parse().ok()?;
            }
        }
        seen.then_some(h)
    }

    /// The bucket bound under which fraction `q` of the samples fall.
    fn quantile(&self, q: f64) -> f64 {
        let want = (self.count as f64 * q).ceil() as u64;
        self.buckets
            .iter()
            .find(|(_, n)| *n >= want)
            .map_or(f64::INFINITY, |(le, _)| *le)
    }

    fn line(&self) -> String {
        if self.count == 0 {
            return "pairing passes: none yet".into();
        }
        let ms = |s: f64| s * 1000.0;
        format!(
            "pairing passes: {} (all the server's), mean {:.3} ms, p50 <= {:.3} ms, p99 <= {:.3} ms",
            self.count,
            ms(self.sum / self.count as f64),
            ms(self.quantile(0.5)),
            ms(self.quantile(0.99)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_is_read_from_the_metrics_text() {
        let text = "# TYPE chomp_tournament_pairing_seconds histogram\n\
            chomp_tournament_pairing_seconds_sum 0.03\n\
            chomp_tournament_pairing_seconds_count 10\n\
            chomp_tournament_pairing_seconds_bucket{le=\"0.001\"} 5\n\
            chomp_tournament_pairing_seconds_bucket{le=\"0.004\"} 9\n\
            chomp_tournament_pairing_seconds_bucket{le=\"0.016\"} 10\n\
            chomp_tournament_pairing_seconds_bucket{le=\"+Inf\"} 10\n";
        let h = Histogram::parse(text, "chomp_tournament_pairing_seconds").unwrap();
        assert_eq!((h.count, h.buckets.len()), (10, 4));
        assert_eq!(h.quantile(0.5), 0.001);
        assert_eq!(h.quantile(0.99), 0.016);
        assert!(h.line().contains("mean 3.000 ms"), "{}", h.line());
        assert_eq!(Histogram::parse("nothing", "chomp_x"), None);
    }
}
