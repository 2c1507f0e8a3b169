//! The bots (`turnpost::bots`) on real positions of every game: a sample of the hidden
//! information keeps what the seat sees and every invariant; a decision does not change when
//! the cards the seat cannot see are dealt otherwise; a decision is reproducible from its seed;
//! normal bots play whole games with every invariant checked after every decision; the registry's
//! `bot_decide` answers every seat of every state without a panic.
//!
//! The default run is short (reduced iteration budgets, short games). `TURNPOST_BOT_GAMES=k`
//! plays `k` whole games of each game at the normal level's own budget, at 2 players and at the
//! game's largest table, with the game's default length (meant for `cargo test --release`).

use serde_json::Value;
use turnpost::bots::{analyse, decide, BotHooks, Budget, Level};
use turnpost::engine::beta_colony::BetaColony;
use turnpost::engine::dawn_of_mankind::DawnOfMankind;
use turnpost::engine::humanity::Humanity;
use turnpost::engine::origins::Origins;
use turnpost::engine::registry::{self, Extras};
use turnpost::engine::rng::Rng;
use turnpost::engine::{Game, Seat, Setup, Viewer};

fn setup(players: usize, seed: u64, options: Value) -> Setup {
    Setup {
        players,
        seed,
        options,
    }
}

/// Positions of random games where `seat` is to decide among at least two actions: up to
/// `count` of them, spread over the games of `seeds`.
fn positions<G: Extras>(
    players: usize,
    seeds: &[u64],
    every: usize,
    count: usize,
) -> Vec<(G::State, Seat)> {
    let mut out = Vec::new();
    for &seed in seeds {
        let mut s = G::new_game(&setup(players, seed, serde_json::json!({}))).expect("setup");
        let mut rng = Rng::new(seed ^ 0xABCD);
        let mut step = 0;
        while G::outcome(&s).is_none() && out.len() < count {
            let seat = G::to_act(&s)[0];
            if step % every == every - 1 && G::legal_actions(&s, seat).len() >= 2 {
                out.push((s.clone(), seat));
            }
            let a = G::random_action(&s, seat, &mut rng).expect("a legal action");
            s = G::apply(&s, seat, &a).expect("legal").0;
            step += 1;
        }
    }
    assert!(!out.is_empty(), "{}: no position found", G::NAME);
    out
}

fn view<G: Game>(s: &G::State, seat: Seat) -> Value {
    serde_json::to_value(G::view(s, Viewer::Seat(seat))).expect("view")
}

/// Every sample of the hidden information passes every invariant and shows the seat exactly
/// what the true state shows it.
fn samples_keep_the_view<G: BotHooks>(players: usize) {
    for (s, _) in positions::<G>(players, &[1, 2, 3], 9, 24) {
        let mut rng = Rng::new(5);
        for seat in 0..players {
            let det = G::determinize(&s, seat, &mut rng);
            G::check_invariants(&det)
                .unwrap_or_else(|e| panic!("{}: a sample breaks an invariant: {e}", G::NAME));
            assert_eq!(
                view::<G>(&det, seat),
                view::<G>(&s, seat),
                "{}: the sample shows seat {seat} something else",
                G::NAME
            );
        }
    }
}

#[test]
fn samples_of_hidden_information_keep_every_invariant_and_the_seats_view() {
    samples_keep_the_view::<Humanity>(4);
    samples_keep_the_view::<DawnOfMankind>(5);
    samples_keep_the_view::<BetaColony>(4);
    samples_keep_the_view::<Origins>(5);
    samples_keep_the_view::<Origins>(2);
}

