//! Payments (design section 4): checking a submitted payment, the fast feasibility test, and the
//! proposed payment that spends the least electricity (design 4.6).

use super::action::Spend;
use super::catalogue::{catalogue, Cost, Kind, Res, ResSet};
use super::describe::{module_name, res_name, stores_names};
use super::error::RuleError;
use super::state::Player;

/// Units taken from each module, by index in `Player::modules`.
pub type Drain = Vec<(usize, u8)>;

/// Design 4.2: a stored unit on a module producing `stores` may pay the item `pays` directly.
pub(super) fn pays_directly(stores: ResSet, pays: Res) -> bool {
    stores & pays.bit() != 0 || (pays.is_basic() && stores & Res::E.bit() != 0)
}

/// Design 4.2 / reading D1: a unit may be one of three paying an advanced item when it is the
/// paired basic type or electricity (a variable producer listing the pair qualifies).
pub(super) fn converts_to(stores: ResSet, advanced: Res) -> bool {
    advanced.is_advanced()
        && advanced
            .pair()
            .is_some_and(|p| stores & (p.bit() | Res::E.bit()) != 0)
}

/// Check a submitted payment against a cost (design 4.5): it must cover the cost exactly.
/// Returns how many units leave each module.
pub fn check_payment(
    player: &Player,
    cost: &Cost,
    what: &str,
    payment: &[Spend],
) -> Result<Drain, RuleError> {
    let cat = catalogue();
    let mut drain: Drain = Vec::with_capacity(payment.len());
    let mut direct = [0u32; 7];
    let mut converted = [0u32; 7];
    for s in payment {
        let idx = player
            .module_index_at(s.from)
            .ok_or(RuleError::PayFromNothing(s.from))?;
        let placed = &player.modules[idx];
        let def = cat.module(placed.module);
        if s.n == 0 {
            return Err(RuleError::PayNothing);
        }
        if s.convert {
            if !s.pays.is_advanced() {
                return Err(RuleError::ConvertNotAdvanced(res_name(s.pays)));
            }
            if !converts_to(def.produces, s.pays) {
                return Err(RuleError::ConvertWrongType {
                    name: module_name(def),
                    cell: s.from,
                    pays: res_name(s.pays),
                    pair: s.pays.pair().map(res_name).unwrap_or_default(),
                });
            }
            converted[s.pays.index()] += u32::from(s.n);
        } else {
            if !pays_directly(def.produces, s.pays) {
                return Err(RuleError::PayWrongType {
                    name: module_name(def),
                    cell: s.from,
                    stores: stores_names(def.produces),
                    pays: res_name(s.pays),
                });
            }
            direct[s.pays.index()] += u32::from(s.n);
        }
        match drain.iter_mut().find(|(i, _)| *i == idx) {
            Some((_, n)) => *n = n.saturating_add(s.n),
            None => drain.push((idx, s.n)),
        }
    }
    check_stock(player, &drain)?;
    check_cover(cost, what, &direct, &converted)?;
    Ok(drain)
}

fn check_stock(player: &Player, drain: &Drain) -> Result<(), RuleError> {
    for &(idx, n) in drain {
        let placed = &player.modules[idx];
        if n > placed.stock {
            return Err(RuleError::Overdraw {
                name: module_name(catalogue().module(placed.module)),
                cell: placed.cell,
                stock: placed.stock,
                taken: u32::from(n),
            });
        }
    }
    Ok(())
}

fn check_cover(
    cost: &Cost,
    what: &str,
    direct: &[u32; 7],
    converted: &[u32; 7],
) -> Result<(), RuleError> {
    for r in Res::ALL {
        let c = converted[r.index()];
        if c % 3 != 0 {
            return Err(RuleError::ConvertNotTriple {
                res: res_name(r),
                units: c,
            });
        }
    }
    for r in Res::ALL {
        let got = direct[r.index()] + converted[r.index()] / 3;
        let need = cost.count(r);
        if got != u32::from(need) {
            return Err(RuleError::PaymentMismatch {
                what: what.into(),
                res: res_name(r),
                need,
                got,
            });
        }
    }
    Ok(())
}

