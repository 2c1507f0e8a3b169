//! A Beta Colony decision as a player makes it (`engine::choice`), in short steps of the game's
//! words. `legal_actions` is only a sample of the moves, so the steps are written here rather
//! than factored from it:
//!
//! - setup: the mat, then the ship's place (a location of the orbit, tappable on the board);
//! - C2A: the colony, then each bonus answer;
//! - an action: C1B's material or the C1A/C3A tweak when the cycle card offers one (phase 1),
//!   then where the ship goes (a location, tappable) or the dock; then, at a Manufactory, the
//!   pod (every pod on display is shown, those the dice and fuel cannot reach or the player
//!   cannot pay disabled with the reason); the die that moves the ship, with what fuel it
//!   costs; the die that activates, with the fuel that changes what it gives; and what the
//!   location asks: the materials at a moon, the Nexus's option, the colony and the space, the
//!   payment, C3C's extra; and last each bonus question the action raises, in the order the
//!   rules resolve them (`answers`);
//! - a free pod or a free achievement: the tile, the colony, the space, the bonus answers.
//!
//! Every option leads to a submission the rules accept: fuel is counted against what is held,
//! payments are checked together, and the bonus questions come from resolving the submission
//! (`rules::complete`). The board keys of `Offer::target` are `location-<id>`, `pod-<id>`,
//! `colony-<id>`, `space-<n>` (the engine's space, 0–53) and `die-<colour>`.

use super::action::{
    Action, ActivateDie, Answer, At, ChooseMat, ColonyId, CycleInfluence, Dock, FreeAchievement,
    FreePod, MoveActivate, MoveDie, NexusOption, PlaceShip, Tweak, Unit,
};
use super::data::{
    data, AchievementKind, BuildingBonus, CycleBonus, Die, LocationKind, MatPower, Material,
    PodBonus, LOCAL_SPACES, LOCATIONS, SPACES,
};
use super::describe as say;
use super::legal::least_fuel;
use super::readings;
use super::rules::{
    achievement_space_error, build_needs, complete, eligible_rows, find_payment, gain_material,
    group_after, pod_space_error, Need,
};
use super::state::{FreeKind, State, Step as Stage, ROWS, ROW_NAMES};
use crate::engine::choice::{Offer, PathError, Question, Step};
use crate::engine::Seat;
use crate::say;

/// "label: what", in the reader's language (French puts a space before the colon).
fn colon(label: String, what: String) -> String {
    say!("beta-colony-colon", label = label, what = what)
}

/// "first; second", in the reader's language.
fn semicolon(first: String, second: String) -> String {
    say!("beta-colony-semicolon", first = first, second = second)
}

/// Where a walk along a path stops: a question the path does not answer yet, or a path that
/// leads nowhere.
enum Stop {
    Ask(Question),
    No(PathError),
}

impl From<PathError> for Stop {
    fn from(e: PathError) -> Self {
        Stop::No(e)
    }
}

/// The options chosen so far, consumed one question at a time.
struct Path<'p> {
    rest: &'p [usize],
}

impl Path<'_> {
    /// The option the path takes at this question, or the question itself when the path ends
    /// here.
    fn pick<T>(&mut self, ask: impl Into<String>, options: Vec<(Offer, T)>) -> Result<T, Stop> {
        let Some((&i, tail)) = self.rest.split_first() else {
            return Err(Stop::Ask(Question {
                ask: ask.into(),
                offers: options.into_iter().map(|(o, _)| o).collect(),
            }));
        };
        let (offer, value) = options.into_iter().nth(i).ok_or(PathError::NoSuchOption)?;
        if let Some(why) = offer.refused {
            return Err(Stop::No(PathError::Refused(why)));
        }
        self.rest = tail;
        Ok(value)
    }

    /// The option the path takes at the next question, if it goes on.
    fn peek(&self) -> Option<usize> {
        self.rest.first().copied()
    }

    /// `pick` for options whose offers cost something to write (a refusal to work out): the
    /// offers are written only when the question is asked, else only the chosen one's.
    fn pick_lazy<T>(
        &mut self,
        ask: impl Into<String>,
        items: Vec<T>,
        offer: &dyn Fn(&T) -> Offer,
    ) -> Result<T, Stop> {
        let Some((&i, tail)) = self.rest.split_first() else {
            return Err(Stop::Ask(Question {
                ask: ask.into(),
                offers: items.iter().map(offer).collect(),
            }));
        };
        let value = items.into_iter().nth(i).ok_or(PathError::NoSuchOption)?;
        if let Some(why) = offer(&value).refused {
            return Err(Stop::No(PathError::Refused(why)));
        }
        self.rest = tail;
        Ok(value)
    }
}

/// The seat's decision at the end of `path`.
pub fn choices(s: &State, seat: Seat, path: &[usize]) -> Result<Step<Action>, PathError> {
    if s.current() != Some(seat) {
        return Err(PathError::NotDeciding);
    }
    let mut p = Path { rest: path };
    let found = match s.step {
        Stage::ChooseMat { .. } => choose_mat(s, &mut p),
        Stage::PlaceShip { .. } => place_ship(s, &mut p),
        Stage::CycleInfluence { .. } => cycle_influence(s, seat, &mut p),
        Stage::Action { phase, .. } => action(s, seat, phase, &mut p),
        Stage::FreeBuild {
            kind: FreeKind::FreePod,
            ..
        } => free_pod(s, seat, &mut p),
        Stage::FreeBuild {
            kind: FreeKind::FreeAchievement,
            ..
        } => free_achievement(s, seat, &mut p),
        Stage::Finished => return Err(PathError::NotDeciding),
    };
    match found {
        Ok(a) if p.rest.is_empty() => Ok(Step::Done(a)),
        Ok(_) => Err(PathError::NoSuchOption),
        Err(Stop::Ask(q)) => Ok(Step::Ask(q)),
        Err(Stop::No(e)) => Err(e),
    }
}

// ---------------------------------------------------------------------------------------------
// Keys of the board's pieces and places

pub fn location_target(id: &str) -> String {
    format!("location-{id}")
}

pub fn pod_target(id: &str) -> String {
    format!("pod-{id}")
}

pub fn colony_target(id: &str) -> String {
    format!("colony-{id}")
}

pub fn space_target(space: u8) -> String {
    format!("space-{space}")
}

pub fn die_target(d: Die) -> String {
    format!("die-{}", d.name())
}

// ---------------------------------------------------------------------------------------------
// Setup and C2A

fn choose_mat(s: &State, p: &mut Path) -> Result<Action, Stop> {
    let d = data();
    let taken = s.mats_taken();
    let options = d
        .mats
        .iter()
        .enumerate()
        .filter(|(i, _)| !taken.contains(&(*i as u8)))
        .map(|(_, m)| {
            let (extra, power) = mat_words(&m.id);
            (
                Offer::new(say!("beta-colony-offer-mat", mat = &m.id, extra = extra)).detail(power),
                Action::ChooseMat(ChooseMat { mat: m.id.clone() }),
            )
        })
        .collect();
    p.pick(say!("beta-colony-ask-mat"), options)
}

