//! Generated finished games for tests and benchmarks: real random games played by the engine
//! (so that they replay), inserted straight into the tables in one transaction, never over
//! HTTP. A few distinct played games are reused with other players and dates.

use super::{record_results, SNAPSHOT_EVERY};
use crate::db::models::game_events::{self, NewEvent};
use crate::db::models::game_players::{self, NewPlayer};
use crate::db::models::game_snapshots;
use crate::db::models::games::{self, NewGame};
use crate::db::models::users::{self, NewUser};
use crate::db::schema::games::dsl;
use crate::db::Conn;
use crate::engine::registry::{self, DynGame};
use crate::engine::{Placing, Seat, Setup};
use crate::error::AppError;
use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

const NAMES: [&str; 12] = [
    "Ada", "Bea", "Carl", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea",
];

/// What to generate.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The game, by its registry name.
    pub game: String,
    /// Finished games to insert.
    pub games: usize,
    /// Distinct random games played (the others repeat them with other players and dates).
    pub distinct: usize,
    /// Seats of the distinct games, in turn.
    pub seats: Vec<usize>,
    /// The first `with_history` games also get their events and snapshots (and so can be
    /// replayed); the others only what the archive and the profiles read.
    pub with_history: usize,
    /// Size of the pool of players.
    pub players: usize,
    /// When the first game finished; each next one finishes a little later.
    pub start: NaiveDateTime,
    pub seed: u64,
}

/// One random game played to the end.
pub struct Played {
    pub game: &'static str,
    pub seats: usize,
    pub seed: u64,
    /// (seat, action JSON, log lines JSON) of every action.
    pub events: Vec<(Seat, String, String)>,
    /// (version, state) every `SNAPSHOT_EVERY` actions.
    pub snapshots: Vec<(i32, String)>,
    pub final_state: String,
    pub outcome: Vec<Placing>,
}

