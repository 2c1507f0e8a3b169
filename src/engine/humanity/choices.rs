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
use super::catalogue::{catalogue, AdjTarget, Colour, Cost, Effect, Kind, ModuleDef, Res, Shape};
use super::cell::Cell;
use super::describe::{cost_words, payment_words, plural, tile_words, times};
use super::legal::{activatable_cells, has_non_pass_action, placeable_at};
use super::payment::{planned_payment, propose_payment, Pool};
use super::payways::{self, Take, Way};
use super::rules::{line_score, plan_deploy};
use super::state::{Phase, Place, Player, State, HANGARS, MAX_STOCK, MAX_WP};
use crate::engine::choice::{Offer, PathError, Question, Step};
use crate::engine::Seat;

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
            format!(
                "Place your returning astronauts: where does astronaut {} ({wp} WP) land?",
                astronaut + 1
            )
        } else {
            format!("Where does astronaut {} ({wp} WP) land?", astronaut + 1)
        };
        let options = cells
            .iter()
            .filter(|c| placements.iter().all(|p| p.cell != **c))
            .map(|&c| {
                (
                    Offer::new(format!("{c}, {}", next_to(player, c))).target(cell_target(c)),
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
            Some(format!("the {} at {n}", catalogue().module(m.module).name))
        })
        .collect();
    format!("next to {}", join(&names))
}

/// "a", "a and b", "a, b and c".
fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => format!("{} and {last}", head.join(", ")),
    }
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
            format!(
                "With {} left, astronaut {} can activate no tile: a production module stops at 3 stored units.",
                wp(a.remaining),
                i + 1
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
            Some("The station has no module left.".to_string())
        } else if payable.is_empty() {
            Some(
                "You cannot pay for any module on the station with what your modules store.".into(),
            )
        } else {
            cell.filter(|&c| !payable.iter().any(|&m| placeable_at(player, m, c)))
                .map(|c| format!("The only modules you can pay for are greenhouses that may not be placed at {c}: a group holds at most 3 greenhouses of different shapes."))
        };
        let shown: Vec<u8> = state.slots.iter().flatten().copied().collect();
        let experiment = if shown.is_empty() {
            Some("No experiment is left on display this year.".to_string())
        } else if !shown.iter().any(|&e| pool.can_pay(&cat.experiment(e).cost)) {
            Some(
                "You cannot pay for any experiment on display with what your modules store.".into(),
            )
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
            let cell = a.cell().map(|c| format!(" at {c}")).unwrap_or_default();
            let mut offer = Offer::new(format!(
                "Astronaut {}{cell} ({})",
                i + 1,
                wp_words(player, i)
            ));
            if let Some(c) = a.cell() {
                offer = offer.target(cell_target(c));
            }
            let can = CanDo::of(state, player, i);
            if something && !can.anything() {
                offer = offer.refused(format!(
                    "Astronaut {} can do nothing now. {} {}",
                    i + 1,
                    can.work.unwrap_or_default(),
                    can.deploy.unwrap_or_default()
                ));
            }
            (offer, i)
        })
        .collect();
    let astronaut = d.pick("Which astronaut acts?".into(), options, |i, g| {
        g.astronaut == Some(*i)
    })?;
    let can = CanDo::of(state, player, astronaut);
    let a = player.astronauts[usize::from(astronaut)];
    let at = a.cell().map(|c| format!(" onto {c}")).unwrap_or_default();
    let mut options = vec![
        (
            Offer::new(format!(
                "Work: activate tiles of your base with {}",
                wp(a.remaining)
            )),
            Doing::Work,
        ),
        (
            Offer::new(format!("Deploy a module from the station{at}")),
            Doing::Deploy,
        ),
        (
            Offer::new("Carry out an experiment on display"),
            Doing::Experiment,
        ),
        (
            Offer::new("Pass: nothing else is possible, so the astronaut rests for the round"),
            Doing::Pass,
        ),
    ];
    for (offer, doing) in options.iter_mut() {
        let why = match doing {
            Doing::Work => can.work.clone(),
            Doing::Deploy => can.deploy.clone(),
            Doing::Experiment => can.experiment.clone(),
            Doing::Pass => {
                something.then(|| "You may pass only when nothing else is possible.".to_string())
            }
        };
        if let Some(why) = why {
            offer.refused = Some(why);
        }
    }
    let doing = d.pick(
        format!("What does astronaut {} do?", astronaut + 1),
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
    format!("{n} WP")
}

