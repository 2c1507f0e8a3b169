//! A Dawn of Mankind decision as a player makes it (`engine::choice`): a setup card or a ready
//! area during the setup; in a main turn, move or rest, then the route (tappable on the board),
//! then each sub-choice of that move in the order the turn resolves them. Built from the complete
//! list of legal actions, so every option leads to a turn the rules accept.

use super::action::{Action, ArtChoice, Barter, Food, Move, RestChoice};
use super::data::{data, Icon, Res};
use super::describe::{
    art_words, cost_words, effect_words, face_words, join_words, pile_title, res_id, res_words,
};
use super::rules::{BARTER_GIVE, BARTER_TAKE};
use super::view::{view, View};
use super::{legal_actions, State};
use crate::engine::choice::{factor, Facet, Offer, PathError, Step};
use crate::engine::{Seat, Viewer};

/// The seat's decision at the end of `path`.
pub fn choices(state: &State, seat: Seat, path: &[usize]) -> Result<Step<Action>, PathError> {
    let legal = legal_actions(state, seat);
    if legal.is_empty() {
        return Err(PathError::NotDeciding);
    }
    let v = view(state, Viewer::Seat(seat));
    // Which moves reach a tile the player can then pay for (its action is performed).
    let performs: Vec<(Move, bool)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Move(m) => Some((m.clone(), performs(state, seat, m))),
            _ => None,
        })
        .collect();
    let facets = facets(&v, &performs);
    factor(legal, &facets, path)
}

/// Whether the tile a move reaches performs its action (the player can pay for it once on the
/// tile, after what the way there cost).
fn performs(state: &State, seat: Seat, m: &Move) -> bool {
    let mut s = state.clone();
    let Ok(to) = super::rules::begin_move(&mut s, seat, m, &mut crate::engine::Log::silent())
    else {
        return false;
    };
    data()
        .face_of(to, s.faces[to])
        .is_some_and(|face| super::rules::can_perform(&s, seat, face))
}

/// The name of the action of the tile a route leads to.
fn tile_action(v: &View, route: &str) -> String {
    let d = data();
    d.route_by_id(route)
        .and_then(|i| d.routes.get(usize::from(i)))
        .and_then(|r| v.tiles.get(usize::from(r.to)))
        .map_or_else(
            || crate::say!("dawn-of-mankind-the-tile"),
            |t| face_words(&t.face),
        )
}

/// The board key of a route, so that tapping it on the board chooses it.
pub fn route_target(route: &str) -> String {
    format!("route-{route}")
}

