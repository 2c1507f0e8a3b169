//! An Origins decision as a player makes it (`engine::choice`), in the game's words: first what
//! to do (the actions of the phase, the ends of phases last; an action the rules refuse now is
//! shown disabled with the reason), then each part of it in the order a player thinks of it:
//! which unit, where it goes (both tappable on the map), which way and how it passes the units
//! on the way, then how to pay. Cards are offered with the texts of both sides.
//!
//! The engine's legal list is not complete (migrations of one and two steps only, default
//! payers, the default unit of a domestication), so the steps are written here by hand: each
//! list of options is computed from the rules (`population::routes` for the paths, the engine's
//! candidate lists elsewhere) and checked with `apply`, and a whole decision is checked once
//! more before it is returned. Every question with a single answer is skipped.
//!
//! Board keys (`Offer::target`): an intersection is `x-<id>`, a hex (and its metropolis)
//! `hex-<id>` (`x_key`, `hex_key`), as the map pictures draw them.

use super::action::{
    Action, Direction, Domesticate, Give, MapUnit, Pay, RaidMode, Reset, Side, Through,
};
use super::cards::{barbarian_answers, bid_candidates, end_cards_refusal, side_candidates};
use super::catastrophes::{catastrophe, entry, pending};
use super::chaos::map_units;
use super::data::{data, CardKind, Category, FeatureKind, Letter, Region, Track};
use super::describe::player;
use super::error::RuleError;
use super::population::{placement_check, remove_unit, routes, starving_units, Route};
use super::rules::{apply_in_place, elder_options, free_producers, neighbours, partners};
use super::said as words;
use super::state::{CardId, Decision, ElderWhy, HexId, PromptKind, State, XId};
use crate::engine::choice::{factor, Facet, Offer, PathError, Question, Step};
use crate::engine::Seat;
use crate::say;
use std::collections::BTreeMap;

type R = Result<Step<Action>, PathError>;

/// The board key of an intersection (a unit there, or a place to go).
pub fn x_key(x: XId) -> String {
    format!("x-{}", x.id())
}

/// The board key of a hex (or the metropolis in it).
pub fn hex_key(h: HexId) -> String {
    format!("hex-{}", h.id())
}

/// The board key of a map unit.
pub fn unit_key(u: MapUnit) -> String {
    match u {
        MapUnit::Migratory(x) => x_key(x),
        MapUnit::Metropolis(h) => hex_key(h),
    }
}

/// The seat's decision at the end of `path`.
pub fn choices(state: &State, seat: Seat, path: &[usize]) -> R {
    let Some((to_act, decision)) = state.decision() else {
        return Err(PathError::NotDeciding);
    };
    if to_act != seat || seat >= state.players.len() {
        return Err(PathError::NotDeciding);
    }
    let c = Ctx::new(state, seat);
    match decision {
        Decision::Innovation { left } => innovation(&c, left, path),
        Decision::Cards => cards(&c, path),
        Decision::Population { base, funded, used } => {
            population(&c, (base + funded).saturating_sub(used), path)
        }
        Decision::Sieges { carried } => sieges(&c, carried, path),
        Decision::Prompt(kind) => prompt(&c, &kind, path),
    }
}

/// The state and the deciding seat.
struct Ctx<'a> {
    state: &'a State,
    seat: Seat,
    /// The state without its public records of dice and revealed cards, which the rules only
    /// add to: what each check copies.
    light: State,
}

impl<'a> Ctx<'a> {
    fn new(state: &'a State, seat: Seat) -> Self {
        let light = state.without_records();
        Ctx { state, seat, light }
    }

    fn rule(&self, a: &Action) -> Result<(), RuleError> {
        let mut s = self.light.clone();
        apply_in_place(&mut s, self.seat, a)
    }

    /// Whether the rules accept `a` now, or why not (in words, without the rule's number).
    fn check(&self, a: &Action) -> Result<(), String> {
        self.rule(a)
            .map_err(|e| super::words::plain(&e.to_string()))
    }

    fn ok(&self, a: &Action) -> bool {
        self.check(a).is_ok()
    }

    /// A whole decision, checked once more.
    fn done(&self, a: Action) -> R {
        self.check(&a)
            .map(|()| Step::Done(a))
            .map_err(PathError::Refused)
    }

    /// Whether the rules accept one of `candidates`, or the reason the first one is refused. A
    /// refusal that is about the kind of action (the era, slavery) holds for all
    /// of them, so the others are not tried.
    fn probe(&self, candidates: &[Action]) -> Result<(), String> {
        let mut first = None;
        for a in candidates {
            match self.rule(a) {
                Ok(()) => return Ok(()),
                Err(e) => {
                    let whole = matches!(
                        e,
                        RuleError::EraOneOnly(_)
                            | RuleError::EraTwoOnly(_)
                            | RuleError::EraTooLow(..)
                            | RuleError::Enslaved(_)
                            | RuleError::NoActionLeft
                    );
                    first.get_or_insert(super::words::plain(&e.to_string()));
                    if whole {
                        break;
                    }
                }
            }
        }
        Err(first.unwrap_or_else(|| say!("origins-ch-nothing-to-choose")))
    }

    fn me(&self) -> &super::state::Player {
        &self.state.players[self.seat]
    }

    /// The other seats, clockwise from the one after the deciding seat.
    fn others(&self) -> Vec<u8> {
        let n = self.state.players.len();
        (1..n).map(|k| ((self.seat + k) % n) as u8).collect()
    }
}

/// One option and what follows when it is chosen.
struct Opt<'a> {
    offer: Offer,
    next: Box<dyn FnOnce(&[usize]) -> R + 'a>,
}

impl<'a> Opt<'a> {
    fn then(offer: Offer, next: impl FnOnce(&[usize]) -> R + 'a) -> Self {
        Opt {
            offer,
            next: Box::new(next),
        }
    }

    /// An option that makes the decision whole.
    fn done(c: &'a Ctx<'a>, offer: Offer, a: Action) -> Self {
        Opt::then(offer, move |rest: &[usize]| {
            if rest.is_empty() {
                c.done(a)
            } else {
                Err(PathError::NoSuchOption)
            }
        })
    }

    /// An option shown though it cannot be taken now, with the reason.
    fn refused(offer: Offer, why: String) -> Self {
        let offer = offer.refused(why.clone());
        Opt::then(offer, move |_: &[usize]| Err(PathError::Refused(why)))
    }
}

/// A question and its options at the head of `path`; a question with a single option that can
/// be taken is not asked.
fn ask(question: impl Into<String>, opts: Vec<Opt<'_>>, path: &[usize]) -> R {
    if opts.len() == 1 && opts[0].offer.refused.is_none() {
        let only = opts.into_iter().next().ok_or(PathError::NoSuchOption)?;
        return (only.next)(path);
    }
    if opts.is_empty() {
        return Err(PathError::NoSuchOption);
    }
    match path.split_first() {
        None => Ok(Step::Ask(Question {
            ask: question.into(),
            offers: opts.into_iter().map(|o| o.offer).collect(),
        })),
        Some((&i, rest)) => {
            let chosen = opts.into_iter().nth(i).ok_or(PathError::NoSuchOption)?;
            if let Some(why) = chosen.offer.refused {
                return Err(PathError::Refused(why));
            }
            (chosen.next)(rest)
        }
    }
}

/// The `items` whose action `make` the rules accept now, each with its action.
fn open_ones<'c, T: Copy + 'c>(
    c: &'c Ctx<'c>,
    items: impl IntoIterator<Item = T> + 'c,
    make: impl Fn(T) -> Action + 'c,
) -> impl Iterator<Item = (T, Action)> + 'c {
    items
        .into_iter()
        .map(move |t| (t, make(t)))
        .filter(move |(_, a)| c.ok(a))
}

/// An option of a kind of action: open when `probe` is, else disabled with the reason.
fn kind<'a>(
    offer: Offer,
    probe: Result<(), String>,
    next: impl FnOnce(&[usize]) -> R + 'a,
) -> Opt<'a> {
    match probe {
        Ok(()) => Opt::then(offer, next),
        Err(why) => Opt::refused(offer, why),
    }
}

// ---- payments ----

/// Every way `seat` could pay one expenditure: its own ready elders, each guest colour, each
/// running aid offer to it.
fn payers(c: &Ctx) -> Vec<Pay> {
    let p = c.me();
    let mut out = Vec::new();
    if free_producers(p) > 0 {
        for l in std::iter::once(p.sheet).chain(Letter::ALL.into_iter().filter(|&l| l != p.sheet)) {
            if p.producers[l.index()] > 0 {
                out.push(Pay::Colour(l));
            }
        }
    }
    for (g, giver) in c.state.players.iter().enumerate() {
        if giver
            .aid_offers
            .iter()
            .any(|o| usize::from(o.to) == c.seat && o.running && o.count > 0)
        {
            out.push(Pay::Aid(g as u8));
        }
    }
    out
}

/// The ways to make `n` expenditures, each a list of payers in the order of `payers` (orders of
/// the same payers spend the same elders).
fn pay_lists(all: &[Pay], n: usize) -> Vec<Vec<Pay>> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|l| {
                let from = l.last().copied().unwrap_or(0);
                (from..all.len()).map(move |i| {
                    let mut m = l.clone();
                    m.push(i);
                    m
                })
            })
            .collect();
    }
    out.into_iter()
        .map(|l| l.into_iter().map(|i| all[i]).collect())
        .collect()
}

/// The payers as a list, the first capitalized: "One of your own ready elders and …".
fn pay_words(state: &State, seat: Seat, pays: &[Pay]) -> String {
    words::list(
        pays.iter()
            .enumerate()
            .map(|(i, &p)| words::your_payer_in(state, seat, p, i == 0)),
    )
}

/// The last step of an action paid by `n` expenditures: who pays (asked only when there is a
/// choice); `with` makes the action from the payers, `None` for the default ones.
fn pay_step<'a>(
    c: &'a Ctx<'a>,
    n: usize,
    question: &str,
    with: impl Fn(Vec<Pay>) -> Action + 'a,
    path: &[usize],
) -> R {
    if n == 0 {
        return if path.is_empty() {
            c.done(with(Vec::new()))
        } else {
            Err(PathError::NoSuchOption)
        };
    }
    let all = payers(c);
    let opts: Vec<Opt> = pay_lists(&all, n)
        .into_iter()
        .map(|pays| (pays.clone(), with(pays)))
        .filter(|(_, a)| c.ok(a))
        .map(|(pays, a)| Opt::done(c, Offer::new(pay_words(c.state, c.seat, &pays)), a))
        .collect();
    if opts.is_empty() {
        // Only the default payers are accepted (an aid offer's earmark, say).
        return if path.is_empty() {
            c.done(with(Vec::new()))
        } else {
            Err(PathError::NoSuchOption)
        };
    }
    ask(question, opts, path)
}

/// One expenditure paid by `pay` (the action's optional field).
fn pay_one<'a>(
    c: &'a Ctx<'a>,
    question: &str,
    with: impl Fn(Option<Pay>) -> Action + 'a,
    path: &[usize],
) -> R {
    pay_step(
        c,
        1,
        question,
        move |p: Vec<Pay>| with(p.first().copied()),
        path,
    )
}

// ---- phase 1 ----

