//! Password hashing with argon2id at OWASP's recommended cost. Callers run these in
//! `web::block`: a hash takes tens of milliseconds of CPU.

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::{Algorithm, Argon2, Params, Version};

pub const MIN_LENGTH: usize = 10;
pub const MAX_LENGTH: usize = 256;

fn hasher() -> Argon2<'static> {
    // OWASP: m = 19 MiB, t = 2, p = 1.
    let params = Params::new(19_456, 2, 1, None)
        .unwrap_or_else(|_| unreachable!("constant argon2 parameters are valid"));
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

pub fn hash(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("argon2 hashing failed: {e}"))
}

/// False for a wrong password or an unreadable stored hash.
pub fn verify(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A hash of a random password, verified against when the account does not exist so that a
/// login takes as long for an unknown email as for a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash(&super::keys::random_token(16)).unwrap_or_default())
}

/// Why a new password is refused, in a sentence.
pub fn check_strength(password: &str, email: &str) -> Result<(), &'static str> {
    let n = password.chars().count();
    if n < MIN_LENGTH {
        return Err("Choose a password of at least 10 characters.");
    }
    if n > MAX_LENGTH {
        return Err("Choose a password of at most 256 characters.");
    }
    if password.eq_ignore_ascii_case(email) {
        return Err("Your password must not be your email address.");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_is_argon2id_with_owasp_cost_and_verifies() {
        let h = hash("correct horse battery").expect("hash");
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify("correct horse battery", &h));
        assert!(!verify("wrong horse battery", &h));
        assert!(!verify("x", "not a hash"));
    }

    #[test]
    fn weak_passwords_are_refused() {
        assert!(check_strength("short", "a@b.c").is_err());
        assert!(check_strength("a@b.c.d.e.f", "A@B.C.D.E.F").is_err());
        assert!(check_strength("long enough pass", "a@b.c").is_ok());
    }
}
