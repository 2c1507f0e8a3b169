//! A Dawn of Mankind decision as a player makes it (`engine::choice`): a setup card or a ready
//! area during the setup; in a main turn, move or rest, then the route (tappable on the board),
//! then each sub-choice of that move in the order the turn resolves them. Built from the complete
//! list of legal actions, so every option leads to a turn the rules accept.

use super::action::{Action, ArtChoice, Barter, Food, Move, RestChoice};
use super::data::{data, Icon};
use super::describe::{cost_words, join_words, title_case};
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
        .map_or_else(|| "the tile".to_string(), |t| t.name.clone())
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
        Facet::new("What do you do?", |a: &Action| {
            let (key, label) = match a {
                Action::SetupCard { .. } => ("card", "Take a setup card"),
                Action::SetupPlace { .. } => {
                    ("place", "Put a meeple from your mat in a ready area")
                }
                Action::Move(_) => ("move", "Move a meeple along a route"),
                Action::Rest(_) => (
                    "rest",
                    "Rest: your meeples on tiles go back to the ready areas",
                ),
            };
            Some((key.to_string(), Offer::new(label)))
        }),
        Facet::new("Which setup card do you take?", move |a: &Action| match a {
            Action::SetupCard { card } => {
                Some((card.clone(), Offer::new(setup_card_label(v, card))))
            }
            _ => None,
        }),
        Facet::new("Where does your meeple go?", move |a: &Action| match a {
            Action::SetupPlace { ready_area } => Some((
                ready_area.clone(),
                Offer::new(ready_area_label(v, ready_area)),
            )),
            _ => None,
        }),
        Facet::new("How do you rest?", |a: &Action| match a {
            Action::Rest(r) => Some((
                serde_json::to_string(r).unwrap_or_default(),
                Offer::new(match (r.choice, r.cook_food) {
                    (RestChoice::None, _) => "Rest and do nothing else".to_string(),
                    (RestChoice::Cook, Some(f)) => {
                        format!("Rest and cook, paying {}", food_words(f))
                    }
                    (RestChoice::Cook, None) => "Rest and cook".to_string(),
                    (RestChoice::Expand, _) => {
                        "Rest and expand: a meeple from your mat joins column I".to_string()
                    }
                }),
            )),
            _ => None,
        }),
        Facet::new("Which route does your meeple take?", move |a: &Action| {
            let m = moving(a)?;
            let mut offer = Offer::new(route_label(v, &m.route)).target(route_target(&m.route));
            if route_idle(&m.route) {
                offer = offer.detail(format!(
                    "You cannot pay for {} now: the tile will do nothing.",
                    tile_action(v, &m.route)
                ));
            }
            Some((m.route.clone(), offer))
        }),
        Facet::new("Which art do you make on the way?", move |a: &Action| {
            let m = moving(a)?;
            let mut offer = Offer::new(art_label(v, m.route_art));
            if art_idles(&m) {
                offer = offer.detail(format!(
                    "After paying for it you cannot pay for {}: the tile will do nothing.",
                    tile_action(v, &m.route)
                ));
            }
            Some((key(&m.route_art), offer))
        }),
        Facet::new("Which food do you pay?", move |a: &Action| {
            let m = moving(a)?;
            Some((
                key(&m.food),
                Offer::new(m.food.map_or_else(
                    || "No food".to_string(),
                    |f| format!("Pay {}", food_words(f)),
                )),
            ))
        }),
        Facet::new("Do you barter?", move |a: &Action| {
            let m = moving(a)?;
            Some((
                key(&m.barter),
                Offer::new(m.barter.map_or_else(
                    || "No barter".to_string(),
                    |Barter { give, take }| {
                        format!(
                            "Give {} {}, take {} {}",
                            BARTER_GIVE,
                            give.name(),
                            BARTER_TAKE,
                            take.name()
                        )
                    },
                )),
            ))
        }),
        Facet::new("Which progress card do you take?", move |a: &Action| {
            let m = moving(a)?;
            Some((key(&m.progress), progress_offer(v, &m)))
        }),
        Facet::new("Which art do you make at the tile?", move |a: &Action| {
            let m = moving(a)?;
            Some((key(&m.tile_art), Offer::new(art_label(v, m.tile_art))))
        }),
        Facet::new("Do you take a newborn?", move |a: &Action| {
            let m = moving(a)?;
            Some((
                m.newborn.to_string(),
                Offer::new(if m.newborn {
                    "Take a newborn meeple"
                } else {
                    "No newborn"
                }),
            ))
        }),
    ]
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
        (0, m) => format!("{m} meat"),
        (fr, 0) => format!("{fr} fruit"),
        (fr, m) => format!("{fr} fruit and {m} meat"),
    }
}

