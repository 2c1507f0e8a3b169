//! Property tests of the Humanity engine: random legal playouts keep every invariant, refused
//! actions change nothing, hostile JSON gives errors, and replays are deterministic.

use proptest::prelude::*;
use turnpost::engine::humanity::action::{Action, Placement, Spend};
use turnpost::engine::humanity::catalogue::Res;
use turnpost::engine::humanity::cell::Cell;
use turnpost::engine::humanity::describe::Log;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::{chooser, random_game};
use turnpost::engine::humanity::rules::apply_in_place;
use turnpost::engine::humanity::state::{new_state, Phase, State};
use turnpost::engine::humanity::{self as h, Humanity};
use turnpost::engine::registry;
use turnpost::engine::{Game, Viewer};

/// A state after `steps` random actions of game `seed`, with the actions played.
fn midgame(players: usize, seed: u64, steps: usize) -> (State, Vec<(usize, Action)>) {
    let mut s = new_state(players, seed).unwrap();
    let mut rng = chooser(seed);
    let mut played = Vec::new();
    let mut log = Log::silent();
    while played.len() < steps && s.phase != Phase::Over {
        let seat = h::to_act(&s)[0];
        let a = random_action(&s, seat, &mut rng).unwrap();
        apply_in_place(&mut s, seat, &a, &mut log).unwrap();
        played.push((seat, a));
    }
    (s, played)
}

fn arb_cell() -> impl Strategy<Value = Cell> {
    (-3i16..4, -3i16..4).prop_map(|(x, y)| Cell(x, y))
}

fn arb_res() -> impl Strategy<Value = Res> {
    (0usize..7).prop_map(|i| Res::from_index(i).unwrap())
}

fn arb_spend() -> impl Strategy<Value = Spend> {
    (arb_cell(), 0u8..5, arb_res(), any::<bool>()).prop_map(|(from, n, pays, convert)| Spend {
        from,
        n,
        pays,
        convert,
    })
}

