//! Phase 5 (design 8: population actions with funding), movement and battles (9), phase 6
//! (10: sieges and the Sabine raids after them) and phase 7 (11: blockade and starvation).

use super::action::{Action, MapUnit, Pay, RaidMode, Through};
use super::data::{data, Category, EdgeClass, Facilitated, Terrain, Track};
use super::error::{refuse, RuleError};
use super::rules::{
    advance, elder_gain, facilitated, free_producers, neighbours, occupied_hexes, offer_aid,
    partners, scavenge_refusal, site_habitable, spend, unit_home, x_habitable,
};
use super::said as words;
use super::said::{cite_ref, cite_rule, cite_rule_ref, cite_rules, player_no, player_no_first};
use super::slavery::{diffusion, siege};
use super::state::{Attack, HexId, Moving, Phase, Player, Prompt, PromptKind, State, Step, XId};
use crate::say;
use std::collections::BTreeMap;

/// The most a path may cost (9.1).
pub const MOVEMENT_POINTS: u8 = 5;

/// Opens phase 5 with the population number as its base (8.1).
pub fn start(state: &mut State, base: u8) {
    state.memory.aided.clear();
    state.memory.declined_trade.clear();
    state.phase = Phase::Population {
        base,
        funded: 0,
        used: 0,
    };
}

/// Ends phase 5 by itself when no action is affordable and no producer can fund one (8.1).
pub fn auto_end(state: &mut State) {
    if let Phase::Population { base, funded, used } = state.phase {
        let ap = usize::from(state.active);
        if used >= base + funded && free_producers(&state.players[ap]) == 0 && aid_left(state) == 0
        {
            end_population(state);
        }
    }
}

/// Elders offered to the active player as aid this turn.
fn aid_left(state: &State) -> u32 {
    let ap = state.active;
    state
        .players
        .iter()
        .flat_map(|p| &p.aid_offers)
        .filter(|o| o.to == ap && o.running)
        .map(|o| u32::from(o.count))
        .sum()
}

fn end_population(state: &mut State) {
    let carried = match state.phase {
        Phase::Population { base, funded, used } => (base + funded).saturating_sub(used),
        _ => 0,
    };
    state.memory.aided.clear();
    state.phase = Phase::Sieges { carried };
}

/// The funding of a submission (8.1, D23): `fund` expenditures, each one more action.
fn fund(state: &mut State, seat: usize, fund: Option<u8>, pay: &[Pay]) -> Result<(), RuleError> {
    let k = fund.unwrap_or(0);
    if pay.len() > usize::from(k) {
        return refuse(say!(
            "origins-refuse-pay-lists-at-most-one",
            cite = cite_rule("8.1")
        ));
    }
    for i in 0..usize::from(k) {
        spend(state, seat, pay.get(i).copied())?;
        match &mut state.phase {
            Phase::Population { funded, .. } | Phase::Sieges { carried: funded } => *funded += 1,
            _ => {}
        }
    }
    Ok(())
}

/// Pays an action of `cost` (8.1).
fn charge(state: &mut State, cost: u8) -> Result<(), RuleError> {
    match &mut state.phase {
        Phase::Population { base, funded, used } => {
            if *used + cost > *base + *funded {
                return refuse(say!(
                    "origins-refuse-this-action-costs-and-you",
                    cost = cost,
                    value = (*base + *funded).saturating_sub(*used),
                    cite = cite_rule("8.1")
                ));
            }
            *used += cost;
            Ok(())
        }
        Phase::Sieges { carried } => {
            if *carried < cost {
                return refuse(say!(
                    "origins-refuse-a-sabine-raid-after-a",
                    cite = cite_rule("10.4")
                ));
            }
            *carried -= cost;
            Ok(())
        }
        _ => Err(RuleError::CorruptState(
            "an action charged outside phases 5 and 6".into(),
        )),
    }
}

fn valid(state: &State, s: u8) -> Result<usize, RuleError> {
    let s = usize::from(s);
    if s < state.players.len() {
        Ok(s)
    } else {
        Err(RuleError::NoSuchSeat(s + 1))
    }
}

