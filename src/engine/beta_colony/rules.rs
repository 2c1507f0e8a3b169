//! Applying a submission: the state machine of §3, the actions of §4–§6, building (§7),
//! influence with track bonuses and free builds (§8), cultural achievements (§9), mats (§10)
//! and cycle bonuses (§11). A submission is validated and applied on a copy, so a refused one
//! changes nothing.

use super::action::{
    Action, Answer, ColonyId, Dock, FreeAchievement, FreePod, MoveActivate, NexusOption, Unit,
};
use super::data::{
    data, AchievementKind, BuildingBonus, Colour, CycleBonus, Data, Die, LocationKind, MatPower,
    Material, PodBonus, TrackBonus, LOCAL_SPACES, LOCATIONS, SPACES,
};
use super::describe as say;
use super::error::RuleError;
use super::readings;
use super::scoring;
use super::state::{After, FreeKind, State, Step, Tile, TileKind, COLUMNS, ROWS, ROW_NAMES};
use crate::engine::{Log, Seat};

/// Where a submission's answers come from (§8.3): the submitted list, and in `fill` mode the
/// defaults of §16.6 once the list runs out (used to complete forms, previews and defaults).
pub struct Answers<'a> {
    given: &'a [Answer],
    next: usize,
    fill: bool,
    /// Every answer consumed, in order.
    pub used: Vec<Answer>,
}

impl<'a> Answers<'a> {
    pub fn strict(given: &'a [Answer]) -> Answers<'a> {
        Answers {
            given,
            next: 0,
            fill: false,
            used: Vec::new(),
        }
    }

    pub fn filling(given: &'a [Answer]) -> Answers<'a> {
        Answers {
            fill: true,
            ..Answers::strict(given)
        }
    }

    /// The next submitted answer, `None` when the list is exhausted in fill mode.
    fn next(&mut self, what: &'static str) -> Result<Option<Answer>, RuleError> {
        match self.given.get(self.next) {
            Some(a) => {
                self.next += 1;
                Ok(Some(a.clone()))
            }
            None if self.fill => Ok(None),
            None => Err(RuleError::MissingAnswer(what)),
        }
    }

    fn material(&mut self, s: &State, seat: Seat) -> Result<Material, RuleError> {
        let m = match self.next("a material")? {
            Some(Answer::Material { material }) => material,
            Some(_) => return Err(RuleError::WrongAnswer("{\"material\": ...}")),
            None => fewest_material(&s.players[seat].materials),
        };
        self.used.push(Answer::Material { material: m });
        Ok(m)
    }

    fn materials(&mut self, s: &State, seat: Seat, n: u32) -> Result<Vec<Material>, RuleError> {
        let list = match self.next("two materials")? {
            Some(Answer::Materials { materials }) => materials,
            Some(_) => return Err(RuleError::WrongAnswer("{\"materials\": [...]}")),
            None => {
                let mut held = s.players[seat].materials;
                (0..n)
                    .map(|_| {
                        let m = fewest_material(&held);
                        held[m.index()] += 1;
                        m
                    })
                    .collect()
            }
        };
        if list.len() as u32 != n {
            return Err(RuleError::AnswerCount(n));
        }
        self.used.push(Answer::Materials {
            materials: list.clone(),
        });
        Ok(list)
    }

    fn crew_on(&mut self, s: &State, seat: Seat) -> Result<u8, RuleError> {
        let space = match self.next("a pod for the crew")? {
            Some(Answer::CrewOn { crew_on }) => crew_on,
            Some(_) => return Err(RuleError::WrongAnswer("{\"crew_on\": space}")),
            None => default_crew_space(s, seat).ok_or(RuleError::MissingAnswer("a pod"))?,
        };
        if usize::from(space) >= SPACES {
            return Err(RuleError::NoSuchSpace(space));
        }
        if s.pod_at(usize::from(space)).is_none() {
            return Err(RuleError::CrewNotOnPod(space));
        }
        self.used.push(Answer::CrewOn { crew_on: space });
        Ok(space)
    }

    fn colony(&mut self, s: &State, seat: Seat) -> Result<usize, RuleError> {
        let c = match self.next("a colony")? {
            Some(Answer::Colony { colony }) => colony,
            Some(_) => return Err(RuleError::WrongAnswer("{\"colony\": ...}")),
            None => lowest_influence(s, seat),
        };
        self.used.push(Answer::Colony { colony: c });
        Ok(c.index())
    }

    fn finish(&self) -> Result<(), RuleError> {
        if self.next < self.given.len() {
            Err(RuleError::TooManyAnswers)
        } else {
            Ok(())
        }
    }
}

/// The material held fewest (ties in canonical order, §16.6).
pub fn fewest_material(held: &[u8; 6]) -> Material {
    Material::ALL
        .into_iter()
        .min_by_key(|m| held[m.index()])
        .unwrap_or(Material::Steel)
}

/// The colony where `seat` has the least influence (ties: Xi'an, Thebes, Cuzco).
pub fn lowest_influence(s: &State, seat: Seat) -> ColonyId {
    ColonyId::ALL
        .into_iter()
        .min_by_key(|c| s.players[seat].influence[c.index()])
        .unwrap_or(ColonyId::Xian)
}

/// §16.6 `crew_on`: the lowest pod space in the colony where `seat` has the fewest crew,
/// skipping colonies without a pod.
pub fn default_crew_space(s: &State, seat: Seat) -> Option<u8> {
    let mut colonies: Vec<usize> = (0..3).collect();
    colonies.sort_by_key(|&c| s.crew_in_colony(seat, c));
    colonies.into_iter().find_map(|c| {
        (c * LOCAL_SPACES..(c + 1) * LOCAL_SPACES)
            .find(|&sp| s.pod_at(sp).is_some())
            .map(|sp| sp as u8)
    })
}

/// Apply `action` by `seat`: the whole submission or nothing.
pub fn apply_in_place(
    s: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    let mut answers = Answers::strict(action.choices());
    let mut next = s.clone();
    submit(&mut next, seat, action, &mut answers, log)?;
    *s = next;
    Ok(())
}

/// The submission with its answers completed by the defaults of §16.6 (the given ones are kept
/// and checked); an error if it is refused for any other reason.
pub fn complete(s: &State, seat: Seat, action: &Action) -> Result<(Action, State), RuleError> {
    let mut answers = Answers::filling(action.choices());
    let mut next = s.clone();
    submit(&mut next, seat, action, &mut answers, &mut Log::silent())?;
    Ok((action.clone().with_choices(answers.used), next))
}

/// Validate and resolve one submission on `s` (which the caller throws away on error).
pub fn submit(
    s: &mut State,
    seat: Seat,
    action: &Action,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    if seat >= s.seats() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    let Some(current) = s.current() else {
        return Err(RuleError::GameOver);
    };
    if seat != current {
        return Err(RuleError::NotYourTurn(current + 1));
    }
    match (s.step, action) {
        (Step::ChooseMat { k }, Action::ChooseMat(a)) => choose_mat(s, seat, k, &a.mat, log),
        (Step::ChooseMat { .. }, _) => Err(RuleError::WrongStep("choose_mat")),
        (Step::PlaceShip { k }, Action::PlaceShip(a)) => place_ship(s, seat, k, &a.location, log),
        (Step::PlaceShip { .. }, _) => Err(RuleError::WrongStep("place_ship")),
        (Step::CycleInfluence { k }, Action::CycleInfluence(a)) => {
            log.push(seat, || {
                crate::say!(
                    "beta-colony-log-c2a-influence",
                    who = say::player(seat),
                    colony = say::colony(a.colony.index())
                )
            });
            add_influence(s, seat, a.colony.index(), 1, answers, log)?;
            answers.finish()?;
            continue_after(s, seat, After::CycleInfluence { k }, log);
            Ok(())
        }
        (Step::CycleInfluence { .. }, _) => Err(RuleError::WrongStep("cycle_influence")),
        (Step::Action { phase, k }, Action::Dock(a)) => {
            dock(s, seat, phase, a, log)?;
            answers.finish()?;
            continue_after(s, seat, After::Action { phase, k }, log);
            Ok(())
        }
        (Step::Action { phase, k }, Action::MoveActivate(a)) => {
            move_activate(s, seat, phase, a, answers, log)?;
            answers.finish()?;
            continue_after(s, seat, After::Action { phase, k }, log);
            Ok(())
        }
        (Step::Action { .. }, _) => Err(RuleError::WrongStep("move_activate or dock")),
        (
            Step::FreeBuild {
                kind: FreeKind::FreePod,
                then,
                ..
            },
            Action::FreePod(a),
        ) => {
            free_pod(s, seat, a, answers, log)?;
            answers.finish()?;
            continue_after(s, seat, then, log);
            Ok(())
        }
        (
            Step::FreeBuild {
                kind: FreeKind::FreeAchievement,
                then,
                ..
            },
            Action::FreeAchievement(a),
        ) => {
            free_achievement(s, seat, a, answers, log)?;
            answers.finish()?;
            continue_after(s, seat, then, log);
            Ok(())
        }
        (
            Step::FreeBuild {
                kind: FreeKind::FreePod,
                ..
            },
            _,
        ) => Err(RuleError::WrongStep("free_pod")),
        (Step::FreeBuild { .. }, _) => Err(RuleError::WrongStep("free_achievement")),
        (Step::Finished, _) => Err(RuleError::GameOver),
    }
}

fn choose_mat(s: &mut State, seat: Seat, k: u8, mat: &str, log: &mut Log) -> Result<(), RuleError> {
    let d = data();
    let m = d
        .mat_by_id(mat)
        .filter(|m| s.players.iter().all(|p| p.mat != Some(*m)))
        .ok_or_else(|| RuleError::NoSuchMat(mat.to_string()))?;
    s.players[seat].mat = Some(m);
    log.push(seat, || {
        crate::say!("beta-colony-log-mat", who = say::player(seat), mat = mat)
    });
    s.step = if usize::from(k) + 1 < s.seats() {
        Step::ChooseMat { k: k + 1 }
    } else {
        Step::PlaceShip { k: 0 }
    };
    Ok(())
}

fn place_ship(
    s: &mut State,
    seat: Seat,
    k: u8,
    location: &str,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let l = d
        .location_by_id(location)
        .ok_or_else(|| RuleError::NoSuchLocation(location.to_string()))?;
    if s.players.iter().any(|p| p.ship == Some(l)) {
        return Err(RuleError::LocationTaken(say::the_location(l, "at")));
    }
    s.players[seat].ship = Some(l);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-ship",
            who = say::player(seat),
            location = say::the_location(l, "at")
        )
    });
    if usize::from(k) + 1 < s.seats() {
        s.step = Step::PlaceShip { k: k + 1 };
    } else {
        s.round = 1;
        start_round(s, log);
    }
    Ok(())
}

