//! The history of games: any step rebuilt from the event log (starting at the nearest
//! snapshot), per-step scores for the charts, the archive of finished games, player profiles,
//! and the export of a whole game as one JSON document that `turnpost engine replay` replays.
//!
//! The `game_events` rows are the record. Snapshots, `finished_games` and `game_results` are
//! derived from them, written in the same transaction as the turn that causes them
//! ([`record_turn`]); finished games that predate those tables are filled in on first use
//! ([`backfill`]). [`check_replay`] states the invariant: a game's stored state is what its
//! events replay to.

use crate::db::models::finished_games::{self, ArchiveFilter, ArchiveOrder, FinishedGame};
use crate::db::models::game_events::{self, EventRow};
use crate::db::models::game_players::{self, SeatedPlayer};
use crate::db::models::game_results::{self, NamedResult, ResultRow};
use crate::db::models::game_snapshots;
use crate::db::models::games::{self, GameRow};
use crate::db::models::users;
use crate::db::Conn;
use crate::engine::registry::{self, DynGame};
use crate::engine::{Placing, Seat, Setup, Viewer};
use crate::error::AppError;
use crate::state::AppState;
use chrono::{NaiveDate, NaiveDateTime};

/// A snapshot is kept after every `SNAPSHOT_EVERY`-th action, so that rebuilding any step
/// applies at most `SNAPSHOT_EVERY - 1` actions.
pub const SNAPSHOT_EVERY: i32 = 16;
/// Games per page of the archive.
pub const PER_PAGE: i64 = 25;
/// At most this many players match a name in the archive's player filter.
pub const MAX_NAMED: i64 = 500;
/// How many finished games a profile lists as recent results.
pub const RECENT: usize = 10;

/// The setup a game was started from (see `services::seating::setup_for`).
pub fn setup_of(conn: &mut Conn, game: &GameRow) -> Result<Setup, AppError> {
    let players = game_players::of_game(conn, game.id)?;
    Ok(crate::services::seating::setup_for(game, &players))
}

fn engine_of(game: &GameRow) -> Result<&'static dyn DynGame, AppError> {
    registry::game(&game.game)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("unknown game {}", game.game)))
}

fn load(conn: &mut Conn, id: i32) -> Result<GameRow, AppError> {
    games::find(conn, id)?
        .ok_or_else(|| AppError::NotFound(crate::services::visibility::NOT_WATCHABLE.into()))
}

fn broken(game_id: i32, why: impl std::fmt::Display) -> AppError {
    AppError::internal(anyhow::anyhow!(
        "the history of game {game_id} does not replay: {why}"
    ))
}

// ---------------------------------------------------------------------------------------------
// Writing history, inside the turn's transaction.

/// Keeps what the history needs after one committed action: a snapshot every
/// [`SNAPSHOT_EVERY`] actions, and the results once the game is over. Called by
/// `services::games::submit_in` right after the event insert, in the same transaction;
/// `before` is the game's row as it was before the action, `state` the new state.
pub fn record_turn(
    conn: &mut Conn,
    engine: &dyn DynGame,
    before: &GameRow,
    state: &str,
    finished: bool,
) -> Result<(), AppError> {
    let (game_id, version) = (before.id, before.version + 1);
    if version % SNAPSHOT_EVERY == 0 {
        game_snapshots::insert(conn, game_id, version, state)?;
    }
    if finished {
        let game = load(conn, game_id)?;
        record_finish(conn, engine, &game)?;
    }
    Ok(())
}

/// The archive row and every seat's placing of a finished game.
fn record_finish(conn: &mut Conn, engine: &dyn DynGame, game: &GameRow) -> Result<(), AppError> {
    let outcome = match game.state.as_deref() {
        Some(state) => Some(
            ranking(engine, state, &game_players::of_game(conn, game.id)?)
                .map_err(|e| AppError::internal(anyhow::anyhow!("game {}: {e}", game.id)))?,
        ),
        None => None,
    };
    record_results(conn, game, outcome.as_deref())
}

/// The final ranking of a finished game: the engine's outcome, or for a game the players
/// ended early (by agreement or by a vote), the ranking by the score at that moment; players
/// who resigned rank last (`seating::ranked`).
pub fn ranking(
    engine: &dyn DynGame,
    state: &str,
    players: &[SeatedPlayer],
) -> Result<Vec<Placing>, crate::engine::registry::DynError> {
    let placings = match engine.outcome(state)? {
        Some(outcome) => outcome,
        None => engine.standings(state)?,
    };
    Ok(crate::services::seating::ranked(&placings, players))
}

