//! The history of games: replays equal the stored state, a page per step, hidden information
//! in running games, the archive's filters and pages over generated games, player profiles,
//! export and import through the command line, and bad addresses answered with 404.

use crate::games::game_row;
use crate::helpers::{Client, TestApp, PASSWORD};
use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use turnpost::db::models::games as game_rows;
use turnpost::db::models::users::{self, NewUser, User};
use turnpost::db::models::{game_events, game_snapshots};
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::view::Science;
use turnpost::engine::humanity::{view, Humanity, State};
use turnpost::engine::registry;
use turnpost::engine::{Game, Viewer};
use turnpost::security::password;
use turnpost::services::games::{self, Actor, NewGameInput};
use turnpost::services::history::{self, sample, SNAPSHOT_EVERY};
use turnpost::web::games::humanity::status_line;

/// The invariant checked on every game a test plays: its stored state is the replay of its
/// events (and its snapshots and results agree).
pub fn assert_replays(app: &TestApp, id: i32) {
    let mut conn = app.state.pool.get().expect("conn");
    if let Err(why) = history::check_replay(&mut conn, id) {
        panic!("game {id} does not replay: {why}");
    }
}

/// A verified account written straight into the database; with a password when the test logs
/// in with it.
fn user(app: &TestApp, email: &str, name: &str, can_log_in: bool) -> User {
    let mut conn = app.state.pool.get().expect("conn");
    let hash = if can_log_in {
        password::hash(PASSWORD).expect("hash")
    } else {
        "!".to_string()
    };
    let now = app.state.clock.now_naive();
    let u = users::insert(
        &mut conn,
        &NewUser {
            email,
            display_name: name,
            password_hash: &hash,
            created_at: now,
        },
    )
    .expect("insert user");
    users::set_verified(&mut conn, u.id, now).expect("verify");
    users::find(&mut conn, u.id).expect("query").expect("user")
}

/// A started game of `players`, seated in this order.
fn started_game(app: &TestApp, players: &[&User]) -> i32 {
    let input = NewGameInput::parse(
        "humanity",
        players.len() as i32,
        "yellow",
        3,
        true,
        "default_turn",
    )
    .expect("valid game");
    let id = games::create(&app.state, players[0], &input).expect("create");
    for u in &players[1..] {
        games::join(&app.state, u, id, None).expect("join");
    }
    games::start(&app.state, players[0], id, false).expect("start");
    id
}

/// Random legal actions through `services::games::submit` until the game ends or `stop` says so.
fn play(app: &TestApp, id: i32, players: &[&User], seed: u64, stop: impl Fn(&State) -> bool) {
    let mut rng = chooser(seed);
    loop {
        let row = game_row(app, id);
        if row.status == game_rows::FINISHED {
            return;
        }
        let state: State =
            serde_json::from_str(row.state.as_deref().expect("state")).expect("parses");
        if stop(&state) {
            return;
        }
        let seat = Humanity::to_act(&state)[0];
        let action = random_action(&state, seat, &mut rng).expect("a legal action");
        let json = serde_json::to_string(&action).expect("json");
        games::submit(
            &app.state,
            Actor::Player(players[seat]),
            id,
            row.version,
            &json,
        )
        .unwrap_or_else(|e| panic!("step {} refused: {e}", row.version + 1));
    }
}