fn innovation<'a>(c: &'a Ctx<'a>, left: u8, path: &[usize]) -> R {
    let p = c.me();
    let era_one = p.era.is_none();
    let others = c.others();
    let mut opts: Vec<Opt> = Vec::new();
    // Each kind: its offer, whether it belongs to the seat's list (else shown only if open),
    // its probe candidates and its steps.
    let mut add = |mine: bool,
                   offer: Offer,
                   probe: Vec<Action>,
                   next: Box<dyn FnOnce(&[usize]) -> R + 'a>| {
        let open = c.probe(&probe);
        if mine || open.is_ok() {
            opts.push(kind(offer, open, next));
        }
    };
    add(
        era_one,
        Offer::new(say!("origins-ch-original-behaviour"))
            .detail(say!("origins-ch-original-behaviour-needs")),
        vec![Action::OriginalBehaviour],
        Box::new(move |rest: &[usize]| done_at(c, rest, Action::OriginalBehaviour)),
    );
    let mut imitate: Vec<Action> = others
        .iter()
        .map(|&f| Action::Imitator { from: Some(f) })
        .collect();
    imitate.push(Action::Imitator { from: None });
    add(
        era_one,
        Offer::new(say!("origins-ch-imitator")).detail(say!("origins-ch-imitator-needs")),
        imitate.clone(),
        Box::new(move |rest: &[usize]| scavenge(c, imitate, rest)),
    );
    add(
        era_one,
        Offer::new(say!("origins-ch-silverback")).detail(say!("origins-ch-silverback-needs")),
        vec![Action::Silverback],
        Box::new(move |rest: &[usize]| done_at(c, rest, Action::Silverback)),
    );
    add(
        era_one,
        Offer::new(say!("origins-ch-locution")).detail(say!("origins-ch-locution-needs")),
        std::iter::once(None)
            .chain(payers(c).into_iter().map(Some))
            .map(|pay| Action::Locution { pay })
            .collect(),
        Box::new(move |rest: &[usize]| {
            pay_one(
                c,
                &say!("origins-ch-pay-locution"),
                |pay| Action::Locution { pay },
                rest,
            )
        }),
    );
    let lexes: Vec<Action> = Region::ALL
        .iter()
        .flat_map(|&from| {
            Region::ALL
                .iter()
                .map(move |&to| Action::Lexicalization { from, to })
        })
        .collect();
    add(
        era_one,
        Offer::new(say!("origins-ch-lexicalization"))
            .detail(say!("origins-ch-lexicalization-needs")),
        lexes,
        Box::new(move |rest: &[usize]| lexicalization(c, rest)),
    );
    let resets = all_resets(c);
    add(
        era_one,
        Offer::new(say!("origins-ch-storyteller")).detail(say!("origins-ch-storyteller-needs")),
        resets
            .iter()
            .map(|&reset| Action::Storyteller { reset })
            .collect(),
        Box::new(move |rest: &[usize]| storyteller(c, rest)),
    );
    add(
        era_one,
        Offer::new(say!("origins-ch-naturalist")).detail(say!("origins-ch-naturalist-needs")),
        naturalist_candidates(c),
        Box::new(move |rest: &[usize]| naturalist(c, rest)),
    );
    add(
        !era_one,
        Offer::new(say!("origins-ch-invention")),
        (1..=3).map(|era| Action::Invention { era }).collect(),
        Box::new(move |rest: &[usize]| invention(c, rest)),
    );
    let educate: Vec<Action> = others
        .iter()
        .map(|&from| Action::Education { from })
        .collect();
    add(
        !era_one,
        Offer::new(say!("origins-ch-education")),
        educate.clone(),
        Box::new(move |rest: &[usize]| scavenge(c, educate, rest)),
    );
    add(
        !era_one,
        Offer::new(say!("origins-ch-baby-boom")),
        vec![Action::BabyBoom],
        Box::new(move |rest: &[usize]| done_at(c, rest, Action::BabyBoom)),
    );
    let best = usize::from(p.best(Category::Info));
    let singles: Vec<Action> = if resets.is_empty() {
        vec![Action::Stimulus { resets: Vec::new() }]
    } else {
        resets
            .iter()
            .map(|&r| Action::Stimulus { resets: vec![r] })
            .collect()
    };
    add(
        !era_one,
        Offer::new(say!("origins-ch-stimulus", best = best))
            .detail(say!("origins-ch-stimulus-detail")),
        singles,
        Box::new(move |rest: &[usize]| stimulus(c, Vec::new(), rest)),
    );
    add(
        !era_one,
        golden_offer(c),
        vec![golden_probe(c)],
        Box::new(move |rest: &[usize]| golden_age(c, rest)),
    );
    add(
        !era_one,
        Offer::new(say!("origins-ch-revolution")).detail(say!("origins-ch-revolution-detail")),
        Letter::ALL
            .iter()
            .map(|&brain| Action::Revolution { brain })
            .collect(),
        Box::new(move |rest: &[usize]| revolution(c, rest)),
    );
    add(
        !era_one,
        Offer::new(say!("origins-ch-espionage")).detail(say!("origins-ch-from-era-three")),
        others
            .iter()
            .map(|&from| Action::Espionage { from })
            .collect(),
        Box::new(move |rest: &[usize]| espionage(c, rest)),
    );
    if !era_one {
        let aid = aid_candidates(c);
        add(
            false,
            Offer::new(say!("origins-ch-offer-aid")).detail(say!("origins-ch-offer-aid-detail")),
            aid,
            Box::new(move |rest: &[usize]| offer_aid(c, rest)),
        );
    }
    opts.push(Opt::done(
        c,
        Offer::new(say!("origins-ch-end-innovation"))
            .detail(say!("origins-ch-end-innovation-detail", count = left)),
        Action::EndInnovation,
    ));
    ask(
        say!("origins-ch-which-innovation", count = left),
        opts,
        path,
    )
}

/// The action itself when nothing more is asked.
fn done_at(c: &Ctx, rest: &[usize], a: Action) -> R {
    if rest.is_empty() {
        c.done(a)
    } else {
        Err(PathError::NoSuchOption)
    }
}

/// Imitator or Education: whose top discard, or the Era I deck.
fn scavenge<'a>(c: &'a Ctx<'a>, candidates: Vec<Action>, path: &[usize]) -> R {
    let opts: Vec<Opt> = candidates
        .into_iter()
        .filter(|a| c.ok(a))
        .map(|a| {
            let from = match a {
                Action::Imitator { from } => from,
                Action::Education { from } => Some(from),
                _ => None,
            };
            let offer = match from.map(usize::from) {
                Some(f) => {
                    let top = c.state.players[f].discard.last().copied();
                    let mut o = Offer::new(say!(
                        "origins-ch-take-from-discard",
                        card = top
                            .map(words::card)
                            .unwrap_or_else(|| say!("origins-ch-the-top-card")),
                        from = player(f)
                    ));
                    for t in top.map(words::card_texts).unwrap_or_default() {
                        o = o.detail(t);
                    }
                    o
                }
                None => Offer::new(say!("origins-ch-draw-era-one")),
            };
            Opt::done(c, offer, a)
        })
        .collect();
    ask(say!("origins-ch-whose-card"), opts, path)
}

