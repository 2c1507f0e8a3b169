//! Property tests of the Origins engine: random legal playouts at 2 to 5 players keep every
//! invariant, never panic and always end; refused submissions change nothing; replays are
//! byte-identical; random JSON as a submission or a state never panics; a state read from
//! outside passes the full check or is refused.
//!
//! The default run plays one whole game per player count and otherwise short games (a small
//! turn cap), so that it stays within seconds in debug. `ORIGINS_LONG=1` plays more whole games
//! (`PROPTEST_CASES` of them, 8 by default), and `PROPTEST_CASES` multiplies the property cases.

use proptest::prelude::*;
use turnpost::engine::origins::action::Action;
use turnpost::engine::origins::playout::{chooser, random_action, random_game, random_game_with};
use turnpost::engine::origins::rules::apply_in_place;
use turnpost::engine::origins::state::{new_state, Phase, State};
use turnpost::engine::origins::{invariants, Origins};
use turnpost::engine::registry::Extras;
use turnpost::engine::{Game, Seat, Viewer};

/// Cases per property: `PROPTEST_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn long() -> bool {
    std::env::var("ORIGINS_LONG").is_ok_and(|v| v != "0")
}

/// A state after `steps` random submissions of game `seed` (turn cap 3), with the submissions.
fn midgame(players: usize, seed: u64, steps: usize) -> (State, Vec<(Seat, Action)>) {
    let mut s = new_state(players, seed, &serde_json::json!({"turn_cap": 3})).unwrap();
    let mut rng = chooser(seed);
    let mut played = Vec::new();
    while played.len() < steps && s.phase != Phase::GameOver {
        let (seat, _) = s.decision().unwrap();
        let a = random_action(&s, seat, &mut rng).unwrap();
        apply_in_place(&mut s, seat, &a).unwrap();
        played.push((seat, a));
    }
    (s, played)
}

/// The JSON-level calls the registry's erased wrapper makes, typed here (no JSON round trip):
/// parse, `check_state`, then the typed call.
struct Json;

