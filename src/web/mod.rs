//! The HTTP layer: routes, the per-request context, middleware. Handlers parse input into
//! typed values, call a service, and render a template; they own no transaction.

pub mod api;
pub mod client;
pub mod context;
pub mod games;
pub mod middleware;
pub mod routes;
pub mod shape;
pub mod table;

pub use context::{Ctx, PageCtx};

use crate::error::AppError;
use crate::security::ratelimit::{Limits, LoginAttempt, RateLimiter, Reserved};
use crate::state::AppState;
use actix_web::{web, HttpResponse};

/// Runs a blocking service call off the async executor.
pub async fn blocking<T: Send + 'static>(
    state: &web::Data<AppState>,
    f: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    let state = state.clone();
    web::block(move || f(&state)).await?
}

/// Counts an attempt against `limit` (off the async executor: the count is in the database);
/// a 429 when the key is over it.
pub async fn rate_limited(
    state: &web::Data<AppState>,
    limit: fn(&Limits) -> &RateLimiter,
    key: String,
) -> Result<(), AppError> {
    blocking(state, move |s| {
        let mut conn = s.pool.get()?;
        Ok(limit(&s.limits).hit(&mut conn, &key, s.clock.now_naive())?)
    })
    .await
}

/// Reserves a login attempt in the login limits (`Limits::begin_login`); a 429 when full.
pub async fn begin_login(
    state: &web::Data<AppState>,
    account: String,
    ip: String,
    known_device: bool,
) -> Result<LoginAttempt, AppError> {
    blocking(state, move |s| {
        let mut conn = s.pool.get()?;
        let now = s.clock.now_naive();
        Ok(s.limits
            .begin_login(&mut conn, now, &account, &ip, known_device)?)
    })
    .await
}

/// Ends a login attempt: a right password gives its places in the limits back, a wrong one
/// leaves them counted. A failure to give them back is logged, not shown: it only tightens the
/// limit for a while.
pub async fn end_login(state: &web::Data<AppState>, attempt: LoginAttempt, succeeded: bool) {
    if succeeded {
        give_back(state, attempt).await;
    } else {
        attempt.keep();
    }
}

/// Takes a place in each of `limits` (with its key) at once, or a 429 when one is full; the
/// caller keeps them or gives them back (`give_back`).
pub async fn reserve(
    state: &web::Data<AppState>,
    limits: Vec<(fn(&Limits) -> &RateLimiter, String)>,
) -> Result<Reserved, AppError> {
    blocking(state, move |s| {
        let mut conn = s.pool.get()?;
        let steps: Vec<(&RateLimiter, String)> = limits
            .into_iter()
            .map(|(l, key)| (l(&s.limits), key))
            .collect();
        Ok(Limits::reserve(&mut conn, s.clock.now_naive(), &steps)?)
    })
    .await
}

/// Gives places back: the attempt did not count.
pub async fn give_back(state: &web::Data<AppState>, places: Reserved) {
    let done = blocking(state, move |s| {
        let mut conn = s.pool.get()?;
        Ok(places.give_back(&mut conn)?)
    })
    .await;
    if let Err(e) = done {
        tracing::warn!(error = %e, "places in the rate limits were not given back");
    }
}

/// Renders an askama page as an HTML response.
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
