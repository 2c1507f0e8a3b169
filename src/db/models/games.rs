//! `games`: one row per game, holding its current engine state and version.

use crate::db::schema::games::{self, dsl};
use crate::db::{cached, Conn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

pub const WAITING: &str = "waiting";
pub const RUNNING: &str = "running";
pub const FINISHED: &str = "finished";
pub const CANCELLED: &str = "cancelled";

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = games)]
pub struct GameRow {
    pub id: i32,
    pub game: String,
    pub status: String,
    pub creator_id: i32,
    pub seats: i32,
    pub time_limit_days: i32,
    pub is_open: bool,
    pub timeout_policy: String,
    pub seed: i64,
    pub state: Option<String>,
    pub version: i32,
    pub to_act: String,
    pub turn_started_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
    pub started_at: Option<NaiveDateTime>,
    pub finished_at: Option<NaiveDateTime>,
    /// A game that is not open may be watched by everyone once it is finished.
    pub public_when_finished: bool,
    /// The setup choices of the game (a JSON object; see `registry::About::options`).
    pub options: String,
}

impl GameRow {
    /// The setup choices as a JSON object. The column only ever holds an object written by
    /// `services::games::create`; anything else reads as no choices (the game's defaults).
    pub fn options_map(&self) -> serde_json::Map<String, serde_json::Value> {
        serde_json::from_str(&self.options).unwrap_or_default()
    }

    /// The seats that must decide now.
    pub fn to_act_seats(&self) -> Vec<usize> {
        serde_json::from_str(&self.to_act).unwrap_or_default()
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame<'a> {
    pub game: &'a str,
    pub creator_id: i32,
    pub seats: i32,
    pub time_limit_days: i32,
    pub is_open: bool,
    pub timeout_policy: &'a str,
    pub seed: i64,
    pub created_at: NaiveDateTime,
    pub public_when_finished: bool,
    pub options: &'a str,
}

pub fn insert(conn: &mut Conn, new: &NewGame<'_>) -> QueryResult<GameRow> {
    crate::on_backend!(conn, |c| diesel::insert_into(dsl::games)
        .values(new)
        .returning(GameRow::as_returning())
        .get_result(c))
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<GameRow>> {
    crate::on_backend!(conn, |c| {
        dsl::games
            .find(id)
            .select(GameRow::as_select())
            .first(c)
            .optional()
    })
}

/// When `creator_id` created each game since `since`, oldest first.
pub fn created_since(
    conn: &mut Conn,
    creator_id: i32,
    since: NaiveDateTime,
) -> QueryResult<Vec<NaiveDateTime>> {
    crate::on_backend!(conn, |c| {
        dsl::games
            .filter(dsl::creator_id.eq(creator_id))
            .filter(dsl::created_at.gt(since))
            .order(dsl::created_at.asc())
            .select(dsl::created_at)
            .load(c)
    })
}

/// How many open games `creator_id` has waiting for players.
pub fn open_waiting_of(conn: &mut Conn, creator_id: i32) -> QueryResult<i64> {
    crate::on_backend!(conn, |c| {
        dsl::games
            .filter(dsl::creator_id.eq(creator_id))
            .filter(dsl::status.eq(WAITING))
            .filter(dsl::is_open.eq(true))
            .count()
            .get_result(c)
    })
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    id: i32,
}

/// The lobby: open games waiting for players, newest first, at most `limit`, and of each
/// creator only its newest `per_creator`, so that one account's games never hide the others'.
pub fn lobby(conn: &mut Conn, per_creator: i64, limit: i64) -> QueryResult<Vec<GameRow>> {
    // Window functions are in SQLite (3.25) and PostgreSQL alike; the numbers are ours.
    let ids: Vec<i32> = crate::on_backend!(conn, |c| {
        diesel::sql_query(format!(
            "SELECT id FROM (SELECT id, ROW_NUMBER() OVER \
             (PARTITION BY creator_id ORDER BY id DESC) AS n FROM games \
             WHERE status = '{WAITING}' AND is_open) AS t \
             WHERE n <= {per_creator} ORDER BY id DESC LIMIT {limit}"
        ))
        .load::<Id>(c)
    })?
    .into_iter()
    .map(|r| r.id)
    .collect();
    crate::on_backend!(conn, |c| {
        dsl::games
            .filter(dsl::id.eq_any(&ids))
            .order(dsl::id.desc())
            .select(GameRow::as_select())
            .load(c)
    })
}

/// Games of a user, any status, newest first.
pub fn of_user(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<GameRow>> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::game_players;
        dsl::games
            .inner_join(game_players::table)
            .filter(game_players::user_id.eq(user_id))
            .order(dsl::id.desc())
            .select(GameRow::as_select())
            .load(c)
    })
}

