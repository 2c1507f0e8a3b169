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
/// The id of its text (`src/i18n/*/site.ftl`), which the page's `partials/notice.html` says.
pub fn notice_text(key: Option<&str>) -> Option<&'static str> {
    Some(match key? {
        "registered" => "notice-registered",
        "verified" => "notice-verified",
        "reset-sent" => "notice-reset-sent",
        "reset" => "notice-reset",
        "logged-out" => "notice-logged-out",
        "left" => "notice-left",
        "logged-out-everywhere" => "notice-logged-out-everywhere",
        "password" => "notice-password",
        "email-sent" => "notice-email-sent",
        "email" => "notice-email",
        "verify-sent" => "notice-verify-sent",
        "link-expired" => "notice-link-expired",
        "notifications" => "notice-notifications",
        "playing" => "notice-playing",
        "vacation" => "notice-vacation",
        "vacation-today" => "notice-vacation-today",
        "vacation-deleted" => "notice-vacation-deleted",
        _ => return None,
    })
}
