//! `game_players`: who sits at a game, with which colour and (once started) which seat.

use crate::db::schema::{
    game_players::{self, dsl},
    users,
};
use crate::db::{cached, Conn};
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
    /// When the decision this seat faces now must be made (None: not deciding).
    pub deadline_at: Option<NaiveDateTime>,
    pub decision_started_at: Option<NaiveDateTime>,
    pub reminders_sent: i32,
    pub last_reminder_at: Option<NaiveDateTime>,
    pub timeouts_in_row: i32,
    pub abandoned: bool,
    pub muted: bool,
    /// The player's vote about an abandoned seat: "continue" or "end".
    pub vote: Option<String>,
    /// The turn mail of the current decision waits for the end of the player's quiet hours.
    pub turn_mail_held: bool,
    /// The newest table-talk message this seat was mailed (0: none).
    pub talk_mailed_through: i32,
    /// When the next batch of table talk for this seat is due.
    pub talk_due_at: Option<NaiveDateTime>,
    /// When the last batch went.
    pub talk_mailed_at: Option<NaiveDateTime>,
    /// The player resigned: the seat plays default turns and ranks last.
    pub resigned: bool,
    /// The player agrees to end the game now, ranked by the current score.
    pub end_vote: bool,
    /// A bot holds this seat, at this level ("easy", "normal"); its user is a bot account.
    pub bot_level: Option<String>,
    /// The seat this player votes to hand to a bot (its player left), and at which level.
    pub bot_vote_seat: Option<i32>,
    pub bot_vote_level: Option<String>,
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
    /// A bot's seat: its level.
    pub bot_level: Option<&'a str>,
}

pub fn insert(conn: &mut Conn, new: &NewPlayer<'_>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::insert_into(dsl::game_players)
            .values(new)
            .execute(c)
    })
}

/// Whether `user_id` has a seat at the game (also before the start).
pub fn is_seated(conn: &mut Conn, game_id: i32, user_id: i32) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        diesel::select(diesel::dsl::exists(
            dsl::game_players
                .filter(dsl::game_id.eq(game_id))
                .filter(dsl::user_id.eq(user_id)),
        ))
        .get_result(c)
    })
}

/// The games where `user_id` has a seat.
pub fn game_ids_of_user(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<i32>> {
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .filter(dsl::user_id.eq(user_id))
            .select(dsl::game_id)
            .load(c)
    })
}

/// The players of a game in join order (seat order once started).
pub fn of_game(conn: &mut Conn, game_id: i32) -> QueryResult<Vec<SeatedPlayer>> {
    crate::on_backend!(conn, |c| {
        let rows: Vec<(PlayerRow, String, String)> = dsl::game_players
            .inner_join(users::table)
            .filter(dsl::game_id.eq(game_id))
            .order((dsl::seat.asc(), dsl::id.asc()))
            .select((PlayerRow::as_select(), users::display_name, users::email))
            .load(c)?;
        Ok(rows
            .into_iter()
            .map(|(player, name, email)| SeatedPlayer {
                player,
                name,
                email,
            })
            .collect())
    })
}

pub fn set_seat(conn: &mut Conn, id: i32, seat: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set(dsl::seat.eq(Some(seat)))
            .execute(c)
    })
}

/// Starts the clock of a new decision for a seat.
pub fn start_decision(
    conn: &mut Conn,
    id: i32,
    now: NaiveDateTime,
    deadline: NaiveDateTime,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        cached::update(
            dsl::game_players,
            (
                dsl::decision_started_at.eq(Some(now)),
                dsl::deadline_at.eq(Some(deadline)),
                dsl::reminders_sent.eq(0),
                dsl::last_reminder_at.eq(None::<NaiveDateTime>),
            ),
            dsl::id.eq(id),
        )
        .execute(c)
    })
}

impl PlayerRow {
    /// The level of the bot holding this seat (None: a person's seat).
    pub fn bot(&self) -> Option<crate::bots::Level> {
        self.bot_level
            .as_deref()
            .and_then(crate::bots::Level::parse)
    }