/// Take the units of a checked payment.
pub fn apply_drain(player: &mut Player, drain: &Drain) {
    for &(idx, n) in drain {
        if let Some(m) = player.modules.get_mut(idx) {
            m.stock = m.stock.saturating_sub(n);
        }
    }
}

// ---- Feasibility (design 4.3): an exact search over stock pooled by producer type ----

/// Stock pooled by what the units may be: units of one pool are interchangeable.
#[derive(Debug, Clone, Copy, Default)]
pub struct Pool {
    masks: [ResSet; 13],
    counts: [u8; 13],
    len: usize,
}

impl Pool {
    pub fn of(player: &Player) -> Pool {
        let stock: Vec<u8> = player.modules.iter().map(|m| m.stock).collect();
        Pool::with_stock(player, &stock)
    }

    /// The pool of `player`'s modules holding `stock` units each (by index in
    /// `Player::modules`) instead of what they store now: what is left after part of a payment.
    pub fn with_stock(player: &Player, stock: &[u8]) -> Pool {
        let cat = catalogue();
        let mut pool = Pool::default();
        for (m, &n) in player.modules.iter().zip(stock) {
            if n == 0 {
                continue;
            }
            let mask = cat.module(m.module).produces;
            pool.add(mask, n);
        }
        pool
    }

    fn add(&mut self, mask: ResSet, n: u8) {
        if let Some(i) = self.masks[..self.len].iter().position(|&k| k == mask) {
            self.counts[i] = self.counts[i].saturating_add(n);
        } else if self.len < self.masks.len() {
            self.masks[self.len] = mask;
            self.counts[self.len] = n;
            self.len += 1;
        }
    }

    /// Can the cost be covered exactly from this stock?
    pub fn can_pay(&self, cost: &Cost) -> bool {
        let mut items = [Res::E; 16];
        let n = cost_items(cost, &mut items);
        let mut pool = *self;
        let mut plan = Vec::new();
        pool.search(&items[..n], &mut plan, false)
    }

    /// One exact payment as (pool mask, pays, convert) units, if any.
    fn plan(&self, cost: &Cost) -> Option<Vec<(ResSet, Res, bool)>> {
        let mut items = [Res::E; 16];
        let n = cost_items(cost, &mut items);
        let mut pool = *self;
        let mut plan = Vec::new();
        pool.search(&items[..n], &mut plan, true).then_some(plan)
    }

    /// Depth-first search over the items in order; `record` keeps the chosen units.
    fn search(&mut self, items: &[Res], plan: &mut Vec<(ResSet, Res, bool)>, record: bool) -> bool {
        let Some((&item, rest)) = items.split_first() else {
            return true;
        };
        for i in 0..self.len {
            if self.counts[i] == 0 || !pays_directly(self.masks[i], item) {
                continue;
            }
            self.counts[i] -= 1;
            if record {
                plan.push((self.masks[i], item, false));
            }
            let ok = self.search(rest, plan, record);
            self.counts[i] += 1;
            if ok {
                return true;
            }
            if record {
                plan.pop();
            }
        }
        item.is_advanced() && self.search_triples(item, rest, plan, record)
    }

    /// Try every multiset of three convertible units for the advanced `item`.
    fn search_triples(
        &mut self,
        item: Res,
        rest: &[Res],
        plan: &mut Vec<(ResSet, Res, bool)>,
        record: bool,
    ) -> bool {
        for a in 0..self.len {
            for b in a..self.len {
                for c in b..self.len {
                    if !self.take_triple([a, b, c], item) {
                        continue;
                    }
                    if record {
                        plan.extend([a, b, c].map(|k| (self.masks[k], item, true)));
                    }
                    let ok = self.search(rest, plan, record);
                    for k in [a, b, c] {
                        self.counts[k] += 1;
                    }
                    if ok {
                        return true;
                    }
                    if record {
                        plan.truncate(plan.len() - 3);
                    }
                }
            }
        }
        false
    }