fn record_results(
    conn: &mut Conn,
    game: &GameRow,
    outcome: Option<&[Placing]>,
) -> Result<(), AppError> {
    let started_at = game.started_at.unwrap_or(game.created_at);
    finished_games::insert(
        conn,
        &FinishedGame {
            game_id: game.id,
            game: game.game.clone(),
            started_at,
            finished_at: game
                .finished_at
                .or(game.turn_started_at)
                .unwrap_or(started_at),
            actions: game.version,
            winning_score: outcome.and_then(|o| o.first()).map(|p| p.score),
            public: crate::services::visibility::public_once_finished(game),
        },
    )?;
    let players = game_players::of_game(conn, game.id)?;
    let rows: Vec<ResultRow> = outcome
        .unwrap_or_default()
        .iter()
        .filter_map(|p| {
            let user_id = players
                .iter()
                .find(|sp| sp.player.seat == Some(p.seat as i32))?
                .player
                .user_id;
            Some(ResultRow {
                game_id: game.id,
                seat: p.seat as i32,
                user_id,
                rank: p.rank as i32,
                score: p.score,
            })
        })
        .collect();
    game_results::insert_all(conn, &rows)?;
    Ok(())
}

/// Records the results of finished games that have none yet (they ended before the history
/// tables existed, or were written by a tool). Cheap when nothing is missing: two counts.
pub fn backfill(conn: &mut Conn) -> Result<usize, AppError> {
    if finished_games::count_all(conn)? == finished_games::count_finished_games(conn)? {
        return Ok(0);
    }
    conn.immediate_transaction(|conn| {
        let missing = finished_games::missing(conn, 10_000)?;
        for id in &missing {
            let game = load(conn, *id)?;
            record_finish(conn, engine_of(&game)?, &game)?;
        }
        Ok(missing.len())
    })
}

// ---------------------------------------------------------------------------------------------
// Rebuilding steps.

fn first_state(conn: &mut Conn, engine: &dyn DynGame, game: &GameRow) -> Result<String, AppError> {
    engine
        .new_game(&setup_of(conn, game)?)
        .map_err(|e| broken(game.id, format!("setup refused: {e}")))
}

/// Applies `events` (which must follow `from` without a gap) to `state`.
fn apply_events(
    engine: &dyn DynGame,
    game_id: i32,
    mut state: String,
    from: i32,
    events: &[EventRow],
) -> Result<String, AppError> {
    for (k, e) in events.iter().enumerate() {
        if e.version != from + 1 + k as i32 {
            return Err(broken(
                game_id,
                format!("no event for step {}", from + 1 + k as i32),
            ));
        }
        state = engine
            .apply(&state, e.seat as Seat, &e.action)
            .map_err(|err| broken(game_id, format!("step {}: {err}", e.version)))?
            .0;
    }
    Ok(state)
}

/// The state of a started game after `step` actions (0 = the setup): the nearest snapshot at
/// or before the step, then the remaining events. The caller checks `0 <= step <= version`.
pub fn state_at(
    conn: &mut Conn,
    engine: &dyn DynGame,
    game: &GameRow,
    step: i32,
) -> Result<String, AppError> {
    if step == game.version {
        if let Some(current) = &game.state {
            return Ok(current.clone());
        }
    }
    let (from, state) = match game_snapshots::at_or_before(conn, game.id, step)? {
        Some(snapshot) => snapshot,
        None => (0, first_state(conn, engine, game)?),
    };
    let events = game_events::between(conn, game.id, from, step)?;
    if events.len() as i32 != step - from {
        return Err(broken(
            game.id,
            format!("events missing before step {step}"),
        ));
    }
    apply_events(engine, game.id, state, from, &events)
}

/// `state_at` on a pooled connection: the state a stale form was drawn from, so that what it
/// chose then can be judged (a repeat, or a choice during a simultaneous step).
pub fn state_when(
    state: &AppState,
    engine: &dyn DynGame,
    game: &GameRow,
    step: i32,
) -> Result<String, AppError> {
    let mut conn = state.pool.get()?;
    state_at(&mut conn, engine, game, step)
}