    /// A row with every field empty, for tests that build tables in memory.
    #[cfg(test)]
    pub fn blank() -> Self {
        let epoch = NaiveDateTime::default();
        PlayerRow {
            id: 0,
            game_id: 0,
            user_id: 0,
            seat: None,
            colour: String::new(),
            joined_at: epoch,
            deadline_at: None,
            decision_started_at: None,
            reminders_sent: 0,
            last_reminder_at: None,
            timeouts_in_row: 0,
            abandoned: false,
            muted: false,
            vote: None,
            turn_mail_held: false,
            talk_mailed_through: 0,
            talk_due_at: None,
            talk_mailed_at: None,
            resigned: false,
            end_vote: false,
            bot_level: None,
            bot_vote_seat: None,
            bot_vote_level: None,
        }
    }

    /// This row as [`start_decision`] leaves it.
    pub fn start_decision(&mut self, now: NaiveDateTime, deadline: NaiveDateTime) {
        self.decision_started_at = Some(now);
        self.deadline_at = Some(deadline);
        self.reminders_sent = 0;
        self.last_reminder_at = None;
    }

    /// This row as [`stop_decision`] leaves it.
    pub fn stop_decision(&mut self) {
        self.deadline_at = None;
        self.decision_started_at = None;
        self.turn_mail_held = false;
    }
}

/// The seat is not deciding any more.
pub fn stop_decision(conn: &mut Conn, id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        cached::update(
            dsl::game_players,
            (
                dsl::deadline_at.eq(None::<NaiveDateTime>),
                dsl::decision_started_at.eq(None::<NaiveDateTime>),
                dsl::turn_mail_held.eq(false),
            ),
            dsl::id.eq(id),
        )
        .execute(c)
    })
}

/// Takes `user_id`'s seat away from a game that has not started.
pub fn remove(conn: &mut Conn, game_id: i32, user_id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::delete(
            dsl::game_players
                .filter(dsl::game_id.eq(game_id))
                .filter(dsl::user_id.eq(user_id)),
        )
        .execute(c)
    })
}

/// The turn mail of this seat's decision waits for the end of its player's quiet hours.
pub fn hold_turn_mail(conn: &mut Conn, id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set(dsl::turn_mail_held.eq(true))
            .execute(c)
    })
}

/// The users owed a held turn mail.
pub fn users_with_held_mail(conn: &mut Conn) -> QueryResult<Vec<i32>> {
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .filter(dsl::turn_mail_held.eq(true))
            .select(dsl::user_id)
            .distinct()
            .load(c)
    })
}

/// Takes the held turn mail of `user_id` for sending: clears the marks (so two schedulers never
/// send it twice) and returns the seats whose decision is still open, in game order.
pub fn take_held_mail(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        let held: Vec<PlayerRow> = dsl::game_players
            .filter(dsl::user_id.eq(user_id))
            .filter(dsl::turn_mail_held.eq(true))
            .order(dsl::game_id)
            .select(PlayerRow::as_select())
            .load(c)?;
        let mut taken = Vec::with_capacity(held.len());
        for p in held {
            let n = diesel::update(
                dsl::game_players
                    .find(p.id)
                    .filter(dsl::turn_mail_held.eq(true)),
            )
            .set(dsl::turn_mail_held.eq(false))
            .execute(c)?;
            if n == 1 && p.deadline_at.is_some() {
                taken.push(p);
            }
        }
        Ok(taken)
    })
}

/// A player acted in person: its run of timeouts is over.
pub fn reset_timeouts(conn: &mut Conn, id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::timeouts_in_row.gt(0)),
        )
        .set(dsl::timeouts_in_row.eq(0))
        .execute(c)
    })
}

/// Moves a deadline, only if it is still `from` (so two schedulers cannot both move it).
pub fn move_deadline(
    conn: &mut Conn,
    id: i32,
    from: NaiveDateTime,
    to: NaiveDateTime,
) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::deadline_at.eq(Some(from))),
        )
        .set(dsl::deadline_at.eq(Some(to)))
        .execute(c)?;
        Ok(n == 1)
    })
}