/// §3.2: start-of-cycle effects, then the roll (or C2A's influence steps first).
pub fn start_round(s: &mut State, log: &mut Log) {
    for p in &mut s.players {
        p.used = [false; 4];
        p.tweak = None;
    }
    let round = s.round;
    log.push(say::TABLE, || {
        crate::say!("beta-colony-log-round", round = round)
    });
    if matches!(s.round, 1 | 4 | 7) {
        if s.bonus_active(CycleBonus::ThirdColumn) {
            // D28: one pod per row into column 3, rows in display order, while the talon lasts.
            for row in 0..ROWS {
                if s.display[row][2].is_none() && !s.talon.is_empty() {
                    s.display[row][2] = Some(s.talon.remove(0));
                }
            }
        }
        if s.bonus_active(CycleBonus::StartInfluence) {
            s.step = Step::CycleInfluence { k: 0 };
            return;
        }
    }
    roll(s, log);
    s.step = Step::Action { phase: 1, k: 0 };
}

/// §2.2 step 6: the round's four dice, black, blue, red, green.
fn roll(s: &mut State, log: &mut Log) {
    for v in s.rolled.iter_mut() {
        *v = s.rng.below(6) as u8 + 1;
    }
    let r = s.rolled;
    log.push(say::TABLE, || {
        crate::say!(
            "beta-colony-log-dice",
            black = r[0],
            blue = r[1],
            red = r[2],
            green = r[3]
        )
    });
}