/// The invariant every test checks on the games it plays: the stored state is, byte for byte,
/// what the game's events replay to from the setup; every snapshot is the replay at its
/// version; and a finished game has its archive row and results.
pub fn check_replay(conn: &mut Conn, game_id: i32) -> Result<(), String> {
    let game = games::find(conn, game_id)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("no game {game_id}"))?;
    let events = game_events::since(conn, game_id, 0).map_err(|e| e.to_string())?;
    let Some(stored) = game.state.as_deref() else {
        return if events.is_empty() {
            Ok(())
        } else {
            Err(format!("game {game_id} has events but no state"))
        };
    };
    if events.len() as i32 != game.version {
        return Err(format!(
            "game {game_id} is at version {} but has {} events",
            game.version,
            events.len()
        ));
    }
    let engine = engine_of(&game).map_err(|e| e.to_string())?;
    let snapshots = game_snapshots::of_game(conn, game_id).map_err(|e| e.to_string())?;
    let mut snapshots = snapshots.iter().peekable();
    let mut state = first_state(conn, engine, &game).map_err(|e| format!("{e:?}"))?;
    for (k, e) in events.iter().enumerate() {
        let step = k as i32 + 1;
        if e.version != step {
            return Err(format!(
                "game {game_id}: event {k} has version {}",
                e.version
            ));
        }
        state = engine
            .apply(&state, e.seat as Seat, &e.action)
            .map_err(|err| format!("game {game_id}, step {step}: {err}"))?
            .0;
        while let Some((v, snap)) = snapshots.next_if(|(v, _)| *v <= step) {
            if *v == step && *snap != state {
                return Err(format!("game {game_id}: the snapshot at step {v} differs"));
            }
            if *v < step {
                return Err(format!(
                    "game {game_id}: a snapshot at step {v} has no event"
                ));
            }
        }
    }
    if let Some((v, _)) = snapshots.next() {
        return Err(format!(
            "game {game_id}: a snapshot at step {v} is past the end"
        ));
    }
    if state != stored {
        return Err(format!(
            "game {game_id}: the stored state differs from the replay of its {} events",
            events.len()
        ));
    }
    if game.status == games::FINISHED {
        check_results(conn, engine, &game, stored)?;
    }
    Ok(())
}

