//! Legal decisions and the default decision at a timeout (design 18.2), for every decision of
//! the turn cycle. Candidates are listed per decision and kept when `apply` accepts them,
//! so the list can never disagree with the rules.

use super::action::{Action, Direction, Pay, Reset};
use super::cards::{
    barbarian_answers, bid_candidates, default_barbarian, default_cards, play_candidates,
};
use super::catastrophes::{default_enslaver, entry, pending};
use super::chaos::{default_depopulate, default_direction, map_units};
use super::data::{data, Category, FeatureKind, Letter, Region};
use super::population::{
    default_passage, default_starve, population_candidates, siege_candidates, starve_candidates,
};
use super::rules::{apply_in_place, elder_options, free_producers, neighbours};
use super::state::{Decision, HexId, PromptKind, State};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Every legal decision of `seat` now (empty when the seat is not to decide).
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    let Some((to_act, decision)) = state.decision() else {
        return Vec::new();
    };
    if to_act != seat {
        return Vec::new();
    }
    let light = state.light();
    candidates(state, seat, &decision)
        .into_iter()
        .filter(|a| {
            let mut copy = light.as_ref().clone();
            apply_in_place(&mut copy, seat, a).is_ok()
        })
        .collect()
}

/// Up to `k` legal decisions of `seat`, drawn at random among the candidates (each kept when
/// `apply` accepts it) without building the whole list: what the bot's search offers below its
/// root, where a whole list at every visit would cost too much.
pub fn sample_legal(state: &State, seat: Seat, k: usize, rng: &mut Rng) -> Vec<Action> {
    let Some((to_act, decision)) = state.decision() else {
        return Vec::new();
    };
    if to_act != seat {
        return Vec::new();
    }
    let mut pool = candidates(state, seat, &decision);
    let light = state.light();
    let mut out = Vec::with_capacity(k);
    while out.len() < k && !pool.is_empty() {
        let a = pool.swap_remove(rng.below(pool.len() as u64) as usize);
        let mut copy = light.as_ref().clone();
        if apply_in_place(&mut copy, seat, &a).is_ok() {
            out.push(a);
        }
    }
    out
}

fn candidates(state: &State, seat: Seat, decision: &Decision) -> Vec<Action> {
    let n = state.players.len() as u8;
    let p = &state.players[seat];
    match decision {
        Decision::Prompt(PromptKind::ChooseElder(_)) => elder_options(p)
            .into_iter()
            .map(|(colour, half)| Action::ChooseElder { colour, half })
            .collect(),
        Decision::Prompt(PromptKind::DiseaseNeighbour { .. }) => neighbours(state, seat)
            .into_iter()
            .map(|s| Action::DiseaseNeighbour { seat: s as u8 })
            .collect(),
        Decision::Prompt(PromptKind::RevolutionAnswer { .. }) => {
            let mut out = vec![Action::RevolutionAnswer {
                cancel: false,
                colour: None,
                half: None,
            }];
            out.extend(
                elder_options(p)
                    .into_iter()
                    .map(|(c, h)| Action::RevolutionAnswer {
                        cancel: true,
                        colour: Some(c),
                        half: Some(h),
                    }),
            );
            out
        }
        Decision::Prompt(PromptKind::CatastropheOrder) => {
            let icons: Vec<String> = pending(state)
                .into_iter()
                .map(|(c, i)| entry(c, i))
                .collect();
            permutations(&icons, ORDER_SAMPLE)
                .into_iter()
                .map(|order| Action::CatastropheOrder { order })
                .collect()
        }
        Decision::Prompt(PromptKind::ChooseEnslaver) => (0..n)
            .filter(|&s| usize::from(s) != seat)
            .map(|s| Action::ChooseEnslaver { seat: s })
            .collect(),
        Decision::Innovation { .. } => innovation_candidates(state, seat, n),
        Decision::Cards => play_candidates(state, seat),
        Decision::Prompt(PromptKind::Bid) => bid_candidates(state, seat),
        Decision::Prompt(PromptKind::BarbarianAnswer { .. }) => barbarian_answers(state, seat),
        Decision::Prompt(PromptKind::Depopulate { count }) => {
            combinations(&map_units(state, seat), usize::from(*count), ORDER_SAMPLE)
                .into_iter()
                .map(|remove| Action::Depopulate { remove })
                .collect()
        }
        Decision::Population { .. } => population_candidates(state, seat),
        Decision::Sieges { .. } => siege_candidates(state, seat),
        Decision::Prompt(PromptKind::Starve) => starve_candidates(state),
        Decision::Prompt(PromptKind::Passage { .. }) => [true, false]
            .into_iter()
            .map(|grant| Action::Passage { grant })
            .collect(),
        Decision::Prompt(PromptKind::TradeAnswer { .. }) => [true, false]
            .into_iter()
            .map(|accept| Action::TradeAnswer { accept })
            .collect(),
        Decision::Prompt(PromptKind::DarkAge) => [Direction::Forward, Direction::Back]
            .into_iter()
            .map(|direction| Action::DarkAge { direction })
            .collect(),
    }
}

