//! Applying a submission: setup turns (design 2.6), action turns (5, 6, 7, 8), rests (9), the end
//! checks (3.4, 3.5) and automatic turns (3.6).
//!
//! A submission is played on a working copy of the state and committed only when every part of
//! it has been checked, so a refused submission changes nothing (3.7).

use super::action::{Action, Barter, Food, Move, ProgressChoice, Rest, RestChoice};
use super::data::{data, Exit, FaceDef, Icon, Res, Special};
use super::describe::{self, player, Log};
use super::error::RuleError;
use super::invariants;
use super::scoring;
use super::state::{Card, EndReason, Phase, State};
use crate::engine::Seat;

/// Barter gives this many of one type (A.2, A5a)...
pub const BARTER_GIVE: u8 = 2;
/// ...for this many of another.
pub const BARTER_TAKE: u8 = 3;
/// A bound on chained automatic turns; the stall guard ends a game long before it.
const MAX_AUTOMATIC: usize = 1000;

/// Check the state and the submission, then apply it and any automatic turns that follow
/// (3.6). On a refusal `state` is left exactly as it was.
pub fn apply_in_place(
    state: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    invariants::check(state).map_err(RuleError::CorruptState)?;
    let mut next = state.clone();
    let mut lines = Log {
        on: log.on,
        events: Vec::new(),
        previewing: log.previewing,
    };
    play_turn(&mut next, seat, action, &mut lines)?;
    automatic_turns(&mut next, &mut lines);
    *state = next;
    log.events.append(&mut lines.events);
    Ok(())
}

/// One submission of the seat to act, without the automatic turns after it. Works on the state
/// it is given, so callers pass a copy.
pub fn play_turn(
    s: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    if seat >= s.seats() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    let current = s.current().ok_or(RuleError::GameOver)?;
    if current != seat {
        return Err(RuleError::NotYourTurn(describe::player(current)));
    }
    match (s.phase, action) {
        (Phase::Setup { k }, Action::SetupCard { card }) => {
            setup_card(s, seat, card, log)?;
            advance_setup(s, k);
        }
        (Phase::Setup { k }, Action::SetupPlace { ready_area }) => {
            setup_place(s, seat, ready_area, log)?;
            advance_setup(s, k);
        }
        (Phase::Setup { .. }, _) => return Err(RuleError::SetupTurnExpected),
        (Phase::Main { .. }, Action::Move(m)) => {
            move_turn(s, seat, m, log)?;
            s.stall = 0;
            end_main_turn(s, seat, log);
        }
        (Phase::Main { .. }, Action::Rest(r)) => {
            let changed = rest_turn(s, seat, r, log)?;
            s.stall = if changed {
                0
            } else {
                s.stall.saturating_add(1)
            };
            end_main_turn(s, seat, log);
        }
        (Phase::Main { .. }, _) => return Err(RuleError::MainTurnExpected),
        (Phase::Finished { .. }, _) => return Err(RuleError::GameOver),
    }
    Ok(())
}

// ---- setup (design 2) ----

fn advance_setup(s: &mut State, k: u8) {
    let next = usize::from(k) + 1;
    s.phase = if next >= 4 * s.seats() {
        Phase::Main { seat: s.start }
    } else {
        Phase::Setup { k: next as u8 }
    };
}

fn setup_card(s: &mut State, seat: Seat, card: &str, log: &mut Log) -> Result<(), RuleError> {
    let d = data();
    if s.players[seat].setup_card.is_some() {
        return Err(RuleError::SecondSetupCard);
    }
    let pos = s
        .table
        .iter()
        .position(|&c| d.setup_id(c) == card)
        .ok_or_else(|| RuleError::NoSuchSetupCard(card.into()))?;
    let c = s.table.remove(pos);
    let gain = d.setup[usize::from(c) - 1].resources;
    let p = &mut s.players[seat];
    p.gain(&gain);
    p.setup_card = Some(c);
    log.push(seat, || {
        crate::say!(
            "dawn-of-mankind-log-setup-card",
            who = player(seat),
            res = describe::res(&gain)
        )
    });
    Ok(())
}

