//! CSRF tokens: a random cookie per browser (`tp_csrf`, HttpOnly, SameSite=Lax), and in each
//! form a signature of that cookie bound to the login session. A forged form needs both the
//! cookie, which another site cannot read, and the site's key.

use super::Keys;

pub const COOKIE: &str = "tp_csrf";
pub const FIELD: &str = "csrf";

/// The token a form of this browser must carry.
pub fn token(keys: &Keys, browser_nonce: &str, session: Option<&str>) -> String {
    keys.sign_csrf(&message(browser_nonce, session))
}

pub fn check(keys: &Keys, browser_nonce: &str, session: Option<&str>, submitted: &str) -> bool {
    !browser_nonce.is_empty() && keys.verify_csrf(&message(browser_nonce, session), submitted)
}

fn message(browser_nonce: &str, session: Option<&str>) -> String {
    format!("{browser_nonce}|{}", session.unwrap_or(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_is_bound_to_browser_and_session() {
        let keys = Keys::from_secret("k");
        let t = token(&keys, "nonce", Some("sess"));
        assert!(check(&keys, "nonce", Some("sess"), &t));
        assert!(!check(&keys, "other", Some("sess"), &t));
        assert!(!check(&keys, "nonce", None, &t));
        assert!(!check(&keys, "", None, &token(&keys, "", None)));
    }
}
