//! Rate limits (a sliding log per key), kept in the database (`rate_hits`), so that several
//! app servers on one database count together. Each check runs in a write transaction: the
//! count and the new attempt are one step, on SQLite and on PostgreSQL alike.
//!
//! Logins reserve their place in every limit before the password is checked, in one step, and
//! give it back when the password was right: so parallel guesses cannot slip past a limit
//! between a check and a count, and only failures ever count.

use crate::db::models::rate_hits;
use crate::db::Conn;
use chrono::NaiveDateTime;
use std::time::Duration;

#[derive(Debug)]
pub struct RateLimiter {
    /// Which limit: the rows of each limit are apart in `rate_hits`.
    scope: &'static str,
    max: usize,
    window: Duration,
}

/// Why an attempt was not recorded.
#[derive(Debug)]
pub enum Refused {
    /// Over the limit: the next attempt is allowed after this long.
    Wait(Duration),
    Database(diesel::result::Error),
}

impl From<diesel::result::Error> for Refused {
    fn from(e: diesel::result::Error) -> Self {
        Refused::Database(e)
    }
}

impl From<Refused> for crate::error::AppError {
    fn from(r: Refused) -> Self {
        match r {
            Refused::Wait(wait) => crate::error::AppError::TooManyRequests {
                retry_after: wait.as_secs(),
            },
            Refused::Database(e) => e.into(),
        }
    }
}

impl RateLimiter {
    pub const fn new(scope: &'static str, max: usize, window: Duration) -> Self {
        Self { scope, max, window }
    }

    /// Records an attempt for `key` at `now`, or refuses it (not recorded) when the key is
    /// over its limit.
    pub fn hit(&self, conn: &mut Conn, key: &str, now: NaiveDateTime) -> Result<(), Refused> {
        conn.immediate_transaction(|conn| self.hit_in(conn, key, now).map(|_| ()))
    }

    /// `hit` inside the caller's transaction, for a caller that first checks what the attempt
    /// is for (so that nothing is recorded for a request refused anyway).
    pub fn hit_within(
        &self,
        conn: &mut Conn,
        key: &str,
        now: NaiveDateTime,
    ) -> Result<(), Refused> {
        self.hit_in(conn, key, now).map(|_| ())
    }

    /// Records an attempt inside the caller's transaction; returns its id.
    fn hit_in(&self, conn: &mut Conn, key: &str, now: NaiveDateTime) -> Result<i32, Refused> {
        let window = chrono::Duration::from_std(self.window).unwrap_or(chrono::Duration::MAX);
        rate_hits::prune(conn, self.scope, key, now - window)?;
        let (count, oldest) = rate_hits::count(conn, self.scope, key)?;
        if count >= self.max as i64 {
            let age = (now - oldest.unwrap_or(now)).to_std().unwrap_or_default();
            return Err(Refused::Wait(
                self.window.saturating_sub(age).max(Duration::from_secs(1)),
            ));
        }
        Ok(rate_hits::insert(conn, self.scope, key, now)?)
    }
}

/// How long a recorded attempt is kept at most: the longest window of `Limits`.
pub const LONGEST_WINDOW: Duration = Duration::from_secs(3600);

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
        let hour = LONGEST_WINDOW;
        Self {
            login_pair: RateLimiter::new("login_pair", 5, quarter),
            login_account: RateLimiter::new("login_account", 20, hour),
            login_ip: RateLimiter::new("login_ip", 30, quarter),
            reset_account: RateLimiter::new("reset_account", 3, hour),
            reset_ip: RateLimiter::new("reset_ip", 10, hour),
            register_ip: RateLimiter::new("register_ip", 10, hour),
            register_all: RateLimiter::new("register_all", 300, hour),
            talk: RateLimiter::new("talk", 20, quarter),
        }
    }
}

/// Places taken in one or more limits at once, to be given back when the attempt turns out not
/// to count: a login whose password was right, or a request that was refused before it did any
/// work (503, no hashing slot free).
#[must_use = "say whether the places are kept or given back"]
pub struct Reserved {
    taken: Vec<i32>,
}

/// A login under way: its places in the limits, given back if the password is right.
pub type LoginAttempt = Reserved;

impl Reserved {
    /// The attempt does not count: its places are free again.
    pub fn give_back(self, conn: &mut Conn) -> Result<(), diesel::result::Error> {
        conn.immediate_transaction(|conn| rate_hits::delete(conn, &self.taken).map(|_| ()))
    }

