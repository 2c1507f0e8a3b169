//! Outgoing mail: messages are composed from askama templates (text and HTML), queued in the
//! `outbox` table inside the caller's transaction, and sent by the `worker`.

pub mod auth;
pub mod dkim;
pub mod inbound;
pub mod messages;
pub mod outbox;
pub mod reply;
pub mod worker;

/// A composed message, ready to be queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Extra headers (threading, unsubscribe), as name/value pairs.
    pub headers: Vec<(String, String)>,
}
