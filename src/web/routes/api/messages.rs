//! `/api/games/{id}/messages`: a game's table talk for those allowed to read it, and posting.

use crate::services::talk;
use crate::state::AppState;
use crate::web::api::{blocking, ApiJson, ApiResult, ApiUser};
use crate::web::routes::api::games::{ErrorBody, Id};
use actix_web::{get, post, web, HttpResponse};
use serde::Deserialize;
use utoipa::ToSchema;

/// A game's table talk, oldest first.
#[derive(serde::Serialize, ToSchema)]
struct Messages {
    /// {"id", "seat", "author", "text" (null when hidden), "hidden_by", "private", "by_mail",
    /// "posted_at"}
    #[schema(value_type = Vec<Object>)]
    messages: Vec<talk::Message>,
}

/// `{"messages": [{"id", "seat", "author", "text", "hidden_by", "private", "by_mail",
/// "posted_at"}]}`, oldest first; `text` is null for a hidden message.
#[utoipa::path(
    tag = "talk",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    responses(
        (status = 200, description = "The messages the caller may read", body = Messages),
        (status = 403, description = "Table talk is for the players until the game is over", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
    )
)]
#[get("/games/{id}/messages")]
pub async fn list(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let messages = blocking(&state, move |s| {
        Ok(talk::list(s, Some(&user.0), id)?.messages)
    })
    .await?;
    Ok(HttpResponse::Ok().json(Messages { messages }))
}

/// A message of table talk.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostBody {
    /// Plain text, at most 2,000 characters.
    text: String,
    /// Kept among the players: watchers never read it, even once the game is over.
    #[serde(default)]
    private: bool,
}

/// Posts `{"text": "...", "private": false}`; answers 201 with the message's id.
#[utoipa::path(
    tag = "talk",
    security(("bearer" = [])),
    params(("id" = i32, Path, description = "The game")),
    request_body = PostBody,
    responses(
        (status = 201, description = "Posted: the message's id", body = Id),
        (status = 400, description = "Empty, too long, or a field is wrong", body = ErrorBody),
        (status = 403, description = "No seat at this game", body = ErrorBody),
        (status = 404, description = "No such game, or a private one", body = ErrorBody),
        (status = 429, description = "Too many messages", body = ErrorBody),
    )
)]
#[post("/games/{id}/messages")]
pub async fn post(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: ApiJson<PostBody>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let PostBody { text, private } = body.0;
    let message = blocking(&state, move |s| {
        talk::post(s, &user.0, id, &text, private, false)
    })
    .await?;
    crate::services::mail::wake(&state);
    Ok(HttpResponse::Created().json(Id { id: message }))
}
