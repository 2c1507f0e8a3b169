//! GET handlers of the game pages.

use crate::db::models::game_players::SeatedPlayer;
use crate::db::models::games::{self as game_rows, GameRow};
use crate::db::models::invitations::Invitation;
use crate::engine::registry::{self, DynGame};
use crate::error::AppError;
use crate::services::games::{self, MyGame, MAX_DAYS, MIN_DAYS};
use crate::services::notifications::{display_name, game_title};
use crate::state::AppState;
use crate::web::{render, Ctx, PageCtx};
use actix_web::{get, web, HttpResponse};
use askama::Template;

pub use crate::web::blocking;

/// The new-game form of one game.
#[derive(Template)]
#[template(path = "games/new.html")]
pub struct NewGamePage {
    pub ctx: PageCtx,
    pub error: Option<String>,
    pub game: &'static str,
    pub title: &'static str,
    pub summary: String,
    pub seats: Vec<usize>,
    pub default_seats: usize,
    /// (value, "sky blue ●") of every colour of the game.
    pub colours: Vec<(String, String)>,
    pub min_days: i32,
    pub max_days: i32,
    /// The game's setup choices: (field name, label, [(value, what players read)]); the first
    /// value is the default.
    pub options: Vec<OptionField>,
}

/// A setup choice on the new-game form: (field name, label, [(value, what players read)]).
pub type OptionField = (String, String, Vec<(&'static str, String)>);

impl NewGamePage {
    pub fn of(ctx: PageCtx, engine: &'static dyn DynGame, error: Option<String>) -> Self {
        let about = engine.about();
        let lang = ctx.lang;
        NewGamePage {
            ctx,
            error,
            game: engine.name(),
            title: about.title,
            summary: crate::i18n::games::summary(lang, engine),
            seats: (about.min_players..=about.max_players).collect(),
            default_seats: (about.min_players + 1).min(about.max_players),
            colours: crate::services::seating::colour_choices(
                engine.name(),
                about.colours.iter().copied(),
            ),
            min_days: MIN_DAYS,
            max_days: MAX_DAYS,
            options: about
                .options
                .iter()
                .map(|o| {
                    let choices = o
                        .choices
                        .iter()
                        .map(|(v, _)| (*v, crate::i18n::games::option_choice(lang, engine, o, v)))
                        .collect();
                    let label = crate::i18n::games::option_label(lang, engine, o);
                    (format!("option_{}", o.key), label, choices)
                })
                .collect(),
        }
    }
}

/// Every game of the site, to choose one before its form.
#[derive(Template)]
#[template(path = "games/choose.html")]
pub struct ChooseGamePage {
    pub ctx: PageCtx,
    /// (registry name, title, "2–4 players", summary)
    pub games: Vec<(&'static str, &'static str, String, String)>,
}

#[derive(serde::Deserialize, Default)]
#[serde(default)]
pub struct NewGameQuery {
    game: String,
}

/// The form of the game named in the query; with no game named, the list of games (or the one
/// form when the site has a single game).
#[get("/games/new")]
pub async fn new_game(ctx: Ctx, q: web::Query<NewGameQuery>) -> Result<HttpResponse, AppError> {
    ctx.require_user("/games/new")?;
    let all = registry::games();
    let chosen = match (registry::game(&q.game), all) {
        (Some(engine), _) => engine,
        (None, [only]) => *only,
        (None, _) => {
            return render(&ChooseGamePage {
                ctx: ctx.page(),
                games: offered_games(ctx.lang),
            })
        }
    };
    render(&NewGamePage::of(ctx.page(), chosen, None))
}

/// A game in a list, ready to show.
pub struct GameLine {
    pub id: i32,
    pub title: String,
    pub status: String,
    pub players: String,
    pub seats: i32,
    pub taken: usize,
    pub days: i32,
    pub waited: String,
    pub my_turn: bool,
    /// Who is to play in a running game ("Bea ■").
    pub to_play: String,
    /// The viewer's deadline in a game waiting on it ("Fri 27 Nov, 14:05 (UTC), in 2 days").
    pub deadline: String,
    /// The viewer's result in a finished game ("2nd of 3 · 54 points").
    pub result: String,
}

/// "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st".
pub fn ordinal(n: i32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn line(
    game: &GameRow,
    players: &[SeatedPlayer],
    my_turn: bool,
    now: chrono::NaiveDateTime,
    lang: crate::i18n::Lang,
) -> GameLine {
    GameLine {
        id: game.id,
        title: game_title(game),
        status: game.status.clone(),
        // Seated players with their marks, in turn order; before the start, by name.
        players: if game.status == game_rows::WAITING {
            players
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        } else {
            crate::services::seating::labels_by_seat(&game.game, players)
                .into_iter()
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join(", ")
        },
        seats: game.seats,
        taken: players.len(),
        days: game.time_limit_days,
        waited: crate::services::notifications::waited_in(lang, game.turn_started_at, now),
        my_turn,
        to_play: if game.status == game_rows::RUNNING {
            let labels = crate::services::seating::labels_by_seat(&game.game, players);
            game.to_act_seats()
                .iter()
                .filter_map(|s| labels.get(*s).cloned())
                .collect::<Vec<_>>()
                .join(", ")
        } else {
            String::new()
        },
        deadline: String::new(),
        result: String::new(),
    }
}

#[derive(Template)]
#[template(path = "games/mine.html")]
pub struct MinePage {
    pub ctx: PageCtx,
    pub notice: Option<&'static str>,
    pub mine_turn: Vec<GameLine>,
    pub others_turn: Vec<GameLine>,
    pub waiting: Vec<GameLine>,
    pub finished: Vec<GameLine>,
}

/// The viewer's games, grouped: waiting on me, on others, not started, finished.
pub async fn my_games_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    notice: Option<&'static str>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user("/games")?.clone();
    let now = state.clock.now_naive();
    let all: Vec<MyGame> = blocking(state, move |s| games::my_games(s, &user)).await?;
    let mut page = MinePage {
        ctx: ctx.page(),
        notice,
        mine_turn: vec![],
        others_turn: vec![],
        waiting: vec![],
        finished: vec![],
    };
    for g in all {
        let mut l = line(&g.game, &g.players, g.my_turn, now, ctx.lang);
        l.deadline = g
            .deadline
            .as_ref()
            .map(|d| d.words(ctx.lang))
            .unwrap_or_default();
        if let Some((rank, score)) = g.result {
            l.result = format!("{} of {} · {score} points", ordinal(rank), g.players.len());
        }
        match (g.my_turn, g.game.status.as_str()) {
            (true, _) => page.mine_turn.push(l),
            (false, game_rows::RUNNING) => page.others_turn.push(l),
            (false, game_rows::WAITING) => page.waiting.push(l),
            _ => page.finished.push(l),
        }
    }
    render(&page)
}

#[get("/games")]
pub async fn mine(
    ctx: Ctx,
    state: web::Data<AppState>,
    q: web::Query<crate::web::routes::home::NoticeQuery>,
) -> Result<HttpResponse, AppError> {
    let notice = crate::web::routes::notice_text(q.notice.as_deref());
    my_games_page(&ctx, &state, notice).await
}

#[derive(Template)]
#[template(path = "games/lobby.html")]
pub struct LobbyPage {
    pub ctx: PageCtx,
    pub games: Vec<GameLine>,
    /// Every game of the site: (registry name, title, "2–4 players", summary).
    pub offered: Vec<(&'static str, &'static str, String, String)>,
}

/// Every game of the site, as the lists of games show it: (registry name, title, "2–4
/// players", summary), in `lang`.
pub fn offered_games(lang: crate::i18n::Lang) -> Vec<(&'static str, &'static str, String, String)> {
    registry::games()
        .iter()
        .map(|g| {
            let players = crate::i18n::games::players(lang, *g);
            let summary = crate::i18n::games::summary(lang, *g);
            (g.name(), g.about().title, players, summary)
        })
        .collect()
}

#[get("/lobby")]
pub async fn lobby(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let now = state.clock.now_naive();
    let open = blocking(&state, games::open_games).await?;
    let games = open
        .iter()
        .map(|(g, p)| line(g, p, false, now, ctx.lang))
        .collect();
    render(&LobbyPage {
        ctx: ctx.page(),
        games,
        offered: offered_games(ctx.lang),
    })
}

#[derive(Template)]
#[template(path = "games/waiting.html")]
pub struct WaitingPage {
    pub ctx: PageCtx,
    pub notice: Option<String>,
    pub error: Option<String>,
    pub id: i32,
    pub title: String,
    pub status: String,
    pub seats: i32,
    pub days: i32,
    /// The setup choices made for the game ("Length: …"), one line each.
    pub options: Vec<String>,
    pub is_open: bool,
    pub public_when_finished: bool,
    /// (user id, name, colour and symbol) of every seated player.
    pub players: Vec<(i32, String, String)>,
    /// (value, "sky blue ●") of the colours still free.
    pub free_colours: Vec<(String, String)>,
    pub is_creator: bool,
    pub joined: bool,
    pub logged_in: bool,
    pub full: bool,
    pub invitations: Vec<Invitation>,
    /// Who starts the game (its creator's name).
    pub creator: String,
}

/// A game's page. The query may name a notice to show and the game's own steps of a decision.
#[get("/games/{id}")]
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    q: web::Query<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let query = q.into_inner();
    game_page(&ctx, &state, id, None, query).await
}

/// A game's page: the waiting room before the start, the game's own page after.
pub async fn game_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: i32,
    error: Option<String>,
    query: Vec<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.clone();
    let info = blocking(state, move |s| games::info(s, viewer.as_ref(), id)).await?;
    let key = query
        .iter()
        .find(|(k, _)| k == "notice")
        .map(|(_, v)| v.as_str());
    // A notice the address names is a fixed text (nothing from the address is shown).
    let notice = crate::web::table::notice_of(key);
    if info.game.status == game_rows::WAITING || info.game.status == game_rows::CANCELLED {
        return waiting_room(ctx, info, notice.map(|n| n.text(&ctx.lang)), error);
    }
    let ui = crate::web::games::ui(&info.game.game).ok_or_else(AppError::not_found)?;
    let shown = match error {
        Some(e) => Some(crate::web::table::Notice::warning(e)),
        None => notice,
    };
    crate::web::table::page(ctx, state, ui, info, shown, &query).await
}

