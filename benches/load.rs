//! Load benchmark: turn submission over real HTTP against the release `turnpost` binary, the
//! ceiling of the same transaction without HTTP, the server's peak memory with 10,000 stored
//! games, and outbox-to-SMTP mail throughput. Prints a report; `BENCHMARKS.md` holds the figures.
//!
//! `cargo bench --bench load` runs it in full (10 s per phase), `cargo bench --bench load --
//! --quick` in short (3 s per phase). Without `--bench` (as `cargo test --all-targets` runs it)
//! it does a smoke run of a second or two that checks the tool itself works.
//!
//! Everything runs on 127.0.0.1: the server on a free port, the SMTP listener on another.

#[path = "../tests/support/loadkit.rs"]
mod loadkit;
#[path = "../tests/support/smtp.rs"]
mod smtp;

use loadkit::{Applied, Bounds, ClientReport, Figures, Player, Server, Table, Via};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
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
    games_per_client: usize,
    accounts: usize,
    mails: usize,
}

const FULL: Plan = Plan {
    name: "full",
    levels: &[1, 8, 32],
    phase: Duration::from_secs(10),
    stored_games: 10_000,
    games_per_client: 4,
    accounts: 8,
    mails: 5_000,
};

const QUICK: Plan = Plan {
    name: "quick",
    levels: &[1, 8, 32],
    phase: Duration::from_secs(3),
    stored_games: 10_000,
    games_per_client: 2,
    accounts: 8,
    mails: 1_000,
};

const SMOKE: Plan = Plan {
    name: "smoke",
    levels: &[2],
    phase: Duration::from_millis(300),
    stored_games: 50,
    games_per_client: 1,
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
    let report = run(plan, dir.path());
    println!("{report}");
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
    errors: String,
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
    let players: Vec<Player> = accounts
        .iter()
        .map(|a| Player {
            account: a.clone(),
            token: loadkit::api_token(&server.base, &a.email),
            browser: Some(loadkit::browser_login(&server.base, &a.email)),
        })
        .collect();
    let direct = direct_state(&db);
    let mut levels = Vec::new();
    for &clients in plan.levels {
        let (api, e1) = http_phase(plan, &server, &players, &db, clients, Via::Api);
        let (form, e2) = http_phase(plan, &server, &players, &db, clients, Via::Form);
        let (direct, e3) = direct_phase(plan, &direct, &players, &db, clients);
        levels.push(Level {
            clients,
            api,
            form,
            direct,
            errors: [e1, e2, e3]
                .into_iter()
                .filter(|e| !e.is_empty())
                .collect::<Vec<_>>()
                .join("; "),
        });
    }
    let rss_kib = server.peak_rss_kib();
    drop(server);
    let mail = mail_phase(plan, dir);
    let load_after = load_average();
    render(
        plan,
        &levels,
        rss_kib,
        mail,
        &load_before,
        &load_after,
        seeded_in,
    )
}

