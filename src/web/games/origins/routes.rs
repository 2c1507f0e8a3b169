//! Origins' game page, turn submission, replayed steps and rules page: the `GameUi` the shared
//! routes call.

use super::board::{
    legend_svg, map_svg, map_svg_with, mat_svg, pieces_svg, region_svg, regions, units_by_region,
};
use super::turn::{self, status_text, TurnPanel};
use crate::engine::origins::{view, Action, Origins, State, View, READINGS};
use crate::engine::registry::Extras;
use crate::engine::{Game, Viewer};
use crate::error::AppError;
use crate::services::games::{self, Actor, GameInfo, Submitted};
use crate::services::notifications::{game_title, ranking_lines};
use crate::services::seating::{labels_by_seat, SEAT_MARKS};
use crate::state::AppState;
use crate::web::games::{Answer, GameUi, ReplayBoard};
use crate::web::routes::games::get::blocking;
use crate::web::{see_other, Ctx, PageCtx};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

fn parse_state(json: Option<&str>, id: i32) -> Result<State, AppError> {
    let json = json.ok_or_else(|| AppError::internal(anyhow::anyhow!("game {id} has no state")))?;
    serde_json::from_str(json)
        .map_err(|e| AppError::internal(anyhow::anyhow!("game {id} state unreadable: {e}")))
}

/// One player in the who-is-who line.
pub struct SeatLabel {
    pub initial: String,
    pub name: String,
    pub colour: String,
    pub shape: &'static str,
    pub user_id: Option<i32>,
}

pub use crate::web::games::log::LogLine;

/// One player's mat.
pub struct MatPicture {
    pub name: String,
    pub mine: bool,
    pub svg: String,
}

/// One row of the final score table.
pub struct ScoreRow {
    pub rank: usize,
    pub name: String,
    pub innovation: u8,
    pub population: u8,
    pub elders: u32,
    pub info: u32,
    pub culture: u32,
    pub admin: u32,
    pub total: u32,
    pub elders_in_pool: u32,
    pub metropolises: u32,
}

/// One region of the list view.
pub struct RegionList {
    pub name: String,
    pub units: Vec<String>,
}

/// The auction under way.
pub struct AuctionBox {
    pub card: String,
    /// "No bid yet" or "High bid 2 elders by Ada ●".
    pub standing: String,
    pub bidder: String,
    pub bids: Vec<String>,
    pub passed: Vec<String>,
    pub pledges: Vec<String>,
}

#[derive(Template)]
#[template(path = "games/origins/page.html")]
struct Page {
    ctx: PageCtx,
    talk: String,
    id: i32,
    title: String,
    version: i32,
    status: String,
    notice: Option<String>,
    finished: bool,
    ranking: Vec<String>,
    scores: Vec<ScoreRow>,
    revealed_note: &'static str,
    game_name: &'static str,
    seats: Vec<SeatLabel>,
    joined: bool,
    muted: bool,
    spectator: bool,
    abandoned: Vec<String>,
    can_vote: bool,
    my_vote: String,
    away: Vec<String>,
    deadline: String,
    panel: TurnPanel,
    map: String,
    region: Option<(String, String)>,
    regions: Vec<(String, String)>,
    lists: Vec<RegionList>,
    auction: Option<AuctionBox>,
    mats: Vec<MatPicture>,
    legend: String,
    log: Vec<LogLine>,
}