fn check_results(
    conn: &mut Conn,
    engine: &dyn DynGame,
    game: &GameRow,
    state: &str,
) -> Result<(), String> {
    let players = game_players::of_game(conn, game.id).map_err(|e| e.to_string())?;
    let outcome = ranking(engine, state, &players).map_err(|e| e.to_string())?;
    let stored = game_results::of_games(conn, &[game.id]).map_err(|e| e.to_string())?;
    let expected: Vec<(i32, i32, i64)> = outcome
        .iter()
        .map(|p| (p.seat as i32, p.rank as i32, p.score))
        .collect();
    let mut got: Vec<(i32, i32, i64)> = stored
        .iter()
        .map(|r| (r.result.seat, r.result.rank, r.result.score))
        .collect();
    let mut want = expected;
    got.sort_unstable();
    want.sort_unstable();
    if got != want {
        return Err(format!(
            "game {}: stored results {got:?} differ from the outcome {want:?}",
            game.id
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The replay page.

/// Who may see what of a game's steps: everything once it is over; while it runs, a player
/// what its own seat may see, anyone else what a spectator sees.
pub fn viewer_for(game: &GameRow, my_seat: Option<Seat>) -> Viewer {
    if game.status == games::FINISHED {
        Viewer::Omniscient
    } else {
        my_seat.map_or(Viewer::Spectator, Viewer::Seat)
    }
}

pub use crate::engine::registry::{SeatScore, StepScores};

/// A step of a game as one viewer may see it, with what the replay page shows around it.
pub struct Replay {
    pub game: GameRow,
    pub engine: &'static dyn DynGame,
    pub players: Vec<SeatedPlayer>,
    pub my_seat: Option<Seat>,
    pub viewer: Viewer,
    pub step: i32,
    /// The last step (the number of actions played).
    pub last: i32,
    /// The state after `step` actions. It holds every secret of the game: show it only
    /// through the engine's view for `viewer`.
    pub state: String,
    /// Every event, oldest first (event `k` leads to step `k + 1`).
    pub events: Vec<EventRow>,
    /// The scores after every step, 0 to `last`.
    pub scores: Vec<StepScores>,
    /// Who held a seat before its holder now (a seat handed to a bot, or back).
    pub earlier: Vec<crate::db::models::seat_holders::EarlierHolder>,
}

impl Replay {
    /// The labels of the seats step by step (who held each seat then).
    pub fn seat_names(&self) -> crate::services::seating::SeatNames {
        crate::services::seating::SeatNames::new(&self.game.game, &self.players, &self.earlier)
    }

    pub fn names_by_seat(&self) -> Vec<String> {
        by_seat(&self.players, |p| p.name.clone())
    }

    pub fn colours_by_seat(&self) -> Vec<String> {
        by_seat(&self.players, |p| p.player.colour.clone())
    }
}

fn by_seat(players: &[SeatedPlayer], f: impl Fn(&SeatedPlayer) -> String) -> Vec<String> {
    let mut out = vec![String::new(); players.len()];
    for p in players {
        if let Some(slot) = p.player.seat.and_then(|s| out.get_mut(s as usize)) {
            *slot = f(p);
        }
    }
    out
}

fn no_step(game: &GameRow, step: i64) -> AppError {
    AppError::NotFound(crate::say!(
        "refusal-no-step",
        step = step,
        last = game.version
    ))
}

/// Step `step` of a game for `viewer` (a user id, or nobody), with the whole game's scores.
pub fn replay(
    state: &AppState,
    viewer: Option<i32>,
    game_id: i32,
    step: i64,
) -> Result<Replay, AppError> {
    let mut conn = state.pool.get()?;
    replay_in(&mut conn, viewer, game_id, step)
}

pub fn replay_in(
    conn: &mut Conn,
    viewer: Option<i32>,
    game_id: i32,
    step: i64,
) -> Result<Replay, AppError> {
    let game = crate::services::visibility::watchable(conn, viewer, game_id)?;
    if game.state.is_none() || game.status == games::WAITING || game.status == games::CANCELLED {
        return Err(AppError::NotFound("refusal-replay-not-started".into()));
    }
    if !(0..=i64::from(game.version)).contains(&step) {
        return Err(no_step(&game, step));
    }
    let step = step as i32;
    let engine = engine_of(&game)?;
    let players = game_players::of_game(conn, game_id)?;
    let my_seat = viewer
        .and_then(|id| players.iter().find(|p| p.player.user_id == id))
        .and_then(|p| p.player.seat)
        .map(|s| s as Seat);
    let who = viewer_for(&game, my_seat);
    let events = game_events::since(conn, game_id, 0)?;
    let at_step = state_at(conn, engine, &game, step)?;
    let setup = setup_of(conn, &game)?;
    let scores = score_series(engine, &game, &setup, &events, who)?;
    let earlier = crate::db::models::seat_holders::of_game(conn, game_id)?;
    Ok(Replay {
        earlier,
        last: game.version,
        game,
        engine,
        players,
        my_seat,
        viewer: who,
        step,
        state: at_step,
        events,
        scores,
    })
}

/// Every seat's numbers after every step of a game (0 to the end), as `viewer` may see them,
/// from the game's own score series.
pub fn score_series(
    engine: &dyn DynGame,
    game: &GameRow,
    setup: &Setup,
    events: &[EventRow],
    viewer: Viewer,
) -> Result<Vec<StepScores>, AppError> {
    let steps: Vec<(Seat, &str)> = events
        .iter()
        .map(|e| (e.seat as Seat, e.action.as_str()))
        .collect();
    engine
        .score_series(setup, &steps, viewer)
        .map_err(|why| broken(game.id, why))
}

// ---------------------------------------------------------------------------------------------
// The archive.

/// How the archive's player filter names a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerFilter {
    Id(i32),
    /// A part of a display name, compared without regard to ASCII case.
    Name(String),
}

/// A valid archive query, parsed from the address.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ArchiveQuery {
    pub game: Option<String>,
    pub player: Option<PlayerFilter>,
    /// Finished on or after this day.
    pub from: Option<NaiveDate>,
    /// Finished on or before this day.
    pub to: Option<NaiveDate>,
    pub order: ArchiveOrder,
    /// 1-based.
    pub page: i64,
}

/// The archive's sort orders, as they appear in addresses, with the ids of their names.
pub const ORDERS: [(&str, ArchiveOrder, &str); 4] = [
    ("newest", ArchiveOrder::Newest, "archive-order-newest"),
    ("oldest", ArchiveOrder::Oldest, "archive-order-oldest"),
    ("best", ArchiveOrder::HighestScore, "archive-order-best"),
    ("lowest", ArchiveOrder::LowestScore, "archive-order-lowest"),
];

pub fn order_key(order: ArchiveOrder) -> &'static str {
    ORDERS
        .iter()
        .find(|(_, o, _)| *o == order)
        .map_or("newest", |(k, _, _)| k)
}

impl ArchiveQuery {
    /// Reads the archive's address fields; empty fields do not filter.
    pub fn parse(
        game: &str,
        player: &str,
        from: &str,
        to: &str,
        sort: &str,
        page: &str,
    ) -> Result<Self, String> {
        let game = match game.trim() {
            "" => None,
            g => Some(
                registry::game(g)
                    .ok_or("refusal-no-such-game-kind")?
                    .name()
                    .to_string(),
            ),
        };
        let player = match player.trim() {
            "" => None,
            p if p.chars().count() > 40 => {
                return Err("A player's name has at most 40 characters.".into())
            }
            p => Some(match p.parse::<i32>() {
                Ok(id) if id > 0 => PlayerFilter::Id(id),
                _ => PlayerFilter::Name(p.to_string()),
            }),
        };
        let date =
            |s: &str, which: &str| -> Result<Option<NaiveDate>, String> {
                match s.trim() {
                "" => Ok(None),
                d => NaiveDate::parse_from_str(d, "%Y-%m-%d").map(Some).map_err(|_| {
                    format!("The {which} date must be written as year-month-day, like 2026-11-22.")
                }),
            }
            };
        let from = date(from, "first")?;
        let to = date(to, "last")?;
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                return Err("The first date comes after the last one.".into());
            }
        }
        let order = match sort.trim() {
            "" => ArchiveOrder::Newest,
            s => ORDERS
                .iter()
                .find(|(k, _, _)| *k == s)
                .map(|(_, o, _)| *o)
                .ok_or("Sort by date (newest or oldest) or by winning score (best or lowest).")?,
        };
        let page = match page.trim() {
            "" => 1,
            p => p
                .parse::<i64>()
                .ok()
                .filter(|n| (1..=1_000_000).contains(n))
                .ok_or("The page number must be a whole number from 1.")?,
        };
        Ok(Self {
            game,
            player,
            from,
            to,
            order,
            page,
        })
    }

    fn filter(&self, conn: &mut Conn, viewer: Option<i32>) -> Result<ArchiveFilter, AppError> {
        let midnight = |d: NaiveDate| d.and_hms_opt(0, 0, 0).unwrap_or_default();
        let players = match &self.player {
            Some(PlayerFilter::Id(id)) => Some(vec![*id]),
            Some(PlayerFilter::Name(n)) => Some(finished_games::users_named_like(
                conn,
                &like_pattern(n),
                MAX_NAMED,
            )?),
            None => None,
        };
        let dense = match &players {
            Some(users) if users.len() > 1 => finished_games::seats_reach(conn, users)?,
            _ => false,
        };
        Ok(ArchiveFilter {
            game: self.game.clone(),
            players,
            dense,
            from: self.from.map(midnight),
            until: self.to.and_then(|d| d.succ_opt()).map(midnight),
            viewer,
        })
    }

    /// The address of this query at another page.
    pub fn href(&self, page: i64) -> String {
        let mut fields: Vec<(&str, String)> = Vec::new();
        if let Some(g) = &self.game {
            fields.push(("game", g.clone()));
        }
        match &self.player {
            Some(PlayerFilter::Id(id)) => fields.push(("player", id.to_string())),
            Some(PlayerFilter::Name(n)) => fields.push(("player", n.clone())),
            None => {}
        }
        if let Some(d) = self.from {
            fields.push(("from", d.to_string()));
        }
        if let Some(d) = self.to {
            fields.push(("to", d.to_string()));
        }
        if self.order != ArchiveOrder::Newest {
            fields.push(("sort", order_key(self.order).to_string()));
        }
        if page != 1 {
            fields.push(("page", page.to_string()));
        }
        if fields.is_empty() {
            return "/archive".into();
        }
        format!(
            "/archive?{}",
            serde_urlencoded::to_string(&fields).unwrap_or_default()
        )
    }
}