    /// The attempt counts (a wrong password, a registration that went through).
    pub fn keep(self) {}
}

impl Limits {
    /// Reserves a login attempt for `account` (lowercased address) from `ip`, in every limit at
    /// once, or none: `Refused::Wait` when one is full. `known_device`: the browser carries
    /// proof that it logged in to this account before, so the per-account limit does not apply.
    pub fn begin_login(
        &self,
        conn: &mut Conn,
        now: NaiveDateTime,
        account: &str,
        ip: &str,
        known_device: bool,
    ) -> Result<LoginAttempt, Refused> {
        let mut steps = vec![
            (&self.login_ip, ip.to_string()),
            (&self.login_pair, format!("{account}\n{ip}")),
        ];
        if !known_device {
            steps.push((&self.login_account, account.to_string()));
        }
        Self::reserve(conn, now, &steps)
    }

    /// Takes a place in every limit of `steps` (each with its key) at once, or in none:
    /// `Refused::Wait` when one is full.
    pub fn reserve(
        conn: &mut Conn,
        now: NaiveDateTime,
        steps: &[(&RateLimiter, String)],
    ) -> Result<Reserved, Refused> {
        // One transaction: a refusal in any limit rolls back the places taken in the others.
        conn.immediate_transaction(|conn| {
            let mut taken = Vec::new();
            for (limiter, key) in steps {
                taken.push(limiter.hit_in(conn, key, now)?);
            }
            Ok(Reserved { taken })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conn() -> (tempfile::TempDir, Conn) {
        crate::db::migrate::fresh_sqlite()
    }

    fn t0() -> NaiveDateTime {
        chrono::DateTime::from_timestamp(1_800_000_000, 0)
            .expect("time")
            .naive_utc()
    }

    fn secs(n: i64) -> chrono::Duration {
        chrono::Duration::seconds(n)
    }

    fn wait(r: Result<(), Refused>) -> Duration {
        match r {
            Err(Refused::Wait(w)) => w,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn allows_max_then_refuses_until_the_window_slides() {
        let (_dir, mut c) = conn();
        let rl = RateLimiter::new("t", 2, Duration::from_secs(60));
        let t0 = t0();
        rl.hit(&mut c, "k", t0).expect("first");
        rl.hit(&mut c, "k", t0).expect("second");
        assert_eq!(
            wait(rl.hit(&mut c, "k", t0 + secs(10))),
            Duration::from_secs(50)
        );
        rl.hit(&mut c, "other", t0).expect("another key");
        RateLimiter::new("u", 2, Duration::from_secs(60))
            .hit(&mut c, "k", t0)
            .expect("another limit");
        rl.hit(&mut c, "k", t0 + secs(61)).expect("window slid");
    }

    #[test]
    fn logins_count_only_failures_and_a_known_device_skips_the_account_limit() {
        let (_dir, mut c) = conn();
        let limits = Limits::default();
        let now = t0();
        let login =
            |c: &mut Conn, ip: &str, known: bool| limits.begin_login(c, now, "ada@x", ip, known);
        // Successes never count.
        for _ in 0..50 {
            login(&mut c, "1.1.1.1", false)
                .expect("room")
                .give_back(&mut c)
                .expect("refund");
        }
        // Five failures from one address lock that pair only.
        for _ in 0..5 {
            login(&mut c, "2.2.2.2", false).expect("room").keep();
        }
        assert!(login(&mut c, "2.2.2.2", true).is_err());
        login(&mut c, "3.3.3.3", false)
            .expect("another address")
            .give_back(&mut c)
            .expect("refund");
        // Failures from many addresses fill the account limit for new browsers, not for the
        // owner's own browser.
        for i in 0..15 {
            login(&mut c, &format!("9.9.9.{i}"), false)
                .expect("room")
                .keep();
        }
        assert!(login(&mut c, "4.4.4.4", false).is_err());
        login(&mut c, "4.4.4.4", true)
            .expect("owner's browser")
            .give_back(&mut c)
            .expect("refund");
        // A refused attempt left nothing behind in the limits it had already passed.
        let (n, _) = rate_hits::count(&mut c, "login_ip", "4.4.4.4").expect("count");
        assert_eq!(n, 0);
    }
}
