//! Applying a turn: Work, Deploy, Experiment and Pass (design sections 2-8), checked in full
//! before anything changes, so a refused turn leaves the state untouched.

use super::action::{Action, Spend};
use super::base::{adjacent_modules, greenhouse_group, new_squares, Square};
use super::catalogue::{catalogue, AdjTarget, Colour, Effect, Kind, ModuleDef};
use super::cell::Cell;
use super::describe::{gains, module_name, Log};
use super::error::RuleError;
use super::legal::has_non_pass_action;
use super::missions::check_missions;
use super::payment::{apply_drain, check_payment, Drain};
use super::round::{advance_turn, place_astronauts};
use super::state::{
    module_colour, Astronaut, Phase, Place, PlacedModule, Player, State, HANGARS, MAX_STOCK,
    MAX_WP, SLOTS,
};
use crate::engine::Seat;
use crate::say;

/// Apply one action to the state in place. On error the state is unchanged.
pub fn apply_in_place(
    state: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    if seat >= state.seats() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    match (state.phase, action) {
        (Phase::Over, _) => Err(RuleError::GameOver),
        (Phase::Placement, Action::Place { placements }) => {
            place_astronauts(state, seat, placements, log)
        }
        (Phase::Placement, _) => Err(RuleError::PlacementPending),
        (Phase::Turn { .. }, Action::Place { .. }) => Err(RuleError::NotPlacementTime),
        (Phase::Turn { seat: s }, _) if usize::from(s) != seat => Err(RuleError::NotYourTurn(
            super::describe::seat_colour_words(state.seat_name(usize::from(s))),
        )),
        (Phase::Turn { .. }, _) => {
            play_turn(state, seat, action, log)?;
            state.actions += 1;
            check_missions(state, seat, log);
            advance_turn(state, seat, log);
            Ok(())
        }
    }
}

/// The turn itself, without the mission check and turn advance (used by the preview).
pub fn play_turn_only(
    state: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    play_turn(state, seat, action, log)
}

fn play_turn(
    state: &mut State,
    seat: Seat,
    action: &Action,
    log: &mut Log,
) -> Result<(), RuleError> {
    match action {
        Action::Work {
            astronaut,
            activations,
        } => work(state, seat, *astronaut, activations, log),
        Action::Deploy {
            astronaut,
            hangar,
            colour,
            payment,
            upgrades,
        } => {
            let plan = plan_deploy(state, seat, *astronaut, *hangar, *colour, payment)?;
            check_upgrades(&state.players[seat], plan.upgrades_owed(), upgrades)?;
            deploy(state, seat, &plan, upgrades, log);
            Ok(())
        }
        Action::Experiment {
            astronaut,
            slot,
            payment,
        } => experiment(state, seat, *astronaut, *slot, payment, log),
        Action::Pass { astronaut } => pass(state, seat, *astronaut, log),
        Action::Place { .. } => Err(RuleError::NotPlacementTime),
    }
}

/// The astronaut must be active in the player's base (design 2.3.1).
pub fn active_astronaut(player: &Player, astronaut: u8) -> Result<(&Astronaut, Cell), RuleError> {
    let a = player
        .astronauts
        .get(usize::from(astronaut))
        .ok_or(RuleError::NoSuchAstronaut(astronaut))?;
    match a.at {
        Place::Hangar(_) => Err(RuleError::AstronautOnStation(astronaut)),
        Place::Returning => Err(RuleError::AstronautReturning(astronaut)),
        Place::Base(_) if a.remaining == 0 => Err(RuleError::AstronautExhausted(astronaut)),
        Place::Base(cell) => Ok((a, cell)),
    }
}

// ---- Work (section 3) ----

/// A tile of the base that a Work action touches.
#[derive(Clone, Copy)]
enum Target {
    Module(usize),
    Obstacle(usize),
}