/// The ready areas of `column` holding the fewest meeples of all players (design 2.6).
pub fn fewest_areas(s: &State, column: u8) -> Vec<u8> {
    let d = data();
    let counts: Vec<(u8, u32)> = (0..d.areas.len())
        .filter(|&a| d.areas[a].column == column)
        .map(|a| {
            let n = s.players.iter().map(|p| u32::from(p.ready[a])).sum();
            (a as u8, n)
        })
        .collect();
    let least = counts.iter().map(|c| c.1).min().unwrap_or(0);
    counts
        .into_iter()
        .filter(|c| c.1 == least)
        .map(|c| c.0)
        .collect()
}

const COLUMNS: [&str; 4] = ["I", "II", "III", "IV"];

fn setup_place(s: &mut State, seat: Seat, area: &str, log: &mut Log) -> Result<(), RuleError> {
    let d = data();
    let a = d
        .area_by_id(area)
        .ok_or_else(|| RuleError::NoSuchArea(area.into()))?;
    let column = d.areas[usize::from(a)].column;
    if column == 4 {
        return Err(RuleError::SetupElders);
    }
    let c = usize::from(column - 1);
    if s.players[seat].placed[c] {
        return Err(RuleError::SecondInColumn(COLUMNS[c]));
    }
    if column >= 2 {
        let fewest = fewest_areas(s, column);
        if !fewest.contains(&a) {
            let count = |x: u8| {
                s.players
                    .iter()
                    .map(|p| u32::from(p.ready[usize::from(x)]))
                    .sum()
            };
            let f = fewest.first().copied().unwrap_or(a);
            return Err(RuleError::NotFewest {
                area: area.into(),
                has: count(a),
                fewest: describe::area(f),
                least: count(f),
            });
        }
    }
    let p = &mut s.players[seat];
    if p.mat == 0 {
        return Err(RuleError::CorruptState(
            "no meeple on the mat in setup".into(),
        ));
    }
    p.mat -= 1;
    p.ready[usize::from(a)] += 1;
    p.placed[c] = true;
    log.push(seat, || {
        crate::say!(
            "dawn-of-mankind-log-setup-place",
            who = player(seat),
            area = area
        )
    });
    Ok(())
}

// ---- action turn (design 5, 6) ----

/// Whether `seat` may move a meeple to RC now (design 5.3, 6.6).
pub fn newborn_possible(s: &State, seat: Seat) -> bool {
    let p = &s.players[seat];
    p.mat > 0 && p.ready[usize::from(data().rc)] < p.active().first_area_limit
}

fn newborn(s: &mut State, seat: Seat) {
    let rc = usize::from(data().rc);
    let p = &mut s.players[seat];
    p.mat -= 1;
    p.ready[rc] += 1;
}

/// Whether `seat` can perform `face` now (design 6.2); the acting meeple is already on it.
pub fn can_perform(s: &State, seat: Seat, face: &FaceDef) -> bool {
    let p = &s.players[seat];
    if face.special == Special::Barter {
        return p.res.iter().any(|&n| n >= BARTER_GIVE);
    }
    if !p.can_pay(&face.lose) {
        return false;
    }
    let food_left = p.food() - face.lose[Res::Fruit.index()] - face.lose[Res::Meat.index()];
    food_left >= face.lose_food
        && p.vp >= face.lose_vp
        && s.on_board(seat) >= u32::from(face.require_meeples)
}