/// A mat's two powers in words: the extra material, and the special power.
pub fn mat_words(id: &str) -> (String, String) {
    let d = data();
    let Some(m) = d.mats.iter().find(|m| m.id == id) else {
        return (id.to_string(), String::new());
    };
    let extra = say!(
        "beta-colony-mat-extra",
        material = say::material(m.extra_material, false),
        location = say::location(m.extra_location)
    );
    let power = match m.power {
        MatPower::BlackSix => "beta-colony-mat-power-black-six",
        MatPower::BlackAnyRow => "beta-colony-mat-power-black-any-row",
        MatPower::ExtraFuel => "beta-colony-mat-power-extra-fuel",
        MatPower::Pair => "beta-colony-mat-power-pair",
        MatPower::BlackCcw => "beta-colony-mat-power-black-ccw",
    };
    (extra, say!(power))
}

fn place_ship(s: &State, p: &mut Path) -> Result<Action, Stop> {
    let d = data();
    let options = (0..LOCATIONS as u8)
        .filter(|l| s.players.iter().all(|x| x.ship != Some(*l)))
        .map(|l| {
            let id = &d.locations[usize::from(l)].id;
            (
                Offer::new(colon(say::location_label(l), location_does(l)))
                    .target(location_target(id)),
                Action::PlaceShip(PlaceShip {
                    location: id.clone(),
                }),
            )
        })
        .collect();
    p.pick(say!("beta-colony-ask-ship"), options)
}

fn cycle_influence(s: &State, seat: Seat, p: &mut Path) -> Result<Action, Stop> {
    let d = data();
    let options = ColonyId::ALL
        .into_iter()
        .map(|c| {
            let at = s.players[seat].influence[c.index()];
            (
                Offer::new(say!(
                    "beta-colony-offer-influence-to",
                    colony = say::colony(c.index()),
                    at = at,
                    next = (at + 1).min(d.rules.track_length)
                ))
                .detail(next_bonus_words(s, seat, c.index(), 1))
                .target(colony_target(&d.colonies[c.index()].id)),
                c,
            )
        })
        .collect();
    let colony = p.pick(say!("beta-colony-ask-c2a"), options)?;
    answers(s, seat, p, &|choices| {
        Action::CycleInfluence(CycleInfluence {
            colony,
            choices: choices.to_vec(),
        })
    })
}

/// The track bonuses `gain` influence would reach in `colony`, in words.
fn next_bonus_words(s: &State, seat: Seat, colony: usize, gain: u32) -> String {
    let d = data();
    let at = u32::from(s.players[seat].influence[colony]);
    let end = (at + gain).min(u32::from(d.rules.track_length));
    let bonuses: Vec<String> = (at + 1..=end)
        .filter_map(|pos| d.track[colony].get(pos as usize))
        .filter_map(|&b| track_bonus_words(b))
        .collect();
    if bonuses.is_empty() {
        say!("beta-colony-track-none")
    } else {
        say!("beta-colony-track-on-the-way", bonuses = bonuses.join(", "))
    }
}

fn track_bonus_words(b: super::data::TrackBonus) -> Option<String> {
    use super::data::TrackBonus as T;
    let id = match b {
        T::None => return None,
        T::Mat1 => "beta-colony-track-mat1",
        T::Mat2 => "beta-colony-track-mat2",
        T::Artifact => "beta-colony-track-artifact",
        T::Fuel2 => "beta-colony-track-fuel2",
        T::Crew => "beta-colony-track-crew",
        T::Freepod => "beta-colony-track-free-pod",
        T::Freeca => "beta-colony-track-free-achievement",
        T::Cp3 => "beta-colony-track-cp3",
        T::Cp6 => "beta-colony-track-cp6",
    };
    Some(say!(id))
}

// ---------------------------------------------------------------------------------------------
// Actions

/// What an action has fixed before the ship moves: C1B's material and the tweak, and the
/// state as they leave it (the dice and holdings every later step reads).
struct Start {
    t: State,
    seat: Seat,
    tweak: Option<Tweak>,
    cycle_material: Option<Material>,
}

impl Start {
    fn unused(&self) -> Vec<Die> {
        Die::ALL
            .into_iter()
            .filter(|x| !self.t.players[self.seat].used[x.index()])
            .collect()
    }

    fn value(&self, die: Die) -> i32 {
        i32::from(self.t.die_value(self.seat, die))
    }

    fn fuel(&self) -> u32 {
        self.t.players[self.seat].fuel
    }

    fn power(&self) -> Option<MatPower> {
        self.t.players[self.seat].power()
    }

    fn action(&self, mv: Move, act: (Die, i32), at: At) -> Action {
        Action::MoveActivate(MoveActivate {
            tweak: self.tweak,
            cycle_material: self.cycle_material,
            mv: MoveDie {
                die: mv.die,
                fuel: mv.fuel,
                ccw: mv.ccw,
            },
            activate: ActivateDie {
                die: act.0,
                fuel: act.1,
            },
            at,
        })
    }
}

/// A way to move the ship to a location: the die, the fuel it costs and the direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Move {
    die: Die,
    fuel: i32,
    ccw: bool,
}

