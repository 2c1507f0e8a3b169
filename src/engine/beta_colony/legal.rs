//! Legal submissions (a sample for moves, see the module docs of `beta_colony`), the random
//! submissions of playouts and the default submission of §16.

use super::action::{
    Action, ActivateDie, At, ChooseMat, ColonyId, CycleInfluence, Dock, FreeAchievement, FreePod,
    MoveActivate, MoveDie, NexusOption, PlaceShip, Tweak, Unit,
};
use super::data::{
    data, AchievementKind, CycleBonus, Die, LocationKind, Material, LOCATIONS, SPACES,
};
use super::readings;
use super::rules::{
    achievement_space_error, complete, destination, eligible_rows, fewest_material, find_payment,
    lowest_influence, manufactory_builds, pod_space_error, Need,
};
use super::state::{FreeKind, State, Step, ROWS};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// At most this many spaces per pod in `legal_actions` for a Manufactory build.
const SPACES_PER_POD: usize = 3;

/// The least signed fuel that makes a move of die value `v` go from `from` to `to`.
pub fn least_fuel(v: i32, from: u8, to: u8, ccw: bool) -> i32 {
    let n = LOCATIONS as i32;
    let delta = if ccw {
        (i32::from(from) - i32::from(to)).rem_euclid(n)
    } else {
        (i32::from(to) - i32::from(from)).rem_euclid(n)
    };
    [delta, delta + n, delta + 2 * n]
        .into_iter()
        .filter(|&t| t >= 1)
        .map(|t| t - v)
        .min_by_key(|f| (f.abs(), *f))
        .unwrap_or(0)
}

/// Whether the tweak and C1B's material may be given now.
fn first_submission_options(s: &State, phase: u8) -> (bool, bool) {
    let tweak = phase == 1
        && (s.bonus_active(CycleBonus::TweakSix) || s.bonus_active(CycleBonus::TweakFlip));
    let material = phase == 1 && s.round == 1 && s.bonus_active(CycleBonus::StartMaterial);
    (tweak, material)
}

fn unused(s: &State, seat: Seat) -> Vec<Die> {
    Die::ALL
        .into_iter()
        .filter(|d| !s.players[seat].used[d.index()])
        .collect()
}

/// Every legal submission of `seat` now; for moves a sample (see the module docs).
pub fn legal_actions(s: &State, seat: Seat) -> Vec<Action> {
    if s.current() != Some(seat) {
        return Vec::new();
    }
    let d = data();
    let ok = |a: Action| complete(s, seat, &a).ok().map(|(a, _)| a);
    match s.step {
        Step::ChooseMat { .. } => (0..d.mats.len() as u8)
            .filter(|m| s.players.iter().all(|p| p.mat != Some(*m)))
            .map(|m| {
                Action::ChooseMat(ChooseMat {
                    mat: d.mats[usize::from(m)].id.clone(),
                })
            })
            .collect(),
        Step::PlaceShip { .. } => (0..LOCATIONS as u8)
            .filter(|l| s.players.iter().all(|p| p.ship != Some(*l)))
            .map(|l| {
                Action::PlaceShip(PlaceShip {
                    location: d.locations[usize::from(l)].id.clone(),
                })
            })
            .collect(),
        Step::CycleInfluence { .. } => ColonyId::ALL
            .into_iter()
            .filter_map(|colony| {
                ok(Action::CycleInfluence(CycleInfluence {
                    colony,
                    choices: Vec::new(),
                }))
            })
            .collect(),
        Step::FreeBuild { kind, .. } => free_builds(s, seat, kind)
            .into_iter()
            .filter_map(ok)
            .collect(),
        Step::Action { phase, .. } => {
            let mut out = Vec::new();
            let dice = unused(s, seat);
            for (i, &a) in dice.iter().enumerate() {
                for &b in &dice[i + 1..] {
                    out.push(Action::Dock(Dock {
                        dice: vec![a, b],
                        tweak: None,
                        cycle_material: None,
                    }));
                }
            }
            let _ = phase;
            for &md in &dice {
                for &ad in &dice {
                    if md == ad {
                        continue;
                    }
                    for to in 0..LOCATIONS as u8 {
                        for ccw in [false, true] {
                            if ccw && !readings::may_move_ccw(s.players[seat].power(), md) {
                                continue;
                            }
                            out.extend(
                                moves_to(s, seat, md, ad, to, ccw)
                                    .into_iter()
                                    .filter_map(ok),
                            );
                        }
                    }
                }
            }
            out
        }
        Step::Finished => Vec::new(),
    }
}

