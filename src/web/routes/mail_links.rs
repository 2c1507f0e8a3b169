//! Links from mail: the "your turn" link that logs a player into one game (a page, then a
//! button), the link that confirms the choice of a reply by mail that could not be trusted (a
//! page, then a button after login, which plays it as the table's Confirm does), one-click
//! unsubscribe (RFC 8058), and "this wasn't me" from invitations and verification mails.
//!
//! The unsubscribe POST carries no CSRF token: mail clients send it on their own
//! (`List-Unsubscribe=One-Click`), and the signed token in the address is what authorizes it.

use super::games::get::blocking;
use crate::error::AppError;
use crate::services::mail_safety::{self, MailOrigin};
use crate::services::notifications::{self, MailKind};
use crate::services::{accounts, prefs};
use crate::state::AppState;
use crate::web::routes::accounts::ConfirmLinkPage;
use crate::web::{render, see_other, Ctx, PageCtx};
use actix_web::{get, post, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct TokenQuery {
    token: String,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct EnterForm {
    csrf: String,
    token: String,
}

/// Where a link that is not (or no longer) valid leads: the game when someone is logged in in
/// this browser (it is one click away anyway), else the login page, which comes back to it.
fn bad_link(ctx: &Ctx, id: i32) -> HttpResponse {
    if ctx.user.is_some() {
        see_other(&format!("/games/{id}"))
    } else {
        see_other(&format!("/login?notice=link-expired&next=/games/{id}"))
    }
}

/// Opening the link of a turn mail changes nothing (mail scanners and link previews open
/// links): it checks the link and asks, with a button, to continue as its player. The player
/// who is already logged in goes straight to the game.
#[get("/games/{id}/enter")]
pub async fn enter_page(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    q: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let token = q.token.clone();
    let checked = blocking(&state, move |s| {
        let Some(player) = accounts::check_enter(s, &token, id)? else {
            return Ok(None);
        };
        Ok(Some((player, crate::services::games::title(s, id)?)))
    })
    .await?;
    let Some((player, title)) = checked else {
        return Ok(bad_link(&ctx, id));
    };
    let name = player.display_name;
    let l = ctx.lang;
    let (heading, explanation, button) = match &ctx.user {
        Some(current) if current.id == player.id => return Ok(see_other(&format!("/games/{id}"))),
        Some(current) => {
            let (name, current) = (
                ("name", name.as_str()),
                ("current", current.display_name.as_str()),
            );
            (
                l.t_with("enter-continue-as", name.0, name.1),
                l.t_with2("enter-other-explain", &name, &current),
                l.t_with2("enter-other-button", &name, &current),
            )
        }
        None => (
            l.t("enter-your-turn"),
            l.t_with2(
                "enter-explain",
                &("name", name.as_str()),
                &("title", title.as_str()),
            ),
            l.t_with("enter-button", "name", &name),
        ),
    };
    // The page a turn link opens: who it logs in, and one button that does it.
    render(&ConfirmLinkPage {
        ctx: ctx.page(),
        heading,
        explanation,
        action: format!("/games/{id}/enter"),
        button,
        token: q.token.clone(),
    })
}

/// The button of the turn link's page: uses the link up, ends the session of whoever else was
/// logged in in this browser, and logs its player in (a player logged in already keeps its
/// session). A link used already (a second press, a
/// replay) answers as any bad link does.
#[post("/games/{id}/enter")]
pub async fn enter(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<EnterForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let token = form.token.clone();
    let current = ctx.user.as_ref().map(|u| u.id).zip(ctx.session.clone());
    let entered = blocking(&state, move |s| {
        let current = current
            .as_ref()
            .map(|(user_id, token)| accounts::CurrentSession {
                user_id: *user_id,
                token,
            });
        accounts::enter_game(s, &token, id, current)
    })
    .await?;
    let Some((_, session)) = entered else {
        return Ok(bad_link(&ctx, id));
    };
    let mut response = see_other(&format!("/games/{id}"));
    if let Some(session) = session {
        response
            .add_cookie(&super::accounts::post::session_cookie(&state, session))
            .map_err(AppError::internal)?;
    }
    Ok(response)
}

/// The link mailed for a reply by mail whose choice was not played (its sender could not be
/// trusted): the page names the choice and asks; nothing changes on a GET.
#[get("/games/{id}/by-mail")]
pub async fn by_mail_page(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    q: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let token = q.token.clone();
    let checked = blocking(&state, move |s| {
        crate::services::replies::confirmation(s, id, &token)
    })
    .await?;
    let Some((row, name, title)) = checked else {
        return Ok(bad_link(&ctx, id));
    };
    if let Some(current) = &ctx.user {
        if current.id != row.user_id {
            return Err(AppError::Forbidden(crate::say!(
                "refusal-link-for-other",
                name = name
            )));
        }
    }
    let logged_in = ctx.user.is_some();
    render(&ConfirmLinkPage {
        ctx: ctx.page(),
        heading: ctx.lang.t("confirm-reply-heading"),
        explanation: format!(
            "{} {}",
            ctx.lang.t_with2(
                "confirm-reply-explain",
                &("title", title.as_str()),
                &("label", crate::i18n::words(ctx.lang, &row.label).as_str())
            ),
            if logged_in {
                ctx.lang.t("confirm-reply-play-now")
            } else {
                ctx.lang.t_with("confirm-reply-log-in", "name", &name)
            }
        ),
        action: format!("/games/{id}/by-mail"),
        button: if logged_in {
            ctx.lang.t("confirm-reply-play")
        } else {
            ctx.lang.t("confirm-reply-log-in-button")
        },
        token: q.token.clone(),
    })
}

/// The button of that page: after login, uses the link up and plays its choice at its version
/// exactly as the table's Confirm does (a game that moved on, or a choice no longer on offer,
/// plays nothing and says so).
#[post("/games/{id}/by-mail")]
pub async fn by_mail(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<EnterForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let back = format!("/games/{id}/by-mail?token={}", form.token.trim());
    let user = ctx.require_user(&back)?.clone();
    let token = form.token.clone();
    let viewer = user.clone();
    let row = blocking(&state, move |s| {
        crate::services::replies::use_confirmation(s, &viewer, id, &token)
    })
    .await?;
    let Some(row) = row else {
        return Ok(bad_link(&ctx, id));
    };
    let info = blocking(&state, move |s| {
        crate::services::games::info(s, Some(&user), id)
    })
    .await?;
    let fields = vec![
        ("version".to_string(), row.version.to_string()),
        ("path".to_string(), row.path),
    ];
    crate::web::table::turn::turn(&ctx, &state, info, fields).await
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
    notifications::parse_unsubscribe(state, token)
        .ok_or_else(|| AppError::BadRequest("refusal-unsubscribe-invalid".into()))
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

#[derive(Template)]
#[template(path = "accounts/not_me.html")]
struct NotMePage {
    ctx: PageCtx,
    token: String,
    address: String,
    done: bool,
}

fn parse_not_me(state: &AppState, token: &str) -> Result<(String, MailOrigin), AppError> {
    mail_safety::parse_not_me(state, token)
        .ok_or_else(|| AppError::BadRequest(mail_safety::BAD_NOT_ME_LINK.into()))
}

/// "This wasn't me", from an invitation or a verification mail: the page asks first (a GET
/// changes nothing).
#[get("/not-me/{token}")]
pub async fn not_me_page(
    ctx: Ctx,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let token = token.into_inner();
    let (address, _) = parse_not_me(&state, &token)?;
    render(&NotMePage {
        ctx: ctx.page(),
        token,
        address,
        done: false,
    })
}

/// Puts the address on the suppression list. Unlike one-click unsubscribe, no mail client
/// sends this by itself, so the form carries a CSRF token like every other form.
#[post("/not-me/{token}")]
pub async fn not_me(
    ctx: Ctx,
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<CsrfForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let token = token.into_inner();
    let (address, origin) = parse_not_me(&state, &token)?;
    let a = address.clone();
    blocking(&state, move |s| mail_safety::suppress(s, &a, origin)).await?;
    render(&NotMePage {
        ctx: ctx.page(),
        token,
        address,
        done: true,
    })
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct CsrfForm {
    csrf: String,
}
