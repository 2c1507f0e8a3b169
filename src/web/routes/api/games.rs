//! `/api/games...`: list the caller's games, create, join, invite, start, read the caller's
//! view, list legal actions, act.

use crate::engine::{Placing, Viewer};
use crate::error::AppError;
use crate::services::accounts::EmailAddress;
use crate::services::games::{self, NewGameInput, Submitted};
use crate::state::AppState;
use crate::web::api::{blocking, ApiBearer, ApiError, ApiJson, ApiResult, ApiUser, OptionalJson};
use actix_web::{get, post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A new game; the caller takes its first seat.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    /// The game's registry name, as GET /api/kinds lists them.
    game: String,
    /// How many players, within the game's range (GET /api/kinds).
    seats: i32,
    /// Days each player has per decision, 1 to 14 (3 when left out).
    time_limit_days: Option<i32>,
    /// Whether anyone may join from the lobby (else players come by invitation).
    open: bool,
    /// A private game is shown to everyone once it is finished unless this is false.
    public_when_finished: Option<bool>,
    /// The caller's colour, one of the game's (GET /api/kinds); its first colour when left out.
    colour: Option<String>,
    /// What happens when a deadline passes: "default_turn" (the default) or "abandon".
    timeout_policy: Option<String>,
    /// The game's setup choices by key, e.g. {"turn_cap": 12} (GET /api/kinds lists them).
    #[serde(default)]
    #[schema(value_type = Object)]
    options: serde_json::Map<String, serde_json::Value>,
    /// Play now: "easy" or "normal" fills every other seat with a bot of that level and starts
    /// the game at once; left out, the other seats wait for people.
    bots: Option<String>,
}

/// The id of what was made or acted on (a game, a message).
#[derive(Serialize, ToSchema)]
pub struct Id {
    pub id: i32,
}

/// The error of every refused request: a sentence saying what was wrong.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: String,
}

/// Creates a game; the caller sits at its first seat.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    request_body = CreateBody,
    responses(
        (status = 201, description = "Created", body = Id),
        (status = 400, description = "A field is wrong: the sentence says which", body = ErrorBody),
        (status = 401, description = "No valid token", body = ErrorBody),
        (status = 409, description = "Too many open games waiting", body = ErrorBody),
        (status = 429, description = "Too many games this hour", body = ErrorBody),
    )
)]
#[post("/games")]
pub async fn create(
    user: ApiUser,
    state: web::Data<AppState>,
    body: ApiJson<CreateBody>,
) -> ApiResult<HttpResponse> {
    let body = body.0;
    let first_colour = games::colours_of(&body.game).first().copied().unwrap_or("");
    let input = NewGameInput::parse(
        &body.game,
        body.seats,
        body.colour.as_deref().unwrap_or(first_colour),
        body.time_limit_days.unwrap_or(3),
        body.open,
        body.timeout_policy.as_deref().unwrap_or(""),
    )
    .map(|input| input.public_when_finished(body.public_when_finished.unwrap_or(true)))
    .and_then(|input| {
        let texts: Vec<(&str, String)> = body
            .options
            .iter()
            .map(|(k, v)| (k.as_str(), v.to_string()))
            .collect();
        input.with_options(texts.iter().map(|(k, v)| (*k, v.as_str())))
    })
    .and_then(|input| match body.bots.as_deref() {
        None => Ok(input),
        Some(word) => {
            crate::services::bot_accounts::parse_level(word).map(|l| input.with_bots(Some(l)))
        }
    })
    .map_err(|m| ApiError(AppError::BadRequest(m)))?;
    let id = blocking(&state, move |s| games::create(s, &user.0, &input)).await?;
    Ok(HttpResponse::Created().json(Id { id }))
}

/// Joining a game (the body may be left out).
#[derive(Deserialize, Default, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct JoinBody {
    /// A free colour of the game (GET /api/kinds); the first free one when left out.
    colour: Option<String>,
}

