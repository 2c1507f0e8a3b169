//! A Humanity decision as a player makes it (`engine::choice`), in the order of design 2.3: the
//! astronaut (tappable on the base), what it does, then the action's own steps. Work: a tile
//! (tappable), how many times, then another tile or stop, until the WP run out. Deploy: the
//! module (tappable on the station), a communication module's colour, the payment, the
//! upgrades. Experiment: the experiment (tappable on the station, by the hangar it faces), the
//! payment. The payment offers the proposed one first (design 4.6), then every other way to pay
//! (or, when there are many, the modules that pay each resource, step by step), so that every
//! payment the rules accept is reachable. Placing returning astronauts: a landing cell for each,
//! in turn (tappable).
//!
//! The legal list of `legal` holds one activation per Work and only the proposed payment, so
//! the steps are written here from the rules, not factored from that list; the unit tests apply
//! every leaf they reach and find a path to every legal action (`path_of`).

use super::action::{Action, Placement, Spend};
use super::base::placement_cells;
use super::catalogue::{catalogue, AdjTarget, Colour, Cost, Effect, Kind, ModuleDef, Res};
use super::cell::Cell;
use super::describe::{
    colour_word, cost_words, module_name, payment_words, produces_words, shape_word, side_word,
    signed, symbol_word, tile_words,
};
use super::legal::{activatable_cells, has_non_pass_action, placeable_at};
use super::payment::{planned_payment, propose_payment, Pool};
use super::payways::{self, Take, Way};
use super::rules::{line_score, plan_deploy};
use super::state::{Phase, Place, Player, State, HANGARS, MAX_STOCK, MAX_WP};
use crate::engine::choice::{Offer, PathError, Question, Step};
use crate::engine::Seat;
use crate::say;

/// At most this many ways to pay are offered in one list; beyond, the payment is chosen
/// resource by resource.
const LISTED_WAYS: usize = 8;

/// The board key of a cell of the player's base ("cell-L12"): a tile, an astronaut or a landing
/// cell.
pub fn cell_target(c: Cell) -> String {
    format!("cell-{c}")
}

/// The board key of a hangar of the station by the number players read ("hangar-4"): its
/// module, or the experiment that faces it.
pub fn hangar_target(h: u8) -> String {
    format!("hangar-{}", u16::from(h) + 1)
}

/// The seat's decision at the end of `path`.
pub fn choices(state: &State, seat: Seat, path: &[usize]) -> Result<Step<Action>, PathError> {
    if state.validate().is_err() {
        return Err(PathError::NotDeciding);
    }
    let mut d = Driver {
        rest: path,
        goal: None,
        taken: Vec::new(),
    };
    match decide(state, seat, &mut d) {
        Ok(action) if d.rest.is_empty() => Ok(Step::Done(action)),
        Ok(_) => Err(PathError::NoSuchOption),
        Err(Halt::Ask(q)) => Ok(Step::Ask(q)),
        Err(Halt::No(e)) => Err(e),
    }
}

/// The path to a decision that does what `action` does (its activations grouped by tile in
/// the order of first use, its payment by the units it takes from each module, its upgrades in
/// astronaut order), or `None` when the rules refuse `action`. Single-option steps are in the
/// path, as `choice::walk` fills them in.
pub fn path_of(state: &State, seat: Seat, action: &Action) -> Option<Vec<usize>> {
    if state.validate().is_err() {
        return None;
    }
    let player = state.player(seat)?;
    let mut d = Driver {
        rest: &[],
        goal: Some(Goal::of(player, action)?),
        taken: Vec::new(),
    };
    decide(state, seat, &mut d).ok()?;
    Some(d.taken)
}

/// Where a walk stops before the action: a question the path does not answer, or why not.
enum Halt {
    Ask(Question),
    No(PathError),
}

type Walk<T> = Result<T, Halt>;

/// What `path_of` looks for: an action as its steps see it.
struct Goal {
    astronaut: Option<u8>,
    kind: Option<Doing>,
    /// Work: (tile, how often), in the order of first use.
    tiles: Vec<(Cell, u8)>,
    hangar: Option<u8>,
    colour: Option<Colour>,
    slot: Option<u8>,
    /// The units the payment takes from each module, in all and for each resource it pays.
    take: Take,
    take_by: Vec<(Res, Take)>,
    upgrades: Vec<u8>,
    places: Vec<Placement>,
}

impl Goal {
    fn of(player: &Player, action: &Action) -> Option<Goal> {
        let mut g = Goal {
            astronaut: action.astronaut(),
            kind: None,
            tiles: Vec::new(),
            hangar: None,
            colour: None,
            slot: None,
            take: Vec::new(),
            take_by: Vec::new(),
            upgrades: Vec::new(),
            places: Vec::new(),
        };
        let paying = |g: &mut Goal, spends: &[Spend]| -> Option<()> {
            g.take = payways::take_of(player, spends)?;
            for r in payways::ORDER {
                let part: Vec<Spend> = spends.iter().filter(|s| s.pays == r).copied().collect();
                g.take_by.push((r, payways::take_of(player, &part)?));
            }
            Some(())
        };
        match action {
            Action::Work { activations, .. } => {
                g.kind = Some(Doing::Work);
                for &c in activations {
                    match g.tiles.iter_mut().find(|(t, _)| *t == c) {
                        Some((_, n)) => *n = n.saturating_add(1),
                        None => g.tiles.push((c, 1)),
                    }
                }
            }
            Action::Deploy {
                hangar,
                colour,
                payment,
                upgrades,
                ..
            } => {
                g.kind = Some(Doing::Deploy);
                g.hangar = Some(*hangar);
                g.colour = *colour;
                paying(&mut g, payment)?;
                g.upgrades = upgrades.clone();
                g.upgrades.sort_unstable();
            }
            Action::Experiment { slot, payment, .. } => {
                g.kind = Some(Doing::Experiment);
                g.slot = Some(*slot);
                paying(&mut g, payment)?;
            }
            Action::Pass { .. } => g.kind = Some(Doing::Pass),
            Action::Place { placements } => g.places = placements.clone(),
        }
        Some(g)
    }

    fn take_for(&self, r: Res) -> Option<&Take> {
        self.take_by.iter().find(|(x, _)| *x == r).map(|(_, t)| t)
    }
}

/// Follows a path (or, for `path_of`, looks for a goal) through the questions.
struct Driver<'a> {
    rest: &'a [usize],
    goal: Option<Goal>,
    /// The options taken for the goal.
    taken: Vec<usize>,
}

