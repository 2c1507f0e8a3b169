//! Queueing: one `outbox` row per message, written with the change it announces.

use super::Email;
use crate::db::models::outbox::{self as rows, NewOutboxMessage};
use crate::db::Conn;
use crate::security::keys;
use chrono::NaiveDateTime;

/// Queues `email` on `conn`, which should be inside the caller's transaction. In mailbox mode
/// the message is only stored, for `/dev/mailbox`.
/// `not_before` holds the message back (the recipient's quiet hours).
pub fn enqueue(
    conn: &mut Conn,
    email: &Email,
    now: NaiveDateTime,
    not_before: Option<NaiveDateTime>,
    mailbox_mode: bool,
    domain: &str,
) -> diesel::QueryResult<String> {
    // The Message-ID is fixed here, once, so a retried delivery carries the same one.
    let message_id = format!("<{}@{}>", keys::random_token(18), domain);
    let headers = serde_json::to_string(&email.headers).unwrap_or_else(|_| "[]".into());
    rows::insert(
        conn,
        &NewOutboxMessage {
            message_id: &message_id,
            to_addr: &email.to,
            subject: &email.subject,
            text_body: &email.text,
            html_body: &email.html,
            headers: &headers,
            status: if mailbox_mode {
                rows::STORED
            } else {
                rows::QUEUED
            },
            next_attempt_at: not_before.map_or(now, |t| t.max(now)),
            created_at: now,
        },
    )?;
    Ok(message_id)
}

/// The host part of the site's base URL, for Message-IDs.
pub fn domain_of(base_url: &str) -> String {
    let rest = base_url.split("://").nth(1).unwrap_or(base_url);
    let host = rest.split(['/', ':']).next().unwrap_or("localhost");
    if host.is_empty() {
        "localhost".into()
    } else {
        host.to_string()
    }
}
