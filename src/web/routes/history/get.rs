//! GET handlers of the history pages: `/archive`, `/games/{id}/replay/{step}`,
//! `/games/{id}/export` and `/players/{user_id}`. Addresses are parsed here; a malformed
//! game, step or player number is a 404 page like an unknown one.

use crate::db::models::game_results::NamedResult;
use crate::engine::Viewer;
use crate::error::AppError;
use crate::services::history::{self, Archive, ArchiveQuery, PlayerFilter, Profile, Replay};
use crate::services::notifications::{display_name, game_title};
use crate::services::seating;
use crate::state::AppState;
use crate::web::routes::games::get::blocking;
use crate::web::{render, see_other, Ctx, PageCtx};
use actix_web::http::header;
use actix_web::{get, web, HttpResponse};
use askama::Template;
use chrono::NaiveDateTime;

fn parse_game_id(text: &str) -> Result<i32, AppError> {
    text.parse::<i32>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound(crate::services::visibility::NOT_WATCHABLE.into()))
}

fn parse_step(text: &str) -> Result<i64, AppError> {
    text.parse::<i64>()
        .map_err(|_| AppError::NotFound("refusal-no-such-step".into()))
}

fn date(t: NaiveDateTime) -> String {
    t.format("%Y-%m-%d").to_string()
}