fn lexicalization<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts: Vec<Opt> = Region::ALL
        .iter()
        .filter(|&&from| {
            Region::ALL
                .iter()
                .any(|&to| c.ok(&Action::Lexicalization { from, to }))
        })
        .map(|&from| {
            Opt::then(
                Offer::new(say!(
                    "origins-ch-brain-unit-on",
                    region = words::region(from)
                )),
                move |rest: &[usize]| {
                    let opts: Vec<Opt> =
                        open_ones(c, Region::ALL, |to| Action::Lexicalization { from, to })
                            .map(|(to, a)| {
                                Opt::done(
                                    c,
                                    Offer::new(say!("origins-ch-to", to = words::region(to))),
                                    a,
                                )
                            })
                            .collect();
                    ask(say!("origins-ch-where-does-it-go"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-which-brain-unit"), opts, path)
}

/// Every reset there is now (4.7): each spent elder colour in each pool, each suppressed card
/// of the seat's own.
fn all_resets(c: &Ctx) -> Vec<Reset> {
    let mut out = Vec::new();
    for s in std::iter::once(c.seat).chain(c.others().into_iter().map(usize::from)) {
        let p = &c.state.players[s];
        for l in Letter::ALL {
            if p.consumers[l.index()] > 0 {
                out.push(Reset::Elder {
                    seat: s as u8,
                    colour: l,
                });
            }
        }
    }
    out.extend(
        c.me()
            .repertoire
            .iter()
            .filter(|h| !h.active)
            .map(|h| Reset::Card(h.card)),
    );
    out
}

fn reset_offer(c: &Ctx, r: Reset) -> Offer {
    match r {
        Reset::Elder { seat, colour } => {
            let s = usize::from(seat);
            let whose = if s == c.seat {
                words::your_elder(c.state, s, colour, super::state::Half::Consumer)
            } else {
                words::elder(c.state, s, colour, Some(super::state::Half::Consumer))
            };
            let pool = if s == c.seat {
                say!("origins-ch-your-pool")
            } else {
                say!("origins-ch-pool-of", who = player(s))
            };
            Offer::new(say!("origins-ch-wake", whose = whose, pool = pool))
        }
        Reset::Card(card) => {
            let mut o = Offer::new(say!("origins-ch-turn-face-up", card = words::card(card)));
            for t in words::card_texts(card) {
                o = o.detail(t);
            }
            o
        }
    }
}

fn storyteller<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, all_resets(c), |reset| Action::Storyteller { reset })
        .map(|(r, a)| Opt::done(c, reset_offer(c, r), a))
        .collect();
    ask(say!("origins-ch-which-reset"), opts, path)
}

/// Economic stimulus: resets one at a time (each at or after the last in the list, since their
/// order does not matter), until the best info rank or "no more".
fn stimulus<'a>(c: &'a Ctx<'a>, chosen: Vec<usize>, path: &[usize]) -> R {
    let all = all_resets(c);
    let best = usize::from(c.me().best(Category::Info));
    let resets = |idx: &[usize]| idx.iter().map(|&i| all[i]).collect::<Vec<_>>();
    let from = chosen.last().copied().unwrap_or(0);
    let mut opts: Vec<Opt> = Vec::new();
    if !chosen.is_empty() {
        let a = Action::Stimulus {
            resets: resets(&chosen),
        };
        opts.push(Opt::done(
            c,
            Offer::new(say!("origins-ch-no-more-resets")),
            a,
        ));
    }
    if chosen.len() < best {
        for i in from..all.len() {
            let mut next = chosen.clone();
            next.push(i);
            if !c.ok(&Action::Stimulus {
                resets: resets(&next),
            }) {
                continue;
            }
            let all = all.clone();
            opts.push(Opt::then(
                reset_offer(c, all[i]),
                move |rest: &[usize]| {
                    if next.len() == best {
                        done_at(
                            c,
                            rest,
                            Action::Stimulus {
                                resets: next.iter().map(|&k| all[k]).collect(),
                            },
                        )
                    } else {
                        stimulus(c, next, rest)
                    }
                },
            ));
        }
    }
    // "No more" first reads badly: the resets first, then stopping.
    if !chosen.is_empty() && opts.len() > 1 {
        opts.rotate_left(1);
    }
    let q = if chosen.is_empty() {
        say!("origins-ch-which-reset-first", best = best)
    } else {
        say!(
            "origins-ch-another-reset",
            chosen = chosen.len(),
            best = best
        )
    };
    ask(q, opts, path)
}

fn naturalist_candidates(c: &Ctx) -> Vec<Action> {
    let d = data();
    let mut out = Vec::new();
    for (h, hex) in d.hexes.iter().enumerate() {
        if !hex
            .feature
            .as_ref()
            .is_some_and(|f| matches!(f.kind, FeatureKind::Animal | FeatureKind::Plant))
        {
            continue;
        }
        let units: Vec<XId> = c
            .me()
            .migratory
            .iter()
            .copied()
            .filter(|x| hex.corners.contains(&x.0))
            .collect();
        let mut units: Vec<Option<XId>> = units.into_iter().map(Some).collect();
        if units.is_empty() {
            units.push(None);
        }
        for unit in units {
            out.push(Action::Naturalist {
                hex: HexId(h as u8),
                unit,
                pay: None,
            });
        }
    }
    out
}

fn feature_words(h: HexId) -> String {
    let def = data().hex(h.0);
    match &def.feature {
        Some(f) => {
            let m = match f.modifier {
                m if m > 0 => format!("+{m}"),
                0 => "±0".into(),
                m => format!("−{}", m.unsigned_abs()),
            };
            say!(
                "origins-ch-feature-modifier",
                feature = say!(&format!("origins-feature-{}", def.id)),
                modifier = m
            )
        }
        None => String::new(),
    }
}

/// A domestication: the hex, then the unit that would found the metropolis, then who pays;
/// `make` builds the action.
fn naturalist<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let cands: Vec<Action> = naturalist_candidates(c)
        .into_iter()
        .filter(|a| c.ok(a))
        .collect();
    let mut hexes: Vec<HexId> = Vec::new();
    for a in &cands {
        if let Action::Naturalist { hex, .. } = a {
            if !hexes.contains(hex) {
                hexes.push(*hex);
            }
        }
    }
    let opts = hexes
        .into_iter()
        .map(|h| {
            let units: Vec<XId> = cands
                .iter()
                .filter_map(|a| match a {
                    Action::Naturalist {
                        hex, unit: Some(u), ..
                    } if *hex == h => Some(*u),
                    _ => None,
                })
                .collect();
            Opt::then(
                Offer::new(say!(
                    "origins-ch-hex-feature",
                    hex = words::hex(h),
                    feature = feature_words(h)
                ))
                .target(hex_key(h)),
                move |rest: &[usize]| {
                    let opts = units
                        .iter()
                        .map(|&u| {
                            Opt::then(
                                Offer::new(say!(
                                    "origins-ch-your-unit-at",
                                    place = words::place(u)
                                ))
                                .target(x_key(u)),
                                move |rest: &[usize]| {
                                    pay_one(
                                        c,
                                        &say!("origins-ch-pay-attempt"),
                                        move |pay| Action::Naturalist {
                                            hex: h,
                                            unit: Some(u),
                                            pay,
                                        },
                                        rest,
                                    )
                                },
                            )
                        })
                        .collect();
                    ask(say!("origins-ch-which-unit-metropolis"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-where-domesticate"), opts, path)
}

fn invention<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, 1..=3u8, |era| Action::Invention { era })
        .map(|(era, a)| {
            let roman = ["I", "II", "III"][usize::from(era - 1)];
            Opt::done(
                c,
                Offer::new(say!(
                    "origins-ch-era-deck",
                    era = roman,
                    count = c.state.decks[usize::from(era - 1)].len()
                )),
                a,
            )
        })
        .collect();
    ask(say!("origins-ch-which-deck"), opts, path)
}

fn golden_probe(c: &Ctx) -> Action {
    let reactivate = Category::ALL
        .iter()
        .filter_map(|&cat| {
            c.me()
                .repertoire
                .iter()
                .find(|h| !h.active && category_of(h.card) == Some(cat))
                .map(|h| h.card)
        })
        .collect();
    Action::GoldenAge { reactivate }
}

fn category_of(card: CardId) -> Option<Category> {
    match data().card(card.0).kind {
        CardKind::Public { category, .. } => Some(category),
        CardKind::Idea { .. } => None,
    }
}

fn golden_offer(c: &Ctx) -> Offer {
    let p = c.me();
    let (name, reqs) = match p.era {
        Some(super::state::EraSpace::IIIDark) | Some(super::state::EraSpace::IIIGolden) => {
            ("III", &data().species(p.brain).golden[1])
        }
        _ => ("II", &data().species(p.brain).golden[0]),
    };
    let needs = words::list(
        reqs.iter()
            .map(|&(t, l)| say!("origins-ch-track-level", track = words::track(t), level = l)),
    );
    Offer::new(say!("origins-ch-golden-age", era = name))
        .detail(say!("origins-ch-golden-age-detail", needs = needs))
}

fn golden_age<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let frames: Vec<Vec<CardId>> = Category::ALL
        .iter()
        .map(|&cat| {
            c.me()
                .repertoire
                .iter()
                .filter(|h| !h.active && category_of(h.card) == Some(cat))
                .map(|h| h.card)
                .collect::<Vec<_>>()
        })
        .filter(|v| !v.is_empty())
        .collect();
    golden_frames(c, frames, Vec::new(), path)
}

fn golden_frames<'a>(
    c: &'a Ctx<'a>,
    mut frames: Vec<Vec<CardId>>,
    chosen: Vec<CardId>,
    path: &[usize],
) -> R {
    if frames.is_empty() {
        return done_at(c, path, Action::GoldenAge { reactivate: chosen });
    }
    let frame = frames.remove(0);
    let cat = frame
        .first()
        .and_then(|&f| category_of(f))
        .unwrap_or(Category::Info);
    let opts = frame
        .into_iter()
        .map(|card| {
            let frames = frames.clone();
            let mut next = chosen.clone();
            next.push(card);
            let mut o = Offer::new(words::card(card));
            for t in words::card_texts(card) {
                o = o.detail(t);
            }
            Opt::then(o, move |rest: &[usize]| {
                golden_frames(c, frames, next, rest)
            })
        })
        .collect();
    ask(
        say!(match cat {
            Category::Info => "origins-ch-which-suppressed-info",
            Category::Culture => "origins-ch-which-suppressed-culture",
            Category::Admin => "origins-ch-which-suppressed-admin",
        }),
        opts,
        path,
    )
}

fn revolution<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, Letter::ALL, |brain| Action::Revolution { brain })
        .map(|(brain, a)| {
            let held = match c.state.brain_holder(brain) {
                Some(h) => say!("origins-ch-held-by", who = player(h)),
                None => say!("origins-ch-held-by-nobody"),
            };
            Opt::done(
                c,
                Offer::new(say!(
                    "origins-ch-brain-map-held",
                    brain = words::brain_map_first(brain),
                    held = held
                )),
                a,
            )
        })
        .collect();
    ask(say!("origins-ch-which-brain-map"), opts, path)
}

fn espionage<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, c.others(), |from| Action::Espionage { from })
        .map(|(from, a)| {
            let from = usize::from(from);
            Opt::done(
                c,
                Offer::new(say!(
                    "origins-ch-from-hand",
                    who = player(from),
                    count = c.state.players[from].hand.len()
                )),
                a,
            )
        })
        .collect();
    ask(say!("origins-ch-from-whose-hand"), opts, path)
}

fn aid_candidates(c: &Ctx) -> Vec<Action> {
    c.others()
        .into_iter()
        .map(|to| Action::OfferAid { to, count: 1 })
        .collect()
}

