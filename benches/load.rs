//! Load benchmark: turn submission over real HTTP against the release `turnpost` binary, the
//! ceiling of the same transaction without HTTP, the server's peak memory with 10,000 stored
//! games, and outbox-to-SMTP mail throughput. Prints a report; `BENCHMARKS.md` holds the figures.
//!
//! `cargo bench --bench load` runs it in full (10 s per phase), `cargo bench --bench load --
//! --quick` in short (3 s per phase); `-- --bots` (with or without `--quick`) measures the
//! server while its bot pool thinks instead (`load/bots.rs`). Without `--bench` (as `cargo test --all-targets` runs it)
//! it does a smoke run of a second or two that checks the tool itself works.
//!
//! Everything runs on 127.0.0.1: the server on a free port, the SMTP listener on another.

#[path = "load/bots.rs"]
mod bots;
#[path = "../tests/support/loadkit.rs"]
mod loadkit;
#[path = "../tests/support/postgres.rs"]
mod postgres;
#[path = "../tests/support/smtp.rs"]
mod smtp;

use loadkit::{Applied, Bounds, ClientReport, Figures, Player, Server, Table, Via};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use turnpost::clock::SystemClock;
use turnpost::config::Settings;
use turnpost::db::models::{outbox, users};
use turnpost::error::AppError;
use turnpost::security::ratelimit::Limits;
use turnpost::security::Keys;
use turnpost::services::games::{self, Actor, NewGameInput, Submitted};
use turnpost::state::AppState;

/// How big a run is.
struct Plan {
    name: &'static str,
    levels: &'static [usize],
    phase: Duration,
    stored_games: usize,
    /// Each phase is cut in this many slices, the three ways of submitting taking turns, so a
    /// change of load on the shared machine weighs on all three alike.
    slices: u32,
    accounts: usize,
    mails: usize,
}

const FULL: Plan = Plan {
    name: "full",
    levels: &[1, 8, 32],
    phase: Duration::from_secs(10),
    stored_games: 10_000,
    slices: 5,
    accounts: 8,
    mails: 2_000,
};

const QUICK: Plan = Plan {
    name: "quick",
    levels: &[1, 8, 32],
    phase: Duration::from_secs(3),
    stored_games: 10_000,
    slices: 3,
    accounts: 8,
    mails: 300,
};