/// Steps 1–5 of design 5.2: leave the ready area, route newborn, route art, bump, stand on the
/// tile. Returns the tile index.
pub fn begin_move(s: &mut State, seat: Seat, m: &Move, log: &mut Log) -> Result<usize, RuleError> {
    let d = data();
    let r = d
        .route_by_id(&m.route)
        .ok_or_else(|| RuleError::NoSuchRoute(m.route.clone()))?;
    let route = &d.routes[usize::from(r)];
    let (from, to) = (usize::from(route.from), usize::from(route.to));
    if s.players[seat].ready[from] == 0 {
        return Err(RuleError::NoMeepleThere(
            describe::area(route.from),
            m.route.clone(),
        ));
    }
    if s.tiles[to] == Some(seat as u8) {
        return Err(RuleError::OwnMeepleOnTile(describe::tile(to)));
    }
    if m.route_art.is_some() && route.icon != Icon::Art {
        return Err(RuleError::RouteArtNotAllowed(m.route.clone()));
    }
    // 1. The meeple leaves its ready area.
    s.players[seat].ready[from] -= 1;
    log.push(seat, || {
        crate::say!(
            "dawn-of-mankind-log-moved",
            who = player(seat),
            route = describe::route(&m.route)
        )
    });
    // 2. Newborn on the route: automatic when allowed.
    if route.icon == Icon::Newborn && newborn_possible(s, seat) {
        newborn(s, seat);
        log.push(seat, || {
            crate::say!("dawn-of-mankind-log-newborn-route", who = player(seat))
        });
    }
    // 3. Art on the route: optional.
    if let Some(c) = m.route_art {
        create_art(s, seat, c.art_slot, log)?;
    }
    // 4. Bump.
    if let Some(o) = s.tiles[to] {
        let o = usize::from(o);
        let exit = d.tiles[to].exit;
        match exit {
            Exit::Area(a) => s.players[o].ready[usize::from(a)] += 1,
            Exit::Mat => s.players[o].mat += 1,
        }
        log.push(seat, || match exit {
            Exit::Area(a) => crate::say!(
                "dawn-of-mankind-log-bumped",
                owner = player(o),
                tile = describe::tile(to),
                area = describe::area(a)
            ),
            Exit::Mat => crate::say!(
                "dawn-of-mankind-log-bumped-mat",
                owner = player(o),
                tile = describe::tile(to)
            ),
        });
    }
    // 5. The meeple stands on the tile.
    s.tiles[to] = Some(seat as u8);
    Ok(to)
}

fn move_turn(s: &mut State, seat: Seat, m: &Move, log: &mut Log) -> Result<(), RuleError> {
    let d = data();
    let to = begin_move(s, seat, m, log)?;
    let face = d
        .face_of(to, s.faces[to])
        .ok_or_else(|| RuleError::CorruptState("a tile shows no face".into()))?;
    let performed = can_perform(s, seat, face);
    if !performed {
        if m.food.is_some() {
            return Err(RuleError::FoodNotAllowed);
        }
        if m.barter.is_some() {
            return Err(RuleError::BarterNotAllowed);
        }
        log.push(seat, || {
            crate::say!(
                "dawn-of-mankind-log-not-performed",
                who = player(seat),
                action = describe::face_words(&face.id),
                tile = describe::tile(to)
            )
        });
    } else {
        perform(s, seat, to, face, m.food, m.barter, log)?;
    }
    // 6.4–6.6: the icon, optional, only on a performed face.
    let icon = if performed { face.icon } else { Icon::None };
    match (&m.progress, icon) {
        (Some(_), i) if i != Icon::Progress => {
            return Err(RuleError::ProgressNotAllowed(describe::tile(to)))
        }
        (Some(choice), _) => take_progress(s, seat, choice, log)?,
        _ => {}
    }
    match (m.tile_art, icon) {
        (Some(_), i) if i != Icon::Art => {
            return Err(RuleError::TileArtNotAllowed(describe::tile(to)))
        }
        (Some(c), _) => create_art(s, seat, c.art_slot, log)?,
        _ => {}
    }
    if m.newborn {
        if icon != Icon::Newborn {
            return Err(RuleError::NewbornNotAllowed(describe::tile(to)));
        }
        if !newborn_possible(s, seat) {
            return Err(RuleError::NewbornImpossible(
                s.players[seat].active().first_area_limit,
            ));
        }
        newborn(s, seat);
        log.push(seat, || {
            crate::say!("dawn-of-mankind-log-newborn-tile", who = player(seat))
        });
    }
    Ok(())
}

