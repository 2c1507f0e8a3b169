//! `site_settings`: key/value settings the site keeps for itself (the generated secret key).

use crate::db::schema::site_settings::dsl;
use crate::db::Conn;
use diesel::prelude::*;

pub fn get(conn: &mut Conn, key: &str) -> QueryResult<Option<String>> {
    crate::on_backend!(conn, |c| {
        dsl::site_settings
            .filter(dsl::key.eq(key))
            .select(dsl::value)
            .first(c)
            .optional()
    })
}

/// Stores `value` unless the key already has one; returns the value that is stored.
/// Two processes starting at once agree on one value.
pub fn get_or_insert(conn: &mut Conn, key: &str, value: &str) -> QueryResult<String> {
    crate::on_backend!(&mut *conn, |c| diesel::insert_into(dsl::site_settings)
        .values((dsl::key.eq(key), dsl::value.eq(value)))
        .on_conflict_do_nothing()
        .execute(c))?;
    dsl::site_settings
        .filter(dsl::key.eq(key))
        .select(dsl::value)
        .first(conn)
}

/// Stores `value` under `key`, replacing what was there.
pub fn put(conn: &mut Conn, key: &str, value: &str) -> QueryResult<()> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::site_settings)
        .values((dsl::key.eq(key), dsl::value.eq(value)))
        .on_conflict(dsl::key)
        .do_update()
        .set(dsl::value.eq(value))
        .execute(c))
    .map(|_| ())
}

/// Whether the database file may still grow: false when it has reached `max_page_count` with
/// no free page left. A PostgreSQL server reports a full disk on the write itself.
pub fn has_room(conn: &mut Conn) -> QueryResult<bool> {
    let Conn::Sqlite(conn) = conn else {
        return Ok(true);
    };
    #[derive(QueryableByName)]
    struct Pages {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        page_count: i64,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        max_page_count: i64,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        freelist_count: i64,
    }
    let p: Pages = diesel::sql_query(
        "SELECT (SELECT page_count FROM pragma_page_count) AS page_count, \
         (SELECT max_page_count FROM pragma_max_page_count) AS max_page_count, \
         (SELECT freelist_count FROM pragma_freelist_count) AS freelist_count",
    )
    .get_result(conn)?;
    Ok(p.page_count < p.max_page_count || p.freelist_count > 0)
}
