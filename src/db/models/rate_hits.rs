//! `rate_hits`: the attempts a rate limit counts, one row each (`security::ratelimit`).

use crate::db::schema::rate_hits::dsl;
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Forgets the attempts of (`scope`, `key`) made at or before `since`.
pub fn prune(conn: &mut Conn, scope: &str, key: &str, since: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(
            dsl::rate_hits
                .filter(dsl::scope.eq(scope))
                .filter(dsl::key.eq(key))
                .filter(dsl::at.le(since)),
        )
        .execute(c)
    })
}

/// How many attempts (`scope`, `key`) has on record, and the time of the oldest.
pub fn count(conn: &mut Conn, scope: &str, key: &str) -> QueryResult<(i64, Option<NaiveDateTime>)> {
    crate::on_backend!(conn, |c| {
        dsl::rate_hits
            .filter(dsl::scope.eq(scope))
            .filter(dsl::key.eq(key))
            .select((diesel::dsl::count_star(), diesel::dsl::min(dsl::at)))
            .first(c)
    })
}

/// Records an attempt; returns its id (to take it back).
pub fn insert(conn: &mut Conn, scope: &str, key: &str, at: NaiveDateTime) -> QueryResult<i32> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::rate_hits)
        .values((dsl::scope.eq(scope), dsl::key.eq(key), dsl::at.eq(at)))
        .returning(dsl::id)
        .get_result(c))
}

/// Takes back the attempts with these ids.
pub fn delete(conn: &mut Conn, ids: &[i32]) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::rate_hits.filter(dsl::id.eq_any(ids))).execute(c)
    })
}

/// Forgets every attempt made before `before` (the scheduler's housekeeping).
pub fn prune_all(conn: &mut Conn, before: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::rate_hits.filter(dsl::at.lt(before))).execute(c)
    })
}
