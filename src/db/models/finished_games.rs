//! `finished_games`: one row per finished game, kept for the archive's filters and orders.

use crate::db::pool::Backend;
use crate::db::schema::{
    finished_games::{self, dsl},
    game_players, games, users,
};
use crate::db::Conn;
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = finished_games)]
pub struct FinishedGame {
    pub game_id: i32,
    pub game: String,
    pub started_at: NaiveDateTime,
    pub finished_at: NaiveDateTime,
    pub actions: i32,
    pub winning_score: Option<i64>,
    /// Everyone may watch it (`services::visibility::public_once_finished`).
    pub public: bool,
}

/// Which finished games the archive lists. Every field narrows the list; `None` does not.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ArchiveFilter {
    pub game: Option<String>,
    /// Games with a seat held by one of these users.
    pub players: Option<Vec<i32>>,
    /// These users hold seats in a large share of the games (`DENSE_SEATS` or more): each
    /// finished game is checked for their seats as the archive is walked, rather than listing
    /// every game of theirs first (see `seats_reach`).
    pub dense: bool,
    /// Finished at or after.
    pub from: Option<NaiveDateTime>,
    /// Finished strictly before.
    pub until: Option<NaiveDateTime>,
    /// Who looks: besides the games everyone may watch, the private games this user played.
    pub viewer: Option<i32>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ArchiveOrder {
    #[default]
    Newest,
    Oldest,
    HighestScore,
    LowestScore,
}

pub fn insert(conn: &mut Conn, row: &FinishedGame) -> QueryResult<usize> {
    diesel::insert_into(dsl::finished_games)
        .values(row)
        .execute(conn)
}

/// The SQL form of `services::visibility::can_watch` for a finished game: public (the row's
/// copy of the rule), or `viewer` has a seat at it. The seat is looked up only for the private
/// rows, by the unique key of `game_players`.
fn watchable(
    viewer: Option<i32>,
) -> Box<dyn BoxableExpression<finished_games::table, Backend, SqlType = diesel::sql_types::Bool>> {
    use diesel::dsl::sql;
    use diesel::sql_types::{Bool, Integer};
    match viewer {
        None => Box::new(dsl::public.eq(true)),
        Some(user_id) => Box::new(
            sql::<Bool>(
                "(finished_games.public OR EXISTS (SELECT 1 FROM game_players p \
                 WHERE p.game_id = finished_games.game_id AND p.user_id = ",
            )
            .bind::<Integer, _>(user_id)
            .sql("))"),
        ),
    }
}

fn filtered<'a>(filter: &'a ArchiveFilter) -> finished_games::BoxedQuery<'a, Backend> {
    let mut query = dsl::finished_games
        .into_boxed()
        .filter(watchable(filter.viewer));
    if let Some(game) = &filter.game {
        query = query.filter(dsl::game.eq(game));
    }
    if let Some(users) = &filter.players {
        if filter.dense && !users.is_empty() {
            // Ids from the database, written as numbers: nothing from the visitor.
            let list = users
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(",");
            query = query.filter(diesel::dsl::sql::<diesel::sql_types::Bool>(&format!(
                "EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = finished_games.game_id \
                 AND p.user_id IN ({list}))"
            )));
        } else {
            query = query.filter(
                dsl::game_id.eq_any(
                    game_players::table
                        .filter(game_players::user_id.eq_any(users))
                        .select(game_players::game_id),
                ),
            );
        }
    }
    if let Some(from) = filter.from {
        query = query.filter(dsl::finished_at.ge(from));
    }
    if let Some(until) = filter.until {
        query = query.filter(dsl::finished_at.lt(until));
    }
    query
}

/// The number of matching games, counted no further than `cap`.
pub fn count_up_to(conn: &mut Conn, filter: &ArchiveFilter, cap: i64) -> QueryResult<i64> {
    let ids: Vec<i32> = filtered(filter)
        .select(dsl::game_id)
        .limit(cap)
        .load(conn)?;
    Ok(ids.len() as i64)
}

/// One page of the archive.
pub fn page(
    conn: &mut Conn,
    filter: &ArchiveFilter,
    order: ArchiveOrder,
    limit: i64,
    offset: i64,
) -> QueryResult<Vec<FinishedGame>> {
    let query = filtered(filter);
    let query = match order {
        ArchiveOrder::Newest => query.order((dsl::finished_at.desc(), dsl::game_id.desc())),
        ArchiveOrder::Oldest => query.order((dsl::finished_at.asc(), dsl::game_id.asc())),
        ArchiveOrder::HighestScore => query.order((
            dsl::winning_score.desc(),
            dsl::finished_at.desc(),
            dsl::game_id.desc(),
        )),
        ArchiveOrder::LowestScore => query.order((
            dsl::winning_score.is_null(),
            dsl::winning_score.asc(),
            dsl::finished_at.asc(),
            dsl::game_id.asc(),
        )),
    };
    query
        .limit(limit)
        .offset(offset)
        .select(FinishedGame::as_select())
        .load(conn)
}

pub fn count_all(conn: &mut Conn) -> QueryResult<i64> {
    dsl::finished_games.count().get_result(conn)
}

/// Finished games that have no row here yet (they ended before the table existed).
pub fn missing(conn: &mut Conn, limit: i64) -> QueryResult<Vec<i32>> {
    games::table
        .filter(games::status.eq(super::games::FINISHED))
        .filter(diesel::dsl::not(
            games::id.eq_any(dsl::finished_games.select(dsl::game_id)),
        ))
        .order(games::id.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
}

pub fn count_finished_games(conn: &mut Conn) -> QueryResult<i64> {
    games::table
        .filter(games::status.eq(super::games::FINISHED))
        .count()
        .get_result(conn)
}

/// From this many seats on, a player filter is `dense`.
pub const DENSE_SEATS: i64 = 2_000;

/// Whether `users` hold at least `DENSE_SEATS` seats, counted no further.
pub fn seats_reach(conn: &mut Conn, users: &[i32]) -> QueryResult<bool> {
    let seats: Vec<i32> = game_players::table
        .filter(game_players::user_id.eq_any(users))
        .select(game_players::game_id)
        .limit(DENSE_SEATS)
        .load(conn)?;
    Ok(seats.len() as i64 >= DENSE_SEATS)
}

/// The users whose display name is `LIKE` this pattern (escape character `\\`), at most
/// `limit` of them: the archive resolves a name filter to users first, so that SQLite walks
/// the games of those users through an index instead of every seat of every game.
/// Letter case is ignored on both databases (SQLite's `LIKE` ignores it; PostgreSQL's `ILIKE`).
pub fn users_named_like(conn: &mut Conn, pattern: &str, limit: i64) -> QueryResult<Vec<i32>> {
    let named = users::table
        .order(users::id.asc())
        .limit(limit)
        .select(users::id);
    match conn {
        Conn::Sqlite(c) => named
            .filter(users::display_name.like(pattern).escape('\\'))
            .load(c),
        Conn::Pg(c) => {
            use diesel::PgTextExpressionMethods;
            named
                .filter(users::display_name.ilike(pattern).escape('\\'))
                .load(c)
        }
    }
}
