//! SQLite's WAL checkpoints, off the writer lane's path.
//!
//! A checkpoint copies the pages of the write-ahead log back into the database file and syncs
//! it. By default the connection whose commit takes the log past 1,000 pages runs one, inside
//! that `COMMIT`: on the lane, a batch waited for 4 MB of copying and an fsync of the database
//! file before its turns were answered, and the next batch waited behind it (a ninth of the
//! lane's time, and its slowest batches). So the lane's connection has automatic checkpoints off
//! (`pool::open_lane`), and:
//!
//! - a thread of its own ([`Checkpointer`]) runs a `PASSIVE` checkpoint, which waits for no
//!   reader or writer, after the lane commits, at most once per [`PERIOD`];
//! - SQLite starts the log again from its beginning only when a writer begins with every page
//!   already copied back, which a checkpointer running beside a busy lane never quite reaches.
//!   So once the log holds more than [`RESTART_PAGES`], the lane runs one `PASSIVE` checkpoint
//!   itself between two batches ([`Checkpoints::after_commit`]): it copies only the pages since
//!   the thread's last one, and the lane's next transaction starts the log over. That also
//!   bounds the log if the thread is not keeping up.
//!
//! Durability does not depend on checkpoints: a committed turn is in the synced log.

use crate::db::Conn;
use diesel::sql_types::Integer;
use diesel::RunQueryDsl;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// The thread's checkpoints are at least this far apart.
pub const PERIOD: Duration = Duration::from_millis(20);

/// Past this many pages in the log (16 MiB of 4 KiB pages), the lane checkpoints itself so that
/// the log starts over.
pub const RESTART_PAGES: i64 = 4_096;

/// What `PRAGMA wal_checkpoint` answers.
#[derive(diesel::QueryableByName, Debug, Clone, Copy)]
struct Outcome {
    /// 1 when another checkpoint was running (nothing was done).
    #[diesel(sql_type = Integer)]
    busy: i32,
    /// Pages in the log.
    #[diesel(sql_type = Integer)]
    log: i32,
    /// Pages of the log copied back into the database file.
    #[diesel(sql_type = Integer)]
    checkpointed: i32,
}

/// Runs one `PASSIVE` checkpoint on `conn`; the pages the log holds, or None when it could not
/// run (another checkpoint was running, or it failed: the next one tries again).
fn passive(conn: &mut Conn) -> Option<i64> {
    let Conn::Sqlite(c) = conn else {
        return None;
    };
    match diesel::sql_query("PRAGMA wal_checkpoint(PASSIVE)").get_result::<Outcome>(c) {
        Ok(o) if o.busy == 0 => {
            tracing::trace!(log = o.log, checkpointed = o.checkpointed, "checkpoint");
            Some(i64::from(o.log))
        }
        Ok(_) => None,
        Err(e) => {
            tracing::warn!(error = %e, "a WAL checkpoint failed");
            None
        }
    }
}