/// Text as askama prints it in a page.
fn html_escape(s: &str) -> String {
    s.replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

/// Every state of a game from the setup, by sequential replay of its events.
fn every_state(app: &TestApp, id: i32) -> Vec<String> {
    let row = game_row(app, id);
    let engine = registry::game(&row.game).expect("engine");
    let mut conn = app.state.pool.get().expect("conn");
    let events = game_events::since(&mut conn, id, 0).expect("events");
    let setup = history::setup_of(&mut conn, &row).expect("setup");
    let mut state = engine.new_game(&setup).expect("setup");
    let mut out = vec![state.clone()];
    for e in events {
        state = engine
            .apply(&state, e.seat as usize, &e.action)
            .expect("applies")
            .0;
        out.push(state.clone());
    }
    out
}

#[test]
fn finished_games_replay_to_their_stored_state_from_any_snapshot() {
    let app = TestApp::spawn_mailbox();
    let ada = user(&app, "ada@example.com", "Ada", false);
    let bea = user(&app, "bea@example.com", "Bea", false);
    let cem = user(&app, "cem@example.com", "Cem", false);
    let dan = user(&app, "dan@example.com", "Dan", false);
    let two = started_game(&app, &[&ada, &bea]);
    play(&app, two, &[&ada, &bea], 1, |_| false);
    let four = started_game(&app, &[&ada, &bea, &cem, &dan]);
    play(&app, four, &[&ada, &bea, &cem, &dan], 2, |_| false);
    for id in [two, four] {
        let row = game_row(&app, id);
        assert_eq!(row.status, game_rows::FINISHED);
        assert_replays(&app, id);
        let mut conn = app.state.pool.get().expect("conn");
        let snapshots = game_snapshots::of_game(&mut conn, id).expect("snapshots");
        assert_eq!(snapshots.len() as i32, row.version / SNAPSHOT_EVERY);
        // Every step rebuilt from the nearest snapshot is the step of the sequential replay.
        let states = every_state(&app, id);
        assert_eq!(states.last(), row.state.as_ref());
        let engine = registry::game(&row.game).expect("engine");
        for (step, expected) in states.iter().enumerate() {
            let got = history::state_at(&mut conn, engine, &row, step as i32).expect("rebuilds");
            assert_eq!(&got, expected, "game {id} step {step}");
        }
    }
    // The ranking is recorded for the archive and the profiles.
    let profile = app.client().get(&format!("/players/{}", ada.id));
    profile
        .assert_status(200)
        .assert_contains("<td>Humanity</td><td>2</td>");
    // A stored state that is not the replay of the events breaks the invariant.
    let mut conn = app.state.pool.get().expect("conn");
    let first = every_state(&app, two).remove(0);
    diesel::update(turnpost::db::schema::games::table.find(two))
        .set(turnpost::db::schema::games::state.eq(Some(first)))
        .execute(&mut conn)
        .expect("update");
    assert!(history::check_replay(&mut conn, two).is_err());
}

#[test]
fn every_step_has_its_own_page_with_the_board_as_it_was() {
    let app = TestApp::spawn_mailbox();
    let ada = user(&app, "ada@example.com", "Ada", false);
    let bea = user(&app, "bea@example.com", "Bea <b>", false);
    let id = started_game(&app, &[&ada, &bea]);
    play(&app, id, &[&ada, &bea], 3, |_| false);
    assert_replays(&app, id);
    let row = game_row(&app, id);
    let last = row.version;
    let states = every_state(&app, id);
    let mut conn = app.state.pool.get().expect("conn");
    let events = game_events::since(&mut conn, id, 0).expect("events");
    let names = ["Ada".to_string(), "Bea <b>".to_string()];
    let marks = turnpost::services::seating::marks(
        "humanity",
        &turnpost::db::models::game_players::of_game(&mut conn, id).expect("players"),
    );
    // A visitor, not logged in: finished games are public.
    let anon = app.client();
    for step in [0, 1, last / 2, last - 1, last] {
        let page = anon.get(&format!("/games/{id}/replay/{step}"));
        page.assert_status(200)
            .assert_contains(&format!("Step {step} of {last}"))
            .assert_contains("every science total is shown");
        let href = |s: i32| format!("href=\"/games/{id}/replay/{s}\"");
        let prev = format!("{} rel=\"prev\"", href(step - 1));
        let next = format!("{} rel=\"next\"", href(step + 1));
        assert_eq!(
            page.body.contains(&prev),
            step > 0,
            "previous link at {step}"
        );
        assert_eq!(
            page.body.contains(&next),
            step < last,
            "next link at {step}"
        );
        assert_eq!(page.body.contains("rel=\"prev\""), step > 0);
        assert_eq!(page.body.contains("rel=\"next\""), step < last);
        // The board and the scores as they were after this step.
        let state: State = serde_json::from_str(&states[step as usize]).expect("state");
        let v = view(&state, Viewer::Omniscient);
        page.assert_contains(&html_escape(&status_line(&v, &marks, false)));
        for p in &v.players {
            page.assert_contains(&format!(">{} VP<", p.vp));
            if let Science::Value(v) = p.science {
                page.assert_contains(&format!("science {v}"));
            }
        }
        if step > 0 {
            let e = &events[step as usize - 1];
            // The engine's seat tokens become names with the seat's mark.
            let labels: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(seat, n)| {
                    // The players took the colours in their order, so the symbols follow it.
                    turnpost::services::seating::seat_label(n, ["●", "■", "◆", "⬢"][seat])
                })
                .collect();
            for line in e.log_lines() {
                let shown = turnpost::services::seating::with_names(
                    &line,
                    &labels,
                    turnpost::i18n::Lang::En,
                );
                assert!(!shown.contains("{p"), "{shown}");
                page.assert_contains(&html_escape(&shown));
            }
        } else {
            page.assert_contains("No action has been played yet.");
        }
        assert_eq!(page.body.contains("Final ranking"), step == last);
        // Names are escaped everywhere, pictures included; no inline style.
        assert!(!page.body.contains("Bea <b>"));
        assert!(!page.body.contains("style="));
        page.assert_contains("Points and research over the game");
    }
    // The "go to step" form and the bare address lead to a step's own address.
    let r = anon.get(&format!("/games/{id}/replay?step=5"));
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}/replay/5"));
    let r = anon.get(&format!("/games/{id}/replay"));
    r.assert_status(303);
    assert_eq!(r.location(), format!("/games/{id}/replay/0"));
    // The game page links to the replay and the export; the layout to the archive.
    anon.get(&format!("/games/{id}"))
        .assert_status(200)
        .assert_contains(&format!("href=\"/games/{id}/replay/0\""))
        .assert_contains(&format!("href=\"/games/{id}/export\""))
        .assert_contains("href=\"/archive\"");
}

