//! The binary as a newcomer runs it: `turnpost migrate`, and `turnpost` (serve) configured by
//! flags, environment variables and a config file, answering real HTTP; `turnpost engine` with
//! a state file that breaks an invariant.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_turnpost");

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("free port")
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `turnpost` with `args` and `env`, and waits for `/healthz`.
fn serve(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)], port: u16) -> Server {
    let mut cmd = Command::new(BIN);
    cmd.current_dir(dir)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.env_remove("TURNPOST_SMTP_URL");
    let server = Server(cmd.spawn().expect("turnpost starts"));
    let start = Instant::now();
    loop {
        if let Ok(r) = ureq::get(&format!("http://127.0.0.1:{port}/healthz")).call() {
            let body = r.into_string().unwrap_or_default();
            assert!(
                body.starts_with("ok\n") || body.starts_with("degraded\n"),
                "{body}"
            );
            return server;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "server never answered on {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn status(url: &str) -> u16 {
    match ureq::get(url).call() {
        Ok(r) => r.status(),
        Err(ureq::Error::Status(s, _)) => s,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn migrate_applies_the_migrations_once() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("t.db");
    let out = Command::new(BIN)
        .args(["migrate", "--database", db.to_str().expect("path")])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("applied ") && !text.starts_with("applied 0 "),
        "{text}"
    );
    let again = Command::new(BIN)
        .args(["migrate", "--database", db.to_str().expect("path")])
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&again.stdout).starts_with("applied 0 migration(s)"));
}

#[test]
fn suppressions_lists_the_addresses_that_asked_for_no_mail() {
    use turnpost::db::models::mail_suppressions::{insert, NewMailSuppression};
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("t.db");
    let db = db.to_str().expect("path");
    let list = || {
        let out = Command::new(BIN)
            .args(["suppressions", "--database", db])
            .output()
            .expect("runs");
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert_eq!(list(), "suppressed: 0\n", "an empty list on a new database");
    let pool = turnpost::db::pool::build(db, 1).expect("pool");
    let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 24)
        .and_then(|d| d.and_hms_opt(9, 30, 0))
        .expect("date");
    insert(
        &mut pool.get().expect("conn"),
        &NewMailSuppression {
            address: "dora@example.com",
            route: "invitation",
            created_at: at,
        },
    )
    .expect("insert");
    let text = list();
    assert!(text.starts_with("suppressed: 1\n"), "{text}");
    assert!(
        text.contains("dora@example.com since=2026-11-24 09:30:00 route=invitation"),
        "{text}"
    );
}

#[test]
fn serve_is_the_default_and_takes_flags_then_environment_then_file() {
    let dir = tempfile::tempdir().expect("dir");
    // No subcommand, settings from the environment: the newcomer's mailbox is there.
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(
        dir.path(),
        &[],
        &[
            ("TURNPOST_BIND", &bind),
            ("TURNPOST_DATABASE_URL", "env.db"),
        ],
        port,
    );
    assert_eq!(status(&format!("http://{bind}/dev/mailbox")), 200);
    assert!(
        dir.path().join("env.db").exists(),
        "the database file is created where asked"
    );
    drop(server);

    // A config file, overridden by a flag for the port; SMTP configured: no mailbox page.
    let port = free_port();
    let config = dir.path().join("turnpost.toml");
    std::fs::write(&config, format!("bind = \"127.0.0.1:1\"\ndatabase_url = \"file.db\"\nsmtp_url = \"smtp://127.0.0.1:{}\"\n", free_port())).expect("write");
    let bind = format!("127.0.0.1:{port}");
    let mut server = serve(
        dir.path(),
        &[
            "serve",
            "--bind",
            &bind,
            "--config",
            config.to_str().expect("path"),
        ],
        &[],
        port,
    );
    assert_eq!(status(&format!("http://{bind}/dev/mailbox")), 404);
    assert!(dir.path().join("file.db").exists());
    // The secret is generated once and never logged.
    let _ = server.0.kill();
    let stderr = server.0.stderr.take().expect("stderr");
    let log: Vec<String> = BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .collect();
    assert!(log.iter().any(|l| l.contains("listening on")), "{log:?}");
    assert!(
        log.iter().all(|l| !l.to_lowercase().contains("secret_key")),
        "{log:?}"
    );
}

#[test]
fn a_bad_setting_is_an_error_not_a_panic() {
    let out = Command::new(BIN)
        .args(["migrate", "--config", "/nonexistent/turnpost.toml"])
        .output()
        .expect("runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read config file"));
}

