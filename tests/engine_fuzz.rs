//! Fuzzing the Humanity engine's action parser (JSON), the steps of a decision (the paths the
//! pages send) and `apply`: random JSON values shaped like actions, random structurally valid
//! actions with out-of-range numbers, and random paths, against random reachable states (every
//! phase, every year, finished games) and every seat. Never a panic; a refused action leaves
//! the state untouched; an accepted one keeps every invariant; every path that makes a whole
//! decision makes one the rules accept, and every legal action is reached by the steps.
//!
//! `PROPTEST_CASES` sets the number of cases of each property (128 by default).

use proptest::prelude::*;
use serde_json::{json, Value};
use turnpost::engine::choice::Step;
use turnpost::engine::humanity::action::{Action, Placement, Spend};
use turnpost::engine::humanity::catalogue::{Colour, Res};
use turnpost::engine::humanity::cell::Cell;
use turnpost::engine::humanity::choices;
use turnpost::engine::humanity::describe::Log;
use turnpost::engine::humanity::legal::random_action;
use turnpost::engine::humanity::playout::chooser;
use turnpost::engine::humanity::rules::apply_in_place;
use turnpost::engine::humanity::state::{new_state, Phase, State};
use turnpost::engine::humanity::{self as h, invariants, Humanity};
use turnpost::engine::registry;
use turnpost::engine::Game;

/// 128 cases per property, or `PROPTEST_CASES`.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(128)
}

/// A state reached by `steps` random legal actions of game `seed` (possibly a finished game).
fn reachable(players: usize, seed: u64, steps: usize) -> State {
    let mut s = new_state(players, seed).expect("new game");
    let mut rng = chooser(seed);
    let mut log = Log::silent();
    for _ in 0..steps {
        if s.phase == Phase::Over {
            break;
        }
        let seat = h::to_act(&s)[0];
        let a = random_action(&s, seat, &mut rng).expect("a legal action");
        apply_in_place(&mut s, seat, &a, &mut log).expect("legal");
    }
    s
}

fn arb_state() -> impl Strategy<Value = State> {
    (2usize..=4, any::<u64>(), 0usize..700).prop_map(|(p, seed, steps)| reachable(p, seed, steps))
}

fn arb_cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        3 => (-4i16..5, -4i16..5).prop_map(|(x, y)| Cell(x, y)),
        1 => (any::<i16>(), any::<i16>()).prop_map(|(x, y)| Cell(x, y)),
    ]
}

fn arb_u8() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0u8..10, 1 => any::<u8>()]
}

fn arb_spend() -> impl Strategy<Value = Spend> {
    (arb_cell(), arb_u8(), 0usize..7, any::<bool>()).prop_map(|(from, n, r, convert)| Spend {
        from,
        n,
        pays: Res::from_index(r).expect("resource"),
        convert,
    })
}

fn arb_colour() -> impl Strategy<Value = Option<Colour>> {
    prop::option::of(prop_oneof![
        Just(Colour::Orange),
        Just(Colour::Blue),
        Just(Colour::Purple),
        Just(Colour::Green)
    ])
}

/// Actions the JSON parser accepts, with numbers far outside what the rules allow.
fn arb_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (arb_u8(), prop::collection::vec(arb_cell(), 0..12)).prop_map(
            |(astronaut, activations)| {
                Action::Work {
                    astronaut,
                    activations,
                }
            }
        ),
        (
            arb_u8(),
            arb_u8(),
            arb_colour(),
            prop::collection::vec(arb_spend(), 0..8),
            prop::collection::vec(arb_u8(), 0..5)
        )
            .prop_map(
                |(astronaut, hangar, colour, payment, upgrades)| Action::Deploy {
                    astronaut,
                    hangar,
                    colour,
                    payment,
                    upgrades
                }
            ),
        (arb_u8(), arb_u8(), prop::collection::vec(arb_spend(), 0..8)).prop_map(
            |(astronaut, slot, payment)| Action::Experiment {
                astronaut,
                slot,
                payment
            }
        ),
        arb_u8().prop_map(|astronaut| Action::Pass { astronaut }),
        prop::collection::vec((arb_u8(), arb_cell()), 0..8).prop_map(|v| Action::Place {
            placements: v
                .into_iter()
                .map(|(astronaut, cell)| Placement { astronaut, cell })
                .collect()
        }),
    ]
}