impl Driver<'_> {
    /// The value of the option the path (or the goal, by `wanted`) takes at this question; the
    /// question itself when the path ends here.
    fn pick<T>(
        &mut self,
        ask: String,
        mut options: Vec<(Offer, T)>,
        wanted: impl Fn(&T, &Goal) -> bool,
    ) -> Walk<T> {
        if let Some(goal) = &self.goal {
            let i = options
                .iter()
                .position(|(o, t)| o.refused.is_none() && wanted(t, goal))
                .ok_or(Halt::No(PathError::NoSuchOption))?;
            self.taken.push(i);
            return Ok(options.swap_remove(i).1);
        }
        let Some((&i, tail)) = self.rest.split_first() else {
            return Err(Halt::Ask(Question {
                ask,
                offers: options.into_iter().map(|(o, _)| o).collect(),
            }));
        };
        if i >= options.len() {
            return Err(Halt::No(PathError::NoSuchOption));
        }
        let (offer, value) = options.swap_remove(i);
        if let Some(why) = offer.refused {
            return Err(Halt::No(PathError::Refused(why)));
        }
        self.rest = tail;
        Ok(value)
    }
}

fn decide(state: &State, seat: Seat, d: &mut Driver) -> Walk<Action> {
    let player = state.player(seat).ok_or(Halt::No(PathError::NotDeciding))?;
    match state.phase {
        Phase::Placement => place(player, d),
        Phase::Turn { seat: s } if usize::from(s) == seat => turn(state, seat, player, d),
        _ => Err(Halt::No(PathError::NotDeciding)),
    }
}

// ---- Placing returning astronauts (design 12) ----

fn place(player: &Player, d: &mut Driver) -> Walk<Action> {
    let returning: Vec<u8> = (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].at == Place::Returning)
        .collect();
    if returning.is_empty() || player.placement.is_some() {
        return Err(Halt::No(PathError::NotDeciding));
    }
    let cells = placement_cells(player);
    let mut placements: Vec<Placement> = Vec::new();
    for (k, &astronaut) in returning.iter().enumerate() {
        let wp = player.astronauts[usize::from(astronaut)].wp;
        let ask = if k == 0 {
            say!(
                "humanity-choice-place-first",
                astronaut = astronaut + 1,
                wp = wp
            )
        } else {
            say!(
                "humanity-choice-place-next",
                astronaut = astronaut + 1,
                wp = wp
            )
        };
        let options = cells
            .iter()
            .filter(|c| placements.iter().all(|p| p.cell != **c))
            .map(|&c| {
                (
                    Offer::new(say!(
                        "humanity-choice-landing",
                        cell = c.name(),
                        next = next_to(player, c)
                    ))
                    .target(cell_target(c)),
                    c,
                )
            })
            .collect();
        let cell = d.pick(ask, options, |c, g| {
            g.places
                .iter()
                .any(|p| p.astronaut == astronaut && p.cell == *c)
        })?;
        placements.push(Placement { astronaut, cell });
    }
    Ok(Action::Place { placements })
}

/// "next to the Ice drill and the Power plant": the modules a landing cell touches.
fn next_to(player: &Player, c: Cell) -> String {
    let names: Vec<String> = c
        .neighbours()
        .iter()
        .filter_map(|&n| {
            let m = player.modules.iter().find(|m| m.cell == n)?;
            Some(say!(
                "humanity-the-tile",
                tile = module_name(catalogue().module(m.module)),
                cell = n.name()
            ))
        })
        .collect();
    say!("humanity-choice-next-to", modules = join(&names))
}

/// "a", "a and b", "a, b and c", in the reader's language.
fn join(parts: &[String]) -> String {
    crate::engine::msg::list(parts, "")
}

// ---- A turn (design 2.3) ----

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Doing {
    Work,
    Deploy,
    Experiment,
    Pass,
}

/// Why astronaut `i` cannot work, deploy or carry out an experiment now (none: it can).
struct CanDo {
    work: Option<String>,
    deploy: Option<String>,
    experiment: Option<String>,
}

impl CanDo {
    fn of(state: &State, player: &Player, i: u8) -> CanDo {
        let cat = catalogue();
        let a = &player.astronauts[usize::from(i)];
        let pool = Pool::of(player);
        let work = activatable_cells(player, a.remaining).is_empty().then(|| {
            say!(
                "humanity-refusal-no-tile",
                wp = a.remaining,
                astronaut = i + 1
            )
        });
        let modules: Vec<u8> = state.hangars.iter().flatten().copied().collect();
        let payable: Vec<u8> = modules
            .iter()
            .copied()
            .filter(|&m| pool.can_pay(&cat.module(m).cost))
            .collect();
        let cell = a.cell();
        let deploy = if modules.is_empty() {
            Some(say!("humanity-refusal-station-empty"))
        } else if payable.is_empty() {
            Some(say!("humanity-refusal-no-module-affordable"))
        } else {
            cell.filter(|&c| !payable.iter().any(|&m| placeable_at(player, m, c)))
                .map(|c| say!("humanity-refusal-only-greenhouses", cell = c.name()))
        };
        let shown: Vec<u8> = state.slots.iter().flatten().copied().collect();
        let experiment = if shown.is_empty() {
            Some(say!("humanity-refusal-no-experiment-left"))
        } else if !shown.iter().any(|&e| pool.can_pay(&cat.experiment(e).cost)) {
            Some(say!("humanity-refusal-no-experiment-affordable"))
        } else {
            None
        };
        CanDo {
            work,
            deploy,
            experiment,
        }
    }

    fn anything(&self) -> bool {
        self.work.is_none() || self.deploy.is_none() || self.experiment.is_none()
    }
}

fn turn(state: &State, seat: Seat, player: &Player, d: &mut Driver) -> Walk<Action> {
    let active: Vec<u8> = (0..3u8)
        .filter(|&i| player.astronauts[usize::from(i)].is_active())
        .collect();
    if active.is_empty() {
        return Err(Halt::No(PathError::NotDeciding));
    }
    let something = has_non_pass_action(state, seat);
    let options = active
        .iter()
        .map(|&i| {
            let a = &player.astronauts[usize::from(i)];
            let mut offer = Offer::new(match a.cell() {
                Some(c) => say!(
                    "humanity-choice-astronaut-at",
                    astronaut = i + 1,
                    cell = c.name(),
                    wp = wp_words(player, i)
                ),
                None => say!(
                    "humanity-choice-astronaut",
                    astronaut = i + 1,
                    wp = wp_words(player, i)
                ),
            });
            if let Some(c) = a.cell() {
                offer = offer.target(cell_target(c));
            }
            let can = CanDo::of(state, player, i);
            if something && !can.anything() {
                offer = offer.refused(say!(
                    "humanity-refusal-astronaut-idle",
                    astronaut = i + 1,
                    work = can.work.unwrap_or_default(),
                    deploy = can.deploy.unwrap_or_default()
                ));
            }
            (offer, i)
        })
        .collect();
    let astronaut = d.pick(say!("humanity-choice-which-astronaut"), options, |i, g| {
        g.astronaut == Some(*i)
    })?;
    let can = CanDo::of(state, player, astronaut);
    let a = player.astronauts[usize::from(astronaut)];
    let deploy_label = match a.cell() {
        Some(c) => say!("humanity-choice-deploy-onto", cell = c.name()),
        None => say!("humanity-choice-deploy"),
    };
    let mut options = vec![
        (
            Offer::new(say!("humanity-choice-work", wp = a.remaining)),
            Doing::Work,
        ),
        (Offer::new(deploy_label), Doing::Deploy),
        (
            Offer::new(say!("humanity-choice-experiment")),
            Doing::Experiment,
        ),
        (Offer::new(say!("humanity-choice-pass")), Doing::Pass),
    ];
    for (offer, doing) in options.iter_mut() {
        let why = match doing {
            Doing::Work => can.work.clone(),
            Doing::Deploy => can.deploy.clone(),
            Doing::Experiment => can.experiment.clone(),
            Doing::Pass => something.then(|| say!("humanity-refusal-pass")),
        };
        if let Some(why) = why {
            offer.refused = Some(why);
        }
    }
    let doing = d.pick(
        say!("humanity-choice-what-does", astronaut = astronaut + 1),
        options,
        |k, g| g.kind == Some(*k),
    )?;
    match doing {
        Doing::Work => work(player, astronaut, d),
        Doing::Deploy => deploy(state, seat, player, astronaut, d),
        Doing::Experiment => experiment(state, player, astronaut, d),
        Doing::Pass => Ok(Action::Pass { astronaut }),
    }
}

