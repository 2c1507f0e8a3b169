//! The JSON API's plumbing: errors as `{"error": "..."}` with the same statuses as the pages,
//! and the `ApiUser` extractor for `Authorization: Bearer <token>`.

use crate::db::models::{api_tokens, users::User};
use crate::db::Conn;
use crate::error::AppError;
use crate::security::keys;
use crate::state::AppState;
use actix_web::dev::Payload;
use actix_web::http::{header, StatusCode};
use actix_web::{web, FromRequest, HttpRequest, HttpResponse, ResponseError};
use std::future::Future;
use std::pin::Pin;

/// An `AppError` rendered as JSON.
#[derive(Debug)]
pub struct ApiError(pub AppError);

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<E: Into<AppError>> From<E> for ApiError {
    fn from(e: E) -> Self {
        ApiError(e.into())
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match &self.0 {
            AppError::LoginRequired { .. } => StatusCode::UNAUTHORIZED,
            other => other.status_code(),
        }
    }

    fn error_response(&self) -> HttpResponse {
        self.0.log();
        let mut response = HttpResponse::build(self.status_code());
        if let Some(seconds) = self.0.retry_after() {
            response.insert_header((header::RETRY_AFTER, seconds.to_string()));
        }
        response.json(serde_json::json!({ "error": self.0.to_string() }))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// The account behind a bearer token.
pub struct ApiUser(pub User);

impl FromRequest for ApiUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let bearer = ApiBearer::from_request(req, payload).into_inner();
        Box::pin(async move {
            let state = state.ok_or_else(|| {
                ApiError(AppError::internal(anyhow::anyhow!("app state missing")))
            })?;
            let bearer = bearer?;
            let user = web::block(move || bearer.user(&state))
                .await
                .map_err(ApiError::from)??;
            Ok(ApiUser(user))
        })
    }
}

/// A bearer token as sent, its account not looked up yet: for a handler that looks it up in
/// its own work, as the turn does inside its read transaction ([`ApiBearer::user_in`]),
/// instead of one trip more off the async executor for [`ApiUser`].
pub struct ApiBearer(String);

impl ApiBearer {
    /// The account behind the token: a 401 if there is none.
    pub fn user(&self, state: &AppState) -> Result<User, AppError> {
        self.user_in(&mut *state.pool.get()?)
    }

    /// The same, on a connection the caller holds.
    pub fn user_in(&self, conn: &mut Conn) -> Result<User, AppError> {
        api_tokens::user_for(conn, &keys::sha256_hex(&self.0))?.ok_or_else(unauthorized)
    }
}

fn unauthorized() -> AppError {
    AppError::Unauthorized("Send a valid token: Authorization: Bearer <token>.".into())
}

impl FromRequest for ApiBearer {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let token = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|t| !t.is_empty() && t.len() <= 128);
        std::future::ready(
            token
                .map(|t| ApiBearer(t.to_string()))
                .ok_or_else(|| ApiError(unauthorized())),
        )
    }
}

/// JSON bodies that fail to parse answer in JSON too.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(256 * 1024)
        .error_handler(|err, _| {
            ApiError(AppError::BadRequest(format!(
                "The JSON body could not be read: {err}"
            )))
            .into()
        })
}

/// `web::blocking` for the API: its failure is answered in JSON.
pub async fn blocking<T: Send + 'static>(
    state: &web::Data<AppState>,
    f: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> ApiResult<T> {
    crate::web::blocking(state, f).await.map_err(ApiError)
}