    fn take_triple(&mut self, ks: [usize; 3], item: Res) -> bool {
        if !ks.iter().all(|&k| converts_to(self.masks[k], item)) {
            return false;
        }
        let mut need = [0u8; 13];
        for &k in &ks {
            need[k] += 1;
        }
        if ks.iter().any(|&k| self.counts[k] < need[k]) {
            return false;
        }
        for &k in &ks {
            self.counts[k] -= 1;
        }
        true
    }
}

/// The cost as a list of items, advanced and electricity first (they have the fewest payers).
fn cost_items(cost: &Cost, out: &mut [Res; 16]) -> usize {
    let order = [Res::E, Res::O, Res::A, Res::P, Res::I, Res::M, Res::N];
    let mut n = 0;
    for r in order {
        for _ in 0..cost.count(r) {
            if n < out.len() {
                out[n] = r;
                n += 1;
            }
        }
    }
    n
}

/// Design 4.3: is the cost affordable from the player's current stock?
pub fn can_afford(player: &Player, cost: &Cost) -> bool {
    Pool::of(player).can_pay(cost)
}

// ---- The proposed payment (design 4.6) ----

/// Module indices in the reference's storage order: year modules before starting modules
/// (design 4.6, gap Q6), each group in catalogue order.
fn drain_order(player: &Player) -> Vec<usize> {
    let cat = catalogue();
    let mut order: Vec<usize> = (0..player.modules.len())
        .filter(|&i| {
            player.modules[i].stock > 0 && cat.module(player.modules[i].module).is_producer()
        })
        .collect();
    order.sort_by_key(|&i| {
        let m = player.modules[i].module;
        (cat.module(m).kind == Kind::Start, m)
    });
    order
}

/// Units spent by the greedy pass: (module index, pays, convert).
type Units = Vec<(usize, Res, bool)>;

struct Greedy<'a> {
    player: &'a Player,
    left: Vec<u8>,
    units: Units,
    singles: Vec<usize>,
    electric: Vec<usize>,
}

impl Greedy<'_> {
    fn produces(&self, i: usize) -> ResSet {
        catalogue().module(self.player.modules[i].module).produces
    }

    /// Take up to `owed` units from the modules in order, each paying `pays`.
    fn take(&mut self, from: &[usize], owed: &mut u8, pays: Res, convert: bool) {
        for &i in from {
            while *owed > 0 && self.left[i] > 0 {
                self.left[i] -= 1;
                *owed -= 1;
                self.units.push((i, pays, convert));
            }
        }
    }

    fn singles_of(&self, r: Res) -> Vec<usize> {
        self.singles
            .iter()
            .copied()
            .filter(|&i| self.produces(i) == r.bit())
            .collect()
    }

    fn run(&mut self, cost: &Cost, variables: &[usize]) -> bool {
        let vars_of = |g: &Greedy, r: Res| -> Vec<usize> {
            variables
                .iter()
                .copied()
                .filter(|&i| g.produces(i) & r.bit() != 0)
                .collect()
        };
        let electric = self.electric.clone();
        let mut owed = cost.count(Res::E);
        self.take(&electric, &mut owed, Res::E, false);
        if owed > 0 {
            return false;
        }
        for r in [Res::I, Res::M, Res::N] {
            let mut owed = cost.count(r);
            let order = [self.singles_of(r), vars_of(self, r), electric.clone()].concat();
            self.take(&order, &mut owed, r, false);
            if owed > 0 {
                return false;
            }
        }
        for y in [Res::O, Res::A, Res::P] {
            let mut owed = cost.count(y);
            let order = [self.singles_of(y), vars_of(self, y)].concat();
            self.take(&order, &mut owed, y, false);
            let Some(pair) = y.pair() else { return false };
            let triple_order =
                [self.singles_of(pair), vars_of(self, pair), electric.clone()].concat();
            while owed > 0
                && triple_order
                    .iter()
                    .map(|&i| u32::from(self.left[i]))
                    .sum::<u32>()
                    >= 3
            {
                let mut three = 3;
                self.take(&triple_order, &mut three, y, true);
                owed -= 1;
            }
            if owed > 0 {
                return false;
            }
        }
        true
    }
}

