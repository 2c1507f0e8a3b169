//! `/static/...`: the stylesheet and the few other files, compiled into the binary.

use crate::error::AppError;
use actix_web::{get, web, HttpResponse};

const FILES: &[(&str, &str, &[u8])] = &[
    (
        "site.css",
        "text/css; charset=utf-8",
        include_bytes!("../../../static/site.css"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_bytes!("../../../static/favicon.svg"),
    ),
];

#[get("/static/{name}")]
pub async fn serve(name: web::Path<String>) -> Result<HttpResponse, AppError> {
    let (_, mime, body) = FILES
        .iter()
        .find(|(n, _, _)| *n == name.as_str())
        .ok_or_else(AppError::not_found)?;
    Ok(HttpResponse::Ok()
        .content_type(*mime)
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(*body))
}
