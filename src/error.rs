//! `AppError`: every failure a request can end in, each rendered as a page from a template.

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{}", crate::i18n::english(.0))]
    BadRequest(String),
    #[error("This form has expired or did not come from this site. Go back, reload the page and try again.")]
    Csrf,
    #[error("{}", crate::i18n::english(.0))]
    Unauthorized(String),
    /// Not an error page: a redirect to the login form that comes back to `next`.
    #[error("Please log in to continue.")]
    LoginRequired { next: String },
    #[error("{}", crate::i18n::english(.0))]
    Forbidden(String),
    #[error("{}", crate::i18n::english(.0))]
    NotFound(String),
    #[error("{}", crate::i18n::english(.0))]
    Conflict(String),
    /// Well-formed but refused by the rules; the text is the rule that was broken.
    #[error("{}", crate::i18n::english(.0))]
    Unprocessable(String),
    #[error("Too many attempts. Try again in {} minute(s).", .retry_after.div_ceil(60))]
    TooManyRequests { retry_after: u64 },
    /// A limit on mail (`services::mail_safety`): 429, with a sentence saying which one.
    #[error("{}", crate::i18n::english(message))]
    Limited { message: String, retry_after: u64 },
    #[error("The service is busy. Nothing was changed: try again in a moment.")]
    Unavailable,
    /// The database cannot write: the disk is full or failing. Logged at error level.
    #[error("The server cannot save anything right now: its storage is full or failing. Nothing was changed; please try again later.")]
    CannotSave(String),
    #[error("Something went wrong on our side. Sorry! Nothing was changed; please try again.")]
    Internal(#[source] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

/// What a missing page says (in English; the page says it in the visitor's language).
const NO_PAGE: &str = "There is no page at this address.";

impl AppError {
    pub fn not_found() -> Self {
        AppError::NotFound(NO_PAGE.into())
    }

    pub fn internal(e: impl Into<anyhow::Error>) -> Self {
        AppError::Internal(e.into())
    }

    /// Logs what the operator must see (the one place an error is logged): unexpected errors,
    /// and a database that cannot write.
    pub fn log(&self) {
        match self {
            AppError::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            AppError::CannotSave(cause) => {
                tracing::error!(error = %cause, "storage failure: the database cannot write")
            }
            _ => {}
        }
    }

    /// Seconds for a `Retry-After` header, for the answers that are worth retrying.
    pub fn retry_after(&self) -> Option<u64> {
        match self {
            AppError::TooManyRequests { retry_after } | AppError::Limited { retry_after, .. } => {
                Some(*retry_after)
            }
            AppError::Unavailable => Some(5),
            AppError::CannotSave(_) => Some(60),
            _ => None,
        }
    }

    /// The id of the error page's heading (`src/i18n/*/site.ftl`).
    fn title(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) => "error-title-bad-request",
            AppError::Csrf => "error-title-csrf",
            AppError::Unauthorized(_) | AppError::LoginRequired { .. } => "error-title-log-in",
            AppError::Forbidden(_) => "error-title-forbidden",
            AppError::NotFound(_) => "error-title-not-found",
            AppError::Conflict(_) => "error-title-conflict",
            AppError::Unprocessable(_) => "error-title-rules",
            AppError::TooManyRequests { .. } | AppError::Limited { .. } => "error-title-slow-down",
            AppError::Unavailable => "error-title-busy",
            AppError::CannotSave(_) => "error-title-cannot-save",
            AppError::Internal(_) => "error-title-sorry",
        }
    }

    /// What the error says, in `lang`: the site's own sentences are translated; a sentence a
    /// service or a game wrote is shown as it came.
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            AppError::Csrf => lang.t("error-csrf"),
            AppError::LoginRequired { .. } => lang.t("error-log-in"),
            AppError::NotFound(s) if s == NO_PAGE => lang.t("error-no-page"),
            AppError::TooManyRequests { retry_after } => {
                lang.t_count("error-too-many", &(retry_after.div_ceil(60) as usize))
            }
            AppError::Unavailable => lang.t("error-busy"),
            AppError::CannotSave(_) => lang.t("error-cannot-save"),
            AppError::Internal(_) => lang.t("error-internal"),
            // A service's refusal: the id of its text, or a sentence as it came.
            AppError::BadRequest(s)
            | AppError::Unauthorized(s)
            | AppError::Forbidden(s)
            | AppError::NotFound(s)
            | AppError::Conflict(s)
            | AppError::Unprocessable(s)
            | AppError::Limited { message: s, .. } => crate::i18n::in_lang(lang, s),
        }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(e: diesel::result::Error) -> Self {
        let text = e.to_string();
        if is_storage_failure(&text) {
            AppError::CannotSave(text)
        } else if is_busy(&text) {
            AppError::Unavailable
        } else {
            AppError::Internal(e.into())
        }
    }
}

