//! `/api/games/{id}/messages`: a game's table talk for those allowed to read it, and posting.

use crate::services::talk;
use crate::state::AppState;
use crate::web::api::{blocking, ApiResult, ApiUser};
use actix_web::{get, post, web, HttpResponse};
use serde::Deserialize;

/// `{"messages": [{"id", "seat", "author", "text", "hidden_by", "private", "by_mail",
/// "posted_at"}]}`, oldest first; `text` is null for a hidden message.
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
    Ok(HttpResponse::Ok().json(serde_json::json!({ "messages": messages })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostBody {
    text: String,
    #[serde(default)]
    private: bool,
}

/// Posts `{"text": "...", "private": false}`; answers 201 with the message's id.
#[post("/games/{id}/messages")]
pub async fn post(
    user: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i32>,
    body: web::Json<PostBody>,
) -> ApiResult<HttpResponse> {
    let id = id.into_inner();
    let PostBody { text, private } = body.into_inner();
    let message = blocking(&state, move |s| {
        talk::post(s, &user.0, id, &text, private, false)
    })
    .await?;
    crate::services::mail::wake(&state);
    Ok(HttpResponse::Created().json(serde_json::json!({ "id": message })))
}