/// "1 WP", "3 WP": work points do not take a plural.
fn wp(n: u8) -> String {
    say!("humanity-wp", n = n)
}

/// "2 WP", "1 of 3 WP left".
fn wp_words(player: &Player, i: u8) -> String {
    let a = &player.astronauts[usize::from(i)];
    if a.remaining < a.wp {
        say!("humanity-wp-left", left = a.remaining, wp = a.wp)
    } else {
        wp(a.wp)
    }
}

// ---- Work (design 3) ----

fn tile_wp(player: &Player, c: Cell) -> u8 {
    player
        .module_index_at(c)
        .map_or(1, |k| catalogue().module(player.modules[k].module).wp)
}

/// How often the tile at `c` can be activated with `left` WP (stock room, resistance).
fn most_times(player: &Player, c: Cell, left: u8) -> u8 {
    let by_wp = left / tile_wp(player, c).max(1);
    let room = match player.module_index_at(c) {
        Some(k) if catalogue().module(player.modules[k].module).is_producer() => {
            MAX_STOCK.saturating_sub(player.modules[k].stock)
        }
        Some(_) => by_wp,
        None => player
            .obstacles
            .iter()
            .find(|o| o.cell == c)
            .map_or(0, |o| o.resistance),
    };
    by_wp.min(room)
}

/// The tile at `c` activated `n` times on `player` (a copy the steps keep).
fn activate(player: &mut Player, c: Cell, n: u8) {
    if let Some(k) = player.module_index_at(c) {
        if catalogue().module(player.modules[k].module).is_producer() {
            let m = &mut player.modules[k];
            m.stock = m.stock.saturating_add(n).min(MAX_STOCK);
        }
    } else if let Some(o) = player.obstacle_index_at(c) {
        let r = player.obstacles[o].resistance.saturating_sub(n);
        if r == 0 {
            player.obstacles.remove(o);
        } else {
            player.obstacles[o].resistance = r;
        }
    }
}

/// A tile as an option: what one activation does and costs.
fn tile_offer(player: &Player, c: Cell) -> Offer {
    let wp = wp(tile_wp(player, c));
    let label = match player.module_index_at(c) {
        Some(k) => {
            let m = &player.modules[k];
            let def = catalogue().module(m.module);
            if def.is_producer() {
                say!(
                    "humanity-choice-tile-producer",
                    tile = module_name(def),
                    cell = c.name(),
                    res = produces_words(def),
                    wp = wp,
                    stock = m.stock
                )
            } else {
                say!(
                    "humanity-choice-tile-time",
                    tile = module_name(def),
                    cell = c.name(),
                    wp = wp
                )
            }
        }
        None => {
            let r = player
                .obstacles
                .iter()
                .find(|o| o.cell == c)
                .map_or(0, |o| o.resistance);
            say!(
                "humanity-choice-tile-obstacle",
                cell = c.name(),
                resistance = r,
                wp = wp
            )
        }
    };
    Offer::new(label).target(cell_target(c))
}

/// What activating the tile at `c` `n` times leaves.
fn times_offer(player: &Player, c: Cell, n: u8) -> Offer {
    let wp = wp(n * tile_wp(player, c));
    let result = match player.module_index_at(c) {
        Some(k) if catalogue().module(player.modules[k].module).is_producer() => {
            let m = &player.modules[k];
            say!(
                "humanity-choice-stored",
                stock = m.stock.saturating_add(n).min(MAX_STOCK)
            )
        }
        Some(_) => say!("humanity-choice-time-units", count = n),
        None => {
            let r = player
                .obstacles
                .iter()
                .find(|o| o.cell == c)
                .map_or(0, |o| o.resistance);
            if n >= r {
                say!("humanity-choice-cleared")
            } else {
                say!("humanity-choice-resistance-left", resistance = r - n)
            }
        }
    };
    Offer::new(say!(
        "humanity-choice-times",
        count = n,
        wp = wp,
        result = result
    ))
}

fn work(player: &Player, astronaut: u8, d: &mut Driver) -> Walk<Action> {
    let mut sim = player.clone();
    let mut left = player.astronauts[usize::from(astronaut)].remaining;
    let mut activations: Vec<Cell> = Vec::new();
    let mut used: Vec<Cell> = Vec::new();
    loop {
        let cells: Vec<Cell> = activatable_cells(&sim, left)
            .into_iter()
            .filter(|c| !used.contains(c))
            .collect();
        if left == 0 || cells.is_empty() {
            break;
        }
        let k = used.len();
        let mut options: Vec<(Offer, Option<Cell>)> = cells
            .iter()
            .map(|&c| (tile_offer(&sim, c), Some(c)))
            .collect();
        let ask = if k == 0 {
            say!("humanity-choice-first-tile", astronaut = astronaut + 1)
        } else {
            options.push((Offer::new(say!("humanity-choice-stop", wp = left)), None));
            say!(
                "humanity-choice-next-tile",
                astronaut = astronaut + 1,
                wp = left
            )
        };
        let Some(c) = d.pick(ask, options, |t, g| *t == g.tiles.get(k).map(|x| x.0))? else {
            break;
        };
        let most = most_times(&sim, c, left);
        let options = (1..=most).map(|n| (times_offer(&sim, c, n), n)).collect();
        let n = d.pick(
            say!(
                "humanity-choice-how-many",
                astronaut = astronaut + 1,
                tile = tile_words(&sim, c)
            ),
            options,
            |n, g| g.tiles.get(k).map(|x| x.1) == Some(*n),
        )?;
        left = left.saturating_sub(n * tile_wp(&sim, c));
        activate(&mut sim, c, n);
        activations.extend(std::iter::repeat_n(c, usize::from(n)));
        used.push(c);
    }
    Ok(Action::Work {
        astronaut,
        activations,
    })
}

