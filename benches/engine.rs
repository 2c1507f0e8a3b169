//! Benchmarks of the rules engines: one `apply` (which validates the whole submission), the
//! legal actions, and whole random games; Humanity at 2 and 4 players, Dawn of Mankind at 5,
//! Beta Colony at 4 and Origins at 5 (their most players); and, for every game whose decisions
//! are built as steps, the list of choices a turn mail shows mid-game (through JSON, as the
//! turn's mail composes it).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use turnpost::engine::beta_colony::{self as beta, BetaColony};
use turnpost::engine::dawn_of_mankind::legal::random_action;
use turnpost::engine::dawn_of_mankind::playout::{self, chooser};
use turnpost::engine::dawn_of_mankind::{Action as DomAction, DawnOfMankind, State as DomState};
use turnpost::engine::humanity::action::Action;
use turnpost::engine::humanity::playout::random_game;
use turnpost::engine::humanity::state::new_state;
use turnpost::engine::humanity::Humanity;
use turnpost::engine::origins::{self, Origins};
use turnpost::engine::{registry, Game, Seat};

fn bench_apply(c: &mut Criterion) {
    let state = new_state(4, 1).expect("new game");
    let work: Action =
        serde_json::from_str(r#"{"kind":"work","astronaut":0,"activations":["L13","N13"]}"#)
            .expect("action");
    c.bench_function("humanity apply work", |b| {
        b.iter(|| Humanity::apply(black_box(&state), 0, black_box(&work)))
    });
    c.bench_function("humanity legal actions", |b| {
        b.iter(|| Humanity::legal_actions(black_box(&state), 0))
    });
}

fn bench_games(c: &mut Criterion) {
    for players in [2, 4] {
        let mut seed = 0;
        c.bench_function(&format!("humanity random game {players}p"), |b| {
            b.iter(|| {
                seed += 1;
                random_game(players, seed, false)
                    .map(|(_, n)| n)
                    .unwrap_or(0)
            })
        });
    }
    let mut seed = 0;
    c.bench_function("humanity random game 4p checked", |b| {
        b.iter(|| {
            seed += 1;
            random_game(4, seed, true).map(|(_, n)| n).unwrap_or(0)
        })
    });
}

/// A 5-player Dawn of Mankind game played at random for `steps` submissions (about the middle
/// of a game of ~340), and a legal move of the seat to act there that moves a meeple.
fn dom_midgame(steps: usize) -> (DomState, Seat, DomAction) {
    let mut state = playout::start(5, 3).expect("new game");
    let mut rng = chooser(3);
    for _ in 0..steps {
        let seat = state.current().expect("a seat to act mid-game");
        let action = random_action(&state, seat, &mut rng).expect("a legal action");
        state = DawnOfMankind::apply(&state, seat, &action)
            .expect("legal")
            .0;
    }
    let seat = state.current().expect("a seat to act mid-game");
    let action = DawnOfMankind::legal_actions(&state, seat)
        .into_iter()
        .rfind(|a| matches!(a, DomAction::Move(_)))
        .expect("a route to take");
    (state, seat, action)
}

fn bench_dawn_of_mankind(c: &mut Criterion) {
    let (state, seat, action) = dom_midgame(170);
    c.bench_function("dawn-of-mankind apply 5p mid-game", |b| {
        b.iter(|| DawnOfMankind::apply(black_box(&state), seat, black_box(&action)))
    });
    // What a submitted turn costs the server's engine call: parse the stored state and the
    // action, check the state, apply, write the new state.
    let engine = registry::game(DawnOfMankind::NAME).expect("registered");
    let state_json = serde_json::to_string(&state).expect("json");
    let action_json = serde_json::to_string(&action).expect("json");
    c.bench_function("dawn-of-mankind apply 5p mid-game through JSON", |b| {
        b.iter(|| engine.apply(black_box(&state_json), seat, black_box(&action_json)))
    });
    c.bench_function("dawn-of-mankind legal actions 5p mid-game", |b| {
        b.iter(|| DawnOfMankind::legal_actions(black_box(&state), seat))
    });
    for check in [false, true] {
        let mut seed = 0;
        let name = if check { " checked" } else { "" };
        c.bench_function(&format!("dawn-of-mankind random game 5p{name}"), |b| {
            b.iter(|| {
                seed += 1;
                playout::random_game(5, seed, check)
                    .map(|(_, n)| n)
                    .unwrap_or(0)
            })
        });
    }
}

/// A 4-player Beta Colony game played at random for `steps` submissions (about the middle of a
/// game of ~100), and a legal move of the seat to act there that moves the ship.
fn beta_midgame(steps: usize) -> (beta::State, Seat, beta::Action) {
    let mut state = beta::playout::start(4, 3).expect("new game");
    let mut rng = beta::playout::chooser(3);
    for _ in 0..steps {
        let seat = state.current().expect("a seat to act mid-game");
        let action = beta::legal::random_action(&state, seat, &mut rng).expect("a legal action");
        state = BetaColony::apply(&state, seat, &action).expect("legal").0;
    }
    let seat = state.current().expect("a seat to act mid-game");
    let action = BetaColony::legal_actions(&state, seat)
        .into_iter()
        .rfind(|a| matches!(a, beta::Action::MoveActivate(_)))
        .expect("a move to make");
    (state, seat, action)
}

fn bench_beta_colony(c: &mut Criterion) {
    let (state, seat, action) = beta_midgame(50);
    c.bench_function("beta-colony apply 4p mid-game", |b| {
        b.iter(|| BetaColony::apply(black_box(&state), seat, black_box(&action)))
    });
    c.bench_function("beta-colony legal actions 4p mid-game", |b| {
        b.iter(|| BetaColony::legal_actions(black_box(&state), seat))
    });
    for check in [false, true] {
        let mut seed = 0;
        let name = if check { " checked" } else { "" };
        c.bench_function(&format!("beta-colony random game 4p{name}"), |b| {
            b.iter(|| {
                seed += 1;
                beta::playout::random_game(4, seed, check)
                    .map(|(_, n)| n)
                    .unwrap_or(0)
            })
        });
    }
}

/// A 5-player Origins game (default length) played at random for `steps` submissions, and the
/// seat to act there with a decision that is not the end of a phase (the last one listed).
fn origins_midgame(steps: usize) -> (origins::state::State, Seat, origins::action::Action) {
    use origins::state::new_state;
    let mut state = new_state(5, 3, &serde_json::json!({})).expect("new game");
    let mut rng = origins::playout::chooser(3);
    for _ in 0..steps {
        let (seat, _) = state.decision().expect("a seat to act mid-game");
        let action = origins::playout::random_action(&state, seat, &mut rng).expect("legal");
        state = Origins::apply(&state, seat, &action).expect("legal").0;
    }
    let (seat, _) = state.decision().expect("a seat to act mid-game");
    let action = Origins::legal_actions(&state, seat)
        .pop()
        .expect("a decision to make");
    (state, seat, action)
}

/// A 5-player game played at random past `steps` submissions to a population decision.
fn origins_population(steps: usize) -> (origins::state::State, Seat) {
    use origins::state::{new_state, Decision};
    let mut state = new_state(5, 3, &serde_json::json!({})).expect("new game");
    let mut rng = origins::playout::chooser(3);
    let mut n = 0;
    loop {
        let (seat, d) = state.decision().expect("a seat to act");
        n += 1;
        if n > steps && matches!(d, Decision::Population { .. }) {
            return (state, seat);
        }
        let action = origins::playout::random_action(&state, seat, &mut rng).expect("legal");
        state = Origins::apply(&state, seat, &action).expect("legal").0;
    }
}

/// What the turn panel asks of the steps: the first question, then each option of the second
/// step of its first open option walked, as the panel does to draw it.
fn origins_panel(state: &origins::state::State, seat: Seat) -> usize {
    use turnpost::engine::choice::{walk, Step};
    let step = |p: &[usize]| origins::choices::choices(state, seat, p);
    let mut walked = 0;
    if let Ok(w) = walk(&step, &[0]) {
        if let Step::Ask(q) = &w.end {
            for i in 0..q.offers.len() {
                let mut p = w.path.clone();
                p.push(i);
                walked += usize::from(walk(&step, &p).is_ok());
            }
        }
    }
    walked
}

fn bench_origins(c: &mut Criterion) {
    let (state, seat, action) = origins_midgame(600);
    c.bench_function("origins apply 5p mid-game", |b| {
        b.iter(|| Origins::apply(black_box(&state), seat, black_box(&action)))
    });
    c.bench_function("origins legal actions 5p mid-game", |b| {
        b.iter(|| Origins::legal_actions(black_box(&state), seat))
    });
    // The turn panel walks every option of the step shown (to tell which ones finish the
    // decision): a population phase's first step, with the units to move and places to grow.
    let (panel, pseat) = origins_population(600);
    c.bench_function(
        "origins steps of a decision 5p mid-game (a question and its options walked)",
        |b| b.iter(|| origins_panel(black_box(&panel), pseat)),
    );
    for check in [false, true] {
        let mut seed = 0;
        let name = if check { " checked" } else { "" };
        c.bench_function(&format!("origins random game 5p{name}"), |b| {
            b.iter(|| {
                seed += 1;
                origins::playout::random_game(5, seed, check)
                    .map(|(_, n)| n)
                    .unwrap_or(0)
            })
        });
    }
}

/// A game `steps` actions in (the first legal action of the first seat to act, through JSON),
/// and the seat to act then.
fn midgame_json(
    engine: &dyn registry::DynGame,
    players: usize,
    steps: usize,
) -> Option<(String, Seat)> {
    let setup = turnpost::engine::Setup {
        players,
        seed: 33,
        options: serde_json::json!({}),
    };
    let mut state = engine.new_game(&setup).ok()?;
    for k in 0..steps {
        let seat = *engine.to_act(&state).ok()?.first()?;
        let legal = engine.legal(&state, seat).ok()?;
        let action = legal.get(k % legal.len().max(1))?.to_string();
        state = engine.apply(&state, seat, &action).ok()?.0;
    }
    let seat = *engine.to_act(&state).ok()?.first()?;
    Some((state, seat))
}

fn bench_mail_listing(c: &mut Criterion) {
    for engine in registry::games() {
        let players = engine.about().max_players;
        let Some((state, seat)) = midgame_json(*engine, players, 40) else {
            continue;
        };
        if turnpost::services::by_mail::listing(*engine, &state, seat, &[]).is_none() {
            continue;
        }
        c.bench_function(
            &format!("{} mail listing {players}p mid-game", engine.name()),
            |b| {
                b.iter(|| {
                    turnpost::services::by_mail::listing(*engine, black_box(&state), seat, &[])
                })
            },
        );
    }
}

criterion_group!(
    benches,
    bench_mail_listing,
    bench_apply,
    bench_games,
    bench_dawn_of_mankind,
    bench_beta_colony,
    bench_origins
);
criterion_main!(benches);
