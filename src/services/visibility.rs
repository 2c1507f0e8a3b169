//! Who may watch a game: the one rule ([`can_watch`]) and the read every page, replay, export
//! and API view of a game goes through ([`watchable`]). Calls no other service, so that
//! `games` and `history` can both use it.

use crate::db::models::game_players;
use crate::db::models::games::{self, GameRow};
use crate::db::Conn;
use crate::error::AppError;

/// The sentence of every refusal to show a game: it does not tell whether the game exists.
pub const NOT_WATCHABLE: &str = "There is no game here, or it is private.";

/// Who may watch a game (its page, replay, chart, export, API view, and its place in the
/// archive and the profiles): everyone for an open game; for a private one, its players, and
/// everyone once it is finished if its creator chose so. `seated`: the viewer has a seat at it.
/// The one place this is decided; `db::models::finished_games` has its SQL form for the
/// lists of finished games (the archive).
pub fn can_watch(game: &GameRow, seated: bool) -> bool {
    seated || game.is_open || (game.status == games::FINISHED && public_once_finished(game))
}

/// Everyone may watch the game once it is finished (kept on its archive row as `public`).
pub fn public_once_finished(game: &GameRow) -> bool {
    game.is_open || game.public_when_finished
}

/// The game, if `viewer` may watch it; else the same 404 as for a game that does not exist.
pub fn watchable(conn: &mut Conn, viewer: Option<i32>, game_id: i32) -> Result<GameRow, AppError> {
    let hidden = || AppError::NotFound(NOT_WATCHABLE.into());
    let game = games::find(conn, game_id)?.ok_or_else(hidden)?;
    let seated = match viewer {
        Some(user_id) => game_players::is_seated(conn, game_id, user_id)?,
        None => false,
    };
    if can_watch(&game, seated) {
        Ok(game)
    } else {
        Err(hidden())
    }
}
