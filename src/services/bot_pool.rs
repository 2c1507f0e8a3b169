//! The bot pool: background threads that play every bot seat whose turn it is, through the
//! same turn a player's form takes (`services::bot_accounts` has the bot accounts).
//!
//! The pool ([`start`]) runs `--bot-threads` threads (default 1). Each looks for a seat of a
//! running game where a bot is to decide (its clock runs), thinks (`DynGame::bot_decide`,
//! seeded from the game's seed, its version and the seat), and submits the decision with
//! `games::submit` as `Actor::Bot`: checked against the version it read, refused by the engine
//! if illegal, recorded in the log as the bot's, the next players mailed. Nothing of this runs
//! inside an HTTP request; a busy pool makes bots slower, never pages. Several app servers on
//! one database may think about the same seat: the version check lets one decision in and
//! refuses the other.

use crate::db::models::game_players::{self, PlayerRow};
use crate::db::models::games;
use crate::engine::Seat;
use crate::error::AppError;
use crate::services::bot_accounts::seed_of;
use crate::services::games::{submit, Actor, Submitted};
use crate::state::AppState;
use std::collections::HashSet;
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

/// How long an idle thread of the pool waits for a nudge before it looks again anyway (another
/// app server's turns, a game started elsewhere).
const POLL: Duration = Duration::from_millis(500);

/// Wakes the pool's threads: a turn was applied or a game started, a bot may be to act.
#[derive(Debug, Default)]
pub struct Nudge {
    count: Mutex<u64>,
    bell: Condvar,
}

impl Nudge {
    pub fn ring(&self) {
        if let Ok(mut n) = self.count.lock() {
            *n = n.wrapping_add(1);
        }
        self.bell.notify_all();
    }

    /// Waits until rung after `seen` (or `timeout`); returns the count now.
    fn wait(&self, seen: u64, timeout: Duration) -> u64 {
        let Ok(guard) = self.count.lock() else {
            return seen;
        };
        match self.bell.wait_timeout_while(guard, timeout, |n| *n == seen) {
            Ok((n, _)) => *n,
            Err(_) => seen,
        }
    }

    fn count(&self) -> u64 {
        self.count.lock().map(|n| *n).unwrap_or(0)
    }
}

/// What the pool's threads share: the seats being thought about now (on this server), so two
/// threads never think about the same seat, and decisions that failed (not tried again at the
/// same version: the scheduler's timeout plays the seat if the bot cannot).
#[derive(Default)]
struct Board {
    busy: HashSet<(i32, i32)>,
    failed: HashSet<(i32, i32, i32)>,
}

/// Starts the pool: `threads` threads, each holding the app only weakly, so that they end
/// when the app is gone (tests start many apps in one process).
pub fn start(state: &Arc<AppState>, threads: usize) {
    let board = Arc::new(Mutex::new(Board::default()));
    for n in 0..threads {
        let weak = Arc::downgrade(state);
        let board = board.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("bot-{n}"))
            .spawn(move || run(weak, board));
        if let Err(e) = spawned {
            tracing::warn!(error = %e, "cannot start a bot thread");
        }
    }
}

fn run(weak: Weak<AppState>, board: Arc<Mutex<Board>>) {
    loop {
        let Some(state) = weak.upgrade() else { return };
        let nudge = state.bot_nudge.clone();
        let seen = nudge.count();
        let worked = match one_decision(&state, &board) {
            Ok(worked) => worked,
            Err(e) => {
                tracing::warn!(error = %e, "a bot's turn failed");
                false
            }
        };
        drop(state);
        if !worked {
            nudge.wait(seen, POLL);
        }
    }
}

/// Takes one seat where a bot is to act and plays it. Whether there was one.
fn one_decision(state: &AppState, board: &Mutex<Board>) -> Result<bool, AppError> {
    let (row, game) = {
        let mut conn = state.pool.get()?;
        let seats = game_players::bots_to_act(&mut conn, 32)?;
        let mut found = None;
        for row in seats {
            let Some(game) = games::find(&mut conn, row.game_id)? else {
                continue;
            };
            let seat = row.seat.unwrap_or(-1);
            let mut b = board
                .lock()
                .map_err(|_| AppError::internal(anyhow::anyhow!("bot board poisoned")))?;
            if b.busy.contains(&(game.id, seat))
                || b.failed.contains(&(game.id, seat, game.version))
            {
                continue;
            }
            b.busy.insert((game.id, seat));
            found = Some((row, game));
            break;
        }
        match found {
            Some(f) => f,
            None => return Ok(false),
        }
    };
    let key = (game.id, row.seat.unwrap_or(-1));
    let outcome = decide_and_submit(state, &row, &game);
    if let Ok(mut b) = board.lock() {
        b.busy.remove(&key);
        if outcome.is_err() {
            // Kept small: a failed decision is only skipped until the game moves on.
            if b.failed.len() >= 10_000 {
                b.failed.clear();
            }
            b.failed.insert((game.id, key.1, game.version));
        }
    }
    match outcome {
        Ok(_) => Ok(true),
        // Another server's bot or a scheduler's timeout got there first: nothing to do.
        Err(AppError::Conflict(_)) => Ok(true),
        Err(e) => Err(e),
    }
}

fn decide_and_submit(
    state: &AppState,
    row: &PlayerRow,
    game: &games::GameRow,
) -> Result<Submitted, AppError> {
    let (Some(level), Some(seat)) = (row.bot(), row.seat) else {
        return Err(AppError::internal(anyhow::anyhow!(
            "a bot seat without level or seat"
        )));
    };
    let seat = seat as Seat;
    let engine = crate::engine::registry::game(&game.game)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", game.game)))?;
    let current = game
        .state
        .as_deref()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("running game without state")))?;
    if !game.to_act_seats().contains(&seat) {
        return Err(AppError::Conflict(
            "The bot has nothing to decide now.".into(),
        ));
    }
    let started = Instant::now();
    let cap = state.settings.bot_think_ms.map(Duration::from_millis);
    let stop = move || cap.is_some_and(|cap| started.elapsed() >= cap);
    let decision = engine
        .bot_decide(
            current,
            seat,
            level,
            seed_of(game.seed, game.version, seat),
            &stop,
        )
        .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))?;
    tracing::debug!(
        game = game.id,
        seat,
        iterations = decision.iterations,
        ms = started.elapsed().as_millis() as u64,
        "bot decided"
    );
    submit(
        state,
        Actor::Bot {
            seat,
            user_id: row.user_id,
        },
        game.id,
        game.version,
        &decision.action.to_string(),
    )
}
