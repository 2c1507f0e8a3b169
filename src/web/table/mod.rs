//! The table: the page of a started game, the same frame for every game. The platform draws the
//! title and status, the seats with their marks (`services::seating::marks`), the deadline, what
//! happened since the viewer's last turn, the turn panel (`panel`: the steps of the decision,
//! its preview, confirm and change), table talk and notes, the log, the final ranking, the
//! votes, mute, resign and ending by agreement, and the replay link. A game supplies only its
//! pictures and texts (`GameUi::pictures`, `GameUi::preview`) and its choices
//! (`Extras::choices`, through the registry).
//!
//! Every POST of the page ends in a redirect (303) to a page that can be reloaded: the turn
//! (`turn`), and the table's own forms (`forms`).

pub mod forms;
pub mod panel;
pub mod replay;
pub mod since;
pub mod turn;

use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games as game_rows;
use crate::engine::choice::parse_path;
use crate::engine::{Seat, Viewer};
use crate::error::AppError;
use crate::services::games::{self, GameInfo};
use crate::services::notifications::{game_title, ranking_lines};
use crate::services::seating::{self, SeatMark};
use crate::state::AppState;
use crate::web::games::log::LogLine;
use crate::web::games::{GameUi, Pictures, Scene};
use crate::web::routes::games::get::blocking;
use crate::web::{Ctx, PageCtx};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use panel::Deciding;
use since::Since;

/// A line at the top of the page after an action: what happened, and how it reads.
pub struct Notice {
    /// The id of a fixed text, or none: `words` as they came (a refusal's sentence).
    id: Option<&'static str>,
    words: String,
    /// "done" (it worked), "info" or "warning" (nothing was done).
    pub kind: &'static str,
}

impl Notice {
    /// A fixed text (its id) saying that something worked.
    pub fn done(id: &'static str) -> Self {
        Notice {
            id: Some(id),
            words: String::new(),
            kind: "done",
        }
    }

    /// Why nothing was done, in the words given.
    pub fn warning(words: impl Into<String>) -> Self {
        Notice {
            id: None,
            words: words.into(),
            kind: "warning",
        }
    }

    /// A fixed text saying that nothing was done.
    fn warning_text(id: &'static str) -> Self {
        Notice {
            id: Some(id),
            words: String::new(),
            kind: "warning",
        }
    }

    /// What the notice says, in `lang` (words that are the id of a text, as a service's
    /// refusal may be, are said in `lang` too).
    pub fn text(&self, lang: &crate::i18n::Lang) -> String {
        crate::i18n::in_lang(*lang, self.id.unwrap_or(&self.words))
    }
}

/// The notice a redirect asks for (`?notice=`): fixed texts only, so nothing from the address
/// is ever shown.
pub fn notice_of(key: Option<&str>) -> Option<Notice> {
    Some(match key? {
        "applied" => Notice::done("notice-applied"),
        "already" => Notice::done("notice-already"),
        "moved-on" => Notice::warning_text("notice-moved-on"),
        "invited" => Notice::done("notice-invited"),
        "joined" => Notice::done("notice-joined"),
        "muted" => Notice::done("notice-muted"),
        "unmuted" => Notice::done("notice-unmuted"),
        "voted" => Notice::done("notice-voted"),
        "resigned" => Notice::done("notice-resigned"),
        "end-proposed" => Notice::done("notice-end-proposed"),
        "end-withdrawn" => Notice::done("notice-end-withdrawn"),
        "ended" => Notice::done("notice-ended"),
        "bot-voted" => Notice::done("notice-bot-voted"),
        "bot-seated" => Notice::done("notice-bot-seated"),
        "rematch" => Notice::done("notice-rematch"),
        _ => return None,
    })
}

/// One seat in the list of who is who.
pub struct SeatLine {
    pub mark: SeatMark,
    pub me: bool,
    pub to_act: bool,
    pub resigned: bool,
    pub abandoned: bool,
}

