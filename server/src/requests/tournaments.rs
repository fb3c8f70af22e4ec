//! Tournament requests: `tournament_create` is checked here, stored and
//! given an actor; `tournament_join`, `tournament_leave` and
//! `tournament_watch` go to the tournament's actor, which answers;
//! `tournaments` is answered from the registry's list.

use std::collections::HashSet;
use std::time::Duration;

use chomp_protocol::tournaments::{
    MAX_ARENA_MINUTES, MAX_ROUND_ROBIN_ENTRANTS, MAX_STARTS_IN_SECS, MAX_TOURNAMENT_BOTS,
};
use chomp_protocol::{
    ErrorCode, FirstMover, Opponent, Reply, ServerMsg, Start, TournamentFormat, TournamentId,
    TournamentSpec,
};

use serde_json::json;

use super::Session;
use crate::actor_mail;
use crate::actors::{ActorKey, Kind};
use crate::matchmaking::{parse_variant, start_position};
use crate::model::GameSpec;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::store::NewTournament;
use crate::tournament::{self, epoch_ms, TourCmd};

/// Longest tournament name, in characters.
const MAX_TOURNAMENT_NAME: usize = 40;

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::BadRequest, message)
}

/// A length of `units` of `unit`, in milliseconds.
fn scaled(units: u32, unit: Duration) -> u64 {
    (unit.as_millis() as u64).saturating_mul(u64::from(units))
}

/// Checks a `tournament_create` and turns it into what is stored.
fn check(spec: &TournamentSpec, creator: &str, minute: Duration) -> Result<NewTournament, Refusal> {
    if spec.format == TournamentFormat::Ladder {
        return Err(bad(
            "The server keeps the one bot ladder itself; join it with `tournament_join`.",
        ));
    }
    let name = spec.name.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_TOURNAMENT_NAME || name.chars().any(char::is_control) {
        return Err(bad(format!(
            "A tournament's name has 1 to {MAX_TOURNAMENT_NAME} visible characters."
        )));
    }
    let variant = parse_variant(&spec.variant)?;
    let start = spec.start.clone().unwrap_or_default();
    let start_word = match start {
        Start::Full => "full",
        Start::Random => "random",
        Start::Position(_) => {
            return Err(Refusal::new(
                ErrorCode::BadPosition,
                "A tournament starts from the full board or a random one.",
            ))
        }
    };
    // The board is checked as any game's is.
    start_position(&GameSpec {
        variant,
        width: spec.width,
        height: spec.height,
        start,
        first: FirstMover::Me,
        opponent: Opponent::Human,
    })?;
    let minutes = match spec.format {
        TournamentFormat::Arena => match spec.minutes {
            Some(m @ 1..=MAX_ARENA_MINUTES) => Some(m),
            _ => {
                return Err(bad(format!(
                    "An arena lasts 1 to {MAX_ARENA_MINUTES} minutes."
                )))
            }
        },
        TournamentFormat::RoundRobin if spec.minutes.is_some() => {
            return Err(bad(
                "A round robin has no minutes: it ends with its last game.",
            ))
        }
        TournamentFormat::RoundRobin | TournamentFormat::Ladder => None,
    };
    let starts_in = spec.starts_in.unwrap_or(0);
    if starts_in > MAX_STARTS_IN_SECS {
        return Err(bad(format!(
            "A tournament starts within {MAX_STARTS_IN_SECS} seconds."
        )));
    }
    let most_bots = match spec.format {
        TournamentFormat::Arena => MAX_TOURNAMENT_BOTS,
        TournamentFormat::RoundRobin | TournamentFormat::Ladder => {
            MAX_TOURNAMENT_BOTS.min(MAX_ROUND_ROBIN_ENTRANTS)
        }
    };
    let distinct: HashSet<_> = spec.bots.iter().collect();
    if spec.bots.len() > most_bots || distinct.len() != spec.bots.len() {
        return Err(bad(format!(
            "Enter at most {most_bots} server bots, each level once."
        )));
    }
    let starts_at_ms = epoch_ms() + scaled(starts_in, minute) / 60;
    Ok(NewTournament {
        format: spec.format,
        name: name.to_string(),
        variant,
        width: spec.width,
        height: spec.height,
        start: start_word.to_string(),
        minutes,
        creator: creator.to_string(),
        starts_at_ms,
        ends_at_ms: minutes.map(|m| starts_at_ms + scaled(m, minute)),
    })
}

