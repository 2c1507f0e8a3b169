//! Crash safety: the real `turnpost` binary is killed with SIGKILL at random moments while
//! clients submit turns, then restarted on the same file. Every turn a client saw acknowledged
//! must be stored, once, at the version it was acknowledged with, and every game's stored state
//! must equal the replay of its events. The same on PostgreSQL when a test cluster is there
//! (`.ci/postgres`): the app server is killed, PostgreSQL goes on.
//!
//! `TURNPOST_CRASH_ROUNDS` sets the number of kills (3 by default; `BENCHMARKS.md` runs 20), and
//! `TURNPOST_CRASH_SEED` the seed of the kill moments and of the clients' choices.

#[path = "support/loadkit.rs"]
mod loadkit;
#[path = "support/postgres.rs"]
mod postgres;

use loadkit::{Ack, Bounds, Server, Via};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use turnpost::engine::rng::Rng;

const CLIENTS: usize = 4;
const GAMES_PER_CLIENT: usize = 2;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn sigkill_never_loses_an_acknowledged_turn_nor_applies_one_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    crash_rounds(
        "SQLite",
        &dir.path().join("crash.db"),
        &dir.path().join("server.log"),
    );
}

/// The same on PostgreSQL: the app server is killed, the database server goes on.
#[test]
fn sigkill_of_an_app_server_on_postgres_never_loses_nor_repeats_a_turn() {
    let Some(admin) = postgres::or_skip("sigkill_of_an_app_server_on_postgres") else {
        return;
    };
    let db = postgres::Database::create(&admin);
    let dir = tempfile::tempdir().expect("temp dir");
    crash_rounds("PostgreSQL", &db.url, &dir.path().join("server.log"));
}

fn crash_rounds(label: &str, db: loadkit::Db<'_>, log: &std::path::Path) {
    let rounds = env_number("TURNPOST_CRASH_ROUNDS", 3);
    let seed = env_number("TURNPOST_CRASH_SEED", 0x00C0_FFEE);
    eprintln!("crash test ({label}): {rounds} rounds, TURNPOST_CRASH_SEED={seed}");
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_turnpost"));
    let accounts = loadkit::seed_accounts(db, CLIENTS);
    let mut server = Server::start(bin, db, log);
    let players = loadkit::players(&accounts, &server.base, Some(&server.base));
    let mut rng = Rng::new(seed);
    let mut acked: Vec<Ack> = Vec::new();
    let mut games: Vec<Vec<(i32, [usize; 2])>> = vec![Vec::new(); CLIENTS];
    let mut conn = loadkit::open(db);
    let started = Instant::now();
    let mut rounds_with_turns = 0;
    for round in 0..rounds {
        // Clients whose games are all over get new ones.
        let agent = loadkit::agent();
        for (c, mine) in games.iter_mut().enumerate() {
            let tables = loadkit::load_tables(&mut conn, mine);
            if mine.is_empty() || tables.iter().all(|t| t.finished) {
                mine.clear();
                for g in 0..GAMES_PER_CLIENT {
                    let seats = [c, (c + 1 + g) % CLIENTS];
                    let id = loadkit::api_game(
                        &server.base,
                        &agent,
                        &players[seats[0]],
                        &players[seats[1]],
                    );
                    mine.push((id, seats));
                }
            }
        }
        let stop = AtomicBool::new(false);
        let kill_after = Duration::from_millis(150 + rng.below(500));
        let bounds = Bounds {
            deadline: Instant::now() + Duration::from_secs(30),
            max_requests: 5_000,
            stop: &stop,
        };
        let base = server.base.clone();
        let reports = std::thread::scope(|s| {
            let handles: Vec<_> = games
                .iter()
                .enumerate()
                .map(|(c, mine)| {
                    let tables = loadkit::load_tables(&mut loadkit::open(db), mine);
                    let (base, players, bounds) = (&base, &players, &bounds);
                    // Half the clients play through the HTML form, half through the API.
                    let via = if c % 2 == 0 { Via::Api } else { Via::Form };
                    let client_seed = rng.next_u64();
                    s.spawn(move || loadkit::drive(base, players, tables, via, bounds, client_seed))
                })
                .collect();
            std::thread::sleep(kill_after);
            server.kill();
            handles
                .into_iter()
                .map(|h| h.join().expect("client thread"))
                .collect::<Vec<_>>()
        });
        let mut this_round = 0;
        let mut unanswered = 0;
        for r in reports {
            unanswered += r.transport_errors;
            assert!(
                r.refused.keys().all(|s| *s == 503),
                "round {round}: unexpected answers {:?}",
                r.refused
            );
            this_round += r.acked.len();
            acked.extend(r.acked);
        }
        if this_round > 0 {
            rounds_with_turns += 1;
        }
        let checked = loadkit::check_database(&mut conn, &acked)
            .unwrap_or_else(|e| panic!("round {round} (killed after {kill_after:?}): {e}"));
        eprintln!(
            "{label} round {round}: killed after {kill_after:?}; {this_round} turns acknowledged, \
             {unanswered} requests cut off; {} games, {} events ({} committed but never \
             acknowledged), {} acknowledged turns check out",
            checked.games,
            checked.events,
            checked.events - checked.acked,
            checked.acked
        );
        assert_eq!(checked.acked, acked.len());
        server = Server::start(bin, db, log);
        assert!(
            started.elapsed() < Duration::from_secs(60 * 30),
            "the crash test is bounded in time"
        );
    }
    // The kills came while the clients were playing (a slow machine may miss a few).
    assert!(
        rounds_with_turns * 2 >= rounds,
        "only {rounds_with_turns} of {rounds} rounds acknowledged turns before the kill"
    );
    // After the last restart the service still works: one more turn through the API.
    let mine = &games[0];
    let tables = loadkit::load_tables(&mut conn, mine);
    let stop = AtomicBool::new(false);
    let bounds = Bounds {
        deadline: Instant::now() + Duration::from_secs(10),
        max_requests: 5,
        stop: &stop,
    };
    let r = loadkit::drive(&server.base, &players, tables, Via::Api, &bounds, seed);
    assert_eq!(r.transport_errors, 0);
    acked.extend(r.acked);
    server.kill();
    loadkit::check_database(&mut conn, &acked).expect("the final database checks out");
}
