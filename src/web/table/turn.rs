//! A turn from the table page: the path of a whole decision, confirmed (or played at once by a
//! player who turned confirmation off). It always ends in a redirect, so a reload never posts
//! again: to the page after a played turn, back to the step for a decision not whole yet or one
//! the rules refused (the page says why), to the page as it is now for a stale form.

use super::panel::step_href;
use crate::engine::choice::{parse_path, path_text, PathError, Step};
use crate::error::AppError;
use crate::services::games::{self, Actor, GameInfo, Submitted};
use crate::state::AppState;
use crate::web::routes::games::get::blocking;
use crate::web::{see_other, Ctx};
use actix_web::{web, HttpResponse};

fn field<'a>(fields: &'a [(String, String)], k: &str) -> Option<&'a str> {
    fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
}

/// Plays the decision the form names, for the logged-in player of `info`.
pub async fn turn(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    info: GameInfo,
    fields: Vec<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let id = info.game.id;
    if !info.joined {
        return Err(AppError::Forbidden(ctx.lang.t("table-error-no-seat")));
    }
    let Some(seat) = info.my_seat else {
        return Err(AppError::Conflict(ctx.lang.t("table-error-not-started")));
    };
    let version = field(&fields, "version")
        .and_then(|v| v.trim().parse::<i32>().ok())
        .ok_or_else(|| AppError::BadRequest(ctx.lang.t("table-error-version")))?;
    let path = field(&fields, "path")
        .and_then(parse_path)
        .ok_or_else(|| AppError::BadRequest(ctx.lang.t("table-error-path")))?;
    if version > info.game.version || version < 0 {
        return Ok(see_other(&format!("/games/{id}?notice=moved-on#since")));
    }
    // A form drawn from an older version is walked where it was drawn: the turn it chose then
    // is answered by the service (already played when it is a repeat; played during a
    // simultaneous step, where other seats' choices do not make it stale; else moved on).
    let state_json = if version == info.game.version {
        info.game
            .state
            .clone()
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("game {id} has no state")))?
    } else {
        let (engine, game) = (info.engine, info.game.clone());
        blocking(state, move |s| {
            crate::services::history::state_when(s, engine, &game, version)
        })
        .await?
    };
    let walk = match info.engine.walk(&state_json, seat, &path) {
        Ok(Ok(w)) => w,
        // No page drawn at the current version offers a decision to a seat that has none: the
        // form was made up.
        Ok(Err(PathError::NotDeciding)) if version == info.game.version => {
            return Err(AppError::Forbidden(ctx.lang.t("table-error-not-your-turn")))
        }
        Ok(Err(PathError::NotDeciding)) => {
            return Ok(see_other(&format!("/games/{id}?notice=moved-on#since")))
        }
        // A path through an option that is not on offer: the page starts the decision again
        // and says so.
        Ok(Err(_)) => return Ok(see_other(&format!("/games/{id}?c=x#turn"))),
        Err(e) => return Err(AppError::internal(anyhow::anyhow!("{e}"))),
    };
    let action = match walk.end {
        Step::Done(action) => action,
        // Not whole yet: the next step.
        Step::Ask(_) => return Ok(see_other(&step_href(id, &path_text(&walk.path)))),
    };
    let user = ctx.user.clone().ok_or_else(|| AppError::LoginRequired {
        next: format!("/games/{id}"),
    })?;
    let action_json = action.to_string();
    let result = blocking(state, move |s| {
        games::submit(s, Actor::Player(&user), id, version, &action_json)
    })
    .await;
    match result {
        Ok(Submitted::Applied { .. }) => Ok(see_other(&format!("/games/{id}?notice=applied"))),
        Ok(Submitted::AlreadyApplied { .. }) => {
            Ok(see_other(&format!("/games/{id}?notice=already")))
        }
        // The step again: its page shows the rule's sentence (the preview asks the engine).
        Err(AppError::Unprocessable(_)) => Ok(see_other(&step_href(id, &path_text(&walk.path)))),
        Err(AppError::Conflict(_)) => Ok(see_other(&format!("/games/{id}?notice=moved-on#since"))),
        Err(e) => Err(e),
    }
}
