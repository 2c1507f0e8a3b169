//! `game_players`: who sits at a game, with which colour and (once started) which seat.

use crate::db::schema::{
    game_players::{self, dsl},
    users,
};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_players)]
pub struct PlayerRow {
    pub id: i32,
    pub game_id: i32,
    pub user_id: i32,
    pub seat: Option<i32>,
    pub colour: String,
    pub joined_at: NaiveDateTime,
}

/// A player with the name shown for it.
#[derive(Debug, Clone)]
pub struct SeatedPlayer {
    pub player: PlayerRow,
    pub name: String,
    pub email: String,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = game_players)]
pub struct NewPlayer<'a> {
    pub game_id: i32,
    pub user_id: i32,
    pub colour: &'a str,
    pub joined_at: NaiveDateTime,
}

pub fn insert(conn: &mut Conn, new: &NewPlayer<'_>) -> QueryResult<usize> {
    diesel::insert_into(dsl::game_players)
        .values(new)
        .execute(conn)
}

/// The players of a game in join order (seat order once started).
pub fn of_game(conn: &mut Conn, game_id: i32) -> QueryResult<Vec<SeatedPlayer>> {
    let rows: Vec<(PlayerRow, String, String)> = dsl::game_players
        .inner_join(users::table)
        .filter(dsl::game_id.eq(game_id))
        .order((dsl::seat.asc(), dsl::id.asc()))
        .select((PlayerRow::as_select(), users::display_name, users::email))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(player, name, email)| SeatedPlayer {
            player,
            name,
            email,
        })
        .collect())
}

pub fn set_seat(conn: &mut Conn, id: i32, seat: i32) -> QueryResult<usize> {
    diesel::update(dsl::game_players.find(id))
        .set(dsl::seat.eq(Some(seat)))
        .execute(conn)
}
