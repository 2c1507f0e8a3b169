//! `email_links`: the single-use links sent by email (verification, reset, email change).

use crate::db::schema::email_links::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = email_links)]
pub struct EmailLink {
    pub id: i32,
    pub nonce: String,
    pub purpose: String,
    pub user_id: i32,
    pub new_email: Option<String>,
    pub expires_at: NaiveDateTime,
    pub used_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = email_links)]
pub struct NewEmailLink<'a> {
    pub nonce: &'a str,
    pub purpose: &'a str,
    pub user_id: i32,
    pub new_email: Option<&'a str>,
    pub expires_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewEmailLink<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::email_links).values(new).execute(c)
    })
}

pub fn find_by_nonce(conn: &mut Conn, nonce: &str) -> QueryResult<Option<EmailLink>> {
    crate::on_backend!(conn, |c| {
        dsl::email_links
            .filter(dsl::nonce.eq(nonce))
            .select(EmailLink::as_select())
            .first(c)
            .optional()
    })
}

/// Marks the link used; returns false when it was already used (the check and the write are
/// one statement, so two clicks at once cannot both succeed).
pub fn mark_used(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(dsl::email_links.find(id).filter(dsl::used_at.is_null()))
            .set(dsl::used_at.eq(Some(at)))
            .execute(c)?;
        Ok(n == 1)
    })
}

/// Retires the unused links of a purpose (a newer link replaces the older ones).
pub fn retire_unused(
    conn: &mut Conn,
    user_id: i32,
    purpose: &str,
    at: NaiveDateTime,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::email_links
                .filter(dsl::user_id.eq(user_id))
                .filter(dsl::purpose.eq(purpose))
                .filter(dsl::used_at.is_null()),
        )
        .set(dsl::used_at.eq(Some(at)))
        .execute(c)
    })
}