fn ordinal(n: i32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn days(from: NaiveDateTime, to: NaiveDateTime) -> String {
    match (to - from).num_days().max(0) {
        0 => "under a day".into(),
        1 => "1 day".into(),
        n => format!("{n} days"),
    }
}

// ---------------------------------------------------------------------------------------------
// The archive.

#[derive(serde::Deserialize, Default)]
#[serde(default)]
pub struct ArchiveParams {
    pub game: String,
    pub player: String,
    pub from: String,
    pub to: String,
    pub sort: String,
    pub page: String,
}

/// A player's place in a finished game.
pub struct Placed {
    pub rank: i32,
    pub user_id: i32,
    pub name: String,
    pub score: i64,
}

fn placed(p: &NamedResult) -> Placed {
    Placed {
        rank: p.result.rank,
        user_id: p.result.user_id,
        name: p.name.clone(),
        score: p.result.score,
    }
}

pub struct ArchiveRow {
    pub id: i32,
    pub title: String,
    pub finished: String,
    pub placings: Vec<Placed>,
    pub actions: i32,
    pub days: String,
    /// A bot held a seat.
    pub with_bots: bool,
}

pub struct PageLink {
    pub number: i64,
    pub href: String,
    pub current: bool,
}

#[derive(Template)]
#[template(path = "history/archive.html")]
pub struct ArchivePage {
    pub ctx: PageCtx,
    pub rows: Vec<ArchiveRow>,
    pub total: i64,
    pub page: i64,
    pub pages: i64,
    /// There are more games and pages than counted.
    pub more: bool,
    /// (value, label) of every game, for the filter.
    pub games: Vec<(&'static str, String)>,
    pub game: String,
    pub player: String,
    pub from: String,
    pub to: String,
    pub sort: &'static str,
    pub orders: Vec<(&'static str, &'static str)>,
    pub prev: Option<String>,
    pub next: Option<String>,
    pub links: Vec<PageLink>,
    pub filtered: bool,
}

impl ArchivePage {
    pub fn build(ctx: PageCtx, data: &Archive) -> Self {
        let q = &data.query;
        let rows = data
            .entries
            .iter()
            .map(|e| ArchiveRow {
                id: e.game.game_id,
                title: format!("{} #{}", display_name(&e.game.game), e.game.game_id),
                finished: date(e.game.finished_at),
                placings: e.placings.iter().map(placed).collect(),
                actions: e.game.actions,
                days: days(e.game.started_at, e.game.finished_at),
                with_bots: e.with_bots,
            })
            .collect();
        // The first and last pages and a few around the current one.
        let mut numbers: Vec<i64> = vec![1, data.pages];
        numbers.extend((q.page - 3).max(1)..=(q.page + 3).min(data.pages));
        numbers.sort_unstable();
        numbers.dedup();
        let links = numbers
            .into_iter()
            .map(|n| PageLink {
                number: n,
                href: q.href(n),
                current: n == q.page,
            })
            .collect();
        ArchivePage {
            ctx,
            rows,
            total: data.total,
            page: q.page,
            pages: data.pages,
            more: data.more,
            games: crate::engine::registry::games()
                .iter()
                .map(|g| (g.name(), display_name(g.name())))
                .collect(),
            game: q.game.clone().unwrap_or_default(),
            player: match &q.player {
                Some(PlayerFilter::Id(id)) => id.to_string(),
                Some(PlayerFilter::Name(n)) => n.clone(),
                None => String::new(),
            },
            from: q.from.map(|d| d.to_string()).unwrap_or_default(),
            to: q.to.map(|d| d.to_string()).unwrap_or_default(),
            sort: history::order_key(q.order),
            orders: history::ORDERS.iter().map(|(k, _, l)| (*k, *l)).collect(),
            prev: (q.page > 1).then(|| q.href(q.page - 1)),
            next: (q.page < data.pages).then(|| q.href(q.page + 1)),
            links,
            filtered: q.game.is_some() || q.player.is_some() || q.from.is_some() || q.to.is_some(),
        }
    }
}

/// The archive page as HTML: what the handler sends (and what the benchmark measures).
pub fn archive_html(ctx: PageCtx, data: &Archive) -> Result<String, AppError> {
    Ok(ArchivePage::build(ctx, data).render()?)
}

#[get("/archive")]
pub async fn archive(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<ArchiveParams>,
) -> Result<HttpResponse, AppError> {
    let query = ArchiveQuery::parse(&q.game, &q.player, &q.from, &q.to, &q.sort, &q.page)
        .map_err(AppError::BadRequest)?;
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let data = blocking(&state, move |s| history::archive(s, query, viewer)).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(archive_html(ctx.page(), &data)?))
}

// ---------------------------------------------------------------------------------------------
// The replay.

#[derive(serde::Deserialize)]
pub struct StepQuery {
    pub step: Option<String>,
}

/// `/games/{id}/replay`, and the "go to step" form: to the step's own address.
#[get("/games/{id}/replay")]
pub async fn replay_start(
    id: web::Path<String>,
    q: web::Query<StepQuery>,
) -> Result<HttpResponse, AppError> {
    let id = parse_game_id(&id)?;
    let step = match q.step.as_deref().map(str::trim) {
        None | Some("") => 0,
        Some(s) => parse_step(s)?,
    };
    Ok(see_other(&format!("/games/{id}/replay/{step}")))
}

#[get("/games/{id}/replay/{step}")]
pub async fn replay(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let id = parse_game_id(&path.0)?;
    let step = parse_step(&path.1)?;
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let replay = blocking(&state, move |s| history::replay(s, viewer, id, step)).await?;
    let ui = crate::web::games::ui(&replay.game.game).ok_or_else(AppError::not_found)?;
    let board = ui.replay_board(&replay, ctx.lang)?;
    let mut page = replay_page(ctx.page(), &replay, board)?;
    page.talk = crate::web::routes::games::talk::panel_with(&ctx, &state, id, false).await?;
    render(&page)
}

/// One step in the list of every step.
pub struct StepLink {
    pub step: i32,
    pub href: String,
    pub who: String,
    pub text: String,
    pub when: String,
    pub by_platform: bool,
    pub current: bool,
}

#[derive(Template)]
#[template(path = "history/replay.html")]
pub struct ReplayPage {
    pub ctx: PageCtx,
    pub id: i32,
    /// The game's registry name (for its stylesheet).
    pub game: String,
    pub title: String,
    pub step: i32,
    pub last: i32,
    pub status: String,
    pub visibility: String,
    pub first: Option<String>,
    pub prev: Option<String>,
    pub next: Option<String>,
    pub last_href: Option<String>,
    /// The action that led to this step (none at the setup).
    pub action: Option<StepLink>,
    /// The game's own picture of the step.
    pub board: String,
    pub chart_title: String,
    pub chart: String,
    pub steps: Vec<StepLink>,
    pub ranking: Vec<String>,
    pub exportable: bool,
    /// The game's table talk as the viewer may read it (read-only).
    pub talk: String,
}

/// The replay page of a step: the shared navigation, steps and ranking around the game's board.
fn replay_page(
    ctx: PageCtx,
    r: &Replay,
    board: crate::web::games::ReplayBoard,
) -> Result<ReplayPage, AppError> {
    let names = r.seat_names();
    let labels = names.now();
    let id = r.game.id;
    let href = |s: i32| format!("/games/{id}/replay/{s}");
    let steps: Vec<StepLink> = r
        .events
        .iter()
        .map(|e| {
            let at = names.at(e.version);
            let name = at.get(e.seat as usize).cloned().unwrap_or_default();
            let lines: Vec<String> = e
                .log_lines()
                .iter()
                .map(|l| seating::with_names(l, &at, ctx.lang))
                .collect();
            StepLink {
                step: e.version,
                href: href(e.version),
                who: name,
                text: if lines.is_empty() {
                    "(no log line)".into()
                } else {
                    lines.join(" · ")
                },
                when: e.created_at.format("%Y-%m-%d %H:%M UTC").to_string(),
                by_platform: e.user_id.is_none(),
                current: e.version == r.step,
            }
        })
        .collect();
    let action = steps.iter().find(|s| s.current).map(|s| StepLink {
        step: s.step,
        href: s.href.clone(),
        who: s.who.clone(),
        text: s.text.clone(),
        when: s.when.clone(),
        by_platform: s.by_platform,
        current: true,
    });
    let ranking = r
        .engine
        .outcome(&r.state)
        .ok()
        .flatten()
        .map(|placings| crate::services::notifications::ranking_lines(labels, &placings, ctx.lang))
        .unwrap_or_default();
    let finished = r.viewer == Viewer::Omniscient;
    Ok(ReplayPage {
        ctx,
        id,
        game: r.game.game.clone(),
        title: game_title(&r.game),
        step: r.step,
        last: r.last,
        status: board.status,
        visibility: board.visibility,
        first: (r.step > 0).then(|| href(0)),
        prev: (r.step > 0).then(|| href(r.step - 1)),
        next: (r.step < r.last).then(|| href(r.step + 1)),
        last_href: (r.step < r.last).then(|| href(r.last)),
        action,
        board: board.board,
        chart_title: board.chart_title,
        chart: board.chart,
        steps,
        ranking,
        exportable: finished,
        talk: String::new(),
    })
}

// ---------------------------------------------------------------------------------------------
// The export.

#[get("/games/{id}/export")]
pub async fn export(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let id = parse_game_id(&id)?;
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let doc = blocking(&state, move |s| history::export(s, id, viewer)).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"turnpost-game-{id}.json\""),
        ))
        .body(doc))
}

