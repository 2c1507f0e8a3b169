//! Beta Colony's game page, turn submission, replayed steps and rules page: the `GameUi` the
//! shared routes call.

use super::board::{board_svg_with, dice_svg, legend_svg, mat_svg, pieces_svg, status_text};
use super::turn::{self, TurnPanel};
use crate::engine::beta_colony::{view, Action, BetaColony, State, View, READINGS};
use crate::engine::registry::Extras;
use crate::engine::{Game, Viewer};
use crate::error::AppError;
use crate::services::games::{self, Actor, GameInfo, Submitted};
use crate::services::notifications::{game_title, ranking_lines};
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
    pub initial: char,
    pub name: String,
    pub colour: &'static str,
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
    pub name: String,
    /// CP earned during play.
    pub play: u32,
    pub artifacts: u32,
    pub achievements: u32,
    pub majorities: u32,
    pub total: u32,
    /// The tie-break: own crew on Victus.
    pub crew: u32,
}

#[derive(Template)]
#[template(path = "games/beta_colony/page.html")]
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
    board: String,
    dice: String,
    mats: Vec<MatPicture>,
    legend: String,
    log: Vec<LogLine>,
}

/// What the turn panel shows: the destination chosen in an action's first step, or a submitted
/// action shown again (previewed, or refused with `error`).
#[derive(Default)]
struct Ask {
    route: Option<String>,
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
    let names = info.names_by_seat();
    let labels = crate::services::seating::labels_by_seat(&info.game.game, &info.players);
    let mut panel = turn::panel(
        &game_state,
        &v,
        info.my_seat,
        info.game.version,
        ask.route.as_deref(),
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
        &names,
        panel,
        notice,
        log,
        talk,
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

#[allow(clippy::too_many_arguments)]
fn build(
    ctx: PageCtx,
    info: &GameInfo,
    v: &View,
    game_state: &State,
    names: &[String],
    panel: TurnPanel,
    notice: Option<String>,
    log: Vec<LogLine>,
    talk: String,
) -> Page {
    let marks = super::paint::seat_marks(v, names);
    let name_of = |s: usize| {
        marks
            .get(s)
            .map_or_else(|| format!("Seat {}", s + 1), |m| m.name.clone())
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
            initial: marks.get(p.seat).map_or('?', |m| m.initial),
            name: name_of(p.seat),
            colour: p.colour,
            shape: p.shape,
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
            svg: mat_svg(v, s, names),
        })
        .collect();
    // A game the players voted to end is ranked by the score it had then.
    let ended_early = (info.game.status == "finished" && v.outcome.is_none())
        .then(|| <BetaColony as Extras>::standings(game_state));
    let ranking = v
        .outcome
        .as_ref()
        .or(ended_early.as_ref())
        .map(|placings| ranking_lines(&crate::services::seating::labels_by_seat(&info.game.game, &info.players), placings))
        .unwrap_or_default();
    let scores = v
        .players
        .iter()
        .filter_map(|p| {
            let f = p.final_score.as_ref()?;
            let total = p.score.unwrap_or(p.cp);
            Some(ScoreRow {
                name: name_of(p.seat),
                play: total.saturating_sub(f.total()),
                artifacts: f.artifacts,
                achievements: f.achievements.iter().sum(),
                majorities: f.majority.iter().sum(),
                total,
                crew: f.crew_on_victus,
            })
        })
        .collect();
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
    let highlight = panel.highlight();
    Page {
        ctx,
        talk,
        id: info.game.id,
        title: game_title(&info.game),
        version: info.game.version,
        status: status_text(v, names),
        notice,
        finished: v.outcome.is_some() || ended_early.is_some(),
        ranking,
        scores,
        revealed_note: "The table below shows where each player's Confidence came from.",
        game_name: BetaColony::NAME,
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
        board: board_svg_with(v, names, &highlight, &format!("/games/{}", info.game.id)),
        dice: dice_svg(v),
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
    let action = match turn::parse(&fields) {
        Ok(a) => a,
        Err(message) => {
            let ask = Ask {
                route: field(&fields, "to").map(str::to_string),
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
            candidate: Some(action),
            preview: true,
            ..Ask::default()
        };
        return page(ctx, state, info, None, ask).await;
    }
    let user = ctx.user.clone().ok_or_else(|| AppError::LoginRequired {
        next: format!("/games/{id}"),
    })?;
    // Answers the form left out are filled by the defaults, as the preview shows them.
    let seat = info.my_seat.unwrap_or(0);
    let sent = match info
        .game
        .state
        .as_deref()
        .map(serde_json::from_str::<State>)
    {
        Some(Ok(st)) => turn::completed(&st, seat, &action),
        _ => action.clone(),
    };
    let action_json = serde_json::to_string(&sent).map_err(AppError::internal)?;
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
            let ask = Ask {
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

/// Beta Colony's pages for the shared routes.
pub struct Ui;

#[derive(Template)]
#[template(path = "games/beta_colony/rules.html")]
struct RulesPage {
    ctx: PageCtx,
    readings: &'static [(&'static str, &'static str, &'static str)],
    turnpost_edition: &'static [&'static str],
    pieces: String,
    legend: String,
}

#[derive(Template)]
#[template(path = "games/beta_colony/replay_board.html")]
struct ReplayPictures {
    board: String,
    dice: String,
    mats: Vec<MatPicture>,
}

impl GameUi for Ui {
    fn name(&self) -> &'static str {
        BetaColony::NAME
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
            route: field(&query, "to").map(str::to_string),
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
        let pictures = ReplayPictures {
            board: board_svg_with(&v, &names, &[], ""),
            dice: dice_svg(&v),
            mats: (0..v.players.len())
                .map(|s| MatPicture {
                    name: names.get(s).cloned().unwrap_or_default(),
                    mine: replay.my_seat == Some(s),
                    svg: mat_svg(&v, s, &names),
                })
                .collect(),
        };
        Ok(ReplayBoard {
            status: status_text(&v, &names),
            visibility: match replay.viewer {
                Viewer::Omniscient => "The game is over, so the pod pile and the building stack are shown in order at every step.",
                Viewer::Seat(_) | Viewer::Spectator => "The game is still being played: the order of the pod pile and of the building stack below its top stays hidden.",
            },
            board: pictures.render()?,
            chart_title: "Confidence over the game",
            chart: crate::web::games::chart::score_chart(
                &replay.scores,
                &crate::services::seating::marks(&replay.game.game, &replay.players),
                replay.step.max(0) as usize,
                &[crate::web::games::chart::Series::Value(0, "Confidence (CP)")],
            ),
        })
    }

    fn rules(&self, ctx: PageCtx) -> Result<HttpResponse, AppError> {
        crate::web::render(&RulesPage {
            ctx,
            readings: READINGS,
            turnpost_edition: crate::engine::beta_colony::readings::TURNPOST_EDITION,
            pieces: pieces_svg(),
            legend: legend_svg(),
        })
    }

    fn stylesheet(&self) -> &'static str {
        include_str!("../../../../static/games/beta-colony.css")
    }
}
