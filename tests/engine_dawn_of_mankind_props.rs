//! Property tests of the Dawn of Mankind engine: random legal playouts at 2 to 5 players keep
//! every invariant, never panic and always end; refused submissions change nothing; replays are
//! byte-identical; random JSON as a submission or a state never panics.
//!
//! `PROPTEST_CASES` multiplies the work (the default keeps the file to a few seconds).

use proptest::prelude::*;
use turnpost::engine::dawn_of_mankind::action::{
    Action, ArtChoice, Barter, Food, Move, ProgressChoice, Rest, RestChoice,
};
use turnpost::engine::dawn_of_mankind::data::Res;
use turnpost::engine::dawn_of_mankind::describe::Log;
use turnpost::engine::dawn_of_mankind::legal::random_action;
use turnpost::engine::dawn_of_mankind::playout::{chooser, random_game, start};
use turnpost::engine::dawn_of_mankind::rules::apply_in_place;
use turnpost::engine::dawn_of_mankind::state::State;
use turnpost::engine::dawn_of_mankind::{self as dm, invariants, DawnOfMankind};
use turnpost::engine::registry::Extras;
use turnpost::engine::{Game, Seat, Viewer};

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

const ROUTES: [&str; 27] = [
    "RC-C1", "RC-C2", "RC-C3", "RY1-Y1", "RY1-Y2", "RY2-Y2", "RY2-Y3", "RY2-Y4", "RY3-Y4",
    "RY3-Y5", "RA1-A1", "RA1-A2", "RA1-A3", "RA2-A3", "RA2-A4", "RA3-A4", "RA3-A5", "RA3-A6",
    "RE1-E1", "RE1-E2", "RE2-E1", "RE2-E3", "RE2-E4", "RE3-E4", "RE3-E5", "RC-E5", "",
];
const PILES: [&str; 12] = [
    "cooking",
    "religion",
    "storytelling",
    "hunting",
    "gathering",
    "knapping",
    "tanning",
    "preserving",
    "cave_painting",
    "midwifery",
    "shelter",
    "fire",
];

fn arb_res() -> impl Strategy<Value = Res> {
    (0usize..4).prop_map(|i| Res::ALL[i])
}

fn arb_food() -> impl Strategy<Value = Option<Food>> {
    prop::option::of((0u8..6, 0u8..6).prop_map(|(fruit, meat)| Food { fruit, meat }))
}

fn arb_art() -> impl Strategy<Value = Option<ArtChoice>> {
    prop::option::of((0u8..6).prop_map(|art_slot| ArtChoice { art_slot }))
}

fn arb_action() -> impl Strategy<Value = Action> {
    let mv = (
        0usize..ROUTES.len(),
        arb_art(),
        arb_food(),
        prop::option::of((arb_res(), arb_res()).prop_map(|(give, take)| Barter { give, take })),
        prop::option::of(
            (0usize..PILES.len(), prop::option::of(0u8..5)).prop_map(|(p, slot)| ProgressChoice {
                pile: PILES[p].into(),
                slot,
            }),
        ),
        arb_art(),
        any::<bool>(),
    )
        .prop_map(
            |(r, route_art, food, barter, progress, tile_art, newborn)| {
                Action::Move(Move {
                    route: ROUTES[r].into(),
                    route_art,
                    food,
                    barter,
                    progress,
                    tile_art,
                    newborn,
                })
            },
        );
    prop_oneof![
        4 => mv,
        2 => (0usize..3, arb_food()).prop_map(|(c, cook_food)| Action::Rest(Rest {
            choice: [RestChoice::None, RestChoice::Cook, RestChoice::Expand][c],
            cook_food
        })),
        1 => (0u8..7).prop_map(|k| Action::SetupCard { card: format!("SET{k}") }),
        1 => (0usize..11).prop_map(|k| Action::SetupPlace { ready_area:
            ["RC", "RY1", "RY2", "RY3", "RA1", "RA2", "RA3", "RE1", "RE2", "RE3", "X"][k].into() }),
    ]
}