fn offer_aid<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let free = free_producers(c.me()).min(u32::from(u8::MAX)) as u8;
    let opts = c
        .others()
        .into_iter()
        .filter(|&to| c.ok(&Action::OfferAid { to, count: 1 }))
        .map(|to| {
            Opt::then(
                Offer::new(say!("origins-ch-to", to = player(usize::from(to)))),
                move |rest: &[usize]| {
                    let opts = open_ones(c, 1..=free, |count| Action::OfferAid { to, count })
                        .map(|(n, a)| {
                            Opt::done(c, Offer::new(say!("origins-ch-elders", count = n)), a)
                        })
                        .collect();
                    ask(say!("origins-ch-how-many-ready"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-to-whom-aid"), opts, path)
}

// ---- phase 3 ----

fn card_offer(card: CardId, label: String) -> Offer {
    let mut o = Offer::new(label);
    for t in words::card_texts(card) {
        o = o.detail(t);
    }
    o
}

fn cards<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let d = data();
    let mut hand = c.me().hand.clone();
    hand.sort_unstable();
    hand.dedup();
    let mut opts: Vec<Opt> = Vec::new();
    for card in hand {
        let def = d.card(card.0);
        let name = words::card(card);
        if def.is_public() {
            let a = Action::PlayCard {
                card,
                side: None,
                language: None,
                domesticate: None,
                barbarian: None,
                skip_fd: None,
            };
            let open = c.check(&a);
            let offer = card_offer(card, say!("origins-ch-put-up-for-auction", card = name));
            opts.push(kind(offer, open, move |rest: &[usize]| done_at(c, rest, a)));
        } else {
            let plays: Vec<Action> = [Side::Right, Side::Left]
                .iter()
                .flat_map(|&s| side_plays(c, card, s).into_iter().take(1))
                .collect();
            let open = if plays.is_empty() {
                Err(say!("origins-ch-neither-side"))
            } else {
                Ok(())
            };
            let offer = card_offer(card, say!("origins-ch-play-one-side", card = name));
            opts.push(kind(offer, open, move |rest: &[usize]| {
                sides(c, card, rest)
            }));
        }
    }
    let end = Offer::new(say!("origins-ch-end-cards")).detail(say!("origins-ch-end-cards-detail"));
    opts.push(match end_cards_refusal(c.state, c.seat) {
        None => Opt::done(c, end, Action::EndCards),
        Some(why) => Opt::refused(end, super::words::plain(&why)),
    });
    ask(say!("origins-ch-which-card"), opts, path)
}

/// Every whole play of one side of an idea card the rules accept, with the unit and the payer
/// of a domestication named.
fn side_plays(c: &Ctx, card: CardId, side: Side) -> Vec<Action> {
    let effects = match &data().card(card.0).kind {
        CardKind::Idea { left, right, .. } => match side {
            Side::Left => left.clone(),
            Side::Right => right.clone(),
        },
        CardKind::Public { .. } => return Vec::new(),
    };
    let base: Vec<Action> = side_candidates(c.state, c.seat, card, side, &effects)
        .into_iter()
        .filter(|a| c.ok(a))
        .collect();
    let mut out = Vec::new();
    for a in base {
        let Action::PlayCard {
            domesticate: Some(dom),
            ..
        } = &a
        else {
            out.push(a);
            continue;
        };
        let units: Vec<XId> = c
            .me()
            .migratory
            .iter()
            .copied()
            .filter(|x| data().hex(dom.hex.0).corners.contains(&x.0))
            .collect();
        let units: Vec<Option<XId>> = if units.is_empty() {
            vec![None]
        } else {
            units.into_iter().map(Some).collect()
        };
        let pays: Vec<Option<Pay>> = {
            let p = payers(c);
            if p.is_empty() {
                vec![None]
            } else {
                p.into_iter().map(Some).collect()
            }
        };
        for &unit in &units {
            for &pay in &pays {
                let mut b = a.clone();
                if let Action::PlayCard {
                    domesticate: Some(d),
                    ..
                } = &mut b
                {
                    d.unit = unit;
                    d.pay = pay;
                }
                if c.ok(&b) {
                    out.push(b);
                }
            }
        }
    }
    out
}

fn sides<'a>(c: &'a Ctx<'a>, card: CardId, path: &[usize]) -> R {
    let opts = [Side::Left, Side::Right]
        .into_iter()
        .map(|side| {
            let label = words::side_label(card, side);
            let plays = side_plays(c, card, side);
            if plays.is_empty() {
                let probe = Action::PlayCard {
                    card,
                    side: Some(side),
                    language: None,
                    domesticate: None,
                    barbarian: None,
                    skip_fd: None,
                };
                let why = c
                    .check(&probe)
                    .err()
                    .unwrap_or_else(|| say!("origins-ch-side-cannot"));
                Opt::refused(Offer::new(label), why)
            } else {
                Opt::then(Offer::new(label), move |rest: &[usize]| {
                    side_choices(c, plays, rest)
                })
            }
        })
        .collect();
    ask(
        say!("origins-ch-which-side", card = words::card(card)),
        opts,
        path,
    )
}

fn play_parts(a: &Action) -> Option<(Option<Region>, Option<Domesticate>, Option<u8>, u8)> {
    match a {
        Action::PlayCard {
            language,
            domesticate,
            barbarian,
            skip_fd,
            ..
        } => Some((*language, *domesticate, *barbarian, skip_fd.unwrap_or(0))),
        _ => None,
    }
}

/// The choices within one side of a card, from its whole legal plays.
fn side_choices<'a>(c: &'a Ctx<'a>, plays: Vec<Action>, path: &[usize]) -> R {
    let state = c.state;
    let seat = c.seat;
    let facets: Vec<Facet<'_, Action>> = vec![
        Facet::new(say!("origins-ch-which-language-region"), |a: &Action| {
            let (language, ..) = play_parts(a)?;
            Some(match language {
                Some(r) => (
                    r.name().to_string(),
                    Offer::new(say!("origins-ch-brain-unit-on", region = words::region(r))),
                ),
                None => (String::new(), Offer::new(say!("origins-ch-rules-name"))),
            })
        }),
        Facet::new(say!("origins-ch-send-barbarians"), |a: &Action| {
            let (_, _, barbarian, _) = play_parts(a)?;
            Some(match barbarian {
                Some(v) => (
                    v.to_string(),
                    Offer::new(say!(
                        "origins-ch-send-against",
                        who = player(usize::from(v))
                    ))
                    .detail(say!("origins-ch-send-against-detail")),
                ),
                None => (String::new(), Offer::new(say!("origins-ch-no-barbarians"))),
            })
        }),
        Facet::new(say!("origins-ch-try-domesticate"), |a: &Action| {
            let (_, dom, ..) = play_parts(a)?;
            Some(match dom {
                Some(d) => (
                    d.hex.id().to_string(),
                    Offer::new(say!(
                        "origins-ch-try",
                        hex = words::hex(d.hex),
                        feature = feature_words(d.hex)
                    ))
                    .target(hex_key(d.hex)),
                ),
                None => (
                    String::new(),
                    Offer::new(say!("origins-ch-no-domestication")),
                ),
            })
        }),
        Facet::new(say!("origins-ch-which-unit-metropolis"), |a: &Action| {
            let (_, dom, ..) = play_parts(a)?;
            let u = dom?.unit?;
            Some((
                u.id().to_string(),
                Offer::new(say!("origins-ch-your-unit-at", place = words::place(u)))
                    .target(x_key(u)),
            ))
        }),
        Facet::new(say!("origins-ch-pay-attempt"), move |a: &Action| {
            let (_, dom, ..) = play_parts(a)?;
            let pay = dom?.pay?;
            Some((
                format!("{pay:?}"),
                Offer::new(pay_words(state, seat, &[pay])),
            ))
        }),
        Facet::new(say!("origins-ch-take-fd"), |a: &Action| {
            let (.., skip) = play_parts(a)?;
            Some((
                skip.to_string(),
                Offer::new(match skip {
                    0 => say!("origins-ch-take-every-fd"),
                    n => say!("origins-ch-decline-fd", count = n),
                }),
            ))
        }),
    ];
    match factor(plays, &facets, path)? {
        Step::Done(a) => c.done(a),
        ask => Ok(ask),
    }
}

// ---- phase 5 ----

/// How many expenditures an action of `cost` needs with `left` actions left (8.1).
fn fund_for(cost: u8, left: u8) -> u8 {
    cost.saturating_sub(left)
}

fn fund_field(n: u8) -> Option<u8> {
    (n > 0).then_some(n)
}

fn population<'a>(c: &'a Ctx<'a>, left: u8, path: &[usize]) -> R {
    let f1 = fund_for(1, left);
    let f3 = fund_for(3, left);
    let extra = |f: u8| -> String {
        if f == 0 {
            String::new()
        } else {
            say!("origins-ch-paid-with-more", count = f)
        }
    };
    let mut opts: Vec<Opt> = Vec::new();
    // Migration.
    let movers = movers(c);
    let probe = match movers.first() {
        Some((u, r)) => c.check(&migrate_action(
            *u,
            r.path.clone(),
            BTreeMap::new(),
            f1,
            Vec::new(),
        )),
        None => Err(no_migration(c)),
    };
    opts.push(kind(
        Offer::new(say!("origins-ch-migrate", extra = extra(f1)))
            .detail(say!("origins-ch-migrate-detail")),
        probe,
        move |rest: &[usize]| migrate(c, movers, f1, rest),
    ));
    // Growth.
    let places = placements(c);
    let probe = match places.first() {
        Some((x, _)) => c.check(&grow_action(
            *x,
            Vec::new(),
            BTreeMap::new(),
            f1,
            Vec::new(),
        )),
        None => Err(if c.me().kp == 0 {
            say!("origins-ch-population-empty")
        } else {
            say!("origins-ch-no-intersection-open")
        }),
    };
    opts.push(kind(
        Offer::new(say!("origins-ch-grow", extra = extra(f1)))
            .detail(say!("origins-ch-grow-detail")),
        probe,
        move |rest: &[usize]| grow(c, places, f1, rest),
    ));
    // Urbanization.
    let urban = urbanizations(c, f3);
    let probe = if urban.is_empty() {
        let probe: Vec<Action> = c
            .me()
            .migratory
            .iter()
            .flat_map(|&unit| {
                data()
                    .x(unit.0)
                    .hexes
                    .iter()
                    .map(move |&h| Action::Urbanize {
                        unit,
                        hex: HexId(h),
                        fund: fund_field(f3),
                        pay: Vec::new(),
                    })
            })
            .collect();
        c.probe(&probe)
    } else {
        Ok(())
    };
    opts.push(kind(
        Offer::new(say!("origins-ch-urbanize", extra = extra(f3)))
            .detail(say!("origins-ch-urbanize-detail")),
        probe,
        move |rest: &[usize]| urbanize(c, urban, f3, rest),
    ));
    // Incorporation and trade.
    let others = c.others();
    let incorporations: Vec<Action> = others
        .iter()
        .map(|&target| Action::Incorporate {
            target,
            fund: fund_field(f1),
            pay: Vec::new(),
        })
        .collect();
    let targets = others.clone();
    opts.push(kind(
        Offer::new(say!("origins-ch-incorporate", extra = extra(f1)))
            .detail(say!("origins-ch-incorporate-detail")),
        c.probe(&incorporations),
        move |rest: &[usize]| {
            let opts = open_ones(c, targets, |target| Action::Incorporate {
                target,
                fund: fund_field(f1),
                pay: Vec::new(),
            })
            .map(|(t, _)| {
                let t = usize::from(t);
                let q = &c.state.players[t];
                let offer = Offer::new(say!("origins-ch-from", from = player(t))).detail(say!(
                    "origins-ch-incorporate-from",
                    count = q.elders(),
                    theirs = q.best(Category::Culture),
                    yours = c.me().best(Category::Culture)
                ));
                Opt::then(offer, move |rest: &[usize]| {
                    pay_step(
                        c,
                        usize::from(f1),
                        &say!("origins-ch-pay-extra-action"),
                        move |pay| Action::Incorporate {
                            target: t as u8,
                            fund: fund_field(f1),
                            pay,
                        },
                        rest,
                    )
                })
            })
            .collect();
            ask(say!("origins-ch-from-whom"), opts, rest)
        },
    ));
    let trades: Vec<Action> = others
        .iter()
        .flat_map(|&partner| {
            Track::ALL.into_iter().map(move |track| Action::Trade {
                partner,
                track,
                fund: fund_field(f1),
                pay: Vec::new(),
            })
        })
        .collect();
    opts.push(kind(
        Offer::new(say!("origins-ch-trade", extra = extra(f1)))
            .detail(say!("origins-ch-trade-detail")),
        c.probe(&trades),
        move |rest: &[usize]| trade(c, trades, f1, rest),
    ));
    // Sabine raids and aid: shown only when they can be made.
    let raids = raid_candidates(c, f1);
    if c.probe(&raids).is_ok() {
        opts.push(Opt::then(
            Offer::new(say!("origins-ch-raid", extra = extra(f1))),
            move |rest: &[usize]| raid(c, raids, usize::from(f1), rest),
        ));
    }
    let aid = aid_candidates(c);
    if c.probe(&aid).is_ok() {
        opts.push(Opt::then(
            Offer::new(say!("origins-ch-offer-aid")),
            move |rest: &[usize]| offer_aid(c, rest),
        ));
    }
    opts.push(Opt::done(
        c,
        Offer::new(say!("origins-ch-end-population")).detail(if left > 0 {
            say!("origins-ch-end-population-unused", count = left)
        } else {
            say!("origins-ch-sieges-follow")
        }),
        Action::EndPopulation,
    ));
    let q = if left == 0 {
        say!("origins-ch-population-none-left")
    } else {
        say!("origins-ch-population-left", count = left)
    };
    ask(q, opts, path)
}

fn no_migration(c: &Ctx) -> String {
    if c.me().enslaver.is_some() {
        say!("origins-ch-slave-no-migration")
    } else if c.me().migratory.is_empty() {
        say!("origins-ch-no-migratory-unit")
    } else {
        say!("origins-ch-no-unit-can-move")
    }
}

/// A migrating unit: its start, or the intersection a new unit is placed on.
#[derive(Clone, Copy)]
enum Mover {
    Migrate(XId),
    Grow(XId),
}

fn migrate_action(
    unit: XId,
    path: Vec<XId>,
    through: BTreeMap<XId, Through>,
    fund: u8,
    pay: Vec<Pay>,
) -> Action {
    Action::Migrate {
        unit,
        path,
        through,
        fund: fund_field(fund),
        pay,
    }
}

fn grow_action(
    at: XId,
    path: Vec<XId>,
    through: BTreeMap<XId, Through>,
    fund: u8,
    pay: Vec<Pay>,
) -> Action {
    Action::Grow {
        at,
        path,
        through,
        fund: fund_field(fund),
        pay,
    }
}

fn mover_action(
    m: Mover,
    path: Vec<XId>,
    through: BTreeMap<XId, Through>,
    fund: u8,
    pay: Vec<Pay>,
) -> Action {
    match m {
        Mover::Migrate(u) => migrate_action(u, path, through, fund, pay),
        Mover::Grow(at) => grow_action(at, path, through, fund, pay),
    }
}

