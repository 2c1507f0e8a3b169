//! Dawn of Mankind's game page, turn submission, replayed steps and rules page: the `GameUi`
//! the shared routes call. (Skeleton: one radio button per legal submission.)

use super::board::{board_svg, legend_svg, mat_svg};
use crate::engine::dawn_of_mankind::{legal_actions, view, DawnOfMankind, State, READINGS};
use crate::engine::{Game, Viewer};
use crate::error::AppError;
use crate::services::games::{self, Actor, GameInfo, Submitted};
use crate::services::notifications::game_title;
use crate::state::AppState;
use crate::web::games::{Answer, GameUi, ReplayBoard};
use crate::web::routes::games::get::blocking;
use crate::web::{see_other, Ctx, PageCtx};
use actix_web::{web, HttpResponse};
use askama::Template;

fn parse_state(json: Option<&str>, id: i32) -> Result<State, AppError> {
    let json = json.ok_or_else(|| AppError::internal(anyhow::anyhow!("game {id} has no state")))?;
    serde_json::from_str(json)
        .map_err(|e| AppError::internal(anyhow::anyhow!("game {id} state unreadable: {e}")))
}

#[derive(Template)]
#[template(path = "games/dawn_of_mankind/page.html")]
struct Page {
    ctx: PageCtx,
    talk: String,
    id: i32,
    title: String,
    version: i32,
    notice: Option<String>,
    error: Option<String>,
    board: String,
    mats: Vec<String>,
    legend: String,
    choices: Vec<String>,
    log: Vec<(i32, String)>,
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    info: GameInfo,
    notice: Option<String>,
    error: Option<String>,
) -> Result<HttpResponse, AppError> {
    let id = info.game.id;
    let events = blocking(state, move |s| games::log(s, id, 2000)).await?;
    let game_state = parse_state(info.game.state.as_deref(), id)?;
    let viewer = info.my_seat.map_or(Viewer::Spectator, Viewer::Seat);
    let v = view(&game_state, viewer);
    let names = info.names_by_seat();
    let labels = crate::services::seating::labels_by_seat(&info.players);
    let choices = info
        .my_seat
        .map(|seat| legal_actions(&game_state, seat))
        .unwrap_or_default()
        .iter()
        .filter_map(|a| serde_json::to_string(a).ok())
        .collect();
    let log = events
        .iter()
        .flat_map(|e| {
            let labels = &labels;
            e.log_lines().into_iter().rev().map(move |text| {
                (
                    e.version,
                    crate::services::seating::with_names(&text, labels),
                )
            })
        })
        .collect();
    let talk = crate::web::routes::games::talk::panel(ctx, state, id).await?;
    let page = Page {
        ctx: ctx.page(),
        talk,
        id,
        title: game_title(&info.game),
        version: info.game.version,
        notice,
        error,
        board: board_svg(&v, &names),
        mats: (0..v.players.len())
            .map(|s| mat_svg(&v, s, &names))
            .collect(),
        legend: legend_svg(),
        choices,
        log,
    };
    crate::web::render(&page)
}

async fn turn(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: i32,
    fields: Vec<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let field = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let user = ctx.user.clone().ok_or_else(|| AppError::LoginRequired {
        next: format!("/games/{id}"),
    })?;
    let version = field("version")
        .and_then(|v| v.parse::<i32>().ok())
        .ok_or_else(|| AppError::BadRequest("The form has no valid version.".into()))?;
    let action =
        field("action").ok_or_else(|| AppError::BadRequest("Choose what to do first.".into()))?;
    let result = blocking(state, move |s| {
        games::submit(s, Actor::Player(&user), id, version, &action)
    })
    .await?;
    Ok(match result {
        Submitted::Applied { .. } => see_other(&format!("/games/{id}?notice=applied")),
        Submitted::AlreadyApplied { .. } => see_other(&format!("/games/{id}?notice=already")),
    })
}

/// Dawn of Mankind's pages for the shared routes.
pub struct Ui;

#[derive(Template)]
#[template(path = "games/dawn_of_mankind/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: &'static [(&'static str, &'static str, &'static str)],
    turnpost_edition: &'static [&'static str],
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        DawnOfMankind::NAME
    }

    fn page<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        info: GameInfo,
        notice: Option<String>,
        _query: Vec<(String, String)>,
        error: Option<String>,
    ) -> Answer<'a> {
        Box::pin(page(ctx, state, info, notice, error))
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
        Ok(ReplayBoard {
            status: String::new(),
            visibility: "Every VP total stays hidden from the other players until the end.",
            board: board_svg(&v, &names),
            chart_title: "Victory points over the game",
            chart: String::new(),
        })
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            ctx,
            readings: READINGS,
            turnpost_edition: crate::engine::dawn_of_mankind::readings::TURNPOST_EDITION,
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/dawn-of-mankind.css")
    }
}