/// After a submission: the acting seat's free builds, else the next step.
fn continue_after(s: &mut State, seat: Seat, then: After, log: &mut Log) {
    while let Some(&kind) = s.pending.first() {
        if free_build_possible(s, seat, kind) {
            s.step = Step::FreeBuild {
                seat: seat as u8,
                kind,
                then,
            };
            return;
        }
        s.pending.remove(0);
        log.push(seat, || {
            // The preview knows these lines by their id (`describe::says_dropped`).
            let id = match kind {
                FreeKind::FreePod => "beta-colony-log-dropped-pod",
                FreeKind::FreeAchievement => "beta-colony-log-dropped-achievement",
            };
            crate::say!(id, who = say::player(seat))
        });
    }
    advance(s, then, log);
}

fn advance(s: &mut State, then: After, log: &mut Log) {
    let n = s.seats() as u8;
    match then {
        After::CycleInfluence { k } if k + 1 < n => s.step = Step::CycleInfluence { k: k + 1 },
        After::CycleInfluence { .. } => {
            roll(s, log);
            s.step = Step::Action { phase: 1, k: 0 };
        }
        After::Action { phase, k } if k + 1 < n => s.step = Step::Action { phase, k: k + 1 },
        After::Action { phase: 1, .. } => s.step = Step::Action { phase: 2, k: 0 },
        After::Action { .. } => round_end(s, log),
    }
}

/// §3.4.
fn round_end(s: &mut State, log: &mut Log) {
    if s.round % 3 == 0 {
        scoring::score_goal(s, log);
    }
    if s.round == 6 && s.bonus_active(CycleBonus::ThirdColumn) {
        for row in 0..ROWS {
            if let Some(p) = s.display[row][2].take() {
                s.removed.push(p);
            }
        }
    }
    if s.round >= data().rules.rounds {
        scoring::final_scoring(s, log);
        s.step = Step::Finished;
        return;
    }
    s.start = ((usize::from(s.start) + 1) % s.seats()) as u8;
    s.round += 1;
    start_round(s, log);
}

/// The tweak and C1B's material of an action's first submission (§4.1).
fn tweak_and_material(
    s: &mut State,
    seat: Seat,
    phase: u8,
    tweak: Option<Die>,
    material: Option<Material>,
    log: &mut Log,
) -> Result<(), RuleError> {
    if let Some(die) = tweak {
        let allowed = s.bonus_active(CycleBonus::TweakSix) || s.bonus_active(CycleBonus::TweakFlip);
        if phase != 1 || !allowed {
            return Err(RuleError::TweakNotAllowed);
        }
        s.players[seat].tweak = Some(die);
        let v = s.die_value(seat, die);
        log.push(seat, || {
            crate::say!(
                "beta-colony-log-tweak",
                who = say::player(seat),
                die = say::die_colour(die),
                value = v
            )
        });
    }
    if let Some(m) = material {
        if !(s.round == 1 && phase == 1 && s.bonus_active(CycleBonus::StartMaterial)) {
            return Err(RuleError::CycleMaterialNotAllowed);
        }
        gain_material(s, seat, m);
        log.push(seat, || {
            crate::say!(
                "beta-colony-log-c1b",
                who = say::player(seat),
                material = say::material(m, false)
            )
        });
    }
    Ok(())
}

fn check_unused(s: &State, seat: Seat, die: Die) -> Result<(), RuleError> {
    if s.players[seat].used[die.index()] {
        Err(RuleError::DieUsed(die.name()))
    } else {
        Ok(())
    }
}

fn dock(s: &mut State, seat: Seat, phase: u8, a: &Dock, log: &mut Log) -> Result<(), RuleError> {
    let [d1, d2] = a.dice[..] else {
        return Err(RuleError::DockDice);
    };
    if d1 == d2 {
        return Err(RuleError::SameDie);
    }
    check_unused(s, seat, d1)?;
    check_unused(s, seat, d2)?;
    tweak_and_material(
        s,
        seat,
        phase,
        a.tweak.map(|t| t.die),
        a.cycle_material,
        log,
    )?;
    let p = &mut s.players[seat];
    p.used[d1.index()] = true;
    p.used[d2.index()] = true;
    p.fuel += 1;
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-dock",
            who = say::player(seat),
            first = say::die_colour(d1),
            second = say::die_colour(d2)
        )
    });
    Ok(())
}

/// Which `at` fields are set, to refuse those the destination does not use.
fn at_fields(at: &super::action::At) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut f = |set: bool, name| {
        if set {
            out.push(name)
        }
    };
    f(at.take.is_some(), "take");
    f(at.pod.is_some(), "pod");
    f(at.space.is_some(), "space");
    f(at.take_pay.is_some(), "take_pay");
    f(at.build_pay.is_some(), "build_pay");
    f(at.c3c_pay.is_some(), "c3c_pay");
    f(at.option.is_some(), "option");
    f(at.material.is_some(), "material");
    f(at.achievement.is_some(), "achievement");
    f(at.pay.is_some(), "pay");
    f(at.space_pay.is_some(), "space_pay");
    f(!at.choices.is_empty(), "choices");
    out
}

fn only_fields(
    at: &super::action::At,
    allowed: &[&str],
    location: u8,
    expected: &'static str,
) -> Result<(), RuleError> {
    if at_fields(at).iter().all(|f| allowed.contains(f)) {
        Ok(())
    } else {
        Err(RuleError::WrongAt {
            location: say::the_location(location, "the"),
            expected,
        })
    }
}

/// The eligible display rows for activation value `a` (§6.4, D2, D40).
pub fn eligible_rows(s: &State, seat: Seat, die: Die, a: i32) -> [bool; ROWS] {
    if readings::black_any_row(s.players[seat].power(), die) {
        return [true; ROWS];
    }
    let mut rows = [false; ROWS];
    match a {
        1 | 2 => rows[0] = true,
        3 | 4 => rows[1] = true,
        5 => rows[2] = true,
        6 => rows[3] = true,
        _ => {}
    }
    rows
}

