//! `mail_choices`: a choice made by a reply that could not be trusted (not from the player's
//! address, not authenticated, no Message-ID), kept for the one-tap link mailed to the player,
//! which confirms it on the page once, before it expires.

use crate::db::schema::mail_choices::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = mail_choices)]
pub struct MailChoice {
    pub id: i32,
    pub nonce: String,
    pub user_id: i32,
    pub game_id: i32,
    pub version: i32,
    pub path: String,
    pub label: String,
    pub expires_at: NaiveDateTime,
    pub used_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = mail_choices)]
pub struct NewMailChoice<'a> {
    pub nonce: &'a str,
    pub user_id: i32,
    pub game_id: i32,
    pub version: i32,
    pub path: &'a str,
    pub label: &'a str,
    pub expires_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewMailChoice<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::mail_choices)
            .values(new)
            .execute(c)
    })
}

pub fn find_by_nonce(conn: &mut Conn, nonce: &str) -> QueryResult<Option<MailChoice>> {
    crate::on_backend!(conn, |c| {
        dsl::mail_choices
            .filter(dsl::nonce.eq(nonce))
            .select(MailChoice::as_select())
            .first(c)
            .optional()
    })
}

/// Uses the link up; false when it was already used.
pub fn mark_used(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(dsl::mail_choices.find(id).filter(dsl::used_at.is_null()))
            .set(dsl::used_at.eq(Some(at)))
            .execute(c)?;
        Ok(n == 1)
    })
}

/// Forgets links that expired before `before`.
pub fn forget_expired(conn: &mut Conn, before: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::mail_choices.filter(dsl::expires_at.lt(before))).execute(c)
    })
}
