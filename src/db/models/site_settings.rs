//! `site_settings`: key/value settings the site keeps for itself (the generated secret key).

use crate::db::schema::site_settings::dsl;
use crate::db::Conn;
use diesel::prelude::*;

pub fn get(conn: &mut Conn, key: &str) -> QueryResult<Option<String>> {
    dsl::site_settings
        .filter(dsl::key.eq(key))
        .select(dsl::value)
        .first(conn)
        .optional()
}

/// Stores `value` unless the key already has one; returns the value that is stored.
/// Two processes starting at once agree on one value.
pub fn get_or_insert(conn: &mut Conn, key: &str, value: &str) -> QueryResult<String> {
    diesel::insert_or_ignore_into(dsl::site_settings)
        .values((dsl::key.eq(key), dsl::value.eq(value)))
        .execute(conn)?;
    dsl::site_settings
        .filter(dsl::key.eq(key))
        .select(dsl::value)
        .first(conn)
}