fn arb_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0u8..4, prop::collection::vec(arb_cell(), 0..5)).prop_map(|(astronaut, activations)| {
            Action::Work {
                astronaut,
                activations,
            }
        }),
        (
            0u8..4,
            0u8..9,
            prop::collection::vec(arb_spend(), 0..4),
            prop::collection::vec(0u8..4, 0..3)
        )
            .prop_map(|(astronaut, hangar, payment, upgrades)| Action::Deploy {
                astronaut,
                hangar,
                colour: None,
                payment,
                upgrades
            }),
        (0u8..4, 0u8..9, prop::collection::vec(arb_spend(), 0..4)).prop_map(
            |(astronaut, slot, payment)| Action::Experiment {
                astronaut,
                slot,
                payment
            }
        ),
        (0u8..4).prop_map(|astronaut| Action::Pass { astronaut }),
        prop::collection::vec((0u8..4, arb_cell()), 0..4).prop_map(|v| Action::Place {
            placements: v
                .into_iter()
                .map(|(astronaut, cell)| Placement { astronaut, cell })
                .collect()
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_invariants(players in 2usize..=4, seed in any::<u64>()) {
        let (state, actions) = random_game(players, seed, true).map_err(|f| TestCaseError::fail(f.to_string()))?;
        prop_assert_eq!(state.phase, Phase::Over);
        prop_assert_eq!(state.year, 3);
        prop_assert!(actions > 0);
        let ranking = Humanity::outcome(&state).unwrap();
        prop_assert_eq!(ranking.len(), players);
        prop_assert_eq!(ranking[0].rank, 1);
    }

    #[test]
    fn refused_actions_change_nothing(players in 2usize..=4, seed in 0u64..1000, steps in 0usize..120,
                                      seat in 0usize..5, action in arb_action()) {
        let (state, _) = midgame(players, seed, steps);
        let mut copy = state.clone();
        let r = apply_in_place(&mut copy, seat, &action, &mut Log::silent());
        if r.is_err() {
            prop_assert_eq!(&copy, &state);
        }
        // The public apply agrees with the in-place one.
        match Humanity::apply(&state, seat, &action) {
            Ok((next, _)) => { prop_assert!(r.is_ok()); prop_assert_eq!(next, copy); }
            Err(e) => prop_assert_eq!(Err(e), r),
        }
    }

    #[test]
    fn hostile_json_gives_errors(text in ".{0,200}", seat in 0usize..6) {
        let g = registry::game("humanity").unwrap();
        let (state, _) = midgame(3, 5, 30);
        let json = serde_json::to_string(&state).unwrap();
        let refused = g.apply(&json, seat, &text).is_err();
        prop_assert!(refused || serde_json::from_str::<Action>(&text).is_ok());
        let pass = r#"{"kind":"pass","astronaut":0}"#;
        let refused = g.apply(&text, seat, pass).is_err();
        prop_assert!(refused);
        let _ = g.preview(&json, seat, &text);
    }

    #[test]
    fn mutated_states_never_panic(seed in 0u64..200, steps in 0usize..150, path in 0usize..10_000, value in -300i64..300) {
        let g = registry::game("humanity").unwrap();
        let (state, _) = midgame(4, seed, steps);
        let mut v = serde_json::to_value(&state).unwrap();
        mutate_number(&mut v, &mut (path as i64), value);
        let text = v.to_string();
        for seat in 0..4 {
            let _ = g.legal(&text, seat);
            let _ = g.default_action(&text, seat);
            let _ = g.apply(&text, seat, r#"{"kind":"work","astronaut":0,"activations":["L13"]}"#);
            let _ = g.view(&text, Viewer::Seat(seat));
        }
        let _ = g.to_act(&text);
        let _ = g.outcome(&text);
    }

    #[test]
    fn replays_are_deterministic(players in 2usize..=4, seed in any::<u64>()) {
        let (a, played) = midgame(players, seed, 400);
        let (b, _) = midgame(players, seed, 400);
        prop_assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
        // Replaying through the public, cloning apply gives the same bytes.
        let mut s = new_state(players, seed).unwrap();
        for (seat, action) in &played {
            s = Humanity::apply(&s, *seat, action).unwrap().0;
        }
        prop_assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&a).unwrap());
    }

    #[test]
    fn turn_mail_situation_is_what_the_seat_sees(players in 2usize..=4, seed in 0u64..500, steps in 0usize..300) {
        // The prompt reads the state directly (it runs for every turn mail); the page shows the
        // seat's view. Both must tell the same numbers.
        let (state, _) = midgame(players, seed, steps);
        for seat in 0..players {
            let view = serde_json::to_value(h::view::view(&state, Viewer::Seat(seat))).unwrap();
            let me = &view["players"][seat];
            let stored = &me["stored"];
            let expected = vec![
                format!("You have {} VP and {} RP (science {}).", me["vp"], me["rp"], me["science"]),
                format!(
                    "Stored: {} electricity, {} advanced and {} basic units.",
                    stored[0], stored[1], stored[2]
                ),
            ];
            let situation: Vec<String> = <Humanity as registry::Extras>::prompt(&state, seat)
                .situation
                .iter()
                .map(|line| turnpost::i18n::words(turnpost::i18n::Lang::En, line))
                .collect();
            prop_assert_eq!(situation, expected);
        }
    }

    #[test]
    fn legal_and_default_actions_are_accepted(players in 2usize..=4, seed in 0u64..500, steps in 0usize..200) {
        let (state, _) = midgame(players, seed, steps);
        for seat in h::to_act(&state) {
            let d = h::default_action(&state, seat);
            prop_assert!(d.is_some());
            prop_assert!(Humanity::apply(&state, seat, &d.unwrap()).is_ok());
            for a in Humanity::legal_actions(&state, seat) {
                prop_assert!(Humanity::apply(&state, seat, &a).is_ok(), "{:?}", a);
                let p = h::preview(&state, seat, &a);
                prop_assert!(p.is_ok(), "{:?}", p);
            }
        }
    }
}

const PRODUCERS: [&str; 16] = [
    "S1", "S2", "S3", "S4", "1-04", "1-05", "1-06", "1-07", "1-08", "1-09", "2-04", "2-05", "2-06",
    "2-07", "2-08", "1-04",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Feasibility, the proposal and the payment check agree on random inventories and every
    /// printed cost.
    #[test]
    fn payment_helpers_agree(base in prop::collection::vec((0usize..16, 0u8..4), 1..8)) {
        use turnpost::engine::humanity::payment::{can_afford, check_payment, planned_payment, propose_payment};
        use turnpost::engine::humanity::catalogue::catalogue;
        use turnpost::engine::humanity::testkit;
        let mut s = new_state(2, 1).unwrap();
        testkit::clear_base(&mut s, 0);
        for (i, (k, stock)) in base.iter().enumerate() {
            testkit::put(&mut s, 0, PRODUCERS[*k], i as i16, 5, *stock);
        }
        let p = &s.players[0];
        let cat = catalogue();
        let costs = cat.modules.iter().map(|m| m.cost).chain(cat.experiments.iter().map(|e| e.cost));
        for cost in costs {
            let afford = can_afford(p, &cost);
            let proposal = propose_payment(p, &cost);
            prop_assert_eq!(afford, proposal.is_some(), "{}", cost);
            if let Some(pay) = proposal {
                prop_assert!(check_payment(p, &cost, "x", &pay).is_ok());
            }
            if let Some(pay) = planned_payment(p, &cost) {
                prop_assert!(check_payment(p, &cost, "x", &pay).is_ok());
            }
        }
    }
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
