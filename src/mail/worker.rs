//! The outbox worker: claims due messages in batches (up to 64), sends them over a pooled SMTP
//! connection, and records the result. A failure puts the message back with exponential
//! backoff; nothing is lost, and a message is marked sent only after the server accepted it.
//! With DKIM configured, every message is signed just before it goes out.
//! A message is given up (`failed`) after a bounded number of attempts or
//! `GIVE_UP_AFTER_HOURS` of trying, whichever comes first; the sender of a given-up invitation
//! is told by mail, once.

use crate::db::models::outbox::{self as rows, OutboxMessage};
use crate::mail::dkim::Signer;
use crate::state::AppState;
use actix_web::web;
use chrono::Duration;
use lettre::message::header::{
    ContentTransferEncoding, ContentType, HeaderName, HeaderValue, MIME_VERSION_1_0,
};
use lettre::message::{Body, Mailbox, MultiPart};
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
/// A message not delivered this long after it was queued is given up, whatever its attempts.
const GIVE_UP_AFTER_HOURS: i64 = 48;
/// A claimed message not finished by then is taken again (the sender died).
const LEASE_SECS: i64 = 600;
/// Messages claimed and recorded per transaction.
const BATCH: i64 = 64;
/// Messages of a batch sent at once, each over its own pooled connection: a message costs a few
/// SMTP round trips (and, with some servers, a delayed ACK on the end of its data) far more than
/// its bytes, so concurrent connections multiply the rate.
pub const SENDERS: usize = 32;
/// Idle poll, in real time, besides the wake-up on every new message.
const POLL: StdDuration = StdDuration::from_millis(500);

/// Builds the pooled SMTP transport from `smtp://host:port` or `smtps://user:pass@host`.
pub fn transport(url: &str) -> anyhow::Result<SmtpTransport> {
    let builder =
        SmtpTransport::from_url(url).map_err(|e| anyhow::anyhow!("bad TURNPOST_SMTP_URL: {e}"))?;
    Ok(builder
        .timeout(Some(StdDuration::from_secs(20)))
        .pool_config(PoolConfig::new().max_size(SENDERS as u32))
        .build())
}

/// The SMTP transport and the DKIM key that signs what goes through it.
pub struct Mailer {
    pub smtp: SmtpTransport,
    pub dkim: Option<Signer>,
    /// Messages sent at once (`SENDERS`; 1 sends a batch one message after the other).
    pub senders: usize,
}

impl From<SmtpTransport> for Mailer {
    /// Unsigned mail.
    fn from(smtp: SmtpTransport) -> Self {
        Mailer {
            smtp,
            dkim: None,
            senders: SENDERS,
        }
    }
}

/// Runs forever on the actix runtime.
pub async fn run(state: web::Data<AppState>, mailer: impl Into<Mailer>) {
    let mailer = std::sync::Arc::new(mailer.into());
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

/// What became of one message of a batch: id, attempts, when it was queued, and the result.
type Sent = (i32, i32, chrono::NaiveDateTime, Result<(), SendError>);

/// Sends a batch over `mailer.senders` connections at once, each sending its share in order.
/// Once the server fails in a way that is not about one message (down, timing out, refusing for
/// now), the rest of the batch waits for the next attempt untried.
fn send_batch(mailer: &Mailer, from: &str, claimed: &[OutboxMessage]) -> Vec<Sent> {
    let server_down: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);
    let send_one = |msg: &OutboxMessage| -> Sent {
        let down = server_down
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        let result = match down {
            Some(why) => Err(SendError {
                permanent: false,
                text: why,
            }),
            None => send(mailer, from, msg),
        };
        if let Err(SendError {
            permanent: false,
            text,
        }) = &result
        {
            server_down
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get_or_insert_with(|| text.clone());
        }
        (msg.id, msg.attempts, msg.created_at, result)
    };
    let lanes = mailer.senders.clamp(1, claimed.len().max(1));
    if lanes == 1 {
        return claimed.iter().map(send_one).collect();
    }
    let share = claimed.len().div_ceil(lanes);
    std::thread::scope(|scope| {
        let lanes: Vec<_> = claimed
            .chunks(share)
            .map(|part| scope.spawn(|| part.iter().map(send_one).collect::<Vec<_>>()))
            .collect();
        // A lane that panicked leaves its messages leased: they are sent again when the lease
        // ends, with the same Message-ID.
        lanes
            .into_iter()
            .flat_map(|lane| lane.join().unwrap_or_default())
            .collect()
    })
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
    mailer: &std::sync::Arc<Mailer>,
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
    let results = web::block(move || send_batch(&mailer, &from, &claimed)).await?;
    let now = state.clock.now_naive();
    let state = state.clone();
    web::block(move || -> anyhow::Result<()> {
        let mut conn = state.pool.get()?;
        let mut told = false;
        conn.immediate_transaction(|conn| -> anyhow::Result<()> {
            for (id, attempts, created_at, result) in &results {
                match result {
                    Ok(()) => {
                        rows::mark_sent(conn, *id, now)?;
                        tracing::info!(outbox.id = id, "mail sent");
                    }
                    Err(SendError { permanent, text }) => {
                        let next = retry_at(*permanent, *attempts, *created_at, now);
                        tracing::warn!(outbox.id = id, attempts, error = %text, gave_up = next.is_none(), "mail not sent");
                        rows::mark_retry(conn, *id, text, next)?;
                        if next.is_none() {
                            told |= tell_sender(conn, &state, *id, *permanent, text, now)?;
                        }
                    }
                }
            }
            Ok(())
        })?;
        if told {
            crate::services::mail::wake(&state);
        }
        Ok(())
    })
    .await??;
    Ok(true)
}

