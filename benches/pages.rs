//! Benchmark of the game page (issue 4's target: under 5 ms of server time at the median for a
//! 4-player game of Humanity in year 3): the game's own part of its table page, for a real
//! position reached by random play: the turn panel (the first step of the seat's decision, the
//! options and their board taps, through the registry as the page builds it) and every picture
//! (station, tracks, four bases, the boxes, the legend). The frame's template and the database
//! reads are measured by the second row.
//!
//! The second row measures a whole game page over the real server for each game at its most
//! players, mid-game: the HTTP request on 127.0.0.1 to a server started in-process on a fresh
//! SQLite file, the handler's database reads, the game's pictures and the template. It goes
//! through the registry and the shared route, so it measures whatever the game's pages are at
//! the time.
//!
//! `cargo bench --bench pages`

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::{Humanity, State};
use turnpost::engine::{registry, Game, Setup, Viewer};
use turnpost::services::seating::SeatMark;
use turnpost::web::games::Scene;
use turnpost::web::table::panel;

/// A 4-player game played at random into year 3.
fn year_three() -> State {
    let setup = Setup {
        players: 4,
        seed: 7,
        options: serde_json::json!({"colours": ["yellow", "blue", "green", "pink"]}),
    };
    for attempt in 0..50u64 {
        let mut state = Humanity::new_game(&Setup {
            seed: 7 + attempt,
            ..setup.clone()
        })
        .expect("new game");
        let mut rng = chooser(attempt);
        let mut version = 0;
        while !state.is_over() {
            let seat = Humanity::to_act(&state)[0];
            let Some(action) = random_action(&state, seat, &mut rng) else {
                break;
            };
            state = Humanity::apply(&state, seat, &action).expect("legal").0;
            version += 1;
            let in_turn = matches!(
                state.phase,
                turnpost::engine::humanity::state::Phase::Turn { .. }
            );
            if state.year == 3 && in_turn && version > 100 {
                return state;
            }
        }
    }
    panic!("no year-3 position found");
}

/// The four players' marks, as the platform gives them.
fn marks() -> Vec<SeatMark> {
    let colours = ["yellow", "blue", "green", "pink"];
    let symbols = ["●", "■", "◆", "⬢"];
    ["Ada", "Bea", "Cy", "Dee"]
        .iter()
        .enumerate()
        .map(|(seat, name)| SeatMark {
            seat,
            name: name.to_string(),
            colour: colours[seat].into(),
            colour_words: colours[seat].into(),
            symbol: symbols[seat],
            shape: seat,
            letter: name.chars().next().unwrap_or('?'),
            user_id: seat as i32 + 1,
            bot: None,
        })
        .collect()
}

/// The game's part of the page: the turn panel's first step and every picture.
fn game_part(json: &str, marks: &[SeatMark], me: usize) -> usize {
    let engine = registry::game("humanity").expect("registered");
    let ui = turnpost::web::games::ui("humanity").expect("registered");
    let labels: Vec<String> = marks
        .iter()
        .map(|m| format!("{} {}", m.name, m.symbol))
        .collect();
    let (deciding, _) = panel::build(
        engine,
        json,
        me,
        12,
        150,
        &[],
        true,
        &labels,
        turnpost::i18n::Lang::En,
    )
    .expect("a decision to make");
    let scene = Scene {
        state: json,
        viewer: Viewer::Seat(me),
        seats: marks,
        taps: &deciding.taps,
        over: false,
        lang: turnpost::i18n::Lang::En,
    };
    let p = ui.pictures(&scene).expect("pictures");
    p.board.iter().map(|b| b.markup.len()).sum::<usize>()
        + p.mats.iter().map(|m| m.1.len()).sum::<usize>()
        + p.more.iter().map(|b| b.markup.len()).sum::<usize>()
        + p.legend.len()
        + deciding.options.len()
}

fn bench_game_page(c: &mut Criterion) {
    let state = year_three();
    let json = serde_json::to_string(&state).expect("json");
    let marks = marks();
    let me = Humanity::to_act(&state)[0];
    assert!(game_part(&json, &marks, me) > 10_000, "a year-3 board");
    c.bench_function(
        "game page 4p year 3 (Humanity's part: turn panel, pictures)",
        |b| b.iter(|| game_part(black_box(&json), black_box(&marks), me)),
    );
}

/// A server of its own on port 0 with a fresh database; its address and state.
fn server(dir: &std::path::Path) -> (String, actix_web::web::Data<turnpost::state::AppState>) {
    let settings = turnpost::config::Settings {
        bind: "127.0.0.1:0".into(),
        database_url: dir.join("pages.db").display().to_string(),
        scheduler_period: None,
        ..turnpost::config::Settings::default()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let clock = std::sync::Arc::new(turnpost::clock::SystemClock);
            let app = turnpost::startup::Application::build_with_clock(settings, clock)
                .expect("app builds");
            tx.send((app.port(), app.state.clone()))
                .expect("bench alive");
            app.run_until_stopped().await
        })
    });
    let (port, state) = rx.recv().expect("server started");
    (format!("http://127.0.0.1:{port}"), state)
}