/// Checks a fruit/meat mix paying `need` food against what the player has.
fn check_food(s: &State, seat: Seat, f: Food, need: u8) -> Result<(), RuleError> {
    let given = u32::from(f.fruit) + u32::from(f.meat);
    if given != u32::from(need) {
        return Err(RuleError::FoodWrongTotal { need, given });
    }
    let p = &s.players[seat];
    let (hf, hm) = (p.res[Res::Fruit.index()], p.res[Res::Meat.index()]);
    if f.fruit > hf || f.meat > hm {
        return Err(RuleError::FoodShort {
            fruit: f.fruit,
            meat: f.meat,
            has_fruit: hf,
            has_meat: hm,
        });
    }
    Ok(())
}

/// Design 6.3 for a face that can be performed: pay, gain (with progress bonuses, then the cap), VP, the special rule.
pub fn perform(
    s: &mut State,
    seat: Seat,
    to: usize,
    face: &FaceDef,
    food: Option<Food>,
    barter: Option<Barter>,
    log: &mut Log,
) -> Result<(), RuleError> {
    let bonus = s.players[seat].active().bonus;
    let mut paid = face.lose;
    let mut gain = face.gain;
    // Pay the lose part.
    if face.lose_food > 0 {
        let f = food
            .ok_or_else(|| RuleError::FoodNeeded(describe::face_words(&face.id), face.lose_food))?;
        s.players[seat].pay(&face.lose);
        check_food(s, seat, f, face.lose_food)?;
        paid[Res::Fruit.index()] += f.fruit;
        paid[Res::Meat.index()] += f.meat;
        s.players[seat].pay(&[f.fruit, f.meat, 0, 0]);
    } else {
        if food.is_some() {
            return Err(RuleError::FoodNotAllowed);
        }
        s.players[seat].pay(&face.lose);
    }
    if face.special == Special::Barter {
        let b = barter.ok_or(RuleError::BarterNeeded)?;
        if b.give == b.take {
            return Err(RuleError::BarterSame);
        }
        if s.players[seat].res[b.give.index()] < BARTER_GIVE {
            return Err(RuleError::BarterShort(b.give.name()));
        }
        paid[b.give.index()] += BARTER_GIVE;
        s.players[seat].res[b.give.index()] -= BARTER_GIVE;
        gain[b.take.index()] += BARTER_TAKE;
    } else if barter.is_some() {
        return Err(RuleError::BarterNotAllowed);
    }
    let p = &mut s.players[seat];
    p.vp -= face.lose_vp;
    // Gain: resources plus one per active bonus card per type gained, then the cap.
    let mut with_bonus = gain;
    for r in Res::ALL {
        if gain[r.index()] > 0 {
            with_bonus[r.index()] += bonus[r.index()];
        }
    }
    let before = p.res;
    p.gain(&with_bonus);
    let got: [u8; 4] = [0, 1, 2, 3].map(|i| p.res[i] - before[i]);
    p.vp += face.gain_vp;
    if face.special == Special::Tales {
        p.vp += p.acquired_count();
    }
    // Mammoth Hunt: the acting meeple goes home (D17).
    if face.lose_meeple {
        s.tiles[to] = None;
        s.players[seat].mat += 1;
    }
    log.push(seat, || {
        // The parts that apply, each its own words, one after the other.
        let mut details = String::new();
        if paid != [0; 4] {
            details += &crate::say!(
                "dawn-of-mankind-log-performed-paid",
                res = describe::res(&paid)
            );
        }
        if face.lose_vp > 0 {
            // The same words in English; other languages may say it apart when VP is all it paid.
            details += &crate::say!(if paid != [0; 4] {
                "dawn-of-mankind-log-performed-paid-vp"
            } else {
                "dawn-of-mankind-log-performed-paid-only-vp"
            });
        }
        if with_bonus != [0; 4] {
            details += &if got == [0; 4] {
                crate::say!("dawn-of-mankind-log-performed-gained-nothing")
            } else {
                crate::say!(
                    "dawn-of-mankind-log-performed-gained",
                    res = describe::res(&got)
                )
            };
            if got != with_bonus {
                details += &crate::say!(
                    "dawn-of-mankind-log-performed-over-limit",
                    all = describe::res(&with_bonus)
                );
            }
        }
        if face.gain_vp > 0 || face.special == Special::Tales {
            details += &crate::say!("dawn-of-mankind-log-performed-scored");
        }
        if face.lose_meeple {
            details += &crate::say!("dawn-of-mankind-log-performed-home");
        }
        crate::say!(
            "dawn-of-mankind-log-performed",
            who = player(seat),
            action = describe::face_words(&face.id),
            tile = describe::tile(to),
            details = details
        )
    });
    Ok(())
}