/// When a message that failed at `now` is tried again, or `None` to give it up: after
/// `MAX_ATTEMPTS_PERMANENT` permanent or `MAX_ATTEMPTS_TRANSIENT` transient refusals, or when
/// the next attempt would come more than `GIVE_UP_AFTER_HOURS` after the message was queued.
pub fn retry_at(
    permanent: bool,
    attempts: i32,
    created_at: chrono::NaiveDateTime,
    now: chrono::NaiveDateTime,
) -> Option<chrono::NaiveDateTime> {
    let limit = if permanent {
        MAX_ATTEMPTS_PERMANENT
    } else {
        MAX_ATTEMPTS_TRANSIENT
    };
    let next = now + backoff(attempts);
    (attempts < limit && next <= created_at + Duration::hours(GIVE_UP_AFTER_HOURS)).then_some(next)
}

/// Tells the person a given-up message names (the sender of an invitation) that it could not
/// be delivered, in the transaction that gave it up; at most once per message. True if a
/// notice was queued.
fn tell_sender(
    conn: &mut crate::db::Conn,
    state: &AppState,
    id: i32,
    permanent: bool,
    error: &str,
    now: chrono::NaiveDateTime,
) -> anyhow::Result<bool> {
    if !rows::claim_failure_notice(conn, id, now)? {
        return Ok(false);
    }
    let Some(msg) = rows::find(conn, id)? else {
        return Ok(false);
    };
    let (Some(rows::INVITATION), Some(user_id)) = (msg.kind.as_deref(), msg.notify_user_id) else {
        return Ok(false);
    };
    let Some(sender) = crate::db::models::users::find(conn, user_id)? else {
        return Ok(false);
    };
    let game_id = msg.game_id.unwrap_or_default();
    let l = crate::services::prefs::lang_of(conn, state, sender.id)
        .map_err(|e| anyhow::anyhow!("cannot read the inviter's language: {e}"))?;
    let error = short(error);
    let reason = if permanent {
        l.t_with("mail-invitation-refused", "error", &error)
    } else {
        crate::i18n::text_with(
            l,
            "mail-invitation-gave-up",
            &[
                ("hours", (GIVE_UP_AFTER_HOURS as usize).into()),
                ("error", error.as_str().into()),
            ],
        )
    };
    let notice = crate::mail::messages::InvitationFailed {
        name: sender.display_name.clone(),
        address: msg.to_addr.clone(),
        game_id,
        reason,
        game_link: state.url(&format!("/games/{game_id}")),
    };
    let subject = l.t_with("mail-invitation-failed-subject", "address", &msg.to_addr);
    crate::services::mail::queue(conn, state, notice.compose(&sender.email, subject, l))
        .map_err(|e| anyhow::anyhow!("cannot queue the notice of a failed invitation: {e}"))?;
    Ok(true)
}

