//! `sessions`: logged-in browsers. Only a hash of the cookie's token is stored.

use crate::db::models::users::User;
use crate::db::schema::{sessions, users};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Insertable)]
#[diesel(table_name = sessions)]
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i32,
    pub created_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewSession<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(sessions::table).values(new).execute(c)
    })
}

/// The user behind a live session.
pub fn user_for(
    conn: &mut Conn,
    token_hash: &str,
    now: NaiveDateTime,
) -> QueryResult<Option<User>> {
    crate::on_backend!(conn, |c| {
        sessions::table
            .inner_join(users::table)
            .filter(sessions::token_hash.eq(token_hash))
            .filter(sessions::expires_at.gt(now))
            .select(User::as_select())
            .first(c)
            .optional()
    })
}

pub fn delete(conn: &mut Conn, token_hash: &str) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(sessions::table.filter(sessions::token_hash.eq(token_hash))).execute(c)
    })
}

/// Ends every session of a user but the one given (after a password change or reset).
pub fn delete_others(conn: &mut Conn, user_id: i32, keep_hash: Option<&str>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        let of_user = sessions::table.filter(sessions::user_id.eq(user_id));
        match keep_hash {
            Some(keep) => diesel::delete(of_user.filter(sessions::token_hash.ne(keep))).execute(c),
            None => diesel::delete(of_user).execute(c),
        }
    })
}