/// The destination of a move of value `v` from `from` (§0.2, D1).
pub fn destination(from: u8, v: i32, ccw: bool) -> u8 {
    let n = LOCATIONS as i32;
    let step = if ccw { -v } else { v };
    (i32::from(from) + step).rem_euclid(n) as u8
}

fn move_activate(
    s: &mut State,
    seat: Seat,
    phase: u8,
    a: &MoveActivate,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let (md, ad) = (a.mv.die, a.activate.die);
    if md == ad {
        return Err(RuleError::SameDie);
    }
    check_unused(s, seat, md)?;
    check_unused(s, seat, ad)?;
    tweak_and_material(
        s,
        seat,
        phase,
        a.tweak.map(|t| t.die),
        a.cycle_material,
        log,
    )?;
    // Wide arithmetic: fuel comes from the submission and may be any 32-bit number.
    let vm = i64::from(s.die_value(seat, md)) + i64::from(a.mv.fuel);
    let va = i64::from(s.die_value(seat, ad)) + i64::from(a.activate.fuel);
    if vm < 1 || va < 1 {
        return Err(RuleError::ValueBelowOne);
    }
    let cost = u64::from(a.mv.fuel.unsigned_abs()) + u64::from(a.activate.fuel.unsigned_abs());
    let have = s.players[seat].fuel;
    let Some(cost) = u32::try_from(cost).ok().filter(|&c| c <= have) else {
        return Err(RuleError::NotEnoughFuel {
            need: u32::try_from(cost).unwrap_or(u32::MAX),
            have,
        });
    };
    // Values above 6 all behave alike (D2), and a move counts modulo the orbit.
    let va = va.min(100) as i32;
    let vm_shown = vm;
    let vm = vm.rem_euclid(LOCATIONS as i64) as i32;
    if a.mv.ccw && !readings::may_move_ccw(s.players[seat].power(), md) {
        return Err(RuleError::CcwNotAllowed);
    }
    let from = s.players[seat]
        .ship
        .ok_or_else(|| RuleError::CorruptState("a ship is not on the orbit".into()))?;
    let to = destination(from, vm, a.mv.ccw);
    {
        let p = &mut s.players[seat];
        p.fuel -= cost;
        p.ship = Some(to);
        p.used[md.index()] = true;
        p.used[ad.index()] = true;
    }
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-move",
            who = say::player(seat),
            steps = vm_shown,
            die = say::die_colour(md),
            location = say::the_location(to, "to"),
            active = say::die_colour(ad),
            value = va,
            cost = cost
        )
    });
    let d = data();
    let loc = &d.locations[usize::from(to)];
    // §6.1, D33: the die bonus comes whatever the action gives.
    if loc.bonus_die == Some(ad) {
        let p = &mut s.players[seat];
        p.cp += 1;
        p.sources.dice += 1;
        log.push(seat, || {
            crate::say!(
                "beta-colony-log-die-bonus",
                who = say::player(seat),
                die = say::die_colour(ad)
            )
        });
    }
    let at = &a.at;
    match loc.kind {
        LocationKind::Moon => {
            only_fields(at, &["take"], to, "take")?;
            let k = readings::moon_count(s.players[seat].power(), ad, va);
            let room = s.players[seat].room();
            let take = at.take.as_deref().unwrap_or(&[]);
            if take.len() as u32 != k.min(room) {
                return Err(RuleError::TakeCount(k.min(room)));
            }
            if let Some(m) = take.iter().find(|m| !loc.materials.contains(m)) {
                return Err(RuleError::NotThisMoon {
                    material: m.name().into(),
                    location: loc.name.clone(),
                });
            }
            for &m in take {
                gain_material(s, seat, m);
            }
            let mut extras = Vec::new();
            if let Some(mat) = s.players[seat].mat.and_then(|m| d.mats.get(usize::from(m))) {
                if mat.extra_location == to && s.players[seat].room() > 0 {
                    gain_material(s, seat, mat.extra_material);
                    extras.push(crate::say!(
                        "beta-colony-log-extra-mat",
                        material = say::material(mat.extra_material, false)
                    ));
                }
            }
            if s.bonus_active(CycleBonus::NebraPolymer)
                && loc.id == "nebra"
                && s.players[seat].room() > 0
            {
                gain_material(s, seat, Material::Polymer);
                extras.push(crate::say!("beta-colony-log-extra-c1c"));
            }
            log.push(seat, || {
                let who = say::player(seat);
                let (materials, moon) = (say::materials(take), say::location(to));
                if extras.is_empty() {
                    crate::say!(
                        "beta-colony-log-moon",
                        who = who,
                        materials = materials,
                        moon = moon
                    )
                } else {
                    crate::say!(
                        "beta-colony-log-moon-more",
                        who = who,
                        materials = materials,
                        moon = moon,
                        extras = crate::engine::msg::list(&extras, "")
                    )
                }
            });
        }
        LocationKind::Fuel => {
            only_fields(at, &[], to, "{}")?;
            let gain = readings::ridback_fuel(va)
                + u32::from(s.players[seat].power() == Some(MatPower::ExtraFuel));
            s.players[seat].fuel += gain;
            log.push(seat, || {
                crate::say!(
                    "beta-colony-log-fuel-at",
                    who = say::player(seat),
                    count = gain,
                    location = say::the_location(to, "at")
                )
            });
        }
        LocationKind::Manufactory => {
            only_fields(
                at,
                &[
                    "pod",
                    "space",
                    "take_pay",
                    "build_pay",
                    "c3c_pay",
                    "choices",
                ],
                to,
                "pod, space, take_pay, build_pay, c3c_pay and choices, or pod null",
            )?;
            let rows = eligible_rows(s, seat, ad, va);
            manufactory(s, seat, rows, va, at, answers, log)?;
        }
        LocationKind::Nexus => match at.option {
            Some(NexusOption::Supply) => {
                only_fields(at, &["option", "material"], to, "option and material")?;
                let room = s.players[seat].room();
                if at.material.is_some() != (room > 0) {
                    return Err(RuleError::NexusMaterial);
                }
                if let Some(m) = at.material {
                    gain_material(s, seat, m);
                }
                let fuel = 1 + u32::from(s.players[seat].power() == Some(MatPower::ExtraFuel));
                s.players[seat].fuel += fuel;
                log.push(seat, || match at.material {
                    Some(m) => crate::say!(
                        "beta-colony-log-nexus-material",
                        who = say::player(seat),
                        material = say::material(m, false),
                        count = fuel
                    ),
                    None => crate::say!(
                        "beta-colony-log-nexus-fuel",
                        who = say::player(seat),
                        count = fuel
                    ),
                });
            }
            Some(NexusOption::Achievement) => {
                only_fields(
                    at,
                    &[
                        "option",
                        "achievement",
                        "pay",
                        "space",
                        "space_pay",
                        "choices",
                    ],
                    to,
                    "option, achievement, pay, space, space_pay and choices",
                )?;
                nexus_achievement(s, seat, at, answers, log)?;
            }
            None => return Err(RuleError::NexusOption),
        },
    }
    Ok(())
}

