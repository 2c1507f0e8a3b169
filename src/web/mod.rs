//! The HTTP layer: routes, the per-request context, middleware. Handlers parse input into
//! typed values, call a service, and render a template; they own no transaction.

pub mod api;
pub mod client;
pub mod context;
pub mod games;
pub mod middleware;
pub mod routes;

pub use context::{Ctx, PageCtx};

use crate::error::AppError;
use actix_web::{web, HttpResponse};

/// Renders an askama page as an HTML response.
/// A limit was hit: try again after `wait`.
pub fn too_many(wait: std::time::Duration) -> AppError {
    AppError::TooManyRequests {
        retry_after: wait.as_secs(),
    }
}

pub fn render<T: askama::Template>(page: &T) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// 303 to a path of the site: the answer to every successful form post.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((actix_web::http::header::LOCATION, location))
        .finish()
}

/// Malformed forms, queries and paths become a 400 page that says what was wrong.
pub fn extractor_configs(cfg: &mut web::ServiceConfig) {
    cfg.app_data(
        web::FormConfig::default()
            .limit(64 * 1024)
            .error_handler(|err, _| {
                AppError::BadRequest(format!("The form could not be read: {err}")).into()
            }),
    )
    .app_data(web::QueryConfig::default().error_handler(|err, _| {
        AppError::BadRequest(format!("The address has a bad parameter: {err}")).into()
    }))
    .app_data(web::PathConfig::default().error_handler(|_, _| AppError::not_found().into()))
    .app_data(
        web::JsonConfig::default()
            .limit(256 * 1024)
            .error_handler(|err, _| {
                AppError::BadRequest(format!("The JSON body could not be read: {err}")).into()
            }),
    );
}