/// At most this many catastrophe orders are listed (the first in lexicographic order of the
/// draw order); a turn rarely has more than five catastrophes.
pub const ORDER_SAMPLE: usize = 120;

/// The first `cap` ways to pick `k` of `items`, in order.
fn combinations<T: Copy>(items: &[T], k: usize, cap: usize) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..k).collect();
    if k > items.len() {
        return out;
    }
    loop {
        out.push(pick.iter().map(|&i| items[i]).collect());
        if out.len() >= cap {
            return out;
        }
        // The rightmost index that can still move right.
        let Some(i) = (0..k).rev().find(|&i| pick[i] < items.len() - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

fn permutations(items: &[String], cap: usize) -> Vec<Vec<String>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest, cap) {
            tail.insert(0, first.clone());
            out.push(tail);
            if out.len() >= cap {
                return out;
            }
        }
    }
    out
}

fn pays(state: &State, seat: Seat) -> Vec<Option<Pay>> {
    let p = &state.players[seat];
    let mut out = vec![None];
    out.extend(
        Letter::ALL
            .into_iter()
            .filter(|c| p.producers[c.index()] > 0 && *c != p.sheet)
            .map(|c| Some(Pay::Colour(c))),
    );
    for (g, giver) in state.players.iter().enumerate() {
        if giver
            .aid_offers
            .iter()
            .any(|o| usize::from(o.to) == seat && o.running && o.count > 0)
        {
            out.push(Some(Pay::Aid(g as u8)));
        }
    }
    out
}

fn resets(state: &State, seat: Seat) -> Vec<Reset> {
    let mut out = Vec::new();
    for (s, p) in state.players.iter().enumerate() {
        for c in Letter::ALL {
            if p.consumers[c.index()] > 0 {
                out.push(Reset::Elder {
                    seat: s as u8,
                    colour: c,
                });
            }
        }
    }
    out.extend(
        state.players[seat]
            .repertoire
            .iter()
            .filter(|h| !h.active)
            .map(|h| Reset::Card(h.card)),
    );
    out
}

