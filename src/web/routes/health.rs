//! `GET /healthz`: 200 when the database can write (first line `ok`, or `degraded` when mail
//! is not being delivered), 503 `failing` when it cannot; a line per part follows.

use crate::error::AppError;
use crate::services::health;
use crate::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{get, web, HttpResponse};

#[get("/healthz")]
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let state = state.clone();
    let health = web::block(move || health::check(&state)).await?;
    let status = if health.is_healthy() {
        StatusCode::OK
    } else {
        tracing::error!(report = %health.report(), "health check failed");
        StatusCode::SERVICE_UNAVAILABLE
    };
    Ok(HttpResponse::build(status)
        .content_type("text/plain; charset=utf-8")
        .insert_header(("cache-control", "no-store"))
        .body(health.report()))
}
