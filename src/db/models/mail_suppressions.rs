//! `mail_suppressions`: addresses that asked ("this wasn't me") never to be sent an invitation
//! or a verification mail again. Addresses are stored lowercased.

use crate::db::schema::mail_suppressions::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = mail_suppressions)]
pub struct MailSuppression {
    pub address: String,
    /// Which mail's link put the address here (`invitation`, `verify`).
    pub route: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = mail_suppressions)]
pub struct NewMailSuppression<'a> {
    pub address: &'a str,
    pub route: &'a str,
    pub created_at: NaiveDateTime,
}

/// Adds the address; a second request keeps the first row (its date and route).
pub fn insert(conn: &mut Conn, new: &NewMailSuppression<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::mail_suppressions)
        .values(new)
        .on_conflict_do_nothing()
        .execute(c))
}

/// Whether `address` (already lowercased) is on the list.
pub fn contains(conn: &mut Conn, address: &str) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        diesel::select(diesel::dsl::exists(
            dsl::mail_suppressions.filter(dsl::address.eq(address)),
        ))
        .get_result(c)
    })
}

/// The whole list, newest first (for `turnpost suppressions`).
pub fn all(conn: &mut Conn) -> QueryResult<Vec<MailSuppression>> {
    crate::on_backend!(conn, |c| {
        dsl::mail_suppressions
            .order((dsl::created_at.desc(), dsl::address.asc()))
            .select(MailSuppression::as_select())
            .load(c)
    })
}
