//! In-memory rate limits (a sliding log per key). Per process: several server processes each
//! keep their own counts, which loosens the limit by that factor but never blocks a user wrongly.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug)]
pub struct RateLimiter {
    max: usize,
    window: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(max: usize, window: Duration) -> Self {
        Self {
            max,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// Records an attempt for `key`; `Err(wait)` when the key is over its limit, with how long
    /// until the next attempt is allowed. A refused attempt is not recorded.
    pub fn hit(&self, key: &str) -> Result<(), Duration> {
        self.hit_at(key, Instant::now())
    }

    /// Checks without recording.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        let now = Instant::now();
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        let log = hits.entry(key.to_string()).or_default();
        self.prune(log, now);
        self.over(log, now)
    }

    fn hit_at(&self, key: &str, now: Instant) -> Result<(), Duration> {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        if hits.len() > 100_000 {
            // Bound memory under a flood of distinct keys: drop the stale logs.
            hits.retain(|_, log| {
                log.back()
                    .is_some_and(|t| now.duration_since(*t) < self.window)
            });
        }
        let log = hits.entry(key.to_string()).or_default();
        self.prune(log, now);
        self.over(log, now)?;
        log.push_back(now);
        Ok(())
    }

    fn prune(&self, log: &mut VecDeque<Instant>, now: Instant) {
        while log
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            log.pop_front();
        }
    }

    fn over(&self, log: &VecDeque<Instant>, now: Instant) -> Result<(), Duration> {
        if log.len() < self.max {
            return Ok(());
        }
        let oldest = log.front().copied().unwrap_or(now);
        Err(self
            .window
            .saturating_sub(now.duration_since(oldest))
            .max(Duration::from_secs(1)))
    }

    /// Forgets a key (a successful login clears the account's failures).
    pub fn clear(&self, key: &str) {
        self.hits
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(key);
    }
}

/// The limits the site applies.
#[derive(Debug)]
pub struct Limits {
    /// Failed logins per account.
    pub login_account: RateLimiter,
    /// Login attempts per client address.
    pub login_ip: RateLimiter,
    /// Reset requests per email address.
    pub reset_account: RateLimiter,
    /// Reset requests per client address.
    pub reset_ip: RateLimiter,
}

impl Default for Limits {
    fn default() -> Self {
        let quarter = Duration::from_secs(15 * 60);
        let hour = Duration::from_secs(3600);
        Self {
            login_account: RateLimiter::new(5, quarter),
            login_ip: RateLimiter::new(30, quarter),
            reset_account: RateLimiter::new(3, hour),
            reset_ip: RateLimiter::new(10, hour),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_max_then_refuses_until_the_window_slides() {
        let rl = RateLimiter::new(2, Duration::from_secs(60));
        let t0 = Instant::now();
        assert!(rl.hit_at("k", t0).is_ok());
        assert!(rl.hit_at("k", t0).is_ok());
        let wait = rl
            .hit_at("k", t0 + Duration::from_secs(10))
            .expect_err("third is refused");
        assert_eq!(wait, Duration::from_secs(50));
        assert!(rl.hit_at("other", t0).is_ok());
        assert!(rl.hit_at("k", t0 + Duration::from_secs(61)).is_ok());
    }
}
