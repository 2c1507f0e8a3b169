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
    let ip = req
        .peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_default();
    let too_many = |wait: std::time::Duration| {
        ApiError(AppError::TooManyRequests {
            retry_after: wait.as_secs(),
        })
    };
    state.limits.login_ip.hit(&ip).map_err(too_many)?;
    let account_key = body.email.trim().to_lowercase();
    state
        .limits
        .login_account
        .check(&account_key)
        .map_err(too_many)?;
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
    .await??;
    match token {
        Some(token) => {
            state.limits.login_account.clear(&account_key);
            Ok(HttpResponse::Created().json(serde_json::json!({ "token": token })))
        }
        None => {
            let _ = state.limits.login_account.hit(&account_key);
            Err(ApiError(AppError::Unauthorized(
                "That email and password do not match an account.".into(),
            )))
        }
    }
}
