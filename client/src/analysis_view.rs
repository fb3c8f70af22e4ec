//! What the client keeps for analysis beside the games: the analysis
//! board, while one is open or was left (it comes back as it was), and
//! the new-game form's prompt for a custom start.

use crate::board_view::AnalysisBoard;
use crate::notation::NotationError;

/// The analysis board and the start prompt.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    pub board: Option<AnalysisBoard>,
    /// The new-game form's start position being typed (`e` on its Start
    /// field), while the prompt is open.
    pub start_prompt: Option<StartPrompt>,
}

/// The custom start typed in the new-game form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StartPrompt {
    pub text: String,
    /// Why the text last sent with Enter cannot start a game on the form's
    /// board.
    pub error: Option<NotationError>,
}
