//! `invitations`: an emailed link that gives its holder a seat in a private game.

use crate::db::schema::invitations::{self, dsl};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = invitations)]
pub struct Invitation {
    pub id: i32,
    pub game_id: i32,
    pub email: String,
    pub nonce: String,
    pub invited_by: i32,
    pub accepted_by: Option<i32>,
    pub accepted_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
    /// An invitation to take over this bot's seat of a running game (None: a seat of a game
    /// that has not started).
    pub seat: Option<i32>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = invitations)]
pub struct NewInvitation<'a> {
    pub game_id: i32,
    pub email: &'a str,
    pub nonce: &'a str,
    pub invited_by: i32,
    pub created_at: NaiveDateTime,
    pub seat: Option<i32>,
}

/// Inserts, or does nothing when this address is invited to this game already.
pub fn insert(conn: &mut Conn, new: &NewInvitation<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::invitations)
        .values(new)
        .on_conflict_do_nothing()
        .execute(c))
}

pub fn find_by_nonce(conn: &mut Conn, nonce: &str) -> QueryResult<Option<Invitation>> {
    crate::on_backend!(conn, |c| {
        dsl::invitations
            .filter(dsl::nonce.eq(nonce))
            .select(Invitation::as_select())
            .first(c)
            .optional()
    })
}

pub fn of_game(conn: &mut Conn, game_id: i32) -> QueryResult<Vec<Invitation>> {
    crate::on_backend!(conn, |c| {
        dsl::invitations
            .filter(dsl::game_id.eq(game_id))
            .order(dsl::id.asc())
            .select(Invitation::as_select())
            .load(c)
    })
}

pub fn accept(conn: &mut Conn, id: i32, user_id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::invitations.find(id).filter(dsl::accepted_by.is_null()))
            .set((
                dsl::accepted_by.eq(Some(user_id)),
                dsl::accepted_at.eq(Some(at)),
            ))
            .execute(c)
    })
}

/// Turns an earlier invitation (used, or to a game that has started since) into `new`: a fresh
/// link, not accepted yet. An address is invited once per game, so a player who left may be
/// invited back to a bot's seat through the row of their first invitation.
pub fn renew(conn: &mut Conn, id: i32, new: &NewInvitation<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::invitations.find(id))
            .set((
                dsl::nonce.eq(new.nonce),
                dsl::invited_by.eq(new.invited_by),
                dsl::created_at.eq(new.created_at),
                dsl::seat.eq(new.seat),
                dsl::accepted_by.eq(None::<i32>),
                dsl::accepted_at.eq(None::<NaiveDateTime>),
            ))
            .execute(c)
    })
}
