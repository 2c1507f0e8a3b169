//! The bots' phase of the load benchmark (`cargo bench --bench load -- --bots`): the server's
//! memory and its pages while its bot pool thinks. One play-now game per account, of every game
//! in turn at its largest table, its other seats normal bots; each person plays a random legal
//! decision through the API as soon as it is theirs. Reported: the server's peak RSS (the
//! target is < 64 MiB with the stored games of the run), the bot decisions applied, and the
//! latency of a game page read while the pool is busy, beside the same read before any bot
//! thought.

use crate::loadkit::{self, Player, Server};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use turnpost::engine::rng::Rng;

/// One person's play-now game.
struct Seat<'a> {
    player: &'a Player,
    id: i32,
}

/// Starts a play-now game for `player` of the registry's game `k` (in turn) at its largest
/// table, every other seat a normal bot.
fn play_now(base: &str, player: &Player, k: usize) -> i32 {
    let games = turnpost::engine::registry::games();
    let engine = games[k % games.len()];
    let about = engine.about();
    let (status, body) = loadkit::call_json(
        &loadkit::agent(),
        "POST",
        &format!("{base}/api/games"),
        Some(&player.token),
        Some(&json!({"game": engine.name(), "seats": about.max_players, "bots": "normal", "open": false,
                     "colour": about.colours[0], "time_limit_days": 14})),
    )
    .expect("create a game with bots");
    assert_eq!(status, 201, "play now: {body}");
    body["id"].as_i64().expect("id") as i32
}

