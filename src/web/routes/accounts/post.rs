//! POST handlers of the account pages. Each checks the CSRF token first.

use super::{ForgotPage, LoginPage, RegisterPage, ResetPage};
use crate::error::{safe_next, AppError};
use crate::security::ratelimit::LoginAttempt;
use crate::security::{device, password};
use crate::services::accounts::{self, EmailAddress, Registration};
use crate::state::AppState;
use crate::web::context::SESSION_COOKIE;
use crate::web::{begin_login, blocking, end_login, rate_limited};
use crate::web::{see_other, Ctx};
use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{post, web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct AccountForm {
    csrf: String,
    email: String,
    name: String,
    password: String,
    new_password: String,
    token: String,
    next: String,
    invite: String,
    time_zone: String,
    /// The language chosen at registration.
    language: String,
}

/// A form shown again with its error, as a 4xx.
fn form_error<T: Template>(status: StatusCode, page: &T) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

fn client_ip(req: &HttpRequest, state: &AppState) -> String {
    crate::web::client::client_ip(req, &state.settings.trusted_proxies)
}

/// Whether this browser carries a device cookie for `account` (it logged in to it before).
pub(crate) fn known_device(req: &HttpRequest, state: &AppState, account: &str) -> bool {
    req.cookie(device::COOKIE)
        .is_some_and(|c| device::vouches_for(&state.keys, c.value(), account))
}

/// Counts a settings form's password check in the login limits: only a wrong current password
/// (`accounts::WRONG_PASSWORD`) counts as a failure.
async fn settle<T>(
    state: &web::Data<AppState>,
    attempt: LoginAttempt,
    result: &Result<T, AppError>,
) {
    let wrong =
        matches!(result, Err(AppError::BadRequest(m)) if m.as_str() == accounts::WRONG_PASSWORD);
    crate::web::end_login(state, attempt, !wrong).await;
}

/// A settings form that checks the current password: the check is a guess like a login's, so
/// it reserves its place in the same limits (a logged-in browser counts as a known device),
/// runs `work`, and gives the place back unless the password was wrong.
async fn with_password_check<T: Send + 'static>(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    user: &crate::db::models::users::User,
    work: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    let account_key = user.email.to_lowercase();
    let attempt = begin_login(state, account_key, client_ip(req, state), true).await?;
    let result = blocking(state, work).await;
    settle(state, attempt, &result).await;
    result
}

pub(crate) fn device_cookie(state: &AppState, account: &str) -> Cookie<'static> {
    Cookie::build(device::COOKIE, device::issue(&state.keys, account))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.settings.secure_cookies())
        .max_age(time::Duration::days(device::DAYS))
        .finish()
}

pub fn session_cookie(state: &AppState, token: String) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.settings.secure_cookies())
        .max_age(time::Duration::days(accounts::SESSION_DAYS))
        .finish()
}

#[post("/register")]
pub async fn register(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let reg = match Registration::parse(&form.email, &form.name, &form.password) {
        Ok(reg) => reg
            .with_time_zone(&form.time_zone)
            .with_language(&form.language, state.settings.pseudo_language),
        Err(message) => {
            let page = RegisterPage {
                ctx: ctx.page(),
                error: Some(message.into()),
                email: form.email.clone(),
                name: form.name.clone(),
                next: safe_next(&form.next).to_string(),
                invite: form.invite.clone(),
            };
            return form_error(StatusCode::BAD_REQUEST, &page);
        }
    };
    // Each registration costs a password hash and may send a mail: limited per address and
    // for the whole site. A registration refused for want of a hashing slot (503) did nothing,
    // so its places are given back: a flood of them must not fill the site's limit.
    let places = crate::web::reserve(
        &state,
        vec![
            (|l| &l.register_ip, client_ip(&req, &state)),
            (|l| &l.register_all, String::new()),
        ],
    )
    .await?;
    let result = register_with(&ctx, &state, &form, reg).await;
    match &result {
        Err(AppError::Unavailable) => crate::web::give_back(&state, places).await,
        _ => places.keep(),
    }
    result
}

