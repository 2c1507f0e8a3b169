//! The site's secret key, the sub-keys derived from it, random tokens and hashes.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

type HmacSha256 = Hmac<Sha256>;

/// Sub-keys derived from the secret, one per use, so that a signature made for one purpose can
/// never be replayed for another.
#[derive(Clone)]
pub struct Keys {
    links: [u8; 32],
    csrf: [u8; 32],
    replies: [u8; 32],
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(<redacted>)")
    }
}

impl Keys {
    pub fn from_secret(secret: &str) -> Self {
        Self {
            links: derive(secret, "turnpost email links v1"),
            csrf: derive(secret, "turnpost csrf v1"),
            replies: derive(secret, "turnpost reply addresses v1"),
        }
    }

    pub fn sign_link(&self, message: &str) -> String {
        sign(&self.links, message)
    }

    pub fn verify_link(&self, message: &str, signature: &str) -> bool {
        verify(&self.links, message, signature)
    }

    /// A short signature for the local part of a Reply-To address: 128 bits in lower-case hex
    /// (mail systems may change the case of an address, never of its digits).
    pub fn sign_reply(&self, message: &str) -> String {
        self.reply_mac(message, 16)
    }

    /// Checks `sign_reply`'s signature in constant time.
    pub fn verify_reply(&self, message: &str, signature: &str) -> bool {
        self.verify_reply_mac(message, signature, 16)
    }

    /// A shorter signature, 80 bits in lower-case hex, for the reply address of a turn mail,
    /// whose local part also carries the game, seat, version and path within SMTP's 64 octets
    /// (guessing one takes 2^79 tries over SMTP, each answered in milliseconds at best).
    pub fn sign_turn_reply(&self, message: &str) -> String {
        self.reply_mac(message, 10)
    }

    /// Checks `sign_turn_reply`'s signature in constant time.
    pub fn verify_turn_reply(&self, message: &str, signature: &str) -> bool {
        self.verify_reply_mac(message, signature, 10)
    }

    fn reply_mac(&self, message: &str, bytes: usize) -> String {
        let mut mac = mac_for(&self.replies);
        mac.update(message.as_bytes());
        mac.finalize().into_bytes()[..bytes]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    fn verify_reply_mac(&self, message: &str, signature: &str, bytes: usize) -> bool {
        if signature.len() != 2 * bytes || !signature.bytes().all(|b| b.is_ascii_hexdigit()) {
            return false;
        }
        let raw: Vec<u8> = (0..bytes)
            .filter_map(|i| u8::from_str_radix(&signature[2 * i..2 * i + 2], 16).ok())
            .collect();
        let mut mac = mac_for(&self.replies);
        mac.update(message.as_bytes());
        mac.verify_truncated_left(&raw).is_ok()
    }

    pub fn sign_csrf(&self, message: &str) -> String {
        sign(&self.csrf, message)
    }

    pub fn verify_csrf(&self, message: &str, signature: &str) -> bool {
        verify(&self.csrf, message, signature)
    }
}

fn derive(secret: &str, label: &str) -> [u8; 32] {
    let mut mac = mac_for(secret.as_bytes());
    mac.update(label.as_bytes());
    mac.finalize().into_bytes().into()
}

fn mac_for(key: &[u8]) -> HmacSha256 {
    // HMAC takes keys of any length, so this cannot fail.
    <HmacSha256 as Mac>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"))
}

fn sign(key: &[u8; 32], message: &str) -> String {
    let mut mac = mac_for(key);
    mac.update(message.as_bytes());
    URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
}

/// Constant-time comparison through `verify_slice`.
fn verify(key: &[u8; 32], message: &str, signature: &str) -> bool {
    let Ok(bytes) = URL_SAFE_NO_PAD.decode(signature) else {
        return false;
    };
    let mut mac = mac_for(key);
    mac.update(message.as_bytes());
    mac.verify_slice(&bytes).is_ok()
}

/// `n` random bytes from the operating system, URL-safe encoded.
pub fn random_token(n: usize) -> String {
    let mut buf = vec![0u8; n];
    // The OS generator failing is not something the site can work around.
    getrandom::getrandom(&mut buf).unwrap_or_else(|e| panic!("operating system RNG failed: {e}"));
    URL_SAFE_NO_PAD.encode(buf)
}

/// A random 32-byte secret for sites that configure none.
pub fn generate_secret() -> String {
    random_token(32)
}

/// Hex SHA-256: session tokens are stored only as hashes.
pub fn sha256_hex(value: &str) -> String {
    let digest = Sha256::digest(value.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_bound_to_key_purpose_and_message() {
        let keys = Keys::from_secret("s");
        let sig = keys.sign_link("verify:1");
        assert!(keys.verify_link("verify:1", &sig));
        assert!(!keys.verify_link("verify:2", &sig));
        assert!(!keys.verify_csrf("verify:1", &sig));
        assert!(!Keys::from_secret("t").verify_link("verify:1", &sig));
        assert!(!keys.verify_link("verify:1", "not base64!"));
    }
}
