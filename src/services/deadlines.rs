//! The scheduler's work: charging declared vacations, moving deadlines with vacation days,
//! playing default turns when time runs out (or abandoning a seat), reminders and daily digests.
//!
//! Time comes from the app's clock, so tests move it forward and call `tick`. Every piece of work
//! is claimed in the database with a compare-and-set inside the transaction that does it, so two
//! server processes never send a reminder twice or apply a timeout twice.

use crate::db::models::game_players::{self, PlayerRow, SeatedPlayer};
use crate::db::models::games::{self, GameRow};
use crate::db::models::user_prefs::{self, Prefs};
use crate::db::models::users;
use crate::db::models::vacations::{self, NewVacation};
use crate::db::models::{game_events, game_messages};
use crate::db::Conn;
use crate::engine::registry;
use crate::engine::Seat;
use crate::error::AppError;
use crate::mail::messages::{DigestLine, DigestTalk};
use crate::services::games::{submit_in, Actor, TimeoutPolicy};
use crate::services::{notifications, prefs, seating};
use crate::state::AppState;
use chrono::{Duration, NaiveDate, NaiveDateTime};

/// What one tick did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct TickReport {
    pub vacation_days: usize,
    pub extensions: usize,
    pub timeouts: usize,
    pub reminders: usize,
    pub digests: usize,
    /// Turn mail (or summaries) that quiet hours held, sent as they ended.
    pub held_mail: usize,
    /// Batches of table talk sent.
    pub talk_batches: usize,
}

/// No reminder less than this long after the previous one for the same decision.
const REMINDER_GAP_HOURS: i64 = 12;

/// Does everything that is due now.
pub fn tick(state: &AppState) -> Result<TickReport, AppError> {
    let mut report = TickReport {
        vacation_days: charge_vacations(state)?,
        ..Default::default()
    };
    handle_overdue(state, &mut report)?;
    report.reminders = send_reminders(state)?;
    report.digests = send_digests(state)?;
    report.held_mail = send_held_mail(state)?;
    report.talk_batches = crate::services::talk::send_batches(state)?;
    forget_old_rate_hits(state)?;
    crate::services::replies::forget_old(state)?;
    if report != TickReport::default() {
        crate::services::mail::wake(state);
        tracing::info!(?report, "scheduler tick");
    }
    Ok(report)
}

/// Forgets the attempts every rate limit has let out of its window (each limit also forgets a
/// key's old attempts as that key is counted; this catches the keys never seen again).
fn forget_old_rate_hits(state: &AppState) -> Result<(), AppError> {
    let window = Duration::from_std(crate::security::ratelimit::LONGEST_WINDOW)
        .unwrap_or_else(|_| Duration::hours(1));
    let mut conn = state.pool.get()?;
    crate::db::models::rate_hits::prune_all(&mut conn, state.clock.now_naive() - window)?;
    Ok(())
}

/// Runs `tick` every `period` on the actix runtime.
pub async fn run(state: actix_web::web::Data<AppState>, period: std::time::Duration) {
    loop {
        let s = state.clone();
        match actix_web::web::block(move || tick(&s)).await {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::warn!(error = %e, "scheduler tick failed"),
            Err(e) => tracing::warn!(error = %e, "scheduler tick did not run"),
        }
        tokio::time::sleep(period).await;
    }
}

/// Moves every deadline of a user's current decisions one day later.
fn extend_all(conn: &mut Conn, user_id: i32) -> Result<usize, AppError> {
    let mut n = 0;
    for p in game_players::deciding_of_user(conn, user_id)? {
        if let Some(at) = p.deadline_at {
            if game_players::move_deadline(conn, p.id, at, at + Duration::days(1))? {
                n += 1;
            }
        }
    }
    Ok(n)
}

