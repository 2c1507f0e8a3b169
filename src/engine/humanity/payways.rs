//! Every way to pay a cost (design 4.2), for the steps of a turn: the payments told apart by
//! the units they take from each module (two payments that take the same units leave the same
//! base, whatever each unit is said to pay), each with one payment the rules accept.

use super::action::Spend;
use super::catalogue::{catalogue, Cost, Res, ResSet};
use super::payment::{converts_to, pays_directly, Pool};
use super::state::Player;
use std::collections::HashSet;

/// Units taken from each module, by index in `Player::modules` (as long as the list).
pub type Take = Vec<u8>;

/// One way to pay: what it takes, and a payment that takes exactly that.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Way {
    pub take: Take,
    pub spends: Vec<Spend>,
}

/// The resource types in the order the steps ask them: electricity, then the advanced ones
/// (which three units may pay), then the basic ones.
pub const ORDER: [Res; 7] = [Res::E, Res::O, Res::A, Res::P, Res::I, Res::M, Res::N];

/// A cost as its items, in `ORDER`.
pub fn items(cost: &Cost) -> Vec<Res> {
    ORDER
        .iter()
        .flat_map(|&r| std::iter::repeat_n(r, usize::from(cost.count(r))))
        .collect()
}

/// The cost made of `items`.
pub fn cost_of(items: &[Res]) -> Cost {
    let mut c = Cost::default();
    for r in items {
        c.0[r.index()] = c.0[r.index()].saturating_add(1);
    }
    c
}

/// The units every module of `player` stores now.
pub fn stock(player: &Player) -> Vec<u8> {
    player.modules.iter().map(|m| m.stock).collect()
}

/// What a payment takes from each module; `None` when it names a cell without a module.
pub fn take_of(player: &Player, spends: &[Spend]) -> Option<Take> {
    let mut take = vec![0u8; player.modules.len()];
    for s in spends {
        let i = player.module_index_at(s.from)?;
        take[i] = take[i].saturating_add(s.n);
    }
    Some(take)
}

/// `stock` less `take`, unit by unit (never below zero).
pub fn less(stock: &[u8], take: &[u8]) -> Vec<u8> {
    stock
        .iter()
        .zip(take)
        .map(|(s, t)| s.saturating_sub(*t))
        .collect()
}

/// Can the modules of `player`, holding `stock`, pay exactly `items`?
pub fn can_pay(player: &Player, stock: &[u8], items: &[Res]) -> bool {
    items.is_empty() || Pool::with_stock(player, stock).can_pay(&cost_of(items))
}

/// Every distinct way to pay `items` from `player`'s modules holding `stock`, in the order a
/// depth-first search over the items finds them (modules in base order, a unit's own type
/// before three converted ones); `None` when there are more than `cap`.
pub fn ways(player: &Player, stock: &[u8], items: &[Res], cap: usize) -> Option<Vec<Way>> {
    let cat = catalogue();
    let mut search = Search {
        player,
        masks: player
            .modules
            .iter()
            .map(|m| cat.module(m.module).produces)
            .collect(),
        start: stock.to_vec(),
        items,
        cap,
        seen: HashSet::new(),
        takes: HashSet::new(),
        out: Vec::new(),
    };
    let mut left = stock.to_vec();
    let mut units = Vec::new();
    search.go(0, &mut left, &mut units).then_some(search.out)
}

/// One unit of a payment: (module index, the item it pays, part of three converted).
type Unit = (usize, Res, bool);

struct Search<'a> {
    player: &'a Player,
    masks: Vec<ResSet>,
    start: Vec<u8>,
    items: &'a [Res],
    cap: usize,
    /// (item reached, units left): the ways found from there are the same ones every time.
    seen: HashSet<(usize, Vec<u8>)>,
    takes: HashSet<Take>,
    out: Vec<Way>,
}