/// A submission of the active player in phase 5.
pub fn population(state: &mut State, seat: usize, action: &Action) -> Result<(), RuleError> {
    let p = state.players[seat].clone();
    let slave = p.enslaver.is_some();
    match action {
        Action::EndPopulation => {
            end_population(state);
            return Ok(());
        }
        Action::OfferAid { to, count } => {
            let to = valid(state, *to)?;
            return offer_aid(state, seat, to, *count);
        }
        Action::Incorporate {
            target,
            fund: f,
            pay,
        } => {
            let t = valid(state, *target)?;
            fund(state, seat, *f, pay)?;
            incorporate_check(state, seat, t)?;
            charge(state, 1)?;
            state.queue.push(Step::Transfer {
                from: t as u8,
                to: seat as u8,
            });
        }
        Action::Trade {
            partner,
            track,
            fund: f,
            pay,
        } => {
            let t = valid(state, *partner)?;
            fund(state, seat, *f, pay)?;
            if p.current_era() < 3 && !facilitated(&p, Facilitated::Trade) {
                return Err(RuleError::EraTooLow("Trade", 3));
            }
            if slave {
                return Err(RuleError::Enslaved("trade"));
            }
            if !neighbours(state, seat).contains(&t) {
                return refuse(say!(
                    "origins-refuse-you-trade-with-a-neighbour",
                    player = player_no(t),
                    cite = cite_rule("8.2")
                ));
            }
            if state.players[t].level(*track) == p.level(*track) {
                return refuse(say!(
                    "origins-refuse-you-and-are-level-on",
                    player = player_no(t),
                    track = track.code(),
                    cite = cite_rule("8.2")
                ));
            }
            if state.memory.declined_trade.contains(&(t as u8)) {
                return refuse(say!(
                    "origins-refuse-declined-a-trade-from-you",
                    player = player_no_first(t),
                    cite = cite_rule("8.2")
                ));
            }
            // Affordable now, paid only if accepted (D24).
            let mut trial = state.clone();
            charge(&mut trial, 1)?;
            state.prompts.push(Prompt {
                seat: t as u8,
                kind: PromptKind::TradeAnswer {
                    from: seat as u8,
                    track: *track,
                },
            });
        }
        Action::Urbanize {
            unit,
            hex,
            fund: f,
            pay,
        } => {
            fund(state, seat, *f, pay)?;
            if p.current_era() < 3 && !facilitated(&p, Facilitated::Urbanization) {
                return Err(RuleError::EraTooLow("Urbanization", 3));
            }
            if slave {
                return Err(RuleError::Enslaved("urbanization"));
            }
            let def = data().hex(hex.0);
            if !p.migratory.contains(unit) || !def.corners.contains(&unit.0) {
                return refuse(say!(
                    "origins-refuse-is-not-one-of-your-3",
                    place = words::place(*unit),
                    name = words::hex_def(def),
                    cite = cite_rule("8.2")
                ));
            }
            if state.metropolis_at(*hex).is_some() {
                return refuse(say!(
                    "origins-refuse-a-metropolis-already-stands-in",
                    name = words::hex_def(def),
                    cite = cite_rule("8.2")
                ));
            }
            if !site_habitable(state, &p, *hex) {
                return refuse(say!(
                    "origins-refuse-s-site-is-not-habitable",
                    name = words::hex_def(def),
                    cite = cite_rules("8.2, 13.3")
                ));
            }
            charge(state, 3)?;
            let q = &mut state.players[seat];
            q.migratory.retain(|x| x != unit);
            q.metropolises.push(*hex);
            q.metropolises.sort_unstable();
        }
        Action::SabineRaid {
            target,
            mode,
            fund: f,
            pay,
        } => {
            let t = valid(state, *target)?;
            fund(state, seat, *f, pay)?;
            raid(state, seat, t, *mode, false)?;
        }
        Action::Grow {
            at,
            path,
            through,
            fund: f,
            pay,
        } => {
            fund(state, seat, *f, pay)?;
            if p.kp == 0 {
                return refuse(say!(
                    "origins-refuse-your-population-track-is-empty",
                    cite = cite_rule("8.2")
                ));
            }
            let attack = placement_check(state, seat, *at)?;
            if attack.is_some() && !path.is_empty() {
                return refuse(say!(
                    "origins-refuse-a-placement-that-attacks-ends",
                    cite = cite_ref("D25")
                ));
            }
            if !path.is_empty() && slave {
                return Err(RuleError::Enslaved("free migration"));
            }
            charge(state, 1)?;
            state.players[seat].kp -= 1;
            match attack {
                Some(defender) => {
                    battle(state, seat, None, *at, defender, false);
                }
                None => {
                    let q = &mut state.players[seat];
                    q.migratory.push(*at);
                    q.migratory.sort_unstable();
                    if path.is_empty() {
                        state.memory.moved.push(*at);
                    } else {
                        start_move(state, seat, *at, path, through)?;
                    }
                }
            }
        }
        Action::Migrate {
            unit,
            path,
            through,
            fund: f,
            pay,
        } => {
            fund(state, seat, *f, pay)?;
            if slave {
                return Err(RuleError::Enslaved("migration"));
            }
            if !p.migratory.contains(unit) {
                return refuse(say!(
                    "origins-refuse-holds-no-migratory-unit-of",
                    place = words::place(*unit),
                    cite = cite_rule("8.2")
                ));
            }
            if state.memory.moved.contains(unit) {
                return refuse(say!(
                    "origins-refuse-the-unit-on-has-already",
                    place = words::place(*unit),
                    cite = cite_rule("8.2")
                ));
            }
            if path.is_empty() {
                return refuse(say!(
                    "origins-refuse-a-migration-names-the-intersections",
                    cite = cite_rule("9.1")
                ));
            }
            charge(state, 1)?;
            start_move(state, seat, *unit, path, through)?;
        }
        _ => return Err(RuleError::WrongDecision(say!("origins-wrong-population"))),
    }
    Ok(())
}

// ---- incorporation and trade (8.2, 15.5) ----

