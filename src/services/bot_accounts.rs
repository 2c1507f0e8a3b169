//! Seats held by bots: the site's bot accounts and what names them. A leaf: it calls no other
//! service (the pool that plays bot seats is `services::bot_pool`).
//!
//! A bot seat is a `game_players` row with a `bot_level` whose user is one of the site's bot
//! accounts: "Bot (easy)" or "Bot (normal)", each with an address at [`BOT_DOMAIN`] (nobody
//! receives mail there: `services::mail` queues none to it) and no password that any login
//! matches. A game may seat several bots of one level, so each level has as many accounts as
//! the largest table ("Bot (normal) ●", "Bot (normal) ■": the seat's symbol tells them apart).

use crate::bots::Level;
use crate::db::models::game_players;
use crate::db::models::users::{self, NewUser, User};
use crate::db::Conn;
use crate::engine::Seat;
use crate::error::AppError;
use std::collections::HashSet;

/// The domain of the bot accounts' addresses: reserved (RFC 2606), so no mail can reach it.
pub const BOT_DOMAIN: &str = "bots.invalid";

/// The most bot accounts of one level: one for every seat of the largest table.
const ACCOUNTS_PER_LEVEL: usize = 8;

/// Whether an address is a bot account's (no mail is ever queued to it).
pub fn is_bot_address(email: &str) -> bool {
    email
        .rsplit_once('@')
        .is_some_and(|(_, domain)| domain.eq_ignore_ascii_case(BOT_DOMAIN))
}

/// The name of a bot as players read it: "Bot (normal)".
pub fn bot_name(level: Level) -> String {
    format!("Bot ({})", level.name())
}

/// A level from a form's or the API's word ("easy", "normal"); a clear sentence otherwise.
pub fn parse_level(text: &str) -> Result<Level, String> {
    Level::parse(text).ok_or_else(|| "refusal-bot-level".to_string())
}

/// A bot account of `level` not seated at `game_id` yet, made when first needed, in the
/// caller's write transaction.
pub fn account_for(
    conn: &mut Conn,
    level: Level,
    game_id: i32,
    now: chrono::NaiveDateTime,
) -> Result<User, AppError> {
    let seated: HashSet<i32> = game_players::of_game(conn, game_id)?
        .iter()
        .map(|p| p.player.user_id)
        .collect();
    for n in 1..=ACCOUNTS_PER_LEVEL {
        let email = format!("bot-{}-{n}@{BOT_DOMAIN}", level.name());
        let user = match users::find_by_email(conn, &email)? {
            Some(user) => user,
            None => users::insert(
                conn,
                &NewUser {
                    email: &email,
                    display_name: &bot_name(level),
                    // Not a hash of anything: no password verifies against it.
                    password_hash: "!",
                    created_at: now,
                },
            )?,
        };
        if !seated.contains(&user.id) {
            return Ok(user);
        }
    }
    Err(AppError::Conflict(
        "This game has as many bots as it can seat.".into(),
    ))
}

/// The seed of a bot's decision: the same game, version and seat always think alike.
pub fn seed_of(game_seed: i64, version: i32, seat: Seat) -> u64 {
    let mut x = (game_seed as u64)
        ^ (u64::from(version as u32)).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (seat as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    // splitmix64's finish, so that neighbouring versions seed far apart.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bot_addresses_are_told_apart_from_people() {
        assert!(is_bot_address("bot-normal-1@bots.invalid"));
        assert!(is_bot_address("Bot-Easy-3@BOTS.INVALID"));
        assert!(!is_bot_address("ada@example.com"));
        assert!(!is_bot_address("bots.invalid@example.com"));
        assert!(!is_bot_address("no address"));
    }

    #[test]
    fn seeds_differ_by_version_and_seat_and_repeat_for_the_same() {
        let a = seed_of(42, 7, 1);
        assert_eq!(a, seed_of(42, 7, 1));
        assert_ne!(a, seed_of(42, 8, 1));
        assert_ne!(a, seed_of(42, 7, 2));
        assert_ne!(a, seed_of(43, 7, 1));
    }

    #[test]
    fn levels_are_named_and_read_back() {
        assert_eq!(bot_name(Level::Normal), "Bot (normal)");
        assert_eq!(parse_level("easy"), Ok(Level::Easy));
        assert!(parse_level("hard").is_err());
    }
}