/// What the turn panel shows beyond the legal decisions.
#[derive(Default)]
struct Ask {
    hex: Option<String>,
    region: Option<String>,
    candidate: Option<Action>,
    preview: bool,
    error: Option<String>,
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    info: GameInfo,
    notice: Option<String>,
    ask: Ask,
) -> Result<HttpResponse, AppError> {
    let id = info.game.id;
    let events = blocking(state, move |s| games::log(s, id, 2000)).await?;
    let game_state = parse_state(info.game.state.as_deref(), id)?;
    let viewer = info.my_seat.map_or(Viewer::Spectator, Viewer::Seat);
    let v = view(&game_state, viewer);
    let labels = labels_by_seat(&info.game.game, &info.players);
    let mut panel = turn::panel(
        &game_state,
        &v,
        info.my_seat,
        info.game.version,
        ask.hex.as_deref(),
        ask.candidate.as_ref(),
        ask.preview,
        &labels,
    );
    if ask.error.is_some() {
        panel.error = ask.error;
    }
    let log = crate::web::games::log::lines(&events, &labels);
    let talk = crate::web::routes::games::talk::panel(ctx, state, id).await?;
    let page = build(
        ctx.page(),
        &info,
        &v,
        &game_state,
        panel,
        notice,
        log,
        talk,
        ask.region.as_deref(),
    );
    let status = if page.panel.error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// "1 elder", "3 elders".
fn elders(n: u8) -> String {
    if n == 1 {
        "1 elder".into()
    } else {
        format!("{n} elders")
    }
}

pub(super) fn auction_box(v: &View, labels: &[String]) -> Option<AuctionBox> {
    let a = v.auction.as_ref()?;
    let name = |s: u8| {
        labels
            .get(usize::from(s))
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", s + 1))
    };
    Some(AuctionBox {
        card: {
            let c = crate::engine::origins::data::data().card(a.card.0);
            format!("{} ({})", c.name, c.id)
        },
        standing: match a.leader {
            Some(leader) if a.high > 0 => {
                format!("High bid {} by {}", elders(a.high), name(leader))
            }
            _ => "No bid yet".into(),
        },
        bidder: name(a.bidder),
        bids: a
            .eligible
            .iter()
            .map(
                |&s| match a.bids.get(usize::from(s)).copied().unwrap_or(0) {
                    0 => format!("{}: no bid", name(s)),
                    n => format!("{}: {}", name(s), elders(n)),
                },
            )
            .collect(),
        passed: a.passed.iter().map(|&s| name(s)).collect(),
        pledges: a
            .pledges
            .iter()
            .map(|p| format!("{} pledged {} to {}", name(p.from), p.count, name(p.to)))
            .collect(),
    })
}

#[allow(clippy::too_many_arguments)]
fn build(
    ctx: PageCtx,
    info: &GameInfo,
    v: &View,
    game_state: &State,
    panel: TurnPanel,
    notice: Option<String>,
    log: Vec<LogLine>,
    talk: String,
    region: Option<&str>,
) -> Page {
    let names = info.names_by_seat();
    let labels = labels_by_seat(&info.game.game, &info.players);
    let name_of = |s: usize| {
        labels
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", s + 1))
    };
    let user_of = |seat: usize| {
        info.players
            .iter()
            .find(|p| p.player.seat == Some(seat as i32))
            .map(|p| p.player.user_id)
    };
    let seats = v
        .players
        .iter()
        .map(|p| SeatLabel {
            initial: SEAT_MARKS[p.seat % SEAT_MARKS.len()].to_string(),
            name: names
                .get(p.seat)
                .cloned()
                .unwrap_or_else(|| format!("Seat {}", p.seat + 1)),
            colour: p.colour.clone(),
            shape: "pieces",
            user_id: user_of(p.seat),
        })
        .collect();
    let mut order: Vec<usize> = (0..v.players.len()).collect();
    if let Some(me) = info.my_seat {
        order.retain(|s| *s != me);
        order.insert(0, me);
    }
    let mats = order
        .into_iter()
        .map(|s| MatPicture {
            name: name_of(s),
            mine: info.my_seat == Some(s),
            svg: mat_svg(v, s, &names),
        })
        .collect();
    let ended_early = (info.game.status == "finished" && v.final_scores.is_none())
        .then(|| <Origins as Extras>::standings(game_state));
    let outcome = <Origins as Game>::outcome(game_state);
    let ranking = outcome
        .as_ref()
        .or(ended_early.as_ref())
        .map(|placings| ranking_lines(&labels, placings))
        .unwrap_or_default();
    let mut scores: Vec<ScoreRow> = v
        .final_scores
        .iter()
        .flatten()
        .map(|f| ScoreRow {
            rank: f.rank,
            name: name_of(f.seat),
            innovation: f.score.innovation,
            population: f.score.population,
            elders: f.score.elders,
            info: f.score.info,
            culture: f.score.culture,
            admin: f.score.admin,
            total: f.score.total,
            elders_in_pool: f.score.elders_in_pool,
            metropolises: f.score.metropolises,
        })
        .collect();
    scores.sort_by_key(|r| r.rank);
    let me = info
        .players
        .iter()
        .find(|p| info.my_seat.is_some() && p.player.seat.map(|x| x as usize) == info.my_seat);
    let abandoned: Vec<String> = info
        .players
        .iter()
        .filter(|p| p.player.abandoned)
        .map(|p| p.name.clone())
        .collect();
    let all_regions = regions();
    let region = region.and_then(|r| {
        all_regions
            .iter()
            .find(|(id, _)| id == r)
            .map(|(id, label)| (label.clone(), region_svg(v, &names, id)))
    });
    let lists = units_by_region(v, &names)
        .into_iter()
        .map(|(name, units)| RegionList { name, units })
        .collect();
    let page_path = format!("/games/{}", info.game.id);
    Page {
        ctx,
        talk,
        id: info.game.id,
        title: game_title(&info.game),
        version: info.game.version,
        status: status_text(v, &labels),
        notice,
        finished: v.final_scores.is_some() || ended_early.is_some(),
        ranking,
        scores,
        revealed_note: "The table below shows where each player's score came from.",
        game_name: Origins::NAME,
        seats,
        joined: me.is_some(),
        muted: me.is_some_and(|p| p.player.muted),
        spectator: info.my_seat.is_none(),
        can_vote: me.is_some_and(|p| !p.player.abandoned)
            && !abandoned.is_empty()
            && info.game.status == "running",
        my_vote: me.and_then(|p| p.player.vote.clone()).unwrap_or_default(),
        abandoned,
        away: info.away.clone(),
        deadline: info.my_deadline.clone().unwrap_or_default(),
        map: map_svg_with(v, &names, &panel.hexes(), &page_path),
        region,
        regions: all_regions,
        lists,
        auction: auction_box(v, &labels),
        panel,
        mats,
        legend: legend_svg(),
        log,
    }
}

fn field<'a>(fields: &'a [(String, String)], k: &str) -> Option<&'a str> {
    fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
}

