//! A host of tournaments: one tournament, every open arena, or the
//! server's bot ladder; it opens no games of its own.

use super::*;

fn welcome_frame() -> Reply {
    push(ServerMsg::Welcome {
        name: "robo".into(),
        token: "t".into(),
        server: ServerInfo {
            name: "s".into(),
            version: "1".into(),
            perfect_heights: Default::default(),
        },
        games: vec![],
        service: None,
    })
}

fn listed(id: u64, format: TournamentFormat, status: TournamentStatus) -> TournamentInfo {
    TournamentInfo {
        tournament: id,
        format,
        name: format!("t{id}"),
        status,
        starts_at: String::new(),
        ends_at: None,
        standings: vec![],
        variant: "chomp".into(),
        width: 4,
        height: 3,
        start: "full".into(),
        starts_at_ms: 0,
        ends_at_ms: None,
        creator: "ann".into(),
        entrants: 0,
    }
}

#[test]
fn a_tournament_host_joins_it_and_opens_no_games() {
    let mut c = config(2);
    c.tournaments = TournamentPlan::One(7);
    let mut host = BotHost::new(c);
    let a = host.on_frame(welcome_frame());
    assert_eq!(creates(&a), 0, "{a:?}");
    assert!(a.contains(&Action::Send(ClientMsg::TournamentJoin { tournament: 7 })));
    // Its pairings are games like any other: it plays when due.
    let a = host.on_frame(push(ServerMsg::Game(state(3, GameStatus::Playing, 0))));
    assert!(a.iter().any(|x| matches!(x, Action::Think { game: 3, .. })));
    assert_eq!(creates(&a), 0);
    let info = listed(7, TournamentFormat::Arena, TournamentStatus::Running);
    let a = host.on_frame(push(ServerMsg::Tournament(info.clone())));
    assert!(matches!(a.as_slice(), [Action::Say(line)] if line.contains('7')));
    assert!(
        host.on_frame(push(ServerMsg::Tournament(info))).is_empty(),
        "said once"
    );
}

#[test]
fn an_arena_host_joins_every_open_arena_once() {
    let mut c = config(1);
    c.tournaments = TournamentPlan::Arenas;
    let mut host = BotHost::new(c);
    let a = host.on_frame(welcome_frame());
    assert!(a.contains(&Action::Send(ClientMsg::Tournaments)));
    assert_eq!(creates(&a), 0);
    let list = vec![
        listed(1, TournamentFormat::Arena, TournamentStatus::Waiting),
        listed(2, TournamentFormat::RoundRobin, TournamentStatus::Waiting),
        listed(3, TournamentFormat::Arena, TournamentStatus::Finished),
        listed(4, TournamentFormat::Arena, TournamentStatus::Running),
    ];
    let a = host.on_frame(push(ServerMsg::Tournaments { list: list.clone() }));
    assert_eq!(
        a,
        [
            Action::Send(ClientMsg::TournamentJoin { tournament: 1 }),
            Action::Send(ClientMsg::TournamentJoin { tournament: 4 })
        ]
    );
    assert!(host
        .on_frame(push(ServerMsg::Tournaments { list }))
        .is_empty());
}

#[test]
fn a_ladder_host_joins_the_ladder_and_says_when_there_is_none() {
    let mut c = config(1);
    c.tournaments = TournamentPlan::Ladder;
    let mut host = BotHost::new(c.clone());
    let a = host.on_frame(welcome_frame());
    assert!(a.contains(&Action::Send(ClientMsg::Tournaments)));
    assert_eq!(creates(&a), 0);
    let list = vec![
        listed(1, TournamentFormat::Arena, TournamentStatus::Running),
        listed(2, TournamentFormat::Ladder, TournamentStatus::Running),
    ];
    let a = host.on_frame(push(ServerMsg::Tournaments { list: list.clone() }));
    assert_eq!(
        a,
        [
            Action::Send(ClientMsg::TournamentJoin { tournament: 2 }),
            Action::Send(ClientMsg::TournamentWatch { tournament: 2 })
        ]
    );
    assert!(host
        .on_frame(push(ServerMsg::Tournaments { list: list.clone() }))
        .is_empty());
    // After a reconnect it enters again (the server answers "already" and
    // follows it all the same).
    host.on_frame(welcome_frame());
    let a = host.on_frame(push(ServerMsg::Tournaments { list }));
    assert_eq!(a.len(), 2, "{a:?}");
    // A server without a ladder: one sentence, and the host stops.
    let mut host = BotHost::new(c);
    host.on_frame(welcome_frame());
    let list = vec![listed(
        1,
        TournamentFormat::Arena,
        TournamentStatus::Running,
    )];
    let a = host.on_frame(push(ServerMsg::Tournaments { list }));
    assert_eq!(a, [Action::Fail("This server has no bot ladder.".into())]);
}
