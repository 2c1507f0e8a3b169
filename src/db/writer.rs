//! The writer lane: one thread per database that commits the hot path's writes in groups, so
//! that many of them share one `COMMIT` (one fsync) and none of them waits in SQLite's
//! busy handler.
//!
//! A caller hands [`Writer::run`] a job (`FnOnce(&mut Conn) -> Result<T, AppError>`) and waits.
//! The lane takes one job, then everything queued meanwhile (at most [`MAX_BATCH`]), opens one
//! `BEGIN IMMEDIATE` transaction, runs each job inside its own `SAVEPOINT` (a job that fails or
//! panics is rolled back to its savepoint and gets its error; the others go on), then `COMMIT`s
//! once, and only then answers every job. If the transaction cannot begin or commit, every job
//! of the batch gets an error and nothing of the batch is applied.
//!
//! The lane's connection has no busy timeout: the lane is the only writer of the hot path, so
//! the lock is normally free. Other writers (accounts, game setup, the scheduler, the mail
//! worker) still write through the pool, whose connections wait in SQLite's busy handler; when
//! one of them holds the lock, the lane polls for it in short steps (50 µs doubling to 1 ms),
//! collecting the jobs that arrive meanwhile, for at most [`LOCK_WAIT`] like the pool.

use crate::db::checkpoint::Checkpoints;
use crate::db::pool;
use crate::db::Conn;
use crate::error::AppError;
use diesel::Connection;
use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The most jobs one transaction carries.
pub const MAX_BATCH: usize = 64;

/// How long a batch waits for a lock another connection holds, as the pool's busy timeout.
pub const LOCK_WAIT: Duration = Duration::from_millis(pool::BUSY_TIMEOUT_MS as u64);

/// The handle to a database's writer lane. Dropping it lets the lane finish the jobs it has
/// and stop.
pub struct Writer {
    queue: Mutex<Option<Sender<Box<dyn Task>>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    commits: Arc<AtomicU64>,
}

impl Writer {
    /// Opens the lane's own connection to `database_url` and starts its thread.
    pub fn start(database_url: &str) -> anyhow::Result<Self> {
        let conn = pool::open_lane(database_url)?;
        let (queue, jobs) = mpsc::channel();
        let commits = Arc::new(AtomicU64::new(0));
        // Only SQLite has a write-ahead log to copy back (PostgreSQL checkpoints itself).
        let checkpoints = match conn {
            Conn::Sqlite(_) => Some(Checkpoints::start(pool::open_checkpointer(database_url)?)?),
            Conn::Pg(_) => None,
        };
        let lane = Lane::new(
            conn,
            database_url.to_string(),
            jobs,
            commits.clone(),
            checkpoints,
        );
        let thread = std::thread::Builder::new()
            .name("writer-lane".into())
            .spawn(move || lane.run())
            .unwrap_or_else(|e| panic!("cannot start the writer lane: {e}"));
        Ok(Self {
            queue: Mutex::new(Some(queue)),
            thread: Mutex::new(Some(thread)),
            commits,
        })
    }

    /// How many transactions the lane has committed so far (each one fsync).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Runs `job` in the lane, inside a transaction shared with the jobs queued beside it, and
    /// answers once that transaction has committed (or failed). `Ok` means the job's writes are
    /// on the disk; `Err` means none of them were applied.
    pub fn run<'a, T, F>(&self, job: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Conn) -> Result<T, AppError> + Send + 'a,
    {
        let (reply, answer) = mpsc::sync_channel(1);
        let task: Box<dyn Task + 'a> = Box::new(Job {
            work: Some(job),
            outcome: None,
            reply,
        });
        // SAFETY: the task may borrow from the caller (`'a`), and the lane is a thread that
        // outlives this call, so the box's lifetime is widened to send it there. This function
        // does not return before the lane is done with the task: `answer.recv()` below returns
        // only once the task's `reply` has sent (after `work` was consumed) or was dropped, and
        // a `Job` drops `work` before `reply` (field order). If the lane is gone, `send` gives
        // the task back and it is dropped here. So nothing borrowed is used after `'a`.
        let task: Box<dyn Task + 'static> =
            unsafe { std::mem::transmute::<Box<dyn Task + 'a>, Box<dyn Task + 'static>>(task) };
        let sent = match &*self.queue.lock().unwrap_or_else(|p| p.into_inner()) {
            Some(queue) => queue.send(task).map_err(|back| drop(back.0)),
            None => Err(()),
        };
        if sent.is_err() {
            return Err(stopped());
        }
        answer.recv().unwrap_or_else(|_| Err(stopped()))
    }

    /// Lets the lane finish the jobs already queued, and waits for its thread to end.
    pub fn stop(&self) {
        self.queue.lock().unwrap_or_else(|p| p.into_inner()).take();
        let thread = self.thread.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(thread) = thread {
            if thread.thread().id() != std::thread::current().id() && thread.join().is_err() {
                tracing::error!("the writer lane ended with a panic");
            }
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.stop();
    }
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Writer")
    }
}

