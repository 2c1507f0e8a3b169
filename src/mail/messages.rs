//! The site's messages, each a text and an HTML askama template under `templates/email/`.

use super::Email;
use crate::i18n::Lang;
use askama::Template;

/// Declares the text and HTML templates of one message over a shared data struct `$data`.
macro_rules! email_templates {
    ($data:ident, $text:ident, $html:ident, $text_path:literal, $html_path:literal) => {
        #[derive(Template)]
        #[template(path = $text_path)]
        struct $text<'a> {
            m: &'a $data,
            l: Lang,
        }

        #[derive(Template)]
        #[template(path = $html_path)]
        struct $html<'a> {
            m: &'a $data,
            l: Lang,
        }

        impl $data {
            /// The mail to `to` in the recipient's language `l`, declared in its
            /// `Content-Language`.
            pub fn compose(
                &self,
                to: &str,
                subject: String,
                l: Lang,
            ) -> Result<Email, askama::Error> {
                Ok(Email {
                    to: to.to_string(),
                    subject,
                    text: $text { m: self, l }.render()?,
                    html: $html { m: self, l }.render()?,
                    headers: vec![("Content-Language".into(), l.code().into())],
                })
            }
        }
    };
}

/// "Confirm your email address" after registration.
pub struct Verify {
    pub name: String,
    pub link: String,
    /// "This wasn't me": stops every invitation and confirmation mail to the address.
    pub not_me_link: String,
}

impl Invitation {
    /// "Ana invites you to play <the game> on Turnpost: 3 players, up to 2 days per move, …"
    pub fn intro(&self, l: &Lang, id: &str) -> String {
        let days = crate::i18n::text_with(
            *l,
            "days-count",
            &[("count", (self.days.max(0) as usize).into())],
        );
        crate::i18n::text_with(
            *l,
            id,
            &[
                ("inviter", self.inviter.as_str().into()),
                ("game", self.game_title.as_str().into()),
                ("seats", (self.seats.max(0) as usize).into()),
                ("days", days.as_str().into()),
            ],
        )
    }
}
email_templates!(
    Verify,
    VerifyText,
    VerifyHtml,
    "email/verify/text.txt",
    "email/verify/html.html"
);

/// Someone tried to register with an address that already has an account.
pub struct AlreadyRegistered {
    pub name: String,
    pub login_link: String,
    pub reset_link: String,
}
email_templates!(
    AlreadyRegistered,
    AlreadyRegisteredText,
    AlreadyRegisteredHtml,
    "email/already_registered/text.txt",
    "email/already_registered/html.html"
);

/// "Reset your password".
pub struct Reset {
    pub name: String,
    pub link: String,
}
email_templates!(
    Reset,
    ResetText,
    ResetHtml,
    "email/reset/text.txt",
    "email/reset/html.html"
);

/// Confirm a new email address (sent to the new address).
pub struct ChangeEmail {
    pub name: String,
    pub new_email: String,
    pub link: String,
    /// "This wasn't me": the address nobody has proved yet asks for no more such mail.
    pub not_me_link: String,
}
email_templates!(
    ChangeEmail,
    ChangeEmailText,
    ChangeEmailHtml,
    "email/change_email/text.txt",
    "email/change_email/html.html"
);

/// Notice to the old address that a change was asked for, or that the password changed.
pub struct AccountNotice {
    pub name: String,
    pub what: String,
    pub settings_link: String,
}
email_templates!(
    AccountNotice,
    AccountNoticeText,
    AccountNoticeHtml,
    "email/account_notice/text.txt",
    "email/account_notice/html.html"
);

/// To the player who sent an invitation that was given up (refused, or never accepted by the
/// receiving server in the time the outbox tries).
pub struct InvitationFailed {
    pub name: String,
    pub address: String,
    pub game_id: i32,
    /// A short reason, from the last refusal.
    pub reason: String,
    pub game_link: String,
}
impl InvitationFailed {
    /// "Your invitation to … for game #3 could not be delivered: …"
    pub fn sentence(&self, l: &Lang) -> String {
        let game = self.game_id.to_string();
        crate::i18n::text_with(
            *l,
            "mail-invitation-failed",
            &[
                ("address", self.address.as_str().into()),
                ("game", game.as_str().into()),
                ("reason", self.reason.as_str().into()),
            ],
        )
    }
}
email_templates!(
    InvitationFailed,
    InvitationFailedText,
    InvitationFailedHtml,
    "email/invitation_failed/text.txt",
    "email/invitation_failed/html.html"
);

