//! `api_tokens`: bearer tokens for bots and scripts. Only a hash of each token is stored.

use crate::db::models::users::User;
use crate::db::schema::{
    api_tokens::{self, dsl},
    users,
};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct ApiToken {
    pub id: i32,
    pub user_id: i32,
    pub name: String,
    pub token_hash: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: Option<NaiveDateTime>,
    pub revoked_at: Option<NaiveDateTime>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = api_tokens)]
pub struct NewApiToken<'a> {
    pub user_id: i32,
    pub name: &'a str,
    pub token_hash: &'a str,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewApiToken<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::api_tokens).values(new).execute(c)
    })
}

/// The user of a live (not revoked) token.
pub fn user_for(conn: &mut Conn, token_hash: &str) -> QueryResult<Option<User>> {
    crate::on_backend!(conn, |c| {
        dsl::api_tokens
            .inner_join(users::table)
            .filter(dsl::token_hash.eq(token_hash))
            .filter(dsl::revoked_at.is_null())
            .select(User::as_select())
            .first(c)
            .optional()
    })
}

pub fn of_user(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<ApiToken>> {
    crate::on_backend!(conn, |c| {
        dsl::api_tokens
            .filter(dsl::user_id.eq(user_id))
            .filter(dsl::revoked_at.is_null())
            .order(dsl::id.desc())
            .select(ApiToken::as_select())
            .load(c)
    })
}

pub fn revoke(conn: &mut Conn, id: i32, user_id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::api_tokens.find(id).filter(dsl::user_id.eq(user_id)))
            .set(dsl::revoked_at.eq(Some(at)))
            .execute(c)
    })
}

/// Revokes every live token of a user (after a password change or reset, or "log out
/// everywhere"); returns how many.
pub fn revoke_all(conn: &mut Conn, user_id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::api_tokens
                .filter(dsl::user_id.eq(user_id))
                .filter(dsl::revoked_at.is_null()),
        )
        .set(dsl::revoked_at.eq(Some(at)))
        .execute(c)
    })
}
