//! `GET /healthz`: 200 `ok` when the database answers.

use crate::error::AppError;
use crate::state::AppState;
use actix_web::{get, web, HttpResponse};
use diesel::connection::SimpleConnection;

#[get("/healthz")]
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let pool = state.pool.clone();
    web::block(move || -> Result<(), AppError> {
        pool.get()?.batch_execute("SELECT 1")?;
        Ok(())
    })
    .await??;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok"))
}