/// `%part%` for SQL `LIKE ... ESCAPE '\'`, with the wildcards of `part` taken literally.
fn like_pattern(part: &str) -> String {
    let mut out = String::with_capacity(part.len() + 2);
    out.push('%');
    for c in part.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

/// A finished game in the archive with its placings, best first.
pub struct ArchiveEntry {
    pub game: FinishedGame,
    pub placings: Vec<NamedResult>,
    /// A bot held a seat.
    pub with_bots: bool,
}

/// One page of the archive.
pub struct Archive {
    pub query: ArchiveQuery,
    pub entries: Vec<ArchiveEntry>,
    /// Games matching the filters, on every page (at least this many when `more`).
    pub total: i64,
    pub pages: i64,
    /// The count stopped at its cap: there are more games (and pages) than `total` says.
    pub more: bool,
}

/// The archive counts the matching games only this far past the page asked for (and says
/// "1000+"): an exact count over a broad filter costs more than the page itself.
const COUNT_CAP: i64 = 1_000;

/// One page of the archive as `viewer` (a user id, or a visitor) may see it: the finished
/// games it may watch (`services::visibility::can_watch`).
pub fn archive(
    state: &AppState,
    query: ArchiveQuery,
    viewer: Option<i32>,
) -> Result<Archive, AppError> {
    let mut conn = state.pool.get()?;
    archive_in(&mut conn, query, viewer)
}

/// One page of the archive (after recording any finished game it lacks).
pub fn archive_in(
    conn: &mut Conn,
    query: ArchiveQuery,
    viewer: Option<i32>,
) -> Result<Archive, AppError> {
    backfill(conn)?;
    let filter = query.filter(conn, viewer)?;
    // One game past the cap tells that there are more.
    let cap = COUNT_CAP.max(query.page.saturating_mul(PER_PAGE)) + 1;
    let counted = finished_games::count_up_to(conn, &filter, cap)?;
    let more = counted >= cap;
    let total = if more { counted - 1 } else { counted };
    let pages = ((counted + PER_PAGE - 1) / PER_PAGE).max(1);
    if query.page > pages {
        return Err(AppError::NotFound(crate::say!(
            "refusal-archive-page",
            page = query.page,
            count = pages
        )));
    }
    let rows = finished_games::page(
        conn,
        &filter,
        query.order,
        PER_PAGE,
        (query.page - 1) * PER_PAGE,
    )?;
    let ids: Vec<i32> = rows.iter().map(|r| r.game_id).collect();
    let placings = game_results::of_games(conn, &ids)?;
    let bots = game_players::games_with_bots(conn, &ids)?;
    let entries = rows
        .into_iter()
        .map(|game| {
            let mine: Vec<NamedResult> = placings
                .iter()
                .filter(|p| p.result.game_id == game.game_id)
                .cloned()
                .collect();
            ArchiveEntry {
                with_bots: bots.contains(&game.game_id),
                game,
                placings: mine,
            }
        })
        .collect();
    Ok(Archive {
        query,
        entries,
        total,
        pages,
        more,
    })
}

// ---------------------------------------------------------------------------------------------
// Profiles.

/// A player's record at one game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameStats {
    pub game: String,
    pub played: usize,
    pub won: usize,
    pub average: f64,
    pub best: i64,
}