// ---- Deploy (design 5-7) ----

/// "orange (gear)".
fn colour_words(c: Colour) -> String {
    say!(
        "humanity-colour-with-symbol",
        colour = colour_word(c),
        symbol = symbol_word(c)
    )
}

/// What a module is, as its tile on the station shows it.
fn module_features(def: &ModuleDef) -> String {
    let colour = def
        .colour
        .map_or_else(|| say!("humanity-feature-colour-chosen"), colour_words);
    let mut parts = vec![colour];
    match def.kind {
        Kind::Production | Kind::Start => parts.push(say!(
            "humanity-feature-makes",
            res = produces_words(def),
            wp = def.wp
        )),
        Kind::Time => parts.push(say!("humanity-feature-time", wp = def.wp)),
        Kind::Greenhouse => parts.push(match def.shape {
            Some(shape) => say!("humanity-feature-greenhouse", shape = shape_word(shape)),
            None => say!("humanity-feature-a-greenhouse"),
        }),
        Kind::Drone => parts.push(say!("humanity-feature-drone")),
        Kind::Communication | Kind::Supply | Kind::Purple => {}
    }
    if def.rp > 0 {
        parts.push(say!("humanity-gain-rp", n = signed(def.rp)));
    }
    if def.vp > 0 {
        parts.push(say!("humanity-gain-vp", n = signed(def.vp)));
    }
    if let Some((target, rp)) = def.adj {
        let of = match target {
            AdjTarget::Any => say!("humanity-feature-any-colour"),
            AdjTarget::Orange => colour_words(Colour::Orange),
            AdjTarget::Blue => colour_words(Colour::Blue),
            AdjTarget::Purple => colour_words(Colour::Purple),
            AdjTarget::Green => colour_words(Colour::Green),
        };
        parts.push(say!("humanity-feature-adjacency", rp = signed(rp), of = of));
    }
    parts.join(&say!("humanity-semicolon"))
}

/// "+2 VP, +3 RP, 1 square (1 upgrade)": what a checked deploy gains (whatever it pays).
fn gains_words(plan: &super::rules::DeployPlan, player: &Player) -> String {
    let g = &plan.gains;
    let squares = g.squares.len();
    let vp = i64::from(g.printed_vp + g.greenhouse_vp) + squares as i64;
    let rp = (u32::from(player.rp) + g.printed_rp + g.adjacency_rp)
        .min(u32::from(super::state::MAX_RP))
        - u32::from(player.rp);
    let mut out = super::describe::gains(vp, i64::from(rp));
    if squares > 0 {
        out += &say!("humanity-log-squares", count = squares);
        let up = plan.upgrades_owed();
        if up > 0 {
            out += &say!("humanity-choice-upgrades", count = up);
        }
    }
    out
}

fn deploy(
    state: &State,
    seat: Seat,
    player: &Player,
    astronaut: u8,
    d: &mut Driver,
) -> Walk<Action> {
    let cat = catalogue();
    let pool = Pool::of(player);
    let cell = player.astronauts[usize::from(astronaut)]
        .cell()
        .ok_or(Halt::No(PathError::NotDeciding))?;
    let mut options = Vec::new();
    for h in 0..HANGARS {
        let Some(m) = state.hangars[usize::from(h)] else {
            continue;
        };
        let def = cat.module(m);
        let mut offer = Offer::new(say!(
            "humanity-choice-module",
            module = module_name(def),
            hangar = h + 1,
            cost = cost_words(&def.cost)
        ))
        .detail(module_features(def))
        .target(hangar_target(h));
        if !pool.can_pay(&def.cost) {
            offer = offer.refused(say!(
                "humanity-refusal-cannot-pay",
                cost = cost_words(&def.cost)
            ));
        } else {
            // Any payment will do to check the rest (the proposal's search over every order of
            // the variable producers is kept for the payment step).
            let some_payment = planned_payment(player, &def.cost).unwrap_or_default();
            let colour = (def.kind == Kind::Communication).then_some(Colour::Orange);
            match plan_deploy(state, seat, astronaut, h, colour, &some_payment) {
                Ok(plan) if colour.is_none() => {
                    offer = offer.detail(say!(
                        "humanity-choice-gains-at",
                        cell = cell.name(),
                        gains = gains_words(&plan, player)
                    ));
                }
                Ok(_) => {}
                Err(e) => offer = offer.refused(e.to_string()),
            }
        }
        options.push((offer, h));
    }
    let hangar = d.pick(
        say!(
            "humanity-choice-which-module",
            astronaut = astronaut + 1,
            cell = cell.name()
        ),
        options,
        |h, g| g.hangar == Some(*h),
    )?;
    let m = state.hangars[usize::from(hangar)].ok_or(Halt::No(PathError::NoSuchOption))?;
    let def = cat.module(m);
    let some_payment =
        planned_payment(player, &def.cost).ok_or(Halt::No(PathError::NoSuchOption))?;
    let colour = if def.kind == Kind::Communication {
        let options = [Colour::Orange, Colour::Blue]
            .into_iter()
            .map(|c| {
                let mut offer = Offer::new(say!(
                    "humanity-colour-with-symbol",
                    colour = say!(&format!("humanity-colour-{}-name", c.name())),
                    symbol = symbol_word(c)
                ));
                if let Ok(plan) =
                    plan_deploy(state, seat, astronaut, hangar, Some(c), &some_payment)
                {
                    offer = offer.detail(say!(
                        "humanity-choice-gains-at",
                        cell = cell.name(),
                        gains = gains_words(&plan, player)
                    ));
                }
                (offer, Some(c))
            })
            .collect();
        d.pick(say!("humanity-choice-which-colour"), options, |c, g| {
            g.colour == *c
        })?
    } else {
        None
    };
    let payment = pay(
        player,
        &def.cost,
        &say!("humanity-the-module", module = module_name(def)),
        d,
    )?;
    let plan = plan_deploy(state, seat, astronaut, hangar, colour, &payment)
        .map_err(|e| Halt::No(PathError::Refused(e.to_string())))?;
    let upgrades = upgrades(player, plan.upgrades_owed(), d)?;
    Ok(Action::Deploy {
        astronaut,
        hangar,
        colour,
        payment,
        upgrades,
    })
}

