//! PostgreSQL as the database of several app servers (`.ci/postgres start` runs a throwaway
//! cluster; without one these tests say they are skipped). Real `turnpost` processes, each with
//! its scheduler and mail worker, on one PostgreSQL database, and a real SMTP listener.

#[path = "support/loadkit.rs"]
mod loadkit;
#[path = "support/postgres.rs"]
mod postgres;
#[path = "support/smtp.rs"]
mod smtp;

use diesel::prelude::*;
use loadkit::{Bounds, Server, Via};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use turnpost::db::models::{games, outbox};
use turnpost::db::Conn;

fn bin() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_turnpost"))
}

/// Waits until no mail is queued or being sent (at most `limit`).
fn outbox_drained(conn: &mut Conn, limit: Duration) {
    let until = Instant::now() + limit;
    loop {
        let busy = outbox::count_by_status(conn, outbox::QUEUED).expect("count")
            + outbox::count_by_status(conn, outbox::SENDING).expect("count");
        if busy == 0 {
            return;
        }
        assert!(
            Instant::now() < until,
            "{busy} messages still queued or sending"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Once the outbox is drained: no message reached the SMTP listener twice, every message the
/// outbox calls sent arrived, and none failed. Returns how many were sent.
fn each_mail_once(conn: &mut Conn, listener: &smtp::SmtpServer) -> i64 {
    outbox_drained(conn, Duration::from_secs(60));
    std::thread::sleep(Duration::from_millis(300));
    let received = listener.messages();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for m in &received {
        *seen
            .entry(m.header("Message-ID").unwrap_or_default())
            .or_default() += 1;
    }
    let twice: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "sent more than once: {twice:?}");
    let sent = outbox::count_by_status(conn, outbox::SENT).expect("count");
    assert_eq!(
        received.len() as i64,
        sent,
        "every message the outbox calls sent arrived, once"
    );
    assert_eq!(
        outbox::count_by_status(conn, outbox::FAILED).expect("count"),
        0
    );
    sent
}

#[test]
fn two_servers_on_one_postgres_database_apply_each_turn_once_and_send_each_mail_once() {
    let Some(admin) = postgres::or_skip("two_servers_on_one_postgres_database") else {
        return;
    };
    let db = postgres::Database::create(&admin);
    let dir = tempfile::tempdir().expect("dir");
    let listener = smtp::SmtpServer::start();
    let accounts = loadkit::seed_accounts(&db.url, 4);
    let env = [("TURNPOST_SMTP_URL", listener.url())];
    let servers = [
        Server::start_with(bin(), &db.url, &dir.path().join("a.log"), &env),
        Server::start_with(bin(), &db.url, &dir.path().join("b.log"), &env),
    ];
    // Tokens made on one server, browser sessions on the other: both are kept in the database.
    let players = loadkit::players(&accounts, &servers[0].base, Some(&servers[1].base));
    let agent = loadkit::agent();
    let ids: Vec<(i32, [usize; 2])> = (0..4)
        .map(|g| {
            let seats = [g, (g + 1) % 4];
            let base = &servers[g % 2].base;
            let id = loadkit::api_game(base, &agent, &players[seats[0]], &players[seats[1]]);
            (id, seats)
        })
        .collect();
    let mut conn = loadkit::open(&db.url);
    let tables = loadkit::load_tables(&mut conn, &ids);
    let stop = AtomicBool::new(false);
    let bounds = Bounds {
        deadline: Instant::now() + Duration::from_secs(240),
        max_requests: 20_000,
        stop: &stop,
    };
    // Every turn goes to the other server than the last, half through the API, half through
    // the HTML form.
    let mut k = 0usize;
    let report = loadkit::drive_with(tables, &bounds, 0x5EED, |t, seat, action| {
        k += 1;
        let via = if k % 4 < 2 { Via::Api } else { Via::Form };
        let base = &servers[k % 2].base;
        loadkit::submit(&agent, base, &players[t.seats[seat]], t, action, via)
    });
    assert_eq!(report.transport_errors, 0);
    assert!(report.refused.is_empty(), "refused: {:?}", report.refused);
    assert!(
        report.tables.iter().all(|t| t.finished),
        "every game played to its end"
    );
    for (id, _) in &ids {
        let row = games::find(&mut conn, *id).expect("q").expect("game");
        assert_eq!(row.status, games::FINISHED, "game {id}");
    }
    // Every acknowledged turn stored once, at its version; every state equals its replay.
    let checked = loadkit::check_database(&mut conn, &report.acked).expect("database checks out");
    assert_eq!(checked.acked, report.acked.len());
    assert_eq!(checked.events, report.acked.len(), "no turn applied twice");
    for (id, _) in &ids {
        turnpost::services::history::check_replay(&mut conn, *id).expect("replay");
    }
    // Both mail workers ran on the one outbox: every message was sent, and sent once.
    let sent = each_mail_once(&mut conn, &listener);
    assert!(
        sent >= 2 * ids.len() as i64,
        "turn mail went out during the games ({sent} messages)"
    );

    // Timeouts: three new games whose deciding seats are overdue (and whose players have no
    // vacation days left), then both servers restarted side by side: their schedulers run at
    // once, and each seat is timed out once.
    let overdue: Vec<i32> = (0..3)
        .map(|g| {
            let base = &servers[g % 2].base;
            loadkit::api_game(base, &agent, &players[g], &players[g + 1])
        })
        .collect();
    // Stopped once their mail is out (a message cut off mid-send waits out its lease).
    outbox_drained(&mut conn, Duration::from_secs(60));
    let [mut a, mut b] = servers;
    a.kill();
    b.kill();
    let versions = make_overdue(&mut conn, &overdue, &accounts);
    let servers = [
        Server::spawn_with(bin(), &db.url, &dir.path().join("a.log"), &env),
        Server::spawn_with(bin(), &db.url, &dir.path().join("b.log"), &env),
    ];
    for s in &servers {
        s.wait_ready();
    }
    let until = Instant::now() + Duration::from_secs(60);
    for (id, before) in overdue.iter().zip(&versions) {
        loop {
            let row = games::find(&mut conn, *id).expect("q").expect("game");
            if row.version > *before {
                break;
            }
            assert!(Instant::now() < until, "game {id} was never timed out");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    // Both schedulers have ticked (they tick as they start); give a second tick no chance to
    // hide a double: the versions moved by exactly one each, and replay.
    std::thread::sleep(Duration::from_millis(500));
    for (id, before) in overdue.iter().zip(&versions) {
        let row = games::find(&mut conn, *id).expect("q").expect("game");
        assert_eq!(row.version, before + 1, "game {id}: timed out once");
        turnpost::services::history::check_replay(&mut conn, *id).expect("replay");
    }
    let sent = each_mail_once(&mut conn, &listener);
    eprintln!(
        "two servers: {} games, {} turns, {} timeouts, {sent} messages sent once each",
        ids.len(),
        report.acked.len(),
        overdue.len(),
    );
}

/// Moves the deadlines of the deciding seats of `games` an hour into the past and spends every
/// player's vacation days; returns each game's version.
fn make_overdue(conn: &mut Conn, ids: &[i32], accounts: &[loadkit::Account]) -> Vec<i32> {
    use turnpost::db::models::user_prefs;
    use turnpost::db::schema::game_players::dsl as gp;
    let past = chrono::Utc::now().naive_utc() - chrono::Duration::hours(1);
    let n = diesel::update(
        gp::game_players
            .filter(gp::game_id.eq_any(ids))
            .filter(gp::deadline_at.is_not_null()),
    )
    .set(gp::deadline_at.eq(Some(past)))
    .execute(conn)
    .expect("deadlines");
    assert!(n >= ids.len(), "every game has a deciding seat");
    let year = chrono::Datelike::year(&chrono::Utc::now());
    for a in accounts {
        let mut prefs = user_prefs::get(conn, a.id).expect("prefs");
        prefs.bank_year = year;
        prefs.bank_used = 21;
        user_prefs::save(conn, &prefs).expect("save prefs");
    }
    ids.iter()
        .map(|id| games::find(conn, *id).expect("q").expect("game").version)
        .collect()
}

/// Row counts and the replay of every game, on the copy.
fn counts(conn: &mut Conn) -> BTreeMap<String, i64> {
    turnpost::db::copy::row_counts(conn).expect("counts")
}

#[test]
fn export_db_moves_a_sqlite_site_to_postgres_with_every_game_intact() {
    let Some(admin) = postgres::or_skip("export_db_moves_a_sqlite_site_to_postgres") else {
        return;
    };
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("site.db");
    let accounts = loadkit::seed_accounts(&file, 4);
    // Running games with their histories, as the service stores them.
    loadkit::seed_stored_games(&file, &accounts, 6);
    let mut server = Server::start(bin(), &file, &dir.path().join("sqlite.log"));
    let players = loadkit::players(&accounts, &server.base, None);
    let agent = loadkit::agent();
    // A finished game, played to its end over HTTP, and a game still waiting for players.
    let finished = loadkit::api_game(&server.base, &agent, &players[0], &players[1]);
    let mut conn = loadkit::open(&file);
    let tables = loadkit::load_tables(&mut conn, &[(finished, [0, 1])]);
    let stop = AtomicBool::new(false);
    let bounds = Bounds {
        deadline: Instant::now() + Duration::from_secs(120),
        max_requests: 10_000,
        stop: &stop,
    };
    let r = loadkit::drive(&server.base, &players, tables, Via::Api, &bounds, 7);
    assert!(r.tables.iter().all(|t| t.finished));
    let (s, body) = loadkit::call_json(
        &agent,
        "POST",
        &format!("{}/api/games", server.base),
        Some(&players[2].token),
        Some(&serde_json::json!({"game": "humanity", "seats": 3, "open": true, "colour": "green"})),
    )
    .expect("create");
    assert_eq!(s, 201, "{body}");
    let waiting = body["id"].as_i64().expect("id") as i32;
    server.kill();
    let before = counts(&mut conn);
    let statuses: Vec<String> = {
        use turnpost::db::schema::games::dsl;
        dsl::games
            .order(dsl::id.asc())
            .select(dsl::status)
            .load(&mut conn)
            .expect("statuses")
    };
    for status in [games::RUNNING, games::FINISHED, games::WAITING] {
        assert!(
            statuses.iter().any(|s| s == status),
            "a {status} game: {statuses:?}"
        );
    }
    assert!(before["outbox"] > 0 && before["game_events"] > 0 && before["users"] == 4);

    let pg = postgres::Database::create(&admin);
    let out = std::process::Command::new(bin())
        .args(["export-db", "--to", &pg.url])
        .env("TURNPOST_DATABASE_URL", &file)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run export-db");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "export-db failed: {said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("games replay to their stored state"),
        "{said}"
    );

    // Checked here again, independently: the same rows, every game replays, the same accounts.
    let mut moved = loadkit::open(&pg.url);
    assert_eq!(counts(&mut moved), before);
    let ids = games::all_ids(&mut moved).expect("ids");
    assert_eq!(ids.len(), statuses.len());
    for id in &ids {
        turnpost::services::history::check_replay(&mut moved, *id)
            .unwrap_or_else(|e| panic!("game {id} after the move: {e}"));
        let (a, b) = (
            games::find(&mut conn, *id).expect("q").expect("game"),
            games::find(&mut moved, *id).expect("q").expect("game"),
        );
        assert_eq!(
            (a.status, a.version, a.state, a.seed),
            (b.status, b.version, b.state, b.seed)
        );
    }
    // A second export into the filled database is refused, and changes nothing.
    let again = std::process::Command::new(bin())
        .args(["export-db", "--to", &pg.url])
        .env("TURNPOST_DATABASE_URL", &file)
        .output()
        .expect("run export-db");
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already has rows"));
    assert_eq!(counts(&mut moved), before);

    // The site runs on PostgreSQL: the same passwords log in, the waiting game takes a
    // player, and new rows get new ids.
    let server = Server::start(bin(), &pg.url, &dir.path().join("pg.log"));
    let token = loadkit::api_token(&server.base, &accounts[3].email);
    let (s, body) = loadkit::call_json(
        &agent,
        "POST",
        &format!("{}/api/games/{waiting}/join", server.base),
        Some(&token),
        Some(&serde_json::json!({"colour": "blue"})),
    )
    .expect("join");
    assert_eq!(s, 200, "{body}");
    let (s, body) = loadkit::call_json(
        &agent,
        "POST",
        &format!("{}/api/games", server.base),
        Some(&token),
        Some(&serde_json::json!({"game": "humanity", "seats": 2, "open": true, "colour": "pink"})),
    )
    .expect("create");
    assert_eq!(s, 201, "{body}");
    assert!(body["id"].as_i64().expect("id") as i32 > *ids.iter().max().expect("ids"));
}