/// JSON values shaped like actions: the right keys with values of any type, extra keys, cells
/// as names, pairs or junk.
fn arb_action_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-5i64..300).prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        "[A-Z]{1,2}[0-9]{1,3}".prop_map(Value::from),
        ".{0,12}".prop_map(Value::from),
    ];
    let value = leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(
                prop_oneof![
                    Just("from".to_string()),
                    Just("n".to_string()),
                    Just("pays".to_string()),
                    Just("convert".to_string()),
                    Just("astronaut".to_string()),
                    Just("cell".to_string()),
                    "[a-z]{1,8}"
                ],
                inner,
                0..5
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    });
    let kind = prop_oneof![
        Just("work"),
        Just("deploy"),
        Just("experiment"),
        Just("pass"),
        Just("place"),
        Just("launch"),
        Just("")
    ];
    let keys = prop::sample::subsequence(
        vec![
            "astronaut",
            "activations",
            "hangar",
            "colour",
            "payment",
            "upgrades",
            "slot",
            "placements",
            "extra",
        ],
        0..6,
    );
    (kind, keys, prop::collection::vec(value, 9)).prop_map(|(kind, keys, values)| {
        let mut o = serde_json::Map::new();
        o.insert("kind".into(), json!(kind));
        for (k, v) in keys.into_iter().zip(values) {
            o.insert(k.to_string(), v);
        }
        Value::Object(o)
    })
}

/// Applies in place on a copy: a refusal must leave the copy equal to the state; an acceptance
/// must give what the public, cloning `apply` gives and keep every invariant.
fn check_apply(state: &State, seat: usize, action: &Action) -> Result<(), TestCaseError> {
    let mut copy = state.clone();
    let in_place = apply_in_place(&mut copy, seat, action, &mut Log::silent());
    let public = Humanity::apply(state, seat, action);
    match (&in_place, &public) {
        (Err(e1), Err(e2)) => {
            prop_assert_eq!(e1, e2);
            prop_assert!(&copy == state, "a refused action changed the state");
        }
        (Ok(()), Ok((next, _))) => {
            prop_assert!(&copy == next);
            if let Err(why) = invariants::check(next) {
                return Err(TestCaseError::fail(format!(
                    "{action:?} broke an invariant: {why}"
                )));
            }
        }
        _ => prop_assert!(false, "in-place and public apply disagree: {in_place:?}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn random_actions_on_reachable_states(state in arb_state(),
                                          actions in prop::collection::vec(arb_action(), 1..16),
                                          seat in 0usize..6) {
        for action in &actions {
            check_apply(&state, seat, action)?;
            for s in h::to_act(&state) {
                check_apply(&state, s, action)?;
            }
        }
    }

    #[test]
    fn random_json_through_the_registry(state in arb_state(),
                                        values in prop::collection::vec(arb_action_json(), 1..16),
                                        seat in 0usize..6) {
        let g = registry::game("humanity").expect("humanity");
        let text = serde_json::to_string(&state).expect("json");
        for value in &values {
            let action = value.to_string();
            let parsed = serde_json::from_str::<Action>(&action);
            let result = g.apply(&text, seat, &action);
            match (&parsed, &result) {
                (Err(_), Ok(_)) => prop_assert!(false, "unparsable {action} was applied"),
                (Ok(a), Ok((next, _))) => {
                    let (typed, _) = Humanity::apply(&state, seat, a)
                        .map_err(|e| TestCaseError::fail(format!("typed refused: {e}")))?;
                    let next: State = serde_json::from_str(next).expect("state");
                    prop_assert!(next == typed);
                }
                (Ok(a), Err(_)) => check_apply(&state, seat, a)?,
                (Err(_), Err(_)) => {}
            }
            let _ = g.preview(&text, seat, &action);
        }
    }

    #[test]
    fn every_legal_action_is_reached_by_the_steps(state in arb_state()) {
        for seat in h::to_act(&state) {
            for action in Humanity::legal_actions(&state, seat) {
                let path = choices::path_of(&state, seat, &action)
                    .ok_or_else(|| TestCaseError::fail(format!("no steps lead to {action:?}")))?;
                match choices::choices(&state, seat, &path) {
                    Ok(Step::Done(found)) => prop_assert_eq!(&found, &action),
                    other => prop_assert!(false, "{action:?}: {other:?}"),
                }
            }
        }
    }

    #[test]
    fn random_paths_never_panic(path in prop::collection::vec(
            prop_oneof![8 => 0usize..6, 1 => 0usize..70_000], 0..14),
            state in arb_state()) {
        // Whatever a page's address or form says, the steps answer a question, a whole
        // decision the rules accept, or why not.
        for seat in 0..state.players.len() + 1 {
            if let Ok(Step::Done(action)) = choices::choices(&state, seat, &path) {
                check_apply(&state, seat, &action)?;
                prop_assert!(Humanity::apply(&state, seat, &action).is_ok(), "{action:?}");
            }
        }
    }
}