/// Design 7.3: who gets the upgrades a deploy earns (each +1 WP, up to 4), when there is a
/// choice; as many as astronauts below 4 WP can take.
fn upgrades(player: &Player, owed: usize, d: &mut Driver) -> Walk<Vec<u8>> {
    let room: Vec<u8> = player
        .astronauts
        .iter()
        .map(|a| MAX_WP.saturating_sub(a.wp))
        .collect();
    let owed = owed.min(room.iter().map(|&r| usize::from(r)).sum());
    if owed == 0 {
        return Ok(Vec::new());
    }
    let mut shares: Vec<[u8; 3]> = Vec::new();
    share_out(owed as u8, &room, &mut [0; 3], 0, &mut shares);
    let options = shares
        .into_iter()
        .map(|share| {
            let parts: Vec<String> = (0..3)
                .filter(|&i| share[i] > 0)
                .enumerate()
                .map(|(k, i)| {
                    let wp = player.astronauts[i].wp;
                    let id = if k == 0 {
                        "humanity-choice-upgrade-first"
                    } else {
                        "humanity-choice-upgrade"
                    };
                    say!(id, astronaut = i + 1, from = wp, to = wp + share[i])
                })
                .collect();
            let label = join(&parts);
            let list: Vec<u8> = (0..3u8)
                .flat_map(|i| std::iter::repeat_n(i, usize::from(share[usize::from(i)])))
                .collect();
            (Offer::new(label), list)
        })
        .collect();
    let ask = if owed == 1 {
        say!("humanity-choice-upgrade-one")
    } else {
        say!("humanity-choice-upgrade-many", count = owed)
    };
    d.pick(ask, options, |list, g| *list == g.upgrades)
}

/// Every way to share `left` upgrades among the astronauts from `i` on, each at most its room,
/// astronaut 1 first.
fn share_out(left: u8, room: &[u8], now: &mut [u8; 3], i: usize, out: &mut Vec<[u8; 3]>) {
    if i == now.len() {
        if left == 0 {
            out.push(*now);
        }
        return;
    }
    let most = left.min(room.get(i).copied().unwrap_or(0));
    for n in (0..=most).rev() {
        now[i] = n;
        share_out(left - n, room, now, i + 1, out);
    }
    now[i] = 0;
}

// ---- Experiments (design 8) ----

fn experiment(state: &State, player: &Player, astronaut: u8, d: &mut Driver) -> Walk<Action> {
    let cat = catalogue();
    let pool = Pool::of(player);
    let mut options = Vec::new();
    for slot in 1..=super::state::SLOTS as u8 {
        let Some(e) = state.slots[usize::from(slot - 1)] else {
            continue;
        };
        let def = cat.experiment(e);
        let hangar = (slot + state.arm) % HANGARS;
        let (line, line_vp) = line_score(player, def.side);
        let mut gains = say!("humanity-gain-rp", n = signed(def.rp));
        if def.vp > 0 {
            gains += ", ";
            gains += &say!("humanity-gain-vp", n = signed(def.vp));
        }
        match def.effect {
            Effect::Time => gains += &say!("humanity-choice-then-time"),
            Effect::Reactivate => gains += &say!("humanity-choice-then-reactivate"),
            Effect::None => {}
        }
        let mut offer = Offer::new(say!(
            "humanity-choice-experiment-at",
            hangar = hangar + 1,
            side = side_word(def.side),
            cost = cost_words(&def.cost)
        ))
        .detail(gains)
        .detail(say!(
            "humanity-choice-experiment-line",
            line = line + 1,
            side = side_word(def.side),
            vp = if line_vp > 0 {
                say!("humanity-gain-vp", n = signed(line_vp))
            } else {
                say!("humanity-no-vp")
            },
            astronaut = astronaut + 1,
            hangar = hangar + 1
        ))
        .target(hangar_target(hangar));
        if !pool.can_pay(&def.cost) {
            offer = offer.refused(say!(
                "humanity-refusal-cannot-pay",
                cost = cost_words(&def.cost)
            ));
        }
        options.push((offer, slot));
    }
    let slot = d.pick(
        say!(
            "humanity-choice-which-experiment",
            astronaut = astronaut + 1
        ),
        options,
        |s, g| g.slot == Some(*s),
    )?;
    let e = state.slots[usize::from(slot - 1)].ok_or(Halt::No(PathError::NoSuchOption))?;
    let def = cat.experiment(e);
    let hangar = (slot + state.arm) % HANGARS;
    let payment = pay(
        player,
        &def.cost,
        &say!("humanity-the-experiment", hangar = hangar + 1),
        d,
    )?;
    Ok(Action::Experiment {
        astronaut,
        slot,
        payment,
    })
}

// ---- Paying (design 4) ----

/// What one option of the payment question leads to.
enum PayOption {
    Way(Way),
    /// Chosen resource by resource.
    ByResource,
}

/// A way to pay as an option: where the units come from, and what the modules keep.
fn way_offer(player: &Player, stock: &[u8], way: &Way, proposed: bool) -> Offer {
    let words = payment_words(player, &way.spends);
    let label = if proposed {
        say!("humanity-choice-proposed", payment = words)
    } else if way.spends.is_empty() {
        say!("humanity-choice-payment-nothing")
    } else {
        say!("humanity-choice-payment", payment = words)
    };
    let kept: Vec<String> = player
        .modules
        .iter()
        .enumerate()
        .filter(|(i, _)| way.take.get(*i).is_some_and(|&t| t > 0))
        .map(|(i, m)| {
            let left = stock[i].saturating_sub(way.take[i]);
            say!("humanity-choice-kept", count = left, cell = m.cell.name())
        })
        .collect();
    Offer::new(label).detail(say!("humanity-choice-afterwards", kept = kept.join(", ")))
}

fn pay(player: &Player, cost: &Cost, what: &str, d: &mut Driver) -> Walk<Vec<Spend>> {
    let items = payways::items(cost);
    let stock = payways::stock(player);
    let proposed = propose_payment(player, cost).ok_or(Halt::No(PathError::NoSuchOption))?;
    let proposed = Way {
        take: payways::take_of(player, &proposed).ok_or(Halt::No(PathError::NoSuchOption))?,
        spends: proposed,
    };
    let mut options = vec![(
        way_offer(player, &stock, &proposed, true),
        PayOption::Way(proposed.clone()),
    )];
    match payways::ways(player, &stock, &items, LISTED_WAYS) {
        Some(all) => {
            for w in all.into_iter().filter(|w| w.take != proposed.take) {
                options.push((way_offer(player, &stock, &w, false), PayOption::Way(w)));
            }
        }
        None => options.push((
            Offer::new(say!("humanity-choice-by-resource")),
            PayOption::ByResource,
        )),
    }
    let chosen = d.pick(
        say!(
            "humanity-choice-how-pay",
            cost = cost_words(cost),
            what = what
        ),
        options,
        |o, g| match o {
            PayOption::Way(w) => w.take == g.take,
            PayOption::ByResource => true,
        },
    )?;
    match chosen {
        PayOption::Way(w) => Ok(w.spends),
        PayOption::ByResource => by_resource(player, &items, stock, d),
    }
}