impl From<crate::security::password::HashError> for AppError {
    fn from(e: crate::security::password::HashError) -> Self {
        match e {
            crate::security::password::HashError::Busy => AppError::Unavailable,
            failed => AppError::Internal(failed.into()),
        }
    }
}

impl From<crate::security::password::Busy> for AppError {
    fn from(_: crate::security::password::Busy) -> Self {
        AppError::Unavailable
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

/// SQLite answers "database is locked": another writer holds the database past the busy
/// timeout. The request fails cleanly with 503 and the transaction has rolled back.
fn is_busy(text: &str) -> bool {
    text.contains("database is locked")
        || text.contains("database is busy")
        // PostgreSQL: a write lock waited for longer than `db::pool::BUSY_TIMEOUT_MS`, or a
        // conflict it resolved by cancelling this transaction (nothing of it was applied).
        || text.contains("canceling statement due to lock timeout")
        || text.contains("deadlock detected")
        || text.contains("could not serialize access")
}

/// SQLite cannot write: a full disk, an I/O error, a read-only file. The request fails with 503
/// (the transaction has rolled back) and the operator must be told.
pub fn is_storage_failure(text: &str) -> bool {
    text.contains("disk is full")
        || text.contains("database or disk is full")
        || text.contains("disk I/O error")
        || text.contains("attempt to write a readonly database")
        // After "disk is full" SQLite rolls the transaction back by itself; diesel's own
        // ROLLBACK then fails with this, and reports it instead of the cause. Nothing committed
        // (and diesel marks the connection broken, so the pool drops it).
        || text.contains("cannot rollback - no transaction is active")
}

#[derive(Template)]
#[template(path = "errors/error.html")]
struct ErrorPage {
    ctx: crate::web::context::PageCtx,
    status: u16,
    title: String,
    message: String,
}

impl AppError {
    /// The error page for a visitor (the middleware draws it again with the logged-in
    /// visitor's header, which `error_response` cannot know).
    pub fn page(&self, ctx: crate::web::context::PageCtx) -> String {
        let page = ErrorPage {
            status: self.status_code().as_u16(),
            title: ctx.t(self.title()),
            message: self.message_in(ctx.lang),
            ctx,
        };
        page.render().unwrap_or_else(|_| self.to_string())
    }
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
            AppError::TooManyRequests { .. } | AppError::Limited { .. } => {
                StatusCode::TOO_MANY_REQUESTS
            }
            AppError::Unavailable | AppError::CannotSave(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        // The one place an unexpected error is logged.
        self.log();
        if let AppError::LoginRequired { next } = self {
            let query =
                serde_urlencoded::to_string([("next", safe_next(next))]).unwrap_or_default();
            return crate::web::see_other(&format!("/login?{query}"));
        }
        let status = self.status_code();
        let body = self.page(crate::web::context::PageCtx::anonymous());
        let mut response = HttpResponse::build(status);
        response.insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"));
        if let Some(seconds) = self.retry_after() {
            response.insert_header((header::RETRY_AFTER, seconds.to_string()));
        }
        response.body(body)
    }
}

/// Only same-site paths are followed after login (no open redirect): a relative path that starts
/// with a single `/` and holds only visible ASCII (browsers drop tabs and newlines from URLs, so
/// `/\t/evil.example` would become `//evil.example`; a CR or LF would break the header).
/// Anything else goes to the home page.
pub fn safe_next(next: &str) -> &str {
    let mut chars = next.chars();
    let shape_ok = chars.next() == Some('/') && !matches!(chars.next(), Some('/') | Some('\\'));
    let chars_ok = next.len() <= 2000 && next.chars().all(|c| c.is_ascii_graphic() && c != '\\');
    if shape_ok && chars_ok {
        next
    } else {
        "/"
    }
}

#[cfg(test)]
mod tests {
    use super::safe_next;

    #[test]
    fn only_plain_relative_paths_are_followed() {
        for good in ["/", "/games/3", "/games/3?tab=log#x", "/a/b%2Fc"] {
            assert_eq!(safe_next(good), good);
        }
        for bad in [
            "//evil.example",
            "/\\evil.example",
            "/\t/evil.example",
            "/\r\nSet-Cookie: x=1",
            "https://evil.example",
            "evil",
            "",
            "/ space",
            "/caf\u{e9}",
        ] {
            assert_eq!(safe_next(bad), "/", "{bad:?}");
        }
    }
}