// ---------------------------------------------------------------------------------------------
// Profiles.

pub struct StatsRow {
    pub game: String,
    pub played: usize,
    pub won: usize,
    pub average: String,
    pub best: i64,
}

pub struct CurrentRow {
    pub id: i32,
    pub title: String,
    pub players: Vec<(i32, String)>,
    pub their_turn: bool,
}

pub struct RecentRow {
    pub id: i32,
    pub title: String,
    pub date: String,
    pub place: String,
    pub score: i64,
    pub placings: Vec<Placed>,
}

#[derive(Template)]
#[template(path = "history/profile.html")]
pub struct ProfilePage {
    pub ctx: PageCtx,
    pub user_id: i32,
    pub name: String,
    pub since: String,
    pub stats: Vec<StatsRow>,
    /// The record counts games with bots too.
    pub with_bots: bool,
    /// Finished games with a bot at the table.
    pub bot_games: usize,
    pub current: Vec<CurrentRow>,
    pub recent: Vec<RecentRow>,
}

impl ProfilePage {
    pub fn build(ctx: PageCtx, p: Profile) -> Self {
        ProfilePage {
            ctx,
            user_id: p.user_id,
            name: p.name,
            since: date(p.member_since),
            with_bots: p.with_bots,
            bot_games: p.bot_games,
            stats: p
                .stats
                .into_iter()
                .map(|s| StatsRow {
                    game: display_name(&s.game),
                    played: s.played,
                    won: s.won,
                    average: format!("{:.1}", s.average),
                    best: s.best,
                })
                .collect(),
            current: p
                .current
                .into_iter()
                .map(|c| CurrentRow {
                    id: c.game.id,
                    title: game_title(&c.game),
                    players: c
                        .players
                        .iter()
                        .map(|sp| (sp.player.user_id, sp.name.clone()))
                        .collect(),
                    their_turn: c.their_turn,
                })
                .collect(),
            recent: p
                .recent
                .into_iter()
                .map(|r| RecentRow {
                    id: r.game_id,
                    title: format!("{} #{}", display_name(&r.game), r.game_id),
                    date: date(r.finished_at),
                    place: format!("{} of {}", ordinal(r.rank), r.seats),
                    score: r.score,
                    placings: r.placings.iter().map(placed).collect(),
                })
                .collect(),
        }
    }
}

/// `?bots=1`: the record counts the games with bots too.
#[derive(serde::Deserialize, Default)]
#[serde(default)]
pub struct ProfileQuery {
    bots: String,
}

#[get("/players/{user_id}")]
pub async fn profile(
    ctx: Ctx,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
    query: Option<web::Query<ProfileQuery>>,
) -> Result<HttpResponse, AppError> {
    let with_bots = query.is_some_and(|q| q.bots == "1");
    let user_id = user_id
        .parse::<i32>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("refusal-no-such-player".into()))?;
    let viewer = ctx.user.as_ref().map(|u| u.id);
    let profile = blocking(&state, move |s| {
        history::profile_with(s, user_id, viewer, with_bots)
    })
    .await?;
    render(&ProfilePage::build(ctx.page(), profile))
}
