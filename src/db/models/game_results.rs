//! `game_results`: the final placing of every seat of a finished game.

use crate::db::schema::{
    finished_games,
    game_results::{self, dsl},
    users,
};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = game_results)]
pub struct ResultRow {
    pub game_id: i32,
    pub seat: i32,
    pub user_id: i32,
    pub rank: i32,
    pub score: i64,
}

/// A placing with the player's display name.
#[derive(Debug, Clone)]
pub struct NamedResult {
    pub result: ResultRow,
    pub name: String,
}

pub fn insert_all(conn: &mut Conn, rows: &[ResultRow]) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::game_results)
        .values(rows)
        .execute(c))
}

/// The placings of some games with the players' names, by game then rank then seat.
pub fn of_games(conn: &mut Conn, game_ids: &[i32]) -> QueryResult<Vec<NamedResult>> {
    crate::on_backend!(conn, |c| {
        let rows: Vec<(ResultRow, String)> = dsl::game_results
            .inner_join(users::table)
            .filter(dsl::game_id.eq_any(game_ids))
            .order((dsl::game_id.asc(), dsl::rank.asc(), dsl::seat.asc()))
            .select((ResultRow::as_select(), users::display_name))
            .load(c)?;
        Ok(rows
            .into_iter()
            .map(|(result, name)| NamedResult { result, name })
            .collect())
    })
}

/// A user's placings with the game's name and end, newest first.
pub fn of_user(
    conn: &mut Conn,
    user_id: i32,
) -> QueryResult<Vec<(ResultRow, String, NaiveDateTime)>> {
    crate::on_backend!(conn, |c| {
        dsl::game_results
            .inner_join(finished_games::table)
            .filter(dsl::user_id.eq(user_id))
            .order((finished_games::finished_at.desc(), dsl::game_id.desc()))
            .select((
                ResultRow::as_select(),
                finished_games::game,
                finished_games::finished_at,
            ))
            .load(c)
    })
}