/// Each day of a declared vacation takes a day from the bank and gives every game of the
/// player one more day.
fn charge_vacations(state: &AppState) -> Result<usize, AppError> {
    let now = state.clock.now();
    let mut conn = state.pool.get()?;
    // Some time zone is already a day ahead of UTC.
    let spans = vacations::chargeable(&mut conn, now.date_naive() + Duration::days(1))?;
    let mut charged = 0;
    for span in spans {
        let p = user_prefs::get(&mut conn, span.user_id)?;
        let today = prefs::local_today(&p, now);
        let from = span
            .charged_through
            .map_or(span.starts_on, |d| d + Duration::days(1));
        let to = today.min(span.ends_on);
        if from > to {
            continue;
        }
        charged += conn.immediate_transaction(|conn| -> Result<usize, AppError> {
            if !vacations::charge(conn, span.id, span.charged_through, to)? {
                return Ok(0);
            }
            let mut days = 0;
            let mut day = from;
            while day <= to {
                if prefs::take_bank_day(conn, span.user_id, day)? {
                    extend_all(conn, span.user_id)?;
                    days += 1;
                }
                day += Duration::days(1);
            }
            Ok(days)
        })?;
    }
    Ok(charged)
}

fn covered_today(conn: &mut Conn, user_id: i32, today: NaiveDate) -> Result<bool, AppError> {
    Ok(vacations::of_user(conn, user_id)?.iter().any(|v| {
        v.starts_on <= today && today <= v.ends_on && v.charged_through.is_some_and(|c| c >= today)
    }))
}

fn handle_overdue(state: &AppState, report: &mut TickReport) -> Result<(), AppError> {
    let now = state.clock.now_naive();
    let overdue = game_players::overdue(&mut *state.pool.get()?, now, 200)?;
    for row in overdue {
        let Some(at) = row.deadline_at else { continue };
        let mut conn = state.pool.get()?;
        let outcome = conn.immediate_transaction(|conn| one_overdue(conn, state, &row, at));
        match outcome {
            Ok(Overdue::Extended) => report.extensions += 1,
            Ok(Overdue::TimedOut) => report.timeouts += 1,
            Ok(Overdue::Skipped) => {}
            Err(e) => {
                tracing::error!(game.id = row.game_id, error = %e, "timeout could not be handled")
            }
        }
    }
    Ok(())
}

enum Overdue {
    Extended,
    TimedOut,
    Skipped,
}

/// One passed deadline: a vacation day when the bank allows, otherwise the game's timeout
/// policy. Nothing is decided for a player before its deadline.
fn one_overdue(
    conn: &mut Conn,
    state: &AppState,
    row: &PlayerRow,
    at: NaiveDateTime,
) -> Result<Overdue, AppError> {
    let Some(game) = games::find(conn, row.game_id)? else {
        return Ok(Overdue::Skipped);
    };
    let Some(current) = game_players::find(conn, row.id)? else {
        return Ok(Overdue::Skipped);
    };
    if current.deadline_at != Some(at)
        || game.status != games::RUNNING
        || state.clock.now_naive() < at
    {
        return Ok(Overdue::Skipped);
    }
    let players = game_players::of_game(conn, game.id)?;
    let Some(me) = players.iter().find(|p| p.player.id == row.id).cloned() else {
        return Ok(Overdue::Skipped);
    };
    let p = user_prefs::get(conn, row.user_id)?;
    let today = prefs::local_today(&p, state.clock.now());
    // A bot takes no vacation: a bot seat whose deadline passed (no bot thread played it) gets
    // the default turn at once.
    if !current.abandoned && !current.resigned && current.bot_level.is_none() {
        let paid = covered_today(conn, row.user_id, today)?;
        if paid || prefs::take_bank_day(conn, row.user_id, today)? {
            if !paid {
                // The day the deadline passed becomes a vacation day of the player.
                let day = vacations::insert(
                    conn,
                    &NewVacation {
                        user_id: row.user_id,
                        starts_on: today,
                        ends_on: today,
                        created_at: state.clock.now_naive(),
                    },
                )?;
                vacations::charge(conn, day.id, None, today)?;
                extend_all(conn, row.user_id)?;
            } else if !game_players::move_deadline(conn, row.id, at, at + Duration::days(1))? {
                return Ok(Overdue::Skipped);
            }
            let new_deadline = game_players::find(conn, row.id)?
                .and_then(|r| r.deadline_at)
                .unwrap_or(at);
            let left = prefs::bank_left(&user_prefs::get(conn, row.user_id)?, today);
            notifications::vacation_day_used(conn, state, &game, &me, new_deadline, left)?;
            return Ok(Overdue::Extended);
        }
    }
    if !game_players::claim_deadline(conn, row.id, at)? {
        return Ok(Overdue::Skipped);
    }
    play_default(conn, state, &game, &players, &me)?;
    Ok(Overdue::TimedOut)
}