fn incorporate_check(state: &State, seat: usize, t: usize) -> Result<(), RuleError> {
    let p = &state.players[seat];
    let q = &state.players[t];
    if t == seat {
        return refuse(say!(
            "origins-refuse-you-incorporate-from-another-player",
            cite = cite_rule("8.2")
        ));
    }
    if q.elders() == 0 {
        return refuse(say!(
            "origins-refuse-has-no-elder",
            player = player_no_first(t),
            cite = cite_rule("8.2")
        ));
    }
    if p.elders() >= p.capacity() {
        return refuse(say!(
            "origins-refuse-your-elder-pool-is-full",
            cite = cite_rules("0.4, 8.2")
        ));
    }
    let (mine, theirs) = (p.best(Category::Culture), q.best(Category::Culture));
    let ok = match q.enslaver.map(usize::from) {
        // A slave is immune to all but its enslaver, who needs an equal or higher level (15.5).
        Some(e) if e == seat => theirs <= mine,
        Some(_) => false,
        None => theirs < mine,
    };
    if !ok {
        return refuse(say!(
            "origins-refuse-incorporation-needs-s-culture-level",
            player = player_no(t),
            theirs = theirs,
            mine = mine,
            cite = cite_rules("8.2, 15.5")
        ));
    }
    Ok(())
}

/// The partner's answer to a trade (8.2, D24, S7).
pub fn trade_answer(
    state: &mut State,
    partner: usize,
    from: usize,
    track: Track,
    accept: bool,
) -> Result<(), RuleError> {
    if !accept {
        state.memory.declined_trade.push(partner as u8);
        return Ok(());
    }
    charge(state, 1)?;
    let (a, b) = (
        state.players[from].level(track),
        state.players[partner].level(track),
    );
    let (higher, lower, max) = if a > b {
        (from, partner, a)
    } else {
        (partner, from, b)
    };
    elder_gain(&mut state.players[higher]);
    advance(state, lower, track, max);
    Ok(())
}

// ---- Sabine raids (8.2, 10.4) ----

fn raid(
    state: &mut State,
    seat: usize,
    t: usize,
    mode: RaidMode,
    after_siege: bool,
) -> Result<(), RuleError> {
    let p = state.players[seat].clone();
    if p.enslaver.is_some() {
        return Err(RuleError::Enslaved("Sabine raids"));
    }
    let open = if after_siege {
        state
            .memory
            .attacks
            .last()
            .is_some_and(|a| a.siege && usize::from(a.target) == t && !a.raid_used)
    } else {
        state
            .memory
            .attacks
            .iter()
            .any(|a| !a.siege && usize::from(a.target) == t && !a.raid_used)
    };
    if !open {
        return refuse(if after_siege {
            say!(
                "origins-refuse-raid-after-siege",
                player = player_no(t),
                cite = cite_rule("10.4")
            )
        } else {
            say!(
                "origins-refuse-raid-needs-battle",
                player = player_no(t),
                cite = cite_rule("8.2")
            )
        });
    }
    match mode {
        RaidMode::Scavenge => {
            if let Some(why) = scavenge_refusal(state, seat, t) {
                return refuse(why);
            }
            if let Some(c) = state.players[t].discard.pop() {
                state.players[seat].hand.push(c);
            }
        }
        RaidMode::Espionage => {
            if p.current_era() < 3 {
                return Err(RuleError::EraTooLow("A Sabine raid in espionage mode", 3));
            }
            if state.players[t].hand.is_empty() {
                return refuse(say!(
                    "origins-refuse-has-no-card-in-hand",
                    player = player_no_first(t),
                    cite = cite_rule("8.2")
                ));
            }
            let k = state.rng.below(state.players[t].hand.len() as u64) as usize;
            let c = state.players[t].hand.remove(k);
            state.players[seat].hand.push(c);
        }
    }
    charge(state, 1)?;
    let attack = if after_siege {
        state.memory.attacks.last_mut()
    } else {
        state
            .memory
            .attacks
            .iter_mut()
            .find(|a| !a.siege && usize::from(a.target) == t && !a.raid_used)
    };
    if let Some(a) = attack {
        a.raid_used = true;
    }
    Ok(())
}

// ---- placement (8.3) ----

