//! POST handlers of the game pages. Each checks the CSRF token first.

use super::get::{blocking, game_page, NewGamePage};
use crate::engine::registry;
use crate::error::AppError;
use crate::services::accounts::EmailAddress;
use crate::services::games::{self, NewGameInput};
use crate::state::AppState;
use crate::web::{see_other, Ctx};
use actix_web::http::StatusCode;
use actix_web::{post, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct GameForm {
    csrf: String,
    game: String,
    seats: String,
    colour: String,
    days: String,
    open: String,
    /// The new-game form's "show this game to everyone once it is finished" (checked by
    /// default; a browser sends nothing for an unchecked box).
    public_after: String,
    timeout_policy: String,
    email: String,
    order: String,
    /// Play now: "easy" or "normal" fills every other seat with a bot; empty: people.
    bots: String,
    /// The game's setup choices, as `option_<key>` fields (`registry::About::options`).
    #[serde(flatten)]
    rest: std::collections::HashMap<String, String>,
}

#[post("/games")]
pub async fn create(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user = ctx.require_user("/games/new")?.clone();
    // A form without a game names the site's first game.
    let game = match form.game.as_str() {
        "" => registry::games().first().map_or("", |g| g.name()),
        name => name,
    };
    let parsed = NewGameInput::parse(
        game,
        form.seats.trim().parse().unwrap_or(0),
        &form.colour,
        form.days.trim().parse().unwrap_or(0),
        form.open == "on" || form.open == "true",
        &form.timeout_policy,
    )
    .map(|input| {
        input.public_when_finished(form.public_after == "on" || form.public_after == "true")
    })
    .and_then(|input| {
        input.with_options(
            form.rest
                .iter()
                .filter_map(|(k, v)| k.strip_prefix("option_").map(|key| (key, v.as_str()))),
        )
    })
    .and_then(|input| match form.bots.trim() {
        "" | "none" => Ok(input),
        word => crate::services::bot_accounts::parse_level(word).map(|l| input.with_bots(Some(l))),
    });
    let input = match parsed {
        Ok(input) => input,
        Err(message) => {
            let page = match registry::game(game) {
                Some(engine) => {
                    let message = crate::i18n::in_lang(ctx.lang, &message);
                    NewGamePage::of(ctx.page(), engine, Some(message))
                }
                None => return Err(AppError::BadRequest(message)),
            };
            return Ok(HttpResponse::build(StatusCode::BAD_REQUEST)
                .content_type("text/html; charset=utf-8")
                .body(page.render()?));
        }
    };
    let id = blocking(&state, move |s| games::create(s, &user, &input)).await?;
    Ok(see_other(&format!("/games/{id}")))
}

#[post("/games/{id}/invite")]
pub async fn invite(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let email = match EmailAddress::parse(&form.email) {
        Ok(e) => e,
        Err(message) => {
            return game_page(&ctx, &state, id, Some(message.into()), Vec::new())
                .await
                .map(bad_request)
        }
    };
    match blocking(&state, move |s| games::invite(s, &user, id, &email)).await {
        Ok(()) => Ok(see_other(&format!("/games/{id}?notice=invited"))),
        Err(AppError::Conflict(message)) => game_page(&ctx, &state, id, Some(message), Vec::new())
            .await
            .map(|r| with_status(r, StatusCode::CONFLICT)),
        // Refused (unconfirmed account, an address that asked for no mail, a mail limit): the
        // game page again with the sentence, keeping the status and `Retry-After`; if the page
        // cannot be shown to this user, the error page says it instead.
        Err(e @ (AppError::Forbidden(_) | AppError::Limited { .. })) => {
            match game_page(&ctx, &state, id, Some(e.to_string()), Vec::new()).await {
                Ok(mut page) => {
                    *page.status_mut() = actix_web::ResponseError::status_code(&e);
                    if let Some(seconds) = e.retry_after() {
                        page.headers_mut().insert(
                            actix_web::http::header::RETRY_AFTER,
                            actix_web::http::header::HeaderValue::from(seconds),
                        );
                    }
                    Ok(page)
                }
                Err(_) => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

fn with_status(mut response: HttpResponse, status: StatusCode) -> HttpResponse {
    *response.status_mut() = status;
    response
}

fn bad_request(response: HttpResponse) -> HttpResponse {
    with_status(response, StatusCode::BAD_REQUEST)
}

#[post("/games/{id}/join")]
pub async fn join(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let colour = (!form.colour.is_empty()).then(|| form.colour.clone());
    blocking(&state, move |s| {
        games::join(s, &user, id, colour.as_deref())
    })
    .await?;
    Ok(see_other(&format!("/games/{id}?notice=joined")))
}

#[post("/games/{id}/start")]
pub async fn start(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let random = form.order != "arranged";
    blocking(&state, move |s| games::start(s, &user, id, random)).await?;
    Ok(see_other(&format!("/games/{id}")))
}

#[post("/games/{id}/cancel")]
pub async fn cancel(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    blocking(&state, move |s| games::cancel(s, &user, id)).await?;
    Ok(see_other("/games"))
}

#[post("/games/{id}/leave")]
pub async fn leave(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    blocking(&state, move |s| games::leave(s, &user, id)).await?;
    Ok(see_other("/games?notice=left"))
}

/// "Play again": a new game of the same kind with the same players invited.
#[post("/games/{id}/rematch")]
pub async fn rematch(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let new = blocking(&state, move |s| games::rematch(s, &user, id)).await?;
    crate::services::mail::wake(&state);
    Ok(see_other(&format!("/games/{new}?notice=rematch")))
}

#[post("/invitations/{nonce}")]
pub async fn accept_invitation(
    ctx: Ctx,
    state: web::Data<AppState>,
    nonce: web::Path<String>,
    form: web::Form<GameForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let nonce = nonce.into_inner();
    let user = ctx.require_user(&format!("/invitations/{nonce}"))?.clone();
    let colour = (!form.colour.is_empty()).then(|| form.colour.clone());
    let id = blocking(&state, move |s| {
        games::accept_invitation(s, &user, &nonce, colour.as_deref())
    })
    .await?;
    Ok(see_other(&format!("/games/{id}?notice=joined")))
}

/// One turn, from the game's own form (its fields are the game's: `web::games`).
#[post("/games/{id}/turn")]
pub async fn turn(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let csrf = form
        .iter()
        .find(|(k, _)| k == "csrf")
        .map(|(_, v)| v.as_str())
        .unwrap_or("");
    ctx.check_csrf(csrf)?;
    let id = id.into_inner();
    let viewer = ctx.require_user(&format!("/games/{id}"))?.clone();
    let game = blocking(&state, move |s| games::engine_name(s, Some(&viewer), id)).await?;
    crate::web::games::ui(&game).ok_or_else(AppError::not_found)?;
    let viewer = ctx.user.clone();
    let info = blocking(&state, move |s| games::info(s, viewer.as_ref(), id)).await?;
    crate::web::table::turn::turn(&ctx, &state, info, form.into_inner()).await
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct ChoiceForm {
    csrf: String,
    muted: String,
    vote: String,
}

#[post("/games/{id}/mute")]
pub async fn mute(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<ChoiceForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let muted = form.muted == "on";
    blocking(&state, move |s| games::set_muted(s, &user, id, muted)).await?;
    Ok(see_other(&format!(
        "/games/{id}?notice={}",
        if muted { "muted" } else { "unmuted" }
    )))
}

#[post("/games/{id}/vote")]
pub async fn vote(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<ChoiceForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let choice = form.vote.clone();
    blocking(&state, move |s| games::vote(s, &user, id, &choice)).await?;
    Ok(see_other(&format!("/games/{id}?notice=voted")))
}
