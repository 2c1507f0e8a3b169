//! `login_links`: the link of a turn mail, which logs its player into one game, once, while
//! the decision it announced is still open.

use crate::db::schema::login_links::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = login_links)]
pub struct LoginLink {
    pub id: i32,
    pub nonce: String,
    pub user_id: i32,
    pub game_id: i32,
    pub decision_started_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
    pub used_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = login_links)]
pub struct NewLoginLink<'a> {
    pub nonce: &'a str,
    pub user_id: i32,
    pub game_id: i32,
    pub decision_started_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewLoginLink<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::login_links).values(new).execute(c)
    })
}

pub fn find_by_nonce(conn: &mut Conn, nonce: &str) -> QueryResult<Option<LoginLink>> {
    crate::on_backend!(conn, |c| {
        dsl::login_links
            .filter(dsl::nonce.eq(nonce))
            .select(LoginLink::as_select())
            .first(c)
            .optional()
    })
}

/// Uses the link up; false when it was already used.
pub fn mark_used(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(dsl::login_links.find(id).filter(dsl::used_at.is_null()))
            .set(dsl::used_at.eq(Some(at)))
            .execute(c)?;
        Ok(n == 1)
    })
}
