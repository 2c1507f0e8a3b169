//! Ways out of a running game: a player resigns (the seat plays default turns from then on, as
//! at a timeout, and its player ranks last), or the players still in the game agree to end it
//! now (every one of them votes yes; the ranking is the current standing), or a majority of
//! them hands the seat of a player who left (resigned, or missed two deadlines in a row) to a
//! bot, which plays it to the end (`services::bot_pool`).

use crate::db::models::game_players::{self, SeatedPlayer};
use crate::db::models::games::{self, GameRow};
use crate::db::models::seat_holders;
use crate::db::models::users::User;
use crate::db::Conn;
use crate::engine::Placing;
use crate::error::AppError;
use crate::i18n::Said;
use crate::services::{notifications, seating};
use crate::state::AppState;

/// Where a vote to end the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    /// Not every player still in the game said yes yet.
    Open { yes: usize, of: usize },
    /// Every one did: the game is over.
    Ended,
}

fn running_game(conn: &mut Conn, game_id: i32) -> Result<GameRow, AppError> {
    let game = games::find(conn, game_id)?
        .ok_or_else(|| AppError::NotFound("refusal-no-such-game".into()))?;
    if game.status != games::RUNNING {
        return Err(AppError::Conflict("refusal-not-running".into()));
    }
    Ok(game)
}

fn my_seat<'a>(players: &'a [SeatedPlayer], user: &User) -> Result<&'a SeatedPlayer, AppError> {
    players
        .iter()
        .find(|p| p.player.user_id == user.id && p.player.seat.is_some())
        .ok_or_else(|| AppError::Forbidden("refusal-no-seat".into()))
}

/// The people still in the game: not resigned, not gone (their seat abandoned after
/// timeouts), not bots (a bot does not vote).
pub fn still_in(players: &[SeatedPlayer]) -> Vec<&SeatedPlayer> {
    players
        .iter()
        .filter(|p| !p.player.resigned && !p.player.abandoned && p.player.bot_level.is_none())
        .collect()
}

/// Whether the table may vote to hand this seat to a bot: its player resigned, or its seat was
/// abandoned or timed out twice in a row (a bot's seat is one already).
pub fn may_go_to_a_bot(p: &SeatedPlayer) -> bool {
    p.player.bot_level.is_none()
        && p.player.seat.is_some()
        && (p.player.resigned || p.player.abandoned || p.player.timeouts_in_row >= 2)
}

/// Where a vote to hand a seat to a bot stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handover {
    /// Not yet a majority of the people still in the game.
    Open { yes: usize, of: usize },
    /// A bot holds the seat now.
    Handed,
}

/// A player still in the game votes to hand `seat` (whose player left) to a bot of `level`, or
/// takes the vote back (`None`). A majority of the people still in the game hands it over: the
/// seat's row becomes the bot's, which plays its decisions from then on.
pub fn vote_for_bot(
    state: &AppState,
    user: &User,
    game_id: i32,
    seat: i32,
    level: Option<crate::bots::Level>,
) -> Result<Handover, AppError> {
    let mut conn = state.pool.get()?;
    let result = conn.immediate_transaction(|conn| -> Result<Handover, AppError> {
        let game = running_game(conn, game_id)?;
        let players = game_players::of_game(conn, game_id)?;
        let me = my_seat(&players, user)?;
        if !still_in(&players)
            .iter()
            .any(|p| p.player.id == me.player.id)
        {
            return Err(AppError::Forbidden("refusal-seat-vote-players".into()));
        }
        if me.player.seat == Some(seat) {
            return Err(AppError::Forbidden("refusal-seat-vote-own".into()));
        }
        let target = players
            .iter()
            .find(|p| p.player.seat == Some(seat))
            .filter(|p| may_go_to_a_bot(p))
            .ok_or_else(|| AppError::Conflict("refusal-seat-vote-which".into()))?;
        game_players::set_bot_vote(conn, me.player.id, level.map(|l| (seat, l.name())))?;
        let players = game_players::of_game(conn, game_id)?;
        let labels = seating::labels_by_seat(&game.game, &players);
        let label_of = |p: &SeatedPlayer| {
            p.player
                .seat
                .and_then(|s| labels.get(s as usize))
                .cloned()
                .unwrap_or_else(|| p.name.clone())
        };
        // The people still in the game, but the one whose seat it is (missing deadlines leaves
        // a player in the game until a vote).
        let voters_of = |players: &'_ [SeatedPlayer]| -> usize {
            still_in(players)
                .iter()
                .filter(|p| p.player.seat != Some(seat))
                .count()
        };
        let Some(level) = level else {
            let voters = still_in(&players);
            let yes = voters
                .iter()
                .filter(|p| p.player.bot_vote_seat == Some(seat))
                .count();
            return Ok(Handover::Open {
                yes,
                of: voters_of(&players),
            });
        };
        let voters = still_in(&players);
        let yes = voters
            .iter()
            .filter(|p| {
                p.player.bot_vote_seat == Some(seat)
                    && p.player.bot_vote_level.as_deref() == Some(level.name())
            })
            .count();
        let of = voters_of(&players);
        let majority = of / 2 + 1;
        let left = label_of(target);
        if yes < majority {
            if yes == 1 && of > 1 {
                let who = label_of(me);
                notifications::table_notice(
                    conn,
                    state,
                    &game,
                    &players,
                    Some(user.id),
                    &Said::new(match level {
                        crate::bots::Level::Easy => "mail-table-propose-bot-easy",
                        crate::bots::Level::Normal => "mail-table-propose-bot-normal",
                    })
                    .with("who", who)
                    .with("left", left),
                )?;
            }
            return Ok(Handover::Open { yes, of });
        }
        let now = state.clock.now_naive();
        let bot = crate::services::bot_accounts::account_for(conn, level, game_id, now)?;
        // A decision the seat faces now is the bot's, with the game's whole time for it.
        let deadline = target
            .player
            .deadline_at
            .map(|_| now + chrono::Duration::days(i64::from(game.time_limit_days)));
        game_players::hand_to_bot(conn, target.player.id, bot.id, level.name(), deadline)?;
        seat_holders::insert(
            conn,
            &seat_holders::NewHolder {
                game_id,
                seat,
                user_id: target.player.user_id,
                until_step: game.version,
            },
        )?;
        game_players::clear_bot_votes(conn, game_id, seat)?;
        let players = game_players::of_game(conn, game_id)?;
        let labels = seating::labels_by_seat(&game.game, &players);
        let now_held = labels.get(seat as usize).cloned().unwrap_or_default();
        notifications::table_notice(
            conn,
            state,
            &game,
            &players,
            None,
            &Said::new("mail-table-handed-to-bot")
                .with("left", left)
                .with("now", now_held),
        )?;
        Ok(Handover::Handed)
    })?;
    crate::services::mail::wake(state);
    state.bot_nudge.ring();
    Ok(result)
}

