//! Previews show nothing a seat cannot see: for every game with hidden information (the art
//! deck of Dawn of Mankind; Beta Colony's talon, building stack and future dice; the hands,
//! decks, piles and generator of Origins; Humanity's module and experiment decks), the preview
//! of any submission, and the refusal of a wrong one, is the same whatever the order of the
//! cards the acting seat cannot see. A preview commits nothing, so a seat could otherwise ask
//! it every turn to peek at the deck.
//!
//! Random games are played to many points; at each, every legal submission of the seat to act
//! (sampled) and submissions from other points (mostly refused) are previewed on the state and
//! on copies whose unseen cards are shuffled. `UNSEEN_LONG=1` plays more games.

use turnpost::engine::registry::Extras;
use turnpost::engine::rng::Rng;
use turnpost::engine::{Seat, Setup};

fn games() -> u64 {
    if std::env::var("UNSEEN_LONG").is_ok_and(|v| v != "0") {
        40
    } else {
        6
    }
}

/// The preview as the site shows it (the JSON, or the refusal's sentence).
fn preview<G: Extras>(state: &G::State, seat: Seat, action: &G::Action) -> Result<String, String> {
    G::preview(state, seat, action)
        .map(|v| v.to_string())
        .map_err(|e| e.to_string())
}

/// Plays random games of `G` and checks, at points along each, that shuffling what the seat
/// to act cannot see (`shuffle`) changes no preview and no refusal. Returns how many previews
/// were compared.
fn check<G: Extras>(
    players: std::ops::RangeInclusive<usize>,
    options: serde_json::Value,
    shuffle: impl Fn(&G::State, Seat, &mut Rng) -> G::State,
) -> usize
where
    G::Action: std::fmt::Debug,
{
    let mut compared = 0;
    for n in players {
        for seed in 0..games() {
            let setup = Setup {
                players: n,
                seed: seed * 7919 + n as u64,
                options: options.clone(),
            };
            let mut state = G::new_game(&setup).expect("setup");
            let mut rng = Rng::new(seed ^ 0x5EE);
            let mut others: Vec<G::Action> = Vec::new();
            for step in 0..400 {
                if G::outcome(&state).is_some() {
                    break;
                }
                let Some(&seat) = G::to_act(&state).first() else {
                    break;
                };
                if step % 9 == 0 {
                    let legal = G::legal_actions(&state, seat);
                    let sampled = legal
                        .iter()
                        .step_by((legal.len() / 24).max(1))
                        .chain(others.iter().rev().take(6));
                    for action in sampled {
                        let seen = preview::<G>(&state, seat, action);
                        for _ in 0..2 {
                            let shuffled = shuffle(&state, seat, &mut rng);
                            let other = preview::<G>(&shuffled, seat, action);
                            assert_eq!(
                                seen, other,
                                "{} players, seed {}, step {step}, seat {seat}: {action:?}",
                                n, setup.seed
                            );
                            compared += 1;
                        }
                    }
                }
                let Some(action) = G::random_action(&state, seat, &mut rng) else {
                    break;
                };
                state = G::apply(&state, seat, &action).expect("a legal action").0;
                others.push(action);
            }
        }
    }
    compared
}

#[test]
fn dawn_of_mankind_previews_do_not_depend_on_the_art_deck() {
    use turnpost::engine::dawn_of_mankind::DawnOfMankind;
    let n = check::<DawnOfMankind>(2..=5, serde_json::json!({}), |s, _, rng| {
        let mut s = s.clone();
        rng.shuffle(&mut s.deck);
        rng.shuffle(&mut s.undealt);
        s
    });
    assert!(n > 500, "{n} previews compared");
}

#[test]
fn beta_colony_previews_do_not_depend_on_the_talon_the_stack_or_future_dice() {
    use turnpost::engine::beta_colony::BetaColony;
    let n = check::<BetaColony>(2..=4, serde_json::json!({}), |s, _, rng| {
        let mut s = s.clone();
        rng.shuffle(&mut s.talon);
        if s.buildings.len() > 1 {
            rng.shuffle(&mut s.buildings[1..]);
        }
        s.rng = Rng::new(rng.below(u64::MAX));
        s
    });
    assert!(n > 500, "{n} previews compared");
}

#[test]
fn humanity_previews_do_not_depend_on_the_decks() {
    use turnpost::engine::humanity::Humanity;
    let n = check::<Humanity>(2..=4, serde_json::json!({}), |s, _, rng| {
        let mut s = s.clone();
        for deck in s
            .module_decks
            .iter_mut()
            .chain(s.experiment_decks.iter_mut())
        {
            rng.shuffle(deck);
        }
        s
    });
    assert!(n > 500, "{n} previews compared");
}

/// Origins: the cards the seat cannot see are the decks, the other players' hands and what lies
/// below the top of the other players' discard piles, and the generator; a card may move
/// between them only within its era (the backs show it) and its kind (a public card is never
/// in a discard pile).
#[test]
fn origins_previews_do_not_depend_on_hands_decks_or_the_generator() {
    use turnpost::engine::origins::data::data;
    use turnpost::engine::origins::state::{CardId, State};
    use turnpost::engine::origins::Origins;
    let shuffle = |s: &State, seat: Seat, rng: &mut Rng| {
        let mut s = s.clone();
        let d = data();
        for era in 1..=3u8 {
            for public in [false, true] {
                let class =
                    |c: &CardId| d.card(c.0).era == era && d.card(c.0).is_public() == public;
                // Every unseen place holding a card of this class, and the cards, pooled.
                let mut pool: Vec<CardId> = Vec::new();
                pool.extend(s.decks[usize::from(era - 1)].iter().copied().filter(class));
                for p in s
                    .players
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != seat)
                    .map(|(_, p)| p)
                {
                    pool.extend(p.hand.iter().copied().filter(class));
                    let below = p.discard.len().saturating_sub(1);
                    pool.extend(p.discard[..below].iter().copied().filter(class));
                }
                rng.shuffle(&mut pool);
                let mut next = pool.into_iter();
                let mut refill = |c: &mut CardId| {
                    if class(c) {
                        *c = next.next().expect("as many cards as places");
                    }
                };
                s.decks[usize::from(era - 1)]
                    .iter_mut()
                    .for_each(&mut refill);
                for (k, p) in s.players.iter_mut().enumerate() {
                    if k == seat {
                        continue;
                    }
                    p.hand.iter_mut().for_each(&mut refill);
                    let below = p.discard.len().saturating_sub(1);
                    p.discard[..below].iter_mut().for_each(&mut refill);
                }
            }
        }
        s.rng = Rng::new(rng.below(u64::MAX));
        s
    };
    let n = check::<Origins>(2..=5, serde_json::json!({"turn_cap": 3}), shuffle);
    assert!(n > 500, "{n} previews compared");
}