/// Records a reminder, only if none was recorded since the caller looked (claims the work).
pub fn claim_reminder(conn: &mut Conn, p: &PlayerRow, now: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let mut q = diesel::update(
            dsl::game_players
                .find(p.id)
                .filter(dsl::reminders_sent.eq(p.reminders_sent))
                // The same decision, still open: not one that timed out or ended meanwhile.
                .filter(dsl::decision_started_at.eq(p.decision_started_at))
                .filter(dsl::deadline_at.gt(now)),
        )
        .into_boxed();
        q = match p.last_reminder_at {
            Some(at) => q.filter(dsl::last_reminder_at.eq(at)),
            None => q.filter(dsl::last_reminder_at.is_null()),
        };
        let n = q
            .set((
                dsl::reminders_sent.eq(p.reminders_sent + 1),
                dsl::last_reminder_at.eq(Some(now)),
            ))
            .execute(c)?;
        Ok(n == 1)
    })
}

pub fn set_timeouts(
    conn: &mut Conn,
    id: i32,
    timeouts: i32,
    abandoned: bool,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        cached::update(
            dsl::game_players,
            (
                dsl::timeouts_in_row.eq(timeouts),
                dsl::abandoned.eq(abandoned),
            ),
            dsl::id.eq(id),
        )
        .execute(c)
    })
}

pub fn set_muted(conn: &mut Conn, game_id: i32, user_id: i32, muted: bool) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .filter(dsl::game_id.eq(game_id))
                .filter(dsl::user_id.eq(user_id)),
        )
        .set(dsl::muted.eq(muted))
        .execute(c)
    })
}

/// Marks a seat resigned (a second time changes nothing); 1 when it was not yet.
pub fn resign(conn: &mut Conn, id: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id).filter(dsl::resigned.eq(false)))
            .set((dsl::resigned.eq(true), dsl::end_vote.eq(false)))
            .execute(c)
    })
}

pub fn set_end_vote(conn: &mut Conn, id: i32, yes: bool) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set(dsl::end_vote.eq(yes))
            .execute(c)
    })
}

/// Whether two users have sat at one table of a game that started (running or finished).
pub fn shared_a_table(conn: &mut Conn, a: i32, b: i32) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::games;
        let mine: Vec<i32> = dsl::game_players
            .inner_join(games::table)
            .filter(dsl::user_id.eq(a))
            .filter(games::status.eq_any(["running", "finished"]))
            .select(dsl::game_id)
            .load(c)?;
        let found: Option<i32> = dsl::game_players
            .filter(dsl::user_id.eq(b))
            .filter(dsl::game_id.eq_any(mine))
            .select(dsl::game_id)
            .first(c)
            .optional()?;
        Ok(found.is_some())
    })
}

pub fn set_vote(conn: &mut Conn, id: i32, vote: Option<&str>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set(dsl::vote.eq(vote))
            .execute(c)
    })
}

/// Seats of running games whose deadline has passed.
pub fn overdue(conn: &mut Conn, now: NaiveDateTime, limit: i64) -> QueryResult<Vec<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::games;
        dsl::game_players
            .inner_join(games::table)
            .filter(games::status.eq("running"))
            .filter(dsl::deadline_at.le(now))
            .order(dsl::deadline_at.asc())
            .limit(limit)
            .select(PlayerRow::as_select())
            .load(c)
    })
}

/// Seats of running games that are deciding now.
pub fn deciding(conn: &mut Conn) -> QueryResult<Vec<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::games;
        dsl::game_players
            .inner_join(games::table)
            .filter(games::status.eq("running"))
            .filter(dsl::deadline_at.is_not_null())
            .select(PlayerRow::as_select())
            .load(c)
    })
}

/// How many running games wait on `user_id`'s decision, and the (at most) `first` waiting
/// longest as (game id, game name), for the header of every page: reads neither the games'
/// states nor their other columns, so it stays cheap for a player with thousands of games.
pub fn waiting_on_user(
    conn: &mut Conn,
    user_id: i32,
    first: i64,
) -> QueryResult<(i64, Vec<(i32, String)>)> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::games;
        let mine = || {
            dsl::game_players
                .inner_join(games::table)
                .filter(games::status.eq("running"))
                .filter(dsl::user_id.eq(user_id))
                .filter(dsl::deadline_at.is_not_null())
        };
        let count = mine().count().get_result(c)?;
        let oldest = mine()
            .order((dsl::decision_started_at.asc(), dsl::game_id.asc()))
            .limit(first)
            .select((games::id, games::game))
            .load(c)?;
        Ok((count, oldest))
    })
}