#[test]
fn a_running_game_never_shows_another_players_science() {
    let app = TestApp::spawn_mailbox();
    let ada = user(&app, "ada@example.com", "Ada", true);
    let bea = user(&app, "bea@example.com", "Bea", false);
    // Play until Bea has science (it is awarded at the end of a year); another game if the
    // first one ends before.
    let mut found = None;
    for seed in 10..20 {
        let id = started_game(&app, &[&ada, &bea]);
        play(&app, id, &[&ada, &bea], seed, |s| s.players[1].science > 0);
        if game_row(&app, id).status == game_rows::RUNNING {
            found = Some(id);
            break;
        }
    }
    let id = found.expect("a running game where Bea has science");
    assert_replays(&app, id);
    let last = game_row(&app, id).version;
    let states: Vec<State> = every_state(&app, id)
        .iter()
        .map(|s| serde_json::from_str(s).expect("state"))
        .collect();
    let client = Client::new(&app.base);
    client.login("ada@example.com", PASSWORD).assert_status(303);
    let anon = app.client();
    for step in 0..=last {
        let page = client.get(&format!("/games/{id}/replay/{step}"));
        page.assert_status(200)
            .assert_contains("you see your own science");
        assert_eq!(
            page.body.matches("science hidden").count(),
            1,
            "only Bea's science is hidden from Ada at step {step}"
        );
        let s = &states[step as usize];
        let (mine, hers) = (s.players[0].science, s.players[1].science);
        page.assert_contains(&format!("science {mine}"));
        if hers != mine {
            for shown in [format!("science {hers}<"), format!("science {hers} ·")] {
                assert!(
                    !page.body.contains(&shown),
                    "Bea's science {hers} shows at step {step}"
                );
            }
        }
        if step % 10 == 0 || step == last {
            let page = anon.get(&format!("/games/{id}/replay/{step}"));
            page.assert_status(200);
            assert_eq!(page.body.matches("science hidden").count(), 2);
            assert!(!page.body.contains("Score: VP + science"));
        }
    }
    assert!(states[last as usize].players[1].science > 0);
    // The chart's data: Ada's own score at every step, never Bea's; a spectator sees neither.
    let mut conn = app.state.pool.get().expect("conn");
    let seen = history::replay_in(&mut conn, Some(ada.id), id, i64::from(last)).expect("replay");
    assert_eq!(seen.scores.len() as i32, last + 1);
    assert!(seen
        .scores
        .iter()
        .all(|st| st[0].score.is_some() && st[1].score.is_none()));
    let seen = history::replay_in(&mut conn, None, id, 0).expect("replay");
    assert!(seen.scores.iter().flatten().all(|p| p.score.is_none()));
    // The export would reveal the seed, and with it every deck: refused while the game runs.
    anon.get(&format!("/games/{id}/export"))
        .assert_status(403)
        .assert_contains("Only finished games can be exported");
    client
        .get(&format!("/games/{id}/export"))
        .assert_status(403);
}

