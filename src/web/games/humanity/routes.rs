//! Humanity's game page, turn submission, replayed steps and rules page: the `GameUi` the
//! shared routes call.

use super::forms::{self, Intent};
use super::page::GamePage;
use super::turn::{self, Step, TurnPanel};
use crate::engine::humanity::{view, State};
use crate::engine::Viewer;
use crate::error::AppError;
use crate::services::games::{self, Actor, GameInfo, Submitted};
use crate::services::notifications::game_title;
use crate::state::AppState;
use crate::web::routes::games::get::blocking;
use crate::web::{see_other, Ctx};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

/// Which turn panel to draw.
pub enum Panel {
    /// From the query of the "choose" step.
    Step(Step),
    /// Already built (a preview, or a form shown again with its error).
    Built(Box<TurnPanel>),
}

fn parse_state(info: &GameInfo) -> Result<State, AppError> {
    let json =
        info.game.state.as_deref().ok_or_else(|| {
            AppError::internal(anyhow::anyhow!("game {} has no state", info.game.id))
        })?;
    serde_json::from_str(json).map_err(|e| {
        AppError::internal(anyhow::anyhow!(
            "game {} state unreadable: {e}",
            info.game.id
        ))
    })
}

pub async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    info: GameInfo,
    notice: Option<String>,
    panel: Panel,
    error: Option<String>,
) -> Result<HttpResponse, AppError> {
    let id = info.game.id;
    let events = blocking(state, move |s| games::log(s, id, 2000)).await?;
    let game_state = parse_state(&info)?;
    let viewer = info.my_seat.map_or(Viewer::Spectator, Viewer::Seat);
    let v = view(&game_state, viewer);
    let mut panel = match panel {
        Panel::Step(step) => turn::panel(&game_state, info.my_seat, info.game.version, &step),
        Panel::Built(p) => *p,
    };
    if panel.error.is_none() {
        panel.error = error;
    }
    let labels = crate::services::seating::labels_by_seat(&info.game.game, &info.players);
    let log = crate::web::games::log::lines(&events, &labels);
    // A game the players voted to end is ranked by the score it had then.
    let ended_early = (info.game.status == "finished" && v.outcome.is_none())
        .then(|| crate::engine::humanity::round::standings(&game_state));
    let talk = crate::web::routes::games::talk::panel(ctx, state, id).await?;
    let mut page = GamePage::build(
        ctx.page(),
        &info,
        &v,
        panel,
        notice,
        log,
        game_title(&info.game),
        ended_early,
    );
    page.talk = talk;
    let status = if page.panel.error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

pub async fn turn(
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
    // Before the form is read: its error would be shown on a board a waiting game has not got.
    let Some(seat) = info.my_seat else {
        return Err(AppError::Conflict("This game has not started yet.".into()));
    };
    let form = match forms::parse(&fields) {
        Ok(form) => form,
        Err(e) => {
            let resp = page(
                ctx,
                state,
                info,
                None,
                Panel::Step(Step::default()),
                Some(e.0),
            )
            .await?;
            return Ok(with_status(resp, StatusCode::BAD_REQUEST));
        }
    };
    if form.intent == Intent::Preview {
        if form.version != info.game.version {
            let resp = page(
                ctx,
                state,
                info,
                Some(moved_on()),
                Panel::Step(Step::default()),
                None,
            )
            .await?;
            return Ok(with_status(resp, StatusCode::CONFLICT));
        }
        let current = parse_state(&info)?;
        let panel = turn::action_panel(&current, seat, form.version, &form.action, None, false);
        return page(ctx, state, info, None, Panel::Built(Box::new(panel)), None).await;
    }
    let user = ctx.user.clone().ok_or_else(|| AppError::LoginRequired {
        next: format!("/games/{id}"),
    })?;
    let action_json = serde_json::to_string(&form.action).map_err(AppError::internal)?;
    let version = form.version;
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
            // Nothing changed: the same form again, with the player's choices and the rule broken.
            let current = parse_state(&info)?;
            let panel = turn::action_panel(
                &current,
                seat,
                form.version,
                &form.action,
                Some(rule),
                false,
            );
            page(ctx, state, info, None, Panel::Built(Box::new(panel)), None).await
        }
        Err(AppError::Conflict(message)) => {
            let viewer = ctx.user.clone();
            let fresh = blocking(state, move |s| games::info(s, viewer.as_ref(), id)).await?;
            let resp = page(
                ctx,
                state,
                fresh,
                Some(message),
                Panel::Step(Step::default()),
                None,
            )
            .await?;
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

/// Humanity's pages for the shared routes.
pub struct Ui;

/// The step of the turn panel chosen so far, from the page's query.
fn step_from(query: &[(String, String)]) -> Step {
    let number = |key: &str| {
        query
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.parse::<u8>().ok())
    };
    Step {
        astronaut: number("astronaut"),
        kind: query
            .iter()
            .find(|(k, _)| k == "kind")
            .map(|(_, v)| v.clone())
            .unwrap_or_default(),
        hangar: number("hangar"),
        slot: number("slot"),
    }
}

#[derive(Template)]
#[template(path = "games/humanity/rules.html")]
pub struct RulesPage {
    pub ctx: crate::web::PageCtx,
    pub readings: &'static [(&'static str, &'static str, &'static str)],
    /// The legend of the board pictures, the same SVG as on the game page.
    pub legend: String,
}

impl crate::web::games::GameUi for Ui {
    fn name(&self) -> &'static str {
        <crate::engine::humanity::Humanity as crate::engine::Game>::NAME
    }

    fn page<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        info: GameInfo,
        notice: Option<String>,
        query: Vec<(String, String)>,
        error: Option<String>,
    ) -> crate::web::games::Answer<'a> {
        Box::pin(page(
            ctx,
            state,
            info,
            notice,
            Panel::Step(step_from(&query)),
            error,
        ))
    }

    fn turn<'a>(
        &'a self,
        ctx: &'a Ctx,
        state: &'a web::Data<AppState>,
        id: i32,
        form: Vec<(String, String)>,
    ) -> crate::web::games::Answer<'a> {
        Box::pin(turn(ctx, state, id, form))
    }

    fn replay_board(
        &self,
        replay: &crate::services::history::Replay,
    ) -> Result<crate::web::games::ReplayBoard, AppError> {
        super::replay::board(replay)
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/humanity.css")
    }

    fn script(&self) -> Option<&'static str> {
        Some(include_str!("../../../../static/games/humanity.js"))
    }

    fn rules(&self, ctx: crate::web::PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            ctx,
            readings: crate::engine::humanity::READINGS,
            legend: super::legend_svg(),
        })
    }
}