fn action(s: &State, seat: Seat, phase: u8, p: &mut Path) -> Result<Action, Stop> {
    let mut st = Start {
        t: s.clone(),
        seat,
        tweak: None,
        cycle_material: None,
    };
    if phase == 1
        && s.round == 1
        && s.bonus_active(CycleBonus::StartMaterial)
        && s.players[seat].room() > 0
    {
        let mut options: Vec<(Offer, Option<Material>)> = Material::ALL
            .into_iter()
            .map(|m| (Offer::new(material_words(m)), Some(m)))
            .collect();
        options.push((Offer::new(say!("beta-colony-offer-no-material")), None));
        st.cycle_material = p.pick(say!("beta-colony-ask-c1b"), options)?;
        if let Some(m) = st.cycle_material {
            gain_material(&mut st.t, seat, m);
        }
    }
    let six = s.bonus_active(CycleBonus::TweakSix);
    if phase == 1 && (six || s.bonus_active(CycleBonus::TweakFlip)) {
        let mut options: Vec<(Offer, Option<Die>)> = st
            .unused()
            .into_iter()
            .filter_map(|x| {
                let v = st.value(x);
                let after = if six { 6 } else { 7 - v };
                (after != v).then(|| {
                    (
                        Offer::new(say!(
                            "beta-colony-offer-tweak",
                            die = say::die_colour(x),
                            value = v,
                            after = after
                        ))
                        .target(die_target(x)),
                        Some(x),
                    )
                })
            })
            .collect();
        options.push((Offer::new(say!("beta-colony-offer-tweak-none")), None));
        let ask = if six {
            say!("beta-colony-ask-tweak-six")
        } else {
            say!("beta-colony-ask-tweak-flip")
        };
        let die = p.pick(ask, options)?;
        st.tweak = die.map(|die| Tweak { die });
        st.t.players[seat].tweak = die.or(st.t.players[seat].tweak);
    }
    let d = data();
    let mut places: Vec<Option<u8>> = (0..LOCATIONS as u8).map(Some).collect();
    places.push(None);
    let to = p.pick_lazy(
        say!("beta-colony-ask-where", phase = phase),
        places,
        &|place| {
            let Some(to) = *place else {
                return Offer::new(say!("beta-colony-offer-dock"));
            };
            let moves = moves_to(&st, to);
            let mut offer = Offer::new(colon(say::location_label(to), location_does(to)));
            for m in &moves {
                offer = offer.detail(say!(
                    "beta-colony-offer-move-detail",
                    die = say::die_said(m.die, st.value(m.die), true),
                    move = move_words(st.value(m.die), *m)
                ));
            }
            if moves.is_empty() {
                offer.refused(say!("beta-colony-closed-no-die", fuel = st.fuel()))
            } else {
                offer.target(location_target(&d.locations[usize::from(to)].id))
            }
        },
    )?;
    let Some(to) = to else {
        return dock(&st, p);
    };
    match d.locations[usize::from(to)].kind {
        LocationKind::Manufactory => manufactory(s, &st, to, p),
        kind => {
            let moves = moves_to(&st, to);
            let mv = pick_move(&st, to, moves, p)?;
            let left = st.fuel() - mv.fuel.unsigned_abs();
            let mut acts: Vec<(Offer, (Die, i32))> = Vec::new();
            for ad in st.unused().into_iter().filter(|&x| x != mv.die) {
                for fa in activation_fuels(&st, kind, ad, left) {
                    acts.push((activation_offer(&st, to, ad, fa), (ad, fa)));
                }
            }
            let act = p.pick(
                say!(
                    "beta-colony-ask-activates",
                    location = say::the_location(to, "the")
                ),
                acts,
            )?;
            match kind {
                LocationKind::Moon => moon(s, &st, to, mv, act, p),
                LocationKind::Nexus => nexus(s, &st, mv, act, p),
                _ => Ok(st.action(mv, act, At::default())),
            }
        }
    }
}

/// "moves 3, no fuel", "moves 4, 1 fuel adding 1", "moves 3 counterclockwise, 2 fuel taking
/// off 2".
fn move_words(value: i32, m: Move) -> String {
    let v = value + m.fuel;
    let dir = if m.ccw { "-ccw" } else { "" };
    let (how, f) = match m.fuel {
        0 => ("free", 0),
        f if f > 0 => ("added", f),
        f => ("off", -f),
    };
    say!(&format!("beta-colony-move-{how}{dir}"), steps = v, fuel = f)
}

/// Every way of moving the ship to `to` that the player can pay for.
fn moves_to(st: &Start, to: u8) -> Vec<Move> {
    let Some(from) = st.t.players[st.seat].ship else {
        return Vec::new();
    };
    let unused = st.unused();
    if unused.len() < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for &die in &unused {
        for ccw in [false, true] {
            if ccw && !readings::may_move_ccw(st.power(), die) {
                continue;
            }
            let fuel = least_fuel(st.value(die), from, to, ccw);
            if fuel.unsigned_abs() <= st.fuel() {
                out.push(Move { die, fuel, ccw });
            }
        }
    }
    out
}

fn pick_move(st: &Start, to: u8, moves: Vec<Move>, p: &mut Path) -> Result<Move, Stop> {
    let mut seen: Vec<Die> = Vec::new();
    let options = moves
        .into_iter()
        .map(|m| {
            let mut offer = Offer::new(colon(
                say::die_said(m.die, st.value(m.die), true),
                move_words(st.value(m.die), m),
            ));
            if !seen.contains(&m.die) {
                seen.push(m.die);
                offer = offer.target(die_target(m.die));
            }
            (offer, m)
        })
        .collect();
    p.pick(
        say!(
            "beta-colony-ask-moves",
            location = say::the_location(to, "to")
        ),
        options,
    )
}

/// The activation fuels worth offering for die `ad` at a location of `kind`: none, and the
/// least fuel that makes it give more (two materials at a moon, a better band at the Ridback).
fn activation_fuels(st: &Start, kind: LocationKind, ad: Die, left: u32) -> Vec<i32> {
    let v = st.value(ad);
    let mut out = vec![0];
    let mut up_to = |target: i32| {
        let f = target - v;
        if f > 0 && f.unsigned_abs() <= left {
            out.push(f);
        }
    };
    match kind {
        LocationKind::Moon => {
            let room = st.t.players[st.seat].room();
            let k = readings::moon_count(st.power(), ad, v).min(room);
            if k < room.min(2) {
                up_to(5);
            }
        }
        LocationKind::Fuel => {
            up_to(3);
            up_to(5);
        }
        _ => {}
    }
    out
}

/// "The red die (4) with 1 fuel (5): take 2 materials; +1 CP for the red die here".
fn activation_offer(st: &Start, to: u8, ad: Die, fa: i32) -> Offer {
    let d = data();
    let loc = &d.locations[usize::from(to)];
    let v = st.value(ad);
    let a = v + fa;
    let pl = &st.t.players[st.seat];
    let mut what = match loc.kind {
        LocationKind::Moon => {
            let k = readings::moon_count(pl.power(), ad, a).min(pl.room());
            let mat = pl.power() == Some(MatPower::BlackSix) && ad == Die::Black && a < 5;
            match k {
                0 => say!("beta-colony-act-full"),
                1 => say!("beta-colony-act-one"),
                _ if mat => say!("beta-colony-act-two-mat"),
                _ => say!("beta-colony-act-two"),
            }
        }
        LocationKind::Fuel => {
            let gain =
                readings::ridback_fuel(a) + u32::from(pl.power() == Some(MatPower::ExtraFuel));
            say!("beta-colony-act-fuel", count = gain)
        }
        LocationKind::Nexus => say!("beta-colony-act-nexus"),
        LocationKind::Manufactory => String::new(),
    };
    if loc.bonus_die == Some(ad) {
        let bonus = say!("beta-colony-act-bonus", die = say::die_colour(ad));
        what = if what.is_empty() {
            bonus
        } else {
            semicolon(what, bonus)
        };
    }
    let die = say::die_said(ad, v, true);
    let die = match fa {
        0 => die,
        f if f > 0 => say!("beta-colony-act-added", die = die, fuel = f, value = a),
        f => say!("beta-colony-act-off", die = die, fuel = -f, value = a),
    };
    let mut offer = Offer::new(if what.is_empty() {
        die
    } else {
        colon(die, what)
    });
    if fa == 0 {
        offer = offer.target(die_target(ad));
    }
    offer
}