/// Kills the server and returns what it logged.
fn log_of(mut server: Server) -> String {
    let _ = server.0.kill();
    let stderr = server.0.stderr.take().expect("stderr");
    BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .collect::<Vec<_>>()
        .join("\n")
}

fn body(url: &str) -> String {
    match ureq::get(url).call() {
        Ok(r) => r.into_string().unwrap_or_default(),
        Err(ureq::Error::Status(_, r)) => r.into_string().unwrap_or_default(),
        Err(e) => panic!("{e}"),
    }
}

/// The account takeover of the hardening issue: on a public address, with no SMTP server, the
/// mailbox (which shows every reset link) is not served unless asked for, loudly.
#[test]
fn the_mailbox_is_not_served_on_a_public_address_unless_asked_for_loudly() {
    let dir = tempfile::tempdir().expect("dir");
    let port = free_port();
    let bind = format!("0.0.0.0:{port}");
    let local = format!("http://127.0.0.1:{port}");
    let server = serve(dir.path(), &["--bind", &bind], &[], port);
    assert_eq!(status(&format!("{local}/dev/mailbox")), 404);
    assert!(!body(&format!("{local}/login")).contains("/dev/mailbox"));
    let health = body(&format!("{local}/healthz"));
    assert!(
        health.starts_with("degraded\n") && health.contains("NOT DELIVERED"),
        "{health}"
    );
    let log = log_of(server);
    assert!(log.contains("NOT DELIVERED"), "{log}");

    let port = free_port();
    let bind = format!("0.0.0.0:{port}");
    let server = serve(dir.path(), &["--bind", &bind, "--dev-mailbox"], &[], port);
    assert_eq!(status(&format!("http://127.0.0.1:{port}/dev/mailbox")), 200);
    let log = log_of(server);
    assert!(
        log.contains("DANGER") && log.contains("--dev-mailbox"),
        "{log}"
    );
}

/// The third hardening round (H1): behind a reverse proxy on the same host, the server listens
/// on loopback, but every visitor reaches it. With a trusted proxy or a public base URL and no
/// SMTP server, the mailbox is not served, `/healthz` does not point at it, and a warning at
/// start says where mail goes; the newcomer's command is warned too.
#[test]
fn behind_a_proxy_the_mailbox_is_refused_and_the_start_warns_where_mail_goes() {
    let dir = tempfile::tempdir().expect("dir");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(
        dir.path(),
        &[
            "--bind",
            &bind,
            "--trusted-proxy",
            "127.0.0.1",
            "--base-url",
            "https://games.example",
        ],
        &[],
        port,
    );
    for path in ["/dev/mailbox", "/dev/mailbox/1", "/dev/mailbox/1/html"] {
        assert_eq!(status(&format!("http://{bind}{path}")), 404, "{path}");
    }
    let health = body(&format!("http://{bind}/healthz"));
    assert!(
        health.starts_with("degraded\n") && !health.contains("/dev/mailbox"),
        "{health}"
    );
    let log = log_of(server);
    let warning = log
        .lines()
        .find(|l| l.contains("WARN") && l.contains("NOT DELIVERED"))
        .unwrap_or_else(|| panic!("no warning about mail:\n{log}"));
    assert!(warning.contains("no SMTP server"), "{warning}");

    // The newcomer's command: the mailbox is there, and the start says so as a warning.
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(dir.path(), &["--bind", &bind], &[], port);
    assert_eq!(status(&format!("http://{bind}/dev/mailbox")), 200);
    assert!(!body(&format!("http://{bind}/healthz")).contains("/dev/mailbox"));
    let log = log_of(server);
    assert!(
        log.lines().any(|l| l.contains("WARN")
            && l.contains("no SMTP server")
            && l.contains("/dev/mailbox")),
        "{log}"
    );
}

/// The largest and the current resident set of a process, in KiB, from /proc.
fn rss_kib(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("proc status");
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse::<u64>().ok())
            .expect("field")
    };
    (field("VmHWM:"), field("VmRSS:"))
}

