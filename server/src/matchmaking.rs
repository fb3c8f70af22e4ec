//! Checking what `create` (or `rematch`) asks for: the variant, the size
//! and start, how many games a player may hold, and whether the bots have
//! room for one more game on a board where they search. Opening the game
//! is the rooms' part (`crate::room::open`).

use std::time::Duration;

use chomp_engine::{Position, Variant};
use chomp_protocol::{ErrorCode, GameId, Opponent, Start};

use crate::context::Shared;
use crate::model::GameSpec;
use crate::refusal::Refusal;

/// Reads the variant name of a `create`.
pub fn parse_variant(text: &str) -> Result<Variant, Refusal> {
    text.parse().map_err(|_| {
        Refusal::new(
            ErrorCode::BadRequest,
            format!(
                "\"{}\" is not a variant; use chomp or ichomp.",
                text.chars().take(20).collect::<String>()
            ),
        )
    })
}

/// Refuses a new seat for `name` when they already sit in the most
/// unfinished games allowed (bot games included), so one name cannot hold
/// hundreds of games in memory. `joining` is a game they may already sit in
/// (a rejoin takes no new seat).
pub fn check_unfinished(
    shared: &Shared,
    name: &str,
    joining: Option<GameId>,
) -> Result<(), Refusal> {
    let max = shared.config.max_unfinished_games;
    let mine = shared.hub.games_of(name);
    if joining.is_some_and(|g| mine.contains(&g)) || mine.len() < max {
        return Ok(());
    }
    Err(Refusal::new(
        ErrorCode::LimitReached,
        format!("You already sit in {max} unfinished games, the most allowed; finish or resign one first."),
    ))
}

/// When a bot game refused for the bots' load may be asked for again:
/// about the time the searches waiting now take to run.
const BOT_LOAD_RETRY: Duration = Duration::from_secs(10);

/// Refuses a new game against a bot on a board where the bot searches
/// (beyond its tables and the exact search: every move costs a search's
/// time and memory) while the bots' line is full, or while the address of
/// `name` already holds half of it. Boards the bot plays from its tables
/// cost microseconds a move and are never refused here.
pub fn check_bot_load(shared: &Shared, name: &str, spec: &GameSpec) -> Result<(), Refusal> {
    if !matches!(spec.opponent, Opponent::Bot { .. }) {
        return Ok(());
    }
    let bots = &shared.bots;
    if bots.perfect_on(spec.variant, spec.width, spec.height) {
        return Ok(());
    }
    if !bots.pool().crowded(&bots.tenants.of(name)) {
        return Ok(());
    }
    Err(Refusal::busy(
        format!(
            "The bots are thinking about too many big boards right now, so a {}x{} game against a bot cannot start; choose a smaller board or try again in a minute.",
            spec.width, spec.height
        ),
        BOT_LOAD_RETRY,
    ))
}

/// The start position a spec asks for, checked.
pub fn start_position(spec: &GameSpec) -> Result<Position, Refusal> {
    let (w, h) = (spec.width as usize, spec.height as usize);
    let bad_size = |e: chomp_engine::PositionError| {
        Refusal::new(
            ErrorCode::BadSize,
            format!("That board size is not allowed: {e}."),
        )
    };
    Position::check_size(spec.variant, w, h).map_err(bad_size)?;
    match &spec.start {
        Start::Full => Position::full(spec.variant, w, h).map_err(bad_size),
        Start::Random => Position::random(spec.variant, w, h, &mut rand::rng()).map_err(bad_size),
        Start::Position(text) => Position::parse(spec.variant, w, h, text).map_err(|e| {
            Refusal::new(
                ErrorCode::BadPosition,
                format!("That start position is not usable: {e}."),
            )
        }),
    }
}
