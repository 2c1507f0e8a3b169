//! Reply-To addresses of game mail, signed with the site's key so that none can be guessed or
//! turned into another game's, seat's or version's:
//! - a turn mail's (`play+<game>-<seat>-<version>-<path>-<signature>`): a reply to it with a
//!   listed number plays that choice, at that version, from the path of options chosen so far
//!   (`services::replies`); numbers in base 36, the path's joined by dots, the signature 80
//!   bits in hex, all lower case, the local part at most 64 octets (RFC 5321);
//! - every other game mail's (`reply+<game>x<user>x<day>x<signature>`): a reply to it is table
//!   talk, for `DAYS` days after the mail.
//!
//! Either only says where a reply goes: whether it may act or talk is decided by who sent it
//! (`mail::auth`, `services::replies`).

use crate::state::AppState;

/// How long a talk Reply-To address works after the mail that carried it, in days.
pub const DAYS: i32 = 90;

/// The longest local part SMTP carries (RFC 5321, 4.5.3.1.1).
pub const MAX_LOCAL: usize = 64;

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

/// The Reply-To address of a game mail to `user_id`: a reply to it is table talk in game
/// `game_id`. The local part is signed, and it stops working `DAYS` after the mail.
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

/// Where a reply goes, read from a signed address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Table talk in a game, from a player (`day` the address was made).
    Talk {
        game_id: i32,
        user_id: i32,
        day: i32,
    },
    /// A choice in a seat's decision at a version of the game, from the path chosen so far.
    Turn {
        game_id: i32,
        seat: usize,
        version: i32,
        path: Vec<usize>,
    },
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn from_base36(s: &str) -> Option<u64> {
    if s.is_empty() || s.len() > 8 {
        return None;
    }
    u64::from_str_radix(s, 36).ok()
}

fn turn_message(game_id: i32, seat: usize, version: i32, path: &str) -> String {
    format!("play|{game_id}|{seat}|{version}|{path}")
}

/// The local part of a turn address, or none when it would not fit in `MAX_LOCAL` octets.
fn turn_local(
    state: &AppState,
    game_id: i32,
    seat: usize,
    version: i32,
    path: &[usize],
) -> Option<String> {
    let path: Vec<String> = path.iter().map(|&i| base36(i as u64)).collect();
    let path = path.join(".");
    let signature = state
        .keys
        .sign_turn_reply(&turn_message(game_id, seat, version, &path));
    let local = format!(
        "play+{}-{}-{}-{path}-{signature}",
        base36(u64::try_from(game_id).ok()?),
        base36(seat as u64),
        base36(u64::try_from(version).ok()?),
    );
    (local.len() <= MAX_LOCAL).then_some(local)
}

/// The Reply-To address of a turn mail for `seat`'s decision at `version` of game `game_id`,
/// `path` the options chosen so far; none when the path is too long for an address.
pub fn turn_address(
    state: &AppState,
    game_id: i32,
    seat: usize,
    version: i32,
    path: &[usize],
) -> Option<String> {
    turn_local(state, game_id, seat, version, path).map(|l| format!("{l}@{}", domain(state)))
}

/// Reads a recipient address of ours whose signature checks out; none for anything else (a
/// foreign domain, an unknown or forged local part). Case does not matter.
pub fn parse(state: &AppState, rcpt: &str) -> Option<Target> {
    let (local, dom) = rcpt.trim().rsplit_once('@')?;
    if !dom.eq_ignore_ascii_case(&domain(state)) || local.len() > MAX_LOCAL {
        return None;
    }
    let local = local.to_ascii_lowercase();
    if let Some(token) = local.strip_prefix("reply+") {
        let parts: Vec<&str> = token.split('x').collect();
        let [game, user, day, signature] = parts.as_slice() else {
            return None;
        };
        let (game_id, user_id, day) = (
            game.parse::<i32>().ok()?,
            user.parse::<i32>().ok()?,
            day.parse::<i32>().ok()?,
        );
        return state
            .keys
            .verify_reply(&format!("reply|{game_id}|{user_id}|{day}"), signature)
            .then_some(Target::Talk {
                game_id,
                user_id,
                day,
            });
    }
    let token = local.strip_prefix("play+")?;
    let parts: Vec<&str> = token.split('-').collect();
    let [game, seat, version, path, signature] = parts.as_slice() else {
        return None;
    };
    let game_id = i32::try_from(from_base36(game)?).ok()?;
    let seat = usize::try_from(from_base36(seat)?).ok()?;
    let version = i32::try_from(from_base36(version)?).ok()?;
    let steps: Option<Vec<usize>> = if path.is_empty() {
        Some(Vec::new())
    } else {
        path.split('.')
            .map(|n| from_base36(n).and_then(|v| usize::try_from(v).ok()))
            .collect()
    };
    let steps = steps?;
    // The path as it was signed: the canonical form of its numbers.
    let canonical: Vec<String> = steps.iter().map(|&i| base36(i as u64)).collect();
    if canonical.join(".") != *path {
        return None;
    }
    state
        .keys
        .verify_turn_reply(&turn_message(game_id, seat, version, path), signature)
        .then_some(Target::Turn {
            game_id,
            seat,
            version,
            path: steps,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base36_reads_back() {
        for n in [0u64, 9, 10, 35, 36, 1295, 1296, 2_147_483_647] {
            assert_eq!(from_base36(&base36(n)), Some(n));
        }
        assert_eq!(base36(35), "z");
        assert_eq!(from_base36(""), None);
        assert_eq!(from_base36("-1"), None);
    }
}
