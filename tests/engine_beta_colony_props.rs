//! Property tests of the Beta Colony engine: random playouts at 2, 3 and 4 players keep every
//! invariant after every submission, never panic and always end; refused submissions change
//! nothing; replays are byte-identical; random JSON as a submission or a state never panics.
//!
//! `PROPTEST_CASES` multiplies the work (the default keeps the file to a few seconds).

use proptest::prelude::*;
use turnpost::engine::beta_colony::legal::{default_action, legal_actions, random_action};
use turnpost::engine::beta_colony::playout::{chooser, random_game, start};
use turnpost::engine::beta_colony::rules::apply_in_place;
use turnpost::engine::beta_colony::state::State;
use turnpost::engine::beta_colony::{invariants, Action, BetaColony};
use turnpost::engine::registry::Extras;
use turnpost::engine::{Game, Log, Seat, Viewer};

/// Cases per property: `PROPTEST_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A state after `steps` random submissions of game `seed`, with the submissions played.
fn midgame(players: usize, seed: u64, steps: usize) -> (State, Vec<(Seat, Action)>) {
    let mut s = start(players, seed).unwrap();
    let mut rng = chooser(seed);
    let mut played = Vec::new();
    let mut log = Log::silent();
    while played.len() < steps && !s.is_over() {
        let seat = s.current().unwrap();
        let a = random_action(&s, seat, &mut rng).unwrap();
        apply_in_place(&mut s, seat, &a, &mut log).unwrap();
        played.push((seat, a));
    }
    (s, played)
}

#[test]
fn random_games_at_every_player_count_keep_every_invariant() {
    let games = cases(12) as u64;
    let mut total = 0;
    for players in 2..=4 {
        for seed in 0..games {
            let (s, n) = random_game(players, seed * 7 + players as u64, true)
                .unwrap_or_else(|f| panic!("{f}"));
            assert!(s.is_over());
            assert_eq!(BetaColony::outcome(&s).unwrap().len(), players);
            total += n;
        }
    }
    assert!(total > 1_000, "only {total} submissions were played");
}

#[test]
fn default_actions_finish_a_game() {
    for players in 2..=4 {
        let mut s = start(players, 99).unwrap();
        let mut guard = 0;
        while !s.is_over() {
            let seat = s.current().unwrap();
            let a = default_action(&s, seat).expect("a default");
            s = BetaColony::apply(&s, seat, &a)
                .expect("the default is legal")
                .0;
            invariants::check(&s).unwrap();
            guard += 1;
            assert!(guard < 500);
        }
    }
}

#[test]
fn every_listed_legal_action_applies() {
    for seed in 0..4u64 {
        for steps in [0, 3, 9, 20, 45, 70] {
            let (s, _) = midgame(3, seed, steps);
            let Some(seat) = s.current() else { continue };
            let legal = legal_actions(&s, seat);
            assert!(!legal.is_empty(), "no legal action at step {steps}");
            for a in legal.iter().take(60) {
                BetaColony::apply(&s, seat, a)
                    .unwrap_or_else(|e| panic!("{a:?} listed but refused: {e}"));
            }
        }
    }
}

#[test]
fn the_same_seed_and_submissions_replay_byte_identically() {
    let (s, played) = midgame(4, 5, 80);
    let mut again = BetaColony::new_game(&turnpost::engine::Setup {
        players: 4,
        seed: 5,
        options: serde_json::json!({}),
    })
    .unwrap();
    for (seat, a) in &played {
        let json = serde_json::to_string(a).unwrap();
        let a: Action = serde_json::from_str(&json).unwrap();
        again = BetaColony::apply(&again, *seat, &a).unwrap().0;
    }
    assert_eq!(
        serde_json::to_string(&s).unwrap(),
        serde_json::to_string(&again).unwrap()
    );
}