/// A flood of logins from many addresses (each one a 19 MiB argon2 hash) no longer takes the
/// server's memory with it: at most one hash per core runs, the overflow is told to come back
/// later (503 with Retry-After), and the memory goes back to the system after the burst.
#[test]
fn a_flood_of_password_checks_stays_within_bounded_memory() {
    const FLOOD: usize = 48;
    let dir = tempfile::tempdir().expect("dir");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(
        dir.path(),
        &["--bind", &bind, "--trusted-proxy", "127.0.0.1"],
        &[],
        port,
    );
    let pid = server.0.id();
    let (_, rss_before) = rss_kib(pid);
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(FLOOD));
    let threads: Vec<_> = (0..FLOOD)
        .map(|i| {
            let (barrier, base) = (barrier.clone(), format!("http://{bind}"));
            std::thread::spawn(move || {
                let agent = ureq::AgentBuilder::new().redirects(0).build();
                let ip = format!("198.51.100.{}", i + 1);
                let page = agent
                    .get(&format!("{base}/login"))
                    .set("x-forwarded-for", &ip)
                    .call()
                    .expect("login page")
                    .into_string()
                    .expect("body");
                let marker = "name=\"csrf\" value=\"";
                let start = page.find(marker).expect("csrf") + marker.len();
                let csrf = page[start..start + page[start..].find('"').expect("end")]
                    .replace("&#43;", "+");
                barrier.wait();
                let email = format!("nobody{i}@example.com");
                let answer = agent
                    .post(&format!("{base}/login"))
                    .set("x-forwarded-for", &ip)
                    .send_form(&[
                        ("csrf", &csrf),
                        ("email", &email),
                        ("password", "wrong password 123"),
                    ]);
                match answer {
                    Ok(r) => (r.status(), r.header("retry-after").map(String::from)),
                    Err(ureq::Error::Status(s, r)) => {
                        (s, r.header("retry-after").map(String::from))
                    }
                    Err(e) => panic!("{e}"),
                }
            })
        })
        .collect();
    let answers: Vec<(u16, Option<String>)> = threads
        .into_iter()
        .map(|t| t.join().expect("client thread"))
        .collect();
    for (status, retry) in &answers {
        assert!(matches!(status, 400 | 503), "{answers:?}");
        if *status == 503 {
            assert!(retry.is_some(), "a busy answer says when to retry");
        }
    }
    assert!(answers.iter().any(|(s, _)| *s == 400), "{answers:?}");
    // Let the allocator settle, then read the peak and the resident set.
    std::thread::sleep(Duration::from_millis(300));
    let (peak, rss_after) = rss_kib(pid);
    drop(server);
    let mib = |kib: u64| kib / 1024;
    // Unbounded, 48 hashes at once would need about 900 MiB.
    assert!(
        peak < rss_before + 160 * 1024,
        "peak {} MiB from {} MiB",
        mib(peak),
        mib(rss_before)
    );
    assert!(
        rss_after < rss_before + 48 * 1024,
        "after the burst {} MiB, before {} MiB",
        mib(rss_after),
        mib(rss_before)
    );
}

/// `turnpost engine ...` with `args`: (exit code, stdout, stderr).
fn engine(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_turnpost"))
        .arg("engine")
        .args(args)
        .output()
        .expect("run turnpost engine");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A state file that reads well and passes the stored-state check but breaks an invariant only
/// the full check knows (a player's VP differ from the ledger they are counted from) is
/// refused by every command that reads a state, with the invariant named and exit status 1
/// (bad input; 2 is for an action that breaks a rule).
#[test]
fn the_engine_command_line_refuses_a_state_that_breaks_an_invariant() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (code, state, err) = engine(&["new", "--players", "2", "--seed", "1"]);
    assert_eq!(code, 0, "{err}");
    let good = dir.path().join("good.json");
    std::fs::write(&good, &state).expect("write");
    let mut broken: serde_json::Value = serde_json::from_str(&state).expect("json");
    broken["players"][0]["vp"] = serde_json::json!(99);
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, broken.to_string()).expect("write");
    let (good, bad) = (good.display().to_string(), bad.display().to_string());
    let (code, legal, err) = engine(&["legal", "--state", &good, "--seat", "0"]);
    assert_eq!(code, 0, "{err}");
    let action = legal
        .lines()
        .nth(1)
        .expect("a legal action")
        .trim()
        .trim_end_matches(',')
        .to_string();
    // The untouched state is accepted by every command.
    for args in [
        vec!["apply", "--seat", "0", "--action", &action],
        vec!["view", "--seat", "0"],
        vec!["legal", "--seat", "0"],
        vec!["default", "--seat", "0"],
        vec!["preview", "--seat", "0", "--action", &action],
    ] {
        let mut full = args.clone();
        full.extend(["--state", &good]);
        let (code, _, err) = engine(&full);
        assert_eq!(code, 0, "{args:?}: {err}");
    }
    for args in [
        vec!["apply", "--seat", "0", "--action", &action],
        vec!["view", "--seat", "0"],
        vec!["view", "--spectator"],
        vec!["legal", "--seat", "0"],
        vec!["default", "--seat", "0"],
        vec!["preview", "--seat", "0", "--action", &action],
    ] {
        let mut full = args.clone();
        full.extend(["--state", &bad]);
        let (code, out, err) = engine(&full);
        assert_eq!(code, 1, "{args:?} accepted the broken state: {out}");
        assert!(out.is_empty(), "{args:?} printed {out}");
        assert!(
            err.contains("breaks an invariant of the game")
                && err.contains("seat 0: VP 99 differs from the ledger 0"),
            "{args:?}: {err}"
        );
    }
}