/// The player resigns. A decision the seat faces now is due at once (the scheduler plays its
/// default, as for every decision of the seat from now on); the others are told by mail. When
/// nobody is left in the game, it ends.
pub fn resign(state: &AppState, user: &User, game_id: i32) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        let game = running_game(conn, game_id)?;
        let players = game_players::of_game(conn, game_id)?;
        let me = my_seat(&players, user)?;
        if me.player.resigned {
            return Err(AppError::Conflict("refusal-already-resigned".into()));
        }
        game_players::resign(conn, me.player.id)?;
        let now = state.clock.now_naive();
        if let Some(at) = me.player.deadline_at {
            game_players::move_deadline(conn, me.player.id, at, now)?;
        }
        let players = game_players::of_game(conn, game_id)?;
        let labels = seating::labels_by_seat(&game.game, &players);
        let who = me
            .player
            .seat
            .and_then(|s| labels.get(s as usize))
            .cloned()
            .unwrap_or_else(|| me.name.clone());
        if still_in(&players).is_empty() {
            return end_now(conn, state, &game, &players, "mail-over-all-resigned");
        }
        notifications::table_notice(
            conn,
            state,
            &game,
            &players,
            Some(user.id),
            &Said::new("mail-table-resigned").with("who", who),
        )?;
        // The others may now end the game by agreement without the one who left.
        maybe_agreed(conn, state, &game, &players)?;
        Ok(())
    })?;
    crate::services::mail::wake(state);
    Ok(())
}

/// A player still in the game says yes (or takes a yes back) to ending the game now.
pub fn agree_to_end(
    state: &AppState,
    user: &User,
    game_id: i32,
    yes: bool,
) -> Result<Agreement, AppError> {
    let mut conn = state.pool.get()?;
    let result = conn.immediate_transaction(|conn| -> Result<Agreement, AppError> {
        let game = running_game(conn, game_id)?;
        let players = game_players::of_game(conn, game_id)?;
        let me = my_seat(&players, user)?;
        if me.player.resigned {
            return Err(AppError::Forbidden("refusal-resigned-end".into()));
        }
        game_players::set_end_vote(conn, me.player.id, yes)?;
        let players = game_players::of_game(conn, game_id)?;
        if yes {
            let first = still_in(&players)
                .iter()
                .filter(|p| p.player.end_vote)
                .count()
                == 1;
            if first && still_in(&players).len() > 1 {
                let labels = seating::labels_by_seat(&game.game, &players);
                let who = me
                    .player
                    .seat
                    .and_then(|s| labels.get(s as usize))
                    .cloned()
                    .unwrap_or_else(|| me.name.clone());
                notifications::table_notice(
                    conn,
                    state,
                    &game,
                    &players,
                    Some(user.id),
                    &Said::new("mail-table-propose-end").with("who", who),
                )?;
            }
        }
        maybe_agreed(conn, state, &game, &players)
    })?;
    crate::services::mail::wake(state);
    Ok(result)
}

/// Ends the game when every player still in it said yes.
fn maybe_agreed(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
) -> Result<Agreement, AppError> {
    let voters = still_in(players);
    let yes = voters.iter().filter(|p| p.player.end_vote).count();
    if yes == 0 || yes < voters.len() {
        return Ok(Agreement::Open {
            yes,
            of: voters.len(),
        });
    }
    end_now(conn, state, game, players, "mail-over-agreement")?;
    Ok(Agreement::Ended)
}

/// Ends a running game now, ranked by the current standing (resigned players last), stops every
/// clock and tells everyone. `why` is the text that completes "The game …" in the mail.
pub fn end_now(
    conn: &mut Conn,
    state: &AppState,
    game: &GameRow,
    players: &[SeatedPlayer],
    why: &'static str,
) -> Result<(), AppError> {
    let engine = crate::engine::registry::game(&game.game)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", game.game)))?;
    let st = game
        .state
        .as_deref()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("running game without state")))?;
    let standing = engine
        .standings(st)
        .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?;
    let ranking: Vec<Placing> = seating::ranked(&standing, players);
    games::finish(conn, game.id, state.clock.now_naive())?;
    for p in players {
        game_players::stop_decision(conn, p.player.id)?;
    }
    let game = games::find(conn, game.id)?
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("game {} vanished", game.id)))?;
    notifications::game_over(
        &mut notifications::Mailer::now(conn),
        state,
        &game,
        players,
        &ranking,
        why,
    )?;
    Ok(())
}