/// Create one artwork from display slot `slot` (design 7).
pub fn create_art(s: &mut State, seat: Seat, slot: u8, log: &mut Log) -> Result<(), RuleError> {
    let d = data();
    if !(1..=4).contains(&slot) {
        return Err(RuleError::NoSuchArtSlot(slot));
    }
    let i = usize::from(slot - 1);
    let at = s.display[i];
    let def = d
        .art
        .get(usize::from(at.card).wrapping_sub(1))
        .ok_or_else(|| RuleError::CorruptState("unknown art card".into()))?;
    let (cost, vp) = def.lines[usize::from(at.line - 1)];
    let p = &mut s.players[seat];
    if !p.can_pay(&cost) {
        return Err(RuleError::ArtUnaffordable {
            card: describe::art_words(&def.id),
            line: at.line,
            cost: describe::res(&cost),
        });
    }
    p.pay(&cost);
    p.vp += vp + p.active().art_vp;
    log.push(seat, || {
        crate::say!(
            "dawn-of-mankind-log-art",
            who = player(seat),
            art = describe::art_words(&def.id),
            line = at.line,
            res = describe::res(&cost)
        )
    });
    if at.line < 3 {
        s.display[i].line += 1;
    } else {
        s.deck.push(at.card);
        let drawn = s.deck.remove(0);
        s.display[i] = super::state::ArtSlot {
            card: drawn,
            line: 1,
        };
        let drawn_name = log.unseen(
            &describe::art_name(drawn),
            &crate::say!("dawn-of-mankind-log-art-deck-top"),
        );
        log.push(seat, || {
            crate::say!(
                "dawn-of-mankind-log-art-redrawn",
                art = describe::art_words(&def.id),
                drawn = drawn_name,
                slot = slot
            )
        });
    }
    Ok(())
}

fn take_progress(
    s: &mut State,
    seat: Seat,
    choice: &ProgressChoice,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let pile = s
        .piles
        .iter()
        .position(|p| {
            d.names.get(usize::from(p.name.0)).map(|n| n.name.as_str()) == Some(&choice.pile)
                && !p.cards.is_empty()
        })
        .ok_or_else(|| RuleError::NoSuchPile(describe::pile_word(&choice.pile)))?;
    let name = s.piles[pile].name.0;
    let def = &d.names[usize::from(name)];
    if s.players[seat].has_acquired(name) {
        return Err(RuleError::AlreadyAcquired(describe::pile_word(&def.name)));
    }
    let position = s.piles[pile].cards[0];
    let card = Card { name, position };
    match (def.named, choice.slot) {
        (Some(_), Some(_)) => {
            return Err(RuleError::SlotNotAllowed(describe::pile_word(&def.name)))
        }
        (None, None) => return Err(RuleError::SlotNeeded(describe::pile_word(&def.name))),
        (None, Some(k)) if !(1..=3).contains(&k) => return Err(RuleError::NoSuchSlot(k)),
        _ => {}
    }
    let cost = def.costs[usize::from(position - 1)];
    let p = &mut s.players[seat];
    if !p.can_pay(&cost) {
        return Err(RuleError::ProgressUnaffordable {
            card: describe::progress_name(card),
            cost: describe::res(&cost),
        });
    }
    p.pay(&cost);
    match (def.named, choice.slot) {
        (Some(w), _) => p.named[w as usize] = Some(card),
        (None, Some(k)) => p.slots[usize::from(k - 1)].push(card),
        (None, None) => {}
    }
    s.piles[pile].cards.remove(0);
    log.push(seat, || {
        let (who, card, res) = (
            player(seat),
            describe::progress_card(card),
            describe::res(&cost),
        );
        match choice.slot {
            Some(k) => crate::say!(
                "dawn-of-mankind-log-progress-slot",
                who = who,
                card = card,
                res = res,
                slot = k
            ),
            None => crate::say!(
                "dawn-of-mankind-log-progress-mat",
                who = who,
                card = card,
                res = res
            ),
        }
    });
    Ok(())
}

