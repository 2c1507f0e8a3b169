//! `game_notes`: a player's private notes on a game.

use crate::db::schema::game_notes::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = game_notes)]
pub struct Note {
    pub game_id: i32,
    pub user_id: i32,
    pub body: String,
    pub updated_at: NaiveDateTime,
}

pub fn get(conn: &mut Conn, game_id: i32, user_id: i32) -> QueryResult<Option<Note>> {
    crate::on_backend!(conn, |c| {
        dsl::game_notes
            .find((game_id, user_id))
            .select(Note::as_select())
            .first(c)
            .optional()
    })
}

/// The bodies of `user_id`'s notes on every game but `game_id`.
pub fn bodies_elsewhere(conn: &mut Conn, user_id: i32, game_id: i32) -> QueryResult<Vec<String>> {
    crate::on_backend!(conn, |c| {
        dsl::game_notes
            .filter(dsl::user_id.eq(user_id))
            .filter(dsl::game_id.ne(game_id))
            .select(dsl::body)
            .load(c)
    })
}

/// Writes the note (an empty body removes it).
pub fn save(conn: &mut Conn, note: &Note) -> QueryResult<usize> {
    if note.body.is_empty() {
        return diesel::delete(dsl::game_notes.find((note.game_id, note.user_id))).execute(conn);
    }
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::game_notes)
        .values(note)
        .on_conflict((dsl::game_id, dsl::user_id))
        .do_update()
        .set(note)
        .execute(c))
}