/// One need of a payment: what it pays for, the material it needs (`None`: any, for C3C) and
/// whether an M4 pair may pay it.
#[derive(Debug, Clone, Copy)]
pub struct Need {
    pub what: &'static str,
    pub material: Option<Material>,
    pub pair_ok: bool,
}

/// Check that `units` pay `needs` (one each) and that the player holds all of it together;
/// returns the materials and artifacts spent.
pub fn check_payment(
    s: &State,
    seat: Seat,
    units: &[(Unit, Need)],
) -> Result<([u8; 6], u8), RuleError> {
    let p = &s.players[seat];
    let wild = s.bonus_active(CycleBonus::PolymerWild);
    let mut mats = [0u8; 6];
    let mut arts = 0u8;
    for (unit, need) in units {
        match *unit {
            Unit::Word(w) => match w.material() {
                None => arts += 1,
                Some(m) => {
                    let ok = match need.material {
                        None => true,
                        Some(n) => n == m || (m == Material::Polymer && wild),
                    };
                    if !ok {
                        return Err(RuleError::WrongPayment {
                            what: need.what,
                            need: need.material.map_or("any material", |m| m.name()).into(),
                            polymer: if wild { ", polymer" } else { "" },
                            given: m.name().into(),
                        });
                    }
                    mats[m.index()] += 1;
                }
            },
            Unit::Pair { pair } => {
                if !need.pair_ok || !readings::pair_pays(p.power()) {
                    return Err(RuleError::PairNotAllowed);
                }
                mats[pair.index()] += 2;
            }
        }
    }
    if mats
        .iter()
        .zip(p.materials)
        .any(|(&spent, held)| spent > held)
        || arts > p.artifacts
    {
        return Err(RuleError::CannotAfford);
    }
    Ok((mats, arts))
}

fn pay(s: &mut State, seat: Seat, spent: ([u8; 6], u8)) {
    let p = &mut s.players[seat];
    for (held, n) in p.materials.iter_mut().zip(spent.0) {
        *held -= n;
    }
    p.artifacts -= spent.1;
    s.artifacts += spent.1;
}

