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
    AppError::Unauthorized("refusal-api-token".into())
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

/// A JSON request body of type `T`. A body of the wrong shape is answered with a sentence that
/// names the field and what it takes, read from `T`'s schema (the one the OpenAPI document
/// shows), never with the parser's words.
pub struct ApiJson<T>(pub T);

/// A JSON request body that may be left out (empty: `T::default()`); a body that is sent is read
/// as strictly as [`ApiJson`].
pub struct OptionalJson<T>(pub T);

/// The most a JSON body may weigh.
pub const BODY_LIMIT: usize = 256 * 1024;

fn read_body<T: serde::de::DeserializeOwned + utoipa::PartialSchema>(
    req: &HttpRequest,
    bytes: Result<web::Bytes, actix_web::Error>,
    empty: Option<fn() -> T>,
) -> Result<T, ApiError> {
    let bad = |m: String| ApiError(AppError::BadRequest(m));
    let bytes = bytes.map_err(|_| {
        bad(format!(
            "The request body could not be read: send a JSON object of at most {} KB.",
            BODY_LIMIT / 1024
        ))
    })?;
    if let (true, Some(default)) = (bytes.iter().all(u8::is_ascii_whitespace), empty) {
        return Ok(default());
    }
    let json_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim()
                .to_ascii_lowercase()
                .starts_with("application/json")
        });
    if !json_type {
        return Err(bad(
            "Send the body as JSON, with the header Content-Type: application/json.".into(),
        ));
    }
    let parse = |v: &serde_json::Value| {
        serde_json::from_value::<T>(v.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    serde_json::from_slice::<T>(&bytes).map_err(|e| {
        bad(crate::web::shape::explain_body(
            &bytes,
            &e,
            &T::schema(),
            &parse,
        ))
    })
}

impl<T: serde::de::DeserializeOwned + utoipa::PartialSchema + 'static> FromRequest for ApiJson<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let bytes = web::Bytes::from_request(&req, payload);
        Box::pin(async move { read_body(&req, bytes.await, None).map(ApiJson) })
    }
}

impl<T: serde::de::DeserializeOwned + utoipa::PartialSchema + Default + 'static> FromRequest
    for OptionalJson<T>
{
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let bytes = web::Bytes::from_request(&req, payload);
        Box::pin(async move { read_body(&req, bytes.await, Some(T::default)).map(OptionalJson) })
    }
}

/// The limit of the API's bodies (`web::Bytes` reads it).
pub fn payload_config() -> web::PayloadConfig {
    web::PayloadConfig::new(BODY_LIMIT)
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