impl Json {
    fn state(text: &str) -> Result<State, String> {
        let s: State = serde_json::from_str(text).map_err(|e| e.to_string())?;
        Origins::check_state(&s)?;
        Ok(s)
    }
    fn action(text: &str) -> Result<Action, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
    fn apply(&self, state: &str, seat: Seat, action: &str) -> Result<String, String> {
        let (s, a) = (Self::state(state)?, Self::action(action)?);
        let (next, _) = Origins::apply(&s, seat, &a).map_err(|e| e.to_string())?;
        serde_json::to_string(&next).map_err(|e| e.to_string())
    }
    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<serde_json::Value, String> {
        let (s, a) = (Self::state(state)?, Self::action(action)?);
        <Origins as Extras>::preview(&s, seat, &a).map_err(|e| e.to_string())
    }
    fn touch_all(&self, text: &str, players: usize) {
        for seat in 0..players {
            if let Ok(s) = Self::state(text) {
                let _ = Origins::legal_actions(&s, seat);
                let _ = Origins::default_action(&s, seat);
                let _ = Origins::view(&s, Viewer::Seat(seat));
                let _ = Origins::prompt(&s, seat);
            }
            let _ = self.apply(text, seat, r#"{"type":"end_innovation"}"#);
            let _ = self.preview(text, seat, r#"{"type":"pass"}"#);
        }
        if let Ok(s) = Self::state(text) {
            let _ = Origins::to_act(&s);
            let _ = Origins::outcome(&s);
            let _ = Origins::standings(&s);
        }
    }
}

#[test]
fn thousands_of_random_actions_at_every_player_count() {
    let games = cases(3);
    let mut total = 0;
    for players in 2..=5 {
        for g in 0..games {
            let seed = (players as u64) << 32 | u64::from(g);
            let (state, n) =
                random_game_with(players, seed, &serde_json::json!({"turn_cap": 20}), true)
                    .unwrap_or_else(|f| panic!("{f}"));
            assert_eq!(state.phase, Phase::GameOver);
            let ranking = Origins::outcome(&state).unwrap();
            assert_eq!(ranking.len(), players);
            assert_eq!(ranking[0].rank, 1);
            total += n;
        }
    }
    assert!(total >= 2_000, "only {total} actions were played");
}

#[test]
fn whole_games_end_at_every_player_count() {
    let seeds = if long() { u64::from(cases(8)) } else { 1 };
    for players in 2..=5 {
        for seed in 0..seeds {
            let (state, n) = random_game(players, seed, true).unwrap_or_else(|f| panic!("{f}"));
            assert_eq!(state.phase, Phase::GameOver);
            println!(
                "{players} players, seed {seed}: {n} decisions, {} game turns",
                state.game_turn
            );
        }
    }
}

/// Issue 14: a bot choosing uniformly among the legal decisions (what `/legal` lists) finishes a
/// 2-player and a 5-player game within 20,000 decisions.
#[test]
fn a_uniform_bot_on_the_legal_list_finishes_at_two_and_five_players() {
    for players in [2, 5] {
        let mut s = Origins::new_game(&turnpost::engine::Setup {
            players,
            seed: 77,
            options: serde_json::json!({}),
        })
        .unwrap();
        let mut rng = turnpost::engine::rng::Rng::new(78);
        let mut n = 0;
        while Origins::outcome(&s).is_none() {
            assert!(n < 20_000, "{players} players: no end after {n} decisions");
            let seat = Origins::to_act(&s)[0];
            let legal = Origins::legal_actions(&s, seat);
            assert!(!legal.is_empty());
            let a = &legal[rng.below(legal.len() as u64) as usize];
            s = Origins::apply(&s, seat, a).unwrap().0;
            n += 1;
        }
    }
}

#[test]
fn the_log_names_players_by_token_and_ends_with_the_final_scores() {
    let mut s = Origins::new_game(&turnpost::engine::Setup {
        players: 3,
        seed: 21,
        options: serde_json::json!({"turn_cap": 2}),
    })
    .unwrap();
    let mut rng = chooser(21);
    let mut lines = Vec::new();
    while Origins::outcome(&s).is_none() {
        let seat = Origins::to_act(&s)[0];
        let a = <Origins as Extras>::random_action(&s, seat, &mut rng).unwrap();
        let (next, events) = Origins::apply(&s, seat, &a).unwrap();
        assert!(!events.is_empty(), "{a:?} wrote no line");
        assert_eq!(events[0].seat, seat);
        let en = |t: &str| turnpost::i18n::words(turnpost::i18n::Lang::En, t);
        assert!(
            en(&events[0].text).starts_with(&format!("{{p{}}}", seat + 1)),
            "{}",
            events[0].text
        );
        lines.extend(events.into_iter().map(|e| en(&e.text)));
        s = next;
    }
    let text = lines.join("\n");
    assert!(text.contains("Automatic: the turn of {p"), "{text}");
    assert!(text.contains("Automatic: the game is over."), "{text}");
    assert_eq!(text.matches("Final score: ").count(), 3, "{text}");
    for colour in ["black", "red", "white", "green", "yellow"] {
        assert!(!text.contains(colour), "a player named by colour: {text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(12), ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_invariants(players in 2usize..=5, seed in any::<u64>()) {
        let (state, n) = random_game_with(players, seed, &serde_json::json!({"turn_cap": 2}), true)
            .map_err(|f| TestCaseError::fail(f.to_string()))?;
        prop_assert_eq!(state.phase, Phase::GameOver);
        prop_assert!(n > 0);
    }

    #[test]
    fn illegal_submissions_change_nothing(players in 2usize..=5, seed in 0u64..1000, steps in 0usize..120,
                                          seat in 0usize..6, pick in 0usize..1000) {
        let (state, _) = midgame(players, seed, steps);
        // A decision legal elsewhere in this game, sent now by any seat.
        let (other, _) = midgame(players, seed + 1, pick % 120);
        let mut tries: Vec<Action> = Origins::to_act(&other)
            .into_iter()
            .flat_map(|s| Origins::legal_actions(&other, s))
            .collect();
        tries.push(Action::Pass);
        tries.push(Action::EndSieges);
        for action in tries {
            let before = serde_json::to_string(&state).unwrap();
            match Origins::apply(&state, seat, &action) {
                Ok((next, _)) => prop_assert!(invariants::check(&next).is_ok()),
                Err(_) => {
                    let mut copy = state.clone();
                    prop_assert!(apply_in_place(&mut copy, seat, &action).is_err());
                }
            }
            prop_assert_eq!(serde_json::to_string(&state).unwrap(), before);
        }
    }

    #[test]
    fn replays_are_deterministic(players in 2usize..=5, seed in any::<u64>()) {
        let (a, played) = midgame(players, seed, 150);
        let (b, _) = midgame(players, seed, 150);
        prop_assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
        let mut s = new_state(players, seed, &serde_json::json!({"turn_cap": 3})).unwrap();
        for (seat, action) in &played {
            let json = serde_json::to_string(action).unwrap();
            let back: Action = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&back, action);
            s = Origins::apply(&s, *seat, &back).unwrap().0;
        }
        prop_assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&a).unwrap());
    }

