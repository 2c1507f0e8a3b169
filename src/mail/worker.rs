//! The outbox worker: claims due messages one at a time, sends them over a pooled SMTP
//! connection, and records the result. A failure puts the message back with exponential
//! backoff; nothing is lost, and a message is marked sent only after the server accepted it.

use crate::db::models::outbox::{self as rows, OutboxMessage};
use crate::state::AppState;
use actix_web::web;
use chrono::Duration;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::PoolConfig;
use lettre::{Message, SmtpTransport, Transport};
use std::time::Duration as StdDuration;

/// First retry after this long, doubling each attempt up to `MAX_BACKOFF`.
const BASE_BACKOFF_SECS: i64 = 30;
const MAX_BACKOFF_SECS: i64 = 3600;
/// Attempts before a message is given up as failed (a day and more of retries).
const MAX_ATTEMPTS_TRANSIENT: i32 = 30;
/// A server that refuses permanently (5xx) is tried a few times only.
const MAX_ATTEMPTS_PERMANENT: i32 = 3;
/// A claimed message not finished by then is taken again (the sender died).
const LEASE_SECS: i64 = 600;
/// Messages claimed and recorded per transaction.
const BATCH: i64 = 64;
/// Idle poll, in real time, besides the wake-up on every new message.
const POLL: StdDuration = StdDuration::from_millis(500);

/// Builds the pooled SMTP transport from `smtp://host:port` or `smtps://user:pass@host`.
pub fn transport(url: &str) -> anyhow::Result<SmtpTransport> {
    let builder =
        SmtpTransport::from_url(url).map_err(|e| anyhow::anyhow!("bad TURNPOST_SMTP_URL: {e}"))?;
    Ok(builder
        .timeout(Some(StdDuration::from_secs(20)))
        .pool_config(PoolConfig::new().max_size(4))
        .build())
}

/// Runs forever on the actix runtime.
pub async fn run(state: web::Data<AppState>, mailer: SmtpTransport) {
    let mailer = std::sync::Arc::new(mailer);
    loop {
        loop {
            match deliver_one(&state, &mailer).await {
                Ok(true) => continue,
                Ok(false) => break,
                Err(e) => {
                    tracing::warn!(error = %e, "outbox worker could not reach the database");
                    break;
                }
            }
        }
        let _ = tokio::time::timeout(POLL, state.mail_wake.notified()).await;
    }
}

/// Sends the next batch of due messages; `Ok(false)` when none is due.
///
/// A batch is claimed in one transaction and its results are recorded in one transaction:
/// with `synchronous=FULL` every commit waits for the disk, so per-message transactions would cap
/// the rate at a few dozen messages a second. A message is marked sent only after the server
/// accepted it; if the process dies before the results are recorded, the lease expires and the
/// messages of that one batch are sent again, with the same Message-ID.
pub async fn deliver_one(
    state: &web::Data<AppState>,
    mailer: &std::sync::Arc<SmtpTransport>,
) -> anyhow::Result<bool> {
    let now = state.clock.now_naive();
    let pool = state.pool.clone();
    let claimed = web::block(move || -> anyhow::Result<Vec<OutboxMessage>> {
        let mut conn = pool.get()?;
        Ok(rows::claim_due(
            &mut conn,
            now,
            now + Duration::seconds(LEASE_SECS),
            BATCH,
        )?)
    })
    .await??;
    if claimed.is_empty() {
        return Ok(false);
    }
    let from = state.settings.mail_from.clone();
    let mailer = mailer.clone();
    let results = web::block(move || {
        // Once the server fails in a way that is not about one message (down, timing out,
        // refusing for now), the rest of the batch waits for the next attempt untried.
        let mut server_down: Option<String> = None;
        claimed
            .iter()
            .map(|msg| {
                let result = match &server_down {
                    Some(why) => Err(SendError {
                        permanent: false,
                        text: why.clone(),
                    }),
                    None => send(&mailer, &from, msg),
                };
                if let Err(SendError {
                    permanent: false,
                    text,
                }) = &result
                {
                    server_down.get_or_insert_with(|| text.clone());
                }
                (msg.id, msg.attempts, result)
            })
            .collect::<Vec<_>>()
    })
    .await?;
    let now = state.clock.now_naive();
    let pool = state.pool.clone();
    web::block(move || -> anyhow::Result<()> {
        let mut conn = pool.get()?;
        conn.immediate_transaction(|conn| -> anyhow::Result<()> {
            for (id, attempts, result) in &results {
                match result {
                    Ok(()) => {
                        rows::mark_sent(conn, *id, now)?;
                        tracing::info!(outbox.id = id, "mail sent");
                    }
                    Err(SendError { permanent, text }) => {
                        let limit = if *permanent { MAX_ATTEMPTS_PERMANENT } else { MAX_ATTEMPTS_TRANSIENT };
                        let next = (*attempts < limit).then(|| now + backoff(*attempts));
                        tracing::warn!(outbox.id = id, attempts, error = %text, gave_up = next.is_none(), "mail not sent");
                        rows::mark_retry(conn, *id, text, next)?;
                    }
                }
            }
            Ok(())
        })
    })
    .await??;
    Ok(true)
}

/// Delay before attempt `attempts + 1`.
pub fn backoff(attempts: i32) -> Duration {
    let exp = attempts.clamp(1, 20) - 1;
    Duration::seconds((BASE_BACKOFF_SECS << exp).min(MAX_BACKOFF_SECS))
}

struct SendError {
    permanent: bool,
    text: String,
}

fn send(mailer: &SmtpTransport, from: &str, msg: &OutboxMessage) -> Result<(), SendError> {
    let email = build(from, msg).map_err(|e| SendError {
        permanent: true,
        text: e.to_string(),
    })?;
    mailer.send(&email).map(|_| ()).map_err(|e| SendError {
        permanent: e.is_permanent(),
        text: e.to_string(),
    })
}

/// The lettre message of an outbox row: multipart text + HTML, with its stored Message-ID.
pub fn build(from: &str, msg: &OutboxMessage) -> anyhow::Result<Message> {
    let from: Mailbox = from
        .parse()
        .map_err(|e| anyhow::anyhow!("bad sender address {from}: {e}"))?;
    let to: Mailbox = msg
        .to_addr
        .parse()
        .map_err(|e| anyhow::anyhow!("bad recipient address: {e}"))?;
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(msg.subject.clone())
        .message_id(Some(msg.message_id.clone()));
    let extra: Vec<(String, String)> = serde_json::from_str(&msg.headers).unwrap_or_default();
    for (name, value) in extra {
        let name = HeaderName::new_from_ascii(name)
            .map_err(|e| anyhow::anyhow!("bad header name: {e}"))?;
        builder = builder.raw_header(HeaderValue::new(name, value));
    }
    Ok(builder.multipart(MultiPart::alternative_plain_html(
        msg.text_body.clone(),
        msg.html_body.clone(),
    ))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_then_caps() {
        assert_eq!(backoff(1), Duration::seconds(30));
        assert_eq!(backoff(2), Duration::seconds(60));
        assert_eq!(backoff(3), Duration::seconds(120));
        assert_eq!(backoff(12), Duration::seconds(3600));
        assert_eq!(backoff(100), Duration::seconds(3600));
    }
}
