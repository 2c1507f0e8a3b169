//! GET handlers of the account pages.

use super::{ConfirmLinkPage, ForgotPage, LoginPage, RegisterPage, ResetPage};
use crate::error::{safe_next, AppError};
use crate::security::links::Purpose;
use crate::services::accounts;
use crate::state::AppState;
use crate::web::routes::notice_text;
use crate::web::{render, Ctx};
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PageQuery {
    next: String,
    notice: Option<String>,
    token: String,
    invite: String,
    email: String,
}

#[get("/register")]
pub async fn register(ctx: Ctx, q: web::Query<PageQuery>) -> Result<HttpResponse, AppError> {
    render(&RegisterPage {
        ctx: ctx.page(),
        next: safe_next(&q.next).to_string(),
        invite: q
            .invite
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .take(64)
            .collect(),
        email: q.email.chars().take(254).collect(),
        ..Default::default()
    })
}

#[get("/login")]
pub async fn login(ctx: Ctx, q: web::Query<PageQuery>) -> Result<HttpResponse, AppError> {
    render(&LoginPage {
        ctx: ctx.page(),
        notice: notice_text(q.notice.as_deref()),
        next: safe_next(&q.next).to_string(),
        ..Default::default()
    })
}

#[get("/forgot")]
pub async fn forgot(ctx: Ctx) -> Result<HttpResponse, AppError> {
    render(&ForgotPage {
        ctx: ctx.page(),
        ..Default::default()
    })
}

/// Checks a link (without using it) and returns the name of its user.
async fn check(
    state: &web::Data<AppState>,
    token: &str,
    purpose: Purpose,
) -> Result<accounts::ValidLink, AppError> {
    let state = state.clone();
    let token = token.to_string();
    web::block(move || {
        let mut conn = state.pool.get()?;
        accounts::check_link(&mut conn, &state, &token, purpose)
    })
    .await?
}

#[get("/verify")]
pub async fn verify(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let valid = check(&state, &q.token, Purpose::Verify).await?;
    render(&ConfirmLinkPage {
        ctx: ctx.page(),
        heading: "Confirm your email address".into(),
        explanation: format!(
            "Confirm that {} is your address to finish creating your account.",
            valid.user.email
        ),
        action: "/verify".into(),
        button: "Confirm my address".into(),
        token: q.token.clone(),
    })
}

#[get("/confirm-email")]
pub async fn confirm_email(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let valid = check(&state, &q.token, Purpose::ChangeEmail).await?;
    render(&ConfirmLinkPage {
        ctx: ctx.page(),
        heading: "Confirm your new email address".into(),
        explanation: format!(
            "Confirm that {} is the new address of the account of {}.",
            valid.link.new_email.unwrap_or_default(),
            valid.user.display_name
        ),
        action: "/confirm-email".into(),
        button: "Confirm my new address".into(),
        token: q.token.clone(),
    })
}

#[get("/reset")]
pub async fn reset(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let valid = check(&state, &q.token, Purpose::Reset).await?;
    render(&ResetPage {
        ctx: ctx.page(),
        token: q.token.clone(),
        name: valid.user.display_name,
        ..Default::default()
    })
}

#[get("/settings")]
pub async fn settings(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    super::settings_page(
        &ctx,
        &state,
        actix_web::http::StatusCode::OK,
        notice_text(q.notice.as_deref()),
        None,
        None,
    )
    .await
}