fn setup_card_label(v: &View, card: &str) -> String {
    let res = v
        .setup_cards
        .iter()
        .find(|c| c.id == card)
        .map(|c| code_words(&c.resources))
        .unwrap_or_default();
    format!("The card that starts you with {res}")
}

fn ready_area_label(v: &View, area: &str) -> String {
    let column = v
        .ready_areas
        .iter()
        .find(|r| r.id == area)
        .map_or(0, |r| r.column);
    format!("Ready area {area}, in column {}", stage_name(column))
}

/// A column by its numeral and life stage, as the board heads it.
pub fn stage_name(column: u8) -> &'static str {
    match column {
        1 => "I · Childhood",
        2 => "II · Youth",
        3 => "III · Adulthood",
        4 => "IV · Elders",
        _ => "?",
    }
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
        pays.push("art on the way".to_string());
    }
    if !t.lose.is_empty() {
        pays.push(code_words(&t.lose));
    }
    if t.lose_food > 0 {
        pays.push(format!("{} food", t.lose_food));
    }
    if t.lose_vp > 0 {
        pays.push(format!("{} VP", t.lose_vp));
    }
    let mut gains = Vec::new();
    if !t.gain.is_empty() {
        gains.push(code_words(&t.gain));
    }
    if t.gain_vp > 0 {
        gains.push(format!("{} VP", t.gain_vp));
    }
    match t.icon {
        Icon::Progress => gains.push("a progress card".into()),
        Icon::Art => gains.push("art".into()),
        Icon::Newborn => gains.push("a newborn".into()),
        Icon::None => {}
    }
    let pays = if pays.is_empty() {
        String::new()
    } else {
        format!("; pay {}", join_words(&pays, ""))
    };
    format!(
        "{from} → {} {} ({}{pays}; gain {})",
        t.id,
        t.name,
        stage_name(t.column),
        join_words(&gains, "nothing")
    )
}

fn art_label(v: &View, a: Option<ArtChoice>) -> String {
    match a {
        None => "No art".into(),
        Some(ArtChoice { art_slot }) => v
            .art_display
            .iter()
            .find(|s| s.slot == art_slot)
            .map_or_else(
                || format!("The art in slot {art_slot}"),
                |s| {
                    format!(
                        "{} (slot {art_slot}): pay {} for {} VP",
                        s.name,
                        code_words(&s.cost),
                        s.vp
                    )
                },
            ),
    }
}

fn progress_offer(v: &View, m: &Move) -> Offer {
    let Some(pc) = &m.progress else {
        return Offer::new("No progress card");
    };
    let pile = v.piles.iter().find(|p| p.name == pc.pile);
    let cost = pile
        .and_then(|p| p.cards.first())
        .map(|c| format!(", paying {}", code_words(&c.cost)))
        .unwrap_or_default();
    let name = title_case(&pc.pile);
    let label = match pc.slot {
        Some(slot) => format!("{name} into your slot {slot}{cost}"),
        None => format!("{name}{cost}"),
    };
    let offer = Offer::new(label);
    match pile.map(|p| p.effect.trim()).filter(|e| !e.is_empty()) {
        Some(effect) => offer.detail(effect.to_string()),
        None => offer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::choice::leaves;
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
}
