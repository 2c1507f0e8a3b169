//! The table page's ways out: resign, agree (or no longer agree) to end the game now, and vote
//! to hand the seat of a player who left to a bot. Each
//! checks the CSRF token first and ends in a redirect to the game.

use crate::error::AppError;
use crate::services::leaving::{self, Agreement};
use crate::state::AppState;
use crate::web::routes::games::get::blocking;
use crate::web::{see_other, Ctx};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct WayOutForm {
    csrf: String,
    /// "yes" or "no" for the end vote; the resign form says "resign" to be sure it was meant.
    answer: String,
}

#[post("/games/{id}/resign")]
pub async fn resign(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<WayOutForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    if form.answer != "resign" {
        return Err(AppError::BadRequest(ctx.lang.t("table-error-resign-tick")));
    }
    blocking(&state, move |s| leaving::resign(s, &user, id)).await?;
    Ok(see_other(&format!("/games/{id}?notice=resigned")))
}

#[post("/games/{id}/end")]
pub async fn end(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<WayOutForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let yes = match form.answer.as_str() {
        "yes" => true,
        "no" => false,
        _ => return Err(AppError::BadRequest(ctx.lang.t("table-error-end-answer"))),
    };
    let result = blocking(&state, move |s| leaving::agree_to_end(s, &user, id, yes)).await?;
    let notice = match (result, yes) {
        (Agreement::Ended, _) => "ended",
        (Agreement::Open { .. }, true) => "end-proposed",
        (Agreement::Open { .. }, false) => "end-withdrawn",
    };
    Ok(see_other(&format!("/games/{id}?notice={notice}")))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct BotVoteForm {
    csrf: String,
    /// The seat's value on the page.
    seat: String,
    /// "easy" or "normal" to vote for a bot of that level, "none" to take the vote back.
    level: String,
}

#[post("/games/{id}/bot")]
pub async fn bot(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<BotVoteForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let seat: i32 = form
        .seat
        .trim()
        .parse()
        .map_err(|_| AppError::BadRequest(ctx.lang.t("table-error-bot-seat")))?;
    let level = match form.level.as_str() {
        "none" => None,
        word => {
            Some(crate::services::bot_accounts::parse_level(word).map_err(AppError::BadRequest)?)
        }
    };
    let result = blocking(&state, move |s| {
        leaving::vote_for_bot(s, &user, id, seat, level)
    })
    .await?;
    let notice = match result {
        leaving::Handover::Handed => "bot-seated",
        leaving::Handover::Open { .. } => "bot-voted",
    };
    Ok(see_other(&format!("/games/{id}?notice={notice}")))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct BotSeatForm {
    csrf: String,
    seat: String,
    email: String,
}

/// Invites a person by email to take over a bot's seat.
#[post("/games/{id}/bot-seat")]
pub async fn invite_to_bot_seat(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<BotSeatForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let seat: i32 = form
        .seat
        .trim()
        .parse()
        .map_err(|_| AppError::BadRequest(ctx.lang.t("table-error-bot-seat-invite")))?;
    let email = crate::services::accounts::EmailAddress::parse(&form.email)
        .map_err(|m| AppError::BadRequest(m.to_string()))?;
    blocking(&state, move |s| {
        crate::services::games::invite_to_bot_seat(s, &user, id, seat, &email)
    })
    .await?;
    Ok(see_other(&format!("/games/{id}?notice=invited")))
}
