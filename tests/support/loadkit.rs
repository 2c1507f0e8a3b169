//! Load and crash tooling shared by `benches/load.rs` and `tests/crash.rs`: seeds a database
//! file, runs the real `turnpost` binary on a free loopback port, prepares games through the
//! JSON API, drives clients that submit legal turns (API or HTML form), and checks a database
//! after the fact (every acknowledged turn stored once; every state equals its replay).
//!
//! All traffic goes to 127.0.0.1. Every loop is bounded by a deadline or a count.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::Read as _;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use chrono::Utc;
use serde_json::{json, Value};
use turnpost::db::models::{game_events, game_players, games, users};
use turnpost::db::Conn;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::{self as humanity, Action, Humanity, State};
use turnpost::engine::registry;
use turnpost::engine::rng::Rng;
use turnpost::engine::{Game, Setup};

pub const PASSWORD: &str = "load test password";
/// Seat colours of the two-player games the tools create (seat 0 creates, seat 1 joins).
pub const COLOURS: [&str; 2] = ["yellow", "blue"];

/// A verified account created directly in the database file.
#[derive(Debug, Clone)]
pub struct Account {
    pub id: i32,
    pub email: String,
}

/// A database: a file path, or a `postgres://` URL.
pub type Db<'a> = &'a dyn AsRef<std::ffi::OsStr>;

fn url_of(db: Db<'_>) -> String {
    db.as_ref().to_string_lossy().into_owned()
}

/// A connection of its own to a database, set up as the server sets its own (an SQLite file
/// waits up to 5 s for another writer's lock).
pub fn open(db: Db<'_>) -> Conn {
    let mut conn = turnpost::db::pool::open_lane(&url_of(db)).expect("open database");
    if let Conn::Sqlite(c) = &mut conn {
        diesel::connection::SimpleConnection::batch_execute(c, "PRAGMA busy_timeout = 5000;")
            .expect("pragmas");
    }
    conn
}

/// Creates the schema and `n` verified accounts (`load<i>@example.com`) in a new file. The
/// password is hashed once with the service's argon2 parameters and the hash reused.
pub fn seed_accounts(db: Db<'_>, n: usize) -> Vec<Account> {
    let mut conn = open(db);
    turnpost::db::migrate::run(&mut conn).expect("migrations");
    let hash = turnpost::security::password::hash(PASSWORD).expect("hash");
    let now = Utc::now().naive_utc();
    conn.immediate_transaction(|conn| -> diesel::QueryResult<Vec<Account>> {
        (0..n)
            .map(|i| {
                let email = format!("load{i}@example.com");
                let user = users::insert(
                    conn,
                    &users::NewUser {
                        email: &email,
                        display_name: &format!("Load {i}"),
                        password_hash: &hash,
                        created_at: now,
                    },
                )?;
                users::set_verified(conn, user.id, now)?;
                Ok(Account { id: user.id, email })
            })
            .collect()
    })
    .expect("accounts")
}

