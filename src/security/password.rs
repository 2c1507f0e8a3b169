//! Password hashing with argon2id at OWASP's recommended cost. Callers run these in
//! `web::block`: a hash takes tens of milliseconds of CPU and 19 MiB of memory, so at most one
//! hash per core runs at once (`Gate`); a caller that cannot get a turn within a short wait is
//! told the server is busy instead of joining a queue that could grow without bound.

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::Duration;

pub const MIN_LENGTH: usize = 10;
pub const MAX_LENGTH: usize = 256;

/// How long a request waits for a turn to hash before it is answered "busy".
const MAX_WAIT: Duration = Duration::from_secs(2);
/// How many requests may wait for a turn, per running slot; more are refused at once.
const WAITING_PER_SLOT: usize = 8;

/// Every hashing slot was taken for longer than a request may wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy;

/// Why a hash could not be made.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    #[error("the server is busy hashing other passwords")]
    Busy,
    #[error("argon2 hashing failed: {0}")]
    Failed(String),
}

/// A counting semaphore for blocking threads (hashes run in `web::block`, off the async
/// executor): `slots` may run, a bounded number may wait, each for at most `MAX_WAIT`.
struct Gate {
    slots: usize,
    /// (running, waiting)
    counts: Mutex<(usize, usize)>,
    freed: Condvar,
}

impl Gate {
    fn global() -> &'static Gate {
        static GATE: OnceLock<Gate> = OnceLock::new();
        GATE.get_or_init(|| {
            let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
            Gate {
                slots: cores,
                counts: Mutex::new((0, 0)),
                freed: Condvar::new(),
            }
        })
    }

    fn run<T>(&self, work: impl FnOnce() -> T) -> Result<T, Busy> {
        {
            let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
            if counts.0 >= self.slots {
                if counts.1 >= self.slots * WAITING_PER_SLOT {
                    return Err(Busy);
                }
                counts.1 += 1;
                let (mut guard, _) = self
                    .freed
                    .wait_timeout_while(counts, MAX_WAIT, |c| c.0 >= self.slots)
                    .unwrap_or_else(|p| p.into_inner());
                guard.1 -= 1;
                if guard.0 >= self.slots {
                    return Err(Busy);
                }
                counts = guard;
            }
            counts.0 += 1;
        }
        // Give the slot back even if the work panics.
        struct Release<'a>(&'a Gate);
        impl Drop for Release<'_> {
            fn drop(&mut self) {
                let mut counts = self.0.counts.lock().unwrap_or_else(|p| p.into_inner());
                counts.0 -= 1;
                drop(counts);
                self.0.freed.notify_one();
            }
        }
        let _release = Release(self);
        Ok(work())
    }
}

/// Sets glibc's allocator to hand large blocks (argon2's 19 MiB) straight back to the system
/// when freed. By default glibc raises its mmap threshold after the first such block is freed
/// and keeps later ones in the heap, so a burst of logins leaves the process hundreds of MiB
/// larger for good. It also caps glibc's arenas (below). Called once at start.
pub fn return_large_blocks_to_the_system() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        // SAFETY: mallopt only changes allocator parameters; 128 KiB is glibc's own default
        // threshold, fixed so that it no longer adapts upwards.
        ONCE.call_once(|| unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
            // glibc gives each busy thread its own arena (up to 8 per core), each keeping what
            // was freed in it: with turns prepared on many threads at once (the writer lane
            // takes only the writes), that kept the server growing with the client count.
            // Two arenas are plenty for a 2–4 core server whose work is mostly SQLite.
            libc::mallopt(libc::M_ARENA_MAX, 2);
        });
    }
}

fn hasher() -> Argon2<'static> {
    // OWASP: m = 19 MiB, t = 2, p = 1.
    let params = Params::new(19_456, 2, 1, None)
        .unwrap_or_else(|_| unreachable!("constant argon2 parameters are valid"));
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

pub fn hash(password: &str) -> Result<String, HashError> {
    let salt = SaltString::generate(&mut OsRng);
    Gate::global()
        .run(|| {
            hasher()
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
        })
        .map_err(|Busy| HashError::Busy)?
        .map_err(|e| HashError::Failed(e.to_string()))
}

/// `Ok(false)` for a wrong password or an unreadable stored hash.
pub fn verify(password: &str, stored: &str) -> Result<bool, Busy> {
    match PasswordHash::new(stored) {
        Ok(parsed) => Gate::global().run(|| {
            hasher()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        }),
        Err(_) => Ok(false),
    }
}

/// A hash of a random password, verified against when the account does not exist so that a
/// login takes as long for an unknown email as for a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(super::keys::random_token(16).as_bytes(), &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// Why a new password is refused: the id of its sentence (`src/i18n/*/refusals.ftl`).
pub fn check_strength(password: &str, email: &str) -> Result<(), &'static str> {
    let n = password.chars().count();
    if n < MIN_LENGTH {
        return Err("refusal-password-short");
    }
    if n > MAX_LENGTH {
        return Err("refusal-password-long");
    }
    if password.eq_ignore_ascii_case(email) {
        return Err("refusal-password-email");
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
        assert_eq!(verify("correct horse battery", &h), Ok(true));
        assert_eq!(verify("wrong horse battery", &h), Ok(false));
        assert_eq!(verify("x", "not a hash"), Ok(false));
    }

    #[test]
    fn the_gate_runs_at_most_its_slots_at_once_and_refuses_rather_than_queueing() {
        let gate = std::sync::Arc::new(Gate {
            slots: 2,
            counts: Mutex::new((0, 0)),
            freed: Condvar::new(),
        });
        let running = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let peak = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let threads: Vec<_> = (0..40)
            .map(|_| {
                let (gate, running, peak) = (gate.clone(), running.clone(), peak.clone());
                std::thread::spawn(move || {
                    gate.run(|| {
                        use std::sync::atomic::Ordering::SeqCst;
                        let now = running.fetch_add(1, SeqCst) + 1;
                        peak.fetch_max(now, SeqCst);
                        std::thread::sleep(Duration::from_millis(300));
                        running.fetch_sub(1, SeqCst);
                    })
                })
            })
            .collect();
        let results: Vec<_> = threads
            .into_iter()
            .map(|t| t.join().expect("no panic"))
            .collect();
        let refused = results.iter().filter(|r| r.is_err()).count();
        assert_eq!(peak.load(std::sync::atomic::Ordering::SeqCst), 2);
        // 2 run, 16 may wait (2 s is room for about 12 of them), the rest are refused.
        assert!(refused >= 40 - 2 - 16, "refused {refused}");
        assert!(refused < 40, "some ran");
        let counts = gate.counts.lock().expect("lock");
        assert_eq!(
            *counts,
            (0, 0),
            "every slot and place in line was given back"
        );
    }

    #[test]
    fn weak_passwords_are_refused() {
        assert!(check_strength("short", "a@b.c").is_err());
        assert!(check_strength("a@b.c.d.e.f", "A@B.C.D.E.F").is_err());
        assert!(check_strength("long enough pass", "a@b.c").is_ok());
    }
}