/// Replace the `path`-th number met in a depth-first walk by `value`.
fn mutate_number(v: &mut serde_json::Value, path: &mut i64, value: i64) -> bool {
    match v {
        serde_json::Value::Number(_) => {
            if *path == 0 {
                *v = serde_json::json!(value);
                return true;
            }
            *path -= 1;
            false
        }
        serde_json::Value::Array(a) => a.iter_mut().any(|x| mutate_number(x, path, value)),
        serde_json::Value::Object(o) => o.values_mut().any(|x| mutate_number(x, path, value)),
        _ => false,
    }
}

/// The JSON-level calls the registry's erased wrapper makes (this game is not in the
/// registry's list yet): parse, `check_state`, then the typed call.
struct Json;

impl Json {
    fn state(text: &str) -> Result<State, String> {
        let s: State = serde_json::from_str(text).map_err(|e| e.to_string())?;
        DawnOfMankind::check_state(&s)?;
        Ok(s)
    }
    fn action(text: &str) -> Result<Action, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
    fn apply(&self, state: &str, seat: Seat, action: &str) -> Result<String, String> {
        let (s, a) = (Self::state(state)?, Self::action(action)?);
        let (next, _) = DawnOfMankind::apply(&s, seat, &a).map_err(|e| e.to_string())?;
        serde_json::to_string(&next).map_err(|e| e.to_string())
    }
    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<serde_json::Value, String> {
        let (s, a) = (Self::state(state)?, Self::action(action)?);
        <DawnOfMankind as Extras>::preview(&s, seat, &a).map_err(|e| e.to_string())
    }
    fn legal(&self, state: &str, seat: Seat) -> Result<Vec<Action>, String> {
        Ok(DawnOfMankind::legal_actions(&Self::state(state)?, seat))
    }
    fn default_action(&self, state: &str, seat: Seat) -> Result<Option<Action>, String> {
        Ok(DawnOfMankind::default_action(&Self::state(state)?, seat))
    }
    fn view(&self, state: &str, viewer: Viewer) -> Result<serde_json::Value, String> {
        serde_json::to_value(DawnOfMankind::view(&Self::state(state)?, viewer))
            .map_err(|e| e.to_string())
    }
    fn to_act(&self, state: &str) -> Result<Vec<Seat>, String> {
        Ok(DawnOfMankind::to_act(&Self::state(state)?))
    }
    fn outcome(&self, state: &str) -> Result<Option<Vec<turnpost::engine::Placing>>, String> {
        Ok(DawnOfMankind::outcome(&Self::state(state)?))
    }
    fn standings(&self, state: &str) -> Result<Vec<turnpost::engine::Placing>, String> {
        Ok(DawnOfMankind::standings(&Self::state(state)?))
    }
}

fn erased() -> Json {
    Json
}

