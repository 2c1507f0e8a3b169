//! The search: single-observer information-set Monte Carlo tree search (ISMCTS) with
//! truncated playouts ended by the game's evaluation.
//!
//! Every iteration samples the hidden information (`BotHooks::determinize`), walks one tree of
//! decisions shared by all samples (a child is an action of the seat to act; it counts as
//! available when it is legal in the iteration's sample), adds one node, plays a few decisions
//! on (`rollout_action`), and scores the position for every seat: the final ranking when the
//! game is over, else the softmax of `evaluate`. Each seat picks, in its own nodes, what is
//! best for itself (max^n), so the search works for 2 to 5 players. The answer is the most
//! visited action at the root.

use super::hooks::{next_actor, BotHooks};
use super::{Budget, Choice};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// The exploration constant of UCB1 (rewards lie in 0..=1).
const EXPLORE: f64 = 0.7;
/// Mixed into the caller's seed so that the bot's draws differ from the engines' own.
const SALT: u64 = 0xB07_5EED_0F_7A61;

struct Node<A> {
    actor: Seat,
    action: Option<A>,
    children: Vec<u32>,
    visits: u32,
    /// Times this node's action was legal when its parent was visited.
    avail: u32,
}

struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// Reward sums, `seats` per node.
    sums: Vec<f64>,
    seats: usize,
}

impl<A: PartialEq + Clone> Tree<A> {
    fn new(seats: usize) -> Self {
        Tree {
            nodes: vec![Node {
                actor: 0,
                action: None,
                children: Vec::new(),
                visits: 0,
                avail: 0,
            }],
            sums: vec![0.0; seats],
            seats,
        }
    }

    fn add(&mut self, parent: usize, at: usize, actor: Seat, action: A) -> usize {
        let id = self.nodes.len();
        self.nodes.push(Node {
            actor,
            action: Some(action),
            children: Vec::new(),
            visits: 0,
            avail: 0,
        });
        self.sums.extend(std::iter::repeat_n(0.0, self.seats));
        let kids = &mut self.nodes[parent].children;
        let at = at.min(kids.len());
        kids.insert(at, id as u32);
        id
    }

    /// The child of `node` for `(actor, action)`; children are kept in the order of the legal
    /// lists they came from, so position `hint` is tried first.
    fn child(&self, node: usize, hint: usize, actor: Seat, action: &A) -> Option<usize> {
        let kids = &self.nodes[node].children;
        let same = |&c: &u32| {
            let n = &self.nodes[c as usize];
            n.actor == actor && n.action.as_ref() == Some(action)
        };
        if let Some(&c) = kids.get(hint).filter(|c| same(c)) {
            return Some(c as usize);
        }
        kids.iter().find(|c| same(c)).map(|&c| c as usize)
    }

    fn mean(&self, node: usize, seat: Seat) -> f64 {
        let n = &self.nodes[node];
        if n.visits == 0 {
            return 0.0;
        }
        self.sums[node * self.seats + seat] / f64::from(n.visits)
    }

    fn backup(&mut self, path: &[usize], reward: &[f64]) {
        for &n in path {
            self.nodes[n].visits += 1;
            let base = n * self.seats;
            for (s, r) in reward.iter().enumerate().take(self.seats) {
                self.sums[base + s] += r;
            }
        }
    }
}

