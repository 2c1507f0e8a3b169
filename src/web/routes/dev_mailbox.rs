//! `/dev/mailbox`: with no SMTP server configured, the messages the site sent, readable in the
//! browser with working links. These routes are not mounted when SMTP is configured.

use crate::db::models::outbox::{self, OutboxMessage};
use crate::error::AppError;
use crate::state::AppState;
use crate::web::{render, Ctx, PageCtx};
use actix_web::{get, web, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "dev/mailbox.html")]
struct MailboxPage {
    ctx: PageCtx,
    messages: Vec<OutboxMessage>,
}

#[derive(Template)]
#[template(path = "dev/message.html")]
struct MessagePage {
    ctx: PageCtx,
    message: OutboxMessage,
    /// The text body cut into plain text and links, so that links are clickable and the rest
    /// stays escaped.
    pieces: Vec<(bool, String)>,
}

#[get("/dev/mailbox")]
pub async fn list(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let pool = state.pool.clone();
    let messages =
        web::block(move || -> Result<_, AppError> { Ok(outbox::recent(&mut *pool.get()?, 200)?) })
            .await??;
    render(&MailboxPage {
        ctx: ctx.page(),
        messages,
    })
}

async fn load(state: &web::Data<AppState>, id: i32) -> Result<OutboxMessage, AppError> {
    let pool = state.pool.clone();
    web::block(move || -> Result<_, AppError> { Ok(outbox::find(&mut *pool.get()?, id)?) })
        .await??
        .ok_or_else(AppError::not_found)
}

#[get("/dev/mailbox/{id}")]
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> Result<HttpResponse, AppError> {
    let message = load(&state, id.into_inner()).await?;
    let pieces = linkify(&message.text_body);
    render(&MessagePage {
        ctx: ctx.page(),
        message,
        pieces,
    })
}

/// The HTML part as the recipient's mail client would show it.
#[get("/dev/mailbox/{id}/html")]
pub async fn html(
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> Result<HttpResponse, AppError> {
    let message = load(&state, id.into_inner()).await?;
    // Mail bodies carry inline styles, as mail clients expect; no script may run.
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'none'",
        ))
        .body(message.html_body))
}

/// Splits text into (is_link, piece).
fn linkify(text: &str) -> Vec<(bool, String)> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(start) = rest
        .find("http://")
        .into_iter()
        .chain(rest.find("https://"))
        .min()
    {
        pieces.push((false, rest[..start].to_string()));
        let url_len = rest[start..]
            .find(|c: char| c.is_whitespace() || c == '<' || c == '>' || c == '"')
            .unwrap_or(rest.len() - start);
        pieces.push((true, rest[start..start + url_len].to_string()));
        rest = &rest[start + url_len..];
    }
    pieces.push((false, rest.to_string()));
    pieces
}

#[cfg(test)]
mod tests {
    #[test]
    fn linkify_keeps_text_and_finds_links() {
        let p = super::linkify("Open http://x/a?b=1 now\nor https://y.");
        assert_eq!(p[1], (true, "http://x/a?b=1".to_string()));
        assert_eq!(p[3], (true, "https://y.".to_string()));
        assert_eq!(
            p.iter().map(|(_, s)| s.as_str()).collect::<String>(),
            "Open http://x/a?b=1 now\nor https://y."
        );
    }
}