fn dock(st: &Start, p: &mut Path) -> Result<Action, Stop> {
    let dice = st.unused();
    let mut options = Vec::new();
    for (i, &a) in dice.iter().enumerate() {
        for &b in &dice[i + 1..] {
            options.push((
                Offer::new(say!(
                    "beta-colony-offer-dock-dice",
                    first = say::die_said(a, st.value(a), true),
                    second = say::die(b, st.value(b))
                )),
                vec![a, b],
            ));
        }
    }
    let dice = p.pick(say!("beta-colony-ask-dock"), options)?;
    Ok(Action::Dock(Dock {
        dice,
        tweak: st.tweak,
        cycle_material: st.cycle_material,
    }))
}

fn moon(
    s: &State,
    st: &Start,
    to: u8,
    mv: Move,
    act: (Die, i32),
    p: &mut Path,
) -> Result<Action, Stop> {
    let d = data();
    let loc = &d.locations[usize::from(to)];
    let pl = &st.t.players[st.seat];
    let k = readings::moon_count(pl.power(), act.0, st.value(act.0) + act.1).min(pl.room());
    let (a, b) = (loc.materials[0], loc.materials[1]);
    let takes: Vec<Vec<Material>> = match k {
        0 => vec![vec![]],
        1 => vec![vec![a], vec![b]],
        _ => vec![vec![a, a], vec![a, b], vec![b, b]],
    };
    let options = takes
        .into_iter()
        .map(|t| (Offer::new(say::materials_said(&t, true)), t))
        .collect();
    let take = p.pick(
        say!("beta-colony-ask-moon", moon = say::location(to)),
        options,
    )?;
    let action = st.action(
        mv,
        act,
        At {
            take: Some(take),
            ..At::default()
        },
    );
    answers(s, st.seat, p, &|_| action.clone())
}

fn nexus(s: &State, st: &Start, mv: Move, act: (Die, i32), p: &mut Path) -> Result<Action, Stop> {
    let pl = &st.t.players[st.seat];
    let fuel = 1 + u32::from(pl.power() == Some(MatPower::ExtraFuel));
    let supply = if pl.room() > 0 {
        say!("beta-colony-offer-supply", count = fuel)
    } else {
        say!("beta-colony-offer-supply-full", count = fuel)
    };
    let option = p.pick_lazy(
        say!("beta-colony-ask-nexus"),
        vec![NexusOption::Supply, NexusOption::Achievement],
        &|o| match o {
            NexusOption::Supply => Offer::new(supply.clone()),
            NexusOption::Achievement => {
                let offer = Offer::new(say!("beta-colony-offer-nexus-achievement"));
                match achievement_closed(&st.t, st.seat) {
                    Some(why) => offer.refused(why),
                    None => offer,
                }
            }
        },
    )?;
    if option == NexusOption::Supply {
        let material = if pl.room() > 0 {
            let options = Material::ALL
                .into_iter()
                .map(|m| (Offer::new(material_words(m)), Some(m)))
                .collect();
            p.pick(say!("beta-colony-ask-supply"), options)?
        } else {
            None
        };
        return Ok(st.action(
            mv,
            act,
            At {
                option: Some(NexusOption::Supply),
                material,
                ..At::default()
            },
        ));
    }
    let (ach, space, pay, space_pay) = achievement_build(&st.t, st.seat, false, p)?;
    let at = At {
        option: Some(NexusOption::Achievement),
        achievement: Some(data().achievements[usize::from(ach)].id.clone()),
        pay: Some(pay),
        space: Some(space),
        space_pay,
        ..At::default()
    };
    let build = |choices: &[Answer]| {
        st.action(
            mv,
            act,
            At {
                choices: choices.to_vec(),
                ..at.clone()
            },
        )
    };
    answers(s, st.seat, p, &build)
}

// ---------------------------------------------------------------------------------------------
// The Manufactories

/// The least activation fuel that brings die `ad` into display row `row` (0 with M2's black
/// die, which opens every row).
fn row_fuel(st: &Start, ad: Die, row: usize) -> i32 {
    if readings::black_any_row(st.power(), ad) {
        return 0;
    }
    let (lo, hi) = [(1, 2), (3, 4), (5, 5), (6, 6)][row.min(ROWS - 1)];
    let v = st.value(ad);
    if v < lo {
        lo - v
    } else if v > hi {
        hi - v
    } else {
        0
    }
}

/// The ways to pay for `needs` together, one per distinct set of what is spent, in the order
/// of §15.2 (exact materials first, then polymer under C2B, then artifacts, then a pair).
fn payments(t: &State, seat: Seat, needs: &[Need]) -> Vec<Vec<Unit>> {
    let p = &t.players[seat];
    let wild = t.bonus_active(CycleBonus::PolymerWild);
    let pairs = readings::pair_pays(p.power());
    let per: Vec<Vec<(Unit, [u8; 6], u8)>> = needs
        .iter()
        .map(|n| {
            let one = |m: Material| {
                let mut v = [0u8; 6];
                v[m.index()] = 1;
                v
            };
            let mut out = Vec::new();
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
        })
        .collect();
    let mut found: Vec<(Vec<Unit>, [u8; 6], u8)> = Vec::new();
    fn search(
        per: &[Vec<(Unit, [u8; 6], u8)>],
        held: [u8; 6],
        arts: u8,
        spent: ([u8; 6], u8),
        chosen: &mut Vec<Unit>,
        found: &mut Vec<(Vec<Unit>, [u8; 6], u8)>,
    ) {
        let Some((first, rest)) = per.split_first() else {
            if !found.iter().any(|f| f.1 == spent.0 && f.2 == spent.1) {
                found.push((chosen.clone(), spent.0, spent.1));
            }
            return;
        };
        for (u, m, a) in first {
            if *a > arts || m.iter().zip(held).any(|(&x, h)| x > h) {
                continue;
            }
            let mut left = held;
            let mut more = spent.0;
            for i in 0..6 {
                left[i] -= m[i];
                more[i] += m[i];
            }
            chosen.push(*u);
            search(rest, left, arts - a, (more, spent.1 + a), chosen, found);
            chosen.pop();
        }
    }
    search(
        &per,
        p.materials,
        p.artifacts,
        ([0; 6], 0),
        &mut Vec::new(),
        &mut found,
    );
    found.into_iter().map(|f| f.0).collect()
}

/// Whether `pod` can go on `space` and be paid for (a bought pod) or simply go there (free).
fn pod_fits(t: &State, seat: Seat, pod: u8, space: u8, bought: bool) -> bool {
    let d = data();
    pod_space_error(t, space, d.pods[usize::from(pod)].colour).is_none()
        && (!bought || find_payment(t, seat, &build_needs(d, pod, space)).is_some())
}

