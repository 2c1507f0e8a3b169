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
        "site.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../../static/site.js"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_bytes!("../../../static/favicon.svg"),
    ),
];

/// A game's own stylesheet (`GameUi::stylesheet`).
#[get("/static/games/{name}.css")]
pub async fn game_stylesheet(name: web::Path<String>) -> Result<HttpResponse, AppError> {
    let ui = crate::web::games::ui(&name).ok_or_else(AppError::not_found)?;
    Ok(HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(ui.stylesheet()))
}

/// A game's own script (`GameUi::script`), if it has one.
#[get("/static/games/{name}.js")]
pub async fn game_script(name: web::Path<String>) -> Result<HttpResponse, AppError> {
    let script = crate::web::games::ui(&name)
        .and_then(|ui| ui.script())
        .ok_or_else(AppError::not_found)?;
    Ok(HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(script))
}

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