/// Takes a free seat at an open game waiting for players.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    request_body(content = JoinBody, description = "May be left out"),
    responses(
        (status = 200, description = "Seated", body = Id),
        (status = 400, description = "A field is wrong", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
        (status = 409, description = "Started, full, or the colour is taken", body = ErrorBody),
    )
)]
#[post("/games/{id}/join")]
pub async fn join(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: OptionalJson<JoinBody>,
) -> ApiResult<HttpResponse> {
    let colour = body.0.colour;
    let id = id.into_inner();
    blocking(&state, move |s| {
        games::join(s, &user.0, id, colour.as_deref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(Id { id }))
}

/// An invitation by mail.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteBody {
    /// The address to invite.
    email: String,
}

/// The address invited.
#[derive(Serialize, ToSchema)]
pub struct Invited {
    invited: String,
}

/// Invites someone by mail to a game the caller created and that waits for players.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    request_body = InviteBody,
    responses(
        (status = 200, description = "Invited", body = Invited),
        (status = 400, description = "Not an address we can deliver to", body = ErrorBody),
        (status = 403, description = "Not the creator, or the address asked for no mail", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
        (status = 429, description = "Too many invitations", body = ErrorBody),
    )
)]
#[post("/games/{id}/invite")]
pub async fn invite(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: ApiJson<InviteBody>,
) -> ApiResult<HttpResponse> {
    let body = body.0;
    let email =
        EmailAddress::parse(&body.email).map_err(|m| ApiError(AppError::BadRequest(m.into())))?;
    let id = id.into_inner();
    blocking(&state, move |s| games::invite(s, &user.0, id, &email)).await?;
    Ok(HttpResponse::Ok().json(Invited {
        invited: body.email,
    }))
}

/// Starting a game (the body may be left out).
#[derive(Deserialize, Default, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct StartBody {
    /// Seat the players in a random order (the default), or in the order they joined.
    random_order: Option<bool>,
}

/// A game started.
#[derive(Serialize, ToSchema)]
pub struct Started {
    id: i32,
    /// "running".
    status: String,
}

/// Starts a game the caller created, with the players seated so far.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    request_body(content = StartBody, description = "May be left out"),
    responses(
        (status = 200, description = "Started", body = Started),
        (status = 403, description = "Not the creator", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
        (status = 409, description = "Started already, or too few players", body = ErrorBody),
    )
)]
#[post("/games/{id}/start")]
pub async fn start(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: OptionalJson<StartBody>,
) -> ApiResult<HttpResponse> {
    let random = body.0.random_order.unwrap_or(true);
    let id = id.into_inner();
    blocking(&state, move |s| games::start(s, &user.0, id, random)).await?;
    Ok(HttpResponse::Ok().json(Started {
        id,
        status: "running".into(),
    }))
}

/// A player at a game.
#[derive(Serialize, ToSchema)]
struct SeatJson {
    /// The seat, from 0 (none before the game starts).
    seat: Option<i32>,
    name: String,
    colour: String,
    /// A bot holds the seat, at this level ("easy" or "normal"); left out for a person.
    #[serde(skip_serializing_if = "Option::is_none")]
    bot: Option<String>,
}

/// A game as the caller may see it.
#[derive(Serialize, ToSchema)]
struct GameJson {
    id: i32,
    /// The game's registry name (GET /api/kinds).
    game: String,
    /// How many actions were applied: the "version" an action is sent with.
    version: i32,
    /// "waiting", "running", "finished" or "cancelled".
    status: String,
    seats: Vec<SeatJson>,
    your_seat: Option<usize>,
    /// The seats that decide now.
    to_act: Vec<usize>,
    /// The game as the caller's seat sees it (see the game's actions document).
    #[schema(value_type = Option<Object>)]
    view: Option<serde_json::Value>,
    /// The final ranking, once the game is over: [{"seat", "rank", "score"}].
    #[schema(value_type = Option<Vec<Object>>)]
    ranking: Option<Vec<Placing>>,
}

/// One of the caller's games.
#[derive(Serialize, ToSchema)]
struct MyGameJson {
    id: i32,
    /// The game's registry name (GET /api/kinds).
    game: String,
    /// "waiting", "running" or "finished".
    status: String,
    /// How many actions were applied: the "version" an action is sent with.
    version: i32,
    your_seat: Option<i32>,
    /// The caller decides now.
    your_turn: bool,
    /// The seats that decide now.
    to_act: Vec<usize>,
    seats: Vec<SeatJson>,
}

/// The caller's games.
#[derive(Serialize, ToSchema)]
struct MyGames {
    games: Vec<MyGameJson>,
}

