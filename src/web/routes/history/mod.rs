//! History pages: the archive of finished games, a game's replay step by step, player
//! profiles, and a game's export as JSON. All of them are GET pages open to visitors.

pub mod get;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get::archive)
        .service(get::replay_start)
        .service(get::replay)
        .service(get::export)
        .service(get::profile);
}