/// The free builds of the step, in canonical order (rows, columns, spaces; achievements: top
/// building, then statues).
fn free_builds(s: &State, _seat: Seat, kind: FreeKind) -> Vec<Action> {
    let d = data();
    match kind {
        FreeKind::FreePod => s
            .display
            .iter()
            .flatten()
            .flatten()
            .flat_map(|&pod| {
                let colour = d.pods[usize::from(pod)].colour;
                (0..SPACES as u8)
                    .filter(move |&sp| pod_space_error(s, sp, colour).is_none())
                    .map(move |space| {
                        Action::FreePod(FreePod {
                            pod: d.pods[usize::from(pod)].id.clone(),
                            space,
                            choices: Vec::new(),
                        })
                    })
            })
            .collect(),
        FreeKind::FreeAchievement => {
            let mut order: Vec<u8> = s.buildings.first().copied().into_iter().collect();
            order.extend(&s.statues);
            order
                .into_iter()
                .flat_map(|ach| {
                    (0..SPACES as u8)
                        .filter(|&sp| achievement_space_error(s, sp).is_none())
                        .map(move |space| {
                            Action::FreeAchievement(FreeAchievement {
                                achievement: d.achievements[usize::from(ach)].id.clone(),
                                space,
                                choices: Vec::new(),
                            })
                        })
                })
                .collect()
        }
    }
}

/// Sample moves with `md` to `to` (least fuel) activating with `ad` (fuel 0), answers unfilled.
fn moves_to(s: &State, seat: Seat, md: Die, ad: Die, to: u8, ccw: bool) -> Vec<Action> {
    let d = data();
    let p = &s.players[seat];
    let Some(from) = p.ship else {
        return Vec::new();
    };
    let vm = i32::from(s.die_value(seat, md));
    let fuel = least_fuel(vm, from, to, ccw);
    if fuel.unsigned_abs() > p.fuel {
        return Vec::new();
    }
    let va = i32::from(s.die_value(seat, ad));
    let base = |at: At| {
        Action::MoveActivate(MoveActivate {
            tweak: None,
            cycle_material: None,
            mv: MoveDie { die: md, fuel, ccw },
            activate: ActivateDie { die: ad, fuel: 0 },
            at,
        })
    };
    let loc = &d.locations[usize::from(to)];
    match loc.kind {
        LocationKind::Fuel => vec![base(At::default())],
        LocationKind::Moon => {
            let k = readings::moon_count(p.power(), ad, va).min(p.room());
            let (a, b) = (loc.materials[0], loc.materials[1]);
            let takes: Vec<Vec<Material>> = match k {
                0 => vec![vec![]],
                1 => vec![vec![a], vec![b]],
                _ => vec![vec![a, a], vec![a, b], vec![b, b]],
            };
            takes
                .into_iter()
                .map(|t| {
                    base(At {
                        take: Some(t),
                        ..At::default()
                    })
                })
                .collect()
        }
        LocationKind::Manufactory => {
            let rows = eligible_rows(s, seat, ad, va);
            let builds = manufactory_builds(s, seat, rows, false);
            if builds.is_empty() {
                return vec![base(At::default())];
            }
            let mut per_pod: Vec<(u8, usize)> = Vec::new();
            builds
                .into_iter()
                .filter(|(pod, _, _)| {
                    let n = per_pod.iter_mut().find(|(p, _)| p == pod);
                    match n {
                        Some((_, k)) if *k >= SPACES_PER_POD => false,
                        Some((_, k)) => {
                            *k += 1;
                            true
                        }
                        None => {
                            per_pod.push((*pod, 1));
                            true
                        }
                    }
                })
                .map(|(pod, space, pay)| base(build_at(pod, space, &pay, None)))
                .collect()
        }
        LocationKind::Nexus => {
            let mut out = vec![base(At {
                option: Some(NexusOption::Supply),
                material: (p.room() > 0).then(|| fewest_material(&p.materials)),
                ..At::default()
            })];
            out.extend(nexus_achievements(s, seat, 1).into_iter().map(base));
            out
        }
    }
}