/// The deciding seats of one user, for vacations.
pub fn deciding_of_user(conn: &mut Conn, user_id: i32) -> QueryResult<Vec<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        use crate::db::schema::games;
        dsl::game_players
            .inner_join(games::table)
            .filter(games::status.eq("running"))
            .filter(dsl::user_id.eq(user_id))
            .filter(dsl::deadline_at.is_not_null())
            .select(PlayerRow::as_select())
            .load(c)
    })
}

/// Takes an overdue decision for handling: clears its deadline only if it is still `at`, so two
/// schedulers never handle the same timeout.
pub fn claim_deadline(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::deadline_at.eq(Some(at))),
        )
        .set(dsl::deadline_at.eq(None::<NaiveDateTime>))
        .execute(c)?;
        Ok(n == 1)
    })
}

pub fn find(conn: &mut Conn, id: i32) -> QueryResult<Option<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .find(id)
            .select(PlayerRow::as_select())
            .first(c)
            .optional()
    })
}

/// A batch of table talk is due for this seat at `at` (kept if one is due earlier already).
pub fn talk_due(conn: &mut Conn, id: i32, at: NaiveDateTime) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::talk_due_at.is_null().or(dsl::talk_due_at.gt(at))),
        )
        .set(dsl::talk_due_at.eq(Some(at)))
        .execute(c)
    })
}

/// The seats whose batch of table talk is due at `now`.
pub fn talk_batches_due(conn: &mut Conn, now: NaiveDateTime) -> QueryResult<Vec<PlayerRow>> {
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .filter(dsl::talk_due_at.le(now))
            .select(PlayerRow::as_select())
            .load(c)
    })
}

/// Takes a due batch for sending (compare-and-set on its due time, so two schedulers never
/// send it twice) and records what it carries.
pub fn take_talk_batch(
    conn: &mut Conn,
    id: i32,
    due: NaiveDateTime,
    through: i32,
    now: NaiveDateTime,
) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        let n = diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::talk_due_at.eq(Some(due))),
        )
        .set((
            dsl::talk_due_at.eq(None::<NaiveDateTime>),
            dsl::talk_mailed_at.eq(Some(now)),
            dsl::talk_mailed_through.eq(through),
        ))
        .execute(c)?;
        Ok(n == 1)
    })
}

/// The seat has read the messages up to `through` in its turn mail.
pub fn talk_mailed(conn: &mut Conn, id: i32, through: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::talk_mailed_through.lt(through)),
        )
        .set(dsl::talk_mailed_through.eq(through))
        .execute(c)
    })
}

/// Whether `user_id` holds `seat` of the game now as a bot.
pub fn bot_holds(conn: &mut Conn, game_id: i32, seat: i32, user_id: i32) -> QueryResult<bool> {
    crate::on_backend!(conn, |c| {
        diesel::select(diesel::dsl::exists(
            dsl::game_players
                .filter(dsl::game_id.eq(game_id))
                .filter(dsl::seat.eq(seat))
                .filter(dsl::user_id.eq(user_id))
                .filter(dsl::bot_level.is_not_null()),
        ))
        .get_result(c)
    })
}

/// Of these games, the ones where a bot held a seat.
pub fn games_with_bots(conn: &mut Conn, game_ids: &[i32]) -> QueryResult<Vec<i32>> {
    if game_ids.is_empty() {
        return Ok(Vec::new());
    }
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .filter(dsl::game_id.eq_any(game_ids))
            .filter(dsl::bot_level.is_not_null())
            .select(dsl::game_id)
            .distinct()
            .load(c)
    })
}

/// Seats of running games where a bot is to decide (its clock runs), oldest decision first:
/// (game, seat row).
pub fn bots_to_act(conn: &mut Conn, limit: i64) -> QueryResult<Vec<PlayerRow>> {
    use crate::db::schema::games;
    crate::on_backend!(conn, |c| {
        dsl::game_players
            .inner_join(games::table)
            .filter(dsl::bot_level.is_not_null())
            .filter(dsl::deadline_at.is_not_null())
            .filter(games::status.eq(crate::db::models::games::RUNNING))
            .order(dsl::decision_started_at.asc())
            .limit(limit)
            .select(PlayerRow::as_select())
            .load(c)
    })
}

