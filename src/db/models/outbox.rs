//! `outbox`: every outgoing message and its delivery state.

use crate::db::schema::outbox::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

pub const QUEUED: &str = "queued";
pub const SENDING: &str = "sending";
pub const SENT: &str = "sent";
pub const FAILED: &str = "failed";
/// Kept for the development mailbox: no SMTP server is configured.
pub const STORED: &str = "stored";

// `QueryableByName` too: `claim_due` loads through `sql_query` (`RETURNING *`).
#[derive(Debug, Clone, Queryable, QueryableByName, Selectable)]
#[diesel(table_name = outbox)]
pub struct OutboxMessage {
    pub id: i32,
    pub message_id: String,
    pub to_addr: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub headers: String,
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: NaiveDateTime,
    pub locked_until: Option<NaiveDateTime>,
    pub last_error: Option<String>,
    pub created_at: NaiveDateTime,
    pub sent_at: Option<NaiveDateTime>,
    /// What the message is, when someone is told if it is given up (`INVITATION`).
    pub kind: Option<String>,
    /// Who is told if the message is given up.
    pub notify_user_id: Option<i32>,
    pub game_id: Option<i32>,
    /// When that person was told (once).
    pub notified_at: Option<NaiveDateTime>,
}

/// The `kind` of an invitation: its sender is told when it cannot be delivered.
pub const INVITATION: &str = "invitation";

#[derive(Debug, Insertable)]
#[diesel(table_name = outbox)]
pub struct NewOutboxMessage<'a> {
    pub message_id: &'a str,
    pub to_addr: &'a str,
    pub subject: &'a str,
    pub text_body: &'a str,
    pub html_body: &'a str,
    pub headers: &'a str,
    pub status: &'a str,
    pub next_attempt_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewOutboxMessage<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::outbox).values(new).execute(c)
    })
}

/// Marks the message `message_id` as one whose failure `user_id` is told about.
pub fn track(
    conn: &mut Conn,
    message_id: &str,
    kind: &str,
    user_id: i32,
    game_id: Option<i32>,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::outbox.filter(dsl::message_id.eq(message_id)))
            .set((
                dsl::kind.eq(Some(kind)),
                dsl::notify_user_id.eq(Some(user_id)),
                dsl::game_id.eq(game_id),
            ))
            .execute(c)
    })
}

/// Claims the right to tell someone that the failed message `id` was given up: true once,
/// for one caller (compare-and-set), and only for a failed message that names someone.
pub fn claim_failure_notice(conn: &mut Conn, id: i32, now: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(
            dsl::outbox
                .find(id)
                .filter(dsl::status.eq(FAILED))
                .filter(dsl::notify_user_id.is_not_null())
                .filter(dsl::notified_at.is_null()),
        )
        .set(dsl::notified_at.eq(Some(now)))
        .execute(c)?;
        Ok(n == 1)
    })
}

/// Claims up to `limit` of the oldest messages that are due: marks them `sending` with a lease,
/// in one statement, so two workers (or two server processes) never take the same message.
pub fn claim_due(
    conn: &mut Conn,
    now: NaiveDateTime,
    lease_until: NaiveDateTime,
    limit: i64,
) -> QueryResult<Vec<OutboxMessage>> {
    use diesel::sql_types::{BigInt, Timestamp};
    // PostgreSQL: rows another server is claiming right now are skipped (they are its), so
    // two claims never return the same message; SQLite's single writer gives that by itself.
    const DUE: &str = "(status = 'queued' AND next_attempt_at <= $2) \
                       OR (status = 'sending' AND locked_until <= $2)";
    match conn {
        Conn::Sqlite(c) => diesel::sql_query(format!(
            "UPDATE outbox SET status = 'sending', locked_until = ?1, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM outbox WHERE {} \
                          ORDER BY next_attempt_at, id LIMIT ?3) \
             RETURNING *",
            DUE.replace('$', "?")
        ))
        .bind::<Timestamp, _>(lease_until)
        .bind::<Timestamp, _>(now)
        .bind::<BigInt, _>(limit)
        .load::<OutboxMessage>(c),
        Conn::Pg(c) => diesel::sql_query(format!(
            "UPDATE outbox SET status = 'sending', locked_until = $1, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM outbox WHERE {DUE} \
                          ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
               AND ({DUE}) \
             RETURNING *"
        ))
        .bind::<Timestamp, _>(lease_until)
        .bind::<Timestamp, _>(now)
        .bind::<BigInt, _>(limit)
        .load::<OutboxMessage>(c),
    }
}

pub fn mark_sent(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::outbox.find(id))
            .set((
                dsl::status.eq(SENT),
                dsl::sent_at.eq(Some(at)),
                dsl::locked_until.eq(None::<NaiveDateTime>),
                dsl::last_error.eq(None::<String>),
            ))
            .execute(c)
    })
}

/// Puts a message back in the queue for a later attempt, or gives up on it.
pub fn mark_retry(
    conn: &mut Conn,
    id: i32,
    error: &str,
    next: Option<NaiveDateTime>,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        let status = if next.is_some() { QUEUED } else { FAILED };
        // A failed message is never due again.
        let next_at = next.unwrap_or_else(never);
        diesel::update(dsl::outbox.find(id))
            .set((
                dsl::status.eq(status),
                dsl::last_error.eq(Some(error)),
                dsl::next_attempt_at.eq(next_at),
                dsl::locked_until.eq(None::<NaiveDateTime>),
            ))
            .execute(c)
    })
}

/// The earliest moment a queued message becomes due, to let the worker sleep until then.
pub fn next_due(conn: &mut Conn) -> QueryResult<Option<NaiveDateTime>> {
    crate::on_backend!(conn, |c| {
        dsl::outbox
            .filter(dsl::status.eq(QUEUED))
            .select(diesel::dsl::min(dsl::next_attempt_at))
            .first(c)
    })
}

pub fn recent(conn: &mut Conn, limit: i64) -> QueryResult<Vec<OutboxMessage>> {
    crate::on_backend!(conn, |c| {
        dsl::outbox
            .order(dsl::id.desc())
            .limit(limit)
            .select(OutboxMessage::as_select())
            .load(c)
    })
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<OutboxMessage>> {
    crate::on_backend!(conn, |c| {
        dsl::outbox
            .find(id)
            .select(OutboxMessage::as_select())
            .first(c)
            .optional()
    })
}

pub fn count_by_status(conn: &mut Conn, status: &str) -> QueryResult<i64> {
    crate::on_backend!(conn, |c| {
        dsl::outbox
            .filter(dsl::status.eq(status))
            .count()
            .get_result(c)
    })
}

fn never() -> NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(9999, 12, 31)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .unwrap_or_default()
}

/// Messages being sent or due now (a worker is about to take them).
pub fn in_flight(conn: &mut Conn, now: NaiveDateTime) -> QueryResult<i64> {
    crate::on_backend!(conn, |c| {
        dsl::outbox
            .filter(
                dsl::status
                    .eq(SENDING)
                    .or(dsl::status.eq(QUEUED).and(dsl::next_attempt_at.le(now))),
            )
            .count()
            .get_result(c)
    })
}