/// A finished game of the player.
pub struct RecentResult {
    pub game_id: i32,
    pub game: String,
    pub finished_at: NaiveDateTime,
    pub rank: i32,
    pub seats: usize,
    pub score: i64,
    /// Every placing of that game, best first.
    pub placings: Vec<NamedResult>,
}

/// A game the player has a seat at that is still being played.
pub struct CurrentGame {
    pub game: GameRow,
    pub players: Vec<SeatedPlayer>,
    /// The player must decide now.
    pub their_turn: bool,
}

pub struct Profile {
    pub user_id: i32,
    pub name: String,
    pub member_since: NaiveDateTime,
    /// Games between people only, unless `with_bots`.
    pub stats: Vec<GameStats>,
    pub with_bots: bool,
    /// Finished games with a bot at the table, left out of `stats` unless `with_bots`.
    pub bot_games: usize,
    pub current: Vec<CurrentGame>,
    pub recent: Vec<RecentResult>,
}

/// A player's profile as `viewer` (a user id, or a visitor) may see it: only the games the
/// viewer may watch count and are listed (`services::visibility::can_watch`).
pub fn profile(state: &AppState, user_id: i32, viewer: Option<i32>) -> Result<Profile, AppError> {
    profile_with(state, user_id, viewer, false)
}

/// [`profile`], its record counting the games with bots too when `with_bots`.
pub fn profile_with(
    state: &AppState,
    user_id: i32,
    viewer: Option<i32>,
    with_bots: bool,
) -> Result<Profile, AppError> {
    let mut conn = state.pool.get()?;
    profile_counting(&mut conn, user_id, viewer, with_bots)
}