const SMOKE: Plan = Plan {
    name: "smoke",
    levels: &[2],
    phase: Duration::from_millis(300),
    stored_games: 50,
    slices: 1,
    accounts: 2,
    mails: 30,
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let plan = if !args.iter().any(|a| a == "--bench") {
        &SMOKE
    } else if args.iter().any(|a| a == "--quick") {
        &QUICK
    } else {
        &FULL
    };
    let dir = tempfile::tempdir().expect("temp dir");
    if args.iter().any(|a| a == "--mail-only") {
        println!("{}", mail_side_by_side(plan, dir.path()));
        return;
    }
    if args.iter().any(|a| a == "--bots") || plan.name == "smoke" {
        // Both sizes of the pool, one after the other.
        for threads in [1, 2] {
            let phase = plan.phase * 6;
            println!(
                "{}",
                bots::run(dir.path(), plan.accounts, plan.stored_games, threads, phase)
            );
        }
        if plan.name != "smoke" {
            return;
        }
    }
    let report = run(plan, dir.path());
    println!("{report}");
    if let Some(pg) = postgres_phase(plan, dir.path()) {
        println!("{pg}");
    }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

/// One level of concurrency: the three ways of submitting turns.
struct Level {
    clients: usize,
    api: Figures,
    form: Figures,
    direct: Figures,
    /// The ceiling again with the writers queued on a mutex in-process instead of polling
    /// SQLite's lock (what a writer queue in the service would give).
    queued: Figures,
    /// Bare SQLite, one thread: commits per second of each slice's bare phase (the reference
    /// of one transaction per fsync, timed between the other phases).
    bare: Vec<f64>,
    errors: String,
    /// Turns per second of each slice: API, form, ceiling, queued ceiling.
    slices: [Vec<f64>; 4],
    /// Server memory after the level: resident now and peak so far, in KiB.
    rss_kib: (u64, u64),
    /// CPU seconds used during the API and the form slices: (server, the load generator).
    cpu: [(f64, f64); 2],
}

/// CPU seconds the server and the load generator use while `f` runs, added to `into`.
fn timing_cpu<T>(server: &Server, into: &mut (f64, f64), f: impl FnOnce() -> T) -> T {
    let (server_before, own_before) = (server.cpu_seconds(), loadkit::own_cpu_seconds());
    let out = f();
    into.0 += server.cpu_seconds() - server_before;
    into.1 += loadkit::own_cpu_seconds() - own_before;
    out
}

fn run(plan: &Plan, dir: &Path) -> String {
    let load_before = load_average();
    let db = dir.join("load.db");
    let seeding = Instant::now();
    let accounts = loadkit::seed_accounts(&db, plan.accounts);
    loadkit::seed_stored_games(&db, &accounts, plan.stored_games);
    let seeded_in = seeding.elapsed();
    let bin = Path::new(env!("CARGO_BIN_EXE_turnpost"));
    let server = Server::start(bin, &db, &dir.join("server.log"));
    let idle_rss = server.rss_kib().unwrap_or(0);
    let players = loadkit::players(&accounts, &server.base, Some(&server.base));
    let logged_in_rss = (
        server.rss_kib().unwrap_or(0),
        server.peak_rss_kib().unwrap_or(0),
    );
    let direct = direct_state(&db);
    let writer = Mutex::new(());
    let mut levels = Vec::new();
    for &clients in plan.levels {
        let per = games_per_client(plan, clients, HTTP_RATE);
        let mut api = api_tables(&server, &players, &db, clients, per);
        let mut form = api_tables(&server, &players, &db, clients, per);
        let per = games_per_client(plan, clients, IN_PROCESS_RATE);
        let mut own = direct_tables(&direct, &players, &db, clients, per);
        let mut queued = direct_tables(&direct, &players, &db, clients, per);
        let mut runs: [Vec<Run>; 4] = Default::default();
        let mut bare = Vec::new();
        let mut cpu = [(0.0, 0.0); 2];
        for _ in 0..plan.slices {
            bare.push(bare_sqlite(&dir.join("bare.db"), plan.phase / 2));
            let r = timing_cpu(&server, &mut cpu[0], || {
                parallel(plan, api, |t, b, seed| {
                    loadkit::drive(&server.base, &players, t, Via::Api, b, seed)
                })
            });
            api = r.tables.clone();
            runs[0].push(r);
            let r = timing_cpu(&server, &mut cpu[1], || {
                parallel(plan, form, |t, b, seed| {
                    loadkit::drive(&server.base, &players, t, Via::Form, b, seed)
                })
            });
            form = r.tables.clone();
            runs[1].push(r);
            let r = direct_run(plan, &direct, &players, own, None);
            own = r.tables.clone();
            runs[2].push(r);
            let r = direct_run(plan, &direct, &players, queued, Some(&writer));
            queued = r.tables.clone();
            runs[3].push(r);
        }
        let slices = runs.each_ref().map(|r| {
            r.iter()
                .map(|r| r.latencies_us.len() as f64 / r.seconds)
                .collect()
        });
        let [a, f, d, q] = runs;
        let (api_figures, e1) = combine(a);
        let (form_figures, e2) = combine(f);
        let (direct_figures, e3) = combine(d);
        let (queued_figures, e4) = combine(q);
        levels.push(Level {
            clients,
            api: api_figures,
            form: form_figures,
            direct: direct_figures,
            queued: queued_figures,
            bare,
            slices,
            errors: [("API", e1), ("form", e2), ("ceiling", e3), ("queued", e4)]
                .into_iter()
                .filter(|(_, e)| !e.is_empty())
                .map(|(what, e)| format!("{what}: {e}"))
                .collect::<Vec<_>>()
                .join("; "),
            rss_kib: (
                server.rss_kib().unwrap_or(0),
                server.peak_rss_kib().unwrap_or(0),
            ),
            cpu,
        });
    }
    let archive_ms = archive_median_ms(&server.base);
    drop(server);
    let mail = mail_phase(plan, dir, turnpost::mail::worker::SENDERS);
    let load_after = load_average();
    render(
        plan,
        &levels,
        (idle_rss, logged_in_rss),
        mail,
        &load_before,
        &load_after,
        seeded_in,
        archive_ms,
    )
}

/// The reference for group commit: one thread on its own file of the same file system, with
/// the server's pragmas (WAL, `synchronous=FULL`), committing one small transaction per fsync
/// as fast as it can: read a 4 KB row, update it, insert an event row and an outbox row.
/// Returns commits per second over `phase`.
fn bare_sqlite(path: &Path, phase: Duration) -> f64 {
    use diesel::connection::SimpleConnection;
    use diesel::{Connection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Binary)]
        body: Vec<u8>,
    }
    let mut conn =
        diesel::SqliteConnection::establish(&path.display().to_string()).expect("bare file");
    conn.batch_execute(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
         CREATE TABLE IF NOT EXISTS state (id INTEGER PRIMARY KEY, body BLOB NOT NULL);
         CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, game INTEGER, body BLOB);
         CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY, body BLOB);
         INSERT OR IGNORE INTO state (id, body) VALUES (1, randomblob(4096));",
    )
    .expect("bare schema");
    let start = Instant::now();
    let mut commits = 0u64;
    while start.elapsed() < phase {
        conn.batch_execute("BEGIN IMMEDIATE").expect("begin");
        let rows: Vec<Row> = diesel::sql_query("SELECT body FROM state WHERE id = 1")
            .load(&mut conn)
            .expect("read");
        assert_eq!(rows.first().map(|r| r.body.len()), Some(4096));
        conn.batch_execute(
            "UPDATE state SET body = randomblob(4096) WHERE id = 1;
             INSERT INTO events (game, body) VALUES (1, randomblob(300));
             INSERT INTO outbox (body) VALUES (randomblob(600));
             COMMIT",
        )
        .expect("write and commit");
        commits += 1;
    }
    commits as f64 / start.elapsed().as_secs_f64()
}

