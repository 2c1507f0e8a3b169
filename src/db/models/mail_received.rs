//! `mail_received`: the replies by mail taken in, by player and a hash of their Message-ID, so
//! that a repeated delivery of one reply acts once (on two app servers too: the pair is unique,
//! and the claim is made under the write lock).

use crate::db::schema::mail_received::dsl;
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Whether `user_id` sent a reply with this key before.
pub fn seen(conn: &mut Conn, user_id: i32, key: &str) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n: i64 = dsl::mail_received
            .filter(dsl::user_id.eq(user_id))
            .filter(dsl::message_key.eq(key))
            .count()
            .get_result(c)?;
        Ok(n > 0)
    })
}

/// Remembers a reply; false when it was remembered already (nothing is written then).
pub fn claim(conn: &mut Conn, user_id: i32, key: &str, at: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::insert_into(dsl::mail_received)
            .values((
                dsl::user_id.eq(user_id),
                dsl::message_key.eq(key),
                dsl::received_at.eq(at),
            ))
            .on_conflict((dsl::user_id, dsl::message_key))
            .do_nothing()
            .execute(c)?;
        Ok(n == 1)
    })
}

/// Forgets replies taken in before `before` (their addresses no longer work).
pub fn forget_before(conn: &mut Conn, before: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::mail_received.filter(dsl::received_at.lt(before))).execute(c)
    })
}