/// The decision for `seat` in `a` and in `b` (the same position with the hidden cards dealt
/// otherwise) is the same, at a fixed seed and iteration budget.
fn same_decision<G: BotHooks>(a: &G::State, b: &G::State, seat: Seat, iterations: u32)
where
    G::Action: std::fmt::Debug,
{
    assert_eq!(
        view::<G>(a, seat),
        view::<G>(b, seat),
        "{}: the permutation changed what seat {seat} sees",
        G::NAME
    );
    G::check_invariants(b).unwrap_or_else(|e| panic!("{}: permuted state: {e}", G::NAME));
    assert_ne!(
        serde_json::to_value(a).expect("json"),
        serde_json::to_value(b).expect("json"),
        "{}: the permutation changed nothing",
        G::NAME
    );
    // The samples the bot searches are the same states, draw for draw.
    for k in 0..4 {
        let (mut ra, mut rb) = (Rng::new(k), Rng::new(k));
        assert_eq!(
            serde_json::to_value(G::determinize(a, seat, &mut ra)).expect("json"),
            serde_json::to_value(G::determinize(b, seat, &mut rb)).expect("json"),
            "{}: a sample depends on what seat {seat} cannot see",
            G::NAME
        );
    }
    let budget = Budget {
        iterations,
        ..Budget::of::<G>(Level::Normal)
    };
    let never = || false;
    let x = decide::<G>(a, seat, &budget, 77, &never).expect("a decision");
    let y = decide::<G>(b, seat, &budget, 77, &never).expect("a decision");
    assert!(
        x.iterations > 0,
        "{}: the position offered no choice",
        G::NAME
    );
    assert_eq!(
        x.action,
        y.action,
        "{}: seat {seat} decided otherwise once hidden cards were dealt otherwise",
        G::NAME
    );
    // The whole search is the same: every candidate visited as often.
    let visits = |s: &G::State| -> Vec<(String, u32)> {
        analyse::<G>(s, seat, &budget, 77, &never)
            .expect("an analysis")
            .moves
            .iter()
            .map(|m| (format!("{:?}", m.action), m.visits))
            .collect()
    };
    assert_eq!(visits(a), visits(b), "{}: the search differed", G::NAME);
}

#[test]
fn a_dawn_of_mankind_decision_ignores_the_art_deck_order_and_the_others_vp() {
    let mut rng = Rng::new(11);
    for (s, seat) in positions::<DawnOfMankind>(4, &[4, 5], 25, 6) {
        let mut b = s.clone();
        rng.shuffle(&mut b.deck);
        rng.shuffle(&mut b.undealt);
        b.seed ^= 0x5555;
        for (o, p) in b.players.iter_mut().enumerate() {
            if o != seat {
                p.vp = (p.vp + 7 + o as u32 * 3) % 50;
            }
        }
        if b.deck.len() < 2
            && b.players
                .iter()
                .enumerate()
                .all(|(o, p)| o == seat || p.vp == s.players[o].vp)
        {
            continue;
        }
        same_decision::<DawnOfMankind>(&s, &b, seat, 120);
    }
}

#[test]
fn a_beta_colony_decision_ignores_the_talon_the_building_stack_and_later_dice() {
    let mut rng = Rng::new(12);
    for (s, seat) in positions::<BetaColony>(3, &[4, 5], 7, 6) {
        let mut b = s.clone();
        rng.shuffle(&mut b.talon);
        if b.buildings.len() > 2 {
            rng.shuffle(&mut b.buildings[1..]);
        }
        b.rng = Rng::new(0xD1CE);
        same_decision::<BetaColony>(&s, &b, seat, 60);
    }
}

/// Origins: the decks (each within its era), the other seats' hands and their discard piles
/// below the top; cards change places between them where the rules allow (a deck keeps its era,
/// a discard pile holds only idea cards).
#[test]
fn an_origins_decision_ignores_the_decks_the_others_hands_and_hidden_discards() {
    use turnpost::engine::origins::data::data;
    let d = data();
    let mut rng = Rng::new(13);
    let mut checked = 0;
    for (s, seat) in positions::<Origins>(4, &[4, 5, 6], 31, 12) {
        let mut b = s.clone();
        for deck in &mut b.decks {
            rng.shuffle(deck);
        }
        let others: Vec<Seat> = (0..4).filter(|&o| o != seat).collect();
        // Swap hand cards between two other seats, and a hand card with a deck card of its era.
        for w in others.windows(2) {
            let (x, y) = (w[0], w[1]);
            if !b.players[x].hand.is_empty() && !b.players[y].hand.is_empty() {
                let cx = b.players[x].hand[0];
                let cy = b.players[y].hand[0];
                if !b.memory.drawn_public.contains(&cx) && !b.memory.drawn_public.contains(&cy) {
                    b.players[x].hand[0] = cy;
                    b.players[y].hand[0] = cx;
                }
            }
        }
        for &o in &others {
            if let Some(&c) = b.players[o].hand.first() {
                let era = usize::from(d.card(c.0).era - 1);
                if !b.decks[era].is_empty() && !b.memory.drawn_public.contains(&c) {
                    let k = rng.below(b.decks[era].len() as u64) as usize;
                    std::mem::swap(&mut b.players[o].hand[0], &mut b.decks[era][k]);
                }
            }
            // A hidden discard card (below the top) with an idea card of its era from the deck.
            if b.players[o].discard.len() >= 2 {
                let c = b.players[o].discard[0];
                let era = usize::from(d.card(c.0).era - 1);
                if let Some(k) = b.decks[era].iter().position(|x| !d.card(x.0).is_public()) {
                    std::mem::swap(&mut b.players[o].discard[0], &mut b.decks[era][k]);
                }
            }
        }
        b.rng = Rng::new(0xD1CE);
        same_decision::<Origins>(&s, &b, seat, 24);
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} positions checked");
}

