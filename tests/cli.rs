//! The binary as a newcomer runs it: `turnpost migrate`, and `turnpost` (serve) configured by
//! flags, environment variables and a config file, answering real HTTP.

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
            assert_eq!(r.into_string().unwrap_or_default(), "ok");
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