/// The archive filtered by a two-letter name that matches every stored game's players, over
/// HTTP: the median of 21 requests, in milliseconds.
fn archive_median_ms(base: &str) -> f64 {
    let agent = loadkit::agent();
    let mut times: Vec<f64> = (0..21)
        .map(|_| {
            let t = Instant::now();
            let r = agent
                .get(&format!("{base}/archive?player=oa"))
                .call()
                .expect("archive");
            let _ = r.into_string();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Enough games that no client runs out in its phase at `rate` turns per second (a two-player
/// game lasts 60 to 120 turns), and at least three each. Every game stays in the database, and
/// the same 8 accounts play them all, so more games than needed weigh on the pages each player
/// sees: the rates are set just above the best seen here.
fn games_per_client(plan: &Plan, clients: usize, rate: f64) -> usize {
    let turns = rate * plan.phase.as_secs_f64();
    let games = (turns / 60.0).ceil() as usize + 2 * clients;
    games.div_ceil(clients).max(3)
}

/// The rates `games_per_client` plans for: over HTTP, and in-process (the ceiling).
const HTTP_RATE: f64 = 2_000.0;
const IN_PROCESS_RATE: f64 = 4_000.0;

/// Games for `clients` clients, created through the API, as tables to play.
fn api_tables(
    server: &Server,
    players: &[Player],
    db: loadkit::Db<'_>,
    clients: usize,
    per: usize,
) -> Vec<Vec<Table>> {
    let agent = loadkit::agent();
    let mut conn = loadkit::open(&db);
    (0..clients)
        .map(|c| {
            let ids: Vec<(i32, [usize; 2])> = (0..per)
                .map(|g| {
                    let seats = seats_for(c, g, players.len());
                    let id = loadkit::api_game(
                        &server.base,
                        &agent,
                        &players[seats[0]],
                        &players[seats[1]],
                    );
                    (id, seats)
                })
                .collect();
            loadkit::load_tables(&mut conn, &ids)
        })
        .collect()
}

/// The PostgreSQL rows, when `TURNPOST_TEST_POSTGRES_URL` names a cluster (`.ci/postgres
/// start --durable` for figures worth comparing: fsync on): API turns at the top level of
/// clients against one app server, then against two app servers on the same database (each
/// client on one of them), in the same run as the SQLite figures above.
fn postgres_phase(plan: &Plan, dir: &Path) -> Option<String> {
    let admin = postgres::admin_url()?;
    let db = postgres::Database::create(&admin);
    let accounts = loadkit::seed_accounts(&db.url, plan.accounts);
    let bin = Path::new(env!("CARGO_BIN_EXE_turnpost"));
    let clients = plan.levels.iter().copied().max()?;
    let per = games_per_client(plan, clients, HTTP_RATE);
    let first = Server::start(bin, &db.url, &dir.join("pg-1.log"));
    let players = loadkit::players(&accounts, &first.base, None);
    let phase = |servers: &[&Server]| {
        let mut tables = api_tables(servers[0], &players, &db.url, clients, per);
        let mut runs = Vec::new();
        for _ in 0..plan.slices {
            let next = std::sync::atomic::AtomicUsize::new(0);
            let r = parallel(plan, tables, |t, b, seed| {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let base = &servers[k % servers.len()].base;
                loadkit::drive(base, &players, t, Via::Api, b, seed)
            });
            tables = r.tables.clone();
            runs.push(r);
        }
        combine(runs)
    };
    let (one, e1) = phase(&[&first]);
    let second = Server::start(bin, &db.url, &dir.join("pg-2.log"));
    let (two, e2) = phase(&[&first, &second]);
    let fsync = {
        use diesel::prelude::*;
        #[derive(QueryableByName)]
        struct Setting {
            #[diesel(sql_type = diesel::sql_types::Text)]
            fsync: String,
        }
        diesel::sql_query("SHOW fsync")
            .get_result::<Setting>(&mut loadkit::open(&db.url))
            .map_or_else(|e| e.to_string(), |s| s.fsync)
    };
    let notes = [e1, e2]
        .into_iter()
        .filter(|e| !e.is_empty())
        .collect::<Vec<_>>()
        .join("; ");
    Some(format!(
        "PostgreSQL (fsync {fsync}), API at {clients} clients: one app server {:.0} turns/s, p50 \
         {:.1} ms, p99 {:.1} ms; two app servers {:.0} turns/s, p50 {:.1} ms, p99 {:.1} ms{}\n\
         postgres summary: one={:.0} turns/s p99={:.1} ms two={:.0} turns/s p99={:.1} ms",
        one.per_second,
        one.p50_ms,
        one.p99_ms,
        two.per_second,
        two.p50_ms,
        two.p99_ms,
        if notes.is_empty() {
            String::new()
        } else {
            format!(" (not applied: {notes})")
        },
        one.per_second,
        one.p99_ms,
        two.per_second,
        two.p99_ms,
    ))
}

fn seats_for(client: usize, game: usize, accounts: usize) -> [usize; 2] {
    let a = (client + game) % accounts;
    [a, (a + 1) % accounts]
}

/// What one slice of a phase gave.
struct Run {
    latencies_us: Vec<u64>,
    seconds: f64,
    notes: Vec<String>,
    /// The clients' tables, to go on with in the next slice.
    tables: Vec<Vec<Table>>,
}

/// Runs one slice (the phase divided by the number of slices), a client per set of tables.
fn parallel(
    plan: &Plan,
    tables: Vec<Vec<Table>>,
    client: impl Fn(Vec<Table>, &Bounds<'_>, u64) -> ClientReport + Sync,
) -> Run {
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let bounds = Bounds {
        deadline: started + plan.phase / plan.slices,
        max_requests: 1_000_000,
        stop: &stop,
    };
    let reports: Vec<ClientReport> = std::thread::scope(|s| {
        let handles: Vec<_> = tables
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                let (client, bounds) = (&client, &bounds);
                let seed = 1 + i as u64 + started.elapsed().as_nanos() as u64;
                s.spawn(move || client(t, bounds, seed))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("client thread"))
            .collect()
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut run = Run {
        latencies_us: Vec::new(),
        seconds,
        notes: Vec::new(),
        tables: Vec::new(),
    };
    for r in reports {
        run.latencies_us.extend(r.latencies_us);
        for (status, n) in r.refused {
            run.notes.push(format!("{n}× {status}"));
        }
        if r.transport_errors > 0 {
            run.notes
                .push(format!("{} transport errors", r.transport_errors));
        }
        if r.tables.iter().all(|t| t.finished) {
            run.notes.push("a client ran out of games".into());
        }
        run.tables.push(r.tables);
    }
    run
}

/// The figures of all slices of a phase, and a note of what was not applied.
fn combine(runs: Vec<Run>) -> (Figures, String) {
    let seconds = runs.iter().map(|r| r.seconds).sum();
    let mut notes: Vec<String> = runs.iter().flat_map(|r| r.notes.clone()).collect();
    notes.sort();
    notes.dedup();
    let latencies = runs.into_iter().flat_map(|r| r.latencies_us).collect();
    (loadkit::figures(latencies, seconds), notes.join(", "))
}

/// The service layer in-process on the same file, with the server's pool size.
fn direct_state(db: &Path) -> AppState {
    let url = db.display().to_string();
    let settings = Settings {
        bind: "127.0.0.1:0".into(),
        database_url: url.clone(),
        scheduler_period: None,
        // A handful of accounts play every game of the load.
        games_per_hour: usize::MAX,
        open_games_per_player: i64::MAX,
        ..Settings::default()
    };
    AppState {
        pool: turnpost::db::pool::build(&url, settings.pool_size).expect("pool"),
        writer: turnpost::db::Writer::start(&url).expect("writer lane"),
        keys: Keys::from_secret("load benchmark"),
        settings,
        clock: Arc::new(SystemClock),
        limits: Limits::default(),
        mail_wake: Arc::new(tokio::sync::Notify::new()),
        bot_nudge: Arc::default(),
        mail_delivery: turnpost::state::MailDelivery::Mailbox,
    }
}

/// The accounts as the service layer takes them.
fn people(players: &[Player], db: &Path) -> Vec<users::User> {
    let mut conn = loadkit::open(&db);
    players
        .iter()
        .map(|p| {
            users::find(&mut conn, p.account.id)
                .expect("query")
                .expect("user")
        })
        .collect()
}

/// Games for the ceiling, created through the service layer in-process.
fn direct_tables(
    state: &AppState,
    players: &[Player],
    db: &Path,
    clients: usize,
    per: usize,
) -> Vec<Vec<Table>> {
    let people = people(players, db);
    let mut conn = loadkit::open(&db);
    let input =
        NewGameInput::parse("humanity", 2, loadkit::COLOURS[0], 14, true, "").expect("game input");
    (0..clients)
        .map(|c| {
            let ids: Vec<(i32, [usize; 2])> = (0..per)
                .map(|g| {
                    let seats = seats_for(c, g, players.len());
                    let id = games::create(state, &people[seats[0]], &input).expect("create");
                    games::join(state, &people[seats[1]], id, Some(loadkit::COLOURS[1]))
                        .expect("join");
                    games::start(state, &people[seats[0]], id, false).expect("start");
                    (id, seats)
                })
                .collect();
            loadkit::load_tables(&mut conn, &ids)
        })
        .collect()
}

/// The ceiling: `services::games::submit` called from threads, the exact read-validate-write-
/// event-outbox transaction of a turn, with no HTTP, no JSON body and no session lookup.
fn direct_run(
    plan: &Plan,
    state: &AppState,
    players: &[Player],
    tables: Vec<Vec<Table>>,
    writer: Option<&Mutex<()>>,
) -> Run {
    let people: Vec<users::User> = players
        .iter()
        .map(|p| {
            let mut conn = state.pool.get().expect("connection");
            users::find(&mut conn, p.account.id)
                .expect("query")
                .expect("user")
        })
        .collect();
    let people = &people;
    parallel(plan, tables, |t, bounds, seed| {
        loadkit::drive_with(t, bounds, seed, |t, seat, action| {
            let json = serde_json::to_string(action).map_err(|e| e.to_string())?;
            let user = &people[t.seats[seat]];
            let _queued = writer.map(|w| w.lock().unwrap_or_else(|p| p.into_inner()));
            Ok(
                match games::submit(state, Actor::Player(user), t.id, t.version, &json) {
                    Ok(Submitted::Applied { .. }) => Applied::Yes,
                    Ok(Submitted::AlreadyApplied { .. }) => Applied::No(200),
                    Err(e) => Applied::No(status_of(&e)),
                },
            )
        })
    })
}

fn status_of(e: &AppError) -> u16 {
    actix_web::ResponseError::status_code(e).as_u16()
}

/// Outbox to SMTP: `mails` messages queued at once, the worker started against a local
/// listener, timed until every row is marked sent. Returns messages per second and a check.
fn mail_phase(plan: &Plan, dir: &Path, senders: usize) -> (f64, usize, String) {
    let db = dir.join(format!("mail-{senders}.db"));
    let mut conn = loadkit::open(&db);
    turnpost::db::migrate::run(&mut conn).expect("migrations");
    let now = chrono::Utc::now().naive_utc();
    {
        conn.immediate_transaction(|conn| -> diesel::QueryResult<()> {
            for i in 0..plan.mails {
                let email = turnpost::mail::Email {
                    to: format!("player{}@example.com", i % 50),
                    subject: format!("Humanity #{i} — your turn"),
                    text: "It is your turn.\n\nhttp://127.0.0.1:8080/games/1\n".repeat(20),
                    html:
                        "<p>It is your turn. <a href=\"http://127.0.0.1:8080/games/1\">Play</a></p>"
                            .repeat(20),
                    headers: vec![(
                        "List-Unsubscribe".into(),
                        "<http://127.0.0.1:8080/u/x>".into(),
                    )],
                };
                turnpost::mail::outbox::enqueue(conn, &email, now, None, false, "bench.example")?;
            }
            Ok(())
        })
        .expect("queue mail");
    }
    let listener = smtp::SmtpServer::start();
    let mut state = direct_state(&db);
    state.settings.smtp_url = Some(listener.url());
    let mailer = turnpost::mail::worker::Mailer {
        smtp: turnpost::mail::worker::transport(&listener.url()).expect("transport"),
        dkim: None,
        senders,
    };
    let state = actix_web::web::Data::new(state);
    let started = Instant::now();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(turnpost::mail::worker::run(state, mailer));
    });
    let deadline = started + Duration::from_secs(300);
    let mut sent = 0;
    while Instant::now() < deadline {
        sent = outbox::count_by_status(&mut conn, outbox::SENT).expect("count") as usize;
        if sent >= plan.mails {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let seconds = started.elapsed().as_secs_f64();
    let received = listener.messages();
    let mut ids: Vec<String> = received
        .iter()
        .filter_map(|m| m.header("Message-ID"))
        .collect();
    ids.sort();
    ids.dedup();
    let check = format!(
        "{sent} rows sent, {} messages received, {} distinct Message-IDs",
        received.len(),
        ids.len()
    );
    (sent as f64 / seconds, sent, check)
}

/// The outbox worker sending a batch one message after the other, then over
/// `worker::SENDERS` connections at once, in the same run (`cargo bench --bench load --
/// --mail-only`).
fn mail_side_by_side(plan: &Plan, dir: &Path) -> String {
    let load_before = load_average();
    let (one, n1, check1) = mail_phase(plan, dir, 1);
    let senders = turnpost::mail::worker::SENDERS;
    let (many, n2, check2) = mail_phase(plan, dir, senders);
    format!(
        "mail, outbox to a local SMTP listener ({} plan, load {load_before} → {}):\n\
         1 sender: {one:.0} messages/s for {n1} ({check1})\n\
         {senders} senders: {many:.0} messages/s for {n2} ({check2})\n\
         ratio {:.2}; target ≥ 500 messages/s: {}",
        plan.name,
        load_average(),
        many / one,
        pass(many >= 500.0)
    )
}

fn malloc_settings() -> String {
    let set: Vec<String> = std::env::vars()
        .filter(|(k, _)| k.starts_with("MALLOC_"))
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    if set.is_empty() {
        "glibc defaults".into()
    } else {
        set.join(" ")
    }
}

fn pass(ok: bool) -> &'static str {
    if ok {
        "pass"
    } else {
        "falls short"
    }
}

#[allow(clippy::too_many_arguments)]
fn render(
    plan: &Plan,
    levels: &[Level],
    (idle_rss_kib, logged_in_kib): (u64, (u64, u64)),
    (mail_rate, mails, mail_check): (f64, usize, String),
    load_before: &str,
    load_after: &str,
    seeded_in: Duration,
    archive_ms: f64,
) -> String {
    let mut out = String::new();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    out += &format!(
        "# turnpost load benchmark ({} run: {:?} per phase in {} slices, {} stored games)\n",
        plan.name, plan.phase, plan.slices, plan.stored_games
    );
    out += &format!(
        "cores: {cores}; load average before: {load_before}; after: {load_after}; \
         seeding took {seeded_in:.1?}; server allocator settings: {}\n\n",
        malloc_settings()
    );
    out += "| clients | API turns/s | API p50 ms | API p99 ms | form turns/s | form p50 ms | \
            form p99 ms | ceiling turns/s | ceiling p50 ms | ceiling p99 ms | API / ceiling | \
            form / ceiling |\n";
    out += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for l in levels {
        out += &format!(
            "| {} | {:.0} | {:.1} | {:.1} | {:.0} | {:.1} | {:.1} | {:.0} | {:.1} | {:.1} | {:.1}% | {:.1}% |\n",
            l.clients,
            l.api.per_second,
            l.api.p50_ms,
            l.api.p99_ms,
            l.form.per_second,
            l.form.p50_ms,
            l.form.p99_ms,
            l.direct.per_second,
            l.direct.p50_ms,
            l.direct.p99_ms,
            100.0 * l.api.per_second / l.direct.per_second,
            100.0 * l.form.per_second / l.direct.per_second,
        );
    }
    out += "\nThe ceiling with its writers queued on an in-process mutex instead of SQLite's \
            sleeping busy handler:\n\n| clients | turns/s | p50 ms | p99 ms |\n|---:|---:|---:|---:|\n";
    for l in levels {
        out += &format!(
            "| {} | {:.0} | {:.1} | {:.1} |\n",
            l.clients, l.queued.per_second, l.queued.p50_ms, l.queued.p99_ms
        );
    }
    out += "\nBare SQLite, one thread, one transaction per fsync (read a 4 KB row, update it, \
            insert an event row and an outbox row), timed between the phases:\n\n\
            | clients (of the phases around it) | bare commits/s by slice | API / bare |\n|---:|---:|---:|\n";
    for l in levels {
        out += &format!(
            "| {} | {} | {:.0}% |\n",
            l.clients,
            l.bare
                .iter()
                .map(|r| format!("{r:.0}"))
                .collect::<Vec<_>>()
                .join("/"),
            100.0 * l.api.per_second / mean(&l.bare)
        );
    }
    out += "\nCPU time per applied turn (user and system, from `/proc/<pid>/stat`): the server's, \
            and the load generator's own (its HTTP clients, which share the cores):\n\n\
            | clients | server µs per API turn | generator µs per API turn | server µs per form turn | \
            generator µs per form turn |\n|---:|---:|---:|---:|---:|\n";
    for l in levels {
        let per = |seconds: f64, f: &Figures| 1e6 * seconds / f.turns.max(1) as f64;
        out += &format!(
            "| {} | {:.0} | {:.0} | {:.0} | {:.0} |\n",
            l.clients,
            per(l.cpu[0].0, &l.api),
            per(l.cpu[0].1, &l.api),
            per(l.cpu[1].0, &l.form),
            per(l.cpu[1].1, &l.form),
        );
    }
    out += "\n";
    for l in levels {
        let rates = |v: &[f64]| {
            v.iter()
                .map(|r| format!("{r:.0}"))
                .collect::<Vec<_>>()
                .join("/")
        };
        out += &format!(
            "{} clients: {} API, {} form, {} ceiling, {} queued turns; turns/s by slice: API {}, \
             form {}, ceiling {}, queued {}{}\n",
            l.clients,
            l.api.turns,
            l.form.turns,
            l.direct.turns,
            l.queued.turns,
            rates(&l.slices[0]),
            rates(&l.slices[1]),
            rates(&l.slices[2]),
            rates(&l.slices[3]),
            if l.errors.is_empty() {
                String::new()
            } else {
                format!(" (not applied: {})", l.errors)
            }
        );
    }
    if let Some(top) = levels.iter().max_by_key(|l| l.clients) {
        let ratio = top.api.per_second / top.direct.per_second;
        out += &format!(
            "\ntarget: API at {} clients ≥ 90% of the ceiling: {:.1}% ({})\n",
            top.clients,
            100.0 * ratio,
            pass(ratio >= 0.9)
        );
        let bare = mean(&top.bare);
        out += &format!(
            "target: API at {} clients ≥ 150% of bare SQLite's one-transaction-per-fsync rate: \
             {:.0} vs {:.0}/s = {:.0}% ({})\n",
            top.clients,
            top.api.per_second,
            bare,
            100.0 * top.api.per_second / bare,
            pass(top.api.per_second >= 1.5 * bare)
        );
        for l in levels.iter().filter(|l| l.clients >= 8) {
            out += &format!(
                "target: API p99 at {} clients < 20 ms: {:.1} ms ({})\n",
                l.clients,
                l.api.p99_ms,
                pass(l.api.p99_ms < 20.0)
            );
        }
    }
    let mib = |kib: u64| kib as f64 / 1024.0;
    out += &format!(
        "server RSS: {:.1} MiB idle; after {} logins {:.1} MiB (peak {:.1})",
        mib(idle_rss_kib),
        2 * plan.accounts,
        mib(logged_in_kib.0),
        mib(logged_in_kib.1)
    );
    for l in levels {
        out += &format!(
            "; after {} clients {:.1} MiB (peak {:.1})",
            l.clients,
            mib(l.rss_kib.0),
            mib(l.rss_kib.1)
        );
    }
    out += "\n";
    if let Some(last) = levels.last() {
        out += &format!(
            "target: server peak RSS (VmHWM) with {} stored games < 64 MiB: {:.1} MiB ({})\n",
            plan.stored_games,
            mib(last.rss_kib.1),
            pass(last.rss_kib.1 < 64 * 1024)
        );
    }
    out += &format!(
        "target: mail ≥ 500 messages/s: {mail_rate:.0} messages/s ({:.1} ms each) for {mails} \
         messages ({}); {mail_check}\n",
        1000.0 / mail_rate,
        pass(mail_rate >= 500.0)
    );
    out += &format!(
        "target: archive filtered by a two-letter name over {} games < 10 ms: {archive_ms:.1} ms \
         over HTTP, median of 21 ({})\n",
        plan.stored_games,
        pass(archive_ms < 10.0)
    );
    // One line for scripts.
    let p99_at = |n: usize| {
        levels
            .iter()
            .find(|l| l.clients == n)
            .map_or(f64::NAN, |l| l.api.p99_ms)
    };
    let top = levels.iter().max_by_key(|l| l.clients);
    out += &format!(
        "load summary: api{}/bare={:.0}% p99@8={:.1} ms p99@32={:.1} ms rss={:.0} MiB mail={mail_rate:.0} msg/s archive={archive_ms:.1} ms\n",
        top.map_or(0, |l| l.clients),
        top.map_or(f64::NAN, |l| 100.0 * l.api.per_second / mean(&l.bare)),
        p99_at(8),
        p99_at(32),
        levels.last().map_or(0.0, |l| mib(l.rss_kib.1)),
    );
    out
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}
