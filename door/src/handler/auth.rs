//! Who may come in: a user name with a key the server knows for it, or a
//! guest without one when the name is free; otherwise the sentence that
//! says why not, which OpenSSH prints.

use russh::server::Auth;

use super::Conn;
use crate::door::methods;
use crate::guest;
use crate::identity::{self, User};

impl Conn {
    /// Refuses a key (or a name) and keeps the sentence for the refusal.
    fn refuse_key(&mut self, sentence: String) -> Auth {
        self.refusal = Some(sentence);
        Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
        }
    }

    /// Passwords are never taken; the refusal says how to come in.
    pub(super) fn password_refused(&mut self) -> Auth {
        self.refusal
            .get_or_insert_with(|| identity::keyless(self.door.port));
        Auth::Reject {
            proceed_with_methods: Some(methods()),
            partial_success: false,
        }
    }

    /// A key offered (not yet proven held): accepted when it may log in
    /// as the user name's player.
    pub(super) async fn key_offered(&mut self, user: &str, fp: &str) -> Auth {
        let user = match identity::parse_user(user) {
            Ok(user) => user,
            Err(sentence) => return self.refuse_key(sentence),
        };
        let door = &self.door;
        let name = &user.name;
        match identity::log_in(&door.host, door.port, self.client, name, fp, false).await {
            Ok(()) => Auth::Accept,
            Err(sentence) => self.refuse_key(sentence),
        }
    }

    /// A key the client proved it holds: the connection plays as the
    /// user name's player (and joins the private game the name asks for).
    pub(super) async fn key_verified(&mut self, user: &str, fp: &str) -> Auth {
        let User { name, join_code } = match identity::parse_user(user) {
            Ok(user) => user,
            Err(sentence) => return self.refuse_key(sentence),
        };
        let door = &self.door;
        match identity::log_in(&door.host, door.port, self.client, &name, fp, true).await {
            Ok(()) => {
                self.name = Some(name);
                self.join_code = join_code;
                Auth::Accept
            }
            Err(sentence) => self.refuse_key(sentence),
        }
    }

    /// A user without a key (or whose keys were refused) comes in as a
    /// guest at once, with no question asked, when the name is free
    /// (`guest::admit`). Otherwise it only shows the sentence that says why
    /// (the key's refusal first), which OpenSSH prints, and refuses the
    /// empty answer (`answered`).
    pub(super) async fn guest_or_why(&mut self, user: &str, answered: bool) -> Auth {
        if answered {
            return Auth::Reject {
                proceed_with_methods: None,
                partial_success: false,
            };
        }
        let door = &self.door;
        let admitted = match identity::parse_user(user) {
            Ok(user) => guest::admit(&door.host, door.port, self.client, &user.name)
                .await
                .map(|hold| (user, hold)),
            Err(sentence) => Err(sentence),
        };
        let guest_refusal = match admitted {
            Ok((User { name, join_code }, hold)) => {
                self.name = Some(name);
                self.join_code = join_code;
                self.guest = Some(hold);
                return Auth::Accept;
            }
            Err(sentence) => sentence,
        };
        let sentence = self.refusal.clone().unwrap_or(guest_refusal);
        Auth::Partial {
            name: "chomp".into(),
            instructions: sentence.into(),
            prompts: Vec::new().into(),
        }
    }
}
