//! `users`: accounts.

use crate::db::schema::users::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = users)]
pub struct User {
    pub id: i32,
    pub email: String,
    pub display_name: String,
    pub password_hash: String,
    pub email_verified_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

impl User {
    pub fn is_verified(&self) -> bool {
        self.email_verified_at.is_some()
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub email: &'a str,
    pub display_name: &'a str,
    pub password_hash: &'a str,
    pub created_at: NaiveDateTime,
}

/// Inserts an account, with the key its display name is compared by.
pub fn insert(conn: &mut Conn, new: &NewUser<'_>) -> QueryResult<User> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::users)
        .values((new, dsl::name_key.eq(name_key(new.display_name))))
        .returning(User::as_returning())
        .get_result(c))
}

/// What two display names are compared by (`security::unicode::name_key`): look-alikes meet.
pub fn name_key(name: &str) -> String {
    crate::security::unicode::name_key(name)
}

/// Whether an account already uses a display name with this key.
pub fn name_taken(conn: &mut Conn, key: &str) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        diesel::select(diesel::dsl::exists(
            dsl::users.filter(dsl::name_key.eq(key)),
        ))
        .get_result(c)
    })
}

/// Gives every account the key of the current `name_key` scheme (accounts made before names had
/// keys, or keyed by an older scheme); returns how many keys changed. Run at start, once per
/// scheme (`site_settings` remembers the last one).
pub fn backfill_name_keys(conn: &mut Conn) -> QueryResult<usize> {
    use crate::db::models::site_settings;
    use crate::security::unicode::NAME_KEY_SCHEME;
    const SCHEME_SETTING: &str = "name_key_scheme";
    let current = site_settings::get(conn, SCHEME_SETTING)?;
    let all = current.as_deref() != Some(NAME_KEY_SCHEME);
    let changed = crate::on_backend!(conn, |c| {
        let rows: Vec<(i32, String, Option<String>)> = if all {
            dsl::users
                .select((dsl::id, dsl::display_name, dsl::name_key))
                .load(c)?
        } else {
            dsl::users
                .filter(dsl::name_key.is_null())
                .select((dsl::id, dsl::display_name, dsl::name_key))
                .load(c)?
        };
        let mut changed = 0;
        for (id, name, key) in &rows {
            let fresh = name_key(name);
            if key.as_deref() != Some(fresh.as_str()) {
                diesel::update(dsl::users.find(id))
                    .set(dsl::name_key.eq(fresh))
                    .execute(c)?;
                changed += 1;
            }
        }
        QueryResult::Ok(changed)
    })?;
    if all {
        site_settings::put(conn, SCHEME_SETTING, NAME_KEY_SCHEME)?;
    }
    Ok(changed)
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<User>> {
    crate::on_backend!(conn, |c| {
        dsl::users
            .find(id)
            .select(User::as_select())
            .first(c)
            .optional()
    })
}

diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);

/// Emails compare case-insensitively (SQLite: the column is `COLLATE NOCASE`; PostgreSQL: by
/// `lower(email)`, which its unique index covers).
pub fn find_by_email(conn: &mut Conn, email: &str) -> QueryResult<Option<User>> {
    match conn {
        Conn::Sqlite(c) => dsl::users
            .filter(dsl::email.eq(email))
            .select(User::as_select())
            .first(c)
            .optional(),
        Conn::Pg(c) => dsl::users
            .filter(lower(dsl::email).eq(lower(email)))
            .select(User::as_select())
            .first(c)
            .optional(),
    }
}

pub fn set_verified(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::users.find(id))
            .set(dsl::email_verified_at.eq(Some(at)))
            .execute(c)
    })
}

pub fn set_password_hash(conn: &mut Conn, id: i32, hash: &str) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::users.find(id))
            .set(dsl::password_hash.eq(hash))
            .execute(c)
    })
}

pub fn set_email(conn: &mut Conn, id: i32, email: &str, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::users.find(id))
            .set((dsl::email.eq(email), dsl::email_verified_at.eq(Some(at))))
            .execute(c)
    })
}