/// Plays a random game of `game` with the engine's random legal-action generator.
pub fn play(game: &'static dyn DynGame, seats: usize, seed: u64) -> Result<Played, String> {
    let colours = game.about().colours;
    let setup = Setup {
        players: seats,
        seed,
        // Seats take the colours in order, as `insert_game` seats the players.
        options: serde_json::json!({ "colours": colours[..seats.min(colours.len())] }),
    };
    let play = game.random_play(&setup, seed, SNAPSHOT_EVERY as usize)?;
    let events = play
        .steps
        .into_iter()
        .map(|(seat, action, lines)| {
            serde_json::to_string(&lines)
                .map(|log| (seat, action, log))
                .map_err(|e| e.to_string())
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Played {
        game: game.name(),
        seats,
        seed,
        events,
        snapshots: play
            .snapshots
            .into_iter()
            .map(|(v, state)| (v as i32, state))
            .collect(),
        final_state: play.final_state,
        outcome: play.outcome,
    })
}

/// What was inserted.
pub struct Filled {
    /// Every inserted game, in order of its end.
    pub game_ids: Vec<i32>,
    pub user_ids: Vec<i32>,
}

fn internal(e: impl std::fmt::Display) -> AppError {
    AppError::internal(anyhow::anyhow!("sample games: {e}"))
}

pub fn fill(conn: &mut Conn, spec: &Spec) -> Result<Filled, AppError> {
    let game = registry::game(&spec.game)
        .ok_or_else(|| internal(format!("no game named {}", spec.game)))?;
    let played = (0..spec.distinct.max(1))
        .map(|k| {
            let seats = spec
                .seats
                .get(k % spec.seats.len().max(1))
                .copied()
                .unwrap_or(2);
            play(game, seats, spec.seed.wrapping_add(k as u64)).map_err(internal)
        })
        .collect::<Result<Vec<_>, _>>()?;
    conn.immediate_transaction(|conn| {
        let user_ids = insert_players(conn, spec)?;
        let mut game_ids = Vec::with_capacity(spec.games);
        for i in 0..spec.games {
            let p = &played[i % played.len()];
            let id = insert_game(conn, spec, i, p, &user_ids)?;
            game_ids.push(id);
        }
        Ok(Filled { game_ids, user_ids })
    })
}

fn insert_players(conn: &mut Conn, spec: &Spec) -> Result<Vec<i32>, AppError> {
    let base = crate::db::schema::users::table
        .count()
        .get_result::<i64>(conn)?;
    (0..spec.players.max(4))
        .map(|k| {
            let name = match k / NAMES.len() {
                0 => NAMES[k].to_string(),
                n => format!("{} {}", NAMES[k % NAMES.len()], n + 1),
            };
            let email = format!("sample-{}@example.invalid", base + k as i64);
            let user = users::insert(
                conn,
                &NewUser {
                    email: &email,
                    display_name: &name,
                    // Not a valid hash: nobody can log in as a sample player.
                    password_hash: "!",
                    created_at: spec.start - Duration::days(400),
                },
            )?;
            users::set_verified(conn, user.id, spec.start - Duration::days(400))?;
            Ok(user.id)
        })
        .collect()
}

fn insert_game(
    conn: &mut Conn,
    spec: &Spec,
    i: usize,
    p: &Played,
    user_ids: &[i32],
) -> Result<i32, AppError> {
    let finished = spec.start + Duration::minutes(37 * i as i64);
    let started = finished - Duration::days(1 + (i % 20) as i64);
    // Players from the pool, a different table each game.
    let mut table: Vec<i32> = Vec::with_capacity(p.seats);
    let mut k = i * 7;
    while table.len() < p.seats {
        let u = user_ids[k % user_ids.len()];
        if table.contains(&u) {
            k += 1;
        } else {
            table.push(u);
            k += 1 + i % 3;
        }
    }
    let game = games::insert(
        conn,
        &NewGame {
            game: p.game,
            creator_id: table[0],
            seats: p.seats as i32,
            time_limit_days: 3,
            is_open: false,
            public_when_finished: true,
            timeout_policy: "default_turn",
            seed: p.seed as i64,
            created_at: started,
            options: "{}",
        },
    )?;
    let colours = registry::game(p.game)
        .map(|g| g.about().colours)
        .filter(|c| !c.is_empty())
        .ok_or_else(|| internal(format!("no colours for {}", p.game)))?;
    for (seat, user_id) in table.iter().enumerate() {
        game_players::insert(
            conn,
            &NewPlayer {
                game_id: game.id,
                user_id: *user_id,
                colour: colours[seat % colours.len()],
                joined_at: started,
                bot_level: None,
            },
        )?;
    }
    // Seats in join order, as `services::games::start` arranges them.
    for (seat, row) in game_players::of_game(conn, game.id)?.iter().enumerate() {
        game_players::set_seat(conn, row.player.id, seat as i32)?;
    }
    let version = p.events.len() as i32;
    diesel::update(dsl::games.find(game.id))
        .set((
            dsl::status.eq(games::FINISHED),
            dsl::state.eq(Some(p.final_state.as_str())),
            dsl::version.eq(version),
            dsl::to_act.eq("[]"),
            dsl::started_at.eq(Some(started)),
            dsl::turn_started_at.eq(Some(finished)),
            dsl::finished_at.eq(Some(finished)),
        ))
        .execute(conn)?;
    if i < spec.with_history {
        let step = (finished - started) / version.max(1);
        for (k, (seat, action, log)) in p.events.iter().enumerate() {
            game_events::insert(
                conn,
                &NewEvent {
                    game_id: game.id,
                    version: k as i32 + 1,
                    seat: *seat as i32,
                    user_id: Some(table[*seat]),
                    action,
                    log,
                    concurrent: false,
                    created_at: started + step * (k as i32 + 1),
                },
            )?;
        }
        for (v, state) in &p.snapshots {
            game_snapshots::insert(conn, game.id, *v, state)?;
        }
    }
    let row = game_row(conn, game.id)?;
    record_results(conn, &row, Some(p.outcome.as_slice()))?;
    Ok(game.id)
}

fn game_row(conn: &mut Conn, id: i32) -> Result<games::GameRow, AppError> {
    games::find(conn, id)?.ok_or_else(|| internal(format!("game {id} vanished")))
}