/// Why no space takes `pod` (bought or free), or `None` when one does.
fn pod_closed(t: &State, seat: Seat, pod: u8, bought: bool) -> Option<String> {
    let d = data();
    let colour = d.pods[usize::from(pod)].colour;
    let legal: Vec<u8> = (0..SPACES as u8)
        .filter(|&sp| pod_space_error(t, sp, colour).is_none())
        .collect();
    if legal.is_empty() {
        return Some(say!("beta-colony-closed-group"));
    }
    if bought && !legal.iter().any(|&sp| pod_fits(t, seat, pod, sp, true)) {
        return Some(say!(
            "beta-colony-closed-pod-pay",
            material = say::material(colour.material(), false)
        ));
    }
    None
}

fn manufactory(s: &State, st: &Start, to: u8, p: &mut Path) -> Result<Action, Stop> {
    let d = data();
    let seat = st.seat;
    let moves = moves_to(st, to);
    let slots: Vec<(usize, u8)> =
        st.t.display
            .iter()
            .enumerate()
            .flat_map(|(r, row)| row.iter().flatten().map(move |&pod| (r, pod)))
            .collect();
    // Whether a pod can be built depends only on its colour: worked out once a colour.
    let memo: std::cell::RefCell<Vec<(super::data::Colour, Option<String>)>> = Default::default();
    let closed = |pod: u8| -> Option<String> {
        let colour = d.pods[usize::from(pod)].colour;
        if let Some((_, why)) = memo.borrow().iter().find(|(c, _)| *c == colour) {
            return why.clone();
        }
        let why = pod_closed(&st.t, seat, pod, true);
        memo.borrow_mut().push((colour, why.clone()));
        why
    };
    let buildable = |r: usize| {
        slots
            .iter()
            .any(|&(row, pod)| row == r && closed(pod).is_none())
    };
    let reaches = |m: &Move, row: usize| {
        st.unused()
            .into_iter()
            .filter(|&x| x != m.die)
            .any(|ad| m.fuel.unsigned_abs() + row_fuel(st, ad, row).unsigned_abs() <= st.fuel())
    };
    // Activation dice (as they are) that open no row with a pod the player can build.
    let idle = |m: &Move| -> Vec<Die> {
        st.unused()
            .into_iter()
            .filter(|&x| x != m.die)
            .filter(|&ad| {
                let rows = eligible_rows(&st.t, seat, ad, st.value(ad));
                !(0..ROWS).any(|r| rows[r] && buildable(r))
            })
            .collect()
    };
    let mut items: Vec<Option<(usize, u8)>> = slots.iter().copied().map(Some).collect();
    // "Build nothing" comes last; whether it is there matters only when it may be chosen.
    if p.peek().is_none_or(|i| i >= slots.len()) && moves.iter().any(|m| !idle(m).is_empty()) {
        items.push(None);
    }
    let chosen = p.pick_lazy(say!("beta-colony-ask-buy"), items, &|item| {
        let Some((r, pod)) = *item else {
            return Offer::new(say!("beta-colony-offer-build-nothing"));
        };
        let def = &d.pods[usize::from(pod)];
        let offer = Offer::new(pod_offer(pod, r)).detail(say!(
            "beta-colony-offer-pod-cost",
            material = say::material(def.colour.material(), false),
            row = ROW_NAMES[r],
            values = row_values(r)
        ));
        if let Some(why) = closed(pod) {
            offer.refused(why)
        } else if !moves.iter().any(|m| reaches(m, r)) {
            offer.refused(say!(
                "beta-colony-closed-row",
                values = row_values(r),
                fuel = st.fuel()
            ))
        } else {
            offer.target(pod_target(&def.id))
        }
    })?;
    let Some((row, pod)) = chosen else {
        let moves: Vec<Move> = moves.into_iter().filter(|m| !idle(m).is_empty()).collect();
        let mv = pick_move(st, to, moves, p)?;
        let acts = idle(&mv)
            .into_iter()
            .map(|ad| {
                (
                    Offer::new(colon(
                        say::die_said(ad, st.value(ad), true),
                        rows_words(&eligible_rows(&st.t, seat, ad, st.value(ad))),
                    ))
                    .target(die_target(ad)),
                    (ad, 0),
                )
            })
            .collect();
        let act = p.pick(say!("beta-colony-ask-activates-manufactory"), acts)?;
        return Ok(st.action(mv, act, At::default()));
    };
    let moves: Vec<Move> = moves.into_iter().filter(|m| reaches(m, row)).collect();
    let mv = pick_move(st, to, moves, p)?;
    let acts = st
        .unused()
        .into_iter()
        .filter(|&x| x != mv.die)
        .filter_map(|ad| {
            let fa = row_fuel(st, ad, row);
            (mv.fuel.unsigned_abs() + fa.unsigned_abs() <= st.fuel()).then(|| {
                let v = st.value(ad);
                let how = match fa {
                    0 if readings::black_any_row(st.power(), ad) => {
                        say!("beta-colony-opens-any")
                    }
                    0 => say!("beta-colony-opens-row", row = ROW_NAMES[row]),
                    f if f > 0 => say!(
                        "beta-colony-opens-row-added",
                        fuel = f,
                        value = v + f,
                        row = ROW_NAMES[row]
                    ),
                    f => say!(
                        "beta-colony-opens-row-off",
                        fuel = -f,
                        value = v + f,
                        row = ROW_NAMES[row]
                    ),
                };
                let mut offer = Offer::new(colon(say::die_said(ad, v, true), how));
                if fa == 0 {
                    offer = offer.target(die_target(ad));
                }
                (offer, (ad, fa))
            })
        })
        .collect();
    let act = p.pick(say!("beta-colony-ask-activates-manufactory"), acts)?;
    let space = pick_space(
        &st.t,
        seat,
        say!("beta-colony-ask-colony-build"),
        &|sp| pod_fits(&st.t, seat, pod, sp, true),
        &|sp| pod_space_words(&st.t, pod, sp, true),
        p,
    )?;
    let def = &d.pods[usize::from(pod)];
    let pays = payments(&st.t, seat, &build_needs(d, pod, space));
    let options = pays
        .into_iter()
        .map(|u| {
            let label = say!(
                "beta-colony-offer-pay-pod",
                pod = say::unit_said(&u[0], true),
                space = say::unit(&u[1])
            );
            (Offer::new(label), u)
        })
        .collect();
    let pay = p.pick(
        say!(
            "beta-colony-ask-pay-pod",
            pod = say::material(def.colour.material(), false),
            space = say::material(d.space_colour[usize::from(space)].material(), false)
        ),
        options,
    )?;
    let mut c3c = None;
    if st.t.bonus_active(CycleBonus::C3cPoints) {
        let mut after = st.t.clone();
        let spent = super::rules::check_payment(
            &after,
            seat,
            &[
                (pay[0], build_needs(d, pod, space)[0]),
                (pay[1], build_needs(d, pod, space)[1]),
            ],
        )
        .map_err(|e| Stop::No(PathError::Refused(e.to_string())))?;
        let pl = &mut after.players[seat];
        for (held, n) in pl.materials.iter_mut().zip(spent.0) {
            *held -= n;
        }
        pl.artifacts -= spent.1;
        let extra = Need {
            what: "C3C",
            material: None,
            pair_ok: false,
        };
        let mut options: Vec<(Offer, Option<Unit>)> = payments(&after, seat, &[extra])
            .into_iter()
            .map(|u| {
                (
                    Offer::new(say!("beta-colony-offer-c3c", unit = say::unit(&u[0]))),
                    Some(u[0]),
                )
            })
            .collect();
        if !options.is_empty() {
            options.push((Offer::new(say!("beta-colony-offer-c3c-none")), None));
            c3c = p.pick(say!("beta-colony-ask-c3c"), options)?;
        }
    }
    let at = At {
        pod: Some(def.id.clone()),
        space: Some(space),
        take_pay: Some(pay[0]),
        build_pay: Some(pay[1]),
        c3c_pay: c3c,
        ..At::default()
    };
    let build = |choices: &[Answer]| {
        st.action(
            mv,
            act,
            At {
                choices: choices.to_vec(),
                ..at.clone()
            },
        )
    };
    answers(s, seat, p, &build)
}

