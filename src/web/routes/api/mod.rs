//! The JSON API for bots and scripts: the same services and checks as the pages, with bearer
//! tokens instead of cookies (so no CSRF tokens).

pub mod games;
pub mod messages;
pub mod tokens;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api")
            .app_data(crate::web::api::json_config())
            .service(tokens::create)
            .service(games::create)
            .service(games::show)
            .service(games::legal)
            .service(games::join)
            .service(games::invite)
            .service(games::start)
            .service(games::act)
            .service(messages::list)
            .service(messages::post)
            .default_service(web::to(not_found)),
    );
}

async fn not_found() -> Result<actix_web::HttpResponse, crate::web::api::ApiError> {
    Err(crate::error::AppError::NotFound("There is no API endpoint at this address.".into()).into())
}
