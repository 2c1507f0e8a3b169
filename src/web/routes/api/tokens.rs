//! `POST /api/tokens`: email and password in, a bearer token out.

use crate::error::AppError;
use crate::services::accounts;
use crate::state::AppState;
use crate::web::api::{ApiError, ApiResult};
use actix_web::{post, web, HttpRequest, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct Credentials {
    email: String,
    password: String,
    #[serde(default)]
    name: String,
}

#[post("/tokens")]
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let ip = crate::web::client::client_ip(&req, &state.settings.trusted_proxies);
    let account_key = body.email.trim().to_lowercase();
    // A client that logged in to this account before carries the device cookie (a browser, or
    // a script that keeps cookies): strangers' failures do not lock it out.
    let known = crate::web::routes::accounts::post::known_device(&req, &state, &account_key);
    let attempt = crate::web::begin_login(&state, account_key.clone(), ip, known)
        .await
        .map_err(ApiError)?;
    let body = body.into_inner();
    let s = state.clone();
    let token = web::block(move || -> Result<Option<String>, AppError> {
        match accounts::authenticate(&s, &body.email, &body.password)? {
            Some(user) => accounts::create_api_token(
                &s,
                &user,
                if body.name.is_empty() {
                    "API"
                } else {
                    &body.name
                },
            )
            .map(Some),
            None => Ok(None),
        }
    })
    .await?;
    let token = match token {
        Ok(token) => token,
        Err(e) => {
            crate::web::end_login(&state, attempt, true).await;
            return Err(ApiError(e));
        }
    };
    match token {
        Some(token) => {
            crate::web::end_login(&state, attempt, true).await;
            let device = crate::web::routes::accounts::post::device_cookie(&state, &account_key);
            Ok(HttpResponse::Created()
                .cookie(device)
                .json(serde_json::json!({ "token": token })))
        }
        None => {
            crate::web::end_login(&state, attempt, false).await;
            Err(ApiError(AppError::Unauthorized(
                "That email and password do not match an account.".into(),
            )))
        }
    }
}