/// "1 or 2", "3 or 4", "5", "6".
fn row_values(row: usize) -> String {
    match row.min(ROWS - 1) {
        0 => say!("beta-colony-row-values", low = 1, high = 2),
        1 => say!("beta-colony-row-values", low = 3, high = 4),
        2 => "5".to_string(),
        _ => "6".to_string(),
    }
}

/// A pod on the display: "P14 (red Science and Tech Tower), row 5: influence 2, +2 CP".
fn pod_offer(pod: u8, row: usize) -> String {
    say!(
        "beta-colony-offer-pod",
        pod = say::pod(pod),
        row = ROW_NAMES[row],
        gives = pod_gives(pod)
    )
}

/// "opens row 3-4", "opens no row (7)".
fn rows_words(rows: &[bool; ROWS]) -> String {
    let open: Vec<&str> = (0..ROWS)
        .filter(|&r| rows[r])
        .map(|r| ROW_NAMES[r])
        .collect();
    match open.as_slice() {
        [] => say!("beta-colony-opens-no-row"),
        [one] => say!("beta-colony-opens-idle-row", row = *one),
        _ => say!("beta-colony-opens-idle-rows"),
    }
}

/// What building a pod gives, in short: "influence 2, +2 CP".
fn pod_gives(pod: u8) -> String {
    let def = &data().pods[usize::from(pod)];
    let id = match def.bonus {
        PodBonus::None => "beta-colony-pod-gives",
        PodBonus::Cp2 => "beta-colony-pod-gives-cp2",
        PodBonus::Artifact => "beta-colony-pod-gives-artifact",
        PodBonus::Fuel2 => "beta-colony-pod-gives-fuel2",
        PodBonus::Crew2 => "beta-colony-pod-gives-crew2",
        PodBonus::Nocrew => "beta-colony-pod-gives-nocrew",
    };
    say!(id, influence = def.influence)
}

/// A space for a pod: "Space 14: outer ring, pays with water; 3 influence in Xi'an".
fn pod_space_words(t: &State, pod: u8, space: u8, bought: bool) -> String {
    let d = data();
    let def = &d.pods[usize::from(pod)];
    let group = group_after(t, space, def.colour);
    let inner = d.is_inner(space);
    let influence = u32::from(def.influence)
        + (group as u32 - 1)
        + u32::from(inner)
        + u32::from(bought && t.bonus_active(CycleBonus::BoughtInfluence));
    let number = usize::from(space) + 1;
    let ring = if inner { "inner" } else { "outer" };
    let colony = say::colony(usize::from(space) / LOCAL_SPACES);
    if bought {
        say!(
            "beta-colony-offer-pod-space-bought",
            number = number,
            ring = ring,
            pays = say::material(d.space_colour[usize::from(space)].material(), false),
            group = group,
            influence = influence,
            colony = colony
        )
    } else {
        say!(
            "beta-colony-offer-pod-space-free",
            number = number,
            ring = ring,
            group = group,
            influence = influence,
            colony = colony
        )
    }
}

/// A colony, then a space in it, among the spaces `fits` accepts (the colony question is
/// skipped by the platform when only one colony has any).
fn pick_space(
    t: &State,
    seat: Seat,
    ask: String,
    fits: &dyn Fn(u8) -> bool,
    words: &dyn Fn(u8) -> String,
    p: &mut Path,
) -> Result<u8, Stop> {
    let d = data();
    let in_colony = |c: usize| -> Vec<u8> {
        (c * LOCAL_SPACES..(c + 1) * LOCAL_SPACES)
            .map(|sp| sp as u8)
            .filter(|&sp| fits(sp))
            .collect()
    };
    let colony = p.pick_lazy(ask, (0..d.colonies.len()).collect(), &|&c| {
        let n = in_colony(c).len();
        let offer = Offer::new(say!(
            "beta-colony-offer-colony-spaces",
            colony = say::colony(c),
            count = n,
            influence = t.players[seat].influence[c]
        ));
        if n == 0 {
            offer.refused(say!("beta-colony-closed-no-space"))
        } else {
            offer.target(colony_target(&d.colonies[c].id))
        }
    })?;
    let spaces = in_colony(colony)
        .into_iter()
        .map(|sp| (Offer::new(words(sp)).target(space_target(sp)), sp))
        .collect();
    p.pick(
        say!("beta-colony-ask-space", colony = say::colony(colony)),
        spaces,
    )
}

// ---------------------------------------------------------------------------------------------
// Cultural achievements

/// The achievements available now: the statues left, then the top building.
fn available(t: &State) -> Vec<u8> {
    let mut order: Vec<u8> = t.statues.clone();
    order.extend(t.buildings.first().copied());
    order
}

/// Why the player cannot build achievement `ach` now (paid, or free), if it cannot.
fn achievement_why(t: &State, seat: Seat, ach: u8, free: bool) -> Option<String> {
    if (0..SPACES as u8).any(|sp| achievement_fits(t, seat, ach, sp, free)) {
        return None;
    }
    Some(match &data().achievements[usize::from(ach)].kind {
        AchievementKind::Statue { artifacts, .. } if t.players[seat].artifacts < *artifacts => {
            say!(
                "beta-colony-closed-statue",
                cost = *artifacts,
                have = t.players[seat].artifacts
            )
        }
        _ if (0..SPACES as u8).all(|sp| achievement_space_error(t, sp).is_some()) => {
            say!("beta-colony-closed-no-outer")
        }
        _ => say!("beta-colony-closed-achievement-pay"),
    })
}