/// The registration once its places in the limits are taken: through an invitation, or with
/// a verification mail.
async fn register_with(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    form: &AccountForm,
    reg: Registration,
) -> Result<HttpResponse, AppError> {
    if !form.invite.is_empty() {
        let (r, nonce) = (reg.clone(), form.invite.clone());
        if let Some(user) =
            blocking(state, move |s| accounts::register_invited(s, &r, &nonce)).await?
        {
            // Logged in, back on the invitation: the newcomer chooses a colour and takes the
            // seat as every other invitee does.
            let token = blocking(state, move |s| accounts::open_session(s, user.id)).await?;
            let mut response = see_other(&format!("/invitations/{}", form.invite));
            response
                .add_cookie(&session_cookie(state, token))
                .map_err(AppError::internal)?;
            return Ok(response);
        }
    }
    match blocking(state, move |s| accounts::register(s, &reg)).await {
        Ok(()) => Ok(see_other("/login?notice=registered")),
        Err(AppError::BadRequest(message)) => {
            let page = RegisterPage {
                ctx: ctx.page(),
                error: Some(message),
                email: form.email.clone(),
                name: form.name.clone(),
                next: safe_next(&form.next).to_string(),
                invite: form.invite.clone(),
            };
            form_error(StatusCode::BAD_REQUEST, &page)
        }
        Err(e) => Err(e),
    }
}

#[post("/verify")]
pub async fn verify(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let token = form.token.clone();
    let user = blocking(&state, move |s| accounts::verify_email(s, &token)).await?;
    if ctx.user.is_some() {
        // Someone is logged in in this browser already: the address is confirmed, and nobody
        // is logged out or in.
        return Ok(see_other("/?notice=verified"));
    }
    // Following the link proved the address, as an invitation's does: the newcomer is in.
    let account = user.email.to_lowercase();
    let token = blocking(&state, move |s| accounts::open_session(s, user.id)).await?;
    let mut response = see_other("/?notice=verified");
    response
        .add_cookie(&session_cookie(&state, token))
        .map_err(AppError::internal)?;
    response
        .add_cookie(&device_cookie(&state, &account))
        .map_err(AppError::internal)?;
    Ok(response)
}

#[post("/login")]
pub async fn login(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let account_key = form.email.trim().to_lowercase();
    let ip = client_ip(&req, &state);
    let known = known_device(&req, &state, &account_key);
    let attempt = begin_login(&state, account_key.clone(), ip, known).await?;
    let (email, password) = (form.email.clone(), form.password.clone());
    let user = match blocking(&state, move |s| {
        accounts::authenticate(s, &email, &password)
    })
    .await
    {
        Ok(user) => user,
        // Not checked (no hashing slot, the database busy): not a guess, the places go back.
        Err(e) => {
            end_login(&state, attempt, true).await;
            return Err(e);
        }
    };
    let Some(user) = user else {
        end_login(&state, attempt, false).await;
        let page = LoginPage {
            ctx: ctx.page(),
            error: Some("That email and password do not match an account.".into()),
            notice: None,
            email: form.email.clone(),
            next: safe_next(&form.next).to_string(),
        };
        return form_error(StatusCode::BAD_REQUEST, &page);
    };
    end_login(&state, attempt, true).await;
    let token = blocking(&state, move |s| accounts::open_session(s, user.id)).await?;
    let mut response = see_other(safe_next(&form.next));
    response
        .add_cookie(&session_cookie(&state, token))
        .map_err(AppError::internal)?;
    response
        .add_cookie(&device_cookie(&state, &account_key))
        .map_err(AppError::internal)?;
    Ok(response)
}

#[post("/logout")]
pub async fn logout(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    if let Some(token) = ctx.session.clone() {
        blocking(&state, move |s| accounts::close_session(s, &token)).await?;
    }
    let mut response = see_other("/login?notice=logged-out");
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    response.add_cookie(&gone).map_err(AppError::internal)?;
    Ok(response)
}

#[post("/forgot")]
pub async fn forgot(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let email = match EmailAddress::parse(&form.email) {
        Ok(email) => email,
        Err(message) => {
            let page = ForgotPage {
                ctx: ctx.page(),
                error: Some(message.into()),
                email: form.email.clone(),
            };
            return form_error(StatusCode::BAD_REQUEST, &page);
        }
    };
    // Answer before anything else, whether the address has an account or not, and whether
    // the database is busy: the limits (counted in the database), the lookup and the mail
    // happen after the answer, so its timing tells nothing. Over a limit, no mail is sent.
    let ip = client_ip(&req, &state);
    actix_web::rt::spawn(async move {
        let key = email.as_str().to_lowercase();
        let allowed = match rate_limited(&state, |l| &l.reset_ip, ip).await {
            Ok(()) => rate_limited(&state, |l| &l.reset_account, key).await,
            refused => refused,
        };
        if let Err(e) = allowed {
            return e.log();
        }
        if let Err(e) = blocking(&state, move |s| accounts::request_reset(s, &email)).await {
            e.log();
        }
    });
    Ok(see_other("/login?notice=reset-sent"))
}