/// Where the vote to end the game by agreement stands, for the page.
pub struct EndVote {
    /// Some player proposed it.
    pub open: bool,
    /// Who said yes so far.
    pub yes: Vec<String>,
    /// Players still in the game.
    pub of: usize,
    /// The viewer said yes.
    pub mine: bool,
    /// The viewer may vote (seated, still in the game, the game running).
    pub can: bool,
}

/// A seat whose player left, which the table may hand to a bot, for the page.
pub struct BotVote {
    /// The seat's value in the form (not shown).
    pub seat: i32,
    /// "Ada ●"
    pub label: String,
    /// Who voted to hand it to a bot, with the level: "Bea ■ (normal)".
    pub yes: Vec<String>,
    /// People still in the game.
    pub of: usize,
    /// The level the viewer voted for ("" when none).
    pub mine: String,
    /// The seat is the viewer's own (the others decide about it).
    pub own: bool,
}

/// One seat's own picture (its mat or base).
pub struct MatView {
    pub title: String,
    pub markup: String,
    pub mine: bool,
}

#[derive(Template)]
#[template(path = "games/table.html")]
pub struct TablePage {
    pub ctx: PageCtx,
    pub id: i32,
    pub title: String,
    /// The registry name (rules link, stylesheet).
    pub game_name: &'static str,
    pub has_script: bool,
    pub version: i32,
    pub notice: Option<Notice>,
    pub status: String,
    pub seats: Vec<SeatLine>,
    /// The viewer's deadline, when it decides.
    pub deadline: String,
    pub since: Since,
    /// The viewer's decision, when it has one.
    pub panel: Option<Deciding>,
    /// Who the game waits for, when it is not the viewer ("Ana ▲").
    pub waiting_for: String,
    pub pictures: Pictures,
    pub mats: Vec<MatView>,
    pub talk: String,
    pub log: Vec<LogLine>,
    pub finished: bool,
    pub ranking: Vec<String>,
    pub joined: bool,
    pub muted: bool,
    pub spectator: bool,
    pub abandoned: Vec<String>,
    pub can_vote: bool,
    pub my_vote: String,
    pub away: Vec<String>,
    /// The viewer may resign now.
    pub can_resign: bool,
    /// Seats whose player left that the table may hand to a bot.
    pub bot_votes: Vec<BotVote>,
    /// The viewer may vote on them (and invite a person to a bot's seat).
    pub can_vote_bots: bool,
    /// The bots' seats: (the seat's value in the form, "Bot (normal) ▲").
    pub bot_seats: Vec<(i32, String)>,
    /// The viewer resigned.
    pub resigned: bool,
    pub end: EndVote,
}

/// The seats to act in a running game.
fn to_act(info: &GameInfo) -> Vec<Seat> {
    if info.game.status == game_rows::RUNNING {
        info.game.to_act_seats()
    } else {
        Vec::new()
    }
}

fn me<'a>(info: &'a GameInfo) -> Option<&'a SeatedPlayer> {
    let seat = info.my_seat?;
    info.players
        .iter()
        .find(|p| p.player.seat == Some(seat as i32))
}