fn start_of_2026() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 1, 1)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .expect("date")
}

/// The game numbers of the archive rows on a page, in order.
fn listed(body: &str) -> Vec<i32> {
    body.split("<td><a href=\"/games/")
        .skip(1)
        .filter_map(|s| s.split('"').next()?.parse().ok())
        .collect()
}

fn heading_count(body: &str) -> i64 {
    let h2 = body.split("<h2>").nth(1).unwrap_or("");
    h2.split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(-1)
}

/// Past 1,000 matching games the archive stops counting ("1000+"): an exact count over a broad
/// filter cost more than the page. Every page is still reachable, and the last one is exact.
#[test]
fn a_large_archive_counts_to_a_cap_and_every_page_is_reachable() {
    let app = TestApp::spawn_mailbox();
    let mut conn = app.state.pool.get().expect("conn");
    let filled = sample::fill(
        &mut conn,
        &sample::Spec {
            game: "humanity".into(),
            games: 1_030,
            distinct: 2,
            seats: vec![2],
            with_history: 0,
            players: 6,
            start: start_of_2026(),
            seed: 4,
        },
    )
    .expect("sample games");
    let c = app.client();
    let first = c.get("/archive");
    first
        .assert_status(200)
        .assert_contains("1000+ finished games")
        .assert_contains("page 1 of 41+");
    assert_eq!(listed(&first.body).len(), 25);
    let page = c.get("/archive?page=41");
    page.assert_status(200).assert_contains("rel=\"next\"");
    let last = c.get("/archive?page=42");
    last.assert_status(200)
        .assert_contains("1030 finished games")
        .assert_contains("page 42 of 42");
    assert_eq!(listed(&last.body).len(), 5);
    assert!(!last.body.contains("rel=\"next\""));
    c.get("/archive?page=43").assert_status(404);

    // A player filter over many seats walks the archive checking each game's seats instead of
    // listing the players' games first: both ways find the same games in the same order.
    use turnpost::db::models::finished_games::{self, ArchiveFilter, ArchiveOrder};
    let users: Vec<i32> = filled.user_ids.iter().take(3).copied().collect();
    for order in [ArchiveOrder::Newest, ArchiveOrder::LowestScore] {
        let mut by = |dense: bool| {
            let f = ArchiveFilter {
                players: Some(users.clone()),
                dense,
                ..ArchiveFilter::default()
            };
            let ids: Vec<i32> = finished_games::page(&mut conn, &f, order, 40, 25)
                .expect("page")
                .iter()
                .map(|g| g.game_id)
                .collect();
            (
                ids,
                finished_games::count_up_to(&mut conn, &f, 10_000).expect("count"),
            )
        };
        let (walked, listed) = (by(true), by(false));
        assert_eq!(walked, listed);
        assert!(walked.1 > 100 && walked.0.len() == 40, "{:?}", walked.1);
    }
    assert!(finished_games::seats_reach(&mut conn, &filled.user_ids).expect("seats"));
    assert!(!finished_games::seats_reach(&mut conn, &users[..1]).expect("seats"));
}

