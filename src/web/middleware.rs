//! Middleware: security headers on every response, a CSRF nonce cookie for every browser, and
//! error pages drawn with the logged-in visitor's header.

use super::context::FreshCsrfNonce;
use crate::error::AppError;
use crate::i18n::Lang;
use crate::security::{csrf, keys};
use crate::state::AppState;
use crate::web::context::{PageCtx, VisitorLang};
use actix_web::body::{BoxBody, MessageBody};
use actix_web::cookie::{Cookie, SameSite};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage};

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

pub async fn security(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let secure = req
        .app_data::<web::Data<AppState>>()
        .is_some_and(|s| s.settings.secure_cookies());
    let pseudo = req
        .app_data::<web::Data<AppState>>()
        .is_some_and(|s| s.settings.pseudo_language);
    let visitor = Lang::negotiate(
        None,
        req.cookie(crate::i18n::COOKIE).as_ref().map(|c| c.value()),
        req.headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
        pseudo,
    );
    req.extensions_mut().insert(VisitorLang(visitor));
    let fresh = if req.cookie(csrf::COOKIE).is_none() {
        let nonce = keys::random_token(24);
        req.extensions_mut().insert(FreshCsrfNonce(nonce.clone()));
        Some(nonce)
    } else {
        None
    };
    let res = next.call(req).await?.map_into_boxed_body();
    let mut res = with_visitor_header(res);
    // The language of a page: the account's or the visitor's, as `web::Ctx` settled it.
    let lang = res
        .request()
        .extensions()
        .get::<PageCtx>()
        .map_or(visitor, |p| p.lang);
    let headers = res.headers_mut();
    let html = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if html {
        headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(lang.code()),
        );
        headers.append(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
    }
    // A handler may set a policy of its own (the mailbox's HTML view of a mail).
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        );
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if let Some(nonce) = fresh {
        let cookie = Cookie::build(csrf::COOKIE, nonce)
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(secure)
            .finish();
        res.response_mut().add_cookie(&cookie)?;
    }
    Ok(res)
}

/// An error page answers a logged-in visitor with their own header (their name, their links),
/// not the logged-out one `AppError::error_response` draws without the request at hand.
fn with_visitor_header(res: ServiceResponse<BoxBody>) -> ServiceResponse<BoxBody> {
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let Some(ctx) = res.request().extensions().get::<PageCtx>().cloned() else {
        return res;
    };
    let Some(page) = res
        .response()
        .error()
        .and_then(|e| e.as_error::<AppError>())
        .map(|e| e.page(ctx))
    else {
        return res;
    };
    res.map_body(|_, _| BoxBody::new(page))
}
