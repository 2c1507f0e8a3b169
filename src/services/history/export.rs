//! Export of a finished game as one JSON document (format in `docs/export.md`), and its
//! replay from the setup by `turnpost engine replay`.

use super::{broken, engine_of, setup_of};
use crate::db::models::game_events;
use crate::db::models::game_players;
use crate::db::models::games;
use crate::db::Conn;
use crate::engine::registry;
use crate::engine::{Placing, Seat, Setup};
use crate::error::AppError;
use crate::state::AppState;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The value of `format` in every export.
pub const EXPORT_FORMAT: &str = "turnpost-game";
/// The version of the export format described in `docs/export.md`.
pub const EXPORT_VERSION: u32 = 1;

/// A whole game as one JSON document: enough to replay it from the setup (`docs/export.md`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameExport {
    pub format: String,
    pub format_version: u32,
    pub game: String,
    /// The engine's state and action schema version the game was played with.
    pub schema_version: u32,
    pub id: i32,
    pub setup: Setup,
    pub players: Vec<ExportPlayer>,
    pub started_at: Option<chrono::DateTime<chrono::Utc>>,
    pub finished_at: Option<chrono::DateTime<chrono::Utc>>,
    pub actions: Vec<ExportAction>,
    pub outcome: Option<Vec<Placing>>,
    /// SHA-256 (hex) of the final state's JSON, as the engine writes it.
    pub final_state_sha256: String,
    /// The table talk its watchers may read (not the messages kept among the players), oldest
    /// first; a hidden message has no text. Absent in exports made before table talk.
    #[serde(default)]
    pub messages: Vec<ExportMessage>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ExportMessage {
    /// The author's seat (none when written before the game started).
    pub seat: Option<Seat>,
    pub author: String,
    pub at: chrono::DateTime<chrono::Utc>,
    pub text: Option<String>,
    pub hidden_by: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ExportPlayer {
    pub seat: Seat,
    pub user_id: i32,
    pub name: String,
    pub colour: String,
    /// A bot held the seat at export time, at this level; absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// Who held the seat before (a seat handed to a bot, or back to a person), oldest first;
    /// absent when nobody did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier: Vec<ExportHolder>,
}

/// An earlier holder of a seat and the last step they played.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ExportHolder {
    pub user_id: i32,
    pub name: String,
    pub until_step: i32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ExportAction {
    /// The step this action leads to (1 for the first action).
    pub step: i32,
    pub seat: Seat,
    /// Who submitted it; `null` when Turnpost played it for the seat (time ran out).
    pub user_id: Option<i32>,
    pub at: chrono::DateTime<chrono::Utc>,
    pub action: serde_json::Value,
    pub log: Vec<String>,
}

fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The export document of a finished game, as pretty JSON.
/// The export document of a finished game `viewer` (a user id, or a visitor) may watch.
pub fn export(state: &AppState, game_id: i32, viewer: Option<i32>) -> Result<String, AppError> {
    let mut conn = state.pool.get()?;
    export_in(&mut conn, game_id, viewer)
}

pub fn export_in(conn: &mut Conn, game_id: i32, viewer: Option<i32>) -> Result<String, AppError> {
    let game = crate::services::visibility::watchable(conn, viewer, game_id)?;
    if game.status != games::FINISHED {
        return Err(AppError::Forbidden(
            "Only finished games can be exported. An export holds the game's seed, and with it \
             the order of every deck still to be drawn, so a game that is still being played \
             stays private until its end."
                .into(),
        ));
    }
    let engine = engine_of(&game)?;
    let final_state = game
        .state
        .as_deref()
        .ok_or_else(|| broken(game.id, "a finished game without state"))?;
    let earlier = crate::db::models::seat_holders::of_game(conn, game_id)?;
    let players = game_players::of_game(conn, game_id)?
        .into_iter()
        .filter_map(|p| {
            let seat = p.player.seat?;
            Some(ExportPlayer {
                seat: seat as Seat,
                user_id: p.player.user_id,
                name: p.name,
                colour: p.player.colour,
                bot: p.player.bot_level,
                earlier: earlier
                    .iter()
                    .filter(|h| h.seat == seat)
                    .map(|h| ExportHolder {
                        user_id: h.user_id,
                        name: h.name.clone(),
                        until_step: h.until_step,
                    })
                    .collect(),
            })
        })
        .collect();
    let actions = game_events::since(conn, game_id, 0)?
        .into_iter()
        .map(|e| {
            let action = serde_json::from_str(&e.action)
                .map_err(|err| broken(game.id, format!("step {}: {err}", e.version)))?;
            Ok(ExportAction {
                step: e.version,
                seat: e.seat as Seat,
                user_id: e.user_id,
                at: e.created_at.and_utc(),
                log: e
                    .log_lines()
                    .iter()
                    .map(|l| crate::i18n::words(crate::i18n::Lang::En, l))
                    .collect(),
                action,
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    let doc = GameExport {
        format: EXPORT_FORMAT.into(),
        format_version: EXPORT_VERSION,
        game: game.game.clone(),
        schema_version: engine.schema_version(),
        id: game.id,
        setup: setup_of(conn, &game)?,
        players,
        started_at: game.started_at.map(|t| t.and_utc()),
        finished_at: game.finished_at.map(|t| t.and_utc()),
        actions,
        outcome: Some(
            super::ranking(engine, final_state, &game_players::of_game(conn, game.id)?)
                .map_err(|e| broken(game.id, e))?,
        ),
        final_state_sha256: sha256_hex(final_state),
        messages: crate::services::talk::public_history(conn, &game)?
            .into_iter()
            .map(|m| ExportMessage {
                seat: m.seat.map(|s| s as Seat),
                author: m.author,
                at: m.posted_at.and_utc(),
                text: m.text,
                hidden_by: m.hidden_by,
            })
            .collect(),
    };
    serde_json::to_string_pretty(&doc).map_err(AppError::internal)
}

/// Replays an export document from its setup: `each` receives every state from the setup
/// (step 0) to the end; returns the final state, checked against the export's hash. The
/// document comes from outside, so every state is checked in full (every invariant of the
/// game) before it is handed on.
pub fn replay_export(text: &str, mut each: impl FnMut(&str)) -> Result<String, String> {
    let doc: GameExport =
        serde_json::from_str(text).map_err(|e| format!("this is not a game export: {e}"))?;
    if doc.format != EXPORT_FORMAT {
        return Err(format!(
            "this is not a game export: its format is \"{}\", not \"{EXPORT_FORMAT}\"",
            doc.format
        ));
    }
    if doc.format_version != EXPORT_VERSION {
        return Err(format!(
            "this export has format version {}; this program reads version {EXPORT_VERSION}",
            doc.format_version
        ));
    }
    let engine =
        registry::game(&doc.game).ok_or_else(|| format!("unknown game \"{}\"", doc.game))?;
    if doc.schema_version != engine.schema_version() {
        return Err(format!(
            "this game was played with version {} of the {} rules data; this program has version {}",
            doc.schema_version,
            doc.game,
            engine.schema_version()
        ));
    }
    let mut state = engine
        .new_game(&doc.setup)
        .map_err(|e| format!("the setup is refused: {e}"))?;
    let checked = |state: &str, step: usize| {
        engine
            .check_untrusted(state)
            .map_err(|e| format!("step {step}: {e}"))
    };
    checked(&state, 0)?;
    each(&state);
    for (k, a) in doc.actions.iter().enumerate() {
        if a.step != k as i32 + 1 {
            return Err(format!(
                "action {} is numbered step {}; the steps must follow each other from 1",
                k + 1,
                a.step
            ));
        }
        state = engine
            .apply(&state, a.seat, &a.action.to_string())
            .map_err(|e| format!("step {} (seat {}) is refused: {e}", a.step, a.seat))?
            .0;
        checked(&state, k + 1)?;
        each(&state);
    }
    if sha256_hex(&state) != doc.final_state_sha256 {
        return Err(
            "the replay does not end in the exported final state (final_state_sha256 differs)"
                .into(),
        );
    }
    Ok(state)
}
