//! Private notes: each player of a game may keep notes on it that nobody else ever reads (not
//! the other players, not watchers, not the export).

use crate::db::models::game_notes::{self, Note};
use crate::db::models::game_players;
use crate::db::models::users::User;
use crate::error::AppError;
use crate::services::visibility;
use crate::state::AppState;

/// The longest note, in characters.
pub const MAX_CHARS: usize = 10_000;
/// The most a player keeps in notes over all its games, in characters: ten full notes. A
/// player in many games keeps short notes; nobody fills the database through them.
pub const MAX_TOTAL_CHARS: usize = 100_000;

/// `user`'s note on a game, if seated there (none when not seated or nothing written).
pub fn get(state: &AppState, user: &User, game_id: i32) -> Result<Option<String>, AppError> {
    let mut conn = state.pool.get()?;
    visibility::watchable(&mut conn, Some(user.id), game_id)?;
    Ok(game_notes::get(&mut conn, game_id, user.id)?.map(|n| n.body))
}

/// Saves `user`'s note on a game where it has a seat.
pub fn save(state: &AppState, user: &User, game_id: i32, text: &str) -> Result<(), AppError> {
    let body = text.replace("\r\n", "\n");
    let n = body.chars().count();
    if n > MAX_CHARS {
        return Err(AppError::BadRequest(crate::say!(
            "refusal-notes-long",
            most = MAX_CHARS,
            count = n
        )));
    }
    let body = body.trim_end().to_string();
    let mut conn = state.pool.get()?;
    conn.immediate_transaction(|conn| {
        visibility::watchable(conn, Some(user.id), game_id)?;
        if !game_players::is_seated(conn, game_id, user.id)? {
            return Err(AppError::Forbidden("refusal-notes-players".into()));
        }
        let elsewhere: usize = game_notes::bodies_elsewhere(conn, user.id, game_id)?
            .iter()
            .map(|b| b.chars().count())
            .sum();
        if elsewhere + body.chars().count() > MAX_TOTAL_CHARS {
            return Err(AppError::BadRequest(crate::say!(
                "refusal-notes-total",
                most = MAX_TOTAL_CHARS,
                count = elsewhere
            )));
        }
        game_notes::save(
            conn,
            &Note {
                game_id,
                user_id: user.id,
                body,
                updated_at: state.clock.now_naive(),
            },
        )?;
        Ok(())
    })
}