/// The table page of a started (or finished) game for the visitor. `query` may carry the path of
/// the decision chosen so far (`c`) and a notice.
pub async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    ui: &dyn GameUi,
    info: GameInfo,
    notice: Option<Notice>,
    query: &[(String, String)],
) -> Result<HttpResponse, AppError> {
    let id = info.game.id;
    let events = blocking(state, move |s| games::log(s, id, 2000)).await?;
    let viewer = ctx.user.clone();
    let talk_lines = blocking(state, move |s| {
        match crate::services::talk::list(s, viewer.as_ref(), id) {
            Ok(t) => Ok(t.messages),
            Err(AppError::Forbidden(_)) => Ok(Vec::new()),
            Err(e) => Err(e),
        }
    })
    .await?;
    let talk = crate::web::routes::games::talk::panel(ctx, state, id).await?;
    let confirm = match &ctx.user {
        Some(u) => {
            let uid = u.id;
            blocking(state, move |s| {
                Ok(crate::services::prefs::get(s, uid)?.confirm_turns)
            })
            .await?
        }
        None => true,
    };
    let state_json = info
        .game
        .state
        .clone()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("game {id} has no state")))?;
    let marks = seating::marks(&info.game.game, &info.players);
    let labels = seating::labels_by_seat(&info.game.game, &info.players);
    let acting = to_act(&info);
    let mine = me(&info);
    let deciding = info
        .my_seat
        .filter(|s| acting.contains(s))
        .filter(|_| mine.is_some_and(|p| !p.player.resigned));
    let chosen = query
        .iter()
        .find(|(k, _)| k == "c")
        .map(|(_, v)| parse_path(v));
    let mut panel = None;
    let mut preview_of = None;
    if let Some(seat) = deciding {
        let path = match &chosen {
            Some(Some(p)) => p.clone(),
            _ => Vec::new(),
        };
        if let Ok((mut p, action)) = panel::build(
            info.engine,
            &state_json,
            seat,
            id,
            info.game.version,
            &path,
            confirm,
            &labels,
            ctx.lang,
        ) {
            if matches!(chosen, Some(None)) {
                p.error = Some(ctx.lang.t("table-error-not-on-offer"));
            }
            preview_of = action;
            panel = Some(p);
        }
    }
    let over = info.game.status == game_rows::FINISHED;
    let viewer_of = if over {
        Viewer::Omniscient
    } else {
        info.my_seat.map_or(Viewer::Spectator, Viewer::Seat)
    };
    let taps: Vec<(String, String)> = panel.as_ref().map(|p| p.taps.clone()).unwrap_or_default();
    let scene = Scene {
        state: &state_json,
        viewer: viewer_of,
        seats: &marks,
        taps: &taps,
        over,
        lang: ctx.lang,
    };
    if let (Some(p), Some(action), Some(seat)) = (panel.as_mut(), preview_of.as_ref(), deciding) {
        match ui.preview(&scene, seat, action) {
            Ok(markup) => p.preview = Some(markup),
            Err(rule) => p.error = Some(rule),
        }
    }
    let pictures = ui.pictures(&scene)?;
    let mats = order_mats(&pictures, &marks, info.my_seat, ctx.lang);
    let names = info.seat_names();
    let log = crate::web::games::log::lines(&events, &names, ctx.lang);
    let since = since::since(
        &events,
        &talk_lines,
        mine.map(|p| (p.player.seat.unwrap_or_default() as Seat, p.player.user_id)),
        &names,
        over,
        ctx.lang,
    );
    let ranking = if over {
        crate::services::history::ranking(info.engine, &state_json, &info.players)
            .map(|r| ranking_lines(&labels, &r, ctx.lang))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    let seats = marks
        .iter()
        .map(|m| {
            let row = info
                .players
                .iter()
                .find(|p| p.player.seat == Some(m.seat as i32));
            SeatLine {
                me: info.my_seat == Some(m.seat),
                to_act: acting.contains(&m.seat),
                resigned: row.is_some_and(|p| p.player.resigned),
                abandoned: row.is_some_and(|p| p.player.abandoned),
                mark: m.clone(),
            }
        })
        .collect();
    let abandoned: Vec<String> = info
        .players
        .iter()
        .filter(|p| p.player.abandoned)
        .filter_map(|p| p.player.seat.and_then(|s| labels.get(s as usize)).cloned())
        .collect();
    let running = info.game.status == game_rows::RUNNING;
    let in_game = |p: &&SeatedPlayer| !p.player.resigned && !p.player.abandoned;
    let still_in: Vec<&SeatedPlayer> = info.players.iter().filter(in_game).collect();
    let end = EndVote {
        open: running && still_in.iter().any(|p| p.player.end_vote),
        yes: still_in
            .iter()
            .filter(|p| p.player.end_vote)
            .filter_map(|p| p.player.seat.and_then(|s| labels.get(s as usize)).cloned())
            .collect(),
        of: still_in.len(),
        mine: mine.is_some_and(|p| p.player.end_vote),
        can: running && mine.is_some_and(|p| in_game(&p)),
    };
    let waiting_for = acting
        .iter()
        .filter(|s| Some(**s) != deciding)
        .filter_map(|s| labels.get(*s).cloned())
        .collect::<Vec<_>>()
        .join(", ");
    let mut page = TablePage {
        ctx: ctx.page(),
        id,
        title: game_title(&info.game),
        game_name: info.engine.name(),
        has_script: ui.script().is_some(),
        version: info.game.version,
        notice,
        status: pictures.status.clone(),
        seats,
        deadline: if deciding.is_some() {
            info.my_deadline
                .as_ref()
                .map(|d| d.words(ctx.lang))
                .unwrap_or_default()
        } else {
            String::new()
        },
        since,
        waiting_for,
        mats,
        talk,
        log,
        finished: over,
        ranking,
        joined: mine.is_some(),
        muted: mine.is_some_and(|p| p.player.muted),
        spectator: info.my_seat.is_none(),
        can_vote: running
            && mine.is_some_and(|p| !p.player.abandoned && !p.player.resigned)
            && !abandoned.is_empty(),
        my_vote: mine.and_then(|p| p.player.vote.clone()).unwrap_or_default(),
        abandoned,
        away: info.away.clone(),
        can_resign: running && mine.is_some_and(|p| !p.player.resigned),
        bot_votes: if running {
            let people = crate::services::leaving::still_in(&info.players);
            info.players
                .iter()
                .filter(|p| crate::services::leaving::may_go_to_a_bot(p))
                .filter_map(|p| {
                    let seat = p.player.seat?;
                    Some(BotVote {
                        seat,
                        label: labels.get(seat as usize).cloned()?,
                        yes: people
                            .iter()
                            .filter(|v| v.player.seat != Some(seat))
                            .filter(|v| v.player.bot_vote_seat == Some(seat))
                            .filter_map(|v| {
                                let who = labels.get(v.player.seat? as usize)?;
                                Some(format!(
                                    "{who} ({})",
                                    v.player.bot_vote_level.as_deref().unwrap_or("normal")
                                ))
                            })
                            .collect(),
                        of: people
                            .iter()
                            .filter(|v| v.player.seat != Some(seat))
                            .count(),
                        own: info.my_seat == Some(seat as usize),
                        mine: mine
                            .filter(|m| m.player.bot_vote_seat == Some(seat))
                            .and_then(|m| m.player.bot_vote_level.clone())
                            .unwrap_or_default(),
                    })
                })
                .collect()
        } else {
            Vec::new()
        },
        bot_seats: marks
            .iter()
            .filter(|m| running && m.is_bot())
            .map(|m| (m.seat as i32, m.label()))
            .collect(),
        can_vote_bots: running
            && mine.is_some_and(|m| {
                crate::services::leaving::still_in(&info.players)
                    .iter()
                    .any(|p| p.player.id == m.player.id)
            }),
        resigned: mine.is_some_and(|p| p.player.resigned),
        end,
        pictures,
        panel,
    };
    // A refusal is shown in the game's words, the players named, the rule it cites linked to
    // the rules page.
    if let Some(p) = page.panel.as_mut() {
        p.error = p
            .error
            .take()
            .map(|e| ui.refusal(&seating::with_names(&e, &labels, ctx.lang)));
    }
    let status = match page.panel.as_ref().and_then(|p| p.error.as_ref()) {
        Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
        None => StatusCode::OK,
    };
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header(("cache-control", "no-store"))
        .body(page.render()?))
}

/// The seats' own pictures: the viewer's first and open, the others after it.
fn order_mats(
    pictures: &Pictures,
    marks: &[SeatMark],
    mine: Option<Seat>,
    lang: crate::i18n::Lang,
) -> Vec<MatView> {
    let word = pictures.mat_word;
    let mut out: Vec<MatView> = pictures
        .mats
        .iter()
        .map(|(seat, markup)| {
            let label = marks
                .iter()
                .find(|m| m.seat == *seat)
                .map(SeatMark::label)
                .unwrap_or_default();
            let mine = mine == Some(*seat);
            MatView {
                title: crate::web::games::mat_title(lang, word, (!mine).then_some(label.as_str())),
                markup: markup.clone(),
                mine,
            }
        })
        .collect();
    out.sort_by_key(|m| !m.mine);
    out
}