/// The units that may migrate, each with its first route (none for a slave).
fn movers(c: &Ctx) -> Vec<(XId, Route)> {
    let p = c.me();
    if p.enslaver.is_some() {
        return Vec::new();
    }
    p.migratory
        .iter()
        .filter(|x| !c.state.memory.moved.contains(x))
        .filter_map(|&x| {
            routes(c.state, c.seat, x)
                .into_iter()
                .next()
                .map(|r| (x, r))
        })
        .collect()
}

fn migrate<'a>(c: &'a Ctx<'a>, movers: Vec<(XId, Route)>, fund: u8, path: &[usize]) -> R {
    let opts = movers
        .into_iter()
        .map(|(x, _)| {
            let n = ends(&routes(c.state, c.seat, x)).len();
            Opt::then(
                Offer::new(say!("origins-ch-your-unit-at", place = words::place(x)))
                    .detail(say!("origins-ch-can-reach", count = n))
                    .target(x_key(x)),
                move |rest: &[usize]| {
                    destinations(c, c.state, Mover::Migrate(x), fund, false, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-which-unit-migrates"), opts, path)
}

/// The ends of `routes`, in the order first reached, each with its routes.
fn ends(routes: &[Route]) -> Vec<(XId, Vec<Route>)> {
    let mut out: Vec<(XId, Vec<Route>)> = Vec::new();
    for r in routes {
        let Some(&end) = r.path.last() else { continue };
        match out.iter_mut().find(|(e, _)| *e == end) {
            Some((_, v)) => v.push(r.clone()),
            None => out.push((end, vec![r.clone()])),
        }
    }
    out
}

/// Where a unit goes: every end of its routes (`stay`: a new unit may also stay where it was
/// placed). `at` is the state the routes are computed in (a new unit already placed).
fn destinations<'a>(
    c: &'a Ctx<'a>,
    at: &State,
    m: Mover,
    fund: u8,
    stay: bool,
    path: &[usize],
) -> R {
    let from = match m {
        Mover::Migrate(x) | Mover::Grow(x) => x,
    };
    let shared = std::rc::Rc::new(at.clone());
    let mut opts: Vec<Opt> = Vec::new();
    if stay {
        opts.push(Opt::then(
            Offer::new(say!("origins-ch-stays-at", place = words::place(from))).target(x_key(from)),
            move |rest: &[usize]| {
                pay_step(
                    c,
                    usize::from(fund),
                    &say!("origins-ch-pay-extra-action"),
                    move |pay| mover_action(m, Vec::new(), BTreeMap::new(), fund, pay),
                    rest,
                )
            },
        ));
    }
    for (end, rs) in ends(&routes(at, c.seat, from)) {
        let cost = rs.iter().map(|r| r.cost).min().unwrap_or(0);
        let mut offer = Offer::new(if stay {
            say!("origins-ch-moves-on-to", place = words::place(end))
        } else {
            words::place(end)
        })
        .target(x_key(end));
        offer = offer.detail(say!("origins-ch-points-away", count = cost));
        if let Some(o) = at.unit_at(end) {
            offer = offer.detail(battle_words(
                at,
                c.seat,
                o,
                rs.iter().all(|r| r.penalty.last() == Some(&true)),
            ));
        }
        let at = shared.clone();
        opts.push(Opt::then(offer, move |rest: &[usize]| {
            ways(c, at, m, rs, fund, rest)
        }));
    }
    ask(
        if stay {
            say!("origins-ch-new-unit-move-on", place = words::place(from))
        } else {
            say!("origins-ch-where-unit-go", place = words::place(from))
        },
        opts,
        path,
    )
}

/// What a battle against `defender` would do, by the metallurgy values (9.6).
fn battle_words(state: &State, seat: Seat, defender: usize, penalty: bool) -> String {
    let a = i16::from(state.players[seat].level(Track::MET)) - i16::from(penalty);
    let d = i16::from(state.players[defender].level(Track::MET));
    let who = player(defender);
    let pen = if penalty {
        say!("origins-ch-battle-water")
    } else {
        String::new()
    };
    let outcome = say!(match a.cmp(&d) {
        std::cmp::Ordering::Greater => "origins-ch-battle-win",
        std::cmp::Ordering::Equal => "origins-ch-battle-both-lost",
        std::cmp::Ordering::Less => "origins-ch-battle-lost",
    });
    say!(
        "origins-ch-battle",
        who = who,
        a = a,
        pen = pen,
        d = d,
        outcome = outcome
    )
}

/// What tells two routes to one end apart: the foreign units passed (and the penalty up to
/// each), the penalty at the end, and the whole path where a unit of an enslaver or slave is
/// passed (a refused passage then stops the unit on the way).
fn signature(state: &State, seat: Seat, r: &Route) -> Vec<String> {
    let partners = partners(state, seat);
    let mut out = Vec::new();
    let n = r.path.len();
    for (i, &x) in r.path.iter().enumerate() {
        let Some(o) = state.unit_at(x).filter(|&o| o != seat) else {
            continue;
        };
        out.push(format!("{}:{}", x.id(), r.penalty[i]));
        if partners.contains(&o) && i + 1 < n {
            out.push(r.path.iter().map(|x| x.id()).collect::<Vec<_>>().join(" "));
        }
    }
    out
}

/// Which way, when the routes to one end differ in what they meet.
fn ways<'a>(
    c: &'a Ctx<'a>,
    at: std::rc::Rc<State>,
    m: Mover,
    rs: Vec<Route>,
    fund: u8,
    path: &[usize],
) -> R {
    let kept_end = rs.first().and_then(|r| r.path.last().copied());
    let mut kept: Vec<(Vec<String>, Route)> = Vec::new();
    for r in rs {
        let sig = signature(&at, c.seat, &r);
        if !kept.iter().any(|(s, _)| *s == sig) {
            kept.push((sig, r));
        }
    }
    let opts = kept
        .into_iter()
        .map(|(_, r)| {
            let mut offer = Offer::new(way_words(&r));
            let passed: Vec<String> = r
                .path
                .iter()
                .take(r.path.len().saturating_sub(1))
                .filter_map(|&x| {
                    at.unit_at(x).filter(|&o| o != c.seat).map(|o| {
                        say!(
                            "origins-ch-unit-of-at",
                            who = player(o),
                            place = words::place(x)
                        )
                    })
                })
                .collect();
            if !passed.is_empty() {
                offer = offer.detail(say!("origins-ch-it-passes", units = words::list(passed)));
            }
            if r.penalty.last() == Some(&true) {
                offer = offer.detail(say!("origins-ch-crosses-water"));
            }
            let at = at.clone();
            Opt::then(offer, move |rest: &[usize]| {
                passes(c, &at, m, r.path, BTreeMap::new(), fund, rest)
            })
        })
        .collect();
    let to = kept_end.map(words::place).unwrap_or_default();
    ask(say!("origins-ch-which-way", to = to), opts, path)
}

fn way_words(r: &Route) -> String {
    let n = r.path.len();
    if n <= 1 {
        return say!("origins-ch-straight-there");
    }
    say!(
        "origins-ch-by",
        places = words::list(r.path[..n - 1].iter().map(|&x| words::place(x)))
    )
}

/// How the unit passes each foreign unit on the way (9.5), one at a time; then who pays.
fn passes<'a>(
    c: &'a Ctx<'a>,
    at: &State,
    m: Mover,
    route: Vec<XId>,
    through: BTreeMap<XId, Through>,
    fund: u8,
    path: &[usize],
) -> R {
    let n = route.len();
    let next = route
        .iter()
        .take(n.saturating_sub(1))
        .copied()
        .find(|x| !through.contains_key(x) && at.unit_at(*x).is_some_and(|o| o != c.seat));
    let Some(x) = next else {
        return pay_step(
            c,
            usize::from(fund),
            &say!("origins-ch-pay-extra-action"),
            move |pay| mover_action(m, route.clone(), through.clone(), fund, pay),
            path,
        );
    };
    let owner = at.unit_at(x).unwrap_or(0);
    let mut hows = vec![(
        Through::Ask,
        Offer::new(say!("origins-ch-ask-passage")).detail(
            if partners(at, c.seat).contains(&owner) {
                say!("origins-ch-refuse-stops")
            } else {
                say!("origins-ch-refuse-battle")
            },
        ),
    )];
    if !partners(at, c.seat).contains(&owner) {
        let i = route.iter().position(|&y| y == x).unwrap_or(0);
        let pen = routes_penalty(at, c.seat, m, &route, i);
        hows.push((
            Through::Attack,
            Offer::new(say!("origins-ch-attack-it")).detail(battle_words(at, c.seat, owner, pen)),
        ));
    }
    let at = std::rc::Rc::new(at.clone());
    let opts = hows
        .into_iter()
        .map(|(how, offer)| {
            let mut t = through.clone();
            t.insert(x, how);
            let route = route.clone();
            let at = at.clone();
            Opt::then(offer, move |rest: &[usize]| {
                passes(c, &at, m, route, t, fund, rest)
            })
        })
        .collect();
    ask(
        say!(
            "origins-ch-how-pass",
            who = player(owner),
            place = words::place(x)
        ),
        opts,
        path,
    )
}

/// Whether the path up to index `i` carries the battle penalty.
fn routes_penalty(at: &State, seat: Seat, m: Mover, route: &[XId], i: usize) -> bool {
    let from = match m {
        Mover::Migrate(x) | Mover::Grow(x) => x,
    };
    routes(at, seat, from)
        .into_iter()
        .find(|r| r.path.len() > i && r.path[..=i] == route[..=i])
        .map(|r| r.penalty[i])
        .unwrap_or(false)
}

/// Where a new unit may be placed: each intersection, and the seat it attacks there if any.
fn placements(c: &Ctx) -> Vec<(XId, Option<usize>)> {
    if c.me().kp == 0 {
        return Vec::new();
    }
    // A placement touches a hex with a unit of the player or of its slaves, a hex of its (or
    // its enslaver's) metropolises, or a hex of its start (8.3, D27, 15.4): only the corners
    // of those hexes are checked.
    let d = data();
    let mut hexes: Vec<u8> = Vec::new();
    let mut add = |h: u8| {
        if !hexes.contains(&h) {
            hexes.push(h);
        }
    };
    for (s, q) in c.state.players.iter().enumerate() {
        let related = s == c.seat
            || q.enslaver.map(usize::from) == Some(c.seat)
            || c.me().enslaver.map(usize::from) == Some(s);
        if !related {
            continue;
        }
        for m in &q.metropolises {
            add(m.0);
        }
        for x in &q.migratory {
            for &h in &d.x(x.0).hexes {
                add(h);
            }
        }
    }
    for &h in &d.x(d.species(c.me().sheet).start).hexes {
        add(h);
    }
    let mut xs: Vec<u16> = hexes.iter().flat_map(|&h| d.hex(h).corners).collect();
    xs.sort_unstable();
    xs.dedup();
    xs.into_iter()
        .map(XId)
        .filter_map(|x| placement_check(c.state, c.seat, x).ok().map(|a| (x, a)))
        .collect()
}

fn grow<'a>(c: &'a Ctx<'a>, places: Vec<(XId, Option<usize>)>, fund: u8, path: &[usize]) -> R {
    let opts = places
        .into_iter()
        .map(|(x, attack)| {
            let mut offer = Offer::new(words::place(x)).target(x_key(x));
            if let Some(o) = attack {
                offer = offer.detail(battle_words(c.state, c.seat, o, false));
            }
            Opt::then(offer, move |rest: &[usize]| {
                grow_on(c, x, attack, fund, rest)
            })
        })
        .collect();
    ask(say!("origins-ch-where-place"), opts, path)
}