/// The caller's games (not the cancelled ones): those waiting on the caller first, then those
/// waiting on others, then those not started, then the finished ones.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's games", body = MyGames),
        (status = 401, description = "No valid token", body = ErrorBody),
    )
)]
#[get("/games")]
pub async fn list(user: ApiUser, state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let mine = blocking(&state, move |s| {
        games::my_games(s, &user.0).map(|all| (all, user.0.id))
    })
    .await?;
    let (all, me) = mine;
    let games = all
        .into_iter()
        .map(|g| MyGameJson {
            id: g.game.id,
            game: g.game.game.clone(),
            status: g.game.status.clone(),
            version: g.game.version,
            your_seat: g
                .players
                .iter()
                .find(|p| p.player.user_id == me)
                .and_then(|p| p.player.seat),
            your_turn: g.my_turn,
            to_act: g.game.to_act_seats(),
            seats: g
                .players
                .iter()
                .map(|p| SeatJson {
                    seat: p.player.seat,
                    name: p.name.clone(),
                    colour: p.player.colour.clone(),
                    bot: p.player.bot_level.clone(),
                })
                .collect(),
        })
        .collect();
    Ok(HttpResponse::Ok().json(MyGames { games }))
}

/// The game as the caller may see it: its players, version, who decides, the caller's view.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    responses(
        (status = 200, description = "The game", body = GameJson),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
    )
)]
#[get("/games/{id}")]
pub async fn show(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let body = blocking(&state, move |s| -> Result<GameJson, AppError> {
        let info = games::info(s, Some(&user.0), id)?;
        let viewer = info.my_seat.map_or(Viewer::Spectator, Viewer::Seat);
        let engine_err =
            |e: crate::engine::registry::DynError| AppError::internal(anyhow::anyhow!("{e}"));
        let (view, ranking) = match info.game.state.as_deref() {
            Some(st) => (
                Some(info.engine.view(st, viewer).map_err(engine_err)?),
                // A resigned player ranks last, as on the page and in the archive.
                info.engine
                    .outcome(st)
                    .map_err(engine_err)?
                    .map(|o| crate::services::seating::ranked(&o, &info.players)),
            ),
            None => (None, None),
        };
        Ok(GameJson {
            id,
            game: info.game.game.clone(),
            version: info.game.version,
            status: info.game.status.clone(),
            seats: info
                .players
                .iter()
                .map(|p| SeatJson {
                    seat: p.player.seat,
                    name: p.name.clone(),
                    colour: p.player.colour.clone(),
                    bot: p.player.bot_level.clone(),
                })
                .collect(),
            your_seat: info.my_seat,
            to_act: info.game.to_act_seats(),
            view,
            ranking,
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(body))
}

/// The most legal actions `/legal` lists; a longer list is sampled (`sample_legal`).
pub const LEGAL_CAP: usize = 200;
/// The response header giving how many legal actions there are in all.
pub const LEGAL_TOTAL_HEADER: &str = "Turnpost-Legal-Total";
/// The response header present, as `true`, when the list was cut to the cap.
pub const LEGAL_SAMPLED_HEADER: &str = "Turnpost-Legal-Sampled";

/// The parameters of `/legal` (for the document: `legal_cap` reads them).
#[derive(Deserialize, Default, utoipa::IntoParams)]
#[serde(default, deny_unknown_fields)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct LegalQuery {
    /// At most this many actions, from 1 to 200 (the default).
    max: Option<usize>,
}

/// The cap `/legal` was asked for (`LegalQuery`, read by hand so that a wrong parameter gets a
/// sentence in JSON).
fn legal_cap(query: &[(String, String)]) -> Result<usize, String> {
    let takes = format!("\"max\" takes a whole number from 1 to {LEGAL_CAP}");
    let mut cap = LEGAL_CAP;
    for (key, value) in query {
        if key != "max" {
            return Err(format!(
                "The address has no parameter \"{key}\": /legal takes only \"max\"."
            ));
        }
        cap = value
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=LEGAL_CAP).contains(n))
            .ok_or_else(|| format!("{takes}, not \"{value}\"."))?;
    }
    Ok(cap)
}

/// At most `cap` of `actions`, spread evenly over the whole list (the first always kept) so
/// that every kind of action the engine lists early or late has its chance; the same list
/// always gives the same sample. Also returns the total and whether the list was cut.
pub fn sample_legal<T>(actions: Vec<T>, cap: usize) -> (Vec<T>, usize, bool) {
    let total = actions.len();
    if total <= cap {
        return (actions, total, false);
    }
    // i * total / cap is strictly increasing in i because total > cap.
    let mut keep = (0..cap).map(|i| i * total / cap).peekable();
    let sample = actions
        .into_iter()
        .enumerate()
        .filter_map(|(k, a)| keep.next_if_eq(&k).map(|_| a))
        .collect();
    (sample, total, true)
}