fn waiting_room(
    ctx: &Ctx,
    info: games::GameInfo,
    notice: Option<String>,
    error: Option<String>,
) -> Result<HttpResponse, AppError> {
    let taken: Vec<&str> = info
        .players
        .iter()
        .map(|p| p.player.colour.as_str())
        .collect();
    let is_creator = ctx
        .user
        .as_ref()
        .is_some_and(|u| u.id == info.game.creator_id);
    let page = WaitingPage {
        ctx: ctx.page(),
        notice,
        error,
        id: info.game.id,
        title: game_title(&info.game),
        status: info.game.status.clone(),
        seats: info.game.seats,
        days: info.game.time_limit_days,
        options: games::chosen_options(&info.game, ctx.lang),
        is_open: info.game.is_open,
        public_when_finished: info.game.public_when_finished,
        players: info
            .players
            .iter()
            .map(|p| {
                let (_, shown) = crate::services::seating::colour_choices(
                    &info.game.game,
                    [p.player.colour.as_str()],
                )
                .remove(0);
                (p.player.user_id, p.name.clone(), shown)
            })
            .collect(),
        free_colours: crate::services::seating::colour_choices(
            &info.game.game,
            games::colours_of(&info.game.game)
                .iter()
                .copied()
                .filter(|c| !taken.contains(c)),
        ),
        is_creator,
        joined: info.joined,
        logged_in: ctx.user.is_some(),
        full: info.players.len() >= info.game.seats as usize,
        creator: info
            .players
            .iter()
            .find(|p| p.player.user_id == info.game.creator_id)
            .map(|p| p.name.clone())
            .unwrap_or_default(),
        invitations: info.invitations,
    };
    render(&page)
}