#[post("/reset")]
pub async fn reset(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    if let Err(message) = password::check_strength(&form.new_password, "") {
        let page = ResetPage {
            ctx: ctx.page(),
            error: Some(message.into()),
            token: form.token.clone(),
            name: String::new(),
        };
        return form_error(StatusCode::BAD_REQUEST, &page);
    }
    let (token, new_password) = (form.token.clone(), form.new_password.clone());
    blocking(&state, move |s| {
        accounts::reset_password(s, &token, &new_password)
    })
    .await?;
    let mut response = see_other("/login?notice=reset");
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    response.add_cookie(&gone).map_err(AppError::internal)?;
    Ok(response)
}

async fn settings_error(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    message: String,
) -> Result<HttpResponse, AppError> {
    super::settings_page(
        ctx,
        state,
        StatusCode::BAD_REQUEST,
        None,
        Some(message),
        None,
    )
    .await
}

#[post("/settings/password")]
pub async fn change_password(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user = ctx.require_user("/settings")?.clone();
    let session = ctx.session.clone().unwrap_or_default();
    let (current, new) = (form.password.clone(), form.new_password.clone());
    let result = with_password_check(&req, &state, &user.clone(), move |s| {
        accounts::change_password(s, &user, &current, &new, &session)
    })
    .await;
    match result {
        Ok(()) => Ok(see_other("/settings?notice=password")),
        Err(AppError::BadRequest(message)) => settings_error(&ctx, &state, message).await,
        Err(e) => Err(e),
    }
}

/// Ends every session of the account (this one too) and revokes every API token.
#[post("/settings/logout-everywhere")]
pub async fn logout_everywhere(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    blocking(&state, move |s| accounts::log_out_everywhere(s, user_id)).await?;
    let mut response = see_other("/?notice=logged-out-everywhere");
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    response.add_cookie(&gone).map_err(AppError::internal)?;
    Ok(response)
}

#[post("/settings/email")]
pub async fn change_email(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user = ctx.require_user("/settings")?.clone();
    let new_email = match EmailAddress::parse(&form.email) {
        Ok(email) => email,
        Err(message) => return settings_error(&ctx, &state, message.into()).await,
    };
    let current = form.password.clone();
    let result = with_password_check(&req, &state, &user.clone(), move |s| {
        accounts::request_email_change(s, &user, &current, &new_email)
    })
    .await;
    match result {
        Ok(()) => Ok(see_other("/settings?notice=email-sent")),
        Err(AppError::BadRequest(message)) => settings_error(&ctx, &state, message).await,
        Err(e) => Err(e),
    }
}

#[post("/confirm-email")]
pub async fn confirm_email(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let token = form.token.clone();
    blocking(&state, move |s| accounts::confirm_email_change(s, &token)).await?;
    Ok(see_other(if ctx.user.is_some() {
        "/settings?notice=email"
    } else {
        "/login?notice=verified"
    }))
}