/// Checks a growth placement on `t` and returns the defender if it is an attack (8.3, D26,
/// D27, 15.4).
pub fn placement_check(state: &State, seat: usize, t: XId) -> Result<Option<usize>, RuleError> {
    let d = data();
    let p = &state.players[seat];
    if !x_habitable(state, p, t) {
        return refuse(say!(
            "origins-refuse-is-not-habitable-for-you",
            place = words::place(t),
            cite = cite_rules("8.3, 9.3")
        ));
    }
    let holder = state.unit_at(t);
    if holder == Some(seat) {
        return refuse(say!(
            "origins-refuse-you-already-have-a-unit",
            place = words::place(t),
            cite = cite_rule("8.3")
        ));
    }
    let touches = |hexes: &[HexId]| d.x(t.0).hexes.iter().any(|h| hexes.contains(&HexId(*h)));
    let attackable = |o: usize| !partners(state, seat).contains(&o);
    if let Some(e) = p.enslaver.map(usize::from) {
        // 15.4: only around the enslaver's metropolises; the enslaver's units cannot be attacked.
        if !touches(&state.players[e].metropolises) {
            return refuse(say!(
                "origins-refuse-a-slave-places-units-only",
                place = words::place(t),
                cite = cite_rule("15.4")
            ));
        }
        return match holder {
            None => Ok(None),
            Some(o) if o != e => Ok(Some(o)),
            Some(_) => refuse(say!(
                "origins-refuse-a-slave-never-attacks-its",
                cite = cite_rule("15.9")
            )),
        };
    }
    if touches(&p.metropolises) {
        return match holder {
            None => Ok(None),
            Some(o) if attackable(o) => Ok(Some(o)),
            Some(_) => refuse(say!(
                "origins-refuse-enslaver-and-slave-never-attack",
                cite = cite_rule("15.9")
            )),
        };
    }
    if holder.is_some() {
        return refuse(say!(
            "origins-refuse-is-taken-only-around-your",
            place = words::place(t),
            cite = cite_rule("8.3")
        ));
    }
    let mut hexes = occupied_hexes(state, seat);
    for s in partners(state, seat) {
        if state.players[s].enslaver.map(usize::from) == Some(seat) {
            hexes.extend(occupied_hexes(state, s));
        }
    }
    if p.map_units() == 0 {
        let start = d.species(p.sheet).start;
        hexes.extend(d.x(start).hexes.iter().copied());
    }
    if d.x(t.0).hexes.iter().any(|h| hexes.contains(h)) {
        Ok(None)
    } else {
        refuse(say!(
            "origins-refuse-touches-no-hex-where-you",
            place = words::place(t),
            cite = cite_rule("8.3")
        ))
    }
}

// ---- movement (9) ----

/// Whether the climate makes `x` a sea intersection for movement (9.3: shelf in tropical).
fn is_sea(state: &State, x: u16) -> bool {
    match data().x(x).terrain {
        Terrain::Sea => true,
        Terrain::Shelf => state.tropical(),
        _ => false,
    }
}

/// Checks one step from `a` to `b` (9.2–9.3): returns its cost and whether it crossed a strait
/// or sea edge or entered a sea intersection (D30).
fn step(state: &State, p: &Player, a: u16, b: u16) -> Result<(u8, bool), RuleError> {
    let d = data();
    let Some(class) = d.edge(a, b) else {
        return refuse(say!(
            "origins-refuse-is-not-next-to",
            place = words::place(XId(b)),
            place2 = words::place(XId(a)),
            cite = cite_rule("9.1")
        ));
    };
    let mar = p.level(Track::MAR);
    let sea_edge = class == EdgeClass::O || (class == EdgeClass::S && state.tropical());
    let crossable = match class {
        EdgeClass::L => true,
        EdgeClass::S if state.glacial() => true,
        EdgeClass::W => state.glacial() || mar >= 1,
        EdgeClass::R => mar >= 1,
        _ => mar >= 2,
    };
    if !crossable {
        return refuse(say!(
            "origins-refuse-the-edge-from-to-cannot",
            place = words::place(XId(a)),
            place2 = words::place(XId(b)),
            mar = mar,
            cite = cite_rule("9.2")
        ));
    }
    let enters_sea = is_sea(state, b);
    let enterable = match d.x(b).terrain {
        Terrain::Plain => true,
        Terrain::Grass => !state.jungle() || p.level(Track::MET) >= 2,
        Terrain::Savanna => !state.desert() || p.level(Track::FP) >= 2,
        Terrain::Tundra => state.tropical() && p.level(Track::IMM) >= 2,
        Terrain::Shelf => state.glacial() || mar >= 2,
        Terrain::Sea => mar >= 2,
    };
    if !enterable {
        return refuse(say!(
            "origins-refuse-you-cannot-enter-in-this",
            place = words::place(XId(b)),
            cite = cite_rule("9.3")
        ));
    }
    let leaves_sea = is_sea(state, a) && !enters_sea;
    let cost = if mar == 2 && !leaves_sea && (enters_sea || (sea_edge && !is_sea(state, a))) {
        2
    } else {
        1
    };
    let penalty = matches!(class, EdgeClass::W | EdgeClass::R) || sea_edge || enters_sea;
    Ok((cost, penalty))
}

/// A path a migrating unit may take (9.1–9.4): the intersections entered, its cost, and for each
/// of them whether the path up to there carries the battle penalty (D30).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub path: Vec<XId>,
    pub cost: u8,
    pub penalty: Vec<bool>,
}