pub fn profile_in(conn: &mut Conn, user_id: i32, viewer: Option<i32>) -> Result<Profile, AppError> {
    profile_counting(conn, user_id, viewer, false)
}

fn profile_counting(
    conn: &mut Conn,
    user_id: i32,
    viewer: Option<i32>,
    with_bots: bool,
) -> Result<Profile, AppError> {
    backfill(conn)?;
    let user = users::find(conn, user_id)?
        .ok_or_else(|| AppError::NotFound("refusal-no-such-player".into()))?;
    // The player's games this viewer may not watch: counted nowhere, listed nowhere.
    let theirs = games::of_user(conn, user_id)?;
    let viewers_games = match viewer {
        Some(v) if v != user_id => game_players::game_ids_of_user(conn, v)?,
        Some(_) => theirs.iter().map(|g| g.id).collect(),
        None => Vec::new(),
    };
    let (shown, hidden): (Vec<GameRow>, Vec<GameRow>) = theirs
        .into_iter()
        .partition(|g| crate::services::visibility::can_watch(g, viewers_games.contains(&g.id)));
    let hidden: std::collections::HashSet<i32> = hidden.iter().map(|g| g.id).collect();
    let results: Vec<_> = game_results::of_user(conn, user_id)?
        .into_iter()
        .filter(|(r, _, _)| !hidden.contains(&r.game_id))
        .collect();
    let ids: Vec<i32> = results.iter().map(|(r, _, _)| r.game_id).collect();
    let bots = game_players::games_with_bots(conn, &ids)?;
    let mut stats: Vec<GameStats> = Vec::new();
    // A person's record counts the games between people, unless asked for the others too.
    for (r, game, _) in results
        .iter()
        .filter(|(r, _, _)| with_bots || !bots.contains(&r.game_id))
    {
        let i = match stats.iter().position(|s| s.game == *game) {
            Some(i) => i,
            None => {
                stats.push(GameStats {
                    game: game.clone(),
                    played: 0,
                    won: 0,
                    average: 0.0,
                    best: r.score,
                });
                stats.len() - 1
            }
        };
        let s = &mut stats[i];
        s.average = (s.average * s.played as f64 + r.score as f64) / (s.played + 1) as f64;
        s.played += 1;
        s.won += usize::from(r.rank == 1);
        s.best = s.best.max(r.score);
    }
    stats.sort_by(|a, b| b.played.cmp(&a.played).then_with(|| a.game.cmp(&b.game)));
    let recent_ids: Vec<i32> = results
        .iter()
        .take(RECENT)
        .map(|(r, _, _)| r.game_id)
        .collect();
    let placings = game_results::of_games(conn, &recent_ids)?;
    let recent = results
        .into_iter()
        .take(RECENT)
        .map(|(r, game, finished_at)| {
            let of_game: Vec<NamedResult> = placings
                .iter()
                .filter(|p| p.result.game_id == r.game_id)
                .cloned()
                .collect();
            RecentResult {
                game_id: r.game_id,
                game,
                finished_at,
                rank: r.rank,
                seats: of_game.len(),
                score: r.score,
                placings: of_game,
            }
        })
        .collect();
    let mut current = Vec::new();
    for game in shown {
        if game.status != games::RUNNING {
            continue;
        }
        let players = game_players::of_game(conn, game.id)?;
        let seat = players
            .iter()
            .find(|p| p.player.user_id == user_id)
            .and_then(|p| p.player.seat);
        let their_turn = seat.is_some_and(|s| game.to_act_seats().contains(&(s as Seat)));
        current.push(CurrentGame {
            game,
            players,
            their_turn,
        });
    }
    Ok(Profile {
        user_id,
        name: user.display_name,
        member_since: user.created_at,
        stats,
        with_bots,
        bot_games: bots.len(),
        current,
        recent,
    })
}

mod export;
pub use export::{
    export, export_in, replay_export, ExportAction, ExportPlayer, GameExport, EXPORT_FORMAT,
    EXPORT_VERSION,
};

/// Generated finished games for tests and benchmarks: real random games played by the engine
/// (so that they replay), inserted straight into the tables in one transaction, never over
/// HTTP. A few distinct played games are reused with other players and dates.
#[doc(hidden)]
pub mod sample;
