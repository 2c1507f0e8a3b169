//! Limits on the mail a stranger can make the site send (invitations, verification mails), the
//! "this wasn't me" links those mails carry, and the list of addresses that followed one.
//!
//! The counts live in the database (`mail_sends`), checked and written inside the transaction
//! that queues the mail, so the limits hold across server processes and restarts (SQLite runs
//! one write transaction at a time, so two requests cannot both take the last place).

use crate::db::models::mail_sends::{self, NewMailSend};
use crate::db::models::mail_suppressions::{self, MailSuppression, NewMailSuppression};
use crate::db::Conn;
use crate::error::AppError;
use crate::state::AppState;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{Duration, NaiveDateTime};

/// Every limit below counts over this rolling window.
pub const WINDOW_HOURS: i64 = 24;
/// Invitations one account may send per window (to anyone).
pub const INVITATIONS_PER_SENDER: usize = 20;
/// Invitations one address may receive per window (from anyone).
pub const INVITATIONS_PER_ADDRESS: usize = 3;
/// Verification mails one address may receive per window: registration, "send the
/// verification again", and the "you already have an account" notice a registration with a
/// taken address sends instead.
pub const VERIFY_MAILS_PER_ADDRESS: usize = 3;
/// Email changes one account may ask for per window: each mails a link to an address nobody
/// has proved yet (it counts towards that address's verification mails too).
pub const EMAIL_CHANGES_PER_SENDER: usize = 5;

/// (Each refusal here is the id of its text, `src/i18n/*/refusals.ftl`.)
pub const RESEND_LIMITED: &str = "refusal-resend-limited";
pub const VERIFY_SUPPRESSED: &str = "refusal-verify-suppressed";
pub const CHANGE_SUPPRESSED: &str = "refusal-change-suppressed";
pub const BAD_NOT_ME_LINK: &str = "refusal-bad-not-me-link";

/// The kinds of mail counted in `mail_sends`, and the mail a "this wasn't me" link came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailOrigin {
    Invitation,
    Verify,
}

impl MailOrigin {
    pub fn as_str(self) -> &'static str {
        match self {
            MailOrigin::Invitation => "invitation",
            MailOrigin::Verify => "verify",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s {
            "invitation" => Some(MailOrigin::Invitation),
            "verify" => Some(MailOrigin::Verify),
            _ => None,
        }
    }
}

/// Why a mail may not go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The address followed a "this wasn't me" link.
    Suppressed,
    /// A limit is full; the seconds until a place frees up.
    Limited { retry_after: u64 },
}

fn key(address: &str) -> String {
    address.trim().to_lowercase()
}

fn not_me_message(address: &str, origin: MailOrigin) -> String {
    format!("not-me|{}|{address}", origin.as_str())
}

/// The token of a "this wasn't me" link: the lowercased address, the mail it came in and a
/// signature over both. No row is stored, and it does not expire (like an unsubscribe link).
pub fn not_me_token(state: &AppState, address: &str, origin: MailOrigin) -> String {
    let address = key(address);
    format!(
        "{}.{}.{}",
        URL_SAFE_NO_PAD.encode(address.as_bytes()),
        origin.as_str(),
        state.keys.sign_link(&not_me_message(&address, origin))
    )
}

/// The full address of the "this wasn't me" page for a mail to `address`.
pub fn not_me_link(state: &AppState, address: &str, origin: MailOrigin) -> String {
    state.url(&format!("/not-me/{}", not_me_token(state, address, origin)))
}

/// The address and origin of a genuine token; `None` for anything altered.
pub fn parse_not_me(state: &AppState, token: &str) -> Option<(String, MailOrigin)> {
    let mut parts = token.splitn(3, '.');
    let encoded = parts.next()?;
    if encoded.len() > 400 {
        return None;
    }
    let address = String::from_utf8(URL_SAFE_NO_PAD.decode(encoded).ok()?).ok()?;
    let origin = MailOrigin::parse(parts.next()?)?;
    let signature = parts.next()?;
    state
        .keys
        .verify_link(&not_me_message(&address, origin), signature)
        .then_some((address, origin))
}

/// Puts an address on the suppression list (a second time changes nothing).
pub fn suppress(state: &AppState, address: &str, origin: MailOrigin) -> Result<(), AppError> {
    let mut conn = state.pool.get()?;
    let address = key(address);
    conn.immediate_transaction(|conn| -> Result<(), AppError> {
        mail_suppressions::insert(
            conn,
            &NewMailSuppression {
                address: &address,
                route: origin.as_str(),
                created_at: state.clock.now_naive(),
            },
        )?;
        Ok(())
    })
}

pub fn is_suppressed(conn: &mut Conn, address: &str) -> Result<bool, AppError> {
    Ok(mail_suppressions::contains(conn, &key(address))?)
}

/// The suppression list, newest first.
pub fn suppressions(conn: &mut Conn) -> Result<Vec<MailSuppression>, AppError> {
    Ok(mail_suppressions::all(conn)?)
}

fn window_start(state: &AppState) -> NaiveDateTime {
    state.clock.now_naive() - Duration::hours(WINDOW_HOURS)
}

