//! Playing with friends: who is online (`online`, `hide`), challenges by
//! name (`challenge`, `challenge_accept`, `challenge_decline`), joining a
//! private game by its code, and chat lines (checked here, broadcast by
//! the game's room). A challenge is between connections of this node.

use chomp_protocol::{
    clean_chat, normalize_code, same_name, ChallengeStatus, ErrorCode, FirstMover, GameId,
    Opponent, Reply, ServerMsg, Start, MAX_CHAT_CHARS,
};

use super::games::to_room;
use super::Session;
use crate::challenges::{self, status, Terms, LIFETIME};
use crate::context::Shared;
use crate::mailbox::GameRequest;
use crate::matchmaking::{parse_variant, start_position};
use crate::model::GameSpec;
use crate::opener::open_challenge;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};

/// The fields of a `challenge` request, as sent.
pub struct ChallengeForm {
    pub name: String,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub start: Option<Start>,
    pub first: Option<FirstMover>,
}

/// `online`: the players connected now who do not hide.
pub fn online(s: &Session, re: Re) -> Result<(), Refusal> {
    let elsewhere = s.shared.hub.remote_online();
    let players = s.shared.roster.visible(elsewhere);
    s.reply(Reply::answer(re, ServerMsg::Online { players }));
    Ok(())
}

/// `hide`: this connection leaves the online list (or comes back). A
/// hidden player cannot be challenged; its games go on as before.
pub fn hide(s: &Session, hidden: bool, re: Re) -> Result<(), Refusal> {
    s.shared.roster.set_hidden(s.id, hidden);
    s.reply(Reply::answer(re, ServerMsg::Hidden { hidden }));
    Ok(())
}

fn spec_of(terms: &Terms) -> Result<GameSpec, Refusal> {
    let spec = GameSpec {
        variant: parse_variant(&terms.variant)?,
        width: terms.width,
        height: terms.height,
        start: terms.start.clone(),
        first: terms.first,
        opponent: Opponent::Human,
    };
    start_position(&spec)?;
    Ok(spec)
}

/// `challenge`: checks the settings and the challenged player, pushes the
/// notice to every connection of theirs and answers `pending`; the
/// challenge lapses after [`LIFETIME`].
pub fn challenge(s: &Session, me: Peer, form: ChallengeForm, re: Re) -> Result<(), Refusal> {
    let name = form.name.trim().to_string();
    if same_name(&name, &me.name) {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "You cannot challenge yourself.",
        ));
    }
    let terms = Terms {
        variant: form.variant,
        width: form.width,
        height: form.height,
        start: form.start.unwrap_or_default(),
        first: form.first.unwrap_or_default(),
    };
    spec_of(&terms)?;
    let Some(theirs) = s.shared.roster.reachable(&name) else {
        return Err(Refusal::new(
            ErrorCode::NoSuchPlayer,
            format!("{name} is not online here."),
        ));
    };
    if theirs.iter().all(|p| p.bot) {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            format!("{name} is a bot and takes no challenges; open a game it can join instead."),
        ));
    }
    let c = s.shared.challenges.add(me, &name, terms)?;
    let notice = Reply::push(ServerMsg::Challenge(c.notice()));
    for p in &theirs {
        p.send(&notice);
    }
    s.reply(Reply::answer(
        re,
        status(c.id, ChallengeStatus::Pending, Some(name)),
    ));
    let (shared, mut stop, id) = (s.shared.clone(), s.shutdown.clone(), c.id);
    tokio::spawn(async move {
        tokio::select! {
            _ = tokio::time::sleep(LIFETIME) => {}
            _ = stop.signalled() => return,
        }
        if let Some(c) = shared.challenges.take(id) {
            challenges::tell_lapsed(&c, &shared.roster.outboxes_of(&c.to));
        }
    });
    Ok(())
}

/// `challenge_accept`: opens the game through the opener; both players
/// get its `game` frame.
pub async fn accept(s: &mut Session, me: Peer, id: u64, re: Re) -> Result<(), Refusal> {
    let c = s.shared.challenges.take_for(id, &me.name)?;
    let spec = spec_of(&c.terms)?;
    let accepted = Reply::push(status(c.id, ChallengeStatus::Accepted, Some(c.to.clone())));
    match open_challenge(&s.shared, &c.from, &me, spec, re, &s.shutdown).await {
        Ok(_) => {
            c.from.send(&accepted);
            Ok(())
        }
        Err(r) => {
            challenges::tell_lapsed(&c, &[]);
            Err(r)
        }
    }
}

/// `challenge_decline`: the challenger is told, the decliner answered.
pub fn decline(s: &Session, me: &Peer, id: u64, re: Re) -> Result<(), Refusal> {
    let c = s.shared.challenges.take_for(id, &me.name)?;
    let declined = |name| status(c.id, ChallengeStatus::Declined, name);
    c.from.send(&Reply::push(declined(Some(c.to.clone()))));
    s.reply(Reply::answer(re, declined(None)));
    Ok(())
}

/// `join` with a code: the private game of this node that holds it.
pub async fn join_code(s: &mut Session, me: Peer, code: &str, re: Re) -> Result<(), Refusal> {
    let Some(code) = normalize_code(code) else {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "A game code is four letters or digits, like K7PQ.",
        ));
    };
    let Some(game) = s.shared.hub.private_games_with(&code).first().copied() else {
        return Err(Refusal::new(
            ErrorCode::NoSuchGame,
            format!("No open game has the code {code}."),
        ));
    };
    let bot = s.bot;
    let req = GameRequest::Join {
        bot,
        code: Some(code),
    };
    to_room(s, me, game, req, re).await
}

/// `chat`: one line, within its length and the connection's rate, made
/// safe, then broadcast by the game's room.
pub async fn chat(
    s: &mut Session,
    me: Peer,
    game: GameId,
    text: &str,
    re: Re,
) -> Result<(), Refusal> {
    if text.chars().count() > MAX_CHAT_CHARS {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            format!("A chat line has at most {MAX_CHAT_CHARS} characters."),
        ));
    }
    let text = clean_chat(text);
    if text.is_empty() {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "The chat line is empty.",
        ));
    }
    if !s.shared.roster.take_chat(s.id) {
        return Err(Refusal::new(
            ErrorCode::RateLimited,
            "You are chatting too fast; wait a moment.",
        ));
    }
    to_room(s, me, game, GameRequest::Chat { text }, re).await
}

/// A connection closed: the challenges it sent lapse, and those waiting
/// for its name when it was the name's last connection here.
pub fn leave(shared: &Shared, conn: u64, name: &str) {
    let last = shared.roster.leave(conn);
    for c in shared.challenges.take_left(conn, name, last) {
        let to: Vec<_> = if last && c.to == name {
            Vec::new()
        } else {
            shared.roster.outboxes_of(&c.to)
        };
        challenges::tell_lapsed(&c, &to);
    }
}
