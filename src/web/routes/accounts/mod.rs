//! Account pages: register, verify, log in and out, forgotten password, settings.

pub mod get;
pub mod post;

use crate::web::PageCtx;
use actix_web::web;
use askama::Template;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get::register)
        .service(post::register)
        .service(get::verify)
        .service(post::verify)
        .service(get::login)
        .service(post::login)
        .service(post::logout)
        .service(get::forgot)
        .service(post::forgot)
        .service(get::reset)
        .service(post::reset)
        .service(get::settings)
        .service(post::change_password)
        .service(post::logout_everywhere)
        .service(post::change_email)
        .service(get::confirm_email)
        .service(post::confirm_email)
        .service(post::resend_verification)
        .service(post::notifications)
        .service(post::playing)
        .service(post::add_vacation)
        .service(post::delete_vacation)
        .service(post::create_token)
        .service(post::revoke_token)
        .service(post::language);
}

#[derive(Template, Default)]
#[template(path = "accounts/register.html")]
pub struct RegisterPage {
    pub ctx: PageCtx,
    pub error: Option<String>,
    pub email: String,
    pub name: String,
    pub next: String,
    /// The invitation this registration comes from.
    pub invite: String,
}

#[derive(Template, Default)]
#[template(path = "accounts/login.html")]
pub struct LoginPage {
    pub ctx: PageCtx,
    pub error: Option<String>,
    pub notice: Option<&'static str>,
    pub email: String,
    pub next: String,
}

#[derive(Template, Default)]
#[template(path = "accounts/forgot.html")]
pub struct ForgotPage {
    pub ctx: PageCtx,
    pub error: Option<String>,
    pub email: String,
}

#[derive(Template, Default)]
#[template(path = "accounts/reset.html")]
pub struct ResetPage {
    pub ctx: PageCtx,
    pub error: Option<String>,
    pub token: String,
    pub name: String,
}

/// The page a single-use link opens: it shows what will happen and a button that does it, so
/// that mail scanners fetching the link do not use it up.
#[derive(Template, Default)]
#[template(path = "accounts/confirm_link.html")]
pub struct ConfirmLinkPage {
    pub ctx: PageCtx,
    pub heading: String,
    pub explanation: String,
    /// Where the button posts the token.
    pub action: String,
    pub button: String,
    pub token: String,
}

#[derive(Template)]
#[template(path = "accounts/settings.html")]
pub struct SettingsPage {
    pub ctx: PageCtx,
    pub notice: Option<&'static str>,
    pub error: Option<String>,
    pub email: String,
    pub name: String,
    /// The account's id, for the link to its public profile.
    pub user_id: i32,
    pub verified: bool,
    pub prefs: crate::db::models::user_prefs::Prefs,
    pub zones: Vec<crate::services::prefs::ZoneGroup>,
    pub hours: Vec<i32>,
    pub vacations: Vec<crate::db::models::vacations::Vacation>,
    pub bank_left: i32,
    pub tokens: Vec<crate::db::models::api_tokens::ApiToken>,
    /// A token just created, shown once.
    pub new_token: Option<String>,
}

/// Renders the settings page of the logged-in user, with a status code.
pub async fn settings_page(
    ctx: &crate::web::Ctx,
    state: &actix_web::web::Data<crate::state::AppState>,
    status: actix_web::http::StatusCode,
    notice: Option<&'static str>,
    error: Option<String>,
    new_token: Option<String>,
) -> Result<actix_web::HttpResponse, crate::error::AppError> {
    let user = ctx.require_user("/settings")?.clone();
    let uid = user.id;
    let (prefs, vacations, tokens) = crate::web::routes::games::get::blocking(state, move |s| {
        Ok((
            crate::services::prefs::get(s, uid)?,
            crate::services::prefs::vacations_of(s, uid)?,
            crate::services::accounts::api_tokens_of(s, uid)?,
        ))
    })
    .await?;
    let today = crate::services::prefs::local_today(&prefs, state.clock.now());
    let page = SettingsPage {
        ctx: ctx.page(),
        notice,
        error,
        email: user.email.clone(),
        name: user.display_name.clone(),
        user_id: user.id,
        verified: user.is_verified(),
        bank_left: crate::services::prefs::bank_left(&prefs, today),
        zones: crate::services::prefs::zone_groups(),
        hours: (0..24).collect(),
        prefs,
        vacations,
        tokens,
        new_token,
    };
    Ok(actix_web::HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}