/// Every path `seat`'s unit at `from` may take now, by the checks `start_move` makes before it
/// moves: each step crossable and enterable (9.2–9.3), no intersection entered twice, at most
/// `MOVEMENT_POINTS`, and an end the unit may move to (9.4: habitable and free, or a foreign unit
/// to attack that is not of its enslaver or slave). Foreign units on the way are passed by
/// asking or attacking (9.5). Paths with the same intersections are listed once, shortest first.
pub fn routes(state: &State, seat: usize, from: XId) -> Vec<Route> {
    let d = data();
    let p = &state.players[seat];
    let partners = partners(state, seat);
    let mut out = Vec::new();
    let mut stack = vec![Route {
        path: Vec::new(),
        cost: 0,
        penalty: Vec::new(),
    }];
    while let Some(r) = stack.pop() {
        let at = *r.path.last().unwrap_or(&from);
        for &(b, _) in &d.x(at.0).neighbours {
            let b = XId(b);
            if b == from || r.path.contains(&b) {
                continue;
            }
            let Ok((c, k)) = step(state, p, at.0, b.0) else {
                continue;
            };
            if r.cost + c > MOVEMENT_POINTS {
                continue;
            }
            let mut next = r.clone();
            next.path.push(b);
            next.cost += c;
            next.penalty
                .push(k || r.penalty.last().copied().unwrap_or(false));
            let may_end = match state.unit_at(b) {
                Some(o) if o == seat => false,
                Some(o) => !partners.contains(&o),
                None => x_habitable(state, p, b),
            };
            if may_end {
                out.push(next.clone());
            }
            stack.push(next);
        }
    }
    out.sort_by(|a, b| (a.path.len(), a.cost, &a.path).cmp(&(b.path.len(), b.cost, &b.path)));
    out
}

/// Checks a path from `from` (9.1–9.5) and starts the move.
fn start_move(
    state: &mut State,
    seat: usize,
    from: XId,
    path: &[XId],
    through: &BTreeMap<XId, Through>,
) -> Result<(), RuleError> {
    let p = state.players[seat].clone();
    let mut cost = 0u8;
    let mut at = from;
    for (i, &x) in path.iter().enumerate() {
        let (c, _) = step(state, &p, at.0, x.0)?;
        cost += c;
        if x == from || path[..i].contains(&x) {
            return refuse(say!(
                "origins-refuse-the-path-enters-twice",
                place = words::place(x),
                cite = cite_rule("9.1")
            ));
        }
        at = x;
    }
    if cost > MOVEMENT_POINTS {
        return refuse(say!(
            "origins-refuse-this-path-costs-movement-points",
            cost = cost,
            MOVEMENT_POINTS = MOVEMENT_POINTS,
            cite = cite_rule("9.1")
        ));
    }
    let last = *path.last().unwrap_or(&from);
    match state.unit_at(last) {
        Some(o) if o == seat => {
            return refuse(say!(
                "origins-refuse-you-already-have-a-unit-2",
                place = words::place(last),
                cite = cite_rule("9.4")
            ))
        }
        Some(o) if partners(state, seat).contains(&o) => {
            return refuse(say!(
                "origins-refuse-enslaver-and-slave-never-attack-2",
                cite = cite_rule("15.9")
            ))
        }
        Some(_) => {}
        None => {
            if !x_habitable(state, &p, last) {
                return refuse(say!(
                    "origins-refuse-a-move-must-end-where",
                    place = words::place(last),
                    cite = cite_rule("9.4")
                ));
            }
        }
    }
    let mut attack = Vec::new();
    for (&x, &how) in through {
        let i = path.iter().position(|&y| y == x);
        let foreign = state.unit_at(x).filter(|&o| o != seat);
        match (i, foreign) {
            (Some(i), Some(o)) if i + 1 < path.len() => {
                if how == Through::Attack {
                    if partners(state, seat).contains(&o) {
                        return refuse(say!(
                            "origins-refuse-enslaver-and-slave-never-attack-3",
                            cite = cite_rule("9.5")
                        ));
                    }
                    attack.push(x);
                }
            }
            _ => {
                return refuse(say!(
                    "origins-refuse-through-names-only-foreign-units",
                    place = words::place(x),
                    cite = cite_rule("9.5")
                ))
            }
        }
    }
    state.moving = Some(Moving {
        seat: seat as u8,
        at: from,
        path: path.to_vec(),
        next: 0,
        attack,
    });
    walk(state);
    Ok(())
}

/// Whether the path up to and including index `i` carries the attack penalty (D30).
fn penalty_to(state: &State, seat: usize, m: &Moving, i: usize) -> bool {
    let p = &state.players[seat];
    // The unit stays at its start until the move ends, so the path is walked from `m.at`.
    let mut at = m.at;
    let mut pen = false;
    for &x in &m.path[..=i] {
        if let Ok((_, k)) = step(state, p, at.0, x.0) {
            pen |= k;
        }
        at = x;
    }
    pen
}

/// Walks the move under way until it ends or waits for a passage answer (9.5).
pub fn walk(state: &mut State) {
    let Some(mut m) = state.moving.take() else {
        return;
    };
    let seat = usize::from(m.seat);
    while m.next < m.path.len() {
        let i = m.next;
        let x = m.path[i];
        let last = i + 1 == m.path.len();
        match state.unit_at(x).filter(|&o| o != seat) {
            Some(o) if last || m.attack.contains(&x) => {
                let pen = penalty_to(state, seat, &m, i);
                battle(state, seat, Some(m.at), x, o, pen);
                return;
            }
            Some(o) => {
                m.next = i;
                state.prompts.push(Prompt {
                    seat: o as u8,
                    kind: PromptKind::Passage {
                        mover: seat as u8,
                        at: x,
                    },
                });
                state.moving = Some(m);
                return;
            }
            None => m.next += 1,
        }
    }
    let end = *m.path.last().unwrap_or(&m.at);
    relocate(state, seat, m.at, end);
}