fn stopped() -> AppError {
    AppError::internal(anyhow::anyhow!("the writer lane has stopped"))
}

/// A job with its reply channel, as the lane sees it.
trait Task: Send {
    /// Runs the job (at most once); false when it failed or panicked.
    fn run(&mut self, conn: &mut Conn) -> bool;
    /// Whether the job has run.
    fn has_run(&self) -> bool;
    /// The job's own error, repeated (for the other jobs when it broke the transaction).
    fn failure(&self) -> Option<AppError>;
    /// Sends the answer: the job's own outcome, or `failure` when the batch did not commit and
    /// the job had succeeded (a job that failed keeps its own error).
    fn answer(self: Box<Self>, failure: Option<&AppError>);
}

struct Job<F, T> {
    // Dropped first: it may borrow from the caller, who waits for `reply` (see `Writer::run`).
    work: Option<F>,
    outcome: Option<Result<T, AppError>>,
    reply: SyncSender<Result<T, AppError>>,
}

impl<F, T> Task for Job<F, T>
where
    T: Send,
    F: FnOnce(&mut Conn) -> Result<T, AppError> + Send,
{
    fn run(&mut self, conn: &mut Conn) -> bool {
        let Some(work) = self.work.take() else {
            return false;
        };
        let outcome = match catch_unwind(AssertUnwindSafe(|| work(conn))) {
            Ok(outcome) => outcome,
            Err(panic) => {
                let text = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                Err(AppError::internal(anyhow::anyhow!(
                    "a job of the writer lane panicked: {text}"
                )))
            }
        };
        let ok = outcome.is_ok();
        self.outcome = Some(outcome);
        ok
    }

    fn has_run(&self) -> bool {
        self.work.is_none()
    }

    fn failure(&self) -> Option<AppError> {
        match &self.outcome {
            Some(Err(e)) => Some(echo(e)),
            _ => None,
        }
    }

    fn answer(mut self: Box<Self>, failure: Option<&AppError>) {
        let outcome = match (self.outcome.take(), failure) {
            (Some(Err(own)), _) => Err(own),
            (_, Some(failure)) => Err(echo(failure)),
            (Some(Ok(value)), None) => Ok(value),
            (None, None) => Err(stopped()),
        };
        // The caller may have gone (it never does: it waits); nothing more to do then.
        let _ = self.reply.send(outcome);
    }
}

/// The same failure again, for another job of the batch.
fn echo(e: &AppError) -> AppError {
    match e {
        AppError::CannotSave(text) => AppError::CannotSave(text.clone()),
        AppError::Unavailable => AppError::Unavailable,
        other => AppError::internal(anyhow::anyhow!("the batch was not committed: {other}")),
    }
}

/// The thread's side: its connection and the queue.
struct Lane {
    conn: Conn,
    /// To open the connection again if a failure leaves it unusable.
    database_url: String,
    jobs: Receiver<Box<dyn Task>>,
    /// Jobs taken from the queue for a batch that ended before running them.
    carried: VecDeque<Box<dyn Task>>,
    open: bool,
    commits: Arc<AtomicU64>,
    /// SQLite's checkpoints, which the lane's commits leave to a thread of their own.
    checkpoints: Option<Checkpoints>,
}