#[test]
fn thousands_of_random_actions_at_every_player_count() {
    let games = cases(6);
    let mut total = 0;
    for players in 2..=5 {
        for g in 0..games {
            let seed = (players as u64) << 32 | u64::from(g);
            let (state, n) = random_game(players, seed, true).unwrap_or_else(|f| panic!("{f}"));
            assert!(state.is_over());
            let ranking = DawnOfMankind::outcome(&state).unwrap();
            assert_eq!(ranking.len(), players);
            assert_eq!(ranking[0].rank, 1);
            total += n;
        }
    }
    assert!(total >= 2_000, "only {total} actions were played");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(24), ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_invariants(players in 2usize..=5, seed in any::<u64>()) {
        let (state, n) = random_game(players, seed, true).map_err(|f| TestCaseError::fail(f.to_string()))?;
        prop_assert!(state.is_over());
        prop_assert!(n > 0);
    }

    #[test]
    fn refused_actions_change_nothing(players in 2usize..=5, seed in 0u64..1000, steps in 0usize..150,
                                      seat in 0usize..6, action in arb_action()) {
        let (state, _) = midgame(players, seed, steps);
        let mut copy = state.clone();
        let r = apply_in_place(&mut copy, seat, &action, &mut Log::silent());
        if r.is_err() {
            prop_assert_eq!(&copy, &state);
        } else {
            prop_assert!(invariants::check(&copy).is_ok());
        }
        match DawnOfMankind::apply(&state, seat, &action) {
            Ok((next, _)) => { prop_assert!(r.is_ok()); prop_assert_eq!(next, copy); }
            Err(e) => prop_assert_eq!(Err(e), r),
        }
    }

    #[test]
    fn replays_are_deterministic(players in 2usize..=5, seed in any::<u64>()) {
        let (a, played) = midgame(players, seed, 300);
        let (b, _) = midgame(players, seed, 300);
        prop_assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
        let mut s = start(players, seed).unwrap();
        for (seat, action) in &played {
            // Through JSON, as the platform stores them.
            let json = serde_json::to_string(action).unwrap();
            let back: Action = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&back, action);
            s = DawnOfMankind::apply(&s, *seat, &back).unwrap().0;
        }
        prop_assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&a).unwrap());
    }

    #[test]
    fn legal_and_default_actions_are_accepted(players in 2usize..=5, seed in 0u64..500, steps in 0usize..200) {
        let (state, _) = midgame(players, seed, steps);
        for seat in DawnOfMankind::to_act(&state) {
            let d = DawnOfMankind::default_action(&state, seat);
            prop_assert!(d.is_some());
            prop_assert!(DawnOfMankind::apply(&state, seat, &d.unwrap()).is_ok());
            let legal = DawnOfMankind::legal_actions(&state, seat);
            prop_assert!(!legal.is_empty());
            for a in legal {
                prop_assert!(DawnOfMankind::apply(&state, seat, &a).is_ok(), "{:?}", a);
                prop_assert!(dm::preview(&state, seat, &a).is_ok());
            }
        }
        for seat in 0..players {
            if !DawnOfMankind::to_act(&state).contains(&seat) {
                prop_assert!(DawnOfMankind::legal_actions(&state, seat).is_empty());
                prop_assert!(DawnOfMankind::default_action(&state, seat).is_none());
            }
        }
    }

    #[test]
    fn hostile_json_never_panics(text in ".{0,200}", seat in 0usize..6) {
        let g = erased();
        let (state, _) = midgame(3, 5, 40);
        let json = serde_json::to_string(&state).unwrap();
        let refused = g.apply(&json, seat, &text).is_err();
        prop_assert!(refused || serde_json::from_str::<Action>(&text).is_ok());
        let rest = r#"{"kind":"rest","choice":"none"}"#;
        let refused = g.apply(&text, seat, rest).is_err();
        prop_assert!(refused);
        let _ = g.preview(&json, seat, &text);
    }

    #[test]
    fn random_json_values_as_actions_never_panic(
        kind in prop::sample::select(vec!["action", "rest", "setup_card", "setup_place", "type", "x"]),
        route in ".{0,8}", n in any::<i64>(), b in any::<bool>(), seat in 0usize..6, steps in 0usize..120)
    {
        let g = erased();
        let (state, _) = midgame(4, 9, steps);
        let json = serde_json::to_string(&state).unwrap();
        let candidates = [
            serde_json::json!({"kind": kind, "route": route, "food": {"fruit": n, "meat": n}}),
            serde_json::json!({"type": kind, "route": "RA1-A3", "newborn": b, "progress": {"pile": route, "slot": n}}),
            serde_json::json!({"kind": kind, "choice": route, "cook_food": {"fruit": n, "meat": 0}}),
            serde_json::json!({"kind": kind, "card": n, "ready_area": route}),
            serde_json::json!({"kind": "action", "route": "RE2-E3", "route_art": {"art_slot": n}}),
        ];
        for c in candidates {
            let text = c.to_string();
            let _ = g.apply(&json, seat, &text);
            let _ = g.preview(&json, seat, &text);
        }
    }

    #[test]
    fn mutated_states_never_panic(seed in 0u64..200, steps in 0usize..150, path in 0usize..400, value in -300i64..300) {
        let g = erased();
        let (state, _) = midgame(5, seed, steps);
        let mut v = serde_json::to_value(&state).unwrap();
        mutate_number(&mut v, &mut (path as i64), value);
        let text = v.to_string();
        for seat in 0..5 {
            let _ = g.legal(&text, seat);
            let _ = g.default_action(&text, seat);
            let _ = g.apply(&text, seat, r#"{"kind":"rest","choice":"none"}"#);
            let _ = g.apply(&text, seat, r#"{"kind":"action","route":"RA1-A3","food":{"fruit":2,"meat":2}}"#);
            let _ = g.view(&text, Viewer::Seat(seat));
            let _ = g.preview(&text, seat, r#"{"kind":"rest","choice":"expand"}"#);
        }
        let _ = g.to_act(&text);
        let _ = g.outcome(&text);
        let _ = g.standings(&text);
        // A state that passes the check is safe to play from.
        if let Ok(parsed) = serde_json::from_str::<State>(&text) {
            if DawnOfMankind::check_state(&parsed).is_ok() {
                for seat in DawnOfMankind::to_act(&parsed) {
                    for a in DawnOfMankind::legal_actions(&parsed, seat) {
                        let _ = DawnOfMankind::apply(&parsed, seat, &a);
                    }
                }
            }
        }
    }
}

/// Random games per second at 5 players, in release mode:
/// `cargo test --release --test engine_dawn_of_mankind_props -- --ignored --nocapture speed`.
#[test]
#[ignore]
fn speed() {
    use std::time::Instant;
    let t = Instant::now();
    let mut games = 0;
    let mut actions = 0;
    while t.elapsed().as_secs_f64() < 5.0 {
        let (_, n) = random_game(5, games, false).unwrap();
        actions += n;
        games += 1;
    }
    let secs = t.elapsed().as_secs_f64();
    let mut by_vp = 0;
    let mut best = Vec::new();
    for seed in 0..200 {
        let (s, _) = random_game(5, seed, false).unwrap();
        by_vp += usize::from(serde_json::to_value(s.phase).unwrap()["reason"] == "vp");
        best.push(DawnOfMankind::outcome(&s).unwrap()[0].score);
    }
    best.sort_unstable();
    println!(
        "of 200 games, {by_vp} ended at 60 VP; median winning score {}",
        best[100]
    );
    println!(
        "5 players: {:.1} random games/s, {:.0} actions per game",
        games as f64 / secs,
        actions as f64 / games as f64
    );
    // Median apply time with full validation on mid-game states at 5 players.
    let mut samples = Vec::new();
    for seed in 0..200u64 {
        let (s, _) = midgame(5, seed, 20 + (seed as usize % 150));
        if let Some(seat) = s.current() {
            let mut rng = chooser(seed + 1);
            let a = random_action(&s, seat, &mut rng).unwrap();
            let t = Instant::now();
            for _ in 0..100 {
                std::hint::black_box(DawnOfMankind::apply(&s, seat, &a).unwrap());
            }
            samples.push(t.elapsed().as_secs_f64() / 100.0);
        }
    }
    samples.sort_by(f64::total_cmp);
    println!(
        "apply median {:.2} µs over {} states",
        samples[samples.len() / 2] * 1e6,
        samples.len()
    );
    let mut legal = Vec::new();
    let mut most = 0;
    for seed in 0..200u64 {
        let (s, _) = midgame(5, seed, 20 + (seed as usize % 150));
        if let Some(seat) = s.current() {
            let t = Instant::now();
            let list = std::hint::black_box(DawnOfMankind::legal_actions(&s, seat));
            legal.push(t.elapsed().as_secs_f64());
            most = most.max(list.len());
        }
    }
    legal.sort_by(f64::total_cmp);
    println!(
        "legal_actions median {:.2} µs, longest list {most}",
        legal[legal.len() / 2] * 1e6
    );
}