// ---- rest (design 9) ----

/// Returns whether the rest changed anything (design 3.5).
fn rest_turn(s: &mut State, seat: Seat, r: &Rest, log: &mut Log) -> Result<bool, RuleError> {
    let d = data();
    // 9.1 Move up.
    let mut moved = 0;
    for t in 0..s.tiles.len() {
        if s.tiles[t] == Some(seat as u8) {
            s.tiles[t] = None;
            match d.tiles[t].exit {
                Exit::Area(a) => s.players[seat].ready[usize::from(a)] += 1,
                Exit::Mat => s.players[seat].mat += 1,
            }
            moved += 1;
        }
    }
    let active = s.players[seat].active();
    log.push(seat, || {
        if moved == 0 {
            crate::say!("dawn-of-mankind-log-rested", who = player(seat))
        } else {
            crate::say!(
                "dawn-of-mankind-log-rested-moved",
                who = player(seat),
                count = moved
            )
        }
    });
    // 9.2 Cook, expand or neither.
    match r.choice {
        RestChoice::None => {
            if r.cook_food.is_some() {
                return Err(RuleError::CookFoodNotAllowed);
            }
        }
        RestChoice::Cook => {
            let need = active.cook_food;
            let f = r.cook_food.ok_or(RuleError::CookFoodNeeded(need))?;
            if s.players[seat].food() < need {
                return Err(RuleError::CookShort(need));
            }
            check_food(s, seat, f, need)?;
            let p = &mut s.players[seat];
            p.pay(&[f.fruit, f.meat, 0, 0]);
            p.vp += active.cook_vp;
            log.push(seat, || {
                crate::say!(
                    "dawn-of-mankind-log-cooked",
                    who = player(seat),
                    res = describe::res(&[f.fruit, f.meat, 0, 0])
                )
            });
        }
        RestChoice::Expand => {
            if r.cook_food.is_some() {
                return Err(RuleError::CookFoodNotAllowed);
            }
            let rc = usize::from(d.rc);
            let p = &mut s.players[seat];
            if p.vp < active.expand_vp {
                return Err(RuleError::ExpandVp(active.expand_vp));
            }
            let most = active.first_area_limit.saturating_sub(1);
            if p.ready[rc] > most {
                return Err(RuleError::ExpandRcFull(most));
            }
            if p.mat == 0 {
                return Err(RuleError::ExpandMatEmpty);
            }
            let food = [p.res[0], p.res[1], 0, 0];
            p.res[Res::Fruit.index()] = 0;
            p.res[Res::Meat.index()] = 0;
            p.vp -= active.expand_vp;
            p.mat -= 1;
            p.ready[rc] += 1;
            log.push(seat, || {
                if food == [0; 4] {
                    crate::say!("dawn-of-mankind-log-expanded-no-food", who = player(seat))
                } else {
                    crate::say!(
                        "dawn-of-mankind-log-expanded",
                        who = player(seat),
                        res = describe::res(&food)
                    )
                }
            });
        }
    }
    // 9.4 Spoil.
    let p = &mut s.players[seat];
    let (meat, fruit) = (Res::Meat.index(), Res::Fruit.index());
    let spoiled = [
        p.res[fruit].saturating_sub(active.spoil_fruit),
        p.res[meat].saturating_sub(active.spoil_meat),
        0,
        0,
    ];
    p.res[meat] = p.res[meat].min(active.spoil_meat);
    p.res[fruit] = p.res[fruit].min(active.spoil_fruit);
    if spoiled != [0; 4] {
        log.push(seat, || {
            crate::say!(
                "dawn-of-mankind-log-spoiled",
                who = player(seat),
                res = describe::res(&spoiled)
            )
        });
    }
    Ok(moved > 0 || r.choice != RestChoice::None || spoiled != [0; 4])
}