fn build_at(pod: u8, space: u8, pay: &[Unit], c3c: Option<Unit>) -> At {
    At {
        pod: Some(data().pods[usize::from(pod)].id.clone()),
        space: Some(space),
        take_pay: pay.first().copied(),
        build_pay: pay.get(1).copied(),
        c3c_pay: c3c,
        ..At::default()
    }
}

/// Nexus achievement options: each available achievement the player can pay, on up to `per`
/// payable outer spaces.
fn nexus_achievements(s: &State, seat: Seat, per: usize) -> Vec<At> {
    let d = data();
    if s.players[seat].achievements.len() >= usize::from(d.rules.max_achievements) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for ach in s.available_achievements() {
        let def = &d.achievements[usize::from(ach)];
        let mut found = 0;
        for space in 0..SPACES as u8 {
            if found >= per {
                break;
            }
            if achievement_space_error(s, space).is_some() {
                continue;
            }
            let space_need = Need {
                what: "The space",
                material: Some(d.space_colour[usize::from(space)].material()),
                pair_ok: false,
            };
            let (pay, space_pay) = match &def.kind {
                AchievementKind::Statue { artifacts, .. } => {
                    let arts = usize::from(*artifacts);
                    // The statue's artifacts first, then the space from what is left.
                    if usize::from(s.players[seat].artifacts) < arts {
                        break;
                    }
                    let mut rest = s.clone();
                    rest.players[seat].artifacts -= *artifacts;
                    let Some(sp) = find_payment(&rest, seat, &[space_need]) else {
                        continue;
                    };
                    (vec![Unit::ARTIFACT; arts], sp[0])
                }
                AchievementKind::Building { cost, .. } => {
                    let mut needs: Vec<Need> = cost
                        .iter()
                        .map(|&m| Need {
                            what: "The building's cost",
                            material: Some(m),
                            pair_ok: false,
                        })
                        .collect();
                    needs.push(space_need);
                    let Some(mut pay) = find_payment(s, seat, &needs) else {
                        continue;
                    };
                    let sp = pay.pop().unwrap_or(Unit::ARTIFACT);
                    (pay, sp)
                }
            };
            found += 1;
            out.push(At {
                option: Some(NexusOption::Achievement),
                achievement: Some(def.id.clone()),
                pay: Some(pay),
                space: Some(space),
                space_pay: Some(space_pay),
                ..At::default()
            });
        }
    }
    out
}