/// Humanity's hidden information is the decks' order, the others' science and the generator.
#[test]
fn a_humanity_decision_ignores_the_decks_the_others_science_and_later_draws() {
    let mut rng = Rng::new(14);
    for (s, seat) in positions::<Humanity>(3, &[4, 5], 11, 6) {
        let mut b = s.clone();
        for deck in b
            .module_decks
            .iter_mut()
            .chain(b.experiment_decks.iter_mut())
        {
            rng.shuffle(deck);
        }
        for (o, p) in b.players.iter_mut().enumerate() {
            if o != seat {
                p.science += 4;
                p.ledger.research_science += 4;
            }
        }
        b.rng = Rng::new(0xD1CE);
        same_decision::<Humanity>(&s, &b, seat, 150);
    }
}

/// Same state, seat, seed and iteration budget: the same decision, through the typed search
/// and through the registry as the platform calls it.
fn reproducible<G: BotHooks>(players: usize, iterations: u32)
where
    G::Action: std::fmt::Debug,
{
    let budget = Budget {
        iterations,
        ..Budget::of::<G>(Level::Normal)
    };
    let never = || false;
    for (s, seat) in positions::<G>(players, &[8], 13, 3) {
        let a = decide::<G>(&s, seat, &budget, 99, &never).expect("a decision");
        let b = decide::<G>(&s, seat, &budget, 99, &never).expect("a decision");
        assert_eq!(a.action, b.action, "{}", G::NAME);
        assert_eq!(a.iterations, iterations);
        let game = registry::game(G::NAME).expect("registered");
        let json = serde_json::to_string(&s).expect("json");
        let x = game
            .bot_decide(&json, seat, Level::Easy, 5, &never)
            .expect("a decision");
        let y = game
            .bot_decide(&json, seat, Level::Easy, 5, &never)
            .expect("a decision");
        assert_eq!(x.action, y.action, "{}", G::NAME);
        // What the registry answers is legal.
        game.apply(&json, seat, &x.action.to_string())
            .unwrap_or_else(|e| panic!("{}: the bot's action is refused: {e}", G::NAME));
    }
}

#[test]
fn a_decision_is_reproducible_from_its_seed() {
    reproducible::<Humanity>(2, 200);
    reproducible::<DawnOfMankind>(3, 200);
    reproducible::<BetaColony>(2, 40);
    reproducible::<Origins>(3, 20);
}

/// A stop that answers "stop" at once still gives a legal decision.
#[test]
fn a_bot_stopped_at_once_still_decides() {
    let always = || true;
    for game in registry::games() {
        let play = game
            .random_play(&setup(2, 3, serde_json::json!({})), 4, 0)
            .expect("a random game");
        let mut state = game
            .new_game(&setup(2, 3, serde_json::json!({})))
            .expect("setup");
        for (seat, action, _) in play.steps.iter().take(30) {
            state = game.apply(&state, *seat, action).expect("replays").0;
        }
        let seat = game.to_act(&state).expect("state")[0];
        let d = game
            .bot_decide(&state, seat, Level::Normal, 1, &always)
            .expect("a decision");
        game.apply(&state, seat, &d.action.to_string())
            .unwrap_or_else(|e| panic!("{}: {e}", game.name()));
    }
}

