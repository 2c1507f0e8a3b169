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

pub fn insert(conn: &mut Conn, new: &NewUser<'_>) -> QueryResult<User> {
    diesel::insert_into(dsl::users)
        .values(new)
        .returning(User::as_returning())
        .get_result(conn)
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<User>> {
    dsl::users
        .find(id)
        .select(User::as_select())
        .first(conn)
        .optional()
}

/// Emails compare case-insensitively (the column is `COLLATE NOCASE`).
pub fn find_by_email(conn: &mut Conn, email: &str) -> QueryResult<Option<User>> {
    dsl::users
        .filter(dsl::email.eq(email))
        .select(User::as_select())
        .first(conn)
        .optional()
}

pub fn set_verified(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    diesel::update(dsl::users.find(id))
        .set(dsl::email_verified_at.eq(Some(at)))
        .execute(conn)
}

pub fn set_password_hash(conn: &mut Conn, id: i32, hash: &str) -> QueryResult<usize> {
    diesel::update(dsl::users.find(id))
        .set(dsl::password_hash.eq(hash))
        .execute(conn)
}

pub fn set_email(conn: &mut Conn, id: i32, email: &str, at: NaiveDateTime) -> QueryResult<usize> {
    diesel::update(dsl::users.find(id))
        .set((dsl::email.eq(email), dsl::email_verified_at.eq(Some(at))))
        .execute(conn)
}