    #[test]
    fn default_and_previews_are_accepted(players in 2usize..=5, seed in 0u64..500, steps in 0usize..150) {
        let (state, _) = midgame(players, seed, steps);
        for seat in Origins::to_act(&state) {
            let d = Origins::default_action(&state, seat);
            prop_assert!(d.is_some());
            let d = d.unwrap();
            prop_assert!(Origins::apply(&state, seat, &d).is_ok());
            let p = <Origins as Extras>::preview(&state, seat, &d);
            prop_assert!(p.is_ok());
            prop_assert!(p.unwrap()["before"]["score"].is_u64());
        }
        for seat in 0..players {
            if !Origins::to_act(&state).contains(&seat) {
                prop_assert!(Origins::legal_actions(&state, seat).is_empty());
                prop_assert!(Origins::default_action(&state, seat).is_none());
                prop_assert!(<Origins as Extras>::preview(&state, seat, &Action::EndInnovation).is_err());
            }
        }
    }

    #[test]
    fn hostile_json_never_panics(text in ".{0,200}", seat in 0usize..6) {
        let (state, _) = midgame(3, 5, 40);
        let json = serde_json::to_string(&state).unwrap();
        let refused = Json.apply(&json, seat, &text).is_err();
        prop_assert!(refused || serde_json::from_str::<Action>(&text).is_ok());
        let end = r#"{"type":"end_innovation"}"#;
        prop_assert!(Json.apply(&text, seat, end).is_err());
        let _ = Json.preview(&json, seat, &text);
    }

    #[test]
    fn random_json_values_as_actions_never_panic(
        kind in prop::sample::select(vec!["bid", "pass", "migrate", "grow", "play_card", "starve", "siege", "espionage", "x"]),
        id in ".{0,6}", n in any::<i64>(), b in any::<bool>(), seat in 0usize..6, steps in 0usize..100)
    {
        let (state, _) = midgame(4, 9, steps);
        let json = serde_json::to_string(&state).unwrap();
        let candidates = [
            serde_json::json!({"type": kind, "amount": n, "from": n}),
            serde_json::json!({"type": kind, "unit": id, "path": [id, "X001"], "fund": n}),
            serde_json::json!({"type": kind, "card": id, "side": "left", "skip_fd": n}),
            serde_json::json!({"type": kind, "remove": [id, "M:GER"], "grant": b}),
            serde_json::json!({"type": kind, "hex": id, "pay": ["aid:9", "A"]}),
        ];
        for c in candidates {
            let text = c.to_string();
            let _ = Json.apply(&json, seat, &text);
            let _ = Json.preview(&json, seat, &text);
        }
    }

    #[test]
    fn states_from_outside_pass_the_full_check_or_are_refused(
        seed in 0u64..200, steps in 0usize..120, path in 0usize..600, value in -300i64..300)
    {
        let (state, _) = midgame(5, seed, steps);
        let mut v = serde_json::to_value(&state).unwrap();
        mutate_number(&mut v, &mut (path as i64), value);
        let text = v.to_string();
        Json.touch_all(&text, 5);
        // Whatever reads back and passes the full check plays on safely.
        if let Ok(parsed) = Json::state(&text) {
            prop_assert!(Origins::check_invariants(&parsed).is_ok());
            for seat in Origins::to_act(&parsed) {
                for a in Origins::legal_actions(&parsed, seat).into_iter().take(20) {
                    let next = Origins::apply(&parsed, seat, &a);
                    prop_assert!(next.is_ok(), "a listed decision was refused: {:?}", a);
                    let (next, _) = next.unwrap();
                    prop_assert!(invariants::check(&next).is_ok(), "{:?} broke an invariant", a);
                }
            }
        }
    }
}

/// Sets the `path`-th number of `v` (depth first) to `value`; false when there are fewer.
fn mutate_number(v: &mut serde_json::Value, path: &mut i64, value: i64) -> bool {
    match v {
        serde_json::Value::Number(n) => {
            if *path == 0 {
                *n = value.into();
                return true;
            }
            *path -= 1;
            false
        }
        serde_json::Value::Array(items) => items.iter_mut().any(|i| mutate_number(i, path, value)),
        serde_json::Value::Object(map) => map.values_mut().any(|i| mutate_number(i, path, value)),
        _ => false,
    }
}

/// Random games per second and decisions per whole game at 2 and 5 players, in release mode:
/// `cargo test --release --test engine_origins_props -- --ignored --nocapture speed`.
#[test]
#[ignore]
fn speed() {
    use std::time::Instant;
    for players in [2, 5] {
        let t = Instant::now();
        let (s, n) = random_game(players, 1, false).unwrap();
        println!(
            "{players} players: {n} decisions, {} game turns, {:.1} s",
            s.game_turn,
            t.elapsed().as_secs_f64()
        );
    }
}
