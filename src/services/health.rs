//! The server's own health, for `/healthz`: can the database write, is there room for it to
//! grow, and where does mail go.

use crate::db::models::site_settings;
use crate::state::{AppState, MailDelivery};

/// Below this much free space on the disk that holds the database, it counts as full.
const MIN_FREE_BYTES: u64 = 16 << 20;

pub struct Health {
    /// `None` when the database can write; otherwise why not.
    pub database_problem: Option<String>,
    pub mail: MailDelivery,
}

impl Health {
    pub fn is_healthy(&self) -> bool {
        self.database_problem.is_none()
    }

    /// The plain-text report: a first word (`ok`, `degraded` when mail is not delivered,
    /// `failing`), then a line per part.
    pub fn report(&self) -> String {
        let first = match (&self.database_problem, self.mail) {
            (Some(_), _) => "failing",
            (None, MailDelivery::Nowhere) => "degraded",
            (None, _) => "ok",
        };
        let database = match &self.database_problem {
            None => "database: writable".to_string(),
            Some(why) => format!("database: CANNOT WRITE ({why})"),
        };
        format!("{first}\n{database}\n{}\n", self.mail.describe())
    }
}

pub fn check(state: &AppState) -> Health {
    Health {
        database_problem: database_problem(state).err(),
        mail: state.mail_delivery,
    }
}

/// A real committed write (a heartbeat row), then room to grow: in pages and on the disk.
fn database_problem(state: &AppState) -> Result<(), String> {
    let mut conn = state
        .pool
        .get()
        .map_err(|_| "no database connection could be had".to_string())?;
    let now = state.clock.now().to_rfc3339();
    conn.immediate_transaction(|conn| site_settings::put(conn, "healthz", &now))
        .map_err(|e: diesel::result::Error| e.to_string())?;
    if !site_settings::has_room(&mut conn).map_err(|e| e.to_string())? {
        return Err("the database has reached its size limit".into());
    }
    if let Some(free) = free_bytes_near(&state.settings.database_url) {
        if free < MIN_FREE_BYTES {
            return Err(format!(
                "the disk that holds the database has only {} KiB free",
                free / 1024
            ));
        }
    }
    Ok(())
}

/// Free bytes for an unprivileged writer on the file system of the database file; `None` when
/// it cannot be told (an in-memory database, a URL).
fn free_bytes_near(database: &str) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let path = std::path::Path::new(database);
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    let c_path = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    let mut stats = std::mem::MaybeUninit::<libc::statvfs>::zeroed();
    // SAFETY: `c_path` is a valid NUL-terminated string and `stats` points to writable memory
    // of the right type; statvfs writes nothing else.
    let rc = unsafe { libc::statvfs(c_path.as_ptr(), stats.as_mut_ptr()) };
    if rc != 0 {
        return None;
    }
    // SAFETY: statvfs returned 0, so it filled the struct.
    let stats = unsafe { stats.assume_init() };
    // The field types differ between platforms (u32 on some 32-bit ones).
    #[allow(clippy::useless_conversion)]
    Some(u64::from(stats.f_bavail).saturating_mul(u64::from(stats.f_frsize)))
}