fn play_default(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    me: &SeatedPlayer,
) -> Result<(), AppError> {
    let seat = me
        .player
        .seat
        .map(|s| s as Seat)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("seatless player has a deadline")))?;
    let engine = registry::game(&game.game)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", game.game)))?;
    let state_json = game
        .state
        .as_deref()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("running game without state")))?;
    let action = engine
        .default_action(state_json, seat)
        .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?
        .ok_or_else(|| {
            AppError::internal(anyhow::anyhow!(
                "no default action for seat {seat} of game {}",
                game.id
            ))
        })?;
    submit_in(
        conn,
        state,
        Actor::Platform { seat },
        game.id,
        game.version,
        &action.to_string(),
    )?;
    if me.player.resigned || me.player.bot_level.is_some() {
        // The seat's player left, or a bot holds it: its turns are Turnpost's, not timeouts
        // of anyone's.
        return Ok(());
    }
    let timeouts = me.player.timeouts_in_row + 1;
    let policy = TimeoutPolicy::parse(&game.timeout_policy).unwrap_or(TimeoutPolicy::DefaultTurn);
    let abandoned = me.player.abandoned || (policy == TimeoutPolicy::Abandon && timeouts >= 2);
    game_players::set_timeouts(conn, me.player.id, timeouts, abandoned)?;
    if abandoned && !me.player.abandoned {
        // From now on the seat's decisions are due at once (played by default) until the
        // player comes back or the others vote to end the game.
        if let Some(row) = game_players::find(conn, me.player.id)? {
            if let Some(at) = row.deadline_at {
                game_players::move_deadline(conn, row.id, at, state.clock.now_naive())?;
            }
        }
    }
    if !me.player.abandoned {
        let labels = crate::services::seating::labels_by_seat(&game.game, players);
        let lines: Vec<String> = game_events::latest(conn, game.id, 1)?
            .first()
            .map(|e| e.log_lines())
            .unwrap_or_default()
            .iter()
            .map(|l| crate::services::seating::names_in(l, &labels))
            .collect();
        notifications::timed_out(conn, state, game, players, seat, &lines, abandoned)?;
    }
    Ok(())
}

/// When the reminders of a decision are due, in order.
fn reminder_times(p: &PlayerRow, prefs: &Prefs) -> Vec<NaiveDateTime> {
    let (Some(start), Some(deadline)) = (p.decision_started_at, p.deadline_at) else {
        return Vec::new();
    };
    let mut times = Vec::with_capacity(2);
    if prefs.remind_after_hours > 0 {
        times.push(start + Duration::hours(i64::from(prefs.remind_after_hours)));
    }
    if prefs.remind_before_hours > 0 {
        times.push(deadline - Duration::hours(i64::from(prefs.remind_before_hours)));
    }
    times.retain(|t| *t > start + Duration::hours(1) && *t < deadline);
    times.sort();
    times.dedup();
    times
}

fn send_reminders(state: &AppState) -> Result<usize, AppError> {
    let now = state.clock.now_naive();
    let mut conn = state.pool.get()?;
    let mut sent = 0;
    for p in game_players::deciding(&mut conn)? {
        if p.abandoned || p.resigned || p.muted || p.bot_level.is_some() {
            continue;
        }
        let pr = user_prefs::get(&mut conn, p.user_id)?;
        if !pr.mail_reminders || prefs::on_vacation(&mut conn, &pr, state.clock.now())? {
            continue;
        }
        // During quiet hours a due reminder waits, unsent: the first tick after them sends it
        // if the decision is still open, so nobody wakes to a reminder of a move made at night.
        if prefs::quiet_until(&pr, state.clock.now()).is_some() {
            continue;
        }
        let times = reminder_times(&p, &pr);
        let Some(due) = times.get(p.reminders_sent as usize) else {
            continue;
        };
        if now < *due
            || p.last_reminder_at
                .is_some_and(|t| now < t + Duration::hours(REMINDER_GAP_HOURS))
        {
            continue;
        }
        let done = conn.immediate_transaction(|conn| -> Result<bool, AppError> {
            if !game_players::claim_reminder(conn, &p, now)? {
                return Ok(false);
            }
            let Some(game) = games::find(conn, p.game_id)? else {
                return Ok(false);
            };
            let players = game_players::of_game(conn, p.game_id)?;
            let Some(me) = players.iter().find(|x| x.player.id == p.id) else {
                return Ok(false);
            };
            notifications::reminder(conn, state, &game, me)
        })?;
        if done {
            sent += 1;
        }
    }
    Ok(sent)
}