/// A started game of `game` for `players` verified accounts, played at random through the
/// service layer for `steps` turns; the game's id and the email of the seat to act.
fn game_in_progress(
    state: &turnpost::state::AppState,
    game: &str,
    players: usize,
    steps: usize,
) -> (i32, String) {
    use turnpost::db::models::{games as game_rows, users};
    use turnpost::services::games::{self, Actor, NewGameInput};
    let hash = turnpost::security::password::hash(PASSWORD).expect("hash");
    let now = state.clock.now_naive();
    let mut conn = state.pool.get().expect("conn");
    // Accounts are numbered on from those of the games made before in the same database.
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let first = MADE.fetch_add(players, std::sync::atomic::Ordering::Relaxed);
    let people: Vec<users::User> = (first..first + players)
        .map(|i| {
            let email = format!("p{i}@example.com");
            let name = format!("Player {}", i + 1);
            let new = users::NewUser {
                email: &email,
                display_name: &name,
                password_hash: &hash,
                created_at: now,
            };
            let u = users::insert(&mut conn, &new).expect("user");
            users::set_verified(&mut conn, u.id, now).expect("verify");
            users::find(&mut conn, u.id).expect("query").expect("user")
        })
        .collect();
    let colour = games::colours_of(game)[0];
    let input = NewGameInput::parse(game, players as i32, colour, 3, true, "default_turn")
        .expect("a valid game");
    let id = games::create(state, &people[0], &input).expect("create");
    for p in &people[1..] {
        games::join(state, p, id, None).expect("join");
    }
    games::start(state, &people[0], id, false).expect("start");
    let engine = registry::game(game).expect("registered");
    let mut rng = turnpost::engine::rng::Rng::new(5);
    let seat_to_act = |conn: &mut _| {
        let row = game_rows::find(conn, id).expect("query").expect("game");
        let st = row.state.clone().expect("started");
        let seat = engine.to_act(&st).expect("to act").first().copied();
        (row, st, seat)
    };
    for _ in 0..steps {
        let (row, st, seat) = seat_to_act(&mut conn);
        let seat = seat.expect("the game runs");
        let legal = engine.legal(&st, seat).expect("legal");
        let action = &legal[rng.below(legal.len() as u64) as usize];
        games::submit(
            state,
            Actor::Player(&people[seat]),
            id,
            row.version,
            &action.to_string(),
        )
        .expect("a legal turn");
    }
    let seat = seat_to_act(&mut conn).2.expect("the game runs");
    (id, format!("p{}@example.com", first + seat))
}

const PASSWORD: &str = "a long enough password";

/// A browser-like agent (cookies kept) logged in as `email`.
fn logged_in(base: &str, email: &str) -> ureq::Agent {
    let agent = ureq::AgentBuilder::new().redirects(0).build();
    let page = agent
        .get(&format!("{base}/login"))
        .call()
        .expect("login page")
        .into_string()
        .expect("body");
    let marker = "name=\"csrf\" value=\"";
    let start = page.find(marker).expect("csrf field") + marker.len();
    let csrf = &page[start..start + page[start..].find('"').expect("end")];
    let r = agent.post(&format!("{base}/login")).send_form(&[
        ("csrf", csrf),
        ("email", email),
        ("password", PASSWORD),
    ]);
    let status = match r {
        Ok(r) => r.status(),
        Err(ureq::Error::Status(s, _)) => s,
        Err(e) => panic!("login: {e}"),
    };
    assert_eq!(status, 303, "logged in");
    agent
}

fn bench_game_page_over_http(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let (base, state) = server(dir.path());
    // Each game at its most players, about the middle of a game.
    for (game, players, steps) in [
        ("humanity", 4, 120),
        ("dawn-of-mankind", 5, 170),
        ("beta-colony", 4, 50),
        ("origins", 5, 600),
    ] {
        let (id, email) = game_in_progress(&state, game, players, steps);
        let agent = logged_in(&base, &email);
        let url = format!("{base}/games/{id}");
        let get = || {
            let r = agent.get(&url).call().expect("game page");
            assert_eq!(r.status(), 200);
            r.into_string().expect("body").len()
        };
        let first = agent
            .get(&url)
            .call()
            .expect("game page")
            .into_string()
            .expect("body");
        assert!(first.contains("<svg"), "a board on the page");
        c.bench_function(
            &format!("game page over HTTP {game} {players}p after {steps} turns (seat to act)"),
            |b| b.iter(get),
        );
    }
}

criterion_group!(benches, bench_game_page, bench_game_page_over_http);
criterion_main!(benches);
