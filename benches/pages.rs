//! Benchmark of the game page (issue 4's target: under 5 ms of server time at the median for a
//! 4-player game in year 3): the viewer's view, the turn panel, the pictures, the log and the
//! template, for a real position reached by random play. The two database reads of the handler
//! (game row and players, log) are measured separately by the load benchmark.
//!
//! A second row measures a whole game page over the real server (Dawn of Mankind, 5 players,
//! mid-game): the HTTP request on 127.0.0.1 to a server started in-process on a fresh SQLite
//! file, the handler's database reads, the game's page and the template. It goes through the
//! registry and the shared route, so it measures whatever the game's pages are at the time.
//!
//! `cargo bench --bench pages`

use askama::Template;
use chrono::NaiveDateTime;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use turnpost::db::models::game_players::{PlayerRow, SeatedPlayer};
use turnpost::db::models::games::GameRow;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::{view, Humanity, State};
use turnpost::engine::{registry, Game, Seat, Setup, Viewer};
use turnpost::services::games::GameInfo;
use turnpost::web::games::humanity::page::{GamePage, LogLine};
use turnpost::web::games::humanity::turn::{panel, Step};
use turnpost::web::PageCtx;

/// A 4-player game played at random into year 3, with its log.
fn year_three() -> (State, Vec<LogLine>) {
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
        let mut log = Vec::new();
        let mut version = 0;
        while !state.is_over() {
            let seat = Humanity::to_act(&state)[0];
            let Some(action) = random_action(&state, seat, &mut rng) else {
                break;
            };
            let (next, events) = Humanity::apply(&state, seat, &action).expect("legal");
            version += 1;
            for e in events {
                log.push(LogLine {
                    version,
                    who: format!("Player {seat}"),
                    text: e.text,
                    by_platform: false,
                });
            }
            state = next;
            let in_turn = matches!(
                state.phase,
                turnpost::engine::humanity::state::Phase::Turn { .. }
            );
            if state.year == 3 && in_turn && version > 100 {
                log.reverse();
                return (state, log);
            }
        }
    }
    panic!("no year-3 position found");
}

fn info(state: &State) -> GameInfo {
    let t = NaiveDateTime::default();
    let game = GameRow {
        id: 12,
        game: "humanity".into(),
        status: "running".into(),
        creator_id: 1,
        seats: 4,
        time_limit_days: 3,
        is_open: false,
        timeout_policy: "default_turn".into(),
        seed: 7,
        state: Some(serde_json::to_string(state).expect("json")),
        version: 150,
        to_act: serde_json::to_string(&Humanity::to_act(state)).expect("json"),
        turn_started_at: Some(t),
        created_at: t,
        started_at: Some(t),
        finished_at: None,
        public_when_finished: true,
        options: "{}".into(),
    };
    let colours = ["yellow", "blue", "green", "pink"];
    let players = (0..4)
        .map(|s| SeatedPlayer {
            player: PlayerRow {
                id: s + 1,
                game_id: 12,
                user_id: s + 1,
                seat: Some(s),
                colour: colours[s as usize].into(),
                joined_at: t,
                deadline_at: Some(t),
                decision_started_at: Some(t),
                reminders_sent: 0,
                last_reminder_at: None,
                timeouts_in_row: 0,
                abandoned: false,
                resigned: false,
                end_vote: false,
                muted: false,
                vote: None,
                turn_mail_held: false,
                talk_mailed_through: 0,
                talk_due_at: None,
                talk_mailed_at: None,
            },
            name: ["Ada", "Bea", "Cy", "Dee"][s as usize].into(),
            email: format!("p{s}@example.com"),
        })
        .collect();
    let me: Seat = Humanity::to_act(state)[0];
    GameInfo {
        game,
        engine: registry::game("humanity").expect("registered"),
        players,
        my_seat: Some(me),
        joined: true,
        invitations: Vec::new(),
        away: Vec::new(),
        my_deadline: Some("Fri 27 Nov, 14:05 (UTC), in 2 days 23 h".into()),
    }
}

fn render_page(state: &State, info: &GameInfo, log: &[LogLine]) -> String {
    let me = info.my_seat.expect("seated");
    let v = view(state, Viewer::Seat(me));
    let p = panel(state, Some(me), info.game.version, &Step::default());
    let log = log
        .iter()
        .map(|l| LogLine {
            version: l.version,
            who: l.who.clone(),
            text: l.text.clone(),
            by_platform: false,
        })
        .collect();
    let page = GamePage::build(
        PageCtx::default(),
        info,
        &v,
        p,
        None,
        log,
        "Humanity #12".into(),
        None,
    );
    page.render().expect("renders")
}

fn bench_game_page(c: &mut Criterion) {
    let (state, log) = year_three();
    let info = info(&state);
    let html = render_page(&state, &info, &log);
    assert!(
        html.contains("Year 3") && html.contains("<svg"),
        "a year-3 board"
    );
    c.bench_function(
        "game page 4p year 3 (view, turn panel, pictures, log, template)",
        |b| b.iter(|| render_page(black_box(&state), black_box(&info), black_box(&log)).len()),
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
