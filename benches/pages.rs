//! Benchmark of the game page (issue 4's target: under 5 ms of server time at the median for a
//! 4-player game in year 3): the viewer's view, the turn panel, the pictures, the log and the
//! template, for a real position reached by random play. The two database reads of the handler
//! (game row and players, log) are measured separately by the load benchmark.
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

criterion_group!(benches, bench_game_page);
criterion_main!(benches);
