//! Races: the same turn, or two different turns of the same seat, submitted at the same instant
//! through the API and the HTML form. Exactly one is applied; a different action on the stale
//! version is refused with 409 ("the game moved on"), a byte-identical repeat is answered as
//! already applied; the version moves by exactly one each time.
//!
//! `TURNPOST_RACE_ROUNDS` sets the number of rounds (24 by default; from about 100 the game
//! ends during the test, and its last move is raced like the others).

use crate::games::{game_row, game_state, two_player_game};
use crate::helpers::Client;
use crate::toolkit::{api, play_form, token};
use serde_json::{json, Value};
use std::sync::Barrier;
use turnpost::db::models::game_events;
use turnpost::engine::humanity::{Action, Humanity};
use turnpost::engine::Game;

/// How many submissions race each time.
const RACERS: usize = 4;

fn rounds() -> usize {
    std::env::var("TURNPOST_RACE_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24)
}

/// Runs `f(i)` on `n` threads released together by a barrier; returns the results in order.
fn at_once<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let barrier = Barrier::new(n);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..n)
            .map(|i| {
                let (f, barrier) = (&f, &barrier);
                s.spawn(move || {
                    barrier.wait();
                    f(i)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("racer"))
            .collect()
    })
}

fn stored_action(app: &crate::helpers::TestApp, id: i32, version: i32) -> Value {
    let mut conn = app.state.pool.get().expect("conn");
    let events = game_events::since(&mut conn, id, version - 1).expect("events");
    let event = events.first().expect("the applied event");
    assert_eq!(event.version, version);
    serde_json::from_str(&event.action).expect("json")
}

/// The turn mails queued for game `id` so far ("Humanity #id — …"; not the notices).
fn turn_mails(app: &crate::helpers::TestApp, id: i32) -> i64 {
    use diesel::prelude::*;
    use turnpost::db::schema::outbox;
    let mut conn = app.state.pool.get().expect("conn");
    turnpost::on_backend!(&mut *conn, |c| {
        outbox::table
            .filter(outbox::subject.like(format!("Humanity #{id} — %")))
            .filter(outbox::subject.not_like("%every seat is taken%"))
            .count()
            .get_result(c)
    })
    .expect("mails")
}

/// How many turn mails a turn of `actor` from `before` to `after` causes: one to each seat that
/// begins deciding, and one to the actor if it must now place its returning astronauts.
fn mails_for_turn(
    before: &turnpost::engine::humanity::State,
    after: &turnpost::engine::humanity::State,
    actor: usize,
) -> i64 {
    use turnpost::engine::humanity::state::Phase;
    let (was, now) = (Humanity::to_act(before), Humanity::to_act(after));
    let new = now.iter().filter(|s| !was.contains(s)).count();
    let placing =
        now.contains(&actor) && after.phase == Phase::Placement && before.phase != Phase::Placement;
    if after.phase == Phase::Over {
        return 0;
    }
    (new + usize::from(placing)) as i64
}

#[test]
fn simultaneous_submissions_apply_exactly_once() {
    let app = crate::helpers::TestApp::spawn();
    let (ada, bea, id) = two_player_game(&app);
    let tokens = [
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    ];
    let clients: [&Client; 2] = [&ada, &bea];
    let csrf = [ada.get("/games").csrf(), bea.get("/games").csrf()];
    let (mut same, mut different, mut forms) = (0, 0, 0);
    let mut finished = false;
    for round in 0..rounds() {
        let row = game_row(&app, id);
        if row.status != turnpost::db::models::games::RUNNING {
            // The last move was raced too (see below); the game is over.
            finished = true;
            break;
        }
        let state = game_state(&app, id);
        let seat = Humanity::to_act(&state)[0];
        let legal: Vec<Action> = Humanity::legal_actions(&state, seat);
        let mails_before = turn_mails(&app, id);
        let v = row.version;
        let url = format!("/api/games/{id}/actions");
        match round % 3 {
            // The same action from every racer (a double click, a retried request).
            0 => {
                let action = &legal[round % legal.len()];
                let answers = at_once(RACERS, |_| {
                    api(
                        &app,
                        "POST",
                        &url,
                        Some(&tokens[seat]),
                        Some(json!({"version": v, "action": action})),
                    )
                });
                let applied = answers
                    .iter()
                    .filter(|(s, b)| *s == 200 && b["already_applied"] == false)
                    .count();
                let repeats = answers
                    .iter()
                    .filter(|(s, b)| *s == 200 && b["already_applied"] == true)
                    .count();
                assert_eq!(
                    (applied, repeats),
                    (1, RACERS - 1),
                    "round {round}: {answers:?}"
                );
                assert!(answers.iter().all(|(_, b)| b["version"] == v + 1));
                same += 1;
            }
            // Different actions of the same seat on the same version (two tabs).
            1 if legal.len() >= 2 => {
                let n = RACERS.min(legal.len());
                let answers = at_once(n, |i| {
                    api(
                        &app,
                        "POST",
                        &url,
                        Some(&tokens[seat]),
                        Some(json!({"version": v, "action": &legal[i]})),
                    )
                });
                let winners: Vec<usize> = (0..n).filter(|&i| answers[i].0 == 200).collect();
                assert_eq!(winners.len(), 1, "round {round}: {answers:?}");
                for (i, (s, b)) in answers.iter().enumerate() {
                    if i != winners[0] {
                        assert_eq!(*s, 409, "round {round}: {b}");
                        assert!(b["error"]
                            .as_str()
                            .is_some_and(|e| e.contains("moved on") || e.contains("is over")));
                    }
                }
                let won = serde_json::to_value(&legal[winners[0]]).expect("json");
                assert_eq!(
                    stored_action(&app, id, v + 1),
                    won,
                    "the winner is what is stored"
                );
                different += 1;
            }
            // The same form posted from two tabs of the browser.
            _ => {
                let action = &legal[round % legal.len()];
                let answers = at_once(2, |_| {
                    play_form(clients[seat], id, (&state, seat), v, action, &csrf[seat])
                });
                let locations: Vec<&str> = answers.iter().map(|r| r.location()).collect();
                assert!(answers.iter().all(|r| r.status == 303), "{locations:?}");
                let applied = locations
                    .iter()
                    .filter(|l| l.ends_with("notice=applied"))
                    .count();
                let already = locations
                    .iter()
                    .filter(|l| l.ends_with("notice=already"))
                    .count();
                assert_eq!((applied, already), (1, 1), "round {round}: {locations:?}");
                forms += 1;
            }
        }
        assert_eq!(
            game_row(&app, id).version,
            v + 1,
            "round {round}: the version moved by exactly one"
        );
        // A turn composes its mail before it takes the write lock, so every loser of the race
        // composed one too: only the winner's may be queued.
        let after = game_state(&app, id);
        assert_eq!(
            turn_mails(&app, id) - mails_before,
            mails_for_turn(&state, &after, seat),
            "round {round}: one turn mail per decision begun"
        );
    }
    assert!(
        same > 0 && different > 0 && forms > 0,
        "{same} {different} {forms}"
    );
    eprintln!("races: {same} same-action, {different} different-action, {forms} form rounds; game over: {finished}");
    // Every applied turn is one event: versions 1..=n without a repeat.
    let mut conn = app.state.pool.get().expect("conn");
    let events = game_events::since(&mut conn, id, 0).expect("events");
    let versions: Vec<i32> = events.iter().map(|e| e.version).collect();
    let want: Vec<i32> = (1..=game_row(&app, id).version).collect();
    assert_eq!(versions, want);
}