/// A random legal submission (playouts): cheap to make, and varied enough to reach every
/// location, tweaks, fuel, free builds and achievements.
pub fn random_action(s: &State, seat: Seat, rng: &mut Rng) -> Option<Action> {
    if s.current() != Some(seat) {
        return None;
    }
    let Step::Action { phase, .. } = s.step else {
        let legal = legal_actions(s, seat);
        return (!legal.is_empty()).then(|| legal[rng.below(legal.len() as u64) as usize].clone());
    };
    let d = data();
    let (may_tweak, may_take) = first_submission_options(s, phase);
    let mut t = s.clone();
    let tweak = (may_tweak && rng.below(2) == 0).then(|| Tweak {
        die: Die::ALL[rng.below(4) as usize],
    });
    t.players[seat].tweak = tweak.map(|x| x.die).or(t.players[seat].tweak);
    let cycle_material =
        (may_take && rng.below(4) != 0).then(|| Material::ALL[rng.below(6) as usize]);
    if let Some(m) = cycle_material {
        super::rules::gain_material(&mut t, seat, m);
    }
    let dice = unused(&t, seat);
    if dice.len() < 2 {
        return None;
    }
    let p = &t.players[seat];
    let from = p.ship?;
    // Favour building so that playouts reach the rare rules (free builds, full tracks,
    // achievements, an empty talon): to a Manufactory when some build is affordable, to a moon
    // when materials are short, to the Nexus when an achievement is affordable.
    let can_build = !manufactory_builds(&t, seat, [true; ROWS], true).is_empty();
    let can_achieve = !nexus_achievements(&t, seat, 1).is_empty();
    let target = match rng.below(10) {
        0..=5 if can_build => [2, 6][rng.below(2) as usize],
        0..=5 if can_achieve => 4,
        0..=4 if p.material_count() < 4 => [1, 3, 5][rng.below(3) as usize],
        _ => rng.below(LOCATIONS as u64) as u8,
    };
    // The pair of dice that reaches the target with the least fuel.
    let mut pairs: Vec<(Die, Die)> = dice
        .iter()
        .flat_map(|&x| dice.iter().filter(move |&&y| y != x).map(move |&y| (x, y)))
        .collect();
    rng.shuffle(&mut pairs);
    let ccw_ok = |md: Die| readings::may_move_ccw(p.power(), md);
    let cost = |(md, _): (Die, Die), ccw: bool| {
        least_fuel(i32::from(t.die_value(seat, md)), from, target, ccw)
    };
    let mut best = (pairs[0], false);
    for &pair in &pairs {
        for ccw in [false, true] {
            if (!ccw || ccw_ok(pair.0)) && cost(pair, ccw).abs() < cost(best.0, best.1).abs() {
                best = (pair, ccw);
            }
        }
    }
    let ((md, ad), ccw) = best;
    let dock = Action::Dock(Dock {
        dice: vec![md, ad],
        tweak,
        cycle_material,
    });
    if rng.below(12) == 0 {
        return Some(dock);
    }
    let vm = i32::from(t.die_value(seat, md));
    let mut fuel = cost((md, ad), ccw);
    if fuel.unsigned_abs() > p.fuel {
        fuel = 0;
    }
    let to = destination(from, vm + fuel, ccw);
    let left = i32::try_from(p.fuel - fuel.unsigned_abs()).unwrap_or(i32::MAX);
    let va0 = i32::from(t.die_value(seat, ad));
    let mut fuels: Vec<i32> = [0i32, 1, -1, 2, -2, 3]
        .into_iter()
        .filter(|&f| f.abs() <= left && va0 + f >= 1)
        .collect();
    rng.shuffle(&mut fuels);
    let mut act_fuel = fuels.first().copied().unwrap_or(0);
    if d.locations[usize::from(to)].kind == LocationKind::Manufactory {
        if let Some(f) = fuels.iter().copied().find(|&f| {
            !manufactory_builds(&t, seat, eligible_rows(&t, seat, ad, va0 + f), true).is_empty()
        }) {
            act_fuel = f;
        }
    }
    let va = va0 + act_fuel;
    let loc = &d.locations[usize::from(to)];
    let at = match loc.kind {
        LocationKind::Fuel => At::default(),
        LocationKind::Moon => {
            let k = readings::moon_count(p.power(), ad, va).min(p.room());
            At {
                take: Some(
                    (0..k)
                        .map(|_| loc.materials[rng.below(2) as usize])
                        .collect(),
                ),
                ..At::default()
            }
        }
        LocationKind::Manufactory => {
            let rows = eligible_rows(&t, seat, ad, va);
            let builds = manufactory_builds(&t, seat, rows, false);
            if builds.is_empty() {
                At::default()
            } else {
                // Half the time, keep to the colony with the most influence (full tracks).
                let best = (0..3).max_by_key(|&c| p.influence[c]).unwrap_or(0);
                let focused: Vec<_> = builds
                    .iter()
                    .filter(|b| usize::from(b.1) / 18 == best)
                    .collect();
                let pool: Vec<_> = if !focused.is_empty() && rng.below(2) == 0 {
                    focused
                } else {
                    builds.iter().collect()
                };
                let (pod, space, pay) = pool[rng.below(pool.len() as u64) as usize];
                let mut c3c = None;
                if t.bonus_active(CycleBonus::C3cPoints) && rng.below(2) == 0 {
                    let mut needs = super::rules::build_needs(d, *pod, *space).to_vec();
                    needs.push(Need {
                        what: "C3C",
                        material: None,
                        pair_ok: false,
                    });
                    if let Some(all) = find_payment(&t, seat, &needs) {
                        return finish(
                            s,
                            seat,
                            tweak,
                            cycle_material,
                            (md, fuel, ccw),
                            (ad, act_fuel),
                            build_at(*pod, *space, &all[..2], all.get(2).copied()),
                        )
                        .or(Some(dock));
                    }
                    c3c = None;
                }
                build_at(*pod, *space, pay, c3c)
            }
        }
        LocationKind::Nexus => {
            let options = nexus_achievements(&t, seat, 4);
            if !options.is_empty() && rng.below(3) != 0 {
                options[rng.below(options.len() as u64) as usize].clone()
            } else {
                At {
                    option: Some(NexusOption::Supply),
                    material: (p.room() > 0).then(|| Material::ALL[rng.below(6) as usize]),
                    ..At::default()
                }
            }
        }
    };
    finish(
        s,
        seat,
        tweak,
        cycle_material,
        (md, fuel, ccw),
        (ad, act_fuel),
        at,
    )
    .or(Some(dock))
}