fn grow_on<'a>(c: &'a Ctx<'a>, at: XId, attack: Option<usize>, fund: u8, path: &[usize]) -> R {
    let still = |rest: &[usize]| {
        pay_step(
            c,
            usize::from(fund),
            &say!("origins-ch-pay-extra-action"),
            move |pay| grow_action(at, Vec::new(), BTreeMap::new(), fund, pay),
            rest,
        )
    };
    if attack.is_some() || c.me().enslaver.is_some() {
        return still(path);
    }
    let mut placed = c.state.clone();
    {
        let p = &mut placed.players[c.seat];
        p.migratory.push(at);
        p.migratory.sort_unstable();
        p.kp = p.kp.saturating_sub(1);
    }
    if routes(&placed, c.seat, at).is_empty() {
        return still(path);
    }
    destinations(c, &placed, Mover::Grow(at), fund, true, path)
}

/// Every (unit, hex) founding a metropolis the rules accept now.
fn urbanizations(c: &Ctx, fund: u8) -> Vec<(XId, HexId)> {
    let mut out = Vec::new();
    for &unit in &c.me().migratory {
        for &h in &data().x(unit.0).hexes {
            let a = Action::Urbanize {
                unit,
                hex: HexId(h),
                fund: fund_field(fund),
                pay: Vec::new(),
            };
            if c.ok(&a) {
                out.push((unit, HexId(h)));
            }
        }
    }
    out
}