#[test]
fn both_seats_placing_at_once_are_both_applied() {
    // In the simultaneous placement step, two seats deciding at the same instant do not make
    // each other's forms stale.
    let app = crate::helpers::TestApp::spawn();
    let (_ada, _bea, id) = two_player_game(&app);
    let tokens = [
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    ];
    let mut rng = turnpost::engine::rng::Rng::new(7);
    let mut placements = 0;
    for _ in 0..400 {
        let row = game_row(&app, id);
        let state = game_state(&app, id);
        let seats = Humanity::to_act(&state);
        if seats.len() == 2 {
            let answers = at_once(2, |i| {
                let legal = Humanity::legal_actions(&state, seats[i]);
                api(
                    &app,
                    "POST",
                    &format!("/api/games/{id}/actions"),
                    Some(&tokens[seats[i]]),
                    Some(json!({"version": row.version, "action": &legal[0]})),
                )
            });
            assert!(
                answers
                    .iter()
                    .all(|(s, b)| *s == 200 && b["already_applied"] == false),
                "{answers:?}"
            );
            assert_eq!(game_row(&app, id).version, row.version + 2);
            placements += 1;
            if placements == 2 {
                return;
            }
            continue;
        }
        let Some(&seat) = seats.first() else {
            // The game is over (the seed is random: some games have one such step only).
            assert!(
                placements >= 1,
                "a whole game without a simultaneous placement step"
            );
            return;
        };
        let legal = Humanity::legal_actions(&state, seat);
        let action = &legal[rng.below(legal.len() as u64) as usize];
        let (s, b) = api(
            &app,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&tokens[seat]),
            Some(json!({"version": row.version, "action": action})),
        );
        assert_eq!(s, 200, "{b}");
    }
    panic!("no simultaneous placement step within 400 turns");
}

#[test]
fn the_move_that_ends_the_game_raced_is_applied_once_and_repeats_are_already_applied() {
    let app = crate::helpers::TestApp::spawn();
    let (_ada, _bea, id) = two_player_game(&app);
    let tokens = [
        token(&app, "ada@example.com"),
        token(&app, "bea@example.com"),
    ];
    let mut rng = turnpost::engine::rng::Rng::new(11);
    for _ in 0..2000 {
        let row = game_row(&app, id);
        let state = game_state(&app, id);
        let seat = Humanity::to_act(&state)[0];
        let legal = Humanity::legal_actions(&state, seat);
        let action = &legal[rng.below(legal.len() as u64) as usize];
        let (next, _) = Humanity::apply(&state, seat, action).expect("legal");
        let body = json!({"version": row.version, "action": action});
        let url = format!("/api/games/{id}/actions");
        if Humanity::outcome(&next).is_none() {
            let (s, b) = api(&app, "POST", &url, Some(&tokens[seat]), Some(body));
            assert_eq!(s, 200, "{b}");
            continue;
        }
        let answers = at_once(RACERS, |_| {
            api(&app, "POST", &url, Some(&tokens[seat]), Some(body.clone()))
        });
        let applied = answers
            .iter()
            .filter(|(s, b)| *s == 200 && b["already_applied"] == false)
            .count();
        let repeats = answers
            .iter()
            .filter(|(s, b)| *s == 200 && b["already_applied"] == true)
            .count();
        assert_eq!((applied, repeats), (1, RACERS - 1), "{answers:?}");
        let over = game_row(&app, id);
        assert_eq!(over.status, turnpost::db::models::games::FINISHED);
        assert_eq!(over.version, row.version + 1);
        // Another move on the old version is refused: the game is over.
        if let Some(other) = legal.iter().find(|a| *a != action) {
            let (s, b) = api(
                &app,
                "POST",
                &url,
                Some(&tokens[seat]),
                Some(json!({"version": row.version, "action": other})),
            );
            assert_eq!(s, 409, "{b}");
        }
        return;
    }
    panic!("the game did not end within 2000 moves");
}