async fn turn(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: i32,
    fields: Vec<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.clone();
    let info = blocking(state, move |s| games::info(s, viewer.as_ref(), id)).await?;
    if !info.joined {
        return Err(AppError::Forbidden(
            "You do not have a seat at this game, so you cannot play in it.".into(),
        ));
    }
    if info.my_seat.is_none() {
        return Err(AppError::Conflict("This game has not started yet.".into()));
    }
    let version = field(&fields, "version")
        .and_then(|v| v.parse::<i32>().ok())
        .ok_or_else(|| AppError::BadRequest("The form has no valid version.".into()))?;
    let hex = field(&fields, "hex")
        .filter(|h| !h.is_empty())
        .map(str::to_string);
    let action = match turn::parse(&fields) {
        Ok(a) => a,
        Err(message) => {
            let ask = Ask {
                hex,
                error: Some(message),
                ..Ask::default()
            };
            let resp = page(ctx, state, info, None, ask).await?;
            return Ok(with_status(resp, StatusCode::BAD_REQUEST));
        }
    };
    if version != info.game.version {
        let resp = page(ctx, state, info, Some(moved_on()), Ask::default()).await?;
        return Ok(with_status(resp, StatusCode::CONFLICT));
    }
    if field(&fields, "intent") == Some("preview") {
        let ask = Ask {
            hex,
            candidate: Some(action),
            preview: true,
            ..Ask::default()
        };
        return page(ctx, state, info, None, ask).await;
    }
    let user = ctx.user.clone().ok_or_else(|| AppError::LoginRequired {
        next: format!("/games/{id}"),
    })?;
    let action_json = serde_json::to_string(&action).map_err(AppError::internal)?;
    let result = blocking(state, move |s| {
        games::submit(s, Actor::Player(&user), id, version, &action_json)
    })
    .await;
    match result {
        Ok(Submitted::Applied { .. }) => Ok(see_other(&format!("/games/{id}?notice=applied"))),
        Ok(Submitted::AlreadyApplied { .. }) => {
            Ok(see_other(&format!("/games/{id}?notice=already")))
        }
        Err(AppError::Unprocessable(rule)) => {
            let ask = Ask {
                hex,
                candidate: Some(action),
                error: Some(rule),
                ..Ask::default()
            };
            page(ctx, state, info, None, ask).await
        }
        Err(AppError::Conflict(message)) => {
            let viewer = ctx.user.clone();
            let fresh = blocking(state, move |s| games::info(s, viewer.as_ref(), id)).await?;
            let resp = page(ctx, state, fresh, Some(message), Ask::default()).await?;
            Ok(with_status(resp, StatusCode::CONFLICT))
        }
        Err(e) => Err(e),
    }
}