#[test]
fn views_hide_the_talon_and_the_stack() {
    let (s, _) = midgame(3, 11, 30);
    for viewer in [Viewer::Seat(0), Viewer::Spectator] {
        let v = serde_json::to_value(BetaColony::view(&s, viewer)).unwrap();
        assert!(v.get("talon").is_none() && v.get("building_stack").is_none());
        assert!(v.get("rng").is_none());
        let text = v.to_string();
        assert!(!text.contains("\"seed\""));
        assert_eq!(v["talon_size"].as_u64().unwrap() as usize, s.talon.len());
    }
    let v = serde_json::to_value(BetaColony::view(&s, Viewer::Omniscient)).unwrap();
    assert_eq!(v["talon"].as_array().unwrap().len(), s.talon.len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(24)))]

    /// A refused submission leaves the state as it was.
    #[test]
    fn refused_submissions_change_nothing(seed in 0u64..500, steps in 0usize..90, pick in 0usize..1000, seat in 0usize..4) {
        let (s, _) = midgame(3, seed, steps);
        // Mutations of a legal action: wrong seat, a different die, a broken field.
        let Some(current) = s.current() else { return Ok(()) };
        let legal = legal_actions(&s, current);
        prop_assume!(!legal.is_empty());
        let a = legal[pick % legal.len()].clone();
        let mut json = serde_json::to_value(&a).unwrap();
        if let Some(obj) = json.as_object_mut() {
            if obj.contains_key("space") { obj.insert("space".into(), serde_json::json!(pick % 60)); }
            if let Some(at) = obj.get_mut("at").and_then(|v| v.as_object_mut()) {
                if at.contains_key("space") { at.insert("space".into(), serde_json::json!(pick % 60)); }
                if at.contains_key("take") { at.insert("take".into(), serde_json::json!(["water"])); }
            }
        }
        let seat = seat % 3;
        if let Ok(b) = serde_json::from_value::<Action>(json) {
            let before = s.clone();
            let mut t = s.clone();
            if apply_in_place(&mut t, seat, &b, &mut Log::silent()).is_err() {
                prop_assert_eq!(&t, &before);
            } else {
                invariants::check(&t).unwrap();
            }
            prop_assert!(BetaColony::apply(&s, seat, &b).is_ok() == (seat == current && BetaColony::apply(&s, current, &b).is_ok()));
        }
    }

    /// Arbitrary JSON as a submission or a state never panics.
    #[test]
    fn random_json_never_panics(text in "\\PC{0,200}", seed in 0u64..50) {
        let (s, _) = midgame(2, seed, 10);
        if let Ok(a) = serde_json::from_str::<Action>(&text) {
            let _ = BetaColony::apply(&s, 0, &a);
            let _ = BetaColony::apply(&s, 1, &a);
        }
        if let Ok(st) = serde_json::from_str::<State>(&text) {
            let _ = BetaColony::check_invariants(&st);
        }
    }

    /// Structured random actions (well-formed JSON of every kind) never panic.
    #[test]
    fn structured_random_actions_never_panic(seed in 0u64..200, steps in 0usize..90, die in 0usize..4, die2 in 0usize..4, fuel in -3i32..4, space in 0u8..60, pod in 1u8..42, kind in 0usize..7) {
        let (s, _) = midgame(4, seed, steps);
        let dice = ["black", "blue", "red", "green"];
        let json = match kind {
            0 => serde_json::json!({"kind":"dock","dice":[dice[die], dice[die2]]}),
            1 => serde_json::json!({"kind":"move_activate","move":{"die":dice[die],"fuel":fuel},"activate":{"die":dice[die2]},"at":{"pod":format!("P{pod:02}"),"space":space,"take_pay":"artifact","build_pay":"water"}}),
            2 => serde_json::json!({"kind":"move_activate","move":{"die":dice[die]},"activate":{"die":dice[die2],"fuel":fuel},"at":{"option":"achievement","achievement":"ST1","pay":["artifact","artifact","artifact"],"space":space,"space_pay":"steel"}}),
            3 => serde_json::json!({"kind":"free_pod","pod":format!("P{pod:02}"),"space":space}),
            4 => serde_json::json!({"kind":"free_achievement","achievement":"BD1","space":space,"choices":[{"crew_on":space}]}),
            5 => serde_json::json!({"kind":"cycle_influence","colony":"cuzco","choices":[{"material":"food"}]}),
            _ => serde_json::json!({"kind":"move_activate","move":{"die":dice[die],"ccw":true},"activate":{"die":dice[die2]},"at":{"take":["steel","food"]}}),
        };
        let a: Action = serde_json::from_value(json).unwrap();
        for seat in 0..4 {
            if let Ok((next, _)) = BetaColony::apply(&s, seat, &a) {
                invariants::check(&next).unwrap();
            }
        }
    }
}

/// The playouts reach the rare parts of the rules: free builds, full tracks, achievements,
/// an empty talon and every cycle card.
#[test]
fn playouts_reach_the_rare_rules() {
    use turnpost::engine::beta_colony::state::Step;
    let mut free_builds = 0;
    let mut achievements = 0;
    let mut full_tracks = 0;
    let mut empty_talon = 0;
    let mut cards = std::collections::HashSet::new();
    for players in 2..=4 {
        for seed in 0..10u64 {
            let mut s = start(players, seed).unwrap();
            cards.extend(s.cycles);
            let mut rng = chooser(seed);
            while !s.is_over() {
                let seat = s.current().unwrap();
                if matches!(s.step, Step::FreeBuild { .. }) {
                    free_builds += 1;
                }
                let a = random_action(&s, seat, &mut rng).unwrap();
                apply_in_place(&mut s, seat, &a, &mut Log::silent()).unwrap();
            }
            achievements += s
                .players
                .iter()
                .map(|p| p.achievements.len())
                .sum::<usize>();
            full_tracks += s
                .players
                .iter()
                .flat_map(|p| p.influence)
                .filter(|&i| i == 15)
                .count();
            empty_talon += usize::from(s.talon.is_empty());
        }
    }
    assert!(free_builds >= 10, "{free_builds} free builds");
    assert!(achievements >= 10, "{achievements} achievements");
    assert!(full_tracks >= 3, "{full_tracks} full tracks");
    assert!(empty_talon >= 1, "{empty_talon} games emptied the talon");
    assert_eq!(cards.len(), 9);
}