#[derive(Template)]
#[template(path = "games/invitation.html")]
pub struct InvitationPage {
    pub ctx: PageCtx,
    pub nonce: String,
    pub inviter: String,
    pub game_name: String,
    pub game_id: i32,
    pub email: String,
    pub seats: i32,
    pub days: i32,
    /// The setup choices made for the game ("Length: …"), one line each.
    pub options: Vec<String>,
    pub players: Vec<String>,
    /// (value, "sky blue ●") of the colours still free.
    pub free_colours: Vec<(String, String)>,
    pub logged_in: bool,
    pub usable: bool,
    pub reason: String,
    /// The bot's seat this invitation takes over ("Bot (normal) ▲"), for a running game.
    pub bot_seat: Option<String>,
}

#[get("/invitations/{nonce}")]
pub async fn invitation(
    ctx: Ctx,
    state: web::Data<AppState>,
    nonce: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let nonce = nonce.into_inner();
    let n = nonce.clone();
    let inv = blocking(&state, move |s| games::invitation(s, &n)).await?;
    let taken: Vec<&str> = inv
        .players
        .iter()
        .map(|p| p.player.colour.as_str())
        .collect();
    let already_mine = ctx
        .user
        .as_ref()
        .is_some_and(|u| inv.players.iter().any(|p| p.player.user_id == u.id));
    if already_mine {
        return Ok(crate::web::see_other(&format!("/games/{}", inv.game.id)));
    }
    // An invitation to take over a bot's seat of a running game: usable while a bot holds it.
    let bot_seat = inv.invitation.seat.and_then(|seat| {
        let labels = crate::services::seating::labels_by_seat(&inv.game.game, &inv.players);
        inv.players
            .iter()
            .find(|p| p.player.seat == Some(seat) && p.player.bot_level.is_some())
            .and_then(|_| labels.get(seat as usize).cloned())
    });
    let reason = if inv.invitation.seat.is_some() {
        if inv.invitation.accepted_by.is_some() {
            "refusal-invitation-used"
        } else if inv.game.status != game_rows::RUNNING {
            "refusal-not-running"
        } else if bot_seat.is_none() {
            "refusal-not-a-bot-seat"
        } else {
            ""
        }
    } else if inv.game.status != game_rows::WAITING {
        "refusal-started-or-cancelled"
    } else if inv.invitation.accepted_by.is_some() {
        "refusal-invitation-used"
    } else if inv.players.len() >= inv.game.seats as usize {
        "refusal-seats-taken"
    } else {
        ""
    };
    // Why the invitation cannot be taken, in the reader's language (none: it can).
    let reason = if reason.is_empty() {
        String::new()
    } else {
        ctx.lang.t(reason)
    };
    render(&InvitationPage {
        ctx: ctx.page(),
        nonce,
        inviter: inv.inviter,
        game_name: display_name(&inv.game.game),
        game_id: inv.game.id,
        email: inv.invitation.email,
        seats: inv.game.seats,
        days: inv.game.time_limit_days,
        options: games::chosen_options(&inv.game, ctx.lang),
        players: inv.players.iter().map(|p| p.name.clone()).collect(),
        free_colours: crate::services::seating::colour_choices(
            &inv.game.game,
            games::colours_of(&inv.game.game)
                .iter()
                .copied()
                .filter(|c| !taken.contains(c)),
        ),
        logged_in: ctx.user.is_some(),
        usable: reason.is_empty(),
        reason,
        bot_seat,
    })
}

/// A game's rules, in our own words, with how this edition reads them.
#[get("/rules/{game}")]
pub async fn rules(ctx: Ctx, game: web::Path<String>) -> Result<HttpResponse, AppError> {
    let ui = crate::web::games::ui(&game).ok_or_else(AppError::not_found)?;
    ui.rules(ctx.page())
}