fn finish(
    s: &State,
    seat: Seat,
    tweak: Option<Tweak>,
    cycle_material: Option<Material>,
    mv: (Die, i32, bool),
    act: (Die, i32),
    at: At,
) -> Option<Action> {
    let a = Action::MoveActivate(MoveActivate {
        tweak,
        cycle_material,
        mv: MoveDie {
            die: mv.0,
            fuel: mv.1,
            ccw: mv.2,
        },
        activate: ActivateDie {
            die: act.0,
            fuel: act.1,
        },
        at,
    });
    complete(s, seat, &a).ok().map(|(a, _)| a)
}

/// The default submission of §16 for `seat`, if it is to act.
pub fn default_action(s: &State, seat: Seat) -> Option<Action> {
    if s.current() != Some(seat) {
        return None;
    }
    let d = data();
    let filled = |a: Action| complete(s, seat, &a).ok().map(|(a, _)| a);
    match s.step {
        Step::ChooseMat { .. } | Step::PlaceShip { .. } => {
            legal_actions(s, seat).into_iter().next()
        }
        Step::CycleInfluence { .. } => filled(Action::CycleInfluence(CycleInfluence {
            colony: lowest_influence(s, seat),
            choices: Vec::new(),
        })),
        Step::Action { phase, .. } => {
            let mut dice = unused(s, seat);
            dice.sort_by_key(|&x| (s.die_value(seat, x), x.index()));
            let (_, may_take) = first_submission_options(s, phase);
            let p = &s.players[seat];
            let cycle_material = (may_take && p.room() > 0).then(|| fewest_material(&p.materials));
            filled(Action::Dock(Dock {
                dice: dice.into_iter().take(2).collect(),
                tweak: None,
                cycle_material,
            }))
        }
        Step::FreeBuild {
            kind: FreeKind::FreePod,
            ..
        } => {
            // Rows, then columns, then the lowest space.
            for r in 0..ROWS {
                for pod in s.display[r].iter().flatten() {
                    let colour = d.pods[usize::from(*pod)].colour;
                    if let Some(space) =
                        (0..SPACES as u8).find(|&sp| pod_space_error(s, sp, colour).is_none())
                    {
                        return filled(Action::FreePod(FreePod {
                            pod: d.pods[usize::from(*pod)].id.clone(),
                            space,
                            choices: Vec::new(),
                        }));
                    }
                }
            }
            None
        }
        Step::FreeBuild { .. } => free_builds(s, seat, FreeKind::FreeAchievement)
            .into_iter()
            .find_map(filled),
        Step::Finished => None,
    }
}