fn facets<'a>(v: &'a View, performs: &'a [(Move, bool)]) -> Vec<Facet<'a, Action>> {
    // A route whose every move leaves its tile's action undone, and an art on the way after
    // which it cannot be paid for, say so before they are chosen.
    let route_idle = move |route: &str| {
        performs
            .iter()
            .filter(|(m, _)| m.route == route)
            .all(|(_, done)| !done)
    };
    let art_idles = move |m: &Move| {
        performs
            .iter()
            .filter(|(o, _)| o.route == m.route && o.route_art == m.route_art)
            .all(|(_, done)| !done)
            && !route_idle(&m.route)
    };
    let moving = |a: &Action| match a {
        Action::Move(m) => Some(m.clone()),
        _ => None,
    };
    vec![
        Facet::new(say("dawn-of-mankind-ask-what"), |a: &Action| {
            let key = match a {
                Action::SetupCard { .. } => "card",
                Action::SetupPlace { .. } => "place",
                Action::Move(_) => "move",
                Action::Rest(_) => "rest",
            };
            let label = match a {
                Action::SetupCard { .. } => "dawn-of-mankind-choice-setup-card",
                Action::SetupPlace { .. } => "dawn-of-mankind-choice-setup-place",
                Action::Move(_) => "dawn-of-mankind-choice-move",
                Action::Rest(_) => "dawn-of-mankind-choice-rest",
            };
            Some((key.to_string(), Offer::new(say(label))))
        }),
        Facet::new(
            say("dawn-of-mankind-ask-setup-card"),
            move |a: &Action| match a {
                Action::SetupCard { card } => {
                    Some((card.clone(), Offer::new(setup_card_label(v, card))))
                }
                _ => None,
            },
        ),
        Facet::new(
            say("dawn-of-mankind-ask-setup-place"),
            move |a: &Action| match a {
                Action::SetupPlace { ready_area } => Some((
                    ready_area.clone(),
                    Offer::new(ready_area_label(v, ready_area)),
                )),
                _ => None,
            },
        ),
        Facet::new(say("dawn-of-mankind-ask-rest"), |a: &Action| match a {
            Action::Rest(r) => Some((
                serde_json::to_string(r).unwrap_or_default(),
                Offer::new(match (r.choice, r.cook_food) {
                    (RestChoice::None, _) => say("dawn-of-mankind-choice-rest-none"),
                    (RestChoice::Cook, Some(f)) => crate::say!(
                        "dawn-of-mankind-choice-rest-cook-paying",
                        food = food_words(f)
                    ),
                    (RestChoice::Cook, None) => say("dawn-of-mankind-choice-rest-cook"),
                    (RestChoice::Expand, _) => say("dawn-of-mankind-choice-rest-expand"),
                }),
            )),
            _ => None,
        }),
        Facet::new(say("dawn-of-mankind-ask-route"), move |a: &Action| {
            let m = moving(a)?;
            let mut offer = Offer::new(route_label(v, &m.route)).target(route_target(&m.route));
            if route_idle(&m.route) {
                offer = offer.detail(crate::say!(
                    "dawn-of-mankind-route-idle",
                    action = tile_action(v, &m.route)
                ));
            }
            Some((m.route.clone(), offer))
        }),
        Facet::new(say("dawn-of-mankind-ask-route-art"), move |a: &Action| {
            let m = moving(a)?;
            let mut offer = Offer::new(art_label(v, m.route_art));
            if art_idles(&m) {
                offer = offer.detail(crate::say!(
                    "dawn-of-mankind-art-idle",
                    action = tile_action(v, &m.route)
                ));
            }
            Some((key(&m.route_art), offer))
        }),
        Facet::new(say("dawn-of-mankind-ask-food"), move |a: &Action| {
            let m = moving(a)?;
            Some((
                key(&m.food),
                Offer::new(m.food.map_or_else(
                    || say("dawn-of-mankind-choice-no-food"),
                    |f| crate::say!("dawn-of-mankind-choice-food", food = food_words(f)),
                )),
            ))
        }),
        Facet::new(say("dawn-of-mankind-ask-barter"), move |a: &Action| {
            let m = moving(a)?;
            Some((
                key(&m.barter),
                Offer::new(m.barter.map_or_else(
                    || say("dawn-of-mankind-choice-no-barter"),
                    |Barter { give, take }| {
                        // The resource's own word whatever the number, as the rules print it.
                        crate::say!(
                            "dawn-of-mankind-choice-barter",
                            give = crate::say!(&res_id(give.name()), count = BARTER_GIVE),
                            take = crate::say!(&res_id(take.name()), count = BARTER_TAKE)
                        )
                    },
                )),
            ))
        }),
        Facet::new(say("dawn-of-mankind-ask-progress"), move |a: &Action| {
            let m = moving(a)?;
            Some((key(&m.progress), progress_offer(v, &m)))
        }),
        Facet::new(say("dawn-of-mankind-ask-tile-art"), move |a: &Action| {
            let m = moving(a)?;
            Some((key(&m.tile_art), Offer::new(art_label(v, m.tile_art))))
        }),
        Facet::new(say("dawn-of-mankind-ask-newborn"), move |a: &Action| {
            let m = moving(a)?;
            Some((
                m.newborn.to_string(),
                Offer::new(say(if m.newborn {
                    "dawn-of-mankind-choice-newborn"
                } else {
                    "dawn-of-mankind-choice-no-newborn"
                })),
            ))
        }),
    ]
}

/// A message with no arguments.
fn say(id: &str) -> String {
    crate::say!(id)
}

fn key<T: serde::Serialize>(part: &T) -> String {
    serde_json::to_string(part).unwrap_or_default()
}

/// The words of a cost as the view writes it ("H2T1").
fn code_words(code: &str) -> String {
    super::data::parse_cost(code).map_or_else(|| code.to_string(), |c| cost_words(&c))
}

fn food_words(f: Food) -> String {
    match (f.fruit, f.meat) {
        (0, m) => res_words(Res::Meat, m),
        (fr, 0) => res_words(Res::Fruit, fr),
        (fr, m) => join_words(&[res_words(Res::Fruit, fr), res_words(Res::Meat, m)], ""),
    }
}

fn setup_card_label(v: &View, card: &str) -> String {
    let res = v
        .setup_cards
        .iter()
        .find(|c| c.id == card)
        .map(|c| code_words(&c.resources))
        .unwrap_or_default();
    crate::say!("dawn-of-mankind-choice-setup-card-resources", res = res)
}

fn ready_area_label(v: &View, area: &str) -> String {
    let column = v
        .ready_areas
        .iter()
        .find(|r| r.id == area)
        .map_or(0, |r| r.column);
    crate::say!(
        "dawn-of-mankind-choice-ready-area",
        area = area,
        column = stage_name(column)
    )
}

