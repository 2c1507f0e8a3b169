//! `game_messages`: table talk, the players' messages in a game.

use crate::db::schema::game_messages::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_messages)]
pub struct MessageRow {
    pub id: i32,
    pub game_id: i32,
    pub user_id: i32,
    pub seat: Option<i32>,
    pub body: String,
    pub private: bool,
    pub hidden_by: Option<i32>,
    pub by_mail: bool,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = game_messages)]
pub struct NewMessage<'a> {
    pub game_id: i32,
    pub user_id: i32,
    pub seat: Option<i32>,
    pub body: &'a str,
    pub private: bool,
    pub by_mail: bool,
    pub created_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewMessage<'_>) -> QueryResult<MessageRow> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::game_messages)
        .values(new)
        .returning(MessageRow::as_returning())
        .get_result(c))
}

/// A game's messages, oldest first (at most `limit`, the newest ones).
pub fn of_game(conn: &mut Conn, game_id: i32, limit: i64) -> QueryResult<Vec<MessageRow>> {
    crate::on_backend!(conn, |c| {
        let mut rows: Vec<MessageRow> = dsl::game_messages
            .filter(dsl::game_id.eq(game_id))
            .order(dsl::id.desc())
            .limit(limit)
            .select(MessageRow::as_select())
            .load(c)?;
        rows.reverse();
        Ok(rows)
    })
}

/// A game's messages after `after_id` not written by `except_user` and not hidden, oldest first.
pub fn since(
    conn: &mut Conn,
    game_id: i32,
    after_id: i32,
    except_user: i32,
    limit: i64,
) -> QueryResult<Vec<MessageRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_messages
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::id.gt(after_id))
            .filter(dsl::user_id.ne(except_user))
            .filter(dsl::hidden_by.is_null())
            .order(dsl::id.asc())
            .limit(limit)
            .select(MessageRow::as_select())
            .load(c)
    })
}

/// The newest `limit` messages of a game posted after `after` (all when none), not written by
/// `except_user` and not hidden, oldest first.
pub fn newest_after(
    conn: &mut Conn,
    game_id: i32,
    after: Option<NaiveDateTime>,
    except_user: i32,
    limit: i64,
) -> QueryResult<Vec<MessageRow>> {
    crate::on_backend!(conn, |c| {
        // Two fixed queries rather than one boxed one, so that both stay prepared.
        let query = dsl::game_messages
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::user_id.ne(except_user))
            .filter(dsl::hidden_by.is_null())
            .order(dsl::id.desc())
            .limit(limit)
            .select(MessageRow::as_select());
        let mut rows: Vec<MessageRow> = match after {
            Some(t) => query.filter(dsl::created_at.gt(t)).load(c)?,
            None => query.load(c)?,
        };
        rows.reverse();
        Ok(rows)
    })
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<MessageRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_messages
            .find(id)
            .select(MessageRow::as_select())
            .first(c)
            .optional()
    })
}

/// Hides a message (its text is no longer shown), once.
pub fn hide(conn: &mut Conn, id: i32, by: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_messages.find(id).filter(dsl::hidden_by.is_null()))
            .set(dsl::hidden_by.eq(Some(by)))
            .execute(c)
    })
}
