//! `game_events`: every applied action of every game, in order — the history replays start from.

use crate::db::schema::game_events::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_events)]
pub struct EventRow {
    pub id: i32,
    pub game_id: i32,
    pub version: i32,
    pub seat: i32,
    pub user_id: Option<i32>,
    pub action: String,
    pub log: String,
    pub concurrent: bool,
    pub created_at: NaiveDateTime,
}

impl EventRow {
    pub fn log_lines(&self) -> Vec<String> {
        serde_json::from_str(&self.log).unwrap_or_default()
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = game_events)]
pub struct NewEvent<'a> {
    pub game_id: i32,
    pub version: i32,
    pub seat: i32,
    pub user_id: Option<i32>,
    pub action: &'a str,
    pub log: &'a str,
    pub concurrent: bool,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewEvent<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::game_events).values(new).execute(c)
    })
}

/// Events after `version`, oldest first.
pub fn since(conn: &mut Conn, game_id: i32, version: i32) -> QueryResult<Vec<EventRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_events
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::version.gt(version))
            .order(dsl::version.asc())
            .select(EventRow::as_select())
            .load(c)
    })
}

/// The newest events first, for the game log.
pub fn latest(conn: &mut Conn, game_id: i32, limit: i64) -> QueryResult<Vec<EventRow>> {
    older_than(conn, game_id, i32::MAX, limit)
}

/// The newest events before `version` (exclusive), newest first: the next page back.
pub fn older_than(
    conn: &mut Conn,
    game_id: i32,
    version: i32,
    limit: i64,
) -> QueryResult<Vec<EventRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_events
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::version.lt(version))
            .order(dsl::version.desc())
            .limit(limit)
            .select(EventRow::as_select())
            .load(c)
    })
}

/// Events after `after` up to and including `up_to`, oldest first (a replay's stretch).
pub fn between(
    conn: &mut Conn,
    game_id: i32,
    after: i32,
    up_to: i32,
) -> QueryResult<Vec<EventRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_events
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::version.gt(after))
            .filter(dsl::version.le(up_to))
            .order(dsl::version.asc())
            .select(EventRow::as_select())
            .load(c)
    })
}