/// The lane's side of the checkpoints of an SQLite database.
pub struct Checkpoints {
    /// Dropped first, which ends the thread.
    wake: Option<SyncSender<()>>,
    /// Pages in the log at the last checkpoint; reset to 0 when the lane checkpoints itself.
    log_pages: Arc<AtomicI64>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpoints {
    /// Starts the checkpoint thread with its own connection, `conn`.
    pub fn start(conn: Conn) -> std::io::Result<Self> {
        let (wake, woken) = mpsc::sync_channel(1);
        let log_pages = Arc::new(AtomicI64::new(0));
        let checkpointer = Checkpointer {
            conn,
            woken,
            log_pages: log_pages.clone(),
        };
        let thread = std::thread::Builder::new()
            .name("checkpointer".into())
            .spawn(move || checkpointer.run())?;
        Ok(Self {
            wake: Some(wake),
            log_pages,
            thread: Some(thread),
        })
    }

    /// Called by the lane after each commit, on its own connection `conn`: wakes the thread,
    /// and checkpoints on `conn` when the log has grown past [`RESTART_PAGES`].
    pub fn after_commit(&self, conn: &mut Conn) {
        // Full: the thread is already due to run; gone: the log waits for the lane's own.
        if let Some(wake) = &self.wake {
            let _ = wake.try_send(());
        }
        if self.log_pages.load(Ordering::Relaxed) > RESTART_PAGES && passive(conn).is_some() {
            // The lane's next transaction starts the log over; the thread's next checkpoint
            // says how long it is then.
            self.log_pages.store(0, Ordering::Relaxed);
        }
    }
}

impl Drop for Checkpoints {
    fn drop(&mut self) {
        // Closing the channel ends the thread after its current checkpoint.
        self.wake.take();
        if let Some(thread) = self.thread.take() {
            if thread.join().is_err() {
                tracing::error!("the checkpoint thread ended with a panic");
            }
        }
    }
}

/// The thread: one checkpoint per wake-up, at most one per [`PERIOD`].
struct Checkpointer {
    conn: Conn,
    woken: Receiver<()>,
    log_pages: Arc<AtomicI64>,
}

impl Checkpointer {
    fn run(mut self) {
        while self.woken.recv().is_ok() {
            if let Some(pages) = passive(&mut self.conn) {
                self.log_pages.store(pages, Ordering::Relaxed);
            }
            std::thread::sleep(PERIOD);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{pool, Writer};
    use crate::error::AppError;
    use diesel::connection::SimpleConnection;
    use diesel::sql_types::BigInt;
    use diesel::Connection;
    use std::time::Instant;

    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }

    /// A fresh database with one table of blobs, and its lane.
    fn lane() -> (tempfile::TempDir, std::path::PathBuf, Writer) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("lane.db");
        let mut conn = pool::open_lane(&path.display().to_string()).expect("open");
        conn.batch_execute("CREATE TABLE blobs (id INTEGER PRIMARY KEY, b BLOB NOT NULL)")
            .expect("schema");
        let writer = Writer::start(&path.display().to_string()).expect("lane");
        (dir, path, writer)
    }

    /// Inserts `rows` blobs of 4 KiB, each a page of the log, in one job of the lane.
    fn fill(writer: &Writer, rows: usize) {
        writer
            .run(move |conn| -> Result<(), AppError> {
                for _ in 0..rows {
                    diesel::sql_query("INSERT INTO blobs (b) VALUES (zeroblob(4000))")
                        .execute(conn)?;
                }
                Ok(())
            })
            .expect("job");
    }

    /// Rows that the database file itself holds: opened `immutable`, SQLite reads neither the
    /// log nor its index, so only what checkpoints copied back shows.
    fn rows_in_file(path: &std::path::Path) -> i64 {
        let url = format!("file:{}?immutable=1", path.display());
        let mut conn = diesel::SqliteConnection::establish(&url).expect("open the file alone");
        diesel::sql_query("SELECT COUNT(*) AS n FROM blobs")
            .get_result::<Count>(&mut conn)
            .expect("count")
            .n
    }

    #[test]
    fn the_thread_copies_the_lanes_commits_back_into_the_database_file() {
        let (_dir, path, writer) = lane();
        for _ in 0..5 {
            fill(&writer, 10);
        }
        // The lane's own connection never checkpoints below RESTART_PAGES: only the thread can
        // have copied these rows.
        let waited = Instant::now();
        while rows_in_file(&path) < 50 && waited.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(PERIOD);
        }
        assert_eq!(rows_in_file(&path), 50);
    }

    #[test]
    fn the_log_starts_over_under_steady_writes() {
        let (_dir, path, writer) = lane();
        let wal = path.with_extension("db-wal");
        // Six times the restart size, in commits of 64 pages, with no pause between them.
        let commits = 6 * RESTART_PAGES as usize / 64;
        for _ in 0..commits {
            fill(&writer, 64);
        }
        let bytes = std::fs::metadata(&wal).expect("the log").len();
        // Each restart reuses the file from its start; without restarts it would hold every
        // page written (6 × RESTART_PAGES).
        let most = 3 * RESTART_PAGES as u64 * 4_200;
        assert!(bytes < most, "the log is {bytes} bytes, over {most}");
    }
}
