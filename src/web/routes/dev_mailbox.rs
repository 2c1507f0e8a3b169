//! `/dev/mailbox`: with no SMTP server configured, the messages the site sent, readable in the
//! browser with working links. These routes are not mounted when SMTP is configured.

use crate::db::models::outbox::{self, OutboxMessage};
use crate::error::AppError;
use crate::state::AppState;
use crate::web::{render, Ctx, PageCtx};
use actix_web::{get, post, web, HttpResponse};
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
    /// The message's Reply-To address (game mail): the page offers to reply to it.
    reply_to: Option<String>,
    /// What a reply sent from here was answered (the inbound SMTP listener's words).
    outcome: Option<String>,
}

/// Headers a reverse proxy adds to the requests it passes on.
const FORWARDING_HEADERS: [&str; 3] = ["forwarded", "x-forwarded-for", "x-real-ip"];

/// A request that a proxy passed on (it names a client) came from elsewhere, whatever the
/// settings said: the mailbox answers it only when the operator asked for it (`--dev-mailbox`).
fn direct(ctx: &actix_web::guard::GuardContext<'_>) -> bool {
    let headers = ctx.head().headers();
    !FORWARDING_HEADERS.iter().any(|h| headers.contains_key(*h))
        || ctx
            .app_data::<web::Data<AppState>>()
            .is_some_and(|s| s.settings.dev_mailbox)
}

fn reply_to_of(message: &OutboxMessage) -> Option<String> {
    let headers: Vec<(String, String)> = serde_json::from_str(&message.headers).unwrap_or_default();
    headers
        .into_iter()
        .find(|(name, _)| name.eq_ignore_ascii_case("Reply-To"))
        .map(|(_, value)| value)
}

#[get("/dev/mailbox", guard = "direct")]
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

#[get("/dev/mailbox/{id}", guard = "direct")]
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> Result<HttpResponse, AppError> {
    let message = load(&state, id.into_inner()).await?;
    let pieces = linkify(&message.text_body);
    render(&MessagePage {
        ctx: ctx.page(),
        reply_to: reply_to_of(&message),
        message,
        pieces,
        outcome: None,
    })
}

#[derive(serde::Deserialize, Default)]
#[serde(default)]
pub struct ReplyForm {
    csrf: String,
    text: String,
}

/// "Reply" to a game mail from the mailbox: builds the mail a mail client would send (the
/// words, then the quoted original) from the recipient's address to the Reply-To address, and
/// gives it to the same checks and parser as the inbound SMTP listener, the mailbox vouching
/// for its sender (`auth::Proof::Mailbox`): a number plays the choice, as a reply would.
#[post("/dev/mailbox/{id}/reply", guard = "direct")]
pub async fn reply(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    form: web::Form<ReplyForm>,
) -> Result<HttpResponse, AppError> {
    ctx.check_csrf(&form.csrf)?;
    let message = load(&state, id.into_inner()).await?;
    let reply_to = reply_to_of(&message)
        .ok_or_else(|| AppError::BadRequest("refusal-no-reply-address".into()))?;
    let quoted: String = message
        .text_body
        .lines()
        .map(|l| format!("> {l}\r\n"))
        .collect();
    let raw = format!(
        "From: {from}\r\nTo: {reply_to}\r\nMessage-ID: <{id}@mailbox.turnpost>\r\nSubject: Re: {subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n\r\nOn {date}, Turnpost wrote:\r\n{quoted}",
        id = crate::security::keys::random_token(12),
        from = message.to_addr,
        subject = message.subject,
        text = form.text.replace('\n', "\r\n"),
        date = message.created_at.format("%a %-d %b %Y %H:%M"),
    );
    let (st, to) = (state.clone(), reply_to.clone());
    let outcome = web::block(move || {
        use crate::services::replies;
        replies::check_recipient(&st, &to).and_then(|target| {
            replies::receive(
                &st,
                &target,
                raw.as_bytes(),
                Some(&crate::mail::auth::Proof::Mailbox),
            )
        })
    })
    .await
    .map_err(AppError::internal)?;
    let (status, outcome) = match outcome {
        Ok(outcome) => (
            actix_web::http::StatusCode::OK,
            format!("250 {}.", outcome.smtp_text().trim_start_matches("2.0.0 ")),
        ),
        Err(refusal) => (
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            format!("{} {}", refusal.code, refusal.text),
        ),
    };
    let pieces = linkify(&message.text_body);
    let page = MessagePage {
        ctx: ctx.page(),
        reply_to: Some(reply_to),
        message,
        pieces,
        outcome: Some(outcome),
    };
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// The HTML part as the recipient's mail client would show it.
#[get("/dev/mailbox/{id}/html", guard = "direct")]
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