/// How a job's savepoint ended, as diesel's nested transaction sees it.
enum Step {
    /// The job failed or panicked: rolled back to its savepoint.
    JobFailed,
    /// The savepoint itself could not be made, released or rolled back to.
    Database(diesel::result::Error),
}

impl From<diesel::result::Error> for Step {
    fn from(e: diesel::result::Error) -> Self {
        Step::Database(e)
    }
}

/// How far a batch's transaction got.
#[derive(PartialEq)]
enum Reached {
    /// `BEGIN IMMEDIATE` failed.
    Nothing,
    /// The jobs were running (a failure now is the transaction's).
    Jobs,
    /// Every job ran; a failure now is the `COMMIT`'s.
    Commit,
}

impl Lane {
    fn new(
        conn: Conn,
        database_url: String,
        jobs: Receiver<Box<dyn Task>>,
        commits: Arc<AtomicU64>,
        checkpoints: Option<Checkpoints>,
    ) -> Self {
        Self {
            conn,
            database_url,
            jobs,
            carried: VecDeque::new(),
            open: true,
            commits,
            checkpoints,
        }
    }

    fn run(mut self) {
        while let Some(batch) = self.next_batch() {
            self.commit_batch(batch);
            self.repair();
            if let Some(checkpoints) = &self.checkpoints {
                checkpoints.after_commit(&mut self.conn);
            }
        }
    }

    /// The next batch: carried jobs first, then one job from the queue (waiting for it), then
    /// what else is queued. None once the queue is closed and empty.
    fn next_batch(&mut self) -> Option<Vec<Box<dyn Task>>> {
        let mut batch: Vec<Box<dyn Task>> = Vec::new();
        while batch.len() < MAX_BATCH {
            match self.carried.pop_front() {
                Some(task) => batch.push(task),
                None => break,
            }
        }
        if batch.is_empty() {
            match self.jobs.recv() {
                Ok(task) => batch.push(task),
                Err(_) => return None,
            }
        }
        self.take_queued(&mut batch);
        Some(batch)
    }

    /// Adds to `batch` what is queued now, up to [`MAX_BATCH`].
    fn take_queued(&mut self, batch: &mut Vec<Box<dyn Task>>) {
        while self.open && batch.len() < MAX_BATCH {
            match self.jobs.try_recv() {
                Ok(task) => batch.push(task),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => self.open = false,
            }
        }
    }

    /// One transaction for `batch`: `BEGIN IMMEDIATE` (waiting for a lock held elsewhere, see
    /// [`LOCK_WAIT`]), each job in a savepoint, `COMMIT`; then the answers. Diesel's transaction
    /// manager runs it, so that a job may open a transaction of its own (a savepoint).
    fn commit_batch(&mut self, mut batch: Vec<Box<dyn Task>>) {
        let started = Instant::now();
        let mut pause = Duration::from_micros(50);
        loop {
            let mut reached = Reached::Nothing;
            let result = self.conn.immediate_transaction(|conn| {
                reached = Reached::Jobs;
                for task in batch.iter_mut() {
                    let step = conn.transaction(|conn| {
                        if task.run(conn) {
                            Ok(())
                        } else {
                            Err(Step::JobFailed)
                        }
                    });
                    if let Err(Step::Database(e)) = step {
                        // SQLite ended the whole transaction (a full disk, an I/O error): the
                        // savepoint went with it. The job's own error says best why.
                        return Err(task.failure().unwrap_or_else(|| AppError::from(e)));
                    }
                }
                reached = Reached::Commit;
                Ok(())
            });
            match (result, reached) {
                (Ok(()), _) => {
                    self.commits.fetch_add(1, Ordering::Relaxed);
                    return answer_all(batch, None);
                }
                (Err(AppError::Unavailable), Reached::Nothing) if started.elapsed() < LOCK_WAIT => {
                    // Another connection writes: wait for it in short steps (no busy handler),
                    // taking in the jobs that arrive meanwhile.
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(1));
                    self.take_queued(&mut batch);
                }
                (Err(e), Reached::Jobs) => {
                    // Rolled back: nothing of it is applied. The jobs that had not run yet go
                    // into the next batch.
                    let (done, waiting): (Vec<_>, Vec<_>) =
                        batch.into_iter().partition(|t| t.has_run());
                    self.carried.extend(waiting);
                    return answer_all(done, Some(&e));
                }
                (Err(e), _) => return answer_all(batch, Some(&e)),
            }
        }
    }

    /// A failure that left the connection unusable (a transaction diesel could not close):
    /// the lane opens a new one.
    fn repair(&mut self) {
        use diesel::r2d2::R2D2Connection;
        if !self.conn.is_broken() {
            return;
        }
        match pool::open_lane(&self.database_url) {
            Ok(conn) => self.conn = conn,
            Err(e) => tracing::error!(error = %e, "the writer lane cannot reopen its connection"),
        }
    }
}

