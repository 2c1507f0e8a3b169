//! `GET /`: the front page.

use crate::error::AppError;
use crate::web::{render, Ctx, PageCtx};
use actix_web::{get, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: PageCtx,
    notice: Option<&'static str>,
}

#[derive(Deserialize)]
pub struct NoticeQuery {
    notice: Option<String>,
}

#[get("/")]
pub async fn index(ctx: Ctx, q: web::Query<NoticeQuery>) -> Result<HttpResponse, AppError> {
    render(&HomePage {
        ctx: ctx.page(),
        notice: super::notice_text(q.notice.as_deref()),
    })
}