fn innovation_candidates(state: &State, seat: Seat, n: u8) -> Vec<Action> {
    let d = data();
    let p = &state.players[seat];
    let others: Vec<u8> = (0..n).filter(|&s| usize::from(s) != seat).collect();
    let mut out = vec![Action::EndInnovation];
    for &to in &others {
        for count in 1..=free_producers(p).min(u32::from(u8::MAX)) as u8 {
            out.push(Action::OfferAid { to, count });
        }
    }
    out.push(Action::OriginalBehaviour);
    out.push(Action::Imitator { from: None });
    out.extend(others.iter().map(|&f| Action::Imitator { from: Some(f) }));
    out.push(Action::Silverback);
    out.extend(
        pays(state, seat)
            .into_iter()
            .map(|pay| Action::Locution { pay }),
    );
    for from in Region::ALL {
        for to in Region::ALL {
            out.push(Action::Lexicalization { from, to });
        }
    }
    let rs = resets(state, seat);
    out.extend(rs.iter().map(|&reset| Action::Storyteller { reset }));
    // Naturalist: each hex with a unit of the player on a corner, each unit, each way to pay.
    for (h, hex) in d.hexes.iter().enumerate() {
        if !hex
            .feature
            .as_ref()
            .is_some_and(|f| matches!(f.kind, FeatureKind::Animal | FeatureKind::Plant))
        {
            continue;
        }
        for x in p.migratory.iter().filter(|x| hex.corners.contains(&x.0)) {
            for pay in pays(state, seat) {
                out.push(Action::Naturalist {
                    hex: HexId(h as u8),
                    unit: Some(*x),
                    pay,
                });
            }
        }
    }
    for era in 1..=3 {
        out.push(Action::Invention { era });
    }
    out.extend(others.iter().map(|&from| Action::Education { from }));
    out.push(Action::BabyBoom);
    // Stimulus: every multiset of 1..=best info resets.
    let best = usize::from(p.best(Category::Info));
    let mut combos: Vec<Vec<usize>> = Vec::new();
    let mut frontier: Vec<Vec<usize>> = vec![Vec::new()];
    for _ in 0..best {
        let mut next = Vec::new();
        for c in &frontier {
            let start = c.last().copied().unwrap_or(0);
            for i in start..rs.len() {
                let mut e = c.clone();
                e.push(i);
                next.push(e);
            }
        }
        combos.extend(next.iter().cloned());
        frontier = next;
    }
    out.extend(combos.into_iter().map(|c| Action::Stimulus {
        resets: c.into_iter().map(|i| rs[i]).collect(),
    }));
    // Golden age: one suppressed card per frame that holds one.
    let mut choices: Vec<Vec<super::state::CardId>> = vec![Vec::new()];
    for cat in Category::ALL {
        let suppressed: Vec<_> = p
            .repertoire
            .iter()
            .filter(|h| {
                !h.active
                    && matches!(d.card(h.card.0).kind, super::data::CardKind::Public { category, .. } if category == cat)
            })
            .map(|h| h.card)
            .collect();
        if suppressed.is_empty() {
            continue;
        }
        choices = choices
            .into_iter()
            .flat_map(|c| {
                suppressed.iter().map(move |s| {
                    let mut e = c.clone();
                    e.push(*s);
                    e
                })
            })
            .collect();
    }
    out.extend(
        choices
            .into_iter()
            .map(|reactivate| Action::GoldenAge { reactivate }),
    );
    out.extend(
        Letter::ALL
            .into_iter()
            .map(|brain| Action::Revolution { brain }),
    );
    out.extend(others.iter().map(|&from| Action::Espionage { from }));
    out
}

/// The decision played for `seat` when its deadline passes (design 18.2); `None` when the seat
/// has nothing to decide.
pub fn default_action(state: &State, seat: Seat) -> Option<Action> {
    let (to_act, decision) = state.decision()?;
    if to_act != seat {
        return None;
    }
    match decision {
        Decision::Innovation { .. } => Some(Action::EndInnovation),
        Decision::Cards => Some(default_cards(state, seat)),
        Decision::Prompt(PromptKind::Bid) => Some(Action::Pass),
        Decision::Prompt(PromptKind::BarbarianAnswer { .. }) => default_barbarian(state, seat),
        Decision::Prompt(PromptKind::Depopulate { count }) => Some(Action::Depopulate {
            remove: default_depopulate(state, seat, usize::from(count)),
        }),
        Decision::Population { .. } => Some(Action::EndPopulation),
        Decision::Sieges { .. } => Some(Action::EndSieges),
        Decision::Prompt(PromptKind::Starve) => Some(Action::Starve {
            remove: default_starve(state),
        }),
        Decision::Prompt(PromptKind::Passage { .. }) => Some(Action::Passage {
            grant: default_passage(state, seat),
        }),
        Decision::Prompt(PromptKind::TradeAnswer { .. }) => {
            Some(Action::TradeAnswer { accept: false })
        }
        Decision::Prompt(PromptKind::DarkAge) => Some(Action::DarkAge {
            direction: default_direction(state, seat),
        }),
        Decision::Prompt(PromptKind::CatastropheOrder) => Some(Action::CatastropheOrder {
            order: pending(state)
                .into_iter()
                .map(|(c, i)| entry(c, i))
                .collect(),
        }),
        Decision::Prompt(PromptKind::ChooseEnslaver) => Some(Action::ChooseEnslaver {
            seat: default_enslaver(state, seat) as u8,
        }),
        Decision::Prompt(PromptKind::DiseaseNeighbour { .. }) => neighbours(state, seat)
            .first()
            .map(|&s| Action::DiseaseNeighbour { seat: s as u8 }),
        Decision::Prompt(PromptKind::RevolutionAnswer { .. }) => Some(Action::RevolutionAnswer {
            cancel: false,
            colour: None,
            half: None,
        }),
        // Own consumer, guest consumer, own producer, guest producer: the order of
        // `elder_options`.
        Decision::Prompt(PromptKind::ChooseElder(_)) => elder_options(&state.players[seat])
            .first()
            .map(|&(colour, half)| Action::ChooseElder { colour, half }),
    }
}