fn moved_on() -> String {
    "The game moved on since this page was drawn, so nothing was applied. Here is the game as it is now.".into()
}

fn with_status(mut response: HttpResponse, status: StatusCode) -> HttpResponse {
    *response.status_mut() = status;
    response
}

/// The simplifications of this edition (readings S1–S8), shown on the rules page.
fn simplifications() -> Vec<(&'static str, &'static str, &'static str)> {
    READINGS
        .iter()
        .copied()
        .filter(|(code, _, _)| code.starts_with('S'))
        .collect()
}

/// Origins' pages for the shared routes.
pub struct Ui;

#[derive(Template)]
#[template(path = "games/origins/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: &'static [(&'static str, &'static str, &'static str)],
    simplifications: Vec<(&'static str, &'static str, &'static str)>,
    pieces: String,
    legend: String,
}

#[derive(Template)]
#[template(path = "games/origins/replay_board.html")]
struct ReplayPictures {
    map: String,
    mats: Vec<MatPicture>,
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        Origins::NAME
    }

    fn page<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        info: GameInfo,
        notice: Option<String>,
        query: Vec<(String, String)>,
        error: Option<String>,
    ) -> Answer<'a> {
        let ask = Ask {
            hex: field(&query, "hex")
                .filter(|h| !h.is_empty())
                .map(str::to_string),
            region: field(&query, "region").map(str::to_string),
            error,
            ..Ask::default()
        };
        Box::pin(page(ctx, state, info, notice, ask))
    }

    fn turn<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        id: i32,
        form: Vec<(String, String)>,
    ) -> Answer<'a> {
        Box::pin(turn(ctx, state, id, form))
    }

    fn replay_board(
        &self,
        replay: &crate::services::history::Replay,
    ) -> Result<ReplayBoard, AppError> {
        let st = parse_state(Some(&replay.state), replay.game.id)?;
        let v = view(&st, replay.viewer);
        let names = replay.names_by_seat();
        let labels = labels_by_seat(&replay.game.game, &replay.players);
        let pictures = ReplayPictures {
            map: map_svg(&v, &names),
            mats: (0..v.players.len())
                .map(|s| MatPicture {
                    name: labels.get(s).cloned().unwrap_or_default(),
                    mine: replay.my_seat == Some(s),
                    svg: mat_svg(&v, s, &names),
                })
                .collect(),
        };
        Ok(ReplayBoard {
            status: status_text(&v, &labels),
            visibility: match replay.viewer {
                Viewer::Omniscient => "The game is over, so every hand and discard pile is shown at every step.",
                Viewer::Seat(_) | Viewer::Spectator => "The game is still being played: the others' hands and the order of the decks stay hidden.",
            },
            board: pictures.render()?,
            chart_title: "Score over the game",
            chart: crate::web::games::chart::score_chart(
                &replay.scores,
                &crate::services::seating::marks(&replay.game.game, &replay.players),
                replay.step.max(0) as usize,
                &[crate::web::games::chart::Series::Value(0, "Score")],
            ),
        })
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            ctx,
            readings: READINGS,
            simplifications: simplifications(),
            pieces: pieces_svg(),
            legend: legend_svg(),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/origins.css")
    }

    fn script(&self) -> Option<&'static str> {
        Some(include_str!("../../../../static/games/origins.js"))
    }
}