#[test]
fn the_archive_filters_sorts_and_pages_generated_games() {
    let app = TestApp::spawn_mailbox();
    let mut conn = app.state.pool.get().expect("conn");
    let filled = sample::fill(
        &mut conn,
        &sample::Spec {
            game: "humanity".into(),
            games: 60,
            distinct: 4,
            seats: vec![2, 3, 4],
            with_history: 60,
            players: 8,
            start: start_of_2026(),
            seed: 9,
        },
    )
    .expect("sample games");
    for id in filled.game_ids.iter().step_by(13) {
        assert_replays(&app, *id);
    }
    let c = app.client();
    // Newest first, 25 per page.
    let page = c.get("/archive");
    page.assert_status(200)
        .assert_contains("60 finished games")
        .assert_contains("page 1 of 3");
    let mut newest: Vec<i32> = filled.game_ids.clone();
    newest.reverse();
    assert_eq!(listed(&page.body), newest[..25]);
    page.assert_contains("href=\"/archive?page=2\" rel=\"next\"");
    let page = c.get("/archive?page=3");
    page.assert_status(200);
    assert_eq!(listed(&page.body), newest[50..]);
    page.assert_contains("href=\"/archive?page=2\" rel=\"prev\"");
    assert!(!page.body.contains("rel=\"next\""));
    c.get("/archive?page=4").assert_status(404);
    c.get("/archive?page=0").assert_status(400);
    c.get("/archive?page=abc").assert_status(400);
    let oldest = c.get("/archive?sort=oldest");
    assert_eq!(listed(&oldest.body), filled.game_ids[..25]);

    // By player: a user number, or a part of a display name.
    use turnpost::db::schema::{finished_games as fg, game_players as gp, users as us};
    let ada = filled.user_ids[0];
    let of_ada: i64 = gp::table
        .filter(gp::user_id.eq(ada))
        .count()
        .get_result(&mut conn)
        .expect("count");
    assert!(of_ada > 0 && of_ada < 60);
    let page = c.get(&format!("/archive?player={ada}"));
    page.assert_status(200);
    assert_eq!(heading_count(&page.body), of_ada);
    let mut named: Vec<i32> = gp::table
        .inner_join(us::table)
        .filter(us::display_name.like("%ea%"))
        .select(gp::game_id)
        .load(&mut conn)
        .expect("games");
    named.sort_unstable();
    named.dedup();
    let named = named.len() as i64;
    let page = c.get("/archive?player=EA");
    assert_eq!(heading_count(&page.body), named, "Bea, in any case");
    let page = c.get("/archive?player=nobody%25");
    page.assert_status(200)
        .assert_contains("No finished game matches");

    // By date: the games end 37 minutes apart from 2026-01-01 00:00 (39 on the first day).
    let page = c.get("/archive?from=2026-01-02");
    assert_eq!(heading_count(&page.body), 21);
    let page = c.get("/archive?to=2026-01-01");
    assert_eq!(heading_count(&page.body), 39);
    let page = c.get("/archive?from=2026-01-01&to=2026-01-01&sort=oldest");
    assert_eq!(heading_count(&page.body), 39);
    page.assert_contains("page 1 of 2").assert_contains(
        "href=\"/archive?from=2026-01-01&#38;to=2026-01-01&#38;sort=oldest&#38;page=2\"",
    );
    c.get("/archive?from=2026-01-03")
        .assert_status(200)
        .assert_contains("No finished game matches");
    c.get("/archive?from=yesterday").assert_status(400);
    c.get("/archive?from=2026-01-02&to=2026-01-01")
        .assert_status(400);

    // By game, and by winning score.
    assert_eq!(heading_count(&c.get("/archive?game=humanity").body), 60);
    c.get("/archive?game=chess").assert_status(400);
    c.get("/archive?sort=worst").assert_status(400);
    let best: Vec<i32> = fg::table
        .order((
            fg::winning_score.desc(),
            fg::finished_at.desc(),
            fg::game_id.desc(),
        ))
        .select(fg::game_id)
        .limit(25)
        .load(&mut conn)
        .expect("ids");
    let page = c.get("/archive?sort=best");
    assert_eq!(listed(&page.body), best);
    let scores: Vec<i64> = fg::table
        .order(fg::winning_score.desc())
        .select(fg::winning_score.assume_not_null())
        .load(&mut conn)
        .expect("scores");
    page.assert_contains(&format!("{} points", scores[0]));

    // Rows show players, ranking and length.
    let page = c.get("/archive");
    page.assert_contains("1. <a href=\"/players/")
        .assert_contains(" actions<br>");

    // Finished games whose archive rows are missing are filled in on the next visit.
    diesel::delete(fg::table.filter(fg::game_id.eq(filled.game_ids[5])))
        .execute(&mut conn)
        .expect("delete");
    assert_eq!(heading_count(&c.get("/archive").body), 60);
    assert_replays(&app, filled.game_ids[5]);

    // A profile: games played and won, average and best score, recent results.
    let won: i64 = turnpost::db::schema::game_results::table
        .filter(turnpost::db::schema::game_results::user_id.eq(ada))
        .filter(turnpost::db::schema::game_results::rank.eq(1))
        .count()
        .get_result(&mut conn)
        .expect("count");
    let profile = c.get(&format!("/players/{ada}"));
    profile
        .assert_status(200)
        .assert_contains("<h1>Ada</h1>")
        .assert_contains(&format!("<td>Humanity</td><td>{of_ada}</td><td>{won}</td>"))
        .assert_contains("Recent results")
        .assert_contains(&format!("href=\"/archive?player={ada}\""));
}

