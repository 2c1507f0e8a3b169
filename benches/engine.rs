//! Benchmarks of the Humanity engine: one `apply`, and whole random games.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use turnpost::engine::humanity::action::Action;
use turnpost::engine::humanity::playout::random_game;
use turnpost::engine::humanity::state::new_state;
use turnpost::engine::humanity::Humanity;
use turnpost::engine::Game;

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

criterion_group!(benches, bench_apply, bench_games);
criterion_main!(benches);
