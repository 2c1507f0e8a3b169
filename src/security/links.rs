//! Signed email links: `<nonce>.<expiry>.<signature>`. The signature covers the purpose, the
//! user and the expiry, so a link cannot be forged, stretched or reused for another purpose;
//! the database row of the nonce makes it single-use.

use super::Keys;
use chrono::{DateTime, Duration, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Verify,
    Reset,
    ChangeEmail,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Reset => "reset",
            Purpose::ChangeEmail => "change_email",
        }
    }

    /// How long a link of this purpose stays valid.
    pub fn lifetime(self) -> Duration {
        match self {
            Purpose::Verify | Purpose::ChangeEmail => Duration::hours(48),
            Purpose::Reset => Duration::hours(1),
        }
    }
}

/// A link token whose signature checked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkToken {
    pub nonce: String,
    pub expires: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("This link is not valid. Check that you copied all of it, or ask for a new one.")]
    Invalid,
    #[error("This link has expired. Ask for a new one.")]
    Expired,
    #[error("This link has already been used. Ask for a new one if you still need it.")]
    Used,
}

pub fn issue(
    keys: &Keys,
    purpose: Purpose,
    user_id: i32,
    nonce: &str,
    expires: DateTime<Utc>,
) -> String {
    let exp = expires.timestamp();
    let sig = keys.sign_link(&message(purpose, user_id, nonce, exp));
    format!("{nonce}.{exp}.{sig}")
}

/// Splits and checks the token's shape and expiry; the signature is checked by `verify` once
/// the user the nonce belongs to is known.
pub fn parse(token: &str, now: DateTime<Utc>) -> Result<LinkToken, LinkError> {
    let mut parts = token.trim().splitn(3, '.');
    let (Some(nonce), Some(exp), Some(_sig)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(LinkError::Invalid);
    };
    if nonce.is_empty() || nonce.len() > 64 {
        return Err(LinkError::Invalid);
    }
    let expires: i64 = exp.parse().map_err(|_| LinkError::Invalid)?;
    if now.timestamp() >= expires {
        return Err(LinkError::Expired);
    }
    Ok(LinkToken {
        nonce: nonce.to_string(),
        expires,
    })
}

pub fn verify(keys: &Keys, token: &str, purpose: Purpose, user_id: i32) -> Result<(), LinkError> {
    let mut parts = token.trim().splitn(3, '.');
    let (Some(nonce), Some(exp), Some(sig)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(LinkError::Invalid);
    };
    let exp: i64 = exp.parse().map_err(|_| LinkError::Invalid)?;
    if keys.verify_link(&message(purpose, user_id, nonce, exp), sig) {
        Ok(())
    } else {
        Err(LinkError::Invalid)
    }
}

fn message(purpose: Purpose, user_id: i32, nonce: &str, exp: i64) -> String {
    format!("{}|{user_id}|{nonce}|{exp}", purpose.as_str())
}

/// What the signature of a turn mail's "enter the game" link covers.
pub fn enter_message(user_id: i32, game_id: i32, nonce: &str) -> String {
    format!("enter|{user_id}|{game_id}|{nonce}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issued_links_verify_only_for_their_purpose_user_and_time() {
        let keys = Keys::from_secret("k");
        let now = Utc::now();
        let t = issue(&keys, Purpose::Reset, 7, "abc", now + Duration::hours(1));
        assert!(parse(&t, now).is_ok());
        assert_eq!(parse(&t, now + Duration::hours(2)), Err(LinkError::Expired));
        assert!(verify(&keys, &t, Purpose::Reset, 7).is_ok());
        assert_eq!(
            verify(&keys, &t, Purpose::Verify, 7),
            Err(LinkError::Invalid)
        );
        assert_eq!(
            verify(&keys, &t, Purpose::Reset, 8),
            Err(LinkError::Invalid)
        );
        let stretched = t.replacen(
            &format!(".{}.", (now + Duration::hours(1)).timestamp()),
            ".99999999999.",
            1,
        );
        assert_eq!(
            verify(&keys, &stretched, Purpose::Reset, 7),
            Err(LinkError::Invalid)
        );
        assert_eq!(parse("garbage", now), Err(LinkError::Invalid));
    }
}