/// Why no cultural achievement can be built at the Nexus now, if none can.
fn achievement_closed(t: &State, seat: Seat) -> Option<String> {
    let d = data();
    if t.players[seat].achievements.len() >= usize::from(d.rules.max_achievements) {
        return Some(say!("beta-colony-closed-two-achievements"));
    }
    let open = available(t);
    if open.is_empty() {
        return Some(say!("beta-colony-closed-none-left"));
    }
    open.iter()
        .all(|&ach| achievement_why(t, seat, ach, false).is_some())
        .then(|| say!("beta-colony-closed-any-pay"))
}

/// The needs of paying for achievement `ach` on `space` (the statue's artifacts come first).
fn achievement_needs(ach: u8, space: u8) -> Vec<Need> {
    let d = data();
    let mut needs: Vec<Need> = match &d.achievements[usize::from(ach)].kind {
        AchievementKind::Statue { artifacts, .. } => (0..*artifacts)
            .map(|_| Need {
                what: "A statue",
                material: None,
                pair_ok: false,
            })
            .collect(),
        AchievementKind::Building { cost, .. } => cost
            .iter()
            .map(|&m| Need {
                what: "The building's cost",
                material: Some(m),
                pair_ok: false,
            })
            .collect(),
    };
    needs.push(Need {
        what: "The space",
        material: Some(d.space_colour[usize::from(space)].material()),
        pair_ok: false,
    });
    needs
}

/// The ways to pay for `ach` on `space`: (the card's units, the space's unit).
fn achievement_payments(t: &State, seat: Seat, ach: u8, space: u8) -> Vec<(Vec<Unit>, Unit)> {
    let d = data();
    match &d.achievements[usize::from(ach)].kind {
        AchievementKind::Statue { artifacts, .. } => {
            if t.players[seat].artifacts < *artifacts {
                return Vec::new();
            }
            let mut rest = t.clone();
            rest.players[seat].artifacts -= *artifacts;
            let space_need = achievement_needs(ach, space)
                .pop()
                .into_iter()
                .collect::<Vec<_>>();
            payments(&rest, seat, &space_need)
                .into_iter()
                .map(|u| (vec![Unit::ARTIFACT; usize::from(*artifacts)], u[0]))
                .collect()
        }
        AchievementKind::Building { .. } => payments(t, seat, &achievement_needs(ach, space))
            .into_iter()
            .map(|mut u| {
                let sp = u.pop().unwrap_or(Unit::ARTIFACT);
                (u, sp)
            })
            .collect(),
    }
}

fn achievement_fits(t: &State, seat: Seat, ach: u8, space: u8, free: bool) -> bool {
    if achievement_space_error(t, space).is_some() {
        return false;
    }
    if free {
        return true;
    }
    match &data().achievements[usize::from(ach)].kind {
        AchievementKind::Statue { artifacts, .. } => {
            if t.players[seat].artifacts < *artifacts {
                return false;
            }
            let mut rest = t.clone();
            rest.players[seat].artifacts -= *artifacts;
            let space_need: Vec<Need> = achievement_needs(ach, space).pop().into_iter().collect();
            find_payment(&rest, seat, &space_need).is_some()
        }
        AchievementKind::Building { .. } => {
            find_payment(t, seat, &achievement_needs(ach, space)).is_some()
        }
    }
}

/// "ST2 Chain: a statue for 3 artifacts; 2 CP per own crew in the best chain, at most 12".
fn achievement_words(ach: u8, free: bool) -> (String, String) {
    let d = data();
    let a = &d.achievements[usize::from(ach)];
    match &a.kind {
        AchievementKind::Statue {
            artifacts,
            scoring,
            per,
            cap,
        } => {
            let what = match scoring {
                super::data::StatueScoring::Materials => "beta-colony-statue-per-material",
                super::data::StatueScoring::Chain => "beta-colony-statue-per-chain",
                super::data::StatueScoring::Centre => "beta-colony-statue-per-centre",
                super::data::StatueScoring::Colour => "beta-colony-statue-per-colour",
            };
            let cost = if free {
                say!("beta-colony-statue-free")
            } else {
                say!("beta-colony-statue-cost", count = *artifacts)
            };
            (
                colon(say::achievement(ach), cost),
                say!(what, per = *per, cap = *cap),
            )
        }
        AchievementKind::Building { cost, cp, bonus } => {
            let price = if free {
                say!("beta-colony-building-free")
            } else {
                say!(
                    "beta-colony-building-cost",
                    materials = say::materials(cost)
                )
            };
            let bonus = match bonus {
                BuildingBonus::None => "beta-colony-building-end",
                BuildingBonus::Crew => "beta-colony-building-end-crew",
                BuildingBonus::Influence => "beta-colony-building-end-influence",
                BuildingBonus::Fuel1 => "beta-colony-building-end-fuel",
            };
            (colon(say::achievement(ach), price), say!(bonus, cp = *cp))
        }
    }
}

/// Which achievement, which space, and (bought) how to pay: (achievement, space, the card's
/// units, the space's unit).
fn achievement_build(
    t: &State,
    seat: Seat,
    free: bool,
    p: &mut Path,
) -> Result<(u8, u8, Vec<Unit>, Option<Unit>), Stop> {
    let ach = p.pick_lazy(
        if free {
            say!("beta-colony-ask-achievement-free")
        } else {
            say!("beta-colony-ask-achievement")
        },
        available(t),
        &|&ach| {
            let (label, detail) = achievement_words(ach, free);
            let offer = Offer::new(label).detail(detail);
            match achievement_why(t, seat, ach, free) {
                Some(why) => offer.refused(why),
                None => offer,
            }
        },
    )?;
    let d = data();
    let space = pick_space(
        t,
        seat,
        say!("beta-colony-ask-colony-achievement"),
        &|sp| achievement_fits(t, seat, ach, sp, free),
        &|sp| {
            let number = usize::from(sp) + 1;
            if free {
                say!("beta-colony-offer-outer-space", number = number)
            } else {
                say!(
                    "beta-colony-offer-outer-space-pays",
                    number = number,
                    pays = say::material(d.space_colour[usize::from(sp)].material(), false)
                )
            }
        },
        p,
    )?;
    if free {
        return Ok((ach, space, Vec::new(), None));
    }
    let options = achievement_payments(t, seat, ach, space)
        .into_iter()
        .map(|(card, sp)| {
            (
                Offer::new(say!(
                    "beta-colony-offer-pay-card",
                    card = say::units_said(&card, true),
                    space = say::unit(&sp)
                )),
                (card, sp),
            )
        })
        .collect();
    let (card, sp) = p.pick(say!("beta-colony-ask-pay"), options)?;
    Ok((ach, space, card, Some(sp)))
}

