//! Game pages: new game, lobby, a game (waiting room or board), invitations, turns.

pub mod get;
pub mod post;
pub mod talk;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get::new_game)
        .service(post::create)
        .service(get::lobby)
        .service(get::mine)
        .service(get::show)
        .service(post::invite)
        .service(post::join)
        .service(post::start)
        .service(post::cancel)
        .service(post::leave)
        .service(post::rematch)
        .service(post::turn)
        .service(post::mute)
        .service(post::vote)
        .service(crate::web::table::forms::resign)
        .service(crate::web::table::forms::end)
        .service(crate::web::table::forms::bot)
        .service(crate::web::table::forms::invite_to_bot_seat)
        .service(talk::post_message)
        .service(talk::hide_message)
        .service(talk::save_notes)
        .service(get::invitation)
        .service(post::accept_invitation)
        .service(get::rules);
}
