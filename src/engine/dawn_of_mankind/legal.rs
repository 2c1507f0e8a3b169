//! Legal submissions: the complete list of concrete submissions a seat may send now (every
//! combination of route, route art, food mix, barter and icon choice), the random choice used by
//! playouts, and the timeout default (design 13).
//!
//! The list is complete, not sampled: with at most 25 routes and a handful of sub-choices each,
//! it stays in the low hundreds. It is built by playing each route's first steps on a copy with
//! the same functions `apply` uses, so every listed submission is accepted.

use super::action::{Action, ArtChoice, Barter, Food, Move, ProgressChoice, Rest, RestChoice};
use super::data::{data, Icon, Res, Special};
use super::describe::{self, Log};
use super::rules::{
    begin_move, can_perform, expand_possible, fewest_areas, newborn_possible, perform, BARTER_GIVE,
};
use super::state::{Phase, State};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Every legal submission of `seat` (empty when it is not that seat's turn).
pub fn legal_actions(s: &State, seat: Seat) -> Vec<Action> {
    if s.current() != Some(seat) {
        return Vec::new();
    }
    match s.phase {
        Phase::Setup { .. } => setup_actions(s, seat),
        Phase::Main { .. } => {
            let mut out = move_actions(s, seat);
            out.extend(rest_actions(s, seat));
            out
        }
        Phase::Finished { .. } => Vec::new(),
    }
}

fn setup_actions(s: &State, seat: Seat) -> Vec<Action> {
    super::rules::setup_options(s, seat)
}

/// Every fruit/meat mix of `n` food the player can pay.
fn food_mixes(res: &[u8; 4], n: u8) -> Vec<Food> {
    let (f, m) = (res[Res::Fruit.index()], res[Res::Meat.index()]);
    (n.saturating_sub(m)..=n.min(f))
        .map(|fruit| Food {
            fruit,
            meat: n - fruit,
        })
        .collect()
}

/// The display slots whose current line the player can pay.
fn affordable_art(s: &State, seat: Seat) -> Vec<Option<ArtChoice>> {
    let d = data();
    let p = &s.players[seat];
    let mut out = vec![None];
    for (i, slot) in s.display.iter().enumerate() {
        let Some(def) = d.art.get(usize::from(slot.card).wrapping_sub(1)) else {
            continue;
        };
        let line = usize::from(slot.line.clamp(1, 3) - 1);
        if p.can_pay(&def.lines[line].0) {
            out.push(Some(ArtChoice {
                art_slot: i as u8 + 1,
            }));
        }
    }
    out
}

fn progress_options(s: &State, seat: Seat) -> Vec<Option<ProgressChoice>> {
    let d = data();
    let p = &s.players[seat];
    let mut out = vec![None];
    for pile in &s.piles {
        let Some(&top) = pile.cards.first() else {
            continue;
        };
        let def = &d.names[usize::from(pile.name.0)];
        if p.has_acquired(pile.name.0) || !p.can_pay(&def.costs[usize::from(top - 1)]) {
            continue;
        }
        let slots: Vec<Option<u8>> = if def.named.is_some() {
            vec![None]
        } else {
            (1..=3).map(Some).collect()
        };
        for slot in slots {
            out.push(Some(ProgressChoice {
                pile: def.name.clone(),
                slot,
            }));
        }
    }
    out
}

fn move_actions(s: &State, seat: Seat) -> Vec<Action> {
    let d = data();
    let p = &s.players[seat];
    let mut out = Vec::new();
    let mut silent = Log::silent();
    for route in &d.routes {
        if p.ready[usize::from(route.from)] == 0
            || s.tiles[usize::from(route.to)] == Some(seat as u8)
        {
            continue;
        }
        let route_arts = if route.icon == Icon::Art {
            affordable_art(s, seat)
        } else {
            vec![None]
        };
        for route_art in route_arts {
            let base = Move {
                route: route.id.clone(),
                route_art,
                ..Move::default()
            };
            let mut c = s.clone();
            let Ok(to) = begin_move(&mut c, seat, &base, &mut silent) else {
                continue;
            };
            let Some(face) = d.face_of(to, c.faces[to]) else {
                continue;
            };
            if !can_perform(&c, seat, face) {
                out.push(Action::Move(base));
                continue;
            }
            let mut payments: Vec<(Option<Food>, Option<Barter>)> = Vec::new();
            if face.special == Special::Barter {
                for give in Res::ALL {
                    if c.players[seat].res[give.index()] < BARTER_GIVE {
                        continue;
                    }
                    for take in Res::ALL.into_iter().filter(|&t| t != give) {
                        payments.push((None, Some(Barter { give, take })));
                    }
                }
            } else if face.lose_food > 0 {
                let mut after = c.players[seat].res;
                for (a, l) in after.iter_mut().zip(&face.lose) {
                    *a -= l;
                }
                for f in food_mixes(&after, face.lose_food) {
                    payments.push((Some(f), None));
                }
            } else {
                payments.push((None, None));
            }
            for (food, barter) in payments {
                let paid = Move {
                    food,
                    barter,
                    ..base.clone()
                };
                if face.icon == Icon::None {
                    out.push(Action::Move(paid));
                    continue;
                }
                let mut c2 = c.clone();
                if perform(&mut c2, seat, to, face, food, barter, &mut silent).is_err() {
                    continue;
                }
                match face.icon {
                    Icon::Progress => {
                        for progress in progress_options(&c2, seat) {
                            out.push(Action::Move(Move {
                                progress,
                                ..paid.clone()
                            }));
                        }
                    }
                    Icon::Art => {
                        for tile_art in affordable_art(&c2, seat) {
                            out.push(Action::Move(Move {
                                tile_art,
                                ..paid.clone()
                            }));
                        }
                    }
                    Icon::Newborn => {
                        out.push(Action::Move(paid.clone()));
                        if newborn_possible(&c2, seat) {
                            out.push(Action::Move(Move {
                                newborn: true,
                                ..paid
                            }));
                        }
                    }
                    Icon::None => {}
                }
            }
        }
    }
    out
}

fn rest_actions(s: &State, seat: Seat) -> Vec<Action> {
    let p = &s.players[seat];
    let mut out = vec![Action::rest_none()];
    let need = p.active().cook_food;
    if p.food() >= need {
        for f in food_mixes(&p.res, need) {
            out.push(Action::Rest(Rest {
                choice: RestChoice::Cook,
                cook_food: Some(f),
            }));
        }
    }
    if expand_possible(s, seat) {
        out.push(Action::Rest(Rest {
            choice: RestChoice::Expand,
            cook_food: None,
        }));
    }
    out
}

/// A uniformly random legal submission (playouts, sample data).
pub fn random_action(s: &State, seat: Seat, rng: &mut Rng) -> Option<Action> {
    let mut legal = legal_actions(s, seat);
    if legal.is_empty() {
        return None;
    }
    let i = rng.below(legal.len() as u64) as usize;
    Some(legal.swap_remove(i))
}

/// The timeout default (design 13): rest with no choice in a main turn; in setup the lowest
/// setup card still on the table, or else a meeple in the lowest column not yet placed, into
/// the lowest legal ready area.
pub fn default_action(s: &State, seat: Seat) -> Option<Action> {
    if s.current() != Some(seat) {
        return None;
    }
    let d = data();
    let p = &s.players[seat];
    match s.phase {
        Phase::Main { .. } => Some(Action::rest_none()),
        Phase::Setup { .. } => {
            if p.setup_card.is_none() {
                let card = s.table.iter().min()?;
                return Some(Action::SetupCard {
                    card: d.setup_id(*card).into(),
                });
            }
            let column = (1..=3u8).find(|c| !p.placed[usize::from(c - 1)])?;
            let area = if column == 1 {
                d.rc
            } else {
                *fewest_areas(s, column).iter().min()?
            };
            Some(Action::SetupPlace {
                ready_area: describe::area(area),
            })
        }
        Phase::Finished { .. } => None,
    }
}
