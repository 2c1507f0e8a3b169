//! The writer lane under the turn path: turns submitted at once on several games are all
//! applied, each once and in order, sharing commits (fewer `COMMIT`s than turns), and every
//! game still replays from its events.

use crate::games::{another_game, game_row, game_state, two_player_game};
use turnpost::db::models::{game_events, users};
use turnpost::engine::humanity::Humanity;
use turnpost::engine::Game;
use turnpost::services::games::{self, Actor, Submitted};

/// Three: the invitations to one address are limited to three a day.
const GAMES: usize = 3;
const TURNS: usize = 12;

#[test]
fn turns_on_several_games_at_once_are_all_applied_and_share_commits() {
    let app = crate::helpers::TestApp::spawn();
    let (ada, bea, first) = two_player_game(&app);
    let mut ids = vec![first];
    while ids.len() < GAMES {
        ids.push(another_game(&app, &ada, &bea));
    }
    let people: Vec<users::User> = ["ada@example.com", "bea@example.com"]
        .iter()
        .map(|email| {
            users::find_by_email(&mut app.state.pool.get().expect("conn"), email)
                .expect("query")
                .expect("user")
        })
        .collect();
    let seated = |id: i32, seat: usize| {
        let mut conn = app.state.pool.get().expect("conn");
        let players = turnpost::db::models::game_players::of_game(&mut conn, id).expect("seats");
        let user_id = players
            .iter()
            .find(|p| p.player.seat == Some(seat as i32))
            .expect("seat")
            .player
            .user_id;
        people.iter().find(|u| u.id == user_id).expect("player")
    };
    let commits_before = app.state.writer.commits();
    let (app, seated) = (&app, &seated);
    std::thread::scope(|s| {
        for &id in &ids {
            s.spawn(move || {
                for _ in 0..TURNS {
                    let row = game_row(app, id);
                    let state = game_state(app, id);
                    let seat = Humanity::to_act(&state)[0];
                    let legal = Humanity::legal_actions(&state, seat);
                    let action = serde_json::to_string(&legal[0]).expect("json");
                    let user = seated(id, seat);
                    let done =
                        games::submit(&app.state, Actor::Player(user), id, row.version, &action);
                    assert_eq!(
                        done.expect("applied"),
                        Submitted::Applied {
                            version: row.version + 1
                        }
                    );
                    // The same form again is a repeat, answered without a second write.
                    let again =
                        games::submit(&app.state, Actor::Player(user), id, row.version, &action);
                    assert!(
                        matches!(again, Ok(Submitted::AlreadyApplied { .. })),
                        "{again:?}"
                    );
                }
            });
        }
    });
    let commits = app.state.writer.commits() - commits_before;
    let turns = (GAMES * TURNS) as u64;
    assert!(commits <= turns, "{commits} commits for {turns} turns");
    assert!(
        commits < turns,
        "turns submitted at once share commits: {commits} commits for {turns} turns"
    );
    let mut conn = app.state.pool.get().expect("conn");
    for &id in &ids {
        let events = game_events::since(&mut conn, id, 0).expect("events");
        let versions: Vec<i32> = events.iter().map(|e| e.version).collect();
        assert_eq!(versions, (1..=TURNS as i32).collect::<Vec<_>>());
        assert_eq!(game_row(app, id).version, TURNS as i32);
        turnpost::services::history::check_replay(&mut conn, id).expect("replays");
    }
}