// ---------------------------------------------------------------------------------------------
// Free builds

fn free_pod(s: &State, seat: Seat, p: &mut Path) -> Result<Action, Stop> {
    let d = data();
    let slots: Vec<(usize, u8)> = s
        .display
        .iter()
        .enumerate()
        .flat_map(|(r, row)| row.iter().flatten().map(move |&pod| (r, pod)))
        .collect();
    let ask = say!("beta-colony-ask-free-pod");
    let (_, pod) = p.pick_lazy(ask, slots, &|&(r, pod)| {
        let offer = Offer::new(pod_offer(pod, r));
        match pod_closed(s, seat, pod, false) {
            Some(why) => offer.refused(why),
            None => offer.target(pod_target(&d.pods[usize::from(pod)].id)),
        }
    })?;
    let space = pick_space(
        s,
        seat,
        say!("beta-colony-ask-colony-build"),
        &|sp| pod_fits(s, seat, pod, sp, false),
        &|sp| pod_space_words(s, pod, sp, false),
        p,
    )?;
    let id = d.pods[usize::from(pod)].id.clone();
    answers(s, seat, p, &|choices| {
        Action::FreePod(FreePod {
            pod: id.clone(),
            space,
            choices: choices.to_vec(),
        })
    })
}

fn free_achievement(s: &State, seat: Seat, p: &mut Path) -> Result<Action, Stop> {
    let (ach, space, _, _) = achievement_build(s, seat, true, p)?;
    let id = data().achievements[usize::from(ach)].id.clone();
    answers(s, seat, p, &|choices| {
        Action::FreeAchievement(FreeAchievement {
            achievement: id.clone(),
            space,
            choices: choices.to_vec(),
        })
    })
}

// ---------------------------------------------------------------------------------------------
// Bonus answers

fn material_words(m: Material) -> String {
    say::material(m, true)
}

/// Each answer the submission `make` builds needs (§8.3), asked in the order the rules resolve
/// them: the submission is resolved with the answers given so far, and the first answer it
/// still lacks is the next question.
fn answers(
    s: &State,
    seat: Seat,
    p: &mut Path,
    make: &dyn Fn(&[Answer]) -> Action,
) -> Result<Action, Stop> {
    let d = data();
    let mut given: Vec<Answer> = Vec::new();
    loop {
        let action = make(&given);
        let (done, next) =
            complete(s, seat, &action).map_err(|e| Stop::No(PathError::Refused(e.to_string())))?;
        let Some(need) = done.choices().get(given.len()).cloned() else {
            return Ok(action);
        };
        let answer = match need {
            Answer::Material { .. } => {
                let options = Material::ALL
                    .into_iter()
                    .map(|material| (Offer::new(material_words(material)), material))
                    .collect();
                Answer::Material {
                    material: p.pick(say!("beta-colony-ask-bonus-material"), options)?,
                }
            }
            Answer::Materials { materials } => {
                let mats = || -> Vec<(Offer, Material)> {
                    Material::ALL
                        .into_iter()
                        .map(|m| (Offer::new(material_words(m)), m))
                        .collect()
                };
                let mut list = Vec::new();
                if materials.len() >= 2 {
                    list.push(p.pick(say!("beta-colony-ask-bonus-first"), mats())?);
                    list.push(p.pick(say!("beta-colony-ask-bonus-second"), mats())?);
                } else {
                    list.push(p.pick(say!("beta-colony-ask-bonus-room-one"), mats())?);
                }
                Answer::Materials { materials: list }
            }
            Answer::CrewOn { .. } => {
                let pods = |c: usize| -> Vec<u8> {
                    (c * LOCAL_SPACES..(c + 1) * LOCAL_SPACES)
                        .filter(|&sp| next.pod_at(sp).is_some())
                        .map(|sp| sp as u8)
                        .collect()
                };
                let colonies = (0..d.colonies.len())
                    .map(|c| {
                        let n = pods(c).len();
                        let mine = next.crew_in_colony(seat, c);
                        let offer = Offer::new(say!(
                            "beta-colony-offer-colony-pods",
                            colony = say::colony(c),
                            count = n,
                            mine = mine
                        ));
                        let offer = if n == 0 {
                            offer.refused(say!("beta-colony-closed-no-pod"))
                        } else {
                            offer.target(colony_target(&d.colonies[c].id))
                        };
                        (offer, c)
                    })
                    .collect();
                let colony = p.pick(say!("beta-colony-ask-crew-colony"), colonies)?;
                let spaces = pods(colony)
                    .into_iter()
                    .map(|sp| {
                        let pod = next.pod_at(usize::from(sp)).unwrap_or(0);
                        let mine = next.crew_at(usize::from(sp), seat);
                        let all: u32 = (0..next.seats())
                            .map(|x| next.crew_at(usize::from(sp), x))
                            .sum();
                        (
                            Offer::new(say!(
                                "beta-colony-offer-crew-space",
                                number = usize::from(sp) + 1,
                                pod = say::pod(pod),
                                all = all,
                                mine = mine
                            ))
                            .target(space_target(sp)),
                            sp,
                        )
                    })
                    .collect();
                Answer::CrewOn {
                    crew_on: p.pick(
                        say!("beta-colony-ask-crew-pod", colony = say::colony(colony)),
                        spaces,
                    )?,
                }
            }
            Answer::Colony { .. } => {
                let options = ColonyId::ALL
                    .into_iter()
                    .map(|c| {
                        let at = s.players[seat].influence[c.index()];
                        (
                            Offer::new(say!(
                                "beta-colony-offer-influence",
                                colony = say::colony(c.index()),
                                at = at
                            ))
                            .detail(next_bonus_words(s, seat, c.index(), 1))
                            .target(colony_target(&d.colonies[c.index()].id)),
                            c,
                        )
                    })
                    .collect();
                Answer::Colony {
                    colony: p.pick(say!("beta-colony-ask-building-colony"), options)?,
                }
            }
        };
        given.push(answer);
    }
}

/// What a location does, in a few words: "take steel or organics (the green die adds 1 CP)".
pub fn location_does(i: u8) -> String {
    let d = data();
    let Some(l) = d.locations.get(usize::from(i)) else {
        return String::new();
    };
    let what = match l.kind {
        LocationKind::Fuel => say!("beta-colony-does-fuel"),
        LocationKind::Moon => say!(
            "beta-colony-does-moon",
            first = say::material(l.materials[0], false),
            second = say::material(l.materials[1], false)
        ),
        LocationKind::Manufactory => say!("beta-colony-does-manufactory"),
        LocationKind::Nexus => say!("beta-colony-does-nexus"),
    };
    match l.bonus_die {
        Some(b) => say!(
            "beta-colony-does-bonus",
            what = what,
            die = say::die_colour(b)
        ),
        None => what,
    }
}

#[cfg(test)]
mod tests;