/// Inserts `n` started two-player games with their event history (`k % 40` random actions each)
/// straight into the file, in one transaction, as the service would have stored them.
pub fn seed_stored_games(db: Db<'_>, accounts: &[Account], n: usize) {
    assert!(accounts.len() >= 2);
    let mut conn = open(db);
    let now = Utc::now().naive_utc();
    let engine = registry::game("humanity").expect("humanity");
    conn.immediate_transaction(|conn| -> diesel::QueryResult<()> {
        for k in 0..n {
            let a = &accounts[k % accounts.len()];
            let b = &accounts[(k + 1) % accounts.len()];
            let seed = (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 1;
            let row = games::insert(
                conn,
                &games::NewGame {
                    game: "humanity",
                    creator_id: a.id,
                    seats: 2,
                    time_limit_days: 14,
                    is_open: false,
                    public_when_finished: true,
                    timeout_policy: "default_turn",
                    seed: seed as i64,
                    created_at: now,
                    options: "{}",
                },
            )?;
            for (user, colour) in [(a, COLOURS[0]), (b, COLOURS[1])] {
                game_players::insert(
                    conn,
                    &game_players::NewPlayer {
                        game_id: row.id,
                        user_id: user.id,
                        colour,
                        joined_at: now,
                        bot_level: None,
                    },
                )?;
            }
            for (seat, p) in game_players::of_game(conn, row.id)?.iter().enumerate() {
                game_players::set_seat(conn, p.player.id, seat as i32)?;
            }
            let setup = setup_for(seed, &COLOURS);
            let mut state = engine.new_game(&setup).expect("new game");
            let to_act = engine.to_act(&state).expect("to act");
            games::start(conn, row.id, &state, &json!(to_act).to_string(), now)?;
            let mut typed: State = serde_json::from_str(&state).expect("state");
            let mut rng = Rng::new(seed);
            for version in 0..(k % 40) as i32 {
                let seat = humanity::to_act(&typed)[0];
                let Some(action) = random_action(&typed, seat, &mut rng) else {
                    break;
                };
                let text = serde_json::to_string(&action).expect("action json");
                let (next, events) = engine.apply(&state, seat, &text).expect("legal");
                let lines: Vec<&str> = events.iter().map(|e| e.text.as_str()).collect();
                let to_act = engine.to_act(&next).expect("to act");
                games::advance(
                    conn,
                    &games::Advance {
                        id: row.id,
                        from_version: version,
                        state: &next,
                        to_act: &json!(to_act).to_string(),
                        turn_started_at: None,
                        finished: false,
                        now,
                    },
                )?;
                game_events::insert(
                    conn,
                    &game_events::NewEvent {
                        game_id: row.id,
                        version: version + 1,
                        seat: seat as i32,
                        user_id: Some(if seat == 0 { a.id } else { b.id }),
                        action: &text,
                        log: &json!(lines).to_string(),
                        concurrent: false,
                        created_at: now,
                    },
                )?;
                state = next;
                typed = serde_json::from_str(&state).expect("state");
            }
        }
        Ok(())
    })
    .expect("stored games");
}

/// The setup `services::games::start` builds for a game with these seat colours.
pub fn setup_for(seed: u64, colours: &[&str]) -> Setup {
    Setup {
        players: colours.len(),
        seed,
        options: json!({ "colours": colours }),
    }
}

/// A free port on 127.0.0.1 (bound, read, released).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

/// The real `turnpost` binary, serving a database file on a free loopback port.
pub struct Server {
    child: Option<Child>,
    pub port: u16,
    pub base: String,
    pub log: PathBuf,
}

impl Server {
    /// Starts `bin serve` on `db` (no SMTP: mail is stored for `/dev/mailbox`) and waits until
    /// `/healthz` answers (at most 30 s). Standard error goes to `log`.
    pub fn start(bin: &Path, db: Db<'_>, log: &Path) -> Server {
        Self::start_with(bin, db, log, &[])
    }

    /// `start` with more `TURNPOST_*` settings in the environment.
    pub fn start_with(bin: &Path, db: Db<'_>, log: &Path, env: &[(&str, String)]) -> Server {
        let server = Self::spawn_with(bin, db, log, env);
        server.wait_ready();
        server
    }

    /// Starts the process and returns at once (`wait_ready` waits for `/healthz`): several
    /// servers started this way boot side by side.
    pub fn spawn_with(bin: &Path, db: Db<'_>, log: &Path, env: &[(&str, String)]) -> Server {
        let port = free_port();
        let stderr = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .expect("server log file");
        let child = Command::new(bin)
            .arg("serve")
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("TURNPOST_BIND", format!("127.0.0.1:{port}"))
            .env("TURNPOST_DATABASE_URL", url_of(db))
            .env("RUST_LOG", "warn")
            // A handful of accounts play every game of the load: far more than a person sets up.
            .env("TURNPOST_GAMES_PER_HOUR", "1000000")
            .env("TURNPOST_OPEN_GAMES_PER_PLAYER", "1000000")
            .envs(env.iter().map(|(k, v)| (k, v)))
            // glibc allocator tunables (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_...) pass through.
            .envs(std::env::vars().filter(|(k, _)| k.starts_with("MALLOC_")))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .expect("start the turnpost binary");
        Server {
            child: Some(child),
            port,
            base: format!("http://127.0.0.1:{port}"),
            log: log.to_path_buf(),
        }
    }

    /// Waits until `/healthz` answers (at most 30 s).
    pub fn wait_ready(&self) {
        let agent = agent();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = agent.get(&format!("{}/healthz", self.base)).call() {
                if r.status() == 200 {
                    break;
                }
            }
            assert!(
                Instant::now() < deadline,
                "the server did not answer /healthz within 30 s; log:\n{}",
                std::fs::read_to_string(&self.log).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// SIGKILL: no shutdown code runs, exactly like a crash or a power-pulled process.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// CPU time the server process has used so far (user and system), in seconds.
    pub fn cpu_seconds(&self) -> f64 {
        self.pid()
            .map_or(0.0, |pid| cpu_seconds_of(&format!("/proc/{pid}/stat")))
    }

    /// Peak resident set size (`VmHWM`) of the server process, in KiB.
    pub fn peak_rss_kib(&self) -> Option<u64> {
        self.status_kib("VmHWM:")
    }

    /// Start the peak resident set size (`VmHWM`) again from the resident set now (Linux:
    /// `5` into `/proc/<pid>/clear_refs`); false where the kernel does not allow it.
    pub fn reset_peak_rss(&self) -> bool {
        self.pid()
            .is_some_and(|pid| std::fs::write(format!("/proc/{pid}/clear_refs"), "5").is_ok())
    }

    /// Resident set size now (`VmRSS`), in KiB.
    pub fn rss_kib(&self) -> Option<u64> {
        self.status_kib("VmRSS:")
    }

    fn status_kib(&self, field: &str) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()?)).ok()?;
        status
            .lines()
            .find(|l| l.starts_with(field))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
    }
}

