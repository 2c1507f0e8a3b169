//! Device cookies (OWASP's answer to lockouts): a browser that once logged in to an account
//! carries signed proof of it, and the slow per-account login limit, which strangers' failed
//! guesses fill, does not apply to it. So nobody can lock a player out of their own browser.

use super::keys::{random_token, sha256_hex};
use super::Keys;

pub const COOKIE: &str = "tp_device";
/// A year: as long as a player keeps the same browser.
pub const DAYS: i64 = 365;

/// The account's tag in the cookie: enough to tell accounts apart, without the address.
fn tag(account: &str) -> String {
    sha256_hex(&format!("device tag:{account}"))[..16].to_string()
}

fn message(tag: &str, nonce: &str) -> String {
    format!("device:{tag}:{nonce}")
}

/// A new cookie value for `account` (the lowercased email address).
pub fn issue(keys: &Keys, account: &str) -> String {
    let (tag, nonce) = (tag(account), random_token(12));
    let signature = keys.sign_link(&message(&tag, &nonce));
    format!("{tag}.{nonce}.{signature}")
}

/// Whether `cookie` was issued by this site for `account`.
pub fn vouches_for(keys: &Keys, cookie: &str, account: &str) -> bool {
    let mut parts = cookie.splitn(3, '.');
    let (Some(t), Some(nonce), Some(signature)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    t == tag(account) && keys.verify_link(&message(t, nonce), signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cookie_vouches_only_for_its_own_account_and_cannot_be_forged() {
        let keys = Keys::from_secret("test");
        let cookie = issue(&keys, "ada@example.com");
        assert!(vouches_for(&keys, &cookie, "ada@example.com"));
        assert!(!vouches_for(&keys, &cookie, "bea@example.com"));
        assert!(!vouches_for(
            &Keys::from_secret("other"),
            &cookie,
            "ada@example.com"
        ));
        let forged = format!("{}.x", &cookie[..cookie.rfind('.').expect("dot")]);
        assert!(!vouches_for(&keys, &forged, "ada@example.com"));
        assert!(!vouches_for(&keys, "", "ada@example.com"));
    }
}
