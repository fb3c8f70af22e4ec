//! Player names as the screens draw them. Translated texts get fillers
//! after the Khmer clusters that terminals counting characters draw wider
//! (`crate::text::cell_terminal_khmer`, applied by the language bundle).
//! Names come from players, not from a translation, so every row drawn
//! from a name passes it through here as well: the row then takes as many
//! columns as such a terminal draws, and a redraw of it never leaves a
//! stray cell (a vowel sign) behind.

use chomp_protocol::PlayerInfo;

use crate::i18n::Texts;
use crate::text::cell_terminal_khmer;

/// A name (or any text a player chose) with the fillers a row needs.
pub fn cells(name: &str) -> String {
    cell_terminal_khmer(name).into_owned()
}

/// A player as rows show them ([`Texts::player`]), with the fillers.
pub fn player(t: &Texts, p: &PlayerInfo) -> String {
    cells(&t.player(p))
}