#[post("/settings/verify-again")]
pub async fn resend_verification(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    blocking(&state, move |s| accounts::resend_verification(s, user_id)).await?;
    Ok(see_other("/settings?notice=verify-sent"))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct NotificationsForm {
    csrf: String,
    time_zone: String,
    quiet_start: String,
    quiet_end: String,
    mail_turn: Option<String>,
    mail_reminders: Option<String>,
    mail_events: Option<String>,
    mail_invitations: Option<String>,
    digest: Option<String>,
    digest_hour: String,
    remind_after_hours: String,
    remind_before_hours: String,
    mail_talk: String,
}

#[post("/settings/notifications")]
pub async fn notifications(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<NotificationsForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    let flags = [
        form.mail_turn.is_some(),
        form.mail_reminders.is_some(),
        form.mail_events.is_some(),
        form.mail_invitations.is_some(),
        form.digest.is_some(),
    ];
    let input = match crate::services::prefs::PrefsInput::parse(
        &form.time_zone,
        &form.quiet_start,
        &form.quiet_end,
        flags,
        &form.digest_hour,
        &form.remind_after_hours,
        &form.remind_before_hours,
    )
    .and_then(|input| input.with_talk(&form.mail_talk))
    {
        Ok(input) => input,
        Err(message) => return settings_error(&ctx, &state, message.into()).await,
    };
    blocking(&state, move |s| {
        crate::services::prefs::save(s, user_id, &input)
    })
    .await?;
    Ok(see_other("/settings?notice=notifications"))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PlayingForm {
    csrf: String,
    confirm_turns: Option<String>,
    act_by_mail: Option<String>,
}

/// How the player plays: whether a turn is shown with what it will do and played only once
/// confirmed, and whether a reply to a turn mail with a listed number plays it.
#[post("/settings/playing")]
pub async fn playing(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<PlayingForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    let confirm = form.confirm_turns.is_some();
    let by_mail = form.act_by_mail.is_some();
    blocking(&state, move |s| {
        crate::services::prefs::set_playing(s, user_id, confirm, by_mail)
    })
    .await?;
    Ok(see_other("/settings?notice=playing"))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct VacationForm {
    csrf: String,
    starts_on: String,
    ends_on: String,
}

#[post("/settings/vacations")]
pub async fn add_vacation(
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<VacationForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    let (start, end) = (form.starts_on.clone(), form.ends_on.clone());
    match blocking(&state, move |s| {
        crate::services::prefs::add_vacation(s, user_id, &start, &end)
    })
    .await
    {
        Ok(false) => Ok(see_other("/settings?notice=vacation")),
        Ok(true) => Ok(see_other("/settings?notice=vacation-today")),
        Err(AppError::BadRequest(message)) => settings_error(&ctx, &state, message).await,
        Err(e) => Err(e),
    }
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct CsrfOnly {
    csrf: String,
    name: String,
}

#[post("/settings/vacations/{id}/delete")]
pub async fn delete_vacation(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<CsrfOnly>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    let id = id.into_inner();
    blocking(&state, move |s| {
        crate::services::prefs::delete_vacation(s, user_id, id)
    })
    .await?;
    Ok(see_other("/settings?notice=vacation-deleted"))
}

#[post("/settings/tokens")]
pub async fn create_token(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<AccountForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user = ctx.require_user("/settings")?.clone();
    let (name, current) = (form.name.clone(), form.password.clone());
    let result = with_password_check(&req, &state, &user.clone(), move |s| {
        accounts::create_api_token_with_password(s, &user, &current, &name)
    })
    .await;
    match result {
        Ok(token) => {
            super::settings_page(&ctx, &state, StatusCode::OK, None, None, Some(token)).await
        }
        Err(AppError::BadRequest(message)) | Err(AppError::Unauthorized(message)) => {
            settings_error(&ctx, &state, message).await
        }
        Err(e) => Err(e),
    }
}

#[post("/settings/tokens/{id}/revoke")]
pub async fn revoke_token(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<CsrfOnly>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let user_id = ctx.require_user("/settings")?.id;
    let id = id.into_inner();
    blocking(&state, move |s| accounts::revoke_api_token(s, user_id, id)).await?;
    Ok(see_other("/settings"))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct LanguageForm {
    csrf: String,
    /// A language's tag, or `auto` (the browser's again).
    lang: String,
}

/// The language the site speaks to this browser (a cookie for a year) and, for a player, the
/// setting on their account that their mail follows too. Comes back to the page it was chosen on
/// (the `Referer` of a page of the site; pages never write their own address into the form).
#[post("/language")]
pub async fn language(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    form: web::Form<LanguageForm>,
) -> Result<HttpResponse, AppError> {
    use crate::i18n::{Lang, COOKIE};
    ctx.check_csrf(&form.csrf)?;
    let lang = match form.lang.as_str() {
        "" | "auto" => None,
        tag => Some(
            Lang::parse(tag, state.settings.pseudo_language).ok_or_else(|| {
                AppError::BadRequest(
                    "Turnpost speaks English, Français and Español: choose one of them.".into(),
                )
            })?,
        ),
    };
    if let Some(user) = &ctx.user {
        let id = user.id;
        blocking(&state, move |s| {
            crate::services::prefs::set_language(s, id, lang)
        })
        .await?;
    }
    let back = req
        .headers()
        .get(actix_web::http::header::REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|referer| {
            let info = req.connection_info();
            let here = format!("{}://{}", info.scheme(), info.host());
            let base = state.settings.base_url.trim_end_matches('/');
            referer
                .strip_prefix(here.as_str())
                .or_else(|| referer.strip_prefix(base))
                .filter(|rest| rest.starts_with('/'))
                .map(str::to_string)
        })
        .unwrap_or_else(|| "/".into());
    let mut response = see_other(safe_next(&back));
    let cookie = Cookie::build(COOKIE, lang.map_or("", Lang::code))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.settings.secure_cookies())
        .max_age(time::Duration::days(if lang.is_some() { 365 } else { 0 }))
        .finish();
    response
        .add_cookie(&cookie)
        .map_err(|e| AppError::internal(anyhow::anyhow!("language cookie: {e}")))?;
    Ok(response)
}