/// `Some(seconds until a place frees up)` when `times` (oldest first, inside the window) fill
/// `limit`.
fn full(state: &AppState, times: &[NaiveDateTime], limit: usize) -> Option<u64> {
    if times.len() < limit {
        return None;
    }
    let frees_at = times[times.len() - limit] + Duration::hours(WINDOW_HOURS);
    let wait = (frees_at - state.clock.now_naive()).num_seconds();
    Some(u64::try_from(wait).unwrap_or(0).max(1))
}

/// Whether a verification mail (or the "already registered" notice) may go to `address` now.
pub fn verify_mail_allowed(
    conn: &mut Conn,
    state: &AppState,
    address: &str,
) -> Result<Result<(), Refusal>, AppError> {
    if is_suppressed(conn, address)? {
        return Ok(Err(Refusal::Suppressed));
    }
    let sent = mail_sends::to_address_since(
        conn,
        MailOrigin::Verify.as_str(),
        &key(address),
        window_start(state),
    )?;
    Ok(match full(state, &sent, VERIFY_MAILS_PER_ADDRESS) {
        Some(retry_after) => Err(Refusal::Limited { retry_after }),
        None => Ok(()),
    })
}

/// Checks that `sender_id` may invite `address` now; the error is the sentence to show, which
/// names the invitee as `who` (the address the sender typed, or a player's name). The limit per
/// address guards strangers' inboxes; it does not count an invitation to a registered player the
/// sender has already shared a table with (friends who play several games a day, a rematch).
pub fn check_invitation(
    conn: &mut Conn,
    state: &AppState,
    sender_id: i32,
    address: &str,
    who: &str,
) -> Result<(), AppError> {
    if is_suppressed(conn, address)? {
        return Err(AppError::Forbidden(crate::say!(
            "refusal-invitations-refused",
            who = who
        )));
    }
    let kind = MailOrigin::Invitation.as_str();
    let by_sender = mail_sends::by_sender_since(conn, kind, sender_id, window_start(state))?;
    if let Some(retry_after) = full(state, &by_sender, INVITATIONS_PER_SENDER) {
        return Err(AppError::Limited {
            message: format!(
                "You have sent {INVITATIONS_PER_SENDER} invitations in the last {WINDOW_HOURS} \
                 hours, the most Turnpost allows: try again tomorrow."
            ),
            retry_after,
        });
    }
    let known = match crate::db::models::users::find_by_email(conn, address)? {
        Some(u) => crate::db::models::game_players::shared_a_table(conn, sender_id, u.id)?,
        None => false,
    };
    if known {
        return Ok(());
    }
    let to_address = mail_sends::to_address_since(conn, kind, &key(address), window_start(state))?;
    if let Some(retry_after) = full(state, &to_address, INVITATIONS_PER_ADDRESS) {
        return Err(AppError::Limited {
            message: crate::say!(
                "refusal-invited-too-often",
                who = who,
                count = INVITATIONS_PER_ADDRESS,
                hours = WINDOW_HOURS
            ),
            retry_after,
        });
    }
    Ok(())
}

/// Checks that `sender_id` may have a "confirm your new address" link mailed to `address` now:
/// the address is not suppressed, the sender is under its limit of email changes and the
/// address under its limit of verification mails. The error is the sentence to show.
pub fn check_email_change(
    conn: &mut Conn,
    state: &AppState,
    sender_id: i32,
    address: &str,
) -> Result<(), AppError> {
    if is_suppressed(conn, address)? {
        return Err(AppError::Forbidden(CHANGE_SUPPRESSED.into()));
    }
    let kind = MailOrigin::Verify.as_str();
    let by_sender = mail_sends::by_sender_since(conn, kind, sender_id, window_start(state))?;
    if let Some(retry_after) = full(state, &by_sender, EMAIL_CHANGES_PER_SENDER) {
        return Err(AppError::Limited {
            message: format!(
                "You have asked to change your address {EMAIL_CHANGES_PER_SENDER} times in the \
                 last {WINDOW_HOURS} hours, the most Turnpost allows: try again tomorrow."
            ),
            retry_after,
        });
    }
    let to_address = mail_sends::to_address_since(conn, kind, &key(address), window_start(state))?;
    if let Some(retry_after) = full(state, &to_address, VERIFY_MAILS_PER_ADDRESS) {
        return Err(AppError::Limited {
            message: format!(
                "That address has already been sent {VERIFY_MAILS_PER_ADDRESS} confirmation \
                 links in the last {WINDOW_HOURS} hours: try again tomorrow."
            ),
            retry_after,
        });
    }
    Ok(())
}

/// Counts a mail towards the limits, inside the transaction that queues it; forgets the rows
/// that left the window.
pub fn record(
    conn: &mut Conn,
    state: &AppState,
    origin: MailOrigin,
    address: &str,
    sender_id: Option<i32>,
) -> Result<(), AppError> {
    mail_sends::prune(conn, window_start(state))?;
    mail_sends::insert(
        conn,
        &NewMailSend {
            kind: origin.as_str(),
            address: &key(address),
            sender_id,
            created_at: state.clock.now_naive(),
        },
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mail_origin_round_trip() {
        for o in [MailOrigin::Invitation, MailOrigin::Verify] {
            assert_eq!(MailOrigin::parse(o.as_str()), Some(o));
        }
        assert_eq!(MailOrigin::parse("turn"), None);
    }
}