impl Search<'_> {
    /// Pays the items from `k` on; false once more than `cap` ways are found.
    fn go(&mut self, k: usize, left: &mut Vec<u8>, units: &mut Vec<Unit>) -> bool {
        if !self.seen.insert((k, left.clone())) {
            return true;
        }
        let Some(&item) = self.items.get(k) else {
            let take = less(&self.start, left);
            if self.takes.insert(take.clone()) {
                self.out.push(Way {
                    take,
                    spends: group(self.player, units),
                });
            }
            return self.out.len() <= self.cap;
        };
        let n = left.len();
        for i in 0..n {
            if left[i] == 0 || !pays_directly(self.masks[i], item) {
                continue;
            }
            left[i] -= 1;
            units.push((i, item, false));
            let ok = self.go(k + 1, left, units);
            units.pop();
            left[i] += 1;
            if !ok {
                return false;
            }
        }
        if !item.is_advanced() {
            return true;
        }
        let convert: Vec<usize> = (0..n)
            .filter(|&i| left[i] > 0 && converts_to(self.masks[i], item))
            .collect();
        for (ai, &a) in convert.iter().enumerate() {
            for (bi, &b) in convert.iter().enumerate().skip(ai) {
                for &c in convert.iter().skip(bi) {
                    let three = [a, b, c];
                    if three
                        .iter()
                        .any(|&m| three.iter().filter(|&&x| x == m).count() > usize::from(left[m]))
                    {
                        continue;
                    }
                    for &m in &three {
                        left[m] -= 1;
                        units.push((m, item, true));
                    }
                    let ok = self.go(k + 1, left, units);
                    for &m in &three {
                        left[m] += 1;
                        units.pop();
                    }
                    if !ok {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Units merged into payment lines, in the order of first use.
fn group(player: &Player, units: &[Unit]) -> Vec<Spend> {
    let mut out: Vec<Spend> = Vec::new();
    for &(i, pays, convert) in units {
        let Some(from) = player.modules.get(i).map(|m| m.cell) else {
            continue;
        };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::humanity::payment::check_payment;
    use crate::engine::humanity::testkit::{all_stock, clear_base, game, put};

    #[test]
    fn every_way_is_a_payment_the_rules_accept_and_each_takes_differently() {
        let mut s = game(2, 1);
        all_stock(&mut s, 0, 2);
        let p = &s.players[0];
        for letters in ["IMN", "II", "E", "EM", "O", "NNII", "EIA"] {
            let cost = Cost::parse(letters).expect("cost");
            let found = ways(p, &stock(p), &items(&cost), 500).expect("few");
            assert_eq!(
                !found.is_empty(),
                can_pay(p, &stock(p), &items(&cost)),
                "{letters}"
            );
            let mut takes = HashSet::new();
            for w in &found {
                assert!(takes.insert(w.take.clone()), "{letters}: a way twice");
                assert!(
                    check_payment(p, &cost, "test", &w.spends).is_ok(),
                    "{letters}: {w:?}"
                );
                assert_eq!(take_of(p, &w.spends).as_ref(), Some(&w.take));
            }
        }
    }

    #[test]
    fn three_units_pay_an_advanced_item_and_the_cap_is_kept() {
        let mut s = game(2, 1);
        clear_base(&mut s, 0);
        put(&mut s, 0, "S1", 0, 0, 3);
        put(&mut s, 0, "S4", 1, 0, 2);
        let p = &s.players[0];
        let oxygen = items(&Cost::parse("O").expect("cost"));
        let found = ways(p, &stock(p), &oxygen, 10).expect("few");
        // 3 ice, 2 ice + 1 electricity, 1 ice + 2 electricity.
        let takes: Vec<Take> = found.iter().map(|w| w.take.clone()).collect();
        assert_eq!(takes, vec![vec![3, 0], vec![2, 1], vec![1, 2]]);
        assert!(found.iter().all(|w| w.spends.iter().all(|s| s.convert)));
        assert_eq!(ways(p, &stock(p), &oxygen, 2), None);
        assert!(!can_pay(p, &[2, 0], &oxygen));
    }
}
