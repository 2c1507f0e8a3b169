//! `mail_sends`: one row per mail a stranger can cause (invitations, verification mails),
//! counted over a rolling window to limit them per recipient and per sender.

use crate::db::schema::mail_sends::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Insertable)]
#[diesel(table_name = mail_sends)]
pub struct NewMailSend<'a> {
    pub kind: &'a str,
    /// Lowercased.
    pub address: &'a str,
    pub sender_id: Option<i32>,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewMailSend<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::mail_sends).values(new).execute(c)
    })
}

/// The times of the mails of `kind` to `address` (lowercased) since `since`, oldest first.
pub fn to_address_since(
    conn: &mut Conn,
    kind: &str,
    address: &str,
    since: NaiveDateTime,
) -> QueryResult<Vec<NaiveDateTime>> {
    crate::on_backend!(conn, |c| {
        dsl::mail_sends
            .filter(dsl::kind.eq(kind))
            .filter(dsl::address.eq(address))
            .filter(dsl::created_at.gt(since))
            .order(dsl::created_at.asc())
            .select(dsl::created_at)
            .load(c)
    })
}

/// The times of the mails of `kind` sent by `sender_id` since `since`, oldest first.
pub fn by_sender_since(
    conn: &mut Conn,
    kind: &str,
    sender_id: i32,
    since: NaiveDateTime,
) -> QueryResult<Vec<NaiveDateTime>> {
    crate::on_backend!(conn, |c| {
        dsl::mail_sends
            .filter(dsl::kind.eq(kind))
            .filter(dsl::sender_id.eq(sender_id))
            .filter(dsl::created_at.gt(since))
            .order(dsl::created_at.asc())
            .select(dsl::created_at)
            .load(c)
    })
}

/// Forgets the rows older than `before`: they no longer count towards any limit.
pub fn prune(conn: &mut Conn, before: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::mail_sends.filter(dsl::created_at.le(before))).execute(c)
    })
}
