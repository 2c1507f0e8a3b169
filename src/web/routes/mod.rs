//! Every route of the site, by area.

pub mod accounts;
pub mod api;
pub mod dev_mailbox;
pub mod games;
pub mod health;
pub mod history;
pub mod home;
pub mod mail_links;
pub mod static_files;

use crate::error::AppError;
use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig, mailbox_mode: bool) {
    cfg.service(health::healthz)
        .service(home::index)
        .service(static_files::game_stylesheet)
        .service(static_files::game_script)
        .service(static_files::serve);
    accounts::configure(cfg);
    api::configure(cfg);
    games::configure(cfg);
    history::configure(cfg);
    cfg.service(mail_links::enter_page)
        .service(mail_links::enter)
        .service(mail_links::by_mail_page)
        .service(mail_links::by_mail)
        .service(mail_links::unsubscribe_page)
        .service(mail_links::unsubscribe)
        .service(mail_links::not_me_page)
        .service(mail_links::not_me);
    if mailbox_mode {
        cfg.service(dev_mailbox::list)
            .service(dev_mailbox::show)
            .service(dev_mailbox::html)
            .service(dev_mailbox::reply);
    }
    cfg.default_service(web::to(not_found));
}

/// Any address the site does not have. The visitor's context is read so that the page shows a
/// logged-in visitor's own header (`web::middleware`).
async fn not_found(_visitor: crate::web::Ctx) -> Result<actix_web::HttpResponse, AppError> {
    Err(AppError::not_found())
}

/// The fixed notices a redirect can ask a page to show (`?notice=...`); unknown keys show
/// nothing, so no text from the address is ever echoed.
pub fn notice_text(key: Option<&str>) -> Option<&'static str> {
    Some(match key? {
        "registered" => "Almost there: we have sent you an email with a link to confirm your address. It is valid for 48 hours.",
        "verified" => "Your email address is confirmed. Welcome to Turnpost!",
        "reset-sent" => "If an account uses that address, we have sent it a link to choose a new password. The link is valid for one hour.",
        "reset" => "Your password has been changed. Log in with the new one.",
        "logged-out" => "You are logged out.",
        "left" => "You have left the game; your seat is free again.",
        "logged-out-everywhere" => "You are logged out everywhere: every session of your account has ended and every API token is revoked.",
        "password" => "Your password has been changed. Your other sessions were logged out.",
        "email-sent" => "We have sent a confirmation link to the new address. Your address changes when you follow it.",
        "email" => "Your email address has been changed.",
        "verify-sent" => "We have sent you a new confirmation link.",
        "link-expired" => "That link has expired or was already used: log in to open the game.",
        "notifications" => "Your notification settings are saved.",
        "playing" => "Your way of playing is saved.",
        "vacation" => "Your vacation is saved.",
        "vacation-today" => "Your vacation is saved. It starts today, so today's vacation day is taken from your bank now, and each of your games has one more day.",
        "vacation-deleted" => "The vacation was removed.",
        _ => return None,
    })
}
