//! In-memory rate limits (a sliding log per key). Per process: several server processes each
//! keep their own counts, which loosens the limit by that factor but never blocks a user wrongly.
//!
//! Logins reserve their place in every limit before the password is checked, in one step under
//! the limiter's lock, and give it back when the password was right: so parallel guesses cannot
//! slip past a limit between a check and a count, and only failures ever count.

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

    /// Records an attempt and returns its time, to `refund` it later (a login that succeeded).
    pub fn reserve(&self, key: &str) -> Result<Instant, Duration> {
        let now = Instant::now();
        self.hit_at(key, now).map(|()| now)
    }

    /// Takes back one attempt recorded by `reserve`.
    pub fn refund(&self, key: &str, at: Instant) {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(log) = hits.get_mut(key) {
            if let Some(i) = log.iter().rposition(|t| *t == at) {
                log.remove(i);
            }
        }
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
    /// Failed logins per (account, client address): what a guesser hits first.
    pub login_pair: RateLimiter,
    /// Failed logins per account from browsers that never logged in to it: slower, so that
    /// guessing from many addresses stays slow, while the owner's own browser (which carries
    /// a device cookie) is never locked out by strangers.
    pub login_account: RateLimiter,
    /// Failed logins per client address, whatever the account.
    pub login_ip: RateLimiter,
    /// Reset requests per email address.
    pub reset_account: RateLimiter,
    /// Reset requests per client address.
    pub reset_ip: RateLimiter,
    /// Registrations per client address.
    pub register_ip: RateLimiter,
    /// Registrations on the whole site.
    pub register_all: RateLimiter,
    /// Table-talk messages per player and game.
    pub talk: RateLimiter,
}

impl Default for Limits {
    fn default() -> Self {
        let quarter = Duration::from_secs(15 * 60);
        let hour = Duration::from_secs(3600);
        Self {
            login_pair: RateLimiter::new(5, quarter),
            login_account: RateLimiter::new(20, hour),
            login_ip: RateLimiter::new(30, quarter),
            reset_account: RateLimiter::new(3, hour),
            reset_ip: RateLimiter::new(10, hour),
            register_ip: RateLimiter::new(10, hour),
            register_all: RateLimiter::new(300, hour),
            talk: RateLimiter::new(20, quarter),
        }
    }
}

/// A login under way: its places in the limits, given back if the password is right.
#[must_use = "say whether the login succeeded"]
pub struct LoginAttempt<'a> {
    taken: Vec<(&'a RateLimiter, String, Instant)>,
}

impl LoginAttempt<'_> {
    /// The password was right: this attempt does not count.
    pub fn succeeded(self) {
        for (limiter, key, at) in self.taken {
            limiter.refund(&key, at);
        }
    }

    /// The password was wrong: the attempt stays counted.
    pub fn failed(self) {}
}

impl Limits {
    /// Reserves a login attempt for `account` (lowercased address) from `ip`, in every limit at
    /// once, or none: `Err(wait)` when one is full. `known_device`: the browser carries proof
    /// that it logged in to this account before, so the per-account limit does not apply.
    pub fn begin_login(
        &self,
        account: &str,
        ip: &str,
        known_device: bool,
    ) -> Result<LoginAttempt<'_>, Duration> {
        let mut steps = vec![
            (&self.login_ip, ip.to_string()),
            (&self.login_pair, format!("{account}\n{ip}")),
        ];
        if !known_device {
            steps.push((&self.login_account, account.to_string()));
        }
        let mut attempt = LoginAttempt { taken: Vec::new() };
        for (limiter, key) in steps {
            match limiter.reserve(&key) {
                Ok(at) => attempt.taken.push((limiter, key, at)),
                Err(wait) => {
                    attempt.succeeded();
                    return Err(wait);
                }
            }
        }
        Ok(attempt)
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

    #[test]
    fn logins_count_only_failures_and_a_known_device_skips_the_account_limit() {
        let limits = Limits::default();
        // Successes never count.
        for _ in 0..50 {
            limits
                .begin_login("ada@x", "1.1.1.1", false)
                .expect("room")
                .succeeded();
        }
        // Five failures from one address lock that pair only.
        for _ in 0..5 {
            limits
                .begin_login("ada@x", "2.2.2.2", false)
                .expect("room")
                .failed();
        }
        assert!(limits.begin_login("ada@x", "2.2.2.2", true).is_err());
        assert!(limits
            .begin_login("ada@x", "3.3.3.3", false)
            .is_ok_and(|a| {
                a.succeeded();
                true
            }));
        // Failures from many addresses fill the account limit for new browsers, not for the
        // owner's own browser.
        for i in 0..15 {
            let ip = format!("9.9.9.{i}");
            limits
                .begin_login("ada@x", &ip, false)
                .expect("room")
                .failed();
        }
        assert!(limits.begin_login("ada@x", "4.4.4.4", false).is_err());
        let owner = limits
            .begin_login("ada@x", "4.4.4.4", true)
            .expect("owner's browser");
        owner.succeeded();
        // A refused attempt left nothing behind in the limits it had already passed.
        let ip_log = limits.login_ip.hits.lock().expect("lock");
        assert!(ip_log.get("4.4.4.4").is_none_or(|l| l.is_empty()));
    }
}