/// CPU time this process (the load generator) has used so far, in seconds.
pub fn own_cpu_seconds() -> f64 {
    cpu_seconds_of("/proc/self/stat")
}

/// User and system time from a `/proc/<pid>/stat` file, in seconds (clock ticks of 1/100 s,
/// Linux's fixed `USER_HZ`); 0 when it cannot be read.
fn cpu_seconds_of(stat: &str) -> f64 {
    let Ok(text) = std::fs::read_to_string(stat) else {
        return 0.0;
    };
    // Fields after the command name (which may hold spaces): state is field 3, utime 14.
    let Some(rest) = text.rfind(')').map(|i| &text[i + 2..]) else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    (ticks(11) + ticks(12)) as f64 / 100.0
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A blocking HTTP client with keep-alive, no redirects, and bounded timeouts.
pub fn agent() -> ureq::Agent {
    ureq::AgentBuilder::new()
        .redirects(0)
        .timeout_connect(Duration::from_secs(5))
        .timeout(Duration::from_secs(30))
        .max_idle_connections_per_host(4)
        .build()
}

/// Sends a JSON request; `Err` for a transport failure (refused, reset, timeout).
pub fn call_json(
    agent: &ureq::Agent,
    method: &str,
    url: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<(u16, Value), String> {
    let mut req = agent.request(method, url);
    if let Some(t) = token {
        req = req.set("Authorization", &format!("Bearer {t}"));
    }
    let result = match body {
        Some(b) => req.send_json(b),
        None => req.call(),
    };
    let response = match result {
        Ok(r) => r,
        Err(ureq::Error::Status(_, r)) => r,
        Err(e) => return Err(e.to_string()),
    };
    let status = response.status();
    let mut text = String::new();
    response
        .into_reader()
        .take(1 << 20)
        .read_to_string(&mut text)
        .map_err(|e| e.to_string())?;
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

/// A token from `POST /api/tokens` (the real login path: argon2 verification, rate limit).
pub fn api_token(base: &str, email: &str) -> String {
    let (status, body) = call_json(
        &agent(),
        "POST",
        &format!("{base}/api/tokens"),
        None,
        Some(&json!({ "email": email, "password": PASSWORD, "name": "load" })),
    )
    .expect("token request");
    assert_eq!(status, 201, "token for {email}: {body}");
    body["token"].as_str().expect("token").to_string()
}

/// A browser session from the login form: the cookies to send and the form's CSRF token.
#[derive(Debug, Clone)]
pub struct BrowserSession {
    pub cookie: String,
    pub csrf: String,
}

fn set_cookie(response: &ureq::Response, name: &str) -> Option<String> {
    response.all("set-cookie").into_iter().find_map(|v| {
        let pair = v.split(';').next()?;
        let (n, value) = pair.split_once('=')?;
        (n.trim() == name).then(|| value.trim().to_string())
    })
}

fn csrf_field(html: &str) -> Option<String> {
    let marker = "name=\"csrf\" value=\"";
    let start = html.find(marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(
        html[start..end]
            .replace("&#43;", "+")
            .replace("&#x2b;", "+"),
    )
}

fn body_of(result: Result<ureq::Response, ureq::Error>) -> ureq::Response {
    match result {
        Ok(r) | Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("request failed: {e}"),
    }
}

/// Logs in through `POST /login` like a browser and returns its cookies and CSRF token.
pub fn browser_login(base: &str, email: &str) -> BrowserSession {
    browser_login_as(base, email, PASSWORD)
}

/// `browser_login` with another password.
pub fn browser_login_as(base: &str, email: &str, password: &str) -> BrowserSession {
    let agent = ureq::AgentBuilder::new().redirects(0).build();
    let page = body_of(agent.get(&format!("{base}/login")).call());
    let nonce = set_cookie(&page, "tp_csrf").expect("csrf cookie");
    let csrf = csrf_field(&page.into_string().unwrap_or_default()).expect("csrf field");
    let r = body_of(
        agent
            .post(&format!("{base}/login"))
            .set("Cookie", &format!("tp_csrf={nonce}"))
            .send_form(&[("csrf", &csrf), ("email", email), ("password", password)]),
    );
    assert_eq!(r.status(), 303, "login of {email}");
    let session = set_cookie(&r, "tp_session").expect("session cookie");
    let cookie = format!("tp_csrf={nonce}; tp_session={session}");
    let page = body_of(
        agent
            .get(&format!("{base}/games"))
            .set("Cookie", &cookie)
            .call(),
    );
    let csrf = csrf_field(&page.into_string().unwrap_or_default()).expect("session csrf");
    BrowserSession { cookie, csrf }
}

/// A game a client plays: its id, the state as the client tracks it, and who sits where.
#[derive(Debug, Clone)]
pub struct Table {
    pub id: i32,
    pub state: State,
    pub version: i32,
    /// Index into the player list for seat 0 and seat 1.
    pub seats: [usize; 2],
    pub finished: bool,
}

/// What a client may use to act for an account.
#[derive(Debug, Clone)]
pub struct Player {
    pub account: Account,
    pub token: String,
    pub browser: Option<BrowserSession>,
}

/// A player per account: an API token made on `api_base`, and a browser logged in on
/// `browser_base` when one is given.
pub fn players(accounts: &[Account], api_base: &str, browser_base: Option<&str>) -> Vec<Player> {
    accounts
        .iter()
        .map(|a| Player {
            account: a.clone(),
            token: api_token(api_base, &a.email),
            browser: browser_base.map(|b| browser_login(b, &a.email)),
        })
        .collect()
}

/// Creates a two-player game through the API: `a` creates and takes seat 0, `b` joins (seat 1),
/// `a` starts it in join order. Returns the game id.
pub fn api_game(base: &str, agent: &ureq::Agent, a: &Player, b: &Player) -> i32 {
    let (s, body) = call_json(
        agent,
        "POST",
        &format!("{base}/api/games"),
        Some(&a.token),
        Some(
            &json!({"game": "humanity", "seats": 2, "open": true, "colour": COLOURS[0],
                     "time_limit_days": 14}),
        ),
    )
    .expect("create");
    assert_eq!(s, 201, "create: {body}");
    let id = body["id"].as_i64().expect("id") as i32;
    let (s, body) = call_json(
        agent,
        "POST",
        &format!("{base}/api/games/{id}/join"),
        Some(&b.token),
        Some(&json!({"colour": COLOURS[1]})),
    )
    .expect("join");
    assert_eq!(s, 200, "join: {body}");
    let (s, body) = call_json(
        agent,
        "POST",
        &format!("{base}/api/games/{id}/start"),
        Some(&a.token),
        Some(&json!({"random_order": false})),
    )
    .expect("start");
    assert_eq!(s, 200, "start: {body}");
    id
}

/// Reads the tables' state and version from the database (after a start or a crash).
pub fn load_tables(conn: &mut Conn, ids: &[(i32, [usize; 2])]) -> Vec<Table> {
    ids.iter()
        .map(|&(id, seats)| {
            let row = games::find(conn, id).expect("query").expect("game");
            Table {
                id,
                state: serde_json::from_str(row.state.as_deref().expect("started")).expect("state"),
                version: row.version,
                seats,
                finished: row.status != games::RUNNING,
            }
        })
        .collect()
}

/// A turn the server acknowledged.
#[derive(Debug, Clone, PartialEq)]
pub struct Ack {
    pub game: i32,
    /// The version the turn produced.
    pub version: i32,
    pub seat: usize,
    pub action: Value,
}

/// Which endpoint submits the turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    /// `POST /api/games/{id}/actions` with a bearer token.
    Api,
    /// `POST /games/{id}/turn` with the browser's cookies and CSRF token.
    Form,
}

/// What one client did.
#[derive(Debug, Default)]
pub struct ClientReport {
    /// Latency of every applied turn, in microseconds.
    pub latencies_us: Vec<u64>,
    pub acked: Vec<Ack>,
    /// Answers other than "applied", by status.
    pub refused: BTreeMap<u16, usize>,
    /// Requests that got no answer (connection refused or reset); the client stops at the first.
    pub transport_errors: usize,
    pub tables: Vec<Table>,
}

/// When a client stops: a deadline, a count of requests, or a flag.
pub struct Bounds<'a> {
    pub deadline: Instant,
    pub max_requests: usize,
    pub stop: &'a AtomicBool,
}

/// Plays the tables round-robin (one turn per game in turn, like many players of many games),
/// each turn a random legal action of a seat to act, through HTTP, until a bound is reached,
/// every table is finished, or the server stops answering.
pub fn drive(
    base: &str,
    players: &[Player],
    tables: Vec<Table>,
    via: Via,
    bounds: &Bounds<'_>,
    seed: u64,
) -> ClientReport {
    let agent = agent();
    drive_with(tables, bounds, seed, |t, seat, action| {
        submit(&agent, base, &players[t.seats[seat]], t, action, via)
    })
}

/// The loop of `drive`, with any way of submitting a turn (HTTP, or the service in-process).
pub fn drive_with(
    mut tables: Vec<Table>,
    bounds: &Bounds<'_>,
    seed: u64,
    mut send: impl FnMut(&Table, usize, &Action) -> Result<Applied, String>,
) -> ClientReport {
    let mut rng = Rng::new(seed);
    let mut report = ClientReport::default();
    let mut sent = 0;
    let mut next = 0;
    while sent < bounds.max_requests
        && Instant::now() < bounds.deadline
        && !bounds.stop.load(Ordering::Relaxed)
    {
        let open: Vec<usize> = (0..tables.len()).filter(|&i| !tables[i].finished).collect();
        if open.is_empty() {
            break;
        }
        let t = &mut tables[open[next % open.len()]];
        next += 1;
        let Some(&seat) = humanity::to_act(&t.state).first() else {
            t.finished = true;
            continue;
        };
        let Some(action) = random_action(&t.state, seat, &mut rng) else {
            t.finished = true;
            continue;
        };
        // The decision as the steps of the page make it (its activations grouped by tile, its
        // payment written as they write it), so that the API and the form store the same one.
        let steps = turnpost::engine::humanity::choices::path_of(&t.state, seat, &action)
            .map(|p| turnpost::engine::humanity::choices::choices(&t.state, seat, &p));
        let Some(Ok(turnpost::engine::choice::Step::Done(action))) = steps else {
            panic!("no steps lead to {action:?}");
        };
        let started = Instant::now();
        let outcome = send(t, seat, &action);
        let took = started.elapsed();
        sent += 1;
        match outcome {
            Ok(Applied::Yes) => {
                report.latencies_us.push(took.as_micros() as u64);
                let (next_state, _) = Humanity::apply(&t.state, seat, &action)
                    .expect("the server applied what the engine accepts");
                t.state = next_state;
                t.version += 1;
                t.finished = Humanity::outcome(&t.state).is_some();
                report.acked.push(Ack {
                    game: t.id,
                    version: t.version,
                    seat,
                    action: serde_json::to_value(&action).expect("action json"),
                });
            }
            Ok(Applied::No(status)) => {
                *report.refused.entry(status).or_default() += 1;
                // A busy answer is retried with the same turn; anything else is unexpected
                // for a legal, current turn, so the table leaves the rotation.
                if status != 503 {
                    t.finished = true;
                }
            }
            Err(_) => {
                report.transport_errors += 1;
                break;
            }
        }
    }
    report.tables = tables;
    report
}

/// How a submitted turn was answered.
pub enum Applied {
    Yes,
    /// Not applied: the status of the answer.
    No(u16),
}

/// Submits one turn for `player` through the API or the HTML form.
pub fn submit(
    agent: &ureq::Agent,
    base: &str,
    player: &Player,
    t: &Table,
    action: &Action,
    via: Via,
) -> Result<Applied, String> {
    match via {
        Via::Api => {
            let (status, body) = call_json(
                agent,
                "POST",
                &format!("{base}/api/games/{}/actions", t.id),
                Some(&player.token),
                Some(&json!({ "version": t.version, "action": action })),
            )?;
            Ok(
                if status == 200 && body["already_applied"] == Value::Bool(false) {
                    Applied::Yes
                } else {
                    Applied::No(status)
                },
            )
        }
        Via::Form => {
            let browser = player.browser.as_ref().expect("a browser session");
            // The path of the steps a player takes on the page to make this decision (the
            // seat is the one the caller chose the action for: the first to act).
            let seat = humanity::to_act(&t.state).first().copied().unwrap_or(0);
            let path = turnpost::engine::humanity::choices::path_of(&t.state, seat, action)
                .ok_or_else(|| format!("no steps lead to {action:?}"))?;
            let version = t.version.to_string();
            let path = turnpost::engine::choice::path_text(&path);
            let pairs: Vec<(&str, &str)> = vec![
                ("version", version.as_str()),
                ("path", path.as_str()),
                ("csrf", browser.csrf.as_str()),
            ];
            let result = agent
                .post(&format!("{base}/games/{}/turn", t.id))
                .set("Cookie", &browser.cookie)
                .send_form(&pairs);
            let response = match result {
                Ok(r) | Err(ureq::Error::Status(_, r)) => r,
                Err(e) => return Err(e.to_string()),
            };
            let status = response.status();
            let applied = status == 303
                && response
                    .header("location")
                    .is_some_and(|l| l.ends_with("notice=applied"));
            let mut sink = Vec::new();
            response
                .into_reader()
                .take(4 << 20)
                .read_to_end(&mut sink)
                .map_err(|e| e.to_string())?;
            Ok(if applied {
                Applied::Yes
            } else {
                Applied::No(status)
            })
        }
    }
}

/// The figures of a run.
#[derive(Debug, Clone)]
pub struct Figures {
    pub turns: usize,
    pub seconds: f64,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
}

pub fn figures(mut latencies_us: Vec<u64>, seconds: f64) -> Figures {
    latencies_us.sort_unstable();
    let pct = |p: f64| -> f64 {
        if latencies_us.is_empty() {
            return f64::NAN;
        }
        let i = ((latencies_us.len() as f64 - 1.0) * p).round() as usize;
        latencies_us[i] as f64 / 1000.0
    };
    Figures {
        turns: latencies_us.len(),
        seconds,
        per_second: latencies_us.len() as f64 / seconds.max(1e-9),
        p50_ms: pct(0.50),
        p99_ms: pct(0.99),
    }
}

/// What `check_database` found.
#[derive(Debug, Default)]
pub struct Checked {
    pub games: usize,
    pub events: usize,
    pub acked: usize,
}

/// Every acknowledged turn is stored exactly where it was acknowledged, versions run 1..=n
/// without gap or repeat, and every started game's stored state equals the replay of its
/// events from the setup `services::games::start` uses. Compares JSON values.
pub fn check_database(conn: &mut Conn, acked: &[Ack]) -> Result<Checked, String> {
    use diesel::prelude::*;
    use turnpost::db::schema::{game_events as ev, games as g};
    let engine = registry::game("humanity").ok_or("no humanity engine")?;
    let mut checked = Checked::default();
    let ids: Vec<i32> = g::table
        .filter(g::status.ne(games::WAITING))
        .filter(g::status.ne(games::CANCELLED))
        .select(g::id)
        .load(conn)
        .map_err(|e| e.to_string())?;
    let mut stored: BTreeMap<(i32, i32), (i32, String)> = BTreeMap::new();
    for id in ids {
        let row = games::find(conn, id)
            .map_err(|e| e.to_string())?
            .ok_or("game vanished")?;
        let players = game_players::of_game(conn, id).map_err(|e| e.to_string())?;
        let colours: Vec<&str> = players.iter().map(|p| p.player.colour.as_str()).collect();
        let mut state = engine
            .new_game(&setup_for(row.seed as u64, &colours))
            .map_err(|e| format!("game {id}: setup: {e}"))?;
        let events: Vec<(i32, i32, String)> = ev::table
            .filter(ev::game_id.eq(id))
            .order(ev::version.asc())
            .select((ev::version, ev::seat, ev::action))
            .load(conn)
            .map_err(|e| e.to_string())?;
        for (i, (version, seat, action)) in events.iter().enumerate() {
            if *version != i as i32 + 1 {
                return Err(format!(
                    "game {id}: event #{i} has version {version}: a gap or a repeat"
                ));
            }
            state = engine
                .apply(&state, *seat as usize, action)
                .map_err(|e| format!("game {id} v{version}: the stored action replays to {e}"))?
                .0;
            stored.insert((id, *version), (*seat, action.clone()));
        }
        if row.version as usize != events.len() {
            return Err(format!(
                "game {id}: version {} but {} events",
                row.version,
                events.len()
            ));
        }
        let want: Value = serde_json::from_str(&state).map_err(|e| e.to_string())?;
        let have: Value = serde_json::from_str(row.state.as_deref().ok_or("no state")?)
            .map_err(|e| e.to_string())?;
        if want != have {
            return Err(format!(
                "game {id}: the stored state differs from the replay of its {} events",
                events.len()
            ));
        }
        checked.games += 1;
        checked.events += events.len();
    }
    for ack in acked {
        let Some((seat, action)) = stored.get(&(ack.game, ack.version)) else {
            return Err(format!(
                "acknowledged turn lost: game {} version {}",
                ack.game, ack.version
            ));
        };
        let action: Value = serde_json::from_str(action).map_err(|e| e.to_string())?;
        if *seat as usize != ack.seat || action != ack.action {
            return Err(format!(
                "game {} version {}: stored {action} by seat {seat}, acknowledged {} by seat {}",
                ack.game, ack.version, ack.action, ack.seat
            ));
        }
        checked.acked += 1;
    }
    Ok(checked)
}