/// The caller's legal actions, as a JSON array: all of them up to `LEGAL_CAP` (or `?max=`),
/// an even sample beyond, with the total in `Turnpost-Legal-Total` and
/// `Turnpost-Legal-Sampled: true` when it was cut.
#[utoipa::path(
    tag = "play",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game"), LegalQuery),
    responses(
        (status = 200, description = "Complete actions, ready to post (empty: not the caller's turn)",
         body = Vec<Object>,
         headers(
             ("Turnpost-Legal-Total" = usize, description = "How many legal actions there are in all"),
             ("Turnpost-Legal-Sampled" = bool, description = "Present, true, when the list was cut"),
         )),
        (status = 400, description = "max out of range", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
    )
)]
#[get("/games/{id}/legal")]
pub async fn legal(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    query: web::Query<Vec<(String, String)>>,
) -> ApiResult<HttpResponse> {
    let cap = legal_cap(&query).map_err(|m| ApiError(AppError::BadRequest(m)))?;
    let id = id.into_inner();
    let actions = blocking(
        &state,
        move |s| -> Result<Vec<serde_json::Value>, AppError> {
            let info = games::info(s, Some(&user.0), id)?;
            let (Some(seat), Some(st)) = (info.my_seat, info.game.state.as_deref()) else {
                return Ok(Vec::new());
            };
            info.engine
                .legal(st, seat)
                .map_err(|e| AppError::internal(anyhow::anyhow!("{e}")))
        },
    )
    .await?;
    let (actions, total, sampled) = sample_legal(actions, cap);
    let mut response = HttpResponse::Ok();
    response.insert_header((LEGAL_TOTAL_HEADER, total.to_string()));
    if sampled {
        response.insert_header((LEGAL_SAMPLED_HEADER, "true"));
    }
    Ok(response.json(actions))
}

#[cfg(test)]
mod tests {
    use super::sample_legal;

    #[test]
    fn a_short_legal_list_is_kept_whole() {
        let (kept, total, sampled) = sample_legal((0..200).collect::<Vec<_>>(), 200);
        assert_eq!((kept.len(), total, sampled), (200, 200, false));
        let (kept, total, sampled) = sample_legal(Vec::<u8>::new(), 200);
        assert_eq!((kept.len(), total, sampled), (0, 0, false));
    }

    #[test]
    fn a_long_legal_list_is_sampled_evenly_and_always_the_same_way() {
        let (kept, total, sampled) = sample_legal((0..1000).collect::<Vec<_>>(), 200);
        assert_eq!((kept.len(), total, sampled), (200, 1000, true));
        assert_eq!(kept[..3], [0, 5, 10]);
        assert_eq!(kept.last(), Some(&995));
        assert_eq!(kept, sample_legal((0..1000).collect::<Vec<_>>(), 200).0);
        // Just over the cap: distinct actions in order, the first kept.
        let (kept, _, sampled) = sample_legal((0..201).collect::<Vec<_>>(), 200);
        assert!(sampled);
        assert_eq!(kept.len(), 200);
        assert!(kept.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(kept[0], 0);
        assert_eq!(kept.last(), Some(&199));
        let (kept, _, _) = sample_legal((0..10).collect::<Vec<_>>(), 3);
        assert_eq!(kept, [0, 3, 6]);
    }
}

/// One action of the caller's seat.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ActBody {
    /// The game's version the action was chosen at (GET /api/games/{id}).
    version: i32,
    /// The action, an object as /legal lists them and the game's actions document describes.
    #[schema(value_type = Object)]
    action: serde_json::Value,
}

/// The game's version after the action.
#[derive(Serialize, ToSchema)]
pub struct Acted {
    version: i32,
    /// The same action had been applied already (a repeat is answered, not applied twice).
    already_applied: bool,
}

/// Plays one action for the caller's seat.
#[utoipa::path(
    tag = "play",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    request_body = ActBody,
    responses(
        (status = 200, description = "Applied", body = Acted),
        (status = 400, description = "The action has the wrong shape: the sentence names the field", body = ErrorBody),
        (status = 403, description = "No seat at this game", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
        (status = 409, description = "The game moved on since that version", body = ErrorBody),
        (status = 422, description = "A rule is broken: the sentence says which", body = ErrorBody),
    )
)]
#[post("/games/{id}/actions")]
pub async fn act(
    bearer: ApiBearer,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: ApiJson<ActBody>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let ActBody { version, action } = body.0;
    let action = action.to_string();
    let result = blocking(&state, move |s| {
        games::submit_as(s, |conn| bearer.user_in(conn), id, version, &action)
    })
    .await?;
    let (version, repeated) = match result {
        Submitted::Applied { version } => (version, false),
        Submitted::AlreadyApplied { version } => (version, true),
    };
    Ok(HttpResponse::Ok().json(Acted {
        version,
        already_applied: repeated,
    }))
}