/// "2 WP", "1 of 3 WP left".
fn wp_words(player: &Player, i: u8) -> String {
    let a = &player.astronauts[usize::from(i)];
    if a.remaining < a.wp {
        format!("{} of {} WP left", a.remaining, a.wp)
    } else {
        format!("{} WP", a.wp)
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
                format!(
                    "The {} at {c}: +1 {} each time, {wp}; it stores {} of 3",
                    def.name,
                    def.produces_text().to_lowercase(),
                    m.stock
                )
            } else {
                format!("The {} at {c}: 1 time unit each time, {wp}", def.name)
            }
        }
        None => {
            let r = player
                .obstacles
                .iter()
                .find(|o| o.cell == c)
                .map_or(0, |o| o.resistance);
            format!("The obstacle at {c}: {r} resistance left, {wp} each time")
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
            format!("{} of 3 stored", m.stock.saturating_add(n).min(MAX_STOCK))
        }
        Some(_) => plural(n, "time unit"),
        None => {
            let r = player
                .obstacles
                .iter()
                .find(|o| o.cell == c)
                .map_or(0, |o| o.resistance);
            if n >= r {
                "the obstacle is cleared: +3 RP".to_string()
            } else {
                format!("{} resistance left", r - n)
            }
        }
    };
    let mut label = times(n);
    if let Some(first) = label.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    Offer::new(format!("{label} ({wp}): {result}"))
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
            format!(
                "Which tile does astronaut {} activate first?",
                astronaut + 1
            )
        } else {
            let lost = if left == 1 { "is" } else { "are" };
            options.push((
                Offer::new(format!("Stop working: the {} left {lost} lost", wp(left))),
                None,
            ));
            format!(
                "Astronaut {} has {} left: which tile next?",
                astronaut + 1,
                wp(left)
            )
        };
        let Some(c) = d.pick(ask, options, |t, g| *t == g.tiles.get(k).map(|x| x.0))? else {
            break;
        };
        let most = most_times(&sim, c, left);
        let options = (1..=most).map(|n| (times_offer(&sim, c, n), n)).collect();
        let n = d.pick(
            format!(
                "How many times does astronaut {} activate {}?",
                astronaut + 1,
                tile_words(&sim, c)
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

fn shape_name(s: Shape) -> &'static str {
    match s {
        Shape::Round => "round",
        Shape::Rectangular => "rectangular",
        Shape::Octagonal => "octagonal",
        Shape::Wild => "wild",
    }
}

fn colour_words(c: Colour) -> String {
    format!("{} ({})", c.name(), c.symbol())
}

/// What a module is, as its tile on the station shows it.
fn module_features(def: &ModuleDef) -> String {
    let colour = def.colour.map_or_else(
        || "orange or blue, chosen when deployed".to_string(),
        colour_words,
    );
    let mut parts = vec![colour];
    match def.kind {
        Kind::Production | Kind::Start => parts.push(format!(
            "makes {}, {} to activate",
            def.produces_text().to_lowercase(),
            wp(def.wp)
        )),
        Kind::Time => parts.push(format!(
            "1 time unit for each activation, {} to activate",
            wp(def.wp)
        )),
        Kind::Greenhouse => parts.push(format!(
            "{} greenhouse: VP for the size of its group (at most 3, shapes all different)",
            def.shape.map_or("a", shape_name)
        )),
        Kind::Drone => parts.push("a drone strip".into()),
        Kind::Communication | Kind::Supply | Kind::Purple => {}
    }
    if def.rp > 0 {
        parts.push(format!("+{} RP", def.rp));
    }
    if def.vp > 0 {
        parts.push(format!("+{} VP", def.vp));
    }
    if let Some((target, rp)) = def.adj {
        let of = match target {
            AdjTarget::Any => "any colour".to_string(),
            AdjTarget::Orange => colour_words(Colour::Orange),
            AdjTarget::Blue => colour_words(Colour::Blue),
            AdjTarget::Purple => colour_words(Colour::Purple),
            AdjTarget::Green => colour_words(Colour::Green),
        };
        parts.push(format!("+{rp} RP for each neighbouring module of {of}"));
    }
    parts.join("; ")
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
        out += &format!(", {}", plural(squares as i64, "square"));
        let up = plan.upgrades_owed();
        if up > 0 {
            out += &format!(" ({})", plural(up as i64, "upgrade"));
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
        let mut offer = Offer::new(format!(
            "The {} at hangar {}: costs {}",
            def.name,
            h + 1,
            cost_words(&def.cost)
        ))
        .detail(module_features(def))
        .target(hangar_target(h));
        if !pool.can_pay(&def.cost) {
            offer = offer.refused(format!(
                "You cannot pay {} with what your modules store.",
                cost_words(&def.cost)
            ));
        } else {
            // Any payment will do to check the rest (the proposal's search over every order of
            // the variable producers is kept for the payment step).
            let some_payment = planned_payment(player, &def.cost).unwrap_or_default();
            let colour = (def.kind == Kind::Communication).then_some(Colour::Orange);
            match plan_deploy(state, seat, astronaut, h, colour, &some_payment) {
                Ok(plan) if colour.is_none() => {
                    offer = offer.detail(format!("At {cell}: {}", gains_words(&plan, player)));
                }
                Ok(_) => {}
                Err(e) => offer = offer.refused(e.to_string()),
            }
        }
        options.push((offer, h));
    }
    let hangar = d.pick(
        format!(
            "Which module does astronaut {} deploy at {cell}?",
            astronaut + 1
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
                let mut offer = Offer::new(colour_words(c));
                if let Some(first) = offer.label.get_mut(0..1) {
                    first.make_ascii_uppercase();
                }
                if let Ok(plan) =
                    plan_deploy(state, seat, astronaut, hangar, Some(c), &some_payment)
                {
                    offer = offer.detail(format!("At {cell}: {}", gains_words(&plan, player)));
                }
                (offer, Some(c))
            })
            .collect();
        d.pick(
            "Which colour does the communication module take?".into(),
            options,
            |c, g| g.colour == *c,
        )?
    } else {
        None
    };
    let payment = pay(player, &def.cost, &format!("the {}", def.name), d)?;
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
                .map(|i| {
                    let wp = player.astronauts[i].wp;
                    format!("astronaut {} from {wp} to {} WP", i + 1, wp + share[i])
                })
                .collect();
            let mut label = join(&parts);
            if let Some(first) = label.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            let list: Vec<u8> = (0..3u8)
                .flat_map(|i| std::iter::repeat_n(i, usize::from(share[usize::from(i)])))
                .collect();
            (Offer::new(label), list)
        })
        .collect();
    let ask = if owed == 1 {
        "Your square earns an upgrade (+1 WP): which astronaut gets it?".to_string()
    } else {
        format!("Your squares earn {owed} upgrades (+1 WP each): which astronauts get them?")
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
        let mut gains = format!("+{} RP", def.rp);
        if def.vp > 0 {
            gains += &format!(", +{} VP", def.vp);
        }
        match def.effect {
            Effect::Time => gains += ", then 2 time units",
            Effect::Reactivate => gains += ", then your astronauts in the base are active again",
            Effect::None => {}
        }
        let mut offer = Offer::new(format!(
            "The experiment at hangar {}: {} side, costs {}",
            hangar + 1,
            def.side.name(),
            cost_words(&def.cost)
        ))
        .detail(gains)
        .detail(format!(
            "Your experiment number {} on the {} side: {} for its line; astronaut {} flies to hangar {}",
            line + 1,
            def.side.name(),
            if line_vp > 0 {
                format!("+{line_vp} VP")
            } else {
                "no VP".to_string()
            },
            astronaut + 1,
            hangar + 1
        ))
        .target(hangar_target(hangar));
        if !pool.can_pay(&def.cost) {
            offer = offer.refused(format!(
                "You cannot pay {} with what your modules store.",
                cost_words(&def.cost)
            ));
        }
        options.push((offer, slot));
    }
    let slot = d.pick(
        format!(
            "Which experiment does astronaut {} carry out?",
            astronaut + 1
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
        &format!("the experiment at hangar {}", hangar + 1),
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
    let mut label = if proposed {
        format!("The proposed payment: {words}")
    } else {
        words
    };
    if let Some(first) = label.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    let kept: Vec<String> = player
        .modules
        .iter()
        .enumerate()
        .filter(|(i, _)| way.take.get(*i).is_some_and(|&t| t > 0))
        .map(|(i, m)| {
            let left = stock[i].saturating_sub(way.take[i]);
            format!("{} at {}", left, m.cell)
        })
        .collect();
    Offer::new(label).detail(format!("Stored afterwards: {}", kept.join(", ")))
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
            Offer::new("Another way: choose the modules that pay, resource by resource"),
            PayOption::ByResource,
        )),
    }
    let chosen = d.pick(
        format!("How do you pay {} for {what}?", cost_words(cost)),
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
        let ask = format!(
            "How do you pay the {}?",
            cost_words(&payways::cost_of(&these))
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
                        for o in &q.offers {
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
        let i = q
            .offers
            .iter()
            .position(|o| o.target.as_deref() == Some(hangar_target(at).as_str()))
            .expect("the option at that hangar");
        let mut path = vec![0, kind, i];
        loop {
            match choices(s, 0, &path) {
                Ok(Step::Ask(q)) if q.ask.starts_with("How do you pay") => return (path, q),
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
        assert_eq!(q.ask, "How do you pay the 1 electricity?");
        let (reached, all) = takes(&s, &path, &Cost::parse("ENIM").expect("cost"));
        assert!(all.len() > LISTED_WAYS, "{}", all.len());
        assert_eq!(reached, all, "every way to pay is reached");
    }

    fn ask(s: &State, path: &[usize]) -> Question {
        match choices(s, 0, path) {
            Ok(Step::Ask(q)) => q,
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
        assert_eq!(
            choices(&s, 0, &[0, 3]),
            Err(PathError::Refused(
                "You may pass only when nothing else is possible.".into()
            ))
        );
        assert_eq!(choices(&s, 0, &[0, 0, 99]), Err(PathError::NoSuchOption));
        assert_eq!(choices(&s, 1, &[]), Err(PathError::NotDeciding));
    }

    /// A time experiment sends its astronaut to a hangar and then moves it back: the preview's
    /// sentence and its log line say the same hangar in the end.
    #[test]
    fn the_preview_names_one_hangar_where_the_astronaut_ends() {
        use crate::engine::humanity::preview::words;
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
        let w = words(&s, 0, &a).expect("legal");
        let to = (5 + s.arm) % HANGARS + 1;
        let back = to - 2;
        assert!(
            w.summary.starts_with(&format!(
                "Astronaut 2 carries out the experiment at hangar {to} and ends at hangar {back} of the station."
            )),
            "{}",
            w.summary
        );
        assert!(
            w.lines[0].contains(&format!("astronaut 2 flies to hangar {to})"))
                && w.lines[0].contains(&format!(
                    "2 time units: astronaut 2 moves back to hangar {back}"
                )),
            "{}",
            w.lines[0]
        );
    }
}