#[test]
fn an_export_replays_through_the_command_line_to_the_stored_state() {
    let app = TestApp::spawn_mailbox();
    let ada = user(&app, "ada@example.com", "Ada", false);
    let bea = user(&app, "bea@example.com", "Bea", false);
    let cem = user(&app, "cem@example.com", "Cem", false);
    let id = started_game(&app, &[&ada, &bea, &cem]);
    play(&app, id, &[&ada, &bea, &cem], 4, |_| false);
    assert_replays(&app, id);
    let row = game_row(&app, id);
    let stored = row.state.clone().expect("state");

    let r = app.client().get(&format!("/games/{id}/export"));
    r.assert_status(200);
    assert!(r
        .header("content-type")
        .is_some_and(|t| t.starts_with("application/json")));
    assert!(r
        .header("content-disposition")
        .is_some_and(|d| d.contains("attachment")));
    let doc: serde_json::Value = serde_json::from_str(&r.body).expect("JSON");
    assert_eq!(doc["format"], "turnpost-game");
    assert_eq!(doc["setup"]["seed"], serde_json::json!(row.seed as u64));
    assert_eq!(doc["setup"]["players"], 3);
    assert_eq!(
        doc["actions"].as_array().map(Vec::len),
        Some(row.version as usize)
    );
    assert_eq!(doc["actions"][0]["step"], 1);
    assert!(doc["actions"][0]["at"]
        .as_str()
        .is_some_and(|t| t.ends_with('Z')));
    assert_eq!(doc["players"][2]["name"], "Cem");

    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("game.json");
    std::fs::write(&file, &r.body).expect("write");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_turnpost"))
            .args(["engine", "replay", "--file"])
            .arg(&file)
            .args(args)
            .output()
            .expect("runs")
    };
    let out = run(&[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), stored);
    let out = run(&["--all"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len() as i32, row.version + 1);
    assert_eq!(lines.last().copied(), Some(stored.as_str()));
    assert_eq!(lines, every_state(&app, id));

    // A tampered export does not replay to its recorded end.
    let mut bad = doc.clone();
    bad["actions"]
        .as_array_mut()
        .expect("actions")
        .truncate(row.version as usize - 1);
    std::fs::write(&file, bad.to_string()).expect("write");
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("final state"));
    std::fs::write(&file, "{\"format\":\"something else\"}").expect("write");
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a game export"));
}

#[test]
fn malformed_or_unknown_steps_games_and_players_are_404_pages() {
    let app = TestApp::spawn_mailbox();
    let ada = user(&app, "ada@example.com", "Ada", false);
    let bea = user(&app, "bea@example.com", "Bea", false);
    let id = started_game(&app, &[&ada, &bea]);
    assert_eq!(id, 1);
    play(&app, id, &[&ada, &bea], 5, |s| s.actions >= 3);
    let waiting = games::create(
        &app.state,
        &ada,
        &NewGameInput::parse("humanity", 2, "yellow", 3, true, "default_turn").expect("input"),
    )
    .expect("create");
    let c = app.client();
    c.get("/games/1/replay/3").assert_status(200);
    for path in [
        "/games/1/replay/-1".to_string(),
        "/games/1/replay/4".to_string(),
        "/games/1/replay/99999".to_string(),
        "/games/1/replay/abc".to_string(),
        "/games/1/replay/1.5".to_string(),
        "/games/1/replay/99999999999999999999999".to_string(),
        "/games/1/replay?step=abc".to_string(),
        "/games/abc/replay/0".to_string(),
        "/games/0/replay/0".to_string(),
        "/games/999/replay/0".to_string(),
        format!("/games/{waiting}/replay/0"),
        "/games/999/export".to_string(),
        "/games/abc/export".to_string(),
        "/players/999".to_string(),
        "/players/abc".to_string(),
        "/players/-1".to_string(),
    ] {
        let r = c.get(&path);
        assert_eq!(r.status, 404, "{path}: {}", r.body);
        r.assert_contains("class=\"error-message\"");
    }
    c.get("/games/1/replay/-1")
        .assert_contains("its steps go from 0 (the setup) to 3");
    c.get(&format!("/games/{waiting}/export"))
        .assert_status(403);
}
