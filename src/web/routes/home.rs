//! `GET /`: the front page.

use crate::error::AppError;
use crate::state::AppState;
use crate::web::{render, Ctx, PageCtx};
use actix_web::{get, web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: PageCtx,
    notice: Option<&'static str>,
    /// Every game: (registry name, title, "2–4 players", summary, a picture of its board).
    games: Vec<(&'static str, &'static str, String, String, &'static str)>,
}

#[derive(Deserialize)]
pub struct NoticeQuery {
    pub notice: Option<String>,
}

/// The front page; a logged-in player sees its games instead.
#[get("/")]
pub async fn index(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<NoticeQuery>,
) -> Result<HttpResponse, AppError> {
    let notice = super::notice_text(q.notice.as_deref());
    if ctx.user.is_some() {
        return super::games::get::my_games_page(&ctx, &state, notice).await;
    }
    let pictures = crate::web::games::emblems(ctx.lang);
    let games = super::games::get::offered_games(ctx.lang)
        .into_iter()
        .map(|(name, title, players, summary)| {
            let picture = pictures
                .iter()
                .find(|(n, _)| *n == name)
                .map_or("", |(_, svg)| svg.as_str());
            (name, title, players, summary, picture)
        })
        .collect();
    render(&HomePage {
        ctx: ctx.page(),
        notice,
        games,
    })
}
