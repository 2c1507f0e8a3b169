//! `POST /api/tokens`: email and password in, a bearer token out.

use crate::error::AppError;
use crate::services::accounts;
use crate::state::AppState;
use crate::web::api::{ApiError, ApiJson, ApiResult};
use crate::web::routes::api::games::ErrorBody;
use actix_web::{post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An account's address and password.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's email address.
    email: String,
    password: String,
    /// What to call the token on the settings page ("API" when left out).
    #[serde(default)]
    name: String,
}

/// A new bearer token, shown only now.
#[derive(Serialize, ToSchema)]
pub struct NewToken {
    /// Send it as the header "Authorization: Bearer <token>".
    token: String,
}

/// Makes a bearer token for a confirmed account. Wrong passwords count in the login limits; a
/// client that logged in before (its device cookie, set here too) is not held by strangers'.
#[utoipa::path(
    tag = "account",
    request_body = Credentials,
    responses(
        (status = 201, description = "A new token", body = NewToken),
        (status = 400, description = "A field is wrong", body = ErrorBody),
        (status = 401, description = "Wrong address or password, or an unconfirmed account", body = ErrorBody),
        (status = 429, description = "Too many wrong passwords", body = ErrorBody),
    )
)]
#[post("/tokens")]
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: ApiJson<Credentials>,
) -> ApiResult<HttpResponse> {
    let ip = crate::web::client::client_ip(&req, &state.settings.trusted_proxies);
    let body = body.0;
    let account_key = body.email.trim().to_lowercase();
    // A client that logged in to this account before carries the device cookie (a browser, or
    // a script that keeps cookies): strangers' failures do not lock it out.
    let known = crate::web::routes::accounts::post::known_device(&req, &state, &account_key);
    let attempt = crate::web::begin_login(&state, account_key.clone(), ip, known)
        .await
        .map_err(ApiError)?;
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
                .json(NewToken { token }))
        }
        None => {
            crate::web::end_login(&state, attempt, false).await;
            Err(ApiError(AppError::Unauthorized(
                "That email and password do not match an account.".into(),
            )))
        }
    }
}