fn answer_all(batch: Vec<Box<dyn Task>>, failure: Option<&AppError>) {
    for task in batch {
        task.answer(failure);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::connection::SimpleConnection;
    use diesel::sql_types::BigInt;
    use diesel::RunQueryDsl;
    use std::sync::mpsc::channel;

    /// A lane on a fresh file with one table, `rows (k)`, and a table whose foreign key is
    /// checked only at COMMIT.
    fn lane() -> (tempfile::TempDir, String, Writer) {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = dir.path().join("lane.db").display().to_string();
        let mut conn = pool::open_lane(&url).expect("open");
        conn.batch_execute(
            "CREATE TABLE rows (k TEXT PRIMARY KEY);
             CREATE TABLE refs (k TEXT REFERENCES rows(k) DEFERRABLE INITIALLY DEFERRED);",
        )
        .expect("schema");
        let writer = Writer::start(&url).expect("lane");
        (dir, url, writer)
    }

    fn insert(conn: &mut Conn, k: &str) -> Result<(), AppError> {
        diesel::sql_query("INSERT INTO rows (k) VALUES (?)")
            .bind::<diesel::sql_types::Text, _>(k)
            .execute(conn)?;
        Ok(())
    }

    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }

    /// Rows whose key starts with `prefix`, read on a connection of its own.
    fn count(url: &str, prefix: &str) -> i64 {
        let mut conn = pool::open_lane(url).expect("open");
        diesel::sql_query("SELECT COUNT(*) AS n FROM rows WHERE k LIKE ? || '%'")
            .bind::<diesel::sql_types::Text, _>(prefix)
            .get_result::<Count>(&mut conn)
            .expect("count")
            .n
    }

    /// Holds the lane in a job until `release` is sent, so that jobs queued meanwhile make one
    /// batch. Returns the thread running that first job.
    fn hold_lane<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        writer: &'s Writer,
    ) -> (
        std::sync::mpsc::Sender<()>,
        std::thread::ScopedJoinHandle<'s, Result<(), AppError>>,
    ) {
        let (release, wait) = channel::<()>();
        let (started, running) = channel::<()>();
        let held = scope.spawn(move || {
            writer.run(move |conn| {
                started.send(()).expect("signal");
                wait.recv().expect("release");
                insert(conn, "hold")
            })
        });
        running.recv().expect("the lane runs the first job");
        (release, held)
    }

    type TestJob<'a, T> = Box<dyn FnOnce(&mut Conn) -> Result<T, AppError> + Send + 'a>;

    /// Submits `jobs` from threads while the lane is held, then releases it: they run as one
    /// batch (checked: the held job and that batch are two transactions, not more). Returns
    /// their answers in order.
    fn one_batch<T: Send + 'static>(
        writer: &Writer,
        jobs: Vec<TestJob<'_, T>>,
        commits: bool,
    ) -> Vec<Result<T, AppError>> {
        std::thread::scope(|s| {
            let (release, held) = hold_lane(s, writer);
            let before = writer.commits();
            let handles: Vec<_> = jobs
                .into_iter()
                .map(|job| s.spawn(move || writer.run(job)))
                .collect();
            // Every job is queued behind the held one (each thread sends at once).
            std::thread::sleep(Duration::from_millis(200));
            release.send(()).expect("release");
            held.join().expect("held job").expect("held job commits");
            let answers = handles
                .into_iter()
                .map(|h| h.join().expect("job"))
                .collect();
            let expected = if commits { 2 } else { 1 };
            assert_eq!(
                writer.commits(),
                before + expected,
                "the held batch, then one batch"
            );
            answers
        })
    }

    #[test]
    fn a_failing_job_does_not_spoil_the_others_in_its_batch() {
        let (_dir, url, writer) = lane();
        let answers = one_batch(
            &writer,
            vec![
                Box::new(|c: &mut Conn| insert(c, "a1").map(|()| 1)),
                Box::new(|c: &mut Conn| {
                    insert(c, "a2")?;
                    Err(AppError::Unprocessable("refused by the rules".into()))
                }),
                // A duplicate key: a failing statement, not only a failing job.
                Box::new(|c: &mut Conn| insert(c, "a1").map(|()| 3)),
                Box::new(|c: &mut Conn| insert(c, "a4").map(|()| 4)),
            ],
            true,
        );
        // The threads queue their jobs in no fixed order: whichever "a1" comes first is
        // written, the other is the duplicate and is refused.
        let firsts: Vec<Option<&i32>> = [&answers[0], &answers[2]]
            .iter()
            .map(|a| a.as_ref().ok())
            .collect();
        assert!(
            firsts == [Some(&1), None] || firsts == [None, Some(&3)],
            "one a1 written, the duplicate refused: {firsts:?}"
        );
        assert!(
            matches!(&answers[1], Err(AppError::Unprocessable(m)) if m == "refused by the rules")
        );
        assert_eq!(answers[3].as_ref().ok(), Some(&4));
        assert_eq!(count(&url, "a1"), 1);
        assert_eq!(
            count(&url, "a2"),
            0,
            "the failed job's write is rolled back"
        );
        assert_eq!(count(&url, "a4"), 1);
    }

    #[test]
    fn a_job_may_open_a_transaction_of_its_own() {
        let (_dir, url, writer) = lane();
        let answers = one_batch(
            &writer,
            vec![
                Box::new(|c: &mut Conn| insert(c, "n1")),
                Box::new(|c: &mut Conn| {
                    c.transaction(|c| insert(c, "n2"))?;
                    // An inner transaction that fails is rolled back alone.
                    let inner: Result<(), AppError> = c.transaction(|c| {
                        insert(c, "n3")?;
                        Err(AppError::Conflict("inner".into()))
                    });
                    assert!(inner.is_err());
                    Ok(())
                }),
                Box::new(|c: &mut Conn| {
                    c.transaction(|c| insert(c, "n4"))?;
                    Err(AppError::Conflict(
                        "the job fails after its inner transaction".into(),
                    ))
                }),
            ],
            true,
        );
        assert!(answers[0].is_ok() && answers[1].is_ok() && answers[2].is_err());
        let found: Vec<i64> = ["n1", "n2", "n3", "n4"]
            .iter()
            .map(|k| count(&url, k))
            .collect();
        assert_eq!(found, vec![1, 1, 0, 0]);
    }

    #[test]
    fn a_failed_commit_answers_every_job_of_the_batch_with_an_error_and_applies_none() {
        let (_dir, url, writer) = lane();
        let answers = one_batch(
            &writer,
            vec![
                Box::new(|c: &mut Conn| insert(c, "b1")),
                // A reference to no row: accepted now, refused by the COMMIT.
                Box::new(|c: &mut Conn| {
                    c.batch_execute("INSERT INTO refs (k) VALUES ('nowhere')")?;
                    insert(c, "b2")
                }),
                Box::new(|c: &mut Conn| insert(c, "b3")),
            ],
            false,
        );
        assert!(answers.iter().all(Result::is_err), "every job is told");
        assert_eq!(count(&url, "b"), 0, "nothing of the batch is applied");
        // The lane goes on.
        writer.run(|c| insert(c, "b4")).expect("next batch");
        assert_eq!(count(&url, "b4"), 1);
    }

    #[test]
    fn a_panicking_job_gets_an_error_and_the_lane_goes_on() {
        let (_dir, url, writer) = lane();
        let answers = one_batch(
            &writer,
            vec![
                Box::new(|c: &mut Conn| insert(c, "c1")),
                Box::new(|c: &mut Conn| {
                    insert(c, "c2")?;
                    panic!("a bug in a job")
                }),
                Box::new(|c: &mut Conn| insert(c, "c3")),
            ],
            true,
        );
        assert!(answers[0].is_ok() && answers[2].is_ok());
        assert!(
            matches!(&answers[1], Err(AppError::Internal(e)) if e.to_string().contains("a bug in a job"))
        );
        assert_eq!(count(&url, "c1") + count(&url, "c3"), 2);
        assert_eq!(count(&url, "c2"), 0);
        writer
            .run(|c| insert(c, "c4"))
            .expect("the lane still runs");
        assert_eq!(count(&url, "c4"), 1);
    }

    #[test]
    fn many_threads_all_get_answers_and_all_their_rows_are_there() {
        let (_dir, url, writer) = lane();
        let (threads, each) = (16, 40);
        std::thread::scope(|s| {
            for t in 0..threads {
                let writer = &writer;
                s.spawn(move || {
                    for i in 0..each {
                        let key = format!("d{t}-{i}");
                        // The job borrows from this thread's stack.
                        writer.run(|c| insert(c, &key)).expect("committed");
                    }
                });
            }
        });
        assert_eq!(count(&url, "d"), threads * each);
        assert!(writer.commits() <= (threads * each) as u64);
    }

    #[test]
    fn a_lock_held_elsewhere_is_waited_for_and_the_jobs_queued_meanwhile_share_a_batch() {
        let (_dir, url, writer) = lane();
        let mut other = pool::open_lane(&url).expect("open");
        other.batch_execute("BEGIN IMMEDIATE").expect("lock");
        let before = writer.commits();
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..8)
                .map(|i| {
                    let writer = &writer;
                    s.spawn(move || writer.run(move |c| insert(c, &format!("e{i}"))))
                })
                .collect();
            std::thread::sleep(Duration::from_millis(300));
            other.batch_execute("COMMIT").expect("unlock");
            for h in handles {
                h.join().expect("job").expect("committed after the lock");
            }
        });
        assert_eq!(count(&url, "e"), 8);
        assert!(
            writer.commits() - before < 8,
            "the waiting jobs were grouped"
        );
    }

    #[test]
    fn a_lock_held_past_the_wait_fails_the_batch_as_busy() {
        let (_dir, url, writer) = lane();
        let mut other = pool::open_lane(&url).expect("open");
        other.batch_execute("BEGIN IMMEDIATE").expect("lock");
        let started = Instant::now();
        let answer = writer.run(|c| insert(c, "f1"));
        assert!(matches!(answer, Err(AppError::Unavailable)), "{answer:?}");
        assert!(started.elapsed() >= LOCK_WAIT);
        other.batch_execute("ROLLBACK").expect("unlock");
        writer.run(|c| insert(c, "f2")).expect("free again");
        assert_eq!((count(&url, "f1"), count(&url, "f2")), (0, 1));
    }

    #[test]
    fn a_stopped_lane_finishes_its_jobs_and_refuses_new_ones() {
        let (_dir, url, writer) = lane();
        std::thread::scope(|s| {
            let (release, held) = hold_lane(s, &writer);
            let queued = s.spawn(|| writer.run(|c| insert(c, "g1")));
            std::thread::sleep(Duration::from_millis(100));
            let stopper = s.spawn(|| writer.stop());
            std::thread::sleep(Duration::from_millis(100));
            release.send(()).expect("release");
            held.join().expect("held").expect("held job commits");
            queued.join().expect("queued").expect("queued job commits");
            stopper.join().expect("stop");
        });
        assert_eq!(count(&url, "g1"), 1);
        assert!(writer.run(|c| insert(c, "g2")).is_err());
    }
}
