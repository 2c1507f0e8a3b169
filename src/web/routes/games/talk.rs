//! Table talk on the game page: the panel every game's page shows beside its log (`panel`,
//! with the player's private notes under it), posting a message, hiding one, saving notes.
//! The rules of who reads and writes are `services::talk`'s and `services::notes`'.

use super::get::blocking;
use crate::error::AppError;
use crate::services::{prefs, talk};
use crate::state::AppState;
use crate::web::{see_other, Ctx};
use actix_web::{post, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

/// One message as the panel draws it.
struct Line {
    id: i32,
    author: String,
    text: Option<String>,
    hidden_by: Option<String>,
    private: bool,
    by_mail: bool,
    /// In the reader's time zone.
    at: String,
}

#[derive(Template)]
#[template(path = "games/_talk.html")]
struct Panel {
    /// The page's language and texts.
    ctx: crate::web::PageCtx,
    id: i32,
    csrf: String,
    lines: Vec<Line>,
    can_post: bool,
    can_hide: bool,
    max_chars: usize,
    /// The reader's private notes (a seated player on the game page), else none.
    notes: Option<String>,
}

/// The table-talk panel of game `id` for the visitor, as markup; empty when the visitor may
/// not read it (a watcher of a running game).
pub async fn panel(ctx: &Ctx, state: &web::Data<AppState>, id: i32) -> Result<String, AppError> {
    panel_with(ctx, state, id, true).await
}

/// The same panel, without its forms when `writable` is false (the replay of a step).
pub async fn panel_with(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: i32,
    writable: bool,
) -> Result<String, AppError> {
    let viewer = ctx.user.clone();
    let read = blocking(state, move |s| {
        let talk = match talk::list(s, viewer.as_ref(), id) {
            Ok(talk) => talk,
            Err(AppError::Forbidden(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        let zone = match &viewer {
            Some(u) => Some(prefs::get(s, u.id)?),
            None => None,
        };
        let notes = match &viewer {
            Some(u) if talk.can_post && writable => {
                Some(crate::services::notes::get(s, u, id)?.unwrap_or_default())
            }
            _ => None,
        };
        Ok(Some((talk, zone, notes)))
    })
    .await?;
    let Some((talk, zone, notes)) = read else {
        return Ok(String::new());
    };
    let at = |t: chrono::NaiveDateTime| match &zone {
        Some(p) => prefs::local_time_in(p, t, ctx.lang),
        None => prefs::zoned_time("UTC", t, ctx.lang),
    };
    let panel = Panel {
        ctx: ctx.page(),
        id,
        csrf: ctx.csrf_token(),
        lines: talk
            .messages
            .into_iter()
            .map(|m| Line {
                id: m.id,
                author: m.author,
                text: m.text,
                hidden_by: m.hidden_by,
                private: m.private,
                by_mail: m.by_mail,
                at: at(m.posted_at),
            })
            .collect(),
        can_post: writable && talk.can_post,
        can_hide: writable && talk.can_hide,
        max_chars: talk::MAX_CHARS,
        notes,
    };
    Ok(panel.render()?)
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct MessageForm {
    csrf: String,
    text: String,
    private: String,
}

#[post("/games/{id}/messages")]
pub async fn post_message(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<MessageForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let (text, private) = (form.text.clone(), !form.private.is_empty());
    blocking(&state, move |s| {
        talk::post(s, &user, id, &text, private, false)
    })
    .await?;
    crate::services::mail::wake(&state);
    Ok(see_other(&format!("/games/{id}#talk")))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct CsrfForm {
    csrf: String,
}

#[post("/games/{id}/messages/{message}/hide")]
pub async fn hide_message(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    form: web::Form<CsrfForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let (id, message) = path.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    blocking(&state, move |s| talk::hide(s, &user, id, message)).await?;
    Ok(see_other(&format!("/games/{id}#talk")))
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct NotesForm {
    csrf: String,
    notes: String,
}

#[post("/games/{id}/notes")]
pub async fn save_notes(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<NotesForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let id = id.into_inner();
    let user = ctx.require_user(&format!("/games/{id}"))?.clone();
    let text = form.notes.clone();
    blocking(&state, move |s| {
        crate::services::notes::save(s, &user, id, &text)
    })
    .await?;
    Ok(see_other(&format!("/games/{id}#notes")))
}
