//! The state of playing with friends: the online list, challenges sent
//! and received, the one-line prompt (a code, a name, a chat line), and the
//! chat of the game on screen. `update::friends` changes it, `ui::friends`
//! draws it.

use chomp_protocol::{ChallengeNote, GameId, OnlinePlayer};

/// Chat lines kept for the game on screen (only the last few are drawn).
pub const CHAT_KEPT: usize = 20;

/// What the one-line prompt is typing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// A private game's code (`J` in the lobby).
    JoinCode,
    /// A player's name to challenge (`C` in the lobby).
    Challenge,
    /// A chat line (`t` in a game).
    Chat,
}

/// The one-line prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub kind: PromptKind,
    pub text: String,
}

/// A challenge this client sent and that waits for its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    pub id: u64,
    pub name: String,
}

/// Everything of playing with friends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FriendsView {
    /// The online list, while it is open (`o`); empty until answered.
    pub online: Option<Vec<OnlinePlayer>>,
    pub online_sel: usize,
    /// This connection hides from others' online lists.
    pub hidden: bool,
    /// Challenges received, oldest first; `y`/`n` answer the oldest.
    pub incoming: Vec<ChallengeNote>,
    /// Challenges sent and not answered yet.
    pub sent: Vec<Sent>,
    pub prompt: Option<Prompt>,
    /// The game whose chat `chat` holds.
    pub chat_game: Option<GameId>,
    /// `(from, text)`, oldest first, at most [`CHAT_KEPT`].
    pub chat: Vec<(String, String)>,
    /// Chat lines are neither shown nor kept (`m` in a game).
    pub muted: bool,
}

impl FriendsView {
    /// Keeps a chat line of `game` (a line of another game starts afresh).
    pub fn push_chat(&mut self, game: GameId, from: String, text: String) {
        if self.muted {
            return;
        }
        if self.chat_game != Some(game) {
            self.chat_game = Some(game);
            self.chat.clear();
        }
        self.chat.push((from, text));
        if self.chat.len() > CHAT_KEPT {
            self.chat.remove(0);
        }
    }

    /// The chat lines of `game`, if it is the one kept.
    pub fn chat_of(&self, game: GameId) -> &[(String, String)] {
        if self.chat_game == Some(game) && !self.muted {
            &self.chat
        } else {
            &[]
        }
    }
}