/// Every registered game is driven the same way (`--game`), with its setup choices as JSON:
/// Origins, dealt short, plays one legal decision from the command line; options that are not
/// a JSON object are refused with exit status 1.
#[test]
fn the_engine_command_line_drives_any_game_with_its_options() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (code, state, err) = engine(&[
        "new",
        "--game",
        "origins",
        "--players",
        "5",
        "--seed",
        "3",
        "--options",
        r#"{"turn_cap": 3}"#,
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&state).expect("json");
    assert_eq!(v["turn_cap"], 3);
    let file = dir.path().join("origins.json");
    std::fs::write(&file, &state).expect("write");
    let file = file.display().to_string();
    let (code, view, err) = engine(&["view", "--game", "origins", "--state", &file, "--spectator"]);
    assert_eq!(code, 0, "{err}");
    let view: serde_json::Value = serde_json::from_str(&view).expect("json");
    let seat = view["to_act"].as_u64().expect("a seat to act").to_string();
    let (code, legal, err) = engine(&[
        "legal", "--game", "origins", "--state", &file, "--seat", &seat,
    ]);
    assert_eq!(code, 0, "{err}");
    let legal: Vec<serde_json::Value> = serde_json::from_str(&legal).expect("a JSON list");
    let action = legal.first().expect("a legal decision").to_string();
    let (code, _, err) = engine(&[
        "apply", "--game", "origins", "--state", &file, "--seat", &seat, "--action", &action,
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = engine(&[
        "new",
        "--game",
        "origins",
        "--players",
        "2",
        "--options",
        "12",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("--options is a JSON object"), "{err}");
}

/// Runs `turnpost` to its end (at most 20 s: a server that starts anyway fails the test).
fn run_to_end(args: &[&str], env: &[(&str, &str)]) -> (bool, String, String) {
    let mut cmd = Command::new(BIN);
    cmd.args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("TURNPOST_SMTP_URL");
    for name in [
        "TURNPOST_DKIM_KEY",
        "TURNPOST_DKIM_SELECTOR",
        "TURNPOST_DKIM_DOMAIN",
        "TURNPOST_MAIL_FROM",
    ] {
        cmd.env_remove(name);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = Server(cmd.spawn().expect("turnpost starts"));
    let start = Instant::now();
    while child.0.try_wait().expect("wait").is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "turnpost {args:?} did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut out = String::new();
    let mut err = String::new();
    use std::io::Read;
    if let Some(mut s) = child.0.stdout.take() {
        s.read_to_string(&mut out).expect("stdout");
    }
    if let Some(mut s) = child.0.stderr.take() {
        s.read_to_string(&mut err).expect("stderr");
    }
    let ok = child.0.wait().expect("status").success();
    (ok, out, err)
}

#[test]
fn a_partial_or_broken_dkim_configuration_stops_the_server_with_a_clear_message() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("t.db");
    let bind = format!("127.0.0.1:{}", free_port());
    let args = ["--bind", &bind, "--database", db.to_str().expect("path")];
    let (ok, _, err) = run_to_end(
        &args,
        &[
            ("TURNPOST_DKIM_KEY", "/etc/turnpost/dkim.pem"),
            ("TURNPOST_DKIM_DOMAIN", "example.org"),
        ],
    );
    assert!(!ok, "{err}");
    assert!(
        err.contains("DKIM is configured only in part")
            && err.contains("TURNPOST_DKIM_SELECTOR (--dkim-selector) missing"),
        "{err}"
    );
    let garbage = dir.path().join("garbage.pem");
    std::fs::write(&garbage, "not a key at all").expect("write");
    let mut with_key = args.to_vec();
    with_key.extend([
        "--dkim-key",
        garbage.to_str().expect("path"),
        "--dkim-selector",
        "s1",
        "--dkim-domain",
        "example.org",
    ]);
    let (ok, _, err) = run_to_end(&with_key, &[]);
    assert!(!ok, "{err}");
    assert!(
        err.contains("garbage.pem is not a PEM private key") && !err.contains("not a key at all"),
        "{err}"
    );
}

#[test]
fn dkim_keygen_prints_the_record_and_never_overwrites_a_key() {
    let dir = tempfile::tempdir().expect("dir");
    let key = dir.path().join("dkim.pem");
    let key_arg = key.to_str().expect("path");
    let (ok, out, err) = run_to_end(
        &[
            "dkim-keygen",
            "--out",
            key_arg,
            "--selector",
            "s2026",
            "--domain",
            "Example.org",
            "--algorithm",
            "ed25519",
        ],
        &[],
    );
    assert!(ok, "{err}");
    assert!(
        out.starts_with("s2026._domainkey.example.org. IN TXT \"v=DKIM1; k=ed25519; p="),
        "{out}"
    );
    assert!(err.contains("TURNPOST_DKIM_SELECTOR=s2026"), "{err}");
    let pem = std::fs::read_to_string(&key).expect("the key is written");
    assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----"), "{pem}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    }
    let (ok, again, err) = run_to_end(
        &["dkim-keygen", "--out", key_arg, "--domain", "example.org"],
        &[],
    );
    assert!(!ok && again.is_empty(), "{again}");
    assert!(err.contains("exists already: not overwritten"), "{err}");
    assert_eq!(std::fs::read_to_string(&key).expect("read"), pem);

    // RSA by default, the domain taken from the sender address; the server starts with it and
    // says so without printing the key.
    let rsa = dir.path().join("rsa.pem");
    let (ok, out, err) = run_to_end(
        &[
            "dkim-keygen",
            "--out",
            rsa.to_str().expect("path"),
            "--mail-from",
            "Turnpost <tp@games.example>",
        ],
        &[],
    );
    assert!(ok, "{err}");
    assert!(
        out.starts_with("turnpost._domainkey.games.example. IN TXT \"v=DKIM1; k=rsa; p=MII"),
        "{out}"
    );
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(
        dir.path(),
        &[
            "--bind",
            &bind,
            "--database",
            "t.db",
            "--smtp-url",
            "smtp://127.0.0.1:1",
        ],
        &[
            ("TURNPOST_DKIM_KEY", rsa.to_str().expect("path")),
            ("TURNPOST_DKIM_SELECTOR", "turnpost"),
            ("TURNPOST_DKIM_DOMAIN", "games.example"),
        ],
        port,
    );
    let log = log_of(server);
    assert!(
        log.contains("mail is signed with DKIM (rsa, d=games.example, s=turnpost"),
        "{log}"
    );
    let pem = std::fs::read_to_string(&rsa).expect("read");
    for line in pem.lines().filter(|l| !l.starts_with("-----")) {
        assert!(!log.contains(line), "the key is in the log:\n{log}");
    }
}

/// `turnpost bot match`: whole games on every core, summary lines, then the last line in its
/// exact form; wrong arguments are refused with a message and no match.
#[test]
fn a_bot_match_ends_with_its_result_line() {
    let out = Command::new(BIN)
        .args([
            "bot",
            "match",
            "--game",
            "humanity",
            "--players",
            "2",
            "--bot",
            "easy",
            "--against",
            "random",
            "--games",
            "3",
            "--seed",
            "5",
        ])
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    let last = lines.last().expect("output");
    let prefix = "bot match: game=humanity players=2 bot=easy against=random games=3 wins=";
    let rest = last
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("{last}"));
    let (wins, rate) = rest
        .split_once(" win_rate=")
        .unwrap_or_else(|| panic!("{last}"));
    let wins: f64 = wins.parse().unwrap_or_else(|_| panic!("{last}"));
    assert!(
        (0.0..=3.0).contains(&wins) && (wins * 2.0).fract() == 0.0,
        "{last}"
    );
    let rate: f64 = rate
        .strip_suffix('%')
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("{last}"));
    assert!((rate - wins * 100.0 / 3.0).abs() < 0.051, "{last}");
    let games: Vec<&&str> = lines
        .iter()
        .filter(|l| {
            l.strip_prefix("game ")
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    assert_eq!(games.len(), 3, "{stdout}");
    for (k, line) in games.iter().enumerate() {
        assert!(line.starts_with(&format!("game {} ", k + 1)), "{line}");
        assert!(line.contains("(bot)"), "{line}");
    }
    assert!(
        stdout.contains("time per decision of the easy bot, all: median "),
        "{stdout}"
    );
    assert!(stdout.contains("game length in decisions: "), "{stdout}");

    for bad in [
        &["--game", "chess", "--players", "2", "--bot", "easy"][..],
        &["--game", "humanity", "--players", "9", "--bot", "easy"][..],
        &["--game", "humanity", "--players", "2", "--bot", "clever"][..],
    ] {
        let out = Command::new(BIN)
            .args(["bot", "match"])
            .args(bad)
            .args(["--against", "random", "--games", "1", "--seed", "1"])
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{bad:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{bad:?}: {stderr}");
        assert!(!String::from_utf8_lossy(&out.stdout).contains("bot match:"));
    }
}

/// Registrations sent at once from as many addresses; the answer each got.
fn register_flood(bind: &str, round: usize, flood: usize) -> Vec<u16> {
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(flood));
    let threads: Vec<_> = (0..flood)
        .map(|i| {
            let (barrier, base) = (barrier.clone(), format!("http://{bind}"));
            std::thread::spawn(move || {
                let agent = ureq::AgentBuilder::new().redirects(0).build();
                let ip = format!("198.51.{round}.{}", i + 1);
                let page = agent
                    .get(&format!("{base}/register"))
                    .set("x-forwarded-for", &ip)
                    .call()
                    .expect("register page")
                    .into_string()
                    .expect("body");
                let marker = "name=\"csrf\" value=\"";
                let start = page.find(marker).expect("csrf") + marker.len();
                let csrf = page[start..start + page[start..].find('"').expect("end")]
                    .replace("&#43;", "+");
                barrier.wait();
                let (email, name) = (format!("p{round}x{i}@example.com"), format!("P{round}x{i}"));
                let answer = agent
                    .post(&format!("{base}/register"))
                    .set("x-forwarded-for", &ip)
                    .send_form(&[
                        ("csrf", &csrf),
                        ("email", &email),
                        ("name", &name),
                        ("password", "a long enough password"),
                    ]);
                match answer {
                    Ok(r) => r.status(),
                    Err(ureq::Error::Status(s, _)) => s,
                    Err(e) => panic!("{e}"),
                }
            })
        })
        .collect();
    threads
        .into_iter()
        .map(|t| t.join().expect("client thread"))
        .collect()
}

/// The third hardening round (L6): a registration refused because every hashing slot was
/// taken (503) did nothing, so it uses up no place in the registration limits: a flood of
/// them cannot fill the site-wide limit. The places are counted in the server's database.
#[test]
fn registrations_refused_as_busy_use_up_no_place_in_the_limits() {
    use diesel::prelude::*;
    let dir = tempfile::tempdir().expect("dir");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let server = serve(
        dir.path(),
        &["--bind", &bind, "--trusted-proxy", "127.0.0.1"],
        &[],
        port,
    );
    // Two slots and sixteen waiting places on two cores: 60 at once leave some busy (a few
    // rounds, in case a fast machine served one round whole).
    let mut answers = Vec::new();
    for round in 0..4 {
        answers.extend(register_flood(&bind, round, 60));
        if answers.contains(&503) {
            break;
        }
    }
    assert!(
        answers.iter().all(|s| matches!(s, 303 | 503)),
        "{answers:?}"
    );
    assert!(
        answers.contains(&503),
        "no registration was refused as busy: {answers:?}"
    );
    let registered = answers.iter().filter(|s| **s == 303).count() as i64;
    let db = dir.path().join("turnpost.db");
    let mut conn = diesel::sqlite::SqliteConnection::establish(&db.display().to_string())
        .expect("the server's database");
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let mut places = |scope: &str| {
        diesel::sql_query("SELECT COUNT(*) AS n FROM rate_hits WHERE scope = ?")
            .bind::<diesel::sql_types::Text, _>(scope)
            .get_result::<Count>(&mut conn)
            .expect("count")
            .n
    };
    assert_eq!(places("register_all"), registered, "{answers:?}");
    assert_eq!(places("register_ip"), registered, "{answers:?}");
    drop(server);
}