/// The first payment of `needs` in the order of §15.2 (exact material, polymer under C2B,
/// artifact, pair), or `None` when the player cannot pay them together.
pub fn find_payment(s: &State, seat: Seat, needs: &[Need]) -> Option<Vec<Unit>> {
    let p = &s.players[seat];
    let wild = s.bonus_active(CycleBonus::PolymerWild);
    let pairs = readings::pair_pays(p.power());
    let options = |n: &Need| -> Vec<(Unit, [u8; 6], u8)> {
        let mut out = Vec::new();
        let one = |m: Material| {
            let mut v = [0u8; 6];
            v[m.index()] = 1;
            v
        };
        match n.material {
            Some(m) => {
                out.push((Unit::material(m), one(m), 0));
                if wild && m != Material::Polymer {
                    out.push((Unit::material(Material::Polymer), one(Material::Polymer), 0));
                }
            }
            None => out.extend(Material::ALL.map(|m| (Unit::material(m), one(m), 0))),
        }
        out.push((Unit::ARTIFACT, [0; 6], 1));
        if n.pair_ok && pairs {
            for m in Material::ALL {
                let mut v = [0u8; 6];
                v[m.index()] = 2;
                out.push((Unit::Pair { pair: m }, v, 0));
            }
        }
        out
    };
    let per: Vec<_> = needs.iter().map(options).collect();
    fn search(
        per: &[Vec<(Unit, [u8; 6], u8)>],
        held: [u8; 6],
        arts: u8,
        out: &mut Vec<Unit>,
    ) -> bool {
        let Some((first, rest)) = per.split_first() else {
            return true;
        };
        for (u, m, a) in first {
            if *a > arts || m.iter().zip(held).any(|(&x, h)| x > h) {
                continue;
            }
            let mut left = held;
            for (l, x) in left.iter_mut().zip(m) {
                *l -= x;
            }
            out.push(*u);
            if search(rest, left, arts - a, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let mut out = Vec::new();
    search(&per, p.materials, p.artifacts, &mut out).then_some(out)
}

/// The size of the group a pod of `colour` on `space` would be part of (§7.2).
pub fn group_after(s: &State, space: u8, colour: Colour) -> usize {
    let d = data();
    let mut seen = vec![space];
    let mut queue = vec![space];
    while let Some(x) = queue.pop() {
        for n in d.neighbours(x) {
            let same = s
                .pod_at(usize::from(n))
                .is_some_and(|p| d.pods[usize::from(p)].colour == colour);
            if same && !seen.contains(&n) {
                seen.push(n);
                queue.push(n);
            }
        }
    }
    seen.len()
}

/// Why a pod of `colour` may not go on `space`, if it may not (§7.1, §7.2).
pub fn pod_space_error(s: &State, space: u8, colour: Colour) -> Option<RuleError> {
    if usize::from(space) >= SPACES {
        return Some(RuleError::NoSuchSpace(space));
    }
    if s.board[usize::from(space)].is_some() {
        return Some(RuleError::SpaceTaken(space));
    }
    let g = group_after(s, space, colour);
    (g > data().rules.group_limit).then(|| RuleError::GroupTooLarge(space, colour.name(), g))
}

/// Why a CA tile may not go on `space`, if it may not (§7.3).
pub fn achievement_space_error(s: &State, space: u8) -> Option<RuleError> {
    if usize::from(space) >= SPACES {
        return Some(RuleError::NoSuchSpace(space));
    }
    if s.board[usize::from(space)].is_some() {
        return Some(RuleError::SpaceTaken(space));
    }
    data()
        .is_inner(space)
        .then_some(RuleError::InnerRing(space))
}

/// Where a pod is on the display.
pub fn display_slot(s: &State, pod: u8) -> Option<(usize, usize)> {
    (0..ROWS)
        .flat_map(|r| (0..COLUMNS).map(move |c| (r, c)))
        .find(|&(r, c)| s.display[r][c] == Some(pod))
}

/// The needs of buying `pod` and building it on `space` (§6.4 step 3).
pub fn build_needs(d: &Data, pod: u8, space: u8) -> [Need; 2] {
    [
        Need {
            what: "The taking cost",
            material: Some(d.pods[usize::from(pod)].colour.material()),
            pair_ok: true,
        },
        Need {
            what: "The space",
            material: Some(d.space_colour[usize::from(space)].material()),
            pair_ok: false,
        },
    ]
}

/// Every legal Manufactory build (pod, space, payment) for these rows, in canonical order:
/// rows, columns, then spaces. With `first`, stops at the first one.
pub fn manufactory_builds(
    s: &State,
    seat: Seat,
    rows: [bool; ROWS],
    first: bool,
) -> Vec<(u8, u8, Vec<Unit>)> {
    let d = data();
    let mut out = Vec::new();
    // Payability depends only on the two colours.
    let mut payable: [[Option<Option<Vec<Unit>>>; 6]; 6] = Default::default();
    for (r, row) in s.display.iter().enumerate() {
        if !rows[r] {
            continue;
        }
        for pod in row.iter().flatten() {
            let colour = d.pods[usize::from(*pod)].colour;
            for space in 0..SPACES as u8 {
                if pod_space_error(s, space, colour).is_some() {
                    continue;
                }
                let sc = d.space_colour[usize::from(space)];
                let cell = &mut payable[colour.index()][sc.index()];
                let pay = cell
                    .get_or_insert_with(|| find_payment(s, seat, &build_needs(d, *pod, space)))
                    .clone();
                if let Some(pay) = pay {
                    out.push((*pod, space, pay));
                    if first {
                        return out;
                    }
                }
            }
        }
    }
    out
}

fn manufactory(
    s: &mut State,
    seat: Seat,
    rows: [bool; ROWS],
    va: i32,
    at: &super::action::At,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let Some(pod_id) = &at.pod else {
        if !at_fields(at).is_empty() {
            return Err(RuleError::WrongAt {
                location: "a Manufactory".into(),
                expected: "pod null and nothing else when you build nothing",
            });
        }
        if let Some((pod, space, _)) = manufactory_builds(s, seat, rows, true).pop() {
            return Err(RuleError::BuildCompulsory(crate::say!(
                "beta-colony-error-build-on",
                pod = &d.pods[usize::from(pod)].id,
                space = say::space(space)
            )));
        }
        log.push(seat, || {
            crate::say!("beta-colony-log-build-nothing", who = say::player(seat))
        });
        return Ok(());
    };
    let pod = d
        .pod_by_id(pod_id)
        .filter(|&p| display_slot(s, p).is_some())
        .ok_or_else(|| RuleError::PodNotOnDisplay(pod_id.clone()))?;
    let (row, _) = display_slot(s, pod).unwrap_or((0, 0));
    if !rows[row] {
        return Err(RuleError::RowNotEligible {
            pod: pod_id.clone(),
            row: ROW_NAMES[row],
            value: va,
        });
    }
    let space = at.space.ok_or(RuleError::WrongAt {
        location: "a Manufactory".into(),
        expected: "the space the pod goes on",
    })?;
    if let Some(e) = pod_space_error(s, space, d.pods[usize::from(pod)].colour) {
        return Err(e);
    }
    let (Some(take), Some(build)) = (at.take_pay, at.build_pay) else {
        return Err(RuleError::WrongAt {
            location: "a Manufactory".into(),
            expected: "take_pay and build_pay",
        });
    };
    let [tn, bn] = build_needs(d, pod, space);
    let mut units = vec![(take, tn), (build, bn)];
    if let Some(c) = at.c3c_pay {
        if !s.bonus_active(CycleBonus::C3cPoints) {
            return Err(RuleError::C3cNotAllowed);
        }
        units.push((
            c,
            Need {
                what: "C3C's extra unit",
                material: None,
                pair_ok: false,
            },
        ));
    }
    let spent = check_payment(s, seat, &units)?;
    pay(s, seat, spent);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-buy",
            who = say::player(seat),
            pod = say::pod(pod),
            space = say::space(space),
            paid = say::units(&units.iter().map(|u| u.0).collect::<Vec<_>>())
        )
    });
    build_pod(
        s,
        seat,
        pod,
        space,
        true,
        at.c3c_pay.is_some(),
        answers,
        log,
    )
}

