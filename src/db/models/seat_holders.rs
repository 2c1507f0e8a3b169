//! `seat_holders`: who held a seat before its holder now (a seat handed to a bot, or taken back
//! from one), and the last step they played.

use crate::db::schema::seat_holders::{self, dsl};
use crate::db::schema::users;
use crate::db::Conn;
use diesel::prelude::*;

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = seat_holders)]
pub struct NewHolder {
    pub game_id: i32,
    pub seat: i32,
    pub user_id: i32,
    pub until_step: i32,
}

/// An earlier holder of a seat, with their name as it is now.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct EarlierHolder {
    pub seat: i32,
    pub user_id: i32,
    pub until_step: i32,
    pub name: String,
}

pub fn insert(conn: &mut Conn, new: &NewHolder) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::seat_holders)
        .values(new)
        .execute(c))
}

/// Every earlier holder of the game's seats, oldest change first.
pub fn of_game(conn: &mut Conn, game_id: i32) -> QueryResult<Vec<EarlierHolder>> {
    crate::on_backend!(conn, |c| {
        dsl::seat_holders
            .inner_join(users::table)
            .filter(dsl::game_id.eq(game_id))
            .order((dsl::until_step.asc(), dsl::id.asc()))
            .select((
                dsl::seat,
                dsl::user_id,
                dsl::until_step,
                users::dsl::display_name,
            ))
            .load(c)
    })
}
