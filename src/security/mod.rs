//! Cryptography and abuse protection: keys and signatures, password hashing, signed email
//! links, CSRF tokens and rate limits.

pub mod csrf;
pub mod device;
pub mod keys;
pub mod links;
pub mod password;
pub mod ratelimit;
pub mod unicode;

pub use keys::Keys;