/// Games for `clients` clients, created through the API, as tables to play.
fn api_tables(
    server: &Server,
    players: &[Player],
    db: &Path,
    clients: usize,
    per: usize,
) -> Vec<Vec<Table>> {
    let agent = loadkit::agent();
    let mut conn = loadkit::open(db);
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

fn seats_for(client: usize, game: usize, accounts: usize) -> [usize; 2] {
    let a = (client + game) % accounts;
    [a, (a + 1) % accounts]
}

/// Runs clients in parallel for one phase; returns the figures and a note of refusals.
fn parallel(
    plan: &Plan,
    tables: Vec<Vec<Table>>,
    client: impl Fn(Vec<Table>, &Bounds<'_>, u64) -> ClientReport + Sync,
) -> (Figures, String) {
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let bounds = Bounds {
        deadline: started + plan.phase,
        max_requests: 1_000_000,
        stop: &stop,
    };
    let reports: Vec<ClientReport> = std::thread::scope(|s| {
        let handles: Vec<_> = tables
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                let (client, bounds) = (&client, &bounds);
                s.spawn(move || client(t, bounds, 1 + i as u64))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("client thread"))
            .collect()
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut latencies = Vec::new();
    let mut notes = Vec::new();
    for r in reports {
        latencies.extend(r.latencies_us);
        for (status, n) in r.refused {
            notes.push(format!("{n}× {status}"));
        }
        if r.transport_errors > 0 {
            notes.push(format!("{} transport errors", r.transport_errors));
        }
        if r.tables.iter().all(|t| t.finished) {
            notes.push("a client ran out of games".into());
        }
    }
    notes.sort();
    notes.dedup();
    (loadkit::figures(latencies, seconds), notes.join(", "))
}

fn http_phase(
    plan: &Plan,
    server: &Server,
    players: &[Player],
    db: &Path,
    clients: usize,
    via: Via,
) -> (Figures, String) {
    let tables = api_tables(server, players, db, clients, plan.games_per_client);
    parallel(plan, tables, |t, bounds, seed| {
        loadkit::drive(&server.base, players, t, via, bounds, seed)
    })
}

/// The service layer in-process on the same file, with the server's pool size.
fn direct_state(db: &Path) -> AppState {
    let url = db.display().to_string();
    let settings = Settings {
        bind: "127.0.0.1:0".into(),
        database_url: url.clone(),
        base_url: "http://127.0.0.1:8080".into(),
        smtp_url: None,
        mail_from: "Turnpost <turnpost@localhost>".into(),
        secret: None,
        pool_size: 8,
        scheduler_period: None,
    };
    AppState {
        pool: turnpost::db::pool::build(&url, settings.pool_size).expect("pool"),
        keys: Keys::from_secret("load benchmark"),
        settings,
        clock: Arc::new(SystemClock),
        limits: Limits::default(),
        mail_wake: Arc::new(tokio::sync::Notify::new()),
    }
}

/// The ceiling: `services::games::submit` called from threads, the exact read-validate-write-
/// event-outbox transaction of a turn, with no HTTP, no JSON body and no session lookup.
fn direct_phase(
    plan: &Plan,
    state: &AppState,
    players: &[Player],
    db: &Path,
    clients: usize,
) -> (Figures, String) {
    let mut conn = loadkit::open(db);
    let people: Vec<users::User> = players
        .iter()
        .map(|p| {
            users::find(&mut conn, p.account.id)
                .expect("query")
                .expect("user")
        })
        .collect();
    let input =
        NewGameInput::parse("humanity", 2, loadkit::COLOURS[0], 14, true, "").expect("game input");
    let tables: Vec<Vec<Table>> = (0..clients)
        .map(|c| {
            let ids: Vec<(i32, [usize; 2])> = (0..plan.games_per_client)
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
        .collect();
    let people = &people;
    parallel(plan, tables, |t, bounds, seed| {
        loadkit::drive_with(t, bounds, seed, |t, seat, action| {
            let json = serde_json::to_string(action).map_err(|e| e.to_string())?;
            let user = &people[t.seats[seat]];
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
fn mail_phase(plan: &Plan, dir: &Path) -> (f64, usize, String) {
    let db = dir.join("mail.db");
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
    let mailer = turnpost::mail::worker::transport(&listener.url()).expect("transport");
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

fn pass(ok: bool) -> &'static str {
    if ok {
        "pass"
    } else {
        "falls short"
    }
}

fn render(
    plan: &Plan,
    levels: &[Level],
    rss_kib: Option<u64>,
    (mail_rate, mails, mail_check): (f64, usize, String),
    load_before: &str,
    load_after: &str,
    seeded_in: Duration,
) -> String {
    let mut out = String::new();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    out += &format!(
        "# turnpost load benchmark ({} run: {:?} per phase, {} stored games, {} games per client)\n",
        plan.name, plan.phase, plan.stored_games, plan.games_per_client
    );
    out += &format!(
        "cores: {cores}; load average before: {load_before}; after: {load_after}; \
         seeding took {seeded_in:.1?}\n\n"
    );
    out += "| clients | API turns/s | API p50 ms | API p99 ms | form turns/s | form p50 ms | \
            form p99 ms | ceiling turns/s | ceiling p50 ms | ceiling p99 ms | API / ceiling | \
            form / ceiling |\n";
    out += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for l in levels {
        out += &format!(
            "| {} | {:.0} | {:.1} | {:.1} | {:.0} | {:.1} | {:.1} | {:.0} | {:.1} | {:.1} | {:.0}% | {:.0}% |\n",
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
    out += "\n";
    for l in levels {
        out += &format!(
            "{} clients: {} API, {} form, {} ceiling turns{}\n",
            l.clients,
            l.api.turns,
            l.form.turns,
            l.direct.turns,
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
            "\ntarget: API at {} clients ≥ 90% of the ceiling: {:.0}% ({})\n",
            top.clients,
            100.0 * ratio,
            pass(ratio >= 0.9)
        );
        out += &format!(
            "target: API p99 at {} clients < 20 ms: {:.1} ms ({})\n",
            top.clients,
            top.api.p99_ms,
            pass(top.api.p99_ms < 20.0)
        );
    }
    match rss_kib {
        Some(kib) => {
            out += &format!(
                "target: server peak RSS (VmHWM) with {} stored games < 64 MiB: {:.1} MiB ({})\n",
                plan.stored_games,
                kib as f64 / 1024.0,
                pass(kib < 64 * 1024)
            )
        }
        None => out += "server peak RSS: /proc not readable\n",
    }
    out += &format!(
        "target: mail ≥ 500 messages/s: {mail_rate:.0} messages/s for {mails} messages ({}); {mail_check}\n",
        pass(mail_rate >= 500.0)
    );
    out
}
