//! Where a finished game's rematch stands; a leaf, so the match can hold
//! it while the rules about it (`rematch`) use the match.

use chomp_protocol::GameId;

/// Where the rematch of a finished game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Offer {
    #[default]
    None,
    /// The player in this seat offered; the other has not answered.
    Open { by: u8 },
    /// The other accepted the offer of this seat, and the opener is
    /// storing and starting the rematch: a further `rematch` is answered
    /// with the offer, and the offer no longer lapses.
    Opening { by: u8 },
    /// The rematch was opened as this game.
    Taken(GameId),
}