fn urbanize<'a>(c: &'a Ctx<'a>, urban: Vec<(XId, HexId)>, fund: u8, path: &[usize]) -> R {
    let mut units: Vec<XId> = Vec::new();
    for (u, _) in &urban {
        if !units.contains(u) {
            units.push(*u);
        }
    }
    let urban = std::rc::Rc::new(urban);
    let opts = units
        .into_iter()
        .map(|u| {
            let urban = urban.clone();
            Opt::then(
                Offer::new(say!("origins-ch-your-unit-at", place = words::place(u)))
                    .target(x_key(u)),
                move |rest: &[usize]| {
                    let opts = urban
                        .iter()
                        .filter(|(x, _)| *x == u)
                        .map(|&(_, h)| {
                            Opt::then(
                                Offer::new(words::hex(h)).target(hex_key(h)),
                                move |rest: &[usize]| {
                                    pay_step(
                                        c,
                                        usize::from(fund),
                                        &say!("origins-ch-pay-extra-actions"),
                                        move |pay| Action::Urbanize {
                                            unit: u,
                                            hex: h,
                                            fund: fund_field(fund),
                                            pay,
                                        },
                                        rest,
                                    )
                                },
                            )
                        })
                        .collect();
                    ask(say!("origins-ch-which-hex"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-which-unit-founds"), opts, path)
}

fn trade<'a>(c: &'a Ctx<'a>, trades: Vec<Action>, fund: u8, path: &[usize]) -> R {
    let legal: Vec<Action> = trades.into_iter().filter(|a| c.ok(a)).collect();
    let mut partners_: Vec<u8> = Vec::new();
    for a in &legal {
        if let Action::Trade { partner, .. } = a {
            if !partners_.contains(partner) {
                partners_.push(*partner);
            }
        }
    }
    let legal = std::rc::Rc::new(legal);
    let opts = partners_
        .into_iter()
        .map(|t| {
            let legal = legal.clone();
            Opt::then(
                Offer::new(say!("origins-ch-with", who = player(usize::from(t)))),
                move |rest: &[usize]| {
                    let opts = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Trade { partner, track, .. } if *partner == t => Some(*track),
                            _ => None,
                        })
                        .map(|track| {
                            let mine = c.me().level(track);
                            let theirs = c.state.players[usize::from(t)].level(track);
                            let offer = Offer::new(say!(
                                "origins-ch-trade-on",
                                track = words::track(track),
                                mine = mine,
                                who = player(usize::from(t)),
                                theirs = theirs
                            ))
                            .detail(say!(
                                if mine > theirs {
                                    "origins-ch-trade-they-advance"
                                } else {
                                    "origins-ch-trade-you-advance"
                                },
                                who = player(usize::from(t))
                            ));
                            Opt::then(offer, move |rest: &[usize]| {
                                pay_step(
                                    c,
                                    usize::from(fund),
                                    &say!("origins-ch-pay-extra-action"),
                                    move |pay| Action::Trade {
                                        partner: t,
                                        track,
                                        fund: fund_field(fund),
                                        pay,
                                    },
                                    rest,
                                )
                            })
                        })
                        .collect();
                    ask(say!("origins-ch-which-track"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-with-whom-trade"), opts, path)
}

fn raid_candidates(c: &Ctx, fund: u8) -> Vec<Action> {
    c.others()
        .into_iter()
        .flat_map(|target| {
            [RaidMode::Scavenge, RaidMode::Espionage]
                .into_iter()
                .map(move |mode| Action::SabineRaid {
                    target,
                    mode,
                    fund: fund_field(fund),
                    pay: Vec::new(),
                })
        })
        .collect()
}

fn raid<'a>(c: &'a Ctx<'a>, raids: Vec<Action>, fund: usize, path: &[usize]) -> R {
    let legal: Vec<Action> = raids.into_iter().filter(|a| c.ok(a)).collect();
    let mut targets: Vec<u8> = Vec::new();
    for a in &legal {
        if let Action::SabineRaid { target, .. } = a {
            if !targets.contains(target) {
                targets.push(*target);
            }
        }
    }
    let legal = std::rc::Rc::new(legal);
    let opts = targets
        .into_iter()
        .map(|t| {
            let legal = legal.clone();
            Opt::then(
                Offer::new(say!("origins-ch-on", who = player(usize::from(t)))),
                move |rest: &[usize]| {
                    let opts = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::SabineRaid {
                                target, mode, fund, ..
                            } if *target == t => Some((*mode, *fund)),
                            _ => None,
                        })
                        .map(|(mode, f)| {
                            let q = &c.state.players[usize::from(t)];
                            let offer = match mode {
                                RaidMode::Scavenge => {
                                    let top = q.discard.last().copied();
                                    let mut o = Offer::new(say!(
                                        "origins-ch-take-from-their-discard",
                                        card = top
                                            .map(words::card)
                                            .unwrap_or_else(|| say!("origins-ch-the-top-card"))
                                    ));
                                    for line in top.map(words::card_texts).unwrap_or_default() {
                                        o = o.detail(line);
                                    }
                                    o
                                }
                                RaidMode::Espionage => Offer::new(say!(
                                    "origins-ch-take-at-random",
                                    count = q.hand.len()
                                )),
                            };
                            Opt::then(offer, move |rest: &[usize]| {
                                pay_step(
                                    c,
                                    fund.max(usize::from(f.unwrap_or(0))),
                                    &say!("origins-ch-pay-extra-action"),
                                    move |pay| Action::SabineRaid {
                                        target: t,
                                        mode,
                                        fund: f,
                                        pay,
                                    },
                                    rest,
                                )
                            })
                        })
                        .collect();
                    ask(say!("origins-ch-what-take"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-on-whom-raid"), opts, path)
}

// ---- phase 6 ----

fn sieges<'a>(c: &'a Ctx<'a>, carried: u8, path: &[usize]) -> R {
    let mut targets: Vec<(HexId, Vec<XId>)> = Vec::new();
    for (owner, q) in c.state.players.iter().enumerate() {
        if owner == c.seat {
            continue;
        }
        for &hex in &q.metropolises {
            let units: Vec<XId> = c
                .me()
                .migratory
                .iter()
                .copied()
                .filter(|x| data().hex(hex.0).corners.contains(&x.0))
                .filter(|&u| {
                    c.ok(&Action::Siege {
                        hex,
                        metropolis_unit: Some(u),
                    })
                })
                .collect();
            if !units.is_empty() {
                targets.push((hex, units));
            }
        }
    }
    let mut opts: Vec<Opt> = Vec::new();
    if !targets.is_empty() {
        opts.push(Opt::then(
            Offer::new(say!("origins-ch-besiege")).detail(say!("origins-ch-besiege-detail")),
            move |rest: &[usize]| besiege(c, targets, rest),
        ));
    }
    let f = u8::from(carried == 0);
    if let Some(a) = c
        .state
        .memory
        .attacks
        .last()
        .filter(|a| a.siege && !a.raid_used)
    {
        let raids: Vec<Action> = [RaidMode::Scavenge, RaidMode::Espionage]
            .into_iter()
            .map(|mode| Action::SabineRaid {
                target: a.target,
                mode,
                fund: fund_field(f),
                pay: Vec::new(),
            })
            .collect();
        if c.probe(&raids).is_ok() {
            let t = a.target;
            opts.push(Opt::then(
                Offer::new(say!(
                    "origins-ch-raid-after-siege",
                    who = player(usize::from(t)),
                    paid = if f > 0 {
                        say!("origins-ch-paid-with-an-elder")
                    } else {
                        String::new()
                    }
                )),
                move |rest: &[usize]| raid(c, raids, usize::from(f), rest),
            ));
        }
    }
    opts.push(Opt::done(
        c,
        Offer::new(say!("origins-ch-end-sieges")).detail(say!("origins-ch-end-sieges-detail")),
        Action::EndSieges,
    ));
    ask(say!("origins-ch-what-siege-phase"), opts, path)
}

/// Strengths of a siege by `seat` of the metropolis in `hex` (10.2).
fn siege_words(state: &State, seat: Seat, hex: HexId) -> String {
    let Some(owner) = state.metropolis_at(hex) else {
        return String::new();
    };
    let corners = data().hex(hex.0).corners;
    let units = |s: usize| {
        state.players[s]
            .migratory
            .iter()
            .filter(|x| corners.contains(&x.0))
            .count() as u32
    };
    let (p, q) = (&state.players[seat], &state.players[owner]);
    let mut att = units(seat);
    let mut def = units(owner) + u32::from(q.level(Track::FP));
    let (ma, md) = (p.level(Track::MET), q.level(Track::MET));
    if ma > md {
        att += 1;
    } else if md > ma {
        def += 1;
    }
    say!(
        if att > def {
            "origins-ch-siege-falls"
        } else {
            "origins-ch-siege-holds"
        },
        att = att,
        def = def
    )
}

fn besiege<'a>(c: &'a Ctx<'a>, targets: Vec<(HexId, Vec<XId>)>, path: &[usize]) -> R {
    let opts = targets
        .into_iter()
        .map(|(hex, units)| {
            let owner = c.state.metropolis_at(hex).unwrap_or(0);
            Opt::then(
                Offer::new(say!(
                    "origins-ch-metropolis-of",
                    who = player(owner),
                    hex = words::hex(hex)
                ))
                .detail(siege_words(c.state, c.seat, hex))
                .target(hex_key(hex)),
                move |rest: &[usize]| {
                    let opts = units
                        .into_iter()
                        .map(|u| {
                            Opt::done(
                                c,
                                Offer::new(say!(
                                    "origins-ch-your-unit-at",
                                    place = words::place(u)
                                ))
                                .target(x_key(u)),
                                Action::Siege {
                                    hex,
                                    metropolis_unit: Some(u),
                                },
                            )
                        })
                        .collect();
                    ask(say!("origins-ch-which-unit-if-falls"), opts, rest)
                },
            )
        })
        .collect();
    ask(say!("origins-ch-which-metropolis"), opts, path)
}

// ---- prompts ----

fn prompt<'a>(c: &'a Ctx<'a>, kind: &PromptKind, path: &[usize]) -> R {
    match kind {
        PromptKind::Bid => bid(c, path),
        PromptKind::Passage { mover, at } => {
            let mover = usize::from(*mover);
            let partner = partners(c.state, c.seat).contains(&mover);
            let penalty = c.state.moving.as_ref().is_some_and(|m| {
                usize::from(m.seat) == mover
                    && routes(c.state, mover, m.at)
                        .iter()
                        .find(|r| r.path.len() > m.next && r.path[..=m.next] == m.path[..=m.next])
                        .is_some_and(|r| r.penalty[m.next])
            });
            let refuse = if partner {
                Offer::new(say!("origins-ch-refuse")).detail(say!("origins-ch-refuse-partner"))
            } else {
                let a = i16::from(c.state.players[mover].level(Track::MET)) - i16::from(penalty);
                let d = i16::from(c.me().level(Track::MET));
                Offer::new(say!("origins-ch-refuse-battle-option")).detail(say!(
                    "origins-ch-their-metallurgy",
                    a = a,
                    d = d,
                    outcome = say!(match a.cmp(&d) {
                        std::cmp::Ordering::Greater => "origins-ch-battle-lost",
                        std::cmp::Ordering::Equal => "origins-ch-battle-both-lost",
                        std::cmp::Ordering::Less => "origins-ch-battle-their-lost",
                    })
                ))
            };
            let opts = vec![
                Opt::done(
                    c,
                    Offer::new(say!("origins-ch-let-pass")),
                    Action::Passage { grant: true },
                ),
                Opt::done(c, refuse, Action::Passage { grant: false }),
            ];
            ask(
                say!(
                    "origins-ch-asks-to-pass",
                    who = player(mover),
                    place = words::place(*at)
                ),
                opts,
                path,
            )
        }
        PromptKind::TradeAnswer { from, track } => {
            let from = usize::from(*from);
            let (mine, theirs) = (c.me().level(*track), c.state.players[from].level(*track));
            let effect = say!(
                if theirs > mine {
                    "origins-ch-you-advance-track"
                } else {
                    "origins-ch-they-advance-track"
                },
                track = words::track(*track),
                who = player(from)
            );
            let opts = vec![
                Opt::done(
                    c,
                    Offer::new(say!("origins-ch-accept")).detail(effect),
                    Action::TradeAnswer { accept: true },
                ),
                Opt::done(
                    c,
                    Offer::new(say!("origins-ch-decline"))
                        .detail(say!("origins-ch-decline-trade-detail")),
                    Action::TradeAnswer { accept: false },
                ),
            ];
            ask(
                say!(
                    "origins-ch-offers-trade",
                    who = player(from),
                    track = words::track(*track),
                    mine = mine,
                    theirs = theirs
                ),
                opts,
                path,
            )
        }
        PromptKind::RevolutionAnswer { from } => {
            let from = usize::from(*from);
            let mut opts = vec![Opt::done(
                c,
                Offer::new(say!(
                    "origins-ch-accept-revolution",
                    yours = words::brain_map(c.me().brain),
                    theirs = words::brain_map(c.state.players[from].brain)
                )),
                Action::RevolutionAnswer {
                    cancel: false,
                    colour: None,
                    half: None,
                },
            )];
            for (colour, half) in elder_options(c.me()) {
                opts.push(Opt::done(
                    c,
                    Offer::new(say!(
                        "origins-ch-cancel-losing",
                        elder = words::your_elder(c.state, c.seat, colour, half)
                    )),
                    Action::RevolutionAnswer {
                        cancel: true,
                        colour: Some(colour),
                        half: Some(half),
                    },
                ));
            }
            ask(
                say!("origins-ch-claims-brain-map", who = player(from)),
                opts,
                path,
            )
        }
        PromptKind::ChooseElder(why) => {
            let opts = open_ones(c, elder_options(c.me()), |(colour, half)| {
                Action::ChooseElder { colour, half }
            })
            .map(|((colour, half), a)| {
                let s = words::your_elder_first(c.state, c.seat, colour, half);
                Opt::done(c, Offer::new(s), a)
            })
            .collect();
            let q = match why {
                ElderWhy::Loss => say!("origins-ch-which-elder-lose"),
                ElderWhy::Transfer { to } => say!(
                    "origins-ch-which-elder-goes",
                    who = player(usize::from(*to))
                ),
            };
            ask(q, opts, path)
        }
        PromptKind::BarbarianAnswer { attacker } => {
            let opts = barbarian_answers(c.state, c.seat)
                .into_iter()
                .filter(|a| c.ok(a))
                .map(|a| {
                    let offer = match &a {
                        Action::BarbarianAnswer {
                            give: Give::Card,
                            card: Some(card),
                            ..
                        } => card_offer(
                            *card,
                            say!("origins-ch-give-up-card", card = words::card(card)),
                        ),
                        Action::BarbarianAnswer {
                            colour: Some(colour),
                            half: Some(half),
                            ..
                        } => Offer::new(say!(
                            "origins-ch-lose",
                            elder = words::your_elder(c.state, c.seat, *colour, *half)
                        )),
                        _ => Offer::new(say!("origins-ch-give-rules-name")),
                    };
                    Opt::done(c, offer, a)
                })
                .collect();
            ask(
                say!(
                    "origins-ch-barbarians-strike",
                    who = player(usize::from(*attacker))
                ),
                opts,
                path,
            )
        }
        PromptKind::DiseaseNeighbour { limit } => {
            let opts = neighbours(c.state, c.seat)
                .into_iter()
                .map(|s| {
                    let imm = c.state.players[s].level(Track::IMM);
                    let note = if imm >= *limit {
                        say!("origins-ch-immune")
                    } else {
                        say!("origins-ch-immunology", level = imm)
                    };
                    Opt::done(
                        c,
                        Offer::new(say!(
                            "origins-ch-neighbour-note",
                            who = player(s),
                            note = note
                        )),
                        Action::DiseaseNeighbour { seat: s as u8 },
                    )
                })
                .collect();
            ask(
                say!("origins-ch-disease-spreads", limit = *limit),
                opts,
                path,
            )
        }
        PromptKind::ChooseEnslaver => {
            let opts = c
                .others()
                .into_iter()
                .map(|s| {
                    Opt::done(
                        c,
                        Offer::new(player(usize::from(s))),
                        Action::ChooseEnslaver { seat: s },
                    )
                })
                .collect();
            ask(say!("origins-ch-who-enslaver"), opts, path)
        }
        PromptKind::CatastropheOrder => {
            let all: Vec<(CardId, u8)> = pending(c.state);
            catastrophe_order(c, all, Vec::new(), path)
        }
        PromptKind::Depopulate { count } => depopulate(
            c,
            map_units(c.state, c.seat),
            usize::from(*count),
            Vec::new(),
            path,
        ),
        PromptKind::DarkAge => {
            let era = c.me().era;
            let (fwd, back) = match era {
                Some(super::state::EraSpace::IIGolden) => (
                    super::state::EraSpace::IIIDark,
                    super::state::EraSpace::IIDark,
                ),
                _ => (
                    super::state::EraSpace::IVDark,
                    super::state::EraSpace::IIIDark,
                ),
            };
            let mut forward = Offer::new(say!(
                "origins-ch-forward-into",
                space = words::era_space(fwd)
            ));
            if fwd == super::state::EraSpace::IVDark {
                forward = forward.detail(say!("origins-ch-ends-game"));
            }
            let opts = vec![
                Opt::done(
                    c,
                    forward,
                    Action::DarkAge {
                        direction: Direction::Forward,
                    },
                ),
                Opt::done(
                    c,
                    Offer::new(say!("origins-ch-back-into", space = words::era_space(back))),
                    Action::DarkAge {
                        direction: Direction::Back,
                    },
                ),
            ];
            ask(say!("origins-ch-chaos-golden-age"), opts, path)
        }
        PromptKind::Starve => starve(c, c.state.clone(), Vec::new(), path),
    }
}

fn bid<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let Some(auction) = &c.state.auction else {
        return Err(PathError::NotDeciding);
    };
    let card = auction.card;
    let legal: Vec<Action> = bid_candidates(c.state, c.seat)
        .into_iter()
        .filter(|a| c.ok(a))
        .collect();
    let mut opts: Vec<Opt> = Vec::new();
    for a in &legal {
        if let Action::Bid { amount } = a {
            opts.push(Opt::done(
                c,
                card_offer(card, say!("origins-ch-bid", count = *amount)),
                a.clone(),
            ));
        }
    }
    let pledges: Vec<(u8, u8)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Pledge { to, count } => Some((*to, *count)),
            _ => None,
        })
        .collect();
    if !pledges.is_empty() {
        opts.push(Opt::then(
            Offer::new(say!("origins-ch-pledge")).detail(say!("origins-ch-pledge-detail")),
            move |rest: &[usize]| {
                let mut tos: Vec<u8> = Vec::new();
                for (to, _) in &pledges {
                    if !tos.contains(to) {
                        tos.push(*to);
                    }
                }
                let opts = tos
                    .into_iter()
                    .map(|to| {
                        let counts: Vec<u8> = pledges
                            .iter()
                            .filter(|(t, _)| *t == to)
                            .map(|(_, n)| *n)
                            .collect();
                        Opt::then(
                            Offer::new(say!("origins-ch-to", to = player(usize::from(to)))),
                            move |rest: &[usize]| {
                                let opts = counts
                                    .into_iter()
                                    .map(|count| {
                                        Opt::done(
                                            c,
                                            Offer::new(say!("origins-ch-elders", count = count)),
                                            Action::Pledge { to, count },
                                        )
                                    })
                                    .collect();
                                ask(say!("origins-ch-how-many"), opts, rest)
                            },
                        )
                    })
                    .collect();
                ask(say!("origins-ch-to-whom"), opts, rest)
            },
        ));
    }
    if legal.contains(&Action::Pass) {
        opts.push(Opt::done(
            c,
            Offer::new(say!("origins-ch-pass")).detail(say!("origins-ch-pass-detail")),
            Action::Pass,
        ));
    }
    let standing = match auction.leader {
        Some(l) if auction.high > 0 => say!(
            "origins-ch-high-bid",
            count = auction.high,
            who = player(usize::from(l))
        ),
        _ => say!("origins-ch-nobody-bid"),
    };
    ask(
        say!(
            "origins-ch-auction-what",
            card = words::card(card),
            standing = standing
        ),
        opts,
        path,
    )
}

fn catastrophe_words(card: CardId, icon: u8) -> String {
    let what = match catastrophe(card, icon) {
        Some(super::data::Catastrophe::Cc) => say!("origins-ch-cat-cc"),
        Some(super::data::Catastrophe::Volc(h)) => {
            say!("origins-ch-cat-volc", hex = words::hex(HexId(h)))
        }
        Some(super::data::Catastrophe::Dis(l)) => say!("origins-ch-cat-dis", level = l),
        None => say!("origins-ch-cat-any"),
    };
    say!("origins-ch-cat-from", what = what, card = words::card(card))
}

fn catastrophe_order<'a>(
    c: &'a Ctx<'a>,
    left: Vec<(CardId, u8)>,
    chosen: Vec<String>,
    path: &[usize],
) -> R {
    if left.len() <= 1 {
        let mut order = chosen;
        order.extend(left.iter().map(|&(card, icon)| entry(card, icon)));
        return done_at(c, path, Action::CatastropheOrder { order });
    }
    let first = chosen.is_empty();
    let opts = (0..left.len())
        .map(|i| {
            let (card, icon) = left[i];
            let mut rest_left = left.clone();
            rest_left.remove(i);
            let mut next = chosen.clone();
            next.push(entry(card, icon));
            Opt::then(
                Offer::new(catastrophe_words(card, icon)),
                move |rest: &[usize]| catastrophe_order(c, rest_left, next, rest),
            )
        })
        .collect();
    ask(
        say!(if first {
            "origins-ch-cat-first"
        } else {
            "origins-ch-cat-next"
        }),
        opts,
        path,
    )
}

fn unit_offer(u: MapUnit) -> Offer {
    let label = match u {
        MapUnit::Migratory(x) => say!("origins-ch-your-unit-at", place = words::place(x)),
        MapUnit::Metropolis(h) => say!("origins-ch-your-metropolis-in", hex = words::hex(h)),
    };
    Offer::new(label).target(unit_key(u))
}

/// Chaos takes `count` units: chosen one at a time, each after the last in the list (their
/// order makes no difference to who loses what).
fn depopulate<'a>(
    c: &'a Ctx<'a>,
    units: Vec<MapUnit>,
    count: usize,
    chosen: Vec<usize>,
    path: &[usize],
) -> R {
    if chosen.len() == count {
        let remove = chosen.iter().map(|&i| units[i]).collect();
        return done_at(c, path, Action::Depopulate { remove });
    }
    let from = chosen.last().map_or(0, |&i| i + 1);
    let room = units.len().saturating_sub(count - chosen.len() - 1);
    let units_rc = std::rc::Rc::new(units);
    let opts = (from..room.min(units_rc.len()))
        .map(|i| {
            let mut next = chosen.clone();
            next.push(i);
            let units = units_rc.clone();
            Opt::then(unit_offer(units_rc[i]), move |rest: &[usize]| {
                depopulate(c, (*units).clone(), count, next, rest)
            })
        })
        .collect();
    ask(
        if chosen.is_empty() {
            say!("origins-ch-chaos-takes", count = count)
        } else {
            say!(
                "origins-ch-chaos-takes-else",
                count = count,
                chosen = chosen.len()
            )
        },
        opts,
        path,
    )
}

/// Starvation: the units that go, one at a time, each in a starving hex when it goes.
fn starve<'a>(c: &'a Ctx<'a>, now: State, chosen: Vec<MapUnit>, path: &[usize]) -> R {
    let units = starving_units(&now);
    if units.is_empty() {
        return done_at(c, path, Action::Starve { remove: chosen });
    }
    let now = std::rc::Rc::new(now);
    let opts = units
        .into_iter()
        .map(|u| {
            let now = now.clone();
            let mut next = chosen.clone();
            next.push(u);
            Opt::then(unit_offer(u), move |rest: &[usize]| {
                let mut s = (*now).clone();
                remove_unit(&mut s, u);
                starve(c, s, next, rest)
            })
        })
        .collect();
    ask(
        say!(if chosen.is_empty() {
            "origins-ch-starves-first"
        } else {
            "origins-ch-starves-next"
        }),
        opts,
        path,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::origins::legal_actions;
    use crate::engine::origins::playout::random_action;
    use crate::engine::origins::rules::apply_in_place;
    use crate::engine::rng::Rng;

    fn applied(state: &State, seat: Seat, a: &Action) -> State {
        let mut s = state.clone();
        apply_in_place(&mut s, seat, a)
            .unwrap_or_else(|e| panic!("a leaf the rules refuse: {a:?}: {e}"));
        s
    }

    /// Every whole decision under `path`, depth first, at most `limit` (none past it); each
    /// question asked has two options or more, or one shown refused.
    fn enumerate(
        state: &State,
        seat: Seat,
        path: &mut Vec<usize>,
        out: &mut Vec<(Vec<usize>, Action)>,
        limit: usize,
    ) -> bool {
        match choices(state, seat, path) {
            Ok(Step::Done(a)) => {
                out.push((path.clone(), a));
                out.len() <= limit
            }
            Ok(Step::Ask(q)) => {
                let open = q.offers.iter().filter(|o| o.refused.is_none()).count();
                assert!(open >= 1, "a question with nothing to choose: {q:?}");
                assert!(
                    q.offers.len() >= 2,
                    "a question with a single answer: {q:?}"
                );
                for (i, o) in q.offers.iter().enumerate() {
                    if o.refused.is_some() {
                        path.push(i);
                        assert!(matches!(
                            choices(state, seat, path),
                            Err(PathError::Refused(_))
                        ));
                        path.pop();
                        continue;
                    }
                    path.push(i);
                    let more = enumerate(state, seat, path, out, limit);
                    path.pop();
                    if !more {
                        return false;
                    }
                }
                true
            }
            Err(e) => panic!("an open option leads nowhere at {path:?}: {e}"),
        }
    }

    /// A random walk from the start of the decision to a whole one.
    fn random_leaf(state: &State, seat: Seat, rng: &mut Rng) -> Action {
        let mut path = Vec::new();
        loop {
            match choices(state, seat, &path).expect("a path") {
                Step::Done(a) => return a,
                Step::Ask(q) => {
                    let open: Vec<usize> = (0..q.offers.len())
                        .filter(|&i| q.offers[i].refused.is_none())
                        .collect();
                    path.push(open[rng.below(open.len() as u64) as usize]);
                }
            }
        }
    }

    /// What the test saw.
    #[derive(Default, Debug)]
    struct Seen {
        listed: usize,
        too_many: usize,
        long_moves: usize,
        reached: usize,
        kinds: std::collections::BTreeMap<String, usize>,
    }

    /// The checks at one decision: random walks down the steps end in decisions the rules
    /// accept; where the steps can be listed whole (`whole`), every leaf is accepted, and every
    /// legal decision the engine samples is reached by some path (one whose decision leaves
    /// the game in the same state: a payer named or left to the default, say).
    fn check_decision(s: &State, seat: Seat, whole: bool, rng: &mut Rng, seen: &mut Seen) {
        for _ in 0..2 {
            let a = random_leaf(s, seat, rng);
            applied(s, seat, &a);
        }
        if !whole {
            return;
        }
        let mut all = Vec::new();
        if !enumerate(s, seat, &mut Vec::new(), &mut all, 1500) {
            seen.too_many += 1;
            return;
        }
        seen.listed += 1;
        let after: Vec<State> = all
            .iter()
            .map(|(_, a)| {
                if let Action::Migrate { path, .. } | Action::Grow { path, .. } = a {
                    if path.len() >= 3 {
                        seen.long_moves += 1;
                    }
                }
                applied(s, seat, a)
            })
            .collect();
        let mut legal = legal_actions(s, seat);
        for _ in 0..3 {
            if legal.is_empty() {
                break;
            }
            let a = legal.swap_remove(rng.below(legal.len() as u64) as usize);
            let want = applied(s, seat, &a);
            assert!(
                after.contains(&want),
                "the engine's {a:?} is not reached by any path"
            );
            seen.reached += 1;
        }
    }

    /// Random games at every player count, checked at every question put to another player
    /// and at every `every`-th decision of a turn. `TURNPOST_CHOICES_GAMES` plays more games.
    #[test]
    fn every_path_ends_in_a_decision_the_rules_accept_and_the_engine_s_are_reached() {
        let games: u64 = std::env::var("TURNPOST_CHOICES_GAMES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(4);
        let started = std::time::Instant::now();
        let mut seen = Seen::default();
        for seed in 0..games {
            let players = 2 + (seed as usize % 4);
            let options = serde_json::json!({ "turn_cap": 30 });
            let mut s = super::super::new_state(players, seed, &options).expect("a game");
            let mut rng = Rng::new(seed ^ 0x5eed);
            let mut play = super::super::playout::chooser(seed);
            let mut step = 0;
            while let Some((seat, decision)) = s.decision() {
                step += 1;
                let name = format!("{decision:?}");
                let name: String = name
                    .split([' ', '(', '{'])
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" ");
                let n = seen.kinds.entry(name).or_insert(0);
                *n += 1;
                let prompt = matches!(decision, Decision::Prompt(_));
                if prompt || step % 12 == 0 {
                    let whole = prompt && *n <= 40 || step % 24 == 0;
                    check_decision(&s, seat, whole, &mut rng, &mut seen);
                }
                let a = random_action(&s, seat, &mut play).expect("a legal decision");
                apply_in_place(&mut s, seat, &a).expect("legal");
            }
        }
        eprintln!("{:?}: {seen:?}", started.elapsed());
        assert!(seen.listed > 50, "{seen:?}");
        assert!(seen.too_many * 4 <= seen.listed, "{seen:?}");
        assert!(
            seen.long_moves > 0,
            "no migration of three steps or more offered"
        );
        assert!(seen.reached > 100, "{seen:?}");
    }

    /// A whole random game's log lines, and every question and option of some of its
    /// decisions, worded in French, Spanish and the pseudo-language: no message is left unsaid
    /// (no control character, no id of the game's texts) and every line went through a text.
    #[test]
    fn a_whole_game_reads_in_every_language() {
        use crate::i18n::{words, Lang};
        let check = |lang: Lang, text: &str| {
            let w = words(lang, text);
            assert!(
                !w.contains(['\u{2}', '\u{3}', '\u{1f}']),
                "{lang:?}: a control character in {w:?}"
            );
            assert!(!w.contains("origins-"), "{lang:?}: an id in {w}");
            if lang == Lang::Pseudo {
                assert!(w.contains('⟦'), "not through a text: {w}");
            }
        };
        let options = serde_json::json!({ "turn_cap": 12 });
        let mut s = super::super::new_state(3, 7, &options).expect("a game");
        let mut play = super::super::playout::chooser(7);
        let mut texts: Vec<String> = Vec::new();
        let mut step = 0;
        while let Some((seat, _)) = s.decision() {
            step += 1;
            if step % 7 == 0 {
                if let Ok(Step::Ask(q)) = choices(&s, seat, &[]) {
                    texts.push(q.ask.clone());
                    for o in &q.offers {
                        texts.push(o.label.clone());
                        texts.extend(o.detail.iter().cloned());
                        texts.extend(o.refused.iter().cloned());
                    }
                }
            }
            let a = random_action(&s, seat, &mut play).expect("a legal decision");
            let before = s.clone();
            apply_in_place(&mut s, seat, &a).expect("legal");
            texts.extend(
                super::super::describe::describe(&before, seat, &a, &s)
                    .into_iter()
                    .map(|e| e.text),
            );
            if let Err(e) = super::super::rules::apply_in_place(&mut s.clone(), seat, &a) {
                texts.push(e.to_string());
            }
        }
        assert!(texts.len() > 100, "{}", texts.len());
        for lang in [Lang::Fr, Lang::Es, Lang::Pseudo] {
            for t in &texts {
                check(lang, t);
            }
        }
    }
}
