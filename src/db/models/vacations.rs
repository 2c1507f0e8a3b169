//! `vacations`: spans a player declared in advance; each day of a span is charged to the
//! vacation bank and extends the player's deadlines.

use crate::db::schema::vacations::{self, dsl};
use crate::db::Conn;
use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = vacations)]
pub struct Vacation {
    pub id: i32,
    pub user_id: i32,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub charged_through: Option<NaiveDate>,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = vacations)]
pub struct NewVacation {
    pub user_id: i32,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewVacation) -> QueryResult<Vacation> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::vacations)
        .values(new)
        .returning(Vacation::as_returning())
        .get_result(c))
}

pub fn of_user(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<Vacation>> {
    crate::on_backend!(conn, |c| {
        dsl::vacations
            .filter(dsl::user_id.eq(user_id))
            .order(dsl::starts_on.asc())
            .select(Vacation::as_select())
            .load(c)
    })
}

pub fn delete(conn: &mut Conn, id: i32, user_id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(dsl::vacations.find(id).filter(dsl::user_id.eq(user_id))).execute(c)
    })
}

/// Spans that have begun and still have days to charge.
pub fn chargeable(conn: &mut Conn, latest_today: NaiveDate) -> QueryResult<Vec<Vacation>> {
    crate::on_backend!(conn, |c| {
        dsl::vacations
            .filter(dsl::starts_on.le(latest_today))
            .filter(
                dsl::charged_through
                    .is_null()
                    .or(dsl::charged_through.lt(dsl::ends_on.nullable())),
            )
            .select(Vacation::as_select())
            .load(c)
    })
}

/// Records that the span is charged through `day`, only if it still was at `prev`.
pub fn charge(
    conn: &mut Conn,
    id: i32,
    prev: Option<NaiveDate>,
    day: NaiveDate,
) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let target = dsl::vacations.find(id);
        let n = match prev {
            Some(p) => diesel::update(target.filter(dsl::charged_through.eq(p)))
                .set(dsl::charged_through.eq(Some(day)))
                .execute(c)?,
            None => diesel::update(target.filter(dsl::charged_through.is_null()))
                .set(dsl::charged_through.eq(Some(day)))
                .execute(c)?,
        };
        Ok(n == 1)
    })
}