pub fn set_status(conn: &mut Conn, id: i32, status: &str) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::games.find(id))
            .set(dsl::status.eq(status))
            .execute(c)
    })
}

/// Starts a game: its first state, the seats to act, and the clock of the first decision.
pub fn start(
    conn: &mut Conn,
    id: i32,
    state: &str,
    to_act: &str,
    now: NaiveDateTime,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::games.find(id).filter(dsl::status.eq(WAITING)))
            .set((
                dsl::status.eq(RUNNING),
                dsl::state.eq(Some(state)),
                dsl::version.eq(0),
                dsl::to_act.eq(to_act),
                dsl::started_at.eq(Some(now)),
                dsl::turn_started_at.eq(Some(now)),
            ))
            .execute(c)
    })
}

/// The new state after an action; only if the version is still `from_version` (optimistic
/// check inside the write transaction). Returns false when another write got there first.
pub struct Advance<'a> {
    pub id: i32,
    pub from_version: i32,
    pub state: &'a str,
    pub to_act: &'a str,
    /// `Some(now)` when the set of seats to act changed: a new decision starts.
    pub turn_started_at: Option<NaiveDateTime>,
    /// The action ended the game.
    pub finished: bool,
    pub now: NaiveDateTime,
}

pub fn advance(conn: &mut Conn, a: &Advance<'_>) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        // The version and status make this a compare-and-set: no row changes when another turn
        // got there first.
        let target = dsl::id
            .eq(a.id)
            .and(dsl::version.eq(a.from_version))
            .and(dsl::status.eq(RUNNING));
        // One statement for the usual turn (each UPDATE writes the row, state and all, again).
        let (state, version, to_act) = (
            dsl::state.eq(Some(a.state)),
            dsl::version.eq(a.from_version + 1),
            dsl::to_act.eq(a.to_act),
        );
        let n = match a.turn_started_at {
            Some(at) => cached::update(
                dsl::games,
                (state, version, to_act, dsl::turn_started_at.eq(Some(at))),
                target,
            )
            .execute(c)?,
            None => cached::update(dsl::games, (state, version, to_act), target).execute(c)?,
        };
        if n != 1 {
            return Ok(false);
        }
        if a.finished {
            diesel::update(dsl::games.find(a.id))
                .set((dsl::status.eq(FINISHED), dsl::finished_at.eq(Some(a.now))))
                .execute(c)?;
        }
        Ok(true)
    })
}

impl Advance<'_> {
    /// `row` (the game at `from_version`) as [`advance`] leaves it, without reading it again.
    pub fn applied_to(&self, row: &GameRow) -> GameRow {
        let mut row = row.clone();
        row.state = Some(self.state.to_owned());
        row.version = self.from_version + 1;
        row.to_act = self.to_act.to_owned();
        if let Some(at) = self.turn_started_at {
            row.turn_started_at = Some(at);
        }
        if self.finished {
            row.status = FINISHED.to_owned();
            row.finished_at = Some(self.now);
        }
        row
    }
}

/// Ends a running game outside the rules (the players voted to stop).
pub fn finish(conn: &mut Conn, id: i32, now: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::games.find(id).filter(dsl::status.eq(RUNNING)))
            .set((
                dsl::status.eq(FINISHED),
                dsl::finished_at.eq(Some(now)),
                dsl::to_act.eq("[]"),
            ))
            .execute(c)
    })
}

/// Every game's id, oldest first.
pub fn all_ids(conn: &mut Conn) -> QueryResult<Vec<i32>> {
    crate::on_backend!(conn, |c| {
        dsl::games.order(dsl::id.asc()).select(dsl::id).load(c)
    })
}