/// The person's side of a game: a random legal decision whenever the seat is to act, until
/// `stop`; returns the person's decisions.
fn person(base: &str, seat: &Seat<'_>, stop: &AtomicBool, seed: u64) -> usize {
    let agent = loadkit::agent();
    let token = Some(seat.player.token.as_str());
    let mut rng = Rng::new(seed);
    let mut played = 0;
    while !stop.load(Ordering::Relaxed) {
        let url = format!("{base}/api/games/{}", seat.id);
        let Ok((200, g)) = loadkit::call_json(&agent, "GET", &url, token, None) else {
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        if g["status"] != "running" {
            break;
        }
        let mine = g["your_seat"].as_u64();
        let to_act = g["to_act"].as_array().cloned().unwrap_or_default();
        if !to_act.iter().any(|s| s.as_u64() == mine) {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        }
        let legal = loadkit::call_json(&agent, "GET", &format!("{url}/legal"), token, None);
        let Ok((200, Value::Array(actions))) = legal else {
            continue;
        };
        if actions.is_empty() {
            continue;
        }
        let action = &actions[rng.below(actions.len() as u64) as usize];
        let body = json!({"version": g["version"], "action": action});
        let posted = loadkit::call_json(
            &agent,
            "POST",
            &format!("{url}/actions"),
            token,
            Some(&body),
        );
        if matches!(posted, Ok((200, _))) {
            played += 1;
        }
    }
    played
}

/// Latencies of the HTML table page of `seat`'s game, read `n` times by its person.
fn page_reads(base: &str, seat: &Seat<'_>, n: usize) -> Vec<u64> {
    let agent = loadkit::agent();
    let cookie = &seat
        .player
        .browser
        .as_ref()
        .expect("a browser session")
        .cookie;
    (0..n)
        .map(|_| {
            let t = Instant::now();
            let r = agent
                .get(&format!("{base}/games/{}", seat.id))
                .set("Cookie", cookie)
                .call()
                .expect("the game page");
            assert_eq!(r.status(), 200);
            let _ = r.into_string();
            t.elapsed().as_micros() as u64
        })
        .collect()
}

/// Bot decisions applied so far: the events of bot accounts in the database.
fn bot_decisions(db: &std::path::Path) -> i64 {
    use diesel::prelude::*;
    use turnpost::db::schema::{game_events, game_players};
    let mut conn = loadkit::open(&db);
    let turnpost::db::Conn::Sqlite(c) = &mut conn else {
        return 0;
    };
    game_events::table
        .inner_join(
            game_players::table.on(game_players::game_id
                .eq(game_events::game_id)
                .and(game_players::seat.eq(game_events::seat.nullable()))),
        )
        .filter(game_players::bot_level.is_not_null())
        .filter(game_events::user_id.eq(game_players::user_id.nullable()))
        .count()
        .get_result(c)
        .unwrap_or(0)
}

/// The phase: `accounts` seeded with `stored` finished games, a server with `threads` bot
/// threads, `phase` of play.
pub fn run(
    dir: &std::path::Path,
    accounts: usize,
    stored: usize,
    threads: usize,
    phase: Duration,
) -> String {
    let load_before = crate::load_average();
    let db = dir.join(format!("bots-{threads}.db"));
    let seeded = loadkit::seed_accounts(&db, accounts);
    loadkit::seed_stored_games(&db, &seeded, stored);
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_turnpost"));
    let server = Server::start_with(
        bin,
        &db,
        &dir.join(format!("bots-{threads}.log")),
        &[("TURNPOST_BOT_THREADS", threads.to_string())],
    );
    let players = loadkit::players(&seeded, &server.base, Some(&server.base));
    let idle_rss = server.rss_kib().unwrap_or(0);
    // The logins' password hashes (19 MiB each, given back after) set a peak of their own before
    // any bot thinks: the target is the peak from here on, and that one is printed beside it.
    let logins_peak = server.peak_rss_kib().unwrap_or(0);
    let reset = server.reset_peak_rss();
    let seats: Vec<Seat<'_>> = players
        .iter()
        .enumerate()
        .map(|(k, p)| Seat {
            player: p,
            id: play_now(&server.base, p, k),
        })
        .collect();
    // The pages before the pool is busy: the first game is the reader's, read between turns.
    let reads = 40;
    let before = loadkit::figures(page_reads(&server.base, &seats[0], reads), 1.0);
    let stop = AtomicBool::new(false);
    let played = AtomicUsize::new(0);
    let started = Instant::now();
    let busy = std::thread::scope(|s| {
        for (k, seat) in seats.iter().enumerate() {
            let (stop, played, base) = (&stop, &played, &server.base);
            s.spawn(move || {
                played.fetch_add(person(base, seat, stop, k as u64 + 1), Ordering::Relaxed);
            });
        }
        let mut latencies = Vec::new();
        while started.elapsed() < phase {
            latencies.extend(page_reads(&server.base, &seats[0], 1));
            std::thread::sleep(Duration::from_millis(100));
        }
        stop.store(true, Ordering::Relaxed);
        latencies
    });
    let seconds = started.elapsed().as_secs_f64();
    let during = loadkit::figures(busy, seconds);
    let peak = server.peak_rss_kib().unwrap_or(0);
    let bots = bot_decisions(&db);
    format!(
        "bots thinking ({threads} bot thread{}; {} play-now games of every game at its largest \
         table, {stored} stored games; load {load_before} → {}):\n\
         {bots} bot decisions and {} by people in {seconds:.0} s\n\
         peak RSS while the bots think {:.1} MiB{} (idle {:.1} MiB; the logins' peak before \
         it {:.1} MiB); target < 64 MiB: {}\n\
         the game page while the pool is busy: p50 {:.1} ms, p99 {:.1} ms ({} reads); \
         before any bot thought: p50 {:.1} ms, p99 {:.1} ms; ratio of the p50s {:.2}",
        if threads == 1 { "" } else { "s" },
        seats.len(),
        crate::load_average(),
        played.load(Ordering::Relaxed),
        peak as f64 / 1024.0,
        if reset {
            ""
        } else {
            " (since start: the peak could not be reset)"
        },
        idle_rss as f64 / 1024.0,
        logins_peak as f64 / 1024.0,
        crate::pass(peak < 64 * 1024),
        during.p50_ms,
        during.p99_ms,
        during.turns,
        before.p50_ms,
        before.p99_ms,
        during.p50_ms / before.p50_ms,
    )
}