/// §6.4 steps 2–8 (and §8.6 for free pods).
#[allow(clippy::too_many_arguments)]
fn build_pod(
    s: &mut State,
    seat: Seat,
    pod: u8,
    space: u8,
    bought: bool,
    c3c: bool,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let def = &d.pods[usize::from(pod)];
    let slot = display_slot(s, pod);
    if let Some((r, c)) = slot {
        s.display[r][c] = None;
    }
    let group = group_after(s, space, def.colour);
    let mut tile = Tile {
        what: TileKind::Pod(pod),
        crew: vec![0; s.seats()],
    };
    let want = match def.bonus {
        PodBonus::Crew2 => 2,
        PodBonus::Nocrew => 0,
        _ => 1,
    };
    let placed = want.min(s.players[seat].crew);
    tile.crew[seat] = placed;
    s.players[seat].crew -= placed;
    s.board[usize::from(space)] = Some(tile);
    if c3c {
        let p = &mut s.players[seat];
        p.cp += 2;
        p.sources.c3c += 2;
    }
    if c3c {
        log.push(seat, || {
            crate::say!("beta-colony-log-c3c", who = say::player(seat))
        });
    }
    match def.bonus {
        PodBonus::Cp2 => {
            let p = &mut s.players[seat];
            p.cp += 2;
            p.sources.pods += 2;
            log.push(seat, || {
                crate::say!("beta-colony-log-pod-cp", who = say::player(seat))
            });
        }
        PodBonus::Artifact if s.artifacts > 0 => {
            gain_artifact(s, seat);
            log.push(seat, || {
                crate::say!("beta-colony-log-pod-artifact", who = say::player(seat))
            });
        }
        PodBonus::Fuel2 => {
            s.players[seat].fuel += 2;
            log.push(seat, || {
                crate::say!("beta-colony-log-pod-fuel", who = say::player(seat))
            });
        }
        _ => {}
    }
    if let Some((r, c)) = slot {
        if !s.talon.is_empty() {
            let next = s.talon.remove(0);
            s.display[r][c] = Some(next);
            log.push(say::TABLE, || {
                crate::say!(
                    "beta-colony-log-revealed",
                    pod = say::pod(next),
                    row = ROW_NAMES[r]
                )
            });
        }
    }
    let influence = u32::from(def.influence)
        + (group as u32 - 1)
        + u32::from(d.is_inner(space))
        + u32::from(bought && s.bonus_active(CycleBonus::BoughtInfluence));
    let colony = Data::colony_of(space);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-placed",
            who = say::player(seat),
            crew = placed,
            pod = say::pod(pod),
            influence = influence,
            colony = say::colony(colony)
        )
    });
    add_influence(s, seat, colony, influence, answers, log)
}

pub fn gain_material(s: &mut State, seat: Seat, m: Material) {
    let p = &mut s.players[seat];
    if p.room() > 0 {
        p.materials[m.index()] += 1;
    }
}

pub fn gain_artifact(s: &mut State, seat: Seat) {
    if s.artifacts > 0 {
        s.artifacts -= 1;
        s.players[seat].artifacts += 1;
    }
}

/// Whether some pod is on Victus (the crew bonus needs one).
fn any_pod(s: &State) -> bool {
    (0..SPACES).any(|sp| s.pod_at(sp).is_some())
}

fn place_crew_on(s: &mut State, seat: Seat, space: u8) {
    if s.players[seat].crew == 0 {
        return;
    }
    if let Some(t) = s.board[usize::from(space)].as_mut() {
        t.crew[seat] += 1;
        s.players[seat].crew -= 1;
    }
}

/// §8.1: move the marker point by point, resolving each bonus reached.
pub fn add_influence(
    s: &mut State,
    seat: Seat,
    colony: usize,
    amount: u32,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    for _ in 0..amount {
        let pos = s.players[seat].influence[colony];
        if pos >= d.rules.track_length {
            break;
        }
        let pos = pos + 1;
        s.players[seat].influence[colony] = pos;
        let bonus = d.track[colony][usize::from(pos)];
        track_bonus(s, seat, bonus, answers, log)?;
    }
    Ok(())
}

fn track_bonus(
    s: &mut State,
    seat: Seat,
    bonus: TrackBonus,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let room = s.players[seat].room();
    match bonus {
        TrackBonus::None => {}
        TrackBonus::Mat1 if room >= 1 => {
            let m = answers.material(s, seat)?;
            gain_material(s, seat, m);
            log.push(seat, || {
                crate::say!(
                    "beta-colony-log-track-materials",
                    who = say::player(seat),
                    materials = say::material(m, false)
                )
            });
        }
        TrackBonus::Mat2 if room >= 1 => {
            let ms = answers.materials(s, seat, room.min(2))?;
            for &m in &ms {
                gain_material(s, seat, m);
            }
            log.push(seat, || {
                crate::say!(
                    "beta-colony-log-track-materials",
                    who = say::player(seat),
                    materials = say::materials(&ms)
                )
            });
        }
        TrackBonus::Mat1 | TrackBonus::Mat2 => {}
        TrackBonus::Artifact => {
            if s.artifacts > 0 {
                gain_artifact(s, seat);
                log.push(seat, || {
                    crate::say!("beta-colony-log-track-artifact", who = say::player(seat))
                });
            }
        }
        TrackBonus::Fuel2 => {
            s.players[seat].fuel += 2;
            log.push(seat, || {
                crate::say!("beta-colony-log-track-fuel", who = say::player(seat))
            });
        }
        TrackBonus::Crew => {
            if s.players[seat].crew >= 1 && any_pod(s) {
                let space = answers.crew_on(s, seat)?;
                place_crew_on(s, seat, space);
                log.push(seat, || {
                    crate::say!(
                        "beta-colony-log-track-crew",
                        who = say::player(seat),
                        space = say::space(space)
                    )
                });
            }
        }
        TrackBonus::Freepod => {
            s.pending.push(FreeKind::FreePod);
            log.push(seat, || {
                crate::say!("beta-colony-log-earns-free-pod", who = say::player(seat))
            });
        }
        TrackBonus::Freeca => {
            s.pending.push(FreeKind::FreeAchievement);
            log.push(seat, || {
                crate::say!(
                    "beta-colony-log-earns-free-achievement",
                    who = say::player(seat)
                )
            });
        }
        TrackBonus::Cp3 | TrackBonus::Cp6 => {
            let cp = if bonus == TrackBonus::Cp3 { 3 } else { 6 };
            let p = &mut s.players[seat];
            p.cp += cp;
            p.sources.track += cp;
            log.push(seat, || {
                crate::say!("beta-colony-log-track-cp", who = say::player(seat), cp = cp)
            });
        }
    }
    Ok(())
}

/// Whether `seat` owns fewer than the maximum number of achievements.
fn may_own_more(s: &State, seat: Seat) -> bool {
    s.players[seat].achievements.len() < usize::from(data().rules.max_achievements)
}

