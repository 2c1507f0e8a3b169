//! `AppError`: every failure a request can end in, each rendered as a page from a template.

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("This form has expired or did not come from this site. Go back, reload the page and try again.")]
    Csrf,
    #[error("{0}")]
    Unauthorized(String),
    /// Not an error page: a redirect to the login form that comes back to `next`.
    #[error("Please log in to continue.")]
    LoginRequired { next: String },
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// Well-formed but refused by the rules; the text is the rule that was broken.
    #[error("{0}")]
    Unprocessable(String),
    #[error("Too many attempts. Try again in {} minute(s).", .retry_after.div_ceil(60))]
    TooManyRequests { retry_after: u64 },
    #[error("The service is busy. Nothing was changed: try again in a moment.")]
    Unavailable,
    #[error("Something went wrong on our side. Sorry! Nothing was changed; please try again.")]
    Internal(#[source] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn not_found() -> Self {
        AppError::NotFound("There is no page at this address.".into())
    }

    pub fn internal(e: impl Into<anyhow::Error>) -> Self {
        AppError::Internal(e.into())
    }

    fn title(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) => "That did not work",
            AppError::Csrf => "Form expired",
            AppError::Unauthorized(_) | AppError::LoginRequired { .. } => "Please log in",
            AppError::Forbidden(_) => "Not allowed",
            AppError::NotFound(_) => "Not found",
            AppError::Conflict(_) => "Already changed",
            AppError::Unprocessable(_) => "Not allowed by the rules",
            AppError::TooManyRequests { .. } => "Slow down",
            AppError::Unavailable => "Busy",
            AppError::Internal(_) => "Sorry",
        }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> Self {
        if is_busy(&e) {
            AppError::Unavailable
        } else {
            AppError::Internal(e.into())
        }
    }
}

impl From<diesel::r2d2::PoolError> for AppError {
    fn from(_: diesel::r2d2::PoolError) -> Self {
        AppError::Unavailable
    }
}

impl From<actix_web::error::BlockingError> for AppError {
    fn from(e: actix_web::error::BlockingError) -> Self {
        AppError::Internal(anyhow::anyhow!("blocking task failed: {e}"))
    }
}

impl From<askama::Error> for AppError {
    fn from(e: askama::Error) -> Self {
        AppError::Internal(anyhow::anyhow!("template failed: {e}"))
    }
}

/// SQLite answers "database is locked" or "disk is full": the request fails cleanly with 503 and
/// the transaction has rolled back.
fn is_busy(e: &diesel::result::Error) -> bool {
    let text = e.to_string();
    text.contains("database is locked")
        || text.contains("database is busy")
        || text.contains("disk is full")
        || text.contains("database or disk is full")
        // After "disk is full" SQLite rolls the transaction back by itself; diesel's own
        // ROLLBACK then fails with this, and reports it instead of the cause. Nothing committed
        // (and diesel marks the connection broken, so the pool drops it).
        || text.contains("cannot rollback - no transaction is active")
}

#[derive(Template)]
#[template(path = "errors/error.html")]
struct ErrorPage<'a> {
    ctx: crate::web::context::PageCtx,
    status: u16,
    title: &'a str,
    message: String,
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Csrf | AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::LoginRequired { .. } => StatusCode::SEE_OTHER,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        // The one place an unexpected error is logged.
        if let AppError::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed");
        }
        if let AppError::LoginRequired { next } = self {
            let query =
                serde_urlencoded::to_string([("next", safe_next(next))]).unwrap_or_default();
            return crate::web::see_other(&format!("/login?{query}"));
        }
        let status = self.status_code();
        let page = ErrorPage {
            ctx: crate::web::context::PageCtx::anonymous(),
            status: status.as_u16(),
            title: self.title(),
            message: self.to_string(),
        };
        let body = page.render().unwrap_or_else(|_| self.to_string());
        let mut response = HttpResponse::build(status);
        response.insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"));
        if let AppError::TooManyRequests { retry_after } = self {
            response.insert_header((header::RETRY_AFTER, retry_after.to_string()));
        }
        response.body(body)
    }
}

/// Only same-site paths are followed after login (no open redirect).
pub fn safe_next(next: &str) -> &str {
    if next.starts_with('/') && !next.starts_with("//") && !next.contains('\\') {
        next
    } else {
        "/"
    }
}