/// Moves `seat`'s unit from `from` to `to`, which then counts as moved (8.2).
fn relocate(state: &mut State, seat: usize, from: XId, to: XId) {
    let p = &mut state.players[seat];
    p.migratory.retain(|&x| x != from);
    p.migratory.push(to);
    p.migratory.sort_unstable();
    state.memory.moved.retain(|&x| x != from);
    state.memory.moved.push(to);
}

/// The answer to `passage` (9.5, D29).
pub fn passage(state: &mut State, owner: usize, grant: bool) -> Result<(), RuleError> {
    let Some(mut m) = state.moving.take() else {
        return Err(RuleError::CorruptState(
            "a passage prompt without a move".into(),
        ));
    };
    let seat = usize::from(m.seat);
    let x = m.path[m.next];
    if grant {
        m.next += 1;
        state.moving = Some(m);
        walk(state);
    } else if partners(state, seat).contains(&owner) {
        // D29: stop on the last earlier free intersection it may end on, or stay.
        let p = state.players[seat].clone();
        let stop = m.path[..m.next]
            .iter()
            .rev()
            .find(|&&y| state.unit_at(y).is_none() && x_habitable(state, &p, y))
            .copied();
        match stop {
            Some(y) => relocate(state, seat, m.at, y),
            None => state.memory.moved.push(m.at),
        }
    } else {
        let pen = penalty_to(state, seat, &m, m.next);
        battle(state, seat, Some(m.at), x, owner, pen);
    }
    Ok(())
}

/// The timeout default of `passage` (18.2): granted if the mover's battle value reaches the
/// owner's MET.
pub fn default_passage(state: &State, owner: usize) -> bool {
    let Some(m) = &state.moving else {
        return true;
    };
    let seat = usize::from(m.seat);
    let value = i16::from(state.players[seat].level(Track::MET))
        - i16::from(penalty_to(state, seat, m, m.next));
    value >= i16::from(state.players[owner].level(Track::MET))
}

/// A battle on `x` between `attacker` (its unit at `from`, or a growth unit already taken from
/// its population track) and `defender`'s unit there (9.6).
fn battle(
    state: &mut State,
    attacker: usize,
    from: Option<XId>,
    x: XId,
    defender: usize,
    penalty: bool,
) {
    let a = i16::from(state.players[attacker].level(Track::MET)) - i16::from(penalty);
    let d = i16::from(state.players[defender].level(Track::MET));
    if let Some(f) = from {
        let p = &mut state.players[attacker];
        p.migratory.retain(|&y| y != f);
        state.memory.moved.retain(|&y| y != f);
    }
    // The attacking unit is off the map until it wins.
    if a <= d {
        unit_home(&mut state.players[attacker]);
    }
    if d <= a {
        let q = &mut state.players[defender];
        q.migratory.retain(|&y| y != x);
        unit_home(q);
    }
    if a > d {
        let stays = x_habitable(state, &state.players[attacker], x);
        let p = &mut state.players[attacker];
        if stays {
            p.migratory.push(x);
            p.migratory.sort_unstable();
            state.memory.moved.push(x);
        } else {
            // D31: it may not end there.
            unit_home(p);
        }
    }
    state.memory.attacks.push(Attack {
        target: defender as u8,
        siege: false,
        raid_used: false,
    });
    diffusion(state, attacker, defender);
    // 15.1, D46: in turn order from the active player.
    let n = state.players.len();
    let ap = usize::from(state.active);
    let steps: Vec<Step> = (0..n)
        .map(|k| (ap + k) % n)
        .filter(|&s| s == attacker || s == defender)
        .map(|s| Step::EnslaveTo {
            victim: s as u8,
            enslaver: if s == attacker { defender } else { attacker } as u8,
        })
        .collect();
    state.queue.splice(0..0, steps);
}

// ---- phase 6 (10) ----