fn nexus_achievement(
    s: &mut State,
    seat: Seat,
    at: &super::action::At,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let id = at.achievement.clone().unwrap_or_default();
    let ach = d
        .achievement_by_id(&id)
        .filter(|a| s.available_achievements().contains(a))
        .ok_or_else(|| RuleError::AchievementNotAvailable(id.clone()))?;
    if !may_own_more(s, seat) {
        return Err(RuleError::TooManyAchievements);
    }
    let space = at.space.ok_or(RuleError::WrongAt {
        location: "the Azophi Nexus".into(),
        expected: "the space the achievement goes on",
    })?;
    if let Some(e) = achievement_space_error(s, space) {
        return Err(e);
    }
    let pay_list = at.pay.clone().unwrap_or_default();
    let mut units: Vec<(Unit, Need)> = Vec::new();
    match &d.achievements[usize::from(ach)].kind {
        AchievementKind::Statue { artifacts, .. } => {
            if pay_list.len() != usize::from(*artifacts)
                || pay_list.iter().any(|u| *u != Unit::ARTIFACT)
            {
                return Err(RuleError::StatueCost);
            }
            for u in &pay_list {
                units.push((
                    *u,
                    Need {
                        what: "A statue",
                        material: None,
                        pair_ok: false,
                    },
                ));
            }
        }
        AchievementKind::Building { cost, .. } => {
            if pay_list.len() != cost.len() {
                return Err(RuleError::BuildingPayCount);
            }
            for (u, m) in pay_list.iter().zip(cost) {
                units.push((
                    *u,
                    Need {
                        what: "The building's cost",
                        material: Some(*m),
                        pair_ok: false,
                    },
                ));
            }
        }
    }
    let space_pay = at.space_pay.ok_or(RuleError::WrongAt {
        location: "the Azophi Nexus".into(),
        expected: "space_pay",
    })?;
    units.push((
        space_pay,
        Need {
            what: "The space",
            material: Some(d.space_colour[usize::from(space)].material()),
            pair_ok: false,
        },
    ));
    let spent = check_payment(s, seat, &units)?;
    pay(s, seat, spent);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-build-achievement",
            who = say::player(seat),
            achievement = say::achievement(ach),
            space = say::space(space),
            paid = say::units(&units.iter().map(|u| u.0).collect::<Vec<_>>())
        )
    });
    build_achievement(s, seat, ach, space, answers, log)
}

/// §9.3 steps 2–6.
fn build_achievement(
    s: &mut State,
    seat: Seat,
    ach: u8,
    space: u8,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let mut tile = Tile {
        what: TileKind::Achievement(ach),
        crew: vec![0; s.seats()],
    };
    if s.players[seat].crew > 0 {
        tile.crew[seat] = 1;
        s.players[seat].crew -= 1;
    }
    s.board[usize::from(space)] = Some(tile);
    s.players[seat].achievements.push(ach);
    s.statues.retain(|&a| a != ach);
    let was_building = s.buildings.first() == Some(&ach);
    if let AchievementKind::Building { bonus, .. } = d.achievements[usize::from(ach)].kind {
        match bonus {
            BuildingBonus::Crew => {
                if s.players[seat].crew >= 1 && any_pod(s) {
                    let sp = answers.crew_on(s, seat)?;
                    place_crew_on(s, seat, sp);
                    log.push(seat, || {
                        crate::say!(
                            "beta-colony-log-building-crew",
                            who = say::player(seat),
                            space = say::space(sp)
                        )
                    });
                }
            }
            BuildingBonus::Influence => {
                let c = answers.colony(s, seat)?;
                log.push(seat, || {
                    crate::say!(
                        "beta-colony-log-building-influence",
                        who = say::player(seat),
                        colony = say::colony(c)
                    )
                });
                add_influence(s, seat, c, 1, answers, log)?;
            }
            BuildingBonus::Fuel1 => {
                s.players[seat].fuel += 1;
                log.push(seat, || {
                    crate::say!("beta-colony-log-building-fuel", who = say::player(seat))
                });
            }
            BuildingBonus::None => {}
        }
    }
    if was_building {
        s.buildings.remove(0);
        if let Some(&next) = s.buildings.first() {
            log.push(say::TABLE, || {
                crate::say!(
                    "beta-colony-log-top-building",
                    achievement = say::achievement(next)
                )
            });
        }
    }
    Ok(())
}

/// Whether the head of the free-build queue can be built now (§8.6).
pub fn free_build_possible(s: &State, seat: Seat, kind: FreeKind) -> bool {
    let d = data();
    match kind {
        FreeKind::FreePod => s.display.iter().flatten().flatten().any(|&p| {
            let colour = d.pods[usize::from(p)].colour;
            (0..SPACES as u8).any(|sp| pod_space_error(s, sp, colour).is_none())
        }),
        FreeKind::FreeAchievement => {
            may_own_more(s, seat)
                && !s.available_achievements().is_empty()
                && (0..SPACES as u8).any(|sp| achievement_space_error(s, sp).is_none())
        }
    }
}

fn free_pod(
    s: &mut State,
    seat: Seat,
    a: &FreePod,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let pod = d
        .pod_by_id(&a.pod)
        .filter(|&p| display_slot(s, p).is_some())
        .ok_or_else(|| RuleError::PodNotOnDisplay(a.pod.clone()))?;
    if let Some(e) = pod_space_error(s, a.space, d.pods[usize::from(pod)].colour) {
        return Err(e);
    }
    s.pending.remove(0);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-free-build",
            who = say::player(seat),
            tile = say::pod(pod),
            space = say::space(a.space)
        )
    });
    build_pod(s, seat, pod, a.space, false, false, answers, log)
}

fn free_achievement(
    s: &mut State,
    seat: Seat,
    a: &FreeAchievement,
    answers: &mut Answers,
    log: &mut Log,
) -> Result<(), RuleError> {
    let d = data();
    let ach = d
        .achievement_by_id(&a.achievement)
        .filter(|x| s.available_achievements().contains(x))
        .ok_or_else(|| RuleError::AchievementNotAvailable(a.achievement.clone()))?;
    if !may_own_more(s, seat) {
        return Err(RuleError::TooManyAchievements);
    }
    if let Some(e) = achievement_space_error(s, a.space) {
        return Err(e);
    }
    s.pending.remove(0);
    log.push(seat, || {
        crate::say!(
            "beta-colony-log-free-build",
            who = say::player(seat),
            tile = say::achievement(ach),
            space = say::space(a.space)
        )
    });
    build_achievement(s, seat, ach, a.space, answers, log)
}