fn next_permutation(v: &mut [usize]) -> bool {
    let n = v.len();
    if n < 2 {
        return false;
    }
    let mut i = n - 1;
    while i > 0 && v[i - 1] >= v[i] {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = n - 1;
    while v[j] <= v[i - 1] {
        j -= 1;
    }
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

/// Design 4.6: the reference's proposal, trying every ordering of the variable producers and
/// keeping the one spending the least electricity (first found on ties). `None` when the cost
/// cannot be paid. Public so that web forms can pre-fill the payment (design 15.2).
pub fn propose_payment(player: &Player, cost: &Cost) -> Option<Vec<Spend>> {
    let cat = catalogue();
    let order = drain_order(player);
    let is_var = |i: &usize| cat.module(player.modules[*i].module).is_variable();
    let mut variables: Vec<usize> = order.iter().copied().filter(is_var).collect();
    let singles: Vec<usize> = order.iter().copied().filter(|i| !is_var(i)).collect();
    let electric: Vec<usize> = singles
        .iter()
        .copied()
        .filter(|&i| cat.module(player.modules[i].module).produces == Res::E.bit())
        .collect();
    let mut best: Option<(usize, Units)> = None;
    // Permutations are generated in lexicographic order of module indices; sort first.
    let mut perm: Vec<usize> = (0..variables.len()).collect();
    loop {
        let ordered: Vec<usize> = perm.iter().map(|&k| variables[k]).collect();
        let mut g = Greedy {
            player,
            left: player.modules.iter().map(|m| m.stock).collect(),
            units: Vec::new(),
            singles: singles.clone(),
            electric: electric.clone(),
        };
        if g.run(cost, &ordered) {
            let e_spent = g
                .units
                .iter()
                .filter(|(i, _, _)| electric.contains(i))
                .count();
            if best.as_ref().is_none_or(|(e, _)| e_spent < *e) {
                best = Some((e_spent, g.units));
            }
        }
        if !next_permutation(&mut perm) {
            break;
        }
    }
    variables.clear();
    match best {
        Some((_, units)) => Some(group_units(player, &units)),
        None => planned_payment(player, cost),
    }
}

/// A valid payment from the exact search, drawing each pool in storage order. Used when the
/// greedy proposal finds nothing (never seen in practice) and by the random playout.
pub fn planned_payment(player: &Player, cost: &Cost) -> Option<Vec<Spend>> {
    let cat = catalogue();
    let plan = Pool::of(player).plan(cost)?;
    let order = drain_order(player);
    let mut left: Vec<u8> = player.modules.iter().map(|m| m.stock).collect();
    let mut units: Units = Vec::with_capacity(plan.len());
    for (mask, pays, convert) in plan {
        let i = order
            .iter()
            .copied()
            .find(|&i| left[i] > 0 && cat.module(player.modules[i].module).produces == mask)?;
        left[i] -= 1;
        units.push((i, pays, convert));
    }
    Some(group_units(player, &units))
}

/// Merge single units into payment lines, keeping first-use order.
fn group_units(player: &Player, units: &Units) -> Vec<Spend> {
    let mut out: Vec<Spend> = Vec::new();
    for &(i, pays, convert) in units {
        let from = player.modules[i].cell;
        match out
            .iter_mut()
            .find(|s| s.from == from && s.pays == pays && s.convert == convert)
        {
            Some(s) => s.n += 1,
            None => out.push(Spend {
                from,
                n: 1,
                pays,
                convert,
            }),
        }
    }
    out
}