/// A submission of the active player in phase 6.
pub fn sieges(state: &mut State, seat: usize, action: &Action) -> Result<(), RuleError> {
    match action {
        Action::EndSieges => {
            starvation_start(state);
            Ok(())
        }
        Action::Siege {
            hex,
            metropolis_unit,
        } => {
            let p = state.players[seat].clone();
            let def = data().hex(hex.0);
            if p.enslaver.is_some() {
                return Err(RuleError::Enslaved("sieges"));
            }
            let Some(owner) = state.metropolis_at(*hex).filter(|&o| o != seat) else {
                return refuse(say!(
                    "origins-refuse-no-other-player-s-metropolis",
                    name = words::hex_def(def),
                    cite = cite_rule("10.1")
                ));
            };
            if partners(state, seat).contains(&owner) {
                return refuse(say!(
                    "origins-refuse-enslaver-and-slave-never-besiege",
                    cite = cite_rule("15.9")
                ));
            }
            if state.memory.besieged.contains(hex) {
                return refuse(say!(
                    "origins-refuse-was-already-besieged-this-turn",
                    name = words::hex_def(def),
                    cite = cite_ref("D33")
                ));
            }
            if !site_habitable(state, &p, *hex) {
                return refuse(say!(
                    "origins-refuse-s-site-is-not-habitable-2",
                    name = words::hex_def(def),
                    cite = cite_rules("10.1, 13.3")
                ));
            }
            let mine: Vec<XId> = p
                .migratory
                .iter()
                .copied()
                .filter(|x| def.corners.contains(&x.0))
                .collect();
            let unit = match metropolis_unit {
                Some(u) if mine.contains(u) => *u,
                Some(u) => {
                    return refuse(say!(
                        "origins-refuse-is-not-one-of-your-4",
                        place = words::place(*u),
                        name = words::hex_def(def),
                        cite = cite_rule("10.1")
                    ))
                }
                None => match mine.first() {
                    Some(&u) => u,
                    None => {
                        return refuse(say!(
                            "origins-refuse-you-need-a-migratory-unit",
                            name = words::hex_def(def),
                            cite = cite_rule("10.1")
                        ))
                    }
                },
            };
            state.memory.besieged.push(*hex);
            siege(state, seat, owner, *hex, unit);
            Ok(())
        }
        Action::SabineRaid {
            target,
            mode,
            fund: f,
            pay,
        } => {
            let t = valid(state, *target)?;
            fund(state, seat, *f, pay)?;
            raid(state, seat, t, *mode, true)
        }
        _ => Err(RuleError::WrongDecision(say!("origins-wrong-sieges"))),
    }
}

// ---- phase 7 (11) ----

/// Phase 7 (11.1–11.2): the blockade losses, then starvation if it needs a choice; else the
/// turn ends.
fn starvation_start(state: &mut State) {
    let ap = usize::from(state.active);
    let p = state.players[ap].clone();
    let lost: Vec<XId> = p
        .migratory
        .iter()
        .copied()
        .filter(|x| match data().x(x.0).terrain {
            Terrain::Sea => true,
            Terrain::Shelf => state.tropical(),
            _ => false,
        })
        .collect();
    let q = &mut state.players[ap];
    for x in &lost {
        q.migratory.retain(|y| y != x);
        unit_home(q);
    }
    state.phase = Phase::Starvation;
    state.queue.push(Step::Starve);
}

/// The hexes whose unit count exceeds the active player's FP (11.2).
pub fn starving(state: &State) -> Vec<HexId> {
    let d = data();
    let fp = usize::from(state.players[usize::from(state.active)].level(Track::FP));
    (0..d.hexes.len())
        .map(|h| HexId(h as u8))
        .filter(|&h| {
            let def = d.hex(h.0);
            let count = def
                .corners
                .iter()
                .filter(|&&x| state.unit_at(XId(x)).is_some())
                .count()
                + usize::from(state.metropolis_at(h).is_some());
            count > fp
        })
        .collect()
}

/// The active player's units in starving hexes (11.2).
pub fn starving_units(state: &State) -> Vec<MapUnit> {
    let ap = usize::from(state.active);
    let hexes = starving(state);
    let d = data();
    let p = &state.players[ap];
    p.migratory
        .iter()
        .filter(|x| d.x(x.0).hexes.iter().any(|h| hexes.contains(&HexId(*h))))
        .map(|&x| MapUnit::Migratory(x))
        .chain(
            p.metropolises
                .iter()
                .filter(|h| hexes.contains(h))
                .map(|&h| MapUnit::Metropolis(h)),
        )
        .collect()
}

/// The starvation step: no choice, one forced removal at a time, or the `starve` prompt.
pub fn starve_step(state: &mut State) {
    loop {
        let units = starving_units(state);
        match units.as_slice() {
            [] => break,
            [u] => remove_unit(state, *u),
            _ => {
                state.prompts.push(Prompt {
                    seat: state.active,
                    kind: PromptKind::Starve,
                });
                return;
            }
        }
    }
    after_starvation(state);
}

/// Removes one of the active player's map units (11.2), which goes home (0.3).
pub fn remove_unit(state: &mut State, u: MapUnit) {
    let p = &mut state.players[usize::from(state.active)];
    match u {
        MapUnit::Migratory(x) => p.migratory.retain(|&y| y != x),
        MapUnit::Metropolis(h) => p.metropolises.retain(|&k| k != h),
    }
    unit_home(p);
}

/// A player left with no map unit by starvation chooses the enslaver (11.3); then the turn ends.
fn after_starvation(state: &mut State) {
    let ap = usize::from(state.active);
    let p = &state.players[ap];
    if p.map_units() == 0 && p.enslaver.is_none() {
        state
            .queue
            .splice(0..0, [Step::Enslave { done: [false; 5] }, Step::TurnEnd]);
    } else {
        state.queue.insert(0, Step::TurnEnd);
    }
}

/// The answer to `starve` (11.2, D35).
pub fn starve(state: &mut State, remove: &[MapUnit]) -> Result<(), RuleError> {
    for &u in remove {
        if !starving_units(state).contains(&u) {
            return refuse(say!(
                "origins-refuse-is-not-in-a-starving",
                name = super::chaos::unit_name(u),
                cite = cite_rule_ref("11.2", "D35")
            ));
        }
        remove_unit(state, u);
    }
    if !starving_units(state).is_empty() {
        return refuse(say!(
            "origins-refuse-after-these-removals-a-starving",
            cite = cite_rule("11.2")
        ));
    }
    after_starvation(state);
    Ok(())
}

