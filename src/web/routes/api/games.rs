//! `/api/games...`: create, join, invite, start, read the caller's view, list legal actions, act.

use crate::engine::{Placing, Viewer};
use crate::error::AppError;
use crate::services::accounts::EmailAddress;
use crate::services::games::{self, NewGameInput, Submitted};
use crate::state::AppState;
use crate::web::api::{blocking, ApiBearer, ApiError, ApiResult, ApiUser};
use actix_web::{get, post, web, HttpResponse};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    game: String,
    seats: i32,
    time_limit_days: Option<i32>,
    open: bool,
    /// A private game is shown to everyone once it is finished unless this is false.
    public_when_finished: Option<bool>,
    colour: Option<String>,
    timeout_policy: Option<String>,
    /// The game's setup choices by key, e.g. `{"turn_cap": 12}` (`registry::About::options`).
    #[serde(default)]
    options: serde_json::Map<String, serde_json::Value>,
}

#[post("/games")]
pub async fn create(
    user: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<CreateBody>,
) -> ApiResult<HttpResponse> {
    let input = NewGameInput::parse(
        &body.game,
        body.seats,
        body.colour.as_deref().unwrap_or("yellow"),
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
    .map_err(|m| ApiError(AppError::BadRequest(m)))?;
    let id = blocking(&state, move |s| games::create(s, &user.0, &input)).await?;
    Ok(HttpResponse::Created().json(serde_json::json!({ "id": id })))
}

#[derive(Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
pub struct JoinBody {
    colour: Option<String>,
}

#[post("/games/{id}/join")]
pub async fn join(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: Option<web::Json<JoinBody>>,
) -> ApiResult<HttpResponse> {
    let colour = body.and_then(|b| b.into_inner().colour);
    let id = id.into_inner();
    blocking(&state, move |s| {
        games::join(s, &user.0, id, colour.as_deref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "id": id })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InviteBody {
    email: String,
}

#[post("/games/{id}/invite")]
pub async fn invite(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: web::Json<InviteBody>,
) -> ApiResult<HttpResponse> {
    let email =
        EmailAddress::parse(&body.email).map_err(|m| ApiError(AppError::BadRequest(m.into())))?;
    let id = id.into_inner();
    blocking(&state, move |s| games::invite(s, &user.0, id, &email)).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "invited": body.email })))
}

#[derive(Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
pub struct StartBody {
    random_order: Option<bool>,
}

#[post("/games/{id}/start")]
pub async fn start(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: Option<web::Json<StartBody>>,
) -> ApiResult<HttpResponse> {
    let random = body
        .and_then(|b| b.into_inner().random_order)
        .unwrap_or(true);
    let id = id.into_inner();
    blocking(&state, move |s| games::start(s, &user.0, id, random)).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "id": id, "status": "running" })))
}

#[derive(Serialize)]
struct SeatJson {
    seat: Option<i32>,
    name: String,
    colour: String,
}

#[derive(Serialize)]
struct GameJson {
    id: i32,
    game: String,
    version: i32,
    status: String,
    seats: Vec<SeatJson>,
    your_seat: Option<usize>,
    to_act: Vec<usize>,
    view: Option<serde_json::Value>,
    ranking: Option<Vec<Placing>>,
}

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
                info.engine.outcome(st).map_err(engine_err)?,
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

#[derive(Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
pub struct LegalQuery {
    /// A lower cap than `LEGAL_CAP`, for a client that wants fewer actions.
    max: Option<usize>,
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
#[get("/games/{id}/legal")]
pub async fn legal(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    query: web::Query<LegalQuery>,
) -> ApiResult<HttpResponse> {
    let cap = match query.max {
        None => LEGAL_CAP,
        Some(n) if (1..=LEGAL_CAP).contains(&n) => n,
        Some(_) => {
            return Err(ApiError(AppError::BadRequest(format!(
                "max must be a number from 1 to {LEGAL_CAP}."
            ))))
        }
    };
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActBody {
    version: i32,
    action: serde_json::Value,
}

#[post("/games/{id}/actions")]
pub async fn act(
    bearer: ApiBearer,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: web::Json<ActBody>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let ActBody { version, action } = body.into_inner();
    let action = action.to_string();
    let result = blocking(&state, move |s| {
        games::submit_as(s, |conn| bearer.user_in(conn), id, version, &action)
    })
    .await?;
    let (version, repeated) = match result {
        Submitted::Applied { version } => (version, false),
        Submitted::AlreadyApplied { version } => (version, true),
    };
    Ok(HttpResponse::Ok()
        .json(serde_json::json!({ "version": version, "already_applied": repeated })))
}