pub async fn create(
    s: &mut Session,
    me: Peer,
    spec: Box<TournamentSpec>,
    re: Re,
) -> Result<(), Refusal> {
    let shared = s.shared.clone();
    let new = check(&spec, &me.name, shared.config.tournament_minute)?;
    let most = shared.config.max_tournaments;
    let (by_name, by_addr) = shared
        .tournaments
        .active_created_by(&me.name, Some(s.client));
    if by_name >= most || by_addr >= most {
        return Err(Refusal::new(
            ErrorCode::LimitReached,
            format!("At most {most} tournaments of yours may wait or run at once."),
        ));
    }
    let tx = tournament::create(&shared, new, spec.bots, s.client, s.shutdown.clone())
        .await
        .map_err(Refusal::store_write)?;
    tx.send(TourCmd::Watch { peer: me, re })
        .map_err(|_| Refusal::closing())
}

/// Passes a join, leave or watch to the tournament's actor: the one here,
/// or through placement (another node's, or started here from the store).
pub async fn to_actor(s: &Session, tournament: TournamentId, cmd: TourCmd) -> Result<(), Refusal> {
    if let Some(tx) = s.shared.tournaments.actor(tournament) {
        return tx.send(cmd).map_err(|_| Refusal::closing());
    }
    let (kind, peer, re) = match cmd {
        TourCmd::Join { peer, re } => ("tournament_join", peer, re),
        TourCmd::Leave { peer, re } => ("tournament_leave", peer, re),
        TourCmd::Watch { peer, re } => ("tournament_watch", peer, re),
        _ => return Err(Refusal::internal("not a client's tournament request")),
    };
    let msg = json!({"type": kind, "tournament": tournament});
    let key = ActorKey::new(Kind::TOURNAMENT, tournament);
    actor_mail::deliver(&s.shared, key, peer, re, msg)
        .await
        .map_err(|r| match r.code {
            ErrorCode::BadRequest => bad(format!("There is no tournament {tournament}.")),
            _ => r,
        })
}

pub fn list(s: &Session, re: Re) -> Result<(), Refusal> {
    let list = s.shared.tournaments.list();
    s.reply(Reply::answer(re, ServerMsg::Tournaments { list }));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_engine::Level;

    fn spec(format: TournamentFormat) -> TournamentSpec {
        TournamentSpec {
            format,
            name: "Friday".into(),
            variant: "chomp".into(),
            width: 6,
            height: 5,
            start: None,
            minutes: Some(30),
            starts_in: Some(60),
            bots: vec![Level::Easy, Level::Hard],
        }
    }

    #[test]
    fn an_arena_ends_its_minutes_after_its_start() {
        let t = check(
            &spec(TournamentFormat::Arena),
            "ann",
            Duration::from_secs(60),
        )
        .unwrap();
        assert_eq!(t.ends_at_ms, Some(t.starts_at_ms + 30 * 60_000));
        assert_eq!(t.start, "full");
    }

    #[test]
    fn bad_fields_are_refused_with_a_sentence() {
        let minute = Duration::from_secs(60);
        let mut s = spec(TournamentFormat::Arena);
        s.minutes = Some(0);
        assert!(check(&s, "ann", minute)
            .unwrap_err()
            .message
            .contains("1 to 720"));
        s.minutes = None;
        assert!(check(&s, "ann", minute).is_err());
        let mut s = spec(TournamentFormat::RoundRobin);
        assert!(
            check(&s, "ann", minute).is_err(),
            "a round robin has no minutes"
        );
        s.minutes = None;
        assert!(check(&s, "ann", minute).is_ok());
        s.bots = vec![Level::Hard, Level::Hard];
        assert!(check(&s, "ann", minute).is_err());
        let mut s = spec(TournamentFormat::Arena);
        s.width = 0;
        assert_eq!(
            check(&s, "ann", minute).unwrap_err().code,
            ErrorCode::BadSize
        );
        let mut s = spec(TournamentFormat::Arena);
        s.name = "  ".into();
        assert!(check(&s, "ann", minute).is_err());
        s.name = "x".into();
        s.starts_in = Some(MAX_STARTS_IN_SECS + 1);
        assert!(check(&s, "ann", minute).is_err());
        let s = spec(TournamentFormat::Ladder);
        assert!(check(&s, "ann", minute)
            .unwrap_err()
            .message
            .contains("one bot ladder"));
    }
}