/// The timeout default of `starve` (18.2).
pub fn default_starve(state: &State) -> Vec<MapUnit> {
    let d = data();
    let mut s = state.clone();
    let mut out = Vec::new();
    loop {
        let units = starving_units(&s);
        if units.is_empty() {
            return out;
        }
        let hexes = starving(&s);
        let best = units
            .iter()
            .filter_map(|u| match u {
                MapUnit::Migratory(x) => Some(*x),
                MapUnit::Metropolis(_) => None,
            })
            .map(|x| {
                let n = d
                    .x(x.0)
                    .hexes
                    .iter()
                    .filter(|h| hexes.contains(&HexId(**h)))
                    .count();
                (std::cmp::Reverse(n), x)
            })
            .min();
        let u = match best {
            Some((_, x)) => MapUnit::Migratory(x),
            None => units[0],
        };
        remove_unit(&mut s, u);
        out.push(u);
    }
}

// ---- legal candidates (each checked by `apply` by the caller) ----

/// Paths of one and two steps from `from`: the migrations `legal_actions` lists (longer ones
/// are legal too, but not listed).
fn short_paths(from: XId) -> Vec<Vec<XId>> {
    let d = data();
    let mut out = Vec::new();
    for &(a, _) in &d.x(from.0).neighbours {
        out.push(vec![XId(a)]);
        for &(b, _) in &d.x(a).neighbours {
            if b != from.0 {
                out.push(vec![XId(a), XId(b)]);
            }
        }
    }
    out
}

/// The phase 5 candidates of `seat`; an action that needs funding is listed with it.
pub fn population_candidates(state: &State, seat: usize) -> Vec<Action> {
    let d = data();
    let n = state.players.len() as u8;
    let (left, producers) = match state.phase {
        Phase::Population { base, funded, used } => (
            (base + funded).saturating_sub(used),
            free_producers(&state.players[seat]) as u8,
        ),
        _ => return Vec::new(),
    };
    let fund_for = |cost: u8| (cost > left).then(|| cost - left);
    let f1 = fund_for(1);
    let mut out = vec![Action::EndPopulation];
    if f1.is_some_and(|k| k > producers) {
        return out;
    }
    let p = &state.players[seat];
    for t in (0..n).filter(|&t| usize::from(t) != seat) {
        out.push(Action::Incorporate {
            target: t,
            fund: f1,
            pay: Vec::new(),
        });
        for track in Track::ALL {
            out.push(Action::Trade {
                partner: t,
                track,
                fund: f1,
                pay: Vec::new(),
            });
        }
        for mode in [RaidMode::Scavenge, RaidMode::Espionage] {
            out.push(Action::SabineRaid {
                target: t,
                mode,
                fund: f1,
                pay: Vec::new(),
            });
        }
    }
    for &unit in &p.migratory {
        for &h in &d.x(unit.0).hexes {
            out.push(Action::Urbanize {
                unit,
                hex: HexId(h),
                fund: fund_for(3),
                pay: Vec::new(),
            });
        }
        if !state.memory.moved.contains(&unit) {
            for path in short_paths(unit) {
                out.push(Action::Migrate {
                    unit,
                    path,
                    through: BTreeMap::new(),
                    fund: f1,
                    pay: Vec::new(),
                });
            }
        }
    }
    if p.kp > 0 {
        for x in 0..d.intersections.len() {
            let at = XId(x as u16);
            if placement_check(state, seat, at).is_ok() {
                out.push(Action::Grow {
                    at,
                    path: Vec::new(),
                    through: BTreeMap::new(),
                    fund: f1,
                    pay: Vec::new(),
                });
            }
        }
    }
    out
}

/// The phase 6 candidates of `seat`.
pub fn siege_candidates(state: &State, seat: usize) -> Vec<Action> {
    let mut out = vec![Action::EndSieges];
    for p in &state.players {
        for &hex in &p.metropolises {
            out.push(Action::Siege {
                hex,
                metropolis_unit: None,
            });
        }
    }
    let carried = match state.phase {
        Phase::Sieges { carried } => carried,
        _ => 0,
    };
    if let Some(a) = state.memory.attacks.last() {
        for mode in [RaidMode::Scavenge, RaidMode::Espionage] {
            out.push(Action::SabineRaid {
                target: a.target,
                mode,
                fund: (carried == 0 && free_producers(&state.players[seat]) > 0).then_some(1),
                pay: Vec::new(),
            });
        }
    }
    out
}

/// The `starve` candidates: the default, and each starving unit first followed by the default.
pub fn starve_candidates(state: &State) -> Vec<Action> {
    let mut out = vec![Action::Starve {
        remove: default_starve(state),
    }];
    for u in starving_units(state) {
        let mut s = state.clone();
        remove_unit(&mut s, u);
        let mut remove = vec![u];
        remove.extend(default_starve(&s));
        out.push(Action::Starve { remove });
    }
    out.dedup();
    out
}
