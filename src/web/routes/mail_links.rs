//! Links from game mail: the "your turn" link that logs a player into one game, and one-click
//! unsubscribe (RFC 8058).
//!
//! The unsubscribe POST carries no CSRF token: mail clients send it on their own
//! (`List-Unsubscribe=One-Click`), and the signed token in the address is what authorizes it.

use super::games::get::blocking;
use crate::error::AppError;
use crate::services::notifications::{self, MailKind};
use crate::services::{accounts, prefs};
use crate::state::AppState;
use crate::web::{render, see_other, Ctx, PageCtx};
use actix_web::{get, post, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct TokenQuery {
    token: String,
}

#[get("/games/{id}/enter")]
pub async fn enter(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    q: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let token = q.token.clone();
    let entered = blocking(&state, move |s| accounts::enter_game(s, &token, id)).await?;
    match entered {
        Some((_, session)) => {
            let mut response = see_other(&format!("/games/{id}"));
            response
                .add_cookie(&super::accounts::post::session_cookie(&state, session))
                .map_err(AppError::internal)?;
            Ok(response)
        }
        // Already logged in: the game is one click away anyway.
        None if ctx.user.is_some() => Ok(see_other(&format!("/games/{id}"))),
        None => Ok(see_other(&format!(
            "/login?notice=link-expired&next=/games/{id}"
        ))),
    }
}

#[derive(Template)]
#[template(path = "accounts/unsubscribe.html")]
struct UnsubscribePage {
    ctx: PageCtx,
    token: String,
    what: &'static str,
    done: bool,
}

fn parse(state: &AppState, token: &str) -> Result<(i32, MailKind), AppError> {
    notifications::parse_unsubscribe(state, token).ok_or_else(|| {
        AppError::BadRequest(
            "This unsubscribe link is not valid. You can choose your mail on the settings page."
                .into(),
        )
    })
}

/// The page the footer link opens: it says what will stop and asks to confirm (mail scanners
/// fetch links; a GET must not change anything).
#[get("/unsubscribe/{token}")]
pub async fn unsubscribe_page(
    ctx: Ctx,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let token = token.into_inner();
    let (_, kind) = parse(&state, &token)?;
    render(&UnsubscribePage {
        ctx: ctx.page(),
        token,
        what: kind.label(),
        done: false,
    })
}

#[post("/unsubscribe/{token}")]
pub async fn unsubscribe(
    ctx: Ctx,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let token = token.into_inner();
    let (user_id, kind) = parse(&state, &token)?;
    blocking(&state, move |s| prefs::turn_off(s, user_id, kind)).await?;
    render(&UnsubscribePage {
        ctx: ctx.page(),
        token,
        what: kind.label(),
        done: true,
    })
}