/// The payment chosen resource by resource (electricity, the advanced, the basic): for each,
/// every way its items can be paid that leaves enough for the rest.
fn by_resource(
    player: &Player,
    items: &[Res],
    mut stock: Vec<u8>,
    d: &mut Driver,
) -> Walk<Vec<Spend>> {
    let mut spends: Vec<Spend> = Vec::new();
    for r in payways::ORDER {
        let these: Vec<Res> = items.iter().copied().filter(|x| *x == r).collect();
        if these.is_empty() {
            continue;
        }
        let rank = |x: Res| payways::ORDER.iter().position(|o| *o == x);
        let later: Vec<Res> = items
            .iter()
            .copied()
            .filter(|&x| rank(x) > rank(r))
            .collect();
        let ways = payways::ways(player, &stock, &these, usize::MAX).unwrap_or_default();
        let options = ways
            .into_iter()
            .filter(|w| payways::can_pay(player, &payways::less(&stock, &w.take), &later))
            .map(|w| (way_offer(player, &stock, &w, false), w))
            .collect();
        let ask = say!(
            "humanity-choice-how-pay-the",
            cost = cost_words(&payways::cost_of(&these))
        );
        let w = d.pick(ask, options, |w, g| g.take_for(r) == Some(&w.take))?;
        stock = payways::less(&stock, &w.take);
        spends.extend(w.spends);
    }
    Ok(spends)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::choice::{leaves, walk};
    use crate::engine::humanity::legal::legal_actions;
    use crate::engine::humanity::testkit::{all_stock, game, hangar, put, slot};
    use crate::engine::humanity::{default_action, Humanity};
    use crate::engine::rng::Rng;
    use crate::engine::Game;
    use crate::i18n::{words, Lang};

    /// Words in English, as a player reads them.
    fn en(text: &str) -> String {
        words(Lang::En, text)
    }

    /// A question in `lang`: its ask, and each option's label, details and refusal.
    fn worded(q: &Question, lang: Lang) -> Question {
        Question {
            ask: words(lang, &q.ask),
            offers: q
                .offers
                .iter()
                .map(|o| {
                    let mut w = o.clone();
                    w.label = words(lang, &o.label);
                    w.detail = o.detail.iter().map(|d| words(lang, d)).collect();
                    w.refused = o.refused.as_ref().map(|r| words(lang, r));
                    w
                })
                .collect(),
        }
    }

    /// A random walk down the steps from the start: the action and every question asked.
    fn random_walk(s: &State, seat: Seat, rng: &mut Rng) -> (Action, Vec<Question>) {
        let mut path = Vec::new();
        let mut asked = Vec::new();
        loop {
            match choices(s, seat, &path).expect("a step") {
                Step::Done(a) => return (a, asked),
                Step::Ask(q) => {
                    let open: Vec<usize> = (0..q.offers.len())
                        .filter(|&i| q.offers[i].refused.is_none())
                        .collect();
                    assert!(!open.is_empty(), "a question with nothing to choose: {q:?}");
                    path.push(open[rng.below(open.len() as u64) as usize]);
                    asked.push(q);
                }
            }
        }
    }

    /// Every text of a whole random game (its log lines, the questions and options of its
    /// decisions, previews, refusals, the turn mail's prompt) and every component's name is a
    /// text of the game in French, Spanish and the pseudo-language: nothing is left as an id or
    /// a control character, and in the pseudo-language every line went through a text.
    #[test]
    fn every_word_of_a_game_reads_in_every_language() {
        use crate::engine::humanity::catalogue::{Colour, Res, Shape, Side};
        use crate::engine::humanity::describe as d;
        use crate::engine::humanity::error::RuleError;
        use crate::engine::registry::Extras;
        let mut texts: Vec<String> = Vec::new();
        let mut s = game(3, 11);
        let mut rng = Rng::new(11);
        let mut steps = 0;
        while !s.is_over() && steps < 600 {
            steps += 1;
            let seat = super::super::to_act(&s)[0];
            let prompt = Humanity::prompt(&s, seat);
            texts.extend(prompt.progress);
            texts.extend(prompt.decision.map(|(a, b)| [a, b]).into_iter().flatten());
            texts.extend(prompt.situation);
            let (a, asked) = random_walk(&s, seat, &mut rng);
            if steps % 5 == 1 {
                for q in asked {
                    texts.push(q.ask);
                    for o in q.offers {
                        texts.push(o.label);
                        texts.extend(o.detail);
                        texts.extend(o.refused);
                    }
                }
                let w = crate::engine::humanity::preview::words(&s, seat, &a).expect("legal");
                texts.push(w.summary);
                texts.extend(w.lines);
            }
            let (next, events) = Humanity::apply(&s, seat, &a).expect("legal");
            texts.extend(events.into_iter().map(|e| e.text));
            s = next;
        }
        assert!(s.is_over(), "the game ends");
        let cat = catalogue();
        texts.extend(cat.modules.iter().map(module_name));
        for r in Res::ALL {
            texts.push(d::res_word(r));
            texts.push(d::res_name(r));
        }
        for c in [Colour::Orange, Colour::Blue, Colour::Purple, Colour::Green] {
            texts.push(colour_words(c));
            texts.push(say!(&format!("humanity-colour-{}-name", c.name())));
        }
        for sh in [
            Shape::Round,
            Shape::Rectangular,
            Shape::Octagonal,
            Shape::Wild,
        ] {
            texts.push(shape_word(sh));
        }
        texts.extend(Side::ALL.map(side_word));
        texts.extend(super::super::state::SEAT_COLOURS.map(d::seat_colour_words));
        texts.push(d::seat_colour_words(d::seat_name(9)));
        let (c, name, res) = (Cell(0, 0), module_name(cat.module(0)), d::res_name(Res::I));
        let errors = [
            RuleError::GameOver,
            RuleError::NoSuchSeat(5),
            RuleError::NotYourTurn(d::seat_colour_words("Blue")),
            RuleError::PlacementPending,
            RuleError::NotPlacementTime,
            RuleError::NoSuchAstronaut(4),
            RuleError::AstronautOnStation(0),
            RuleError::AstronautReturning(1),
            RuleError::AstronautExhausted(2),
            RuleError::NoActivation,
            RuleError::NoTileAt(c),
            RuleError::NotActivatable {
                name: name.clone(),
                cell: c,
            },
            RuleError::StockFull {
                name: name.clone(),
                cell: c,
            },
            RuleError::NotEnoughWp {
                astronaut: 0,
                left: 1,
                name: name.clone(),
                cell: c,
                cost: 2,
            },
            RuleError::NoSuchHangar(9),
            RuleError::EmptyHangar(2),
            RuleError::NoSuchSlot(8),
            RuleError::EmptySlot(3),
            RuleError::ColourNeeded,
            RuleError::BadColour(d::colour_word(Colour::Green)),
            RuleError::ColourNotAllowed(name.clone()),
            RuleError::GreenhouseGroupTooBig(c),
            RuleError::GreenhouseSameShape {
                cell: c,
                shape: shape_word(Shape::Round),
            },
            RuleError::PayFromNothing(c),
            RuleError::PayNothing,
            RuleError::PayWrongType {
                name: name.clone(),
                cell: c,
                stores: d::stores_names(3),
                pays: res.clone(),
            },
            RuleError::ConvertNotAdvanced(res.clone()),
            RuleError::ConvertWrongType {
                name: name.clone(),
                cell: c,
                pays: d::res_name(Res::O),
                pair: res.clone(),
            },
            RuleError::Overdraw {
                name: name.clone(),
                cell: c,
                stock: 1,
                taken: 2,
            },
            RuleError::ConvertNotTriple {
                res: res.clone(),
                units: 2,
            },
            RuleError::PaymentMismatch {
                what: say!("humanity-what-experiment"),
                res: res.clone(),
                need: 2,
                got: 1,
            },
            RuleError::Unaffordable(d::cost_names(&Cost::parse("IIM").expect("cost"))),
            RuleError::UpgradeCount { owed: 1, given: 0 },
            RuleError::UpgradeFull(0),
            RuleError::PassNotAllowed,
            RuleError::NothingToPlace,
            RuleError::AlreadyPlaced,
            RuleError::PlacementCount { need: 2, given: 1 },
            RuleError::NotReturning(1),
            RuleError::PlacedTwice(1),
            RuleError::CellTaken(c),
            RuleError::SameCell(c),
            RuleError::NotNextToModule(c),
        ];
        texts.extend(errors.iter().map(|e| e.to_string()));
        assert!(texts.len() > 500, "{}", texts.len());
        // Every text of the game's words is translated (none falls back to English).
        let play = include_str!("../../i18n/en/games/humanity-play.ftl");
        for lang in [Lang::Fr, Lang::Es] {
            let missing: Vec<String> = crate::i18n::missing(lang)
                .into_iter()
                .filter(|id| play.contains(&format!("\n{id} =")))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
        for lang in [Lang::Fr, Lang::Es, Lang::Pseudo] {
            for text in &texts {
                let w = words(lang, text);
                assert!(
                    !w.contains(['\u{2}', '\u{3}', '\u{1f}']) && !w.contains("humanity-"),
                    "{lang:?}: {w:?} from {text:?}"
                );
                if lang == Lang::Pseudo {
                    assert!(w.contains('⟦'), "not a text: {w:?}");
                }
            }
        }
    }

    /// Random games at every player count: at every decision, a few random walks down the steps
    /// end in actions the rules accept; every legal action and the default one have a path that
    /// leads to an action doing the same; a path through a refused option is refused.
    #[test]
    fn every_path_ends_in_a_turn_the_rules_accept() {
        let mut small = 0;
        for seed in 0..6u64 {
            let players = 2 + (seed as usize % 3);
            let mut s = game(players, seed);
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            while !s.is_over() && steps < 400 {
                steps += 1;
                let seat = super::super::to_act(&s)[0];
                for _ in 0..3 {
                    let (a, asked) = random_walk(&s, seat, &mut rng);
                    Humanity::apply(&s, seat, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
                    for q in &asked {
                        for o in &worded(q, Lang::En).offers {
                            assert!(!o.label.contains('_'), "{}", o.label);
                        }
                    }
                }
                // A few of the legal actions (all of them cost too much time in a debug build)
                // and the default one.
                let legal = legal_actions(&s, seat);
                let mut goals: Vec<Action> = (0..4)
                    .map(|_| legal[rng.below(legal.len() as u64) as usize].clone())
                    .collect();
                goals.extend(default_action(&s, seat));
                for a in &goals {
                    let path = path_of(&s, seat, a).unwrap_or_else(|| panic!("no path to {a:?}"));
                    let Ok(Step::Done(b)) = choices(&s, seat, &path) else {
                        panic!("the path of {a:?} is not whole");
                    };
                    let w = walk(&|p: &[usize]| choices(&s, seat, p), &path).expect("walks");
                    assert_eq!(w.path, path, "the walk fills in nothing more");
                    // The legal list and the default turn are written as the steps write
                    // them: the same action, not only the same result.
                    assert_eq!(&b, a, "the steps lead to the action itself");
                }
                // Where a decision has few whole choices, every one of them is accepted.
                let step = |p: &[usize]| choices(&s, seat, p);
                if let Some(all) = leaves(&step, &[], 200).expect("walks") {
                    for (_, a) in &all {
                        Humanity::apply(&s, seat, a)
                            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
                    }
                    small += 1;
                }
                let (a, _) = random_walk(&s, seat, &mut rng);
                s = Humanity::apply(&s, seat, &a).expect("legal").0;
            }
            assert!(s.is_over(), "seed {seed}: the game ends");
        }
        assert!(small > 100, "decisions enumerated whole: {small}");
    }

    /// The path to the payment question of the deploy of hangar `h` (or the experiment of
    /// `slot`) by astronaut 1, and that question.
    fn payment_question(s: &State, what: Doing, at: u8) -> (Vec<usize>, Question) {
        let kind = [Doing::Work, Doing::Deploy, Doing::Experiment, Doing::Pass]
            .iter()
            .position(|d| *d == what)
            .expect("a kind");
        let Ok(Step::Ask(q)) = choices(s, 0, &[0, kind]) else {
            panic!("which module or experiment");
        };
        let q = worded(&q, Lang::En);
        let i = q
            .offers
            .iter()
            .position(|o| o.target.as_deref() == Some(hangar_target(at).as_str()))
            .expect("the option at that hangar");
        let mut path = vec![0, kind, i];
        loop {
            match choices(s, 0, &path) {
                Ok(Step::Ask(q)) if en(&q.ask).starts_with("How do you pay") => {
                    return (path, worded(&q, Lang::En))
                }
                Ok(Step::Ask(q)) if q.offers.len() == 1 => path.push(0),
                other => panic!("no payment question: {other:?}"),
            }
        }
    }

    /// Every take the steps from `path` reach, and every way to pay `cost`, sorted.
    fn takes(s: &State, path: &[usize], cost: &Cost) -> (Vec<Take>, Vec<Take>) {
        let p = &s.players[0];
        let step = |x: &[usize]| choices(s, 0, x);
        let mut reached: Vec<Take> = leaves(&step, path, 100_000)
            .expect("walks")
            .expect("not too many")
            .iter()
            .map(|(_, a)| {
                Humanity::apply(s, 0, a).expect("a payment the rules accept");
                payways::take_of(p, a.payment()).expect("cells")
            })
            .collect();
        reached.sort();
        reached.dedup();
        let mut all: Vec<Take> =
            payways::ways(p, &payways::stock(p), &payways::items(cost), 100_000)
                .expect("all")
                .into_iter()
                .map(|w| w.take)
                .collect();
        all.sort();
        (reached, all)
    }

    #[test]
    fn every_way_to_pay_is_listed_after_the_proposed_one() {
        let mut s = game(2, 3);
        all_stock(&mut s, 0, 3);
        slot(&mut s, 1, Some("E1-1")); // ice + insect
        let facing = (1 + s.arm) % HANGARS;
        let (path, q) = payment_question(&s, Doing::Experiment, facing);
        assert!(
            q.offers[0].label.starts_with("The proposed payment: "),
            "{q:?}"
        );
        assert!(q
            .offers
            .iter()
            .skip(1)
            .all(|o| !o.label.starts_with("The proposed")));
        assert!(q
            .offers
            .iter()
            .all(|o| o.detail[0].starts_with("Stored afterwards: ")));
        let (reached, all) = takes(&s, &path, &Cost::parse("IN").expect("cost"));
        assert_eq!(q.offers.len(), all.len(), "one option a way: {q:?}");
        assert_eq!(reached, all, "every way to pay is reached");
    }

    #[test]
    fn many_ways_to_pay_are_chosen_resource_by_resource() {
        let mut s = game(2, 3);
        for (i, id) in ["1-04", "1-05", "1-06"].iter().enumerate() {
            put(&mut s, 0, id, i as i16 - 1, 2, 3);
        }
        all_stock(&mut s, 0, 3);
        hangar(&mut s, 3, Some("2-10")); // electricity + insect + ice + methane
        let (path, q) = payment_question(&s, Doing::Deploy, 3);
        let labels: Vec<&str> = q.offers.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(labels.len(), 2, "{labels:?}");
        assert!(labels[0].starts_with("The proposed payment: "));
        assert_eq!(
            labels[1],
            "Another way: choose the modules that pay, resource by resource"
        );
        let mut by = path.clone();
        by.push(1);
        let Ok(Step::Ask(q)) = choices(&s, 0, &by) else {
            panic!("the first resource");
        };
        assert_eq!(en(&q.ask), "How do you pay the 1 electricity?");
        let (reached, all) = takes(&s, &path, &Cost::parse("ENIM").expect("cost"));
        assert!(all.len() > LISTED_WAYS, "{}", all.len());
        assert_eq!(reached, all, "every way to pay is reached");
    }

    fn ask(s: &State, path: &[usize]) -> Question {
        match choices(s, 0, path) {
            Ok(Step::Ask(q)) => worded(&q, Lang::En),
            other => panic!("a question at {path:?}: {other:?}"),
        }
    }

    #[test]
    fn refused_options_say_why_and_work_ends_when_the_player_stops() {
        let mut s = game(2, 3);
        hangar(&mut s, 3, Some("1-07")); // 3 ice: a new base stores 1
        let q = ask(&s, &[]);
        assert_eq!(q.ask, "Which astronaut acts?");
        assert_eq!(q.offers[0].label, "Astronaut 1 at L12 (2 WP)");
        assert_eq!(q.offers[0].target.as_deref(), Some("cell-L12"));
        let q = ask(&s, &[0]);
        assert_eq!(q.ask, "What does astronaut 1 do?");
        assert_eq!(
            q.offers[3].refused.as_deref(),
            Some("You may pass only when nothing else is possible.")
        );
        let q = ask(&s, &[0, 1]);
        let oxygen = q
            .offers
            .iter()
            .find(|o| o.target.as_deref() == Some("hangar-4"))
            .expect("the oxygen plant");
        assert_eq!(oxygen.label, "The Oxygen plant at hangar 4: costs 3 ice");
        assert_eq!(
            oxygen.refused.as_deref(),
            Some("You cannot pay 3 ice with what your modules store.")
        );
        // Work: a tile, how often, then another tile or stop (never first).
        let q = ask(&s, &[0, 0]);
        assert_eq!(q.ask, "Which tile does astronaut 1 activate first?");
        assert!(q
            .offers
            .iter()
            .all(|o| o.target.is_some() && !o.label.starts_with("Stop")));
        let drill = q
            .offers
            .iter()
            .position(|o| o.label.starts_with("The Ice drill at L13"))
            .expect("the ice drill");
        let q = ask(&s, &[0, 0, drill]);
        assert_eq!(
            q.ask,
            "How many times does astronaut 1 activate the Ice drill at L13?"
        );
        let labels: Vec<&str> = q.offers.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Once (1 WP): 2 of 3 stored", "Twice (2 WP): 3 of 3 stored"]
        );
        let q = ask(&s, &[0, 0, drill, 0]);
        assert_eq!(q.ask, "Astronaut 1 has 1 WP left: which tile next?");
        let stop = q.offers.len() - 1;
        assert_eq!(q.offers[stop].label, "Stop working: the 1 WP left is lost");
        assert!(
            !q.offers
                .iter()
                .any(|o| o.label.starts_with("The Ice drill")),
            "chosen once"
        );
        assert_eq!(
            choices(&s, 0, &[0, 0, drill, 0, stop]),
            Ok(Step::Done(Action::Work {
                astronaut: 0,
                activations: vec![Cell(-1, 0)],
            }))
        );
        let Err(PathError::Refused(why)) = choices(&s, 0, &[0, 3]) else {
            panic!("passing is refused");
        };
        assert_eq!(en(&why), "You may pass only when nothing else is possible.");
        assert_eq!(choices(&s, 0, &[0, 0, 99]), Err(PathError::NoSuchOption));
        assert_eq!(choices(&s, 1, &[]), Err(PathError::NotDeciding));
    }

    /// A time experiment sends its astronaut to a hangar and then moves it back: the preview's
    /// sentence and its log line say the same hangar in the end.
    #[test]
    fn the_preview_names_one_hangar_where_the_astronaut_ends() {
        use crate::engine::humanity::preview::words as preview_words;
        let mut s = game(3, 3);
        all_stock(&mut s, 0, 3);
        slot(&mut s, 5, Some("E1-2")); // insect + methane, then 2 time units
        let path = path_of(
            &s,
            0,
            &Action::Experiment {
                astronaut: 1,
                slot: 5,
                payment: propose_payment(&s.players[0], &Cost::parse("NM").expect("cost"))
                    .expect("affordable"),
            },
        )
        .expect("a path");
        let Ok(Step::Done(a)) = choices(&s, 0, &path) else {
            panic!("whole");
        };
        let w = preview_words(&s, 0, &a).expect("legal");
        let summary = en(&w.summary);
        let line = en(&w.lines[0]);
        let to = (5 + s.arm) % HANGARS + 1;
        let back = to - 2;
        assert!(
            summary.starts_with(&format!(
                "Astronaut 2 carries out the experiment at hangar {to} and ends at hangar {back} of the station."
            )),
            "{summary}"
        );
        assert!(
            line.contains(&format!("astronaut 2 flies to hangar {to})"))
                && line.contains(&format!(
                    "2 time units: astronaut 2 moves back to hangar {back}"
                )),
            "{line}"
        );
    }
}
