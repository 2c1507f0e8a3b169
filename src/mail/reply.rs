//! Reply-To addresses of game mail: a reply to one posts in that game's table talk
//! (`services::talk::check_recipient` and `receive` take it in).

use crate::state::AppState;

/// How long a Reply-To address works after the mail that carried it, in days.
pub const DAYS: i32 = 90;

/// The domain of Reply-To addresses: the setting, or the site's host.
pub fn domain(state: &AppState) -> String {
    state
        .settings
        .reply_domain
        .clone()
        .unwrap_or_else(|| super::outbox::domain_of(&state.settings.base_url))
        .to_ascii_lowercase()
}

/// Today as a day number (the date a Reply-To address was made).
pub fn today(state: &AppState) -> i32 {
    chrono::Datelike::num_days_from_ce(&state.clock.now().date_naive())
}

/// The Reply-To address of a game mail to `user_id`: a reply to it posts in game `game_id`'s
/// table talk. The local part is signed, so it cannot be guessed or turned into another game's
/// or player's, and it stops working `DAYS` after the mail.
pub fn address(state: &AppState, game_id: i32, user_id: i32) -> String {
    let day = today(state);
    let signature = state
        .keys
        .sign_reply(&format!("reply|{game_id}|{user_id}|{day}"));
    format!(
        "reply+{game_id}x{user_id}x{day}x{signature}@{}",
        domain(state)
    )
}