/// Every seat of every position, finished games included: an answer or an error, never a
/// panic; a seat that is not to decide gets an error.
#[test]
fn the_registry_answers_every_seat_of_every_state_without_a_panic() {
    let never = || false;
    for game in registry::games() {
        let players = game.about().min_players;
        let play = game
            .random_play(&setup(players, 21, serde_json::json!({})), 6, 0)
            .expect("a random game");
        let mut state = game
            .new_game(&setup(players, 21, serde_json::json!({})))
            .expect("setup");
        let every = (play.steps.len() / 5).max(1);
        for (k, (seat, action, _)) in play.steps.iter().enumerate() {
            if k % every == 0 {
                let to_act = game.to_act(&state).expect("state");
                for s in 0..players + 1 {
                    let r = game.bot_decide(&state, s, Level::Easy, k as u64, &never);
                    assert_eq!(r.is_ok(), to_act.contains(&s), "{} seat {s}", game.name());
                }
            }
            state = game.apply(&state, *seat, action).expect("replays").0;
        }
        assert!(game.outcome(&state).expect("state").is_some());
        for s in 0..players {
            assert!(game.bot_decide(&state, s, Level::Easy, 1, &never).is_err());
        }
        assert!(game.bot_decide("{}", 0, Level::Easy, 1, &never).is_err());
    }
}

/// A whole game between bots of one budget, every invariant checked after every decision;
/// the number of decisions.
fn whole_game<G: BotHooks>(players: usize, seed: u64, options: Value, budget: &Budget) -> u32
where
    G::Action: std::fmt::Debug,
{
    let mut s = G::new_game(&setup(players, seed, options)).expect("setup");
    let never = || false;
    let mut decisions = 0u32;
    while G::outcome(&s).is_none() {
        assert!(decisions < 20_000, "{}: the game does not end", G::NAME);
        let seat = G::to_act(&s)[0];
        let choice = decide::<G>(&s, seat, budget, seed ^ u64::from(decisions), &never)
            .unwrap_or_else(|| panic!("{}: no decision after {decisions}", G::NAME));
        s = G::apply(&s, seat, &choice.action)
            .unwrap_or_else(|e| panic!("{}: {:?} refused: {e}", G::NAME, choice.action))
            .0;
        G::check_invariants(&s).unwrap_or_else(|e| {
            panic!(
                "{}: invariant broken after decision {decisions}: {e}",
                G::NAME
            )
        });
        decisions += 1;
    }
    decisions
}

fn long_games() -> u64 {
    std::env::var("TURNPOST_BOT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Whole games between normal bots: in the default run on a reduced budget (and Origins at
/// its short length), with `TURNPOST_BOT_GAMES` on the level's own budget at full length.
fn bots_play_whole_games<G: BotHooks>(share: f64, short: Value)
where
    G::Action: std::fmt::Debug,
{
    let normal = Budget::of::<G>(Level::Normal);
    let k = long_games();
    if k == 0 {
        let n = whole_game::<G>(2, 1, short, &normal.scaled(share));
        assert!(n > 10, "{}: a game of {n} decisions", G::NAME);
        return;
    }
    let about = G::ABOUT;
    for players in [about.min_players, about.max_players] {
        for seed in 0..k {
            let n = whole_game::<G>(players, 100 + seed, serde_json::json!({}), &normal);
            eprintln!("{} {players} players seed {seed}: {n} decisions", G::NAME);
        }
    }
}

#[test]
fn normal_bots_play_a_whole_game_of_humanity() {
    bots_play_whole_games::<Humanity>(0.001, serde_json::json!({}));
}

#[test]
fn normal_bots_play_a_whole_game_of_dawn_of_mankind() {
    bots_play_whole_games::<DawnOfMankind>(0.02, serde_json::json!({}));
}

#[test]
fn normal_bots_play_a_whole_game_of_beta_colony() {
    bots_play_whole_games::<BetaColony>(0.02, serde_json::json!({}));
}

#[test]
fn normal_bots_play_a_whole_game_of_origins() {
    bots_play_whole_games::<Origins>(0.03, serde_json::json!({"turn_cap": 3}));
}