/// What quiet hours held, for every player whose quiet hours are over.
fn send_held_mail(state: &AppState) -> Result<usize, AppError> {
    let mut conn = state.pool.get()?;
    let mut sent = 0;
    for user_id in game_players::users_with_held_mail(&mut conn)? {
        let done = conn.immediate_transaction(|conn| -> Result<bool, AppError> {
            let Some(user) = users::find(conn, user_id)? else {
                return Ok(false);
            };
            notifications::send_held(conn, state, &user)
        })?;
        if done {
            sent += 1;
        }
    }
    Ok(sent)
}

/// The most messages of one game a digest carries (the oldest not yet mailed; the rest wait for
/// the next mail).
const DIGEST_TALK: i64 = 20;

fn send_digests(state: &AppState) -> Result<usize, AppError> {
    let now = state.clock.now();
    let mut conn = state.pool.get()?;
    let mut sent = 0;
    for pr in user_prefs::digest_users(&mut conn)? {
        let local = now.with_timezone(&prefs::tz(&pr));
        let today = local.date_naive();
        if pr.digest_sent_on == Some(today)
            || (chrono::Timelike::hour(&local) as i32) < pr.digest_hour
        {
            continue;
        }
        let done = conn.immediate_transaction(|conn| -> Result<bool, AppError> {
            if !user_prefs::claim_digest(conn, pr.user_id, pr.digest_sent_on, today)? {
                return Ok(false);
            }
            let Some(user) = users::find(conn, pr.user_id)? else {
                return Ok(false);
            };
            let (lines, talk) = digest_games(conn, state, &pr, user.id)?;
            if lines.is_empty() && talk.is_empty() {
                return Ok(false);
            }
            notifications::digest(conn, state, &user, &pr, lines, talk)?;
            Ok(true)
        })?;
        if done {
            sent += 1;
        }
    }
    Ok(sent)
}

/// What a player's digest holds: the games waiting on it, and the table talk of its games
/// since its last mail of each (unless it takes no table talk by mail), marked as mailed.
fn digest_games(
    conn: &mut Conn,
    state: &AppState,
    pr: &Prefs,
    user_id: i32,
) -> Result<(Vec<DigestLine>, Vec<DigestTalk>), AppError> {
    let now = state.clock.now_naive();
    let (mut waiting, mut talk) = (Vec::new(), Vec::new());
    for game in games::of_user(conn, user_id)?
        .into_iter()
        .filter(|g| g.status == games::RUNNING)
    {
        let players = game_players::of_game(conn, game.id)?;
        let Some(me) = players.iter().find(|p| p.player.user_id == user_id) else {
            continue;
        };
        if me.player.muted {
            continue;
        }
        let link = state.url(&format!("/games/{}", game.id));
        if pr.mail_talk != user_prefs::TALK_NEVER {
            let messages = game_messages::since(
                conn,
                game.id,
                me.player.talk_mailed_through,
                user_id,
                DIGEST_TALK,
            )?;
            if let Some(newest) = messages.last() {
                game_players::talk_mailed(conn, me.player.id, newest.id)?;
                let labels = seating::labels_by_seat(&game.game, &players);
                talk.push(DigestTalk {
                    title: notifications::game_title(&game),
                    link: link.clone(),
                    lines: messages
                        .iter()
                        .map(|m| notifications::talk_line(&labels, m))
                        .collect(),
                });
            }
        }
        if me.player.deadline_at.is_none() {
            continue;
        }
        let l = prefs::lang(pr, state.settings.pseudo_language);
        waiting.push(DigestLine {
            title: notifications::game_title(&game),
            waited: notifications::waited_in(l, me.player.decision_started_at, now),
            deadline: me
                .player
                .deadline_at
                .map(|d| prefs::local_time_in(pr, d, l))
                .unwrap_or_default(),
            link,
        });
    }
    Ok((waiting, talk))
}