/// An invitation to a game.
pub struct Invitation {
    /// The display name of the account the address already has (log in), or none (register).
    pub account: Option<String>,
    pub inviter: String,
    pub game_title: String,
    pub seats: i32,
    pub days: i32,
    /// The game's setup choices ("Length: …"), one line each.
    pub options: Vec<String>,
    pub link: String,
    /// "This wasn't me": stops every invitation and confirmation mail to the address.
    pub not_me_link: String,
}
email_templates!(
    Invitation,
    InvitationText,
    InvitationHtml,
    "email/invitation/text.txt",
    "email/invitation/html.html"
);

/// One choice of a decision, listed in a mail: a reply with its number plays it.
pub struct MailChoice {
    pub number: usize,
    pub label: String,
    pub detail: Vec<String>,
    /// A `mailto:` link that opens the reply with the number as its body.
    pub mailto: String,
}

/// The choices of a decision, as a turn mail (or an answer to a reply) lists them.
pub struct MailChoices {
    /// The question they answer.
    pub ask: String,
    /// The options taken already on the way, joined.
    pub so_far: String,
    pub items: Vec<MailChoice>,
    /// Each choice makes the decision whole (else the next step follows by mail).
    pub whole: bool,
}

/// "Your turn" (or the decision the game names: `registry::Prompt`).
pub struct Turn {
    pub name: String,
    pub game_title: String,
    pub headline: String,
    /// What happened since the player's last turn, oldest first.
    pub recent: Vec<String>,
    /// The player's situation, in two lines.
    pub situation: Vec<String>,
    /// Table talk since the player's last turn ("Bea ■: good move"), oldest first.
    pub talk: Vec<String>,
    /// The deadline in the player's time zone.
    pub deadline: String,
    /// The decision's choices, when the player acts by mail and the game lists them.
    pub choices: Option<MailChoices>,
    pub link: String,
    pub settings_link: String,
    pub unsubscribe_link: String,
}
email_templates!(
    Turn,
    TurnText,
    TurnHtml,
    "email/turn/text.txt",
    "email/turn/html.html"
);

/// A reminder that a decision is waiting.
pub struct Reminder {
    pub name: String,
    pub game_title: String,
    pub waited: String,
    pub deadline: String,
    pub link: String,
    pub settings_link: String,
    pub unsubscribe_link: String,
}
email_templates!(
    Reminder,
    ReminderText,
    ReminderHtml,
    "email/reminder/text.txt",
    "email/reminder/html.html"
);

/// A game event: started, over, a timeout, a vacation day used, a vote.
pub struct GameNotice {
    pub name: String,
    pub game_title: String,
    pub headline: String,
    pub lines: Vec<String>,
    pub link: String,
    pub link_label: String,
    pub settings_link: String,
    pub unsubscribe_link: String,
}
email_templates!(
    GameNotice,
    GameNoticeText,
    GameNoticeHtml,
    "email/game_notice/text.txt",
    "email/game_notice/html.html"
);

/// An answer to a reply by mail, in the game's thread: what was done ("Done: …"), or why
/// nothing was (a rule's sentence, the game moved on, a reply that could not be trusted), with
/// the choices to reply with now.
pub struct ReplyAnswer {
    pub name: String,
    pub game_title: String,
    pub headline: String,
    /// What happened (the turn's log, or the moves since the reply's mail), oldest first.
    pub lines: Vec<String>,
    /// A sentence before the choices or the button ("Your next decision:").
    pub then: Option<String>,
    pub choices: Option<MailChoices>,
    /// A button's link and words (the page, or the confirmation link).
    pub link: String,
    pub link_label: String,
    pub settings_link: String,
    pub unsubscribe_link: String,
}
email_templates!(
    ReplyAnswer,
    ReplyAnswerText,
    ReplyAnswerHtml,
    "email/reply_answer/text.txt",
    "email/reply_answer/html.html"
);

/// One game in a digest.
pub struct DigestLine {
    pub title: String,
    pub waited: String,
    pub deadline: String,
    pub link: String,
}

/// The table talk of one game in a digest: the messages since the player's last mail of it.
pub struct DigestTalk {
    pub title: String,
    pub link: String,
    /// "Name ●: text", oldest first.
    pub lines: Vec<String>,
}

/// The daily digest: every game waiting on the player, and the table talk since the last one.
pub struct Digest {
    pub name: String,
    pub games: Vec<DigestLine>,
    pub talk: Vec<DigestTalk>,
    pub settings_link: String,
    pub unsubscribe_link: String,
}

email_templates!(
    Digest,
    DigestText,
    DigestHtml,
    "email/digest/text.txt",
    "email/digest/html.html"
);
