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
        .service(post::change_email)
        .service(get::confirm_email)
        .service(post::confirm_email)
        .service(post::resend_verification);
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
    pub heading: &'static str,
    pub explanation: String,
    pub action: &'static str,
    pub button: &'static str,
    pub token: String,
}

#[derive(Template, Default)]
#[template(path = "accounts/settings.html")]
pub struct SettingsPage {
    pub ctx: PageCtx,
    pub notice: Option<&'static str>,
    pub error: Option<String>,
    pub email: String,
    pub name: String,
    pub verified: bool,
}
