//! Benchmarks of the history layer over a SQLite file of generated finished games:
//! (a) rebuilding a random step of a finished 4-player game from its nearest snapshot, and
//! (b) the archive page, data and template, as its handler builds it.
//!
//! `cargo bench --bench history` stores 10,000 finished games (300 distinct random games
//! played by the engine, repeated with other players and dates; the 300 have their events and
//! snapshots). Without `--bench` (`cargo test --all-targets` runs every bench once) the data
//! set is small so that the run stays quick.

use chrono::NaiveDate;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Instant;
use turnpost::db::models::games::{self, GameRow};
use turnpost::db::{Conn, Pool};
use turnpost::engine::registry;
use turnpost::engine::rng::Rng;
use turnpost::services::history::{self, sample, ArchiveQuery};
use turnpost::web::routes::history::get::archive_html;
use turnpost::web::PageCtx;

struct Data {
    _dir: tempfile::TempDir,
    pool: Pool,
    /// Finished 4-player games that have their whole history.
    four_player: Vec<GameRow>,
    /// A player of many games, for the filtered archive, and the display name of another.
    player: i32,
    name: String,
}

fn full_run() -> bool {
    std::env::args().any(|a| a == "--bench")
}

fn data() -> Data {
    let full = full_run();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("history-bench.db");
    let pool = turnpost::db::pool::build(&path.display().to_string(), 2).expect("pool");
    let mut conn = pool.get().expect("conn");
    turnpost::db::migrate::run(&mut conn).expect("migrations");
    let (games, distinct, players) = if full {
        (10_000, 300, 400)
    } else {
        (150, 9, 24)
    };
    let start = NaiveDate::from_ymd_opt(2025, 1, 1)
        .and_then(|d| d.and_hms_opt(8, 0, 0))
        .expect("date");
    let t = Instant::now();
    let filled = sample::fill(
        &mut conn,
        &sample::Spec {
            game: "humanity".into(),
            games,
            distinct,
            seats: vec![4, 3, 2],
            with_history: distinct,
            players,
            start,
            seed: 2026,
        },
    )
    .expect("generated games");
    eprintln!(
        "history bench: {games} finished games ({distinct} with events) generated in {:.1?}",
        t.elapsed()
    );
    let four_player = filled.game_ids[..distinct]
        .iter()
        .filter_map(|id| games::find(&mut conn, *id).ok().flatten())
        .filter(|g| g.seats == 4)
        .collect();
    let other = filled.user_ids[filled.user_ids.len() * 3 / 4];
    let name = turnpost::db::models::users::find(&mut conn, other)
        .ok()
        .flatten()
        .map(|u| u.display_name)
        .expect("a player");
    Data {
        _dir: dir,
        pool,
        four_player,
        player: filled.user_ids[3],
        name,
    }
}

fn bench_step(c: &mut Criterion, d: &Data, conn: &mut Conn) {
    let engine = registry::game("humanity").expect("engine");
    let mut rng = Rng::new(7);
    c.bench_function(
        "history: rebuild a random step of a finished 4-player game",
        |b| {
            b.iter(|| {
                let game = &d.four_player[rng.below(d.four_player.len() as u64) as usize];
                let step = rng.below(game.version as u64 + 1) as i32;
                black_box(history::state_at(conn, engine, game, step).expect("step"))
            })
        },
    );
}

fn archive_page(conn: &mut Conn, query: ArchiveQuery) -> String {
    let data = history::archive_in(conn, query, None).expect("archive");
    archive_html(PageCtx::anonymous(), &data).expect("page")
}

fn bench_archive(c: &mut Criterion, d: &Data, conn: &mut Conn) {
    let query = |player: &str, sort: &str, page: &str| {
        ArchiveQuery::parse("", player, "", "", sort, page).expect("query")
    };
    c.bench_function("history: archive page 1, newest first", |b| {
        b.iter(|| black_box(archive_page(conn, query("", "", ""))))
    });
    let last = {
        let data = history::archive_in(conn, query("", "best", ""), None).expect("archive");
        data.pages.to_string()
    };
    c.bench_function("history: archive last page, by winning score", |b| {
        b.iter(|| black_box(archive_page(conn, query("", "best", &last))))
    });
    let player = d.player.to_string();
    c.bench_function("history: archive of one player, by winning score", |b| {
        b.iter(|| black_box(archive_page(conn, query(&player, "best", ""))))
    });
    c.bench_function("history: archive of a player by name", |b| {
        b.iter(|| black_box(archive_page(conn, query(&d.name, "", ""))))
    });
    // Two letters shared by a sixth of all names: about 40% of the games match, and counting
    // them is what costs.
    c.bench_function("history: archive by two letters of many names", |b| {
        b.iter(|| black_box(archive_page(conn, query("ea", "", ""))))
    });
}

fn benches(c: &mut Criterion) {
    let d = data();
    let mut conn = d.pool.get().expect("conn");
    bench_step(c, &d, &mut conn);
    bench_archive(c, &d, &mut conn);
}

criterion_group!(history_benches, benches);
criterion_main!(history_benches);
