//! `game_snapshots`: a game's state every few actions, so a replay starts near its target.

use crate::db::schema::game_snapshots::dsl;
use crate::db::Conn;
use diesel::prelude::*;

pub fn insert(conn: &mut Conn, game_id: i32, version: i32, state: &str) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::game_snapshots)
            .values((
                dsl::game_id.eq(game_id),
                dsl::version.eq(version),
                dsl::state.eq(state),
            ))
            .execute(c)
    })
}

/// The newest snapshot at or before `version`: its version and state.
pub fn at_or_before(
    conn: &mut Conn,
    game_id: i32,
    version: i32,
) -> QueryResult<Option<(i32, String)>> {
    crate::on_backend!(conn, |c| {
        dsl::game_snapshots
            .filter(dsl::game_id.eq(game_id))
            .filter(dsl::version.le(version))
            .order(dsl::version.desc())
            .select((dsl::version, dsl::state))
            .first(c)
            .optional()
    })
}

/// Every snapshot of a game, oldest first.
pub fn of_game(conn: &mut Conn, game_id: i32) -> QueryResult<Vec<(i32, String)>> {
    crate::on_backend!(conn, |c| {
        dsl::game_snapshots
            .filter(dsl::game_id.eq(game_id))
            .order(dsl::version.asc())
            .select((dsl::version, dsl::state))
            .load(c)
    })
}