/// A column by its numeral and life stage, as the board heads it: "I · Childhood".
pub fn stage_name(column: u8) -> String {
    let (numeral, stage) = match column {
        1 => ("I", "childhood"),
        2 => ("II", "youth"),
        3 => ("III", "adulthood"),
        4 => ("IV", "elders"),
        _ => return "?".into(),
    };
    crate::say!(
        "dawn-of-mankind-stage",
        numeral = numeral,
        stage = crate::say!(&format!("dawn-of-mankind-term-{stage}"))
    )
}

/// "RA2 → B4 Hunting (II · Youth; pay 1 tool; gain 3 meat and a progress card)".
pub fn route_label(v: &View, route: &str) -> String {
    let d = data();
    let Some(def) = d
        .route_by_id(route)
        .and_then(|i| d.routes.get(usize::from(i)))
    else {
        return route.to_string();
    };
    let from = d
        .areas
        .get(usize::from(def.from))
        .map_or("?", |a| a.id.as_str());
    let Some(t) = v.tiles.get(usize::from(def.to)) else {
        return format!("{from} → ?");
    };
    let mut pays = Vec::new();
    if def.icon == Icon::Art {
        pays.push(say("dawn-of-mankind-choice-route-art-on-way"));
    }
    if !t.lose.is_empty() {
        pays.push(code_words(&t.lose));
    }
    if t.lose_food > 0 {
        pays.push(crate::say!("dawn-of-mankind-food", count = t.lose_food));
    }
    if t.lose_vp > 0 {
        pays.push(crate::say!("dawn-of-mankind-vp", count = t.lose_vp));
    }
    let mut gains = Vec::new();
    if !t.gain.is_empty() {
        gains.push(code_words(&t.gain));
    }
    if t.gain_vp > 0 {
        gains.push(crate::say!("dawn-of-mankind-vp", count = t.gain_vp));
    }
    match t.icon {
        Icon::Progress => gains.push(say("dawn-of-mankind-choice-route-progress")),
        Icon::Art => gains.push(say("dawn-of-mankind-choice-route-art")),
        Icon::Newborn => gains.push(say("dawn-of-mankind-choice-route-newborn")),
        Icon::None => {}
    }
    let pays = if pays.is_empty() {
        String::new()
    } else {
        crate::say!(
            "dawn-of-mankind-choice-route-pays",
            items = join_words(&pays, "")
        )
    };
    crate::say!(
        "dawn-of-mankind-choice-route",
        from = from,
        tile = &t.id,
        action = face_words(&t.face),
        column = stage_name(t.column),
        pays = pays,
        gains = join_words(&gains, &say("dawn-of-mankind-nothing"))
    )
}

fn art_label(v: &View, a: Option<ArtChoice>) -> String {
    match a {
        None => say("dawn-of-mankind-choice-no-art"),
        Some(ArtChoice { art_slot }) => v
            .art_display
            .iter()
            .find(|s| s.slot == art_slot)
            .map_or_else(
                || crate::say!("dawn-of-mankind-choice-art-slot", slot = art_slot),
                |s| {
                    crate::say!(
                        "dawn-of-mankind-choice-art",
                        art = art_words(&s.card),
                        slot = art_slot,
                        cost = code_words(&s.cost),
                        vp = s.vp
                    )
                },
            ),
    }
}