fn work(
    state: &mut State,
    seat: Seat,
    astronaut: u8,
    activations: &[Cell],
    log: &mut Log,
) -> Result<(), RuleError> {
    let cat = catalogue();
    let player = &state.players[seat];
    let (a, _) = active_astronaut(player, astronaut)?;
    if activations.is_empty() {
        return Err(RuleError::NoActivation);
    }
    // Simulate on copies so that nothing changes unless the whole list is legal.
    let mut left = a.remaining;
    let mut stock: Vec<u8> = player.modules.iter().map(|m| m.stock).collect();
    let mut resistance: Vec<u8> = player.obstacles.iter().map(|o| o.resistance).collect();
    let mut time_units = 0u8;
    for &cell in activations {
        let target = match player.module_index_at(cell) {
            Some(i) => Target::Module(i),
            None => player
                .obstacle_index_at(cell)
                .filter(|&i| resistance[i] > 0)
                .map(Target::Obstacle)
                .ok_or(RuleError::NoTileAt(cell))?,
        };
        let (cost, name) = match target {
            Target::Module(i) => {
                let def = cat.module(player.modules[i].module);
                if !def.is_activatable() {
                    return Err(RuleError::NotActivatable {
                        name: module_name(def),
                        cell,
                    });
                }
                (def.wp, module_name(def))
            }
            Target::Obstacle(_) => (1, say!("humanity-obstacle")),
        };
        if cost > left {
            return Err(RuleError::NotEnoughWp {
                astronaut,
                left,
                name: name.clone(),
                cell,
                cost,
            });
        }
        left -= cost;
        match target {
            Target::Module(i) if cat.module(player.modules[i].module).is_producer() => {
                if stock[i] >= MAX_STOCK {
                    return Err(RuleError::StockFull {
                        name: name.clone(),
                        cell,
                    });
                }
                stock[i] += 1;
            }
            Target::Module(_) => time_units += 1,
            Target::Obstacle(i) => resistance[i] -= 1,
        }
    }
    commit_work(
        state,
        seat,
        astronaut,
        &stock,
        &resistance,
        time_units,
        activations,
        log,
    );
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn commit_work(
    state: &mut State,
    seat: Seat,
    astronaut: u8,
    stock: &[u8],
    resistance: &[u8],
    time_units: u8,
    activations: &[Cell],
    log: &mut Log,
) {
    // Named before the change: a destroyed obstacle is gone afterwards.
    let summary = if log.on {
        super::describe::activations(&state.players[seat], activations)
    } else {
        String::new()
    };
    let player = &mut state.players[seat];
    for (m, &s) in player.modules.iter_mut().zip(stock) {
        m.stock = s;
    }
    let before_rp = player.rp;
    let mut destroyed = 0u32;
    for (o, &r) in player.obstacles.iter_mut().zip(resistance) {
        o.resistance = r;
        destroyed += u32::from(r == 0);
    }
    // Design 3.3: a destroyed obstacle leaves the base and gives 3 RP.
    player.obstacles.retain(|o| o.resistance > 0);
    player.add_rp(3 * destroyed);
    if let Some(a) = player.astronauts.get_mut(usize::from(astronaut)) {
        a.remaining = 0;
    }
    let gained_rp = i64::from(player.rp) - i64::from(before_rp);
    let moves = time_move(state, seat, time_units);
    log.push(seat, || {
        let mut text = say!(
            "humanity-log-worked",
            who = state.who(seat),
            astronaut = astronaut + 1,
            summary = &summary
        );
        if destroyed > 0 {
            text += &say!(
                "humanity-log-destroyed",
                count = destroyed,
                rp = super::describe::signed(gained_rp)
            );
        }
        if time_units > 0 {
            text += &say!(
                "humanity-log-time-units",
                count = time_units,
                moves = super::describe::moves_words(&moves)
            );
        }
        text
    });
}

/// Design 3.6: `k` time units move each of the player's station astronauts back toward the
/// arm, never past it. Returns the astronauts that moved, each with the hangar it reached.
pub fn time_move(state: &mut State, seat: Seat, k: u8) -> Vec<(u8, u8)> {
    let mut moved = Vec::new();
    if k == 0 {
        return moved;
    }
    let arm = state.arm;
    if let Some(p) = state.players.get_mut(seat) {
        for (i, a) in p.astronauts.iter_mut().enumerate() {
            if let Place::Hangar(h) = a.at {
                let d = (h + HANGARS - arm) % HANGARS;
                let step = k.min(d);
                if step > 0 {
                    let to = (h + HANGARS - step) % HANGARS;
                    a.at = Place::Hangar(to);
                    moved.push((i as u8, to));
                }
            }
        }
    }
    moved
}

// ---- Deploy (section 5) ----

/// A deploy checked against the state, with everything it will gain.
#[derive(Debug, Clone)]
pub struct DeployPlan {
    pub astronaut: u8,
    pub hangar: u8,
    pub cell: Cell,
    /// The catalogue module placed in the base (the supply tile for a communication module).
    pub placed: u8,
    pub drain: Drain,
    /// The payment as submitted, for the log.
    pub payment: Vec<Spend>,
    pub gains: DeployGains,
}

impl DeployPlan {
    pub fn upgrades_owed(&self) -> usize {
        self.gains.squares.iter().filter(|s| s.upgrade).count()
    }
}

/// What a deploy earns (design 5.3), in the order of reading D13.
#[derive(Debug, Clone, Default)]
pub struct DeployGains {
    pub printed_vp: i32,
    pub greenhouse_vp: i32,
    pub squares: Vec<Square>,
    pub printed_rp: u32,
    pub adjacency_rp: u32,
}

/// Check everything of a deploy except the upgrade targets (the preview needs it without them).
pub fn plan_deploy(
    state: &State,
    seat: Seat,
    astronaut: u8,
    hangar: u8,
    colour: Option<Colour>,
    payment: &[Spend],
) -> Result<DeployPlan, RuleError> {
    let cat = catalogue();
    let player = &state.players[seat];
    let (_, cell) = active_astronaut(player, astronaut)?;
    let drawn = state
        .hangars
        .get(usize::from(hangar))
        .ok_or(RuleError::NoSuchHangar(hangar))?
        .ok_or(RuleError::EmptyHangar(hangar))?;
    let def = cat.module(drawn);
    let placed = placed_tile(def, drawn, colour)?;
    let placed_def = cat.module(placed);
    let group = match placed_def.shape {
        Some(shape) if placed_def.kind == Kind::Greenhouse => {
            greenhouse_group(player, cell, shape)?
        }
        _ => 0,
    };
    let drain = check_payment(player, &def.cost, &module_name(def), payment)?;
    let gains = deploy_gains(player, cell, placed_def, group);
    Ok(DeployPlan {
        astronaut,
        hangar,
        cell,
        placed,
        drain,
        payment: payment.to_vec(),
        gains,
    })
}

/// Design 5.4 / reading D2: a communication tile becomes a supply tile of the chosen colour and
/// the drawn tile's RP; every other module takes no colour choice.
fn placed_tile(def: &ModuleDef, drawn: u8, colour: Option<Colour>) -> Result<u8, RuleError> {
    if def.kind != Kind::Communication {
        return match colour {
            Some(_) => Err(RuleError::ColourNotAllowed(module_name(def))),
            None => Ok(drawn),
        };
    }
    let colour = colour.ok_or(RuleError::ColourNeeded)?;
    catalogue()
        .supply_tile(colour, def.rp)
        .ok_or_else(|| RuleError::BadColour(super::describe::colour_word(colour)))
}

/// Design 5.3 steps 3-7 and 6.3, computed before the module is placed at `cell`.
pub fn deploy_gains(player: &Player, cell: Cell, def: &ModuleDef, greenhouse: u32) -> DeployGains {
    let cat = catalogue();
    let colour = module_colour(def);
    let mut adjacency = 0u32;
    for (_, m) in adjacent_modules(player, cell) {
        let other = cat.module(m);
        // Step 6: the new purple counts its neighbours of the target colour.
        if let Some((target, rp)) = def.adj {
            if target.matches(module_colour(other)) {
                adjacency += u32::from(rp);
            }
        }
        // Step 7: placed purples next to it reward its colour.
        if let Some((target, rp)) = other.adj {
            if target == AdjTarget::Any || target.matches(colour) {
                adjacency += u32::from(rp);
            }
        }
    }
    DeployGains {
        printed_vp: i32::from(def.vp),
        greenhouse_vp: greenhouse as i32,
        squares: new_squares(player, cell, colour),
        printed_rp: u32::from(def.rp),
        adjacency_rp: adjacency,
    }
}

/// Design 7.3 / reading D10: one target per upgrade while an astronaut below 4 WP exists.
pub fn check_upgrades(player: &Player, owed: usize, upgrades: &[u8]) -> Result<(), RuleError> {
    let mut wps: Vec<u8> = player.astronauts.iter().map(|a| a.wp).collect();
    let capacity: usize = wps
        .iter()
        .map(|&w| usize::from(MAX_WP.saturating_sub(w)))
        .sum();
    let required = owed.min(capacity);
    if upgrades.len() != required {
        return Err(RuleError::UpgradeCount {
            owed: required,
            given: upgrades.len(),
        });
    }
    for &t in upgrades {
        let wp = wps
            .get_mut(usize::from(t))
            .ok_or(RuleError::NoSuchAstronaut(t))?;
        if *wp >= MAX_WP {
            return Err(RuleError::UpgradeFull(t));
        }
        *wp += 1;
    }
    Ok(())
}

/// Resolve a checked deploy (design 5.3).
pub fn deploy(state: &mut State, seat: Seat, plan: &DeployPlan, upgrades: &[u8], log: &mut Log) {
    let cat = catalogue();
    let def = cat.module(plan.placed);
    if let Some(drawn) = state.hangars[usize::from(plan.hangar)].take() {
        if drawn != plan.placed {
            // Design 5.3.2: the drawn communication tile leaves the game.
            state.discarded_modules.push(drawn);
        }
    }
    let player = &mut state.players[seat];
    apply_drain(player, &plan.drain);
    if let Some(a) = player.astronauts.get_mut(usize::from(plan.astronaut)) {
        a.at = Place::Hangar(plan.hangar);
        a.remaining = 0;
    }
    player.modules.push(PlacedModule {
        cell: plan.cell,
        module: plan.placed,
        stock: u8::from(def.is_producer()),
    });
    let g = &plan.gains;
    let squares = g.squares.len() as i32;
    player.vp += g.printed_vp + g.greenhouse_vp + squares;
    player.ledger.printed_vp += g.printed_vp;
    player.ledger.greenhouse_vp += g.greenhouse_vp;
    player.ledger.square_vp += squares;
    player.squares.extend(g.squares.iter().map(|s| s.top_left));
    let before_rp = player.rp;
    player.add_rp(g.printed_rp + g.adjacency_rp);
    let rp = i64::from(player.rp) - i64::from(before_rp);
    for &t in upgrades {
        upgrade(player, t);
    }
    log.push(seat, || {
        let mut text = say!(
            "humanity-log-deployed",
            who = state.who(seat),
            module = module_name(def),
            cell = plan.cell.name(),
            payment = super::describe::payment(&plan.payment),
            astronaut = plan.astronaut + 1,
            hangar = plan.hangar + 1,
            gains = gains(i64::from(g.printed_vp + g.greenhouse_vp + squares), rp)
        );
        if squares > 0 {
            text += &say!("humanity-log-squares", count = squares);
        }
        if !upgrades.is_empty() {
            text += &say!("humanity-log-upgrades", count = upgrades.len());
        }
        text
    });
}

/// Design 7.3-7.4: +1 WP; an active astronaut also gets +1 remaining WP.
fn upgrade(player: &mut Player, astronaut: u8) {
    if let Some(a) = player.astronauts.get_mut(usize::from(astronaut)) {
        if a.wp < MAX_WP {
            let active = a.is_active();
            a.wp += 1;
            if active {
                a.remaining += 1;
            }
        }
    }
}

// ---- Experiments (section 8) ----

/// An experiment checked against the state.
#[derive(Debug, Clone)]
pub struct ExperimentPlan {
    pub astronaut: u8,
    pub slot: u8,
    pub experiment: u8,
    pub drain: Drain,
    pub line: u8,
    pub line_vp: i32,
}

pub fn plan_experiment(
    state: &State,
    seat: Seat,
    astronaut: u8,
    slot: u8,
    payment: &[Spend],
) -> Result<ExperimentPlan, RuleError> {
    let cat = catalogue();
    let player = &state.players[seat];
    active_astronaut(player, astronaut)?;
    if !(1..=SLOTS as u8).contains(&slot) {
        return Err(RuleError::NoSuchSlot(slot));
    }
    let experiment = state.slots[usize::from(slot - 1)].ok_or(RuleError::EmptySlot(slot))?;
    let def = cat.experiment(experiment);
    let drain = check_payment(
        player,
        &def.cost,
        &say!("humanity-what-experiment"),
        payment,
    )?;
    let (line, line_vp) = line_score(player, def.side);
    Ok(ExperimentPlan {
        astronaut,
        slot,
        experiment,
        drain,
        line,
        line_vp,
    })
}

/// Design 8.3-8.4: the new experiment's line, and +1/+2 VP when one or both other sides
/// already reach past that line.
pub fn line_score(player: &Player, side: super::catalogue::Side) -> (u8, i32) {
    let mut counts = [0usize; 3];
    for e in &player.experiments {
        counts[e.side.index()] += 1;
    }
    let line = counts[side.index()];
    let longer = (0..3)
        .filter(|&s| s != side.index() && counts[s] > line)
        .count();
    let vp = match longer {
        1 => 1,
        2 => 2,
        _ => 0,
    };
    (line as u8, vp)
}

fn experiment(
    state: &mut State,
    seat: Seat,
    astronaut: u8,
    slot: u8,
    payment: &[Spend],
    log: &mut Log,
) -> Result<(), RuleError> {
    let plan = plan_experiment(state, seat, astronaut, slot, payment)?;
    let def = catalogue().experiment(plan.experiment);
    let hangar = (slot + state.arm) % HANGARS;
    state.slots[usize::from(slot - 1)] = None;
    let player = &mut state.players[seat];
    apply_drain(player, &plan.drain);
    if let Some(a) = player.astronauts.get_mut(usize::from(astronaut)) {
        a.at = Place::Hangar(hangar);
        a.remaining = 0;
    }
    player.experiments.push(super::state::OwnedExperiment {
        experiment: plan.experiment,
        side: def.side,
        line: plan.line,
    });
    let vp = plan.line_vp + i32::from(def.vp);
    player.vp += vp;
    player.ledger.line_vp += plan.line_vp;
    player.ledger.printed_vp += i32::from(def.vp);
    let before_rp = player.rp;
    player.add_rp(u32::from(def.rp));
    let rp = i64::from(player.rp) - i64::from(before_rp);
    let effect = match def.effect {
        Effect::Time => say!(
            "humanity-log-time-units",
            count = 2,
            moves = super::describe::moves_words(&time_move(state, seat, 2))
        ),
        Effect::Reactivate => {
            reactivate_base(&mut state.players[seat]);
            say!("humanity-log-reactivated")
        }
        Effect::None => String::new(),
    };
    log.push(seat, || {
        // Named as the station shows it: by the hangar it faces, which is where the astronaut
        // goes.
        say!(
            "humanity-log-experiment",
            who = state.who(seat),
            hangar = hangar + 1,
            side = super::describe::side_word(def.side),
            line = plan.line + 1,
            payment = super::describe::payment(payment),
            astronaut = astronaut + 1,
            gains = gains(i64::from(vp), rp),
        ) + &effect
    });
    Ok(())
}

/// Design 8.5: every astronaut in the base gets its full WP back; station astronauts stay.
pub fn reactivate_base(player: &mut Player) {
    for a in player.astronauts.iter_mut() {
        if matches!(a.at, Place::Base(_)) {
            a.remaining = a.wp;
        }
    }
}

// ---- Pass (section 2.4) ----

fn pass(state: &mut State, seat: Seat, astronaut: u8, log: &mut Log) -> Result<(), RuleError> {
    active_astronaut(&state.players[seat], astronaut)?;
    if has_non_pass_action(state, seat) {
        return Err(RuleError::PassNotAllowed);
    }
    if let Some(a) = state.players[seat]
        .astronauts
        .get_mut(usize::from(astronaut))
    {
        a.remaining = 0;
    }
    log.push(seat, || {
        say!(
            "humanity-log-passed",
            who = state.who(seat),
            astronaut = astronaut + 1
        )
    });
    Ok(())
}