/// The first line of an SMTP error, at most 160 characters: enough to say why.
fn short(error: &str) -> String {
    let line = error.lines().next().unwrap_or("").trim();
    match line.char_indices().nth(160) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
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

fn send(mailer: &Mailer, from: &str, msg: &OutboxMessage) -> Result<(), SendError> {
    let mut email = build(from, msg).map_err(|e| SendError {
        permanent: true,
        text: e.to_string(),
    })?;
    // Signed at each attempt, not when queued: the signature carries its own time, and a key
    // changed between attempts signs with the key the DNS now publishes.
    if let Some(signer) = &mailer.dkim {
        signer.sign(&mut email);
    }
    mailer.smtp.send(&email).map(|_| ()).map_err(|e| SendError {
        permanent: e.is_permanent(),
        text: e.to_string(),
    })
}

/// The lettre message of an outbox row: multipart text + HTML, with its stored Message-ID.
/// Every header is the message's own, so that DKIM can sign them all.
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
    let multipart = MultiPart::alternative_plain_html(msg.text_body.clone(), msg.html_body.clone());
    // The multipart's Content-Type (with its boundary) becomes a header of the message itself,
    // and the parts its raw body. lettre's DKIM signs the message's own headers only: given
    // the multipart as such, it would name Content-Type in the signature without hashing it,
    // and no receiver could verify the signature.
    let content_type = multipart
        .headers()
        .get::<ContentType>()
        .ok_or_else(|| anyhow::anyhow!("a multipart without a Content-Type"))?;
    let formatted = multipart.formatted();
    let body = formatted
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|end| formatted[end + 4..].to_vec())
        .ok_or_else(|| anyhow::anyhow!("a multipart without a body"))?;
    // lettre encoded each part (quoted-printable or base64), so the whole is 7-bit: checked
    // here with RFC 5322's limits, as lettre's own check wants lines under 76 characters.
    let seven_bit = body.iter().all(|&b| b != 0 && b < 0x80)
        && body.split(|&b| b == b'\n').all(|line| line.len() <= 998);
    if !seven_bit {
        anyhow::bail!("the encoded parts are not 7-bit");
    }
    let body = Body::dangerous_pre_encoded(body, ContentTransferEncoding::SevenBit);
    Ok(builder
        .header(MIME_VERSION_1_0)
        .header(content_type)
        .body(body)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str, html: &str, headers: &[(&str, &str)]) -> OutboxMessage {
        let now = chrono::DateTime::UNIX_EPOCH.naive_utc();
        OutboxMessage {
            id: 1,
            message_id: "<m1@test.example>".into(),
            to_addr: "Ada <ada@example.com>".into(),
            subject: "Your turn in Écume".into(),
            text_body: text.into(),
            html_body: html.into(),
            headers: serde_json::to_string(headers).expect("json"),
            status: rows::QUEUED.into(),
            attempts: 0,
            next_attempt_at: now,
            locked_until: None,
            last_error: None,
            created_at: now,
            sent_at: None,
            kind: None,
            notify_user_id: None,
            game_id: None,
            notified_at: None,
        }
    }

    #[test]
    fn every_header_is_the_messages_own_so_dkim_can_sign_it() {
        let long = "é ".repeat(600) + &"x".repeat(1200);
        let msg = row(
            &format!("Hello Ada,\nIt is your turn.\n{long}\n"),
            &format!("<p>It is <b>your</b> turn. {long}</p>"),
            &[("List-Unsubscribe", "<http://127.0.0.1/u/x>")],
        );
        let email = build("Turnpost <tp@test.example>", &msg).expect("builds");
        let headers = email.headers().to_string();
        assert!(
            headers.contains("Content-Type: multipart/alternative;")
                && headers.contains("MIME-Version: 1.0")
                && headers.contains("List-Unsubscribe: <http://127.0.0.1/u/x>"),
            "{headers}"
        );
        let raw = String::from_utf8(email.formatted()).expect("7-bit");
        assert!(raw.is_ascii(), "{raw}");
        assert!(
            raw.contains("Content-Type: text/plain; charset=utf-8"),
            "{raw}"
        );
        assert!(
            raw.contains("Content-Type: text/html; charset=utf-8"),
            "{raw}"
        );
        assert!(raw.lines().all(|l| l.len() <= 998));
    }

    #[test]
    fn backoff_doubles_then_caps() {
        assert_eq!(backoff(1), Duration::seconds(30));
        assert_eq!(backoff(2), Duration::seconds(60));
        assert_eq!(backoff(3), Duration::seconds(120));
        assert_eq!(backoff(12), Duration::seconds(3600));
        assert_eq!(backoff(100), Duration::seconds(3600));
    }

    #[test]
    fn a_message_is_given_up_after_its_attempts_or_two_days() {
        let t0 = chrono::NaiveDate::from_ymd_opt(2026, 1, 1)
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .expect("date");
        let hours = |h: i64| t0 + Duration::hours(h);
        assert_eq!(retry_at(false, 1, t0, t0), Some(t0 + Duration::seconds(30)));
        assert_eq!(retry_at(false, 29, t0, hours(20)), Some(hours(21)));
        assert_eq!(retry_at(false, 30, t0, hours(20)), None, "transient limit");
        assert_eq!(retry_at(true, 2, t0, t0), Some(t0 + Duration::seconds(60)));
        assert_eq!(retry_at(true, 3, t0, t0), None, "permanent limit");
        assert_eq!(
            retry_at(false, 5, t0, hours(47)),
            Some(hours(47) + backoff(5))
        );
        assert_eq!(
            retry_at(false, 5, t0, hours(48)),
            None,
            "48 hours of trying"
        );
        assert_eq!(retry_at(false, 2, t0, hours(49)), None);
    }
}