/// The bot's decision for `seat` in `state`, or `None` when the seat has nothing to decide.
/// The same state, seat, budget and seed give the same decision, unless `stop` ends the search
/// early (it is asked before every iteration).
pub fn decide<G: BotHooks>(
    state: &G::State,
    seat: Seat,
    budget: &Budget,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Choice<G::Action>> {
    let a = analyse::<G>(state, seat, budget, seed, stop)?;
    let best = a
        .moves
        .iter()
        .enumerate()
        .max_by(|(i, x), (j, y)| {
            x.visits
                .cmp(&y.visits)
                .then(x.mean.total_cmp(&y.mean))
                // Equal in every way: the earlier in the list.
                .then(j.cmp(i))
        })
        .map(|(i, _)| i)?;
    let action = a.moves.into_iter().nth(best)?.action;
    Some(Choice {
        action,
        iterations: a.iterations,
        nodes: a.nodes,
    })
}

/// One candidate at the root after the search.
#[derive(Debug, Clone)]
pub struct Considered<A> {
    pub action: A,
    pub visits: u32,
    /// The deciding seat's mean reward after this action (0..=1).
    pub mean: f64,
}

/// What the search thought of each candidate at the root.
#[derive(Debug, Clone)]
pub struct Analysis<A> {
    pub moves: Vec<Considered<A>>,
    pub iterations: u32,
    pub nodes: usize,
}

/// The search behind `decide`, with every root candidate's visits and mean reward.
pub fn analyse<G: BotHooks>(
    state: &G::State,
    seat: Seat,
    budget: &Budget,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Analysis<G::Action>> {
    let seats = G::seats(state);
    if seat >= seats {
        return None;
    }
    let single = |action| Analysis {
        moves: vec![Considered {
            action,
            visits: 0,
            mean: 0.0,
        }],
        iterations: 0,
        nodes: 0,
    };
    // What the seat may do is public to the seat: the only list read from the true state.
    let legal = G::legal_actions(state, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(single);
    }
    let mut rng = Rng::new(seed ^ SALT);
    let root = G::for_search(state);
    let first = G::determinize(&root, seat, &mut rng);
    let mut root_moves = G::candidates(&first, seat, legal.clone());
    root_moves.retain(|a| legal.contains(a));
    if root_moves.is_empty() {
        root_moves = legal;
    }
    if root_moves.len() == 1 {
        return root_moves.into_iter().next().map(single);
    }
    let mut tree: Tree<G::Action> = Tree::new(seats);
    for (i, a) in root_moves.iter().enumerate() {
        tree.add(0, i, seat, a.clone());
    }
    let mut done = 0;
    let mut path = Vec::with_capacity(64);
    let mut sample = Some(first);
    while done < budget.iterations {
        if stop() {
            break;
        }
        done += 1;
        let mut det = match sample.take() {
            Some(s) => s,
            None => G::determinize(&root, seat, &mut rng),
        };
        path.clear();
        path.push(0);
        if !descend::<G>(
            &mut tree,
            &mut det,
            seat,
            &root_moves,
            budget,
            &mut rng,
            &mut path,
        ) {
            continue;
        }
        for _ in 0..budget.rollout {
            if G::outcome(&det).is_some() {
                break;
            }
            let Some(actor) = next_actor::<G>(&det) else {
                break;
            };
            let Some(a) = G::rollout_action(&det, actor, &mut rng) else {
                break;
            };
            if !G::advance(&mut det, actor, &a) {
                break;
            }
        }
        let reward = reward::<G>(&det, seats, budget.points);
        tree.backup(&path, &reward);
    }
    let moves = tree.nodes[0]
        .children
        .iter()
        .map(|&c| c as usize)
        .filter_map(|c| {
            Some(Considered {
                action: tree.nodes[c].action.clone()?,
                visits: tree.nodes[c].visits,
                mean: tree.mean(c, seat),
            })
        })
        .collect();
    Some(Analysis {
        moves,
        iterations: done,
        nodes: tree.nodes.len(),
    })
}

/// Walks the tree from the root in the sample `det`, adding at most one node; false when the
/// sample refused an action the tree chose (the iteration is then dropped).
fn descend<G: BotHooks>(
    tree: &mut Tree<G::Action>,
    det: &mut G::State,
    seat: Seat,
    root_moves: &[G::Action],
    budget: &Budget,
    rng: &mut Rng,
    path: &mut Vec<usize>,
) -> bool {
    let mut node = 0;
    loop {
        if G::outcome(det).is_some() {
            return true;
        }
        let (actor, legal) = if node == 0 {
            (seat, root_moves.to_vec())
        } else {
            let Some(actor) = next_actor::<G>(det) else {
                return true;
            };
            (actor, G::tree_actions(det, actor, rng))
        };
        if legal.is_empty() {
            return true;
        }
        // Match the legal actions with the children; count the children available.
        let mut untried = Vec::new();
        let mut best: Option<(f64, usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            match tree.child(node, i, actor, a) {
                Some(c) => {
                    tree.nodes[c].avail += 1;
                    let n = &tree.nodes[c];
                    if n.visits == 0 {
                        untried.push((i, Some(c)));
                        continue;
                    }
                    let ucb = tree.mean(c, actor)
                        + EXPLORE * (f64::from(n.avail.max(1)).ln() / f64::from(n.visits)).sqrt();
                    if best.is_none_or(|(b, _)| ucb > b) {
                        best = Some((ucb, c));
                    }
                }
                None => untried.push((i, None)),
            }
        }
        if !untried.is_empty() {
            let (i, child) = untried[rng.below(untried.len() as u64) as usize];
            let action = &legal[i];
            let child = match child {
                Some(c) => Some(c),
                None if tree.nodes.len() < budget.nodes => {
                    Some(tree.add(node, i, actor, action.clone()))
                }
                None => None,
            };
            if !G::advance(det, actor, action) {
                return false;
            }
            if let Some(c) = child {
                path.push(c);
            }
            return true;
        }
        let Some((_, c)) = best else {
            return true;
        };
        let Some(action) = tree.nodes[c].action.clone() else {
            return false;
        };
        if !G::advance(det, actor, &action) {
            return false;
        }
        path.push(c);
        node = c;
    }
}

/// Every seat's reward in 0..=1: the final ranking when the game is over (a win shared by `k`
/// counts `1/k`, with a little for each place above the last), else the chances the softmax
/// of the evaluation gives.
fn reward<G: BotHooks>(state: &G::State, seats: usize, points: f64) -> Vec<f64> {
    let mut out = vec![0.0; seats];
    if let Some(placings) = G::outcome(state) {
        let firsts = placings.iter().filter(|p| p.rank == 1).count().max(1);
        let below = (seats.max(2) - 1) as f64;
        for p in placings {
            if let Some(v) = out.get_mut(p.seat) {
                let win = if p.rank == 1 {
                    1.0 / firsts as f64
                } else {
                    0.0
                };
                let place = (seats.saturating_sub(p.rank)) as f64 / below;
                *v = 0.85 * win + 0.15 * place;
            }
        }
        return out;
    }
    let values = G::evaluate(state);
    let top = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !top.is_finite() {
        return vec![1.0 / seats as f64; seats];
    }
    let scale = if points > 0.0 { points } else { 1.0 };
    let mut total = 0.0;
    for (s, v) in out.iter_mut().enumerate() {
        let x = values.get(s).copied().unwrap_or(top);
        *v = ((x - top) / scale).exp();
        total += *v;
    }
    if total > 0.0 {
        out.iter_mut().for_each(|v| *v /= total);
    }
    out
}

/// The `keep` actions of `legal` that leave `seat` best placed by one step of the game's
/// evaluation (its value less the best other seat's), in their order in `legal`: a way for a
/// game to narrow an enormous list (`BotHooks::candidates`). Actions the state refuses are
/// dropped.
pub fn narrow<G: BotHooks>(
    state: &G::State,
    seat: Seat,
    legal: Vec<G::Action>,
    keep: usize,
) -> Vec<G::Action> {
    if legal.len() <= keep {
        return legal;
    }
    let mut scored: Vec<(usize, f64)> = legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| {
            let mut next = state.clone();
            if !G::advance(&mut next, seat, a) {
                return None;
            }
            let v = G::evaluate(&next);
            let own = v.get(seat).copied().unwrap_or(0.0);
            let best_other = v
                .iter()
                .enumerate()
                .filter(|(s, _)| *s != seat)
                .map(|(_, x)| *x)
                .fold(f64::NEG_INFINITY, f64::max);
            let margin = if best_other.is_finite() {
                own - best_other
            } else {
                own
            };
            Some((i, margin))
        })
        .collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    scored.truncate(keep);
    scored.sort_by_key(|(i, _)| *i);
    let mut keep_set = scored.into_iter().map(|(i, _)| i).peekable();
    legal
        .into_iter()
        .enumerate()
        .filter_map(|(i, a)| {
            if keep_set.peek() == Some(&i) {
                keep_set.next();
                Some(a)
            } else {
                None
            }
        })
        .collect()
}

/// Up to `k` distinct actions drawn with `draw` (a game's sampler of legal actions), in the
/// order drawn: what a game with costly legal lists offers below the root
/// (`BotHooks::tree_actions`).
pub fn sampled<A: PartialEq>(k: usize, mut draw: impl FnMut() -> Option<A>) -> Vec<A> {
    let mut out: Vec<A> = Vec::with_capacity(k);
    for _ in 0..k * 2 {
        if out.len() >= k {
            break;
        }
        match draw() {
            Some(a) if !out.contains(&a) => out.push(a),
            Some(_) => {}
            None => break,
        }
    }
    out
}