fn progress_offer(v: &View, m: &Move) -> Offer {
    let Some(pc) = &m.progress else {
        return Offer::new(say("dawn-of-mankind-choice-no-progress"));
    };
    let pile = v.piles.iter().find(|p| p.name == pc.pile);
    let cost = pile
        .and_then(|p| p.cards.first())
        .map(|c| code_words(&c.cost));
    let card = pile_title(&pc.pile);
    let label = match (pc.slot, cost) {
        (Some(slot), Some(cost)) => crate::say!(
            "dawn-of-mankind-choice-progress-slot-paying",
            card = card,
            slot = slot,
            cost = cost
        ),
        (Some(slot), None) => {
            crate::say!(
                "dawn-of-mankind-choice-progress-slot",
                card = card,
                slot = slot
            )
        }
        (None, Some(cost)) => {
            crate::say!(
                "dawn-of-mankind-choice-progress-paying",
                card = card,
                cost = cost
            )
        }
        (None, None) => crate::say!("dawn-of-mankind-choice-progress", card = card),
    };
    let offer = Offer::new(label);
    // The effect in the reader's words (the game's texts hold the data's words, checked).
    match pile.filter(|p| !p.effect.trim().is_empty()) {
        Some(p) => offer.detail(effect_words(&p.name)),
        None => offer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::choice::leaves;
    use crate::engine::registry::Extras;
    use crate::engine::rng::Rng;
    use crate::engine::{Game, Setup};

    /// Random games: at every decision, every whole decision the steps reach (or, when there
    /// are many, a random walk down them) is one the rules accept, and the steps reach every
    /// legal action when there are few.
    #[test]
    fn every_path_ends_in_a_legal_turn() {
        for seed in 0..6u64 {
            let players = 2 + (seed as usize % 4);
            let setup = Setup {
                players,
                seed,
                options: serde_json::json!({}),
            };
            let mut s = super::super::DawnOfMankind::new_game(&setup).unwrap();
            let mut rng = Rng::new(seed);
            for _ in 0..120 {
                let Some(seat) = s.current() else { break };
                let step = |p: &[usize]| choices(&s, seat, p);
                let legal = legal_actions(&s, seat);
                match leaves(&step, &[], 400).unwrap() {
                    Some(all) => {
                        assert_eq!(all.len(), legal.len(), "the steps reach every legal turn");
                        for (_, a) in &all {
                            assert!(legal.contains(a));
                        }
                    }
                    None => {
                        let mut path = Vec::new();
                        loop {
                            match choices(&s, seat, &path).unwrap() {
                                Step::Done(a) => {
                                    assert!(legal.contains(&a));
                                    break;
                                }
                                Step::Ask(q) => {
                                    assert!(q.offers.len() > 1 || path.is_empty());
                                    path.push(rng.below(q.offers.len() as u64) as usize);
                                }
                            }
                        }
                    }
                }
                let a = legal[rng.below(legal.len() as u64) as usize].clone();
                s = super::super::DawnOfMankind::apply(&s, seat, &a).unwrap().0;
            }
        }
    }

    /// Every line of a random game, every question and option of its decisions, its turn mails'
    /// prompts and a few refusals, read in English, French, Spanish and the pseudo-language: all
    /// worded (nothing left of a message, no id), and in the pseudo-language every line went
    /// through a text.
    #[test]
    fn every_line_and_choice_is_worded_in_every_language() {
        use crate::i18n::{words, Lang};
        for (players, seed) in [(2usize, 3u64), (4, 8)] {
            let setup = Setup {
                players,
                seed,
                options: serde_json::json!({}),
            };
            let mut s = super::super::DawnOfMankind::new_game(&setup).unwrap();
            let mut rng = Rng::new(seed);
            let mut texts: Vec<String> = Vec::new();
            for turn in 0..400 {
                let Some(seat) = s.current() else { break };
                if turn % 5 == 0 {
                    let mut path = Vec::new();
                    while let Step::Ask(q) = choices(&s, seat, &path).unwrap() {
                        texts.push(q.ask.clone());
                        for o in &q.offers {
                            texts.push(o.label.clone());
                            texts.extend(o.detail.iter().cloned());
                        }
                        path.push(rng.below(q.offers.len() as u64) as usize);
                    }
                    // A few refusals too: out of turn, a card not on the table, a bare cook.
                    let other = (seat + 1) % players;
                    let cook = Action::Rest(super::super::action::Rest {
                        choice: RestChoice::Cook,
                        cook_food: None,
                    });
                    let bogus = Action::SetupCard {
                        card: "SET9".into(),
                    };
                    for (who, a) in [(other, &cook), (seat, &cook), (seat, &bogus)] {
                        if let Err(e) = super::super::DawnOfMankind::apply(&s, who, a) {
                            texts.push(e.to_string());
                        }
                    }
                    let p = <super::super::DawnOfMankind as Extras>::prompt(&s, seat);
                    texts.extend(p.progress);
                    texts.extend(p.decision.map(|(a, b)| a + " " + &b));
                    texts.extend(p.situation);
                }
                let legal = legal_actions(&s, seat);
                let a = legal[rng.below(legal.len() as u64) as usize].clone();
                let (next, events) = super::super::DawnOfMankind::apply(&s, seat, &a).unwrap();
                texts.extend(events.into_iter().map(|e| e.text));
                s = next;
            }
            assert!(s.is_over(), "the game ends");
            assert!(texts.len() > 100);
            for text in &texts {
                for lang in [Lang::En, Lang::Fr, Lang::Es, Lang::Pseudo] {
                    let worded = words(lang, text);
                    assert!(
                        !worded.contains(['\u{2}', '\u{3}', '\u{1f}']),
                        "{lang:?}: {worded:?}"
                    );
                    assert!(!worded.contains("dawn-of-mankind-"), "{lang:?}: {worded}");
                    if lang == Lang::Pseudo {
                        assert!(worded.contains('⟦'), "not a text: {worded}");
                    }
                }
            }
        }
    }

    /// The effects the game's texts give a progress card are the data's own words in English.
    #[test]
    fn the_effects_in_english_are_the_data_s_words() {
        use crate::i18n::{words, Lang};
        for n in &data().names {
            assert_eq!(
                words(Lang::En, &effect_words(&n.name)),
                n.effect_text.trim(),
                "{}",
                n.name
            );
            assert_eq!(
                words(Lang::En, &pile_title(&n.name)),
                super::super::describe::title_case(&n.name)
            );
        }
    }
}