/// The end checks of design 3.4 and 3.5, then the next seat.
fn end_main_turn(s: &mut State, seat: Seat, log: &mut Log) {
    s.turns += 1;
    let n = s.seats();
    if s.players[seat].vp >= data().mat.end_vp {
        s.phase = Phase::Finished {
            reason: EndReason::Vp,
        };
        log.push(describe::TABLE, || {
            crate::say!(
                "dawn-of-mankind-log-end-vp",
                who = player(seat),
                vp = data().mat.end_vp
            )
        });
    } else if usize::from(s.stall) >= n {
        s.phase = Phase::Finished {
            reason: EndReason::Stall,
        };
        log.push(describe::TABLE, || {
            crate::say!("dawn-of-mankind-log-end-stall", count = n)
        });
    } else {
        s.phase = Phase::Main {
            seat: ((seat + 1) % n) as u8,
        };
        return;
    }
    scoring::log_final(s, log);
}

// ---- automatic turns (design 3.6) ----

/// Every legal setup submission of `seat`: a setup card while it has none, and a ready area
/// for each column it has not placed in (the reserve column 1, else the fewest-filled areas).
pub fn setup_options(s: &State, seat: Seat) -> Vec<Action> {
    let d = data();
    let p = &s.players[seat];
    let mut out = Vec::new();
    if p.setup_card.is_none() {
        for &c in &s.table {
            out.push(Action::SetupCard {
                card: d.setup_id(c).into(),
            });
        }
    }
    for column in 1..=3u8 {
        if p.placed[usize::from(column - 1)] {
            continue;
        }
        let areas = if column == 1 {
            vec![d.rc]
        } else {
            fewest_areas(s, column)
        };
        for a in areas {
            out.push(Action::SetupPlace {
                ready_area: describe::area(a),
            });
        }
    }
    out
}

/// The only legal submission of `seat`, when it has exactly one.
pub fn only_submission(s: &State, seat: Seat) -> Option<Action> {
    let p = &s.players[seat];
    match s.phase {
        Phase::Setup { .. } => {
            let mut options = setup_options(s, seat);
            (options.len() == 1).then(|| options.remove(0))
        }
        Phase::Main { .. } => {
            let active = p.active();
            let stuck =
                !any_route(s, seat) && p.food() < active.cook_food && !expand_possible(s, seat);
            stuck.then(Action::rest_none)
        }
        Phase::Finished { .. } => None,
    }
}

/// Whether any route is legal for `seat` (design 5.1).
pub fn any_route(s: &State, seat: Seat) -> bool {
    let p = &s.players[seat];
    data()
        .routes
        .iter()
        .any(|r| p.ready[usize::from(r.from)] > 0 && s.tiles[usize::from(r.to)] != Some(seat as u8))
}

/// Whether expanding would be legal after the rest's move-up (design 9.3).
pub fn expand_possible(s: &State, seat: Seat) -> bool {
    let p = &s.players[seat];
    let a = p.active();
    let elders = (0..s.tiles.len())
        .filter(|&t| s.tiles[t] == Some(seat as u8) && data().tiles[t].exit == Exit::Mat)
        .count() as u8;
    p.vp >= a.expand_vp
        && p.ready[usize::from(data().rc)] < a.first_area_limit
        && p.mat + elders > 0
}

/// Applies every automatic turn that is due (design 3.6), logging each as automatic.
pub fn automatic_turns(s: &mut State, log: &mut Log) {
    for _ in 0..MAX_AUTOMATIC {
        let Some(seat) = s.current() else { return };
        let Some(action) = only_submission(s, seat) else {
            return;
        };
        log.push(seat, || {
            crate::say!("dawn-of-mankind-log-automatic", who = player(seat))
        });
        let mut copy = s.clone();
        if play_turn(&mut copy, seat, &action, log).is_err() {
            return;
        }
        *s = copy;
    }
}
