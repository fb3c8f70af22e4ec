//! One client of the crash test: it plays games against bots until the
//! server is killed, remembers every move acknowledged ([`Seen`]), and after
//! a restart checks that a game it finds again holds them.

use super::*;

/// What one client knows, carried across crashes.
#[derive(Default)]
pub struct Seen {
    pub name: String,
    pub token: Option<String>,
    /// The game it is in the middle of, if any.
    pub current: Option<u64>,
    /// Every `moved` it received: (game, ply) -> (seat, row, col).
    pub acked: BTreeMap<(u64, u64), (u64, u64, u64)>,
    /// Finished games and their winners.
    pub finished: BTreeMap<u64, u64>,
    /// Games found still running after a restart and continued.
    pub resumed: usize,
}

pub async fn send(ws: &mut Client, v: Value) -> Option<()> {
    ws.try_send(v).await
}

/// The next JSON frame, or `None` once the server is gone.
async fn recv(ws: &mut Client, who: &str) -> Option<Value> {
    let v = ws.try_recv().await?;
    assert_ne!(v["type"], "error", "{who}: {v}");
    Some(v)
}

pub async fn recv_type(ws: &mut Client, who: &str, ty: &str) -> Option<Value> {
    loop {
        let v = recv(ws, who).await?;
        if v["type"] == ty {
            return Some(v);
        }
    }
}

/// Plays games until the connection breaks (the server was killed).
pub async fn play_until_cut(addr: SocketAddr, mut seen: Seen, seed: u64) -> Seen {
    let _ = play(addr, &mut seen, seed).await;
    seen
}

async fn play(addr: SocketAddr, seen: &mut Seen, seed: u64) -> Option<()> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut ws = Client::try_raw(addr).await?;
    let who = seen.name.clone();
    let mut hello = json!({"type":"hello","protocol":1,"name":who});
    if let Some(t) = &seen.token {
        hello["token"] = json!(t);
    }
    send(&mut ws, hello).await?;
    let w = recv_type(&mut ws, &who, "welcome").await?;
    seen.token = Some(w["token"].as_str().unwrap().to_string());
    loop {
        let state = match seen.current {
            Some(id) => {
                send(&mut ws, json!({"type":"watch","game":id})).await?;
                let state = recv_type(&mut ws, &who, "game").await?;
                check_resumed(seen, &state);
                seen.resumed += usize::from(state["status"] == "playing");
                state
            }
            None => {
                send(
                    &mut ws,
                    json!({"type":"create","variant":"chomp","width":6,"height":5,
                        "opponent":{"kind":"bot","level":"easy"},"first":"random"}),
                )
                .await?;
                recv_type(&mut ws, &who, "game").await?
            }
        };
        let id = state["game"].as_u64().unwrap();
        seen.current = Some(id);
        if state["status"] == "finished" {
            seen.finished.insert(id, state["winner"].as_u64().unwrap());
            seen.current = None;
            continue;
        }
        let me = state["players"]
            .as_array()
            .unwrap()
            .iter()
            .position(|p| p["name"] == who.as_str())
            .unwrap() as u64;
        let mut board = rows(&state["board"]);
        let mut ply = state["ply"].as_u64().unwrap();
        let mut to_move = state["to_move"].as_u64().unwrap();
        let mut sent_for = None;
        loop {
            if to_move == me && sent_for != Some(ply) {
                if let Some((row, col)) = random_move(&board, &mut rng) {
                    send(
                        &mut ws,
                        json!({"type":"move","game":id,"ply":ply,"row":row,"col":col}),
                    )
                    .await?;
                    sent_for = Some(ply);
                }
            }
            let v = recv(&mut ws, &who).await?;
            if v["game"] != id {
                continue;
            }
            match v["type"].as_str().unwrap() {
                "moved" => {
                    let p = v["ply"].as_u64().unwrap();
                    assert_eq!(p, ply, "{who}: moves arrive in order");
                    let m = (
                        v["seat"].as_u64().unwrap(),
                        v["row"].as_u64().unwrap(),
                        v["col"].as_u64().unwrap(),
                    );
                    seen.acked.insert((id, p), m);
                    board = rows(&v["board"]);
                    ply += 1;
                    to_move = v["to_move"].as_u64().unwrap();
                }
                "over" => {
                    seen.finished.insert(id, v["winner"].as_u64().unwrap());
                    seen.current = None;
                    break;
                }
                _ => {}
            }
        }
    }
}

/// After the last restart: learns how the game a client was cut from stands
/// (its last move may have been stored just before the kill).
pub async fn settle(addr: SocketAddr, seen: &mut Seen) {
    let Some(id) = seen.current else { return };
    let mut ws = Client::raw(addr).await;
    let who = seen.name.clone();
    send(
        &mut ws,
        json!({"type":"hello","protocol":1,"name":who,"token":seen.token}),
    )
    .await
    .unwrap();
    recv_type(&mut ws, &who, "welcome").await.unwrap();
    send(&mut ws, json!({"type":"watch","game":id}))
        .await
        .unwrap();
    let state = recv_type(&mut ws, &who, "game").await.unwrap();
    check_resumed(seen, &state);
    if state["status"] == "finished" {
        seen.finished.insert(id, state["winner"].as_u64().unwrap());
        seen.current = None;
    }
}

/// A game found again after a restart holds every move acknowledged before.
pub fn check_resumed(seen: &Seen, state: &Value) {
    let id = state["game"].as_u64().unwrap();
    let moves = state["moves"].as_array().unwrap();
    for (&(g, ply), &(seat, row, col)) in seen.acked.range((id, 0)..(id + 1, 0)) {
        assert_eq!(g, id);
        let m = moves
            .get(ply as usize)
            .unwrap_or_else(|| panic!("{}: acknowledged ply {ply} of game {id} lost", seen.name));
        assert_eq!(
            (&m["seat"], &m["row"], &m["col"]),
            (&json!(seat), &json!(row), &json!(col)),
            "{}: game {id} ply {ply} differs after the restart",
            seen.name
        );
    }
}

/// A random present cell other than the poisoned corner, if any is left.
fn random_move(board: &[String], rng: &mut StdRng) -> Option<(usize, usize)> {
    let cells: Vec<(usize, usize)> = board
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.chars()
                .enumerate()
                .filter(move |&(c, ch)| ch == '#' && (r, c) != (0, 0))
                .map(move |(c, _)| (r, c))
        })
        .collect();
    (!cells.is_empty()).then(|| cells[rng.random_range(0..cells.len())])
}