/// Hands a seat whose player left to a bot account: the row now belongs to the bot (its run
/// of timeouts, resignation, abandonment and votes forgotten); its clock, if it runs, gives the
/// bot the game's full time.
pub fn hand_to_bot(
    conn: &mut Conn,
    id: i32,
    bot_user: i32,
    level: &str,
    deadline: Option<NaiveDateTime>,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set((
                dsl::user_id.eq(bot_user),
                dsl::bot_level.eq(Some(level)),
                dsl::resigned.eq(false),
                dsl::abandoned.eq(false),
                dsl::timeouts_in_row.eq(0),
                dsl::vote.eq(None::<String>),
                dsl::end_vote.eq(false),
                dsl::bot_vote_seat.eq(None::<i32>),
                dsl::bot_vote_level.eq(None::<String>),
                dsl::deadline_at.eq(deadline),
                dsl::turn_mail_held.eq(false),
            ))
            .execute(c)
    })
}

/// A person takes over a bot's seat: the row is theirs from now on; its clock, if it runs,
/// gives them the game's full time.
pub fn take_from_bot(
    conn: &mut Conn,
    id: i32,
    user_id: i32,
    deadline: Option<NaiveDateTime>,
) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .find(id)
                .filter(dsl::bot_level.is_not_null()),
        )
        .set((
            dsl::user_id.eq(user_id),
            dsl::bot_level.eq(None::<String>),
            dsl::deadline_at.eq(deadline),
            dsl::reminders_sent.eq(0),
        ))
        .execute(c)
    })
}

/// A player's vote to hand `seat` to a bot at `level` (None takes it back).
pub fn set_bot_vote(conn: &mut Conn, id: i32, vote: Option<(i32, &str)>) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(dsl::game_players.find(id))
            .set((
                dsl::bot_vote_seat.eq(vote.map(|v| v.0)),
                dsl::bot_vote_level.eq(vote.map(|v| v.1)),
            ))
            .execute(c)
    })
}

/// Forgets every vote about handing `seat` of a game to a bot.
pub fn clear_bot_votes(conn: &mut Conn, game_id: i32, seat: i32) -> QueryResult<usize> {
    crate::on_backend!(conn, |c| {
        diesel::update(
            dsl::game_players
                .filter(dsl::game_id.eq(game_id))
                .filter(dsl::bot_vote_seat.eq(seat)),
        )
        .set((
            dsl::bot_vote_seat.eq(None::<i32>),
            dsl::bot_vote_level.eq(None::<String>),
        ))
        .execute(c)
    })
}

#[cfg(test)]
mod tests {
    use diesel::RunQueryDsl;

    #[derive(diesel::QueryableByName)]
    struct Step {
        #[diesel(sql_type = diesel::sql_types::Text)]
        detail: String,
    }

    /// The header of every page counts a player's deciding seats ([`super::waiting_on_user`])
    /// from the partial index of deciding seats: a player with thousands of finished games
    /// must not have every one of their seats read on every page.
    #[test]
    fn a_players_deciding_seats_are_found_by_their_index() {
        let (_dir, mut conn) = crate::db::migrate::fresh_sqlite();
        let crate::db::Conn::Sqlite(c) = &mut conn else {
            unreachable!("a file path opens SQLite")
        };
        for order in ["", " ORDER BY p.decision_started_at, p.game_id LIMIT 2"] {
            let plan: Vec<Step> = diesel::sql_query(format!(
                "EXPLAIN QUERY PLAN SELECT g.id, g.game FROM game_players p \
                 INNER JOIN games g ON g.id = p.game_id \
                 WHERE g.status = 'running' AND p.user_id = 1 \
                 AND p.deadline_at IS NOT NULL{order}"
            ))
            .load(c)
            .expect("plan");
            let plan: Vec<String> = plan.into_iter().map(|s| s.detail).collect();
            assert!(
                plan.iter().any(|s| s.contains("game_players_deciding")),
                "{plan:?}"
            );
            assert!(!plan.iter().any(|s| s.contains("TEMP B-TREE")), "{plan:?}");
        }
    }
}
