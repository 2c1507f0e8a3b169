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
use super::state::{CardId, Decision, ElderWhy, HexId, PromptKind, State, XId};
use super::words;
use crate::engine::choice::{factor, Facet, Offer, PathError, Question, Step};
use crate::engine::Seat;
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
        let light = State {
            records: Vec::new(),
            ..state.clone()
        };
        Ctx { state, seat, light }
    }

    fn rule(&self, a: &Action) -> Result<(), RuleError> {
        let mut s = self.light.clone();
        apply_in_place(&mut s, self.seat, a)
    }

    /// Whether the rules accept `a` now, or why not (in words, without the rule's number).
    fn check(&self, a: &Action) -> Result<(), String> {
        self.rule(a).map_err(|e| words::plain(&e.to_string()))
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
                    first.get_or_insert(words::plain(&e.to_string()));
                    if whole {
                        break;
                    }
                }
            }
        }
        Err(first.unwrap_or_else(|| "There is nothing to choose from now.".into()))
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

fn pay_words(state: &State, seat: Seat, pays: &[Pay]) -> String {
    let words = words::list(pays.iter().map(|&p| words::your_payer(state, seat, p)));
    let mut s = words;
    if let Some(first) = s.get(..1) {
        s = first.to_uppercase() + &s[1..];
    }
    s
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
        Offer::new("Original behaviour: draw a card from the Era I deck")
            .detail("Needs the tech or the nature instinct showing on your brain map."),
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
        Offer::new("Imitator: take the top card of another player's discard pile")
            .detail("Needs the social instinct showing. When no card can be taken, you draw from the Era I deck instead."),
        imitate.clone(),
        Box::new(move |rest: &[usize]| scavenge(c, imitate, rest)),
    );
    add(
        era_one,
        Offer::new("Silverback: two fecundity increases, and 2 more on this turn's stability roll")
            .detail("Needs the social instinct showing."),
        vec![Action::Silverback],
        Box::new(move |rest: &[usize]| done_at(c, rest, Action::Silverback)),
    );
    add(
        era_one,
        Offer::new("Locution: the brain unit on Wernicke's area goes, for an elder; chaos follows this turn")
            .detail("Needs the social instinct showing and a brain unit on Wernicke's area."),
        std::iter::once(None)
            .chain(payers(c).into_iter().map(Some))
            .map(|pay| Action::Locution { pay })
            .collect(),
        Box::new(move |rest: &[usize]| {
            pay_one(
                c,
                "Which elder pays for Locution?",
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
        Offer::new("Lexicalization: move a brain unit to an empty region next to it").detail(
            "Needs the language instinct showing; the region the unit leaves counts as empty.",
        ),
        lexes,
        Box::new(move |rest: &[usize]| lexicalization(c, rest)),
    );
    let resets = all_resets(c);
    add(
        era_one,
        Offer::new("Storyteller: one reset")
            .detail("A reset wakes a spent elder in anyone's pool, or turns one of your suppressed public cards face up. Needs the language instinct showing."),
        resets.iter().map(|&reset| Action::Storyteller { reset }).collect(),
        Box::new(move |rest: &[usize]| storyteller(c, rest)),
    );
    add(
        era_one,
        Offer::new("Naturalist: try to domesticate an animal or a plant, for an elder")
            .detail("Needs the language and nature instincts showing and a unit of yours on a corner of the hex; a die decides, and success founds a metropolis there."),
        naturalist_candidates(c),
        Box::new(move |rest: &[usize]| naturalist(c, rest)),
    );
    add(
        !era_one,
        Offer::new("Invention: draw a card from the deck of an era you have entered"),
        (1..=3).map(|era| Action::Invention { era }).collect(),
        Box::new(move |rest: &[usize]| invention(c, rest)),
    );
    let educate: Vec<Action> = others
        .iter()
        .map(|&from| Action::Education { from })
        .collect();
    add(
        !era_one,
        Offer::new("Education: take the top card of another player's discard pile"),
        educate.clone(),
        Box::new(move |rest: &[usize]| scavenge(c, educate, rest)),
    );
    add(
        !era_one,
        Offer::new("Baby boom: one fecundity increase"),
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
        Offer::new(format!(
            "Economic stimulus: {} (your best active info card's rank)",
            if best == 1 { "one reset".to_string() } else { format!("1 to {best} resets") }
        ))
        .detail("A reset wakes a spent elder in anyone's pool, or turns one of your suppressed public cards face up."),
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
        Offer::new("Revolution: take another brain map")
            .detail("From Era III, if you are free. Its holder, if in a dark age, may cancel it by losing an elder; either way 2 come off your next stability roll."),
        Letter::ALL.iter().map(|&brain| Action::Revolution { brain }).collect(),
        Box::new(move |rest: &[usize]| revolution(c, rest)),
    );
    add(
        !era_one,
        Offer::new("Espionage: take a card at random from another player's hand")
            .detail("From Era III."),
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
            Offer::new("Offer aid: set ready elders aside for another player's expenses (free)")
                .detail("They may spend them until the end of their next turn; it uses no action."),
            aid,
            Box::new(move |rest: &[usize]| offer_aid(c, rest)),
        );
    }
    opts.push(Opt::done(
        c,
        Offer::new("End the innovation phase").detail(format!(
            "Your {} left {} unused; the catastrophes and the card phase follow.",
            words::count(left, "action", "actions"),
            if left == 1 { "is" } else { "are" }
        )),
        Action::EndInnovation,
    ));
    ask(
        format!(
            "Which innovation action do you take? ({} left)",
            words::count(left, "action", "actions")
        ),
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
                    let mut o = Offer::new(format!(
                        "Take {} from the discard pile of {}",
                        top.map(words::card)
                            .unwrap_or_else(|| "the top card".into()),
                        player(f)
                    ));
                    for t in top.map(words::card_texts).unwrap_or_default() {
                        o = o.detail(t);
                    }
                    o
                }
                None => Offer::new("Draw a card from the Era I deck (nobody's card can be taken)"),
            };
            Opt::done(c, offer, a)
        })
        .collect();
    ask("Whose card do you take?", opts, path)
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
                Offer::new(format!("The brain unit on {}", words::region(from))),
                move |rest: &[usize]| {
                    let opts: Vec<Opt> =
                        open_ones(c, Region::ALL, |to| Action::Lexicalization { from, to })
                            .map(|(to, a)| {
                                Opt::done(c, Offer::new(format!("To {}", words::region(to))), a)
                            })
                            .collect();
                    ask("Where does it go?", opts, rest)
                },
            )
        })
        .collect();
    ask("Which brain unit moves?", opts, path)
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
                "your pool".to_string()
            } else {
                format!("the pool of {}", player(s))
            };
            Offer::new(format!("Wake {whose} in {pool}"))
        }
        Reset::Card(card) => {
            let mut o = Offer::new(format!("Turn {} face up again", words::card(card)));
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
    ask("Which reset?", opts, path)
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
        opts.push(Opt::done(c, Offer::new("No more resets"), a));
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
        format!("Which reset first? (up to {best})")
    } else {
        format!("Another reset? ({} of {best} chosen)", chosen.len())
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
            format!("{} (modifier {m})", f.name)
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
                Offer::new(format!("{}: {}", words::hex(h), feature_words(h))).target(hex_key(h)),
                move |rest: &[usize]| {
                    let opts = units
                        .iter()
                        .map(|&u| {
                            Opt::then(
                                Offer::new(format!("Your unit at {}", words::place(u)))
                                    .target(x_key(u)),
                                move |rest: &[usize]| {
                                    pay_one(
                                        c,
                                        "Which elder pays for the attempt?",
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
                    ask(
                        "Which of your units there becomes the metropolis if it works?",
                        opts,
                        rest,
                    )
                },
            )
        })
        .collect();
    ask("Where do you try to domesticate?", opts, path)
}

fn invention<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, 1..=3u8, |era| Action::Invention { era })
        .map(|(era, a)| {
            let roman = ["I", "II", "III"][usize::from(era - 1)];
            Opt::done(
                c,
                Offer::new(format!(
                    "The Era {roman} deck ({} left)",
                    words::count(
                        c.state.decks[usize::from(era - 1)].len() as i64,
                        "card",
                        "cards"
                    )
                )),
                a,
            )
        })
        .collect();
    ask("From which deck do you draw?", opts, path)
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
            .map(|&(t, l)| format!("{} {l}", words::track(t))),
    );
    Offer::new(format!("Enter the golden age of Era {name}"))
        .detail(format!("Your brain map asks for {needs}. One suppressed public card in each frame that holds one turns face up."))
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
        format!(
            "Which suppressed {} card turns face up?",
            match cat {
                Category::Info => "info",
                Category::Culture => "culture",
                Category::Admin => "admin",
            }
        ),
        opts,
        path,
    )
}

fn revolution<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, Letter::ALL, |brain| Action::Revolution { brain })
        .map(|(brain, a)| {
            let held = match c.state.brain_holder(brain) {
                Some(h) => format!(", held by {}, who may cancel it", player(h)),
                None => ", which nobody holds".to_string(),
            };
            let brain_name = words::brain_map(brain);
            let mut s = brain_name;
            if let Some(f) = s.get(..1) {
                s = f.to_uppercase() + &s[1..];
            }
            Opt::done(c, Offer::new(format!("{s}{held}")), a)
        })
        .collect();
    ask("Which brain map do you take?", opts, path)
}

fn espionage<'a>(c: &'a Ctx<'a>, path: &[usize]) -> R {
    let opts = open_ones(c, c.others(), |from| Action::Espionage { from })
        .map(|(from, a)| {
            let from = usize::from(from);
            Opt::done(
                c,
                Offer::new(format!(
                    "From {} ({} in hand)",
                    player(from),
                    words::count(c.state.players[from].hand.len() as i64, "card", "cards")
                )),
                a,
            )
        })
        .collect();
    ask("From whose hand?", opts, path)
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
                Offer::new(format!("To {}", player(usize::from(to)))),
                move |rest: &[usize]| {
                    let opts = open_ones(c, 1..=free, |count| Action::OfferAid { to, count })
                        .map(|(n, a)| {
                            Opt::done(c, Offer::new(words::count(n, "elder", "elders")), a)
                        })
                        .collect();
                    ask("How many ready elders?", opts, rest)
                },
            )
        })
        .collect();
    ask("To whom do you offer aid?", opts, path)
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
            let offer = card_offer(card, format!("{name}: put it up for auction"));
            opts.push(kind(offer, open, move |rest: &[usize]| done_at(c, rest, a)));
        } else {
            let plays: Vec<Action> = [Side::Right, Side::Left]
                .iter()
                .flat_map(|&s| side_plays(c, card, s).into_iter().take(1))
                .collect();
            let open = if plays.is_empty() {
                Err("Neither side of this card can be played now.".to_string())
            } else {
                Ok(())
            };
            let offer = card_offer(card, format!("{name}: play one side"));
            opts.push(kind(offer, open, move |rest: &[usize]| {
                sides(c, card, rest)
            }));
        }
    }
    let end = Offer::new("End the card phase")
        .detail("Cards left in your hand stay there for later turns.");
    opts.push(match end_cards_refusal(c.state, c.seat) {
        None => Opt::done(c, end, Action::EndCards),
        Some(why) => Opt::refused(end, words::plain(&why)),
    });
    ask("Which card do you play?", opts, path)
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
            let label = match side {
                Side::Left => words::left_side(card),
                Side::Right => words::right_side(card),
            };
            let label = label.trim_end_matches('.').to_string();
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
                    .unwrap_or_else(|| "This side cannot be played now.".into());
                Opt::refused(Offer::new(label), why)
            } else {
                Opt::then(Offer::new(label), move |rest: &[usize]| {
                    side_choices(c, plays, rest)
                })
            }
        })
        .collect();
    ask(
        format!("Which side of {} do you play?", words::card(card)),
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
        Facet::new(
            "Which language region does the card clear?",
            |a: &Action| {
                let (language, ..) = play_parts(a)?;
                Some(match language {
                    Some(r) => (
                        r.name().to_string(),
                        Offer::new(format!("The brain unit on {}", words::region(r))),
                    ),
                    None => (String::new(), Offer::new("The one the rules name")),
                })
            },
        ),
        Facet::new("Do you send barbarians?", |a: &Action| {
            let (_, _, barbarian, _) = play_parts(a)?;
            Some(match barbarian {
                Some(v) => (
                    v.to_string(),
                    Offer::new(format!("Send them against {}", player(usize::from(v)))).detail(
                        "They give up a public card or an elder; the card then leaves the game.",
                    ),
                ),
                None => (String::new(), Offer::new("No barbarians")),
            })
        }),
        Facet::new("Do you try to domesticate?", |a: &Action| {
            let (_, dom, ..) = play_parts(a)?;
            Some(match dom {
                Some(d) => (
                    d.hex.id().to_string(),
                    Offer::new(format!(
                        "Try {}: {}",
                        words::hex(d.hex),
                        feature_words(d.hex)
                    ))
                    .target(hex_key(d.hex)),
                ),
                None => (String::new(), Offer::new("No domestication")),
            })
        }),
        Facet::new(
            "Which of your units there becomes the metropolis if it works?",
            |a: &Action| {
                let (_, dom, ..) = play_parts(a)?;
                let u = dom?.unit?;
                Some((
                    u.id().to_string(),
                    Offer::new(format!("Your unit at {}", words::place(u))).target(x_key(u)),
                ))
            },
        ),
        Facet::new("Which elder pays for the attempt?", move |a: &Action| {
            let (_, dom, ..) = play_parts(a)?;
            let pay = dom?.pay?;
            Some((
                format!("{pay:?}"),
                Offer::new(pay_words(state, seat, &[pay])),
            ))
        }),
        Facet::new("Do you take the fecundity decreases?", |a: &Action| {
            let (.., skip) = play_parts(a)?;
            Some((
                skip.to_string(),
                Offer::new(match skip {
                    0 => "Take every fecundity decrease".to_string(),
                    1 => "Decline one fecundity decrease".to_string(),
                    n => format!("Decline {n} fecundity decreases"),
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
            format!(" (paid with {} more)", words::count(f, "elder", "elders"))
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
        Offer::new(format!("Migrate a unit{}", extra(f1))).detail(
            "A unit moves up to 5 movement points; ending on another player's unit is a battle.",
        ),
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
            "Your population track is empty: no unit to place.".into()
        } else {
            "No intersection is open to a new unit of yours now.".into()
        }),
    };
    opts.push(kind(
        Offer::new(format!("Grow: place a new unit{}", extra(f1)))
            .detail("A unit from your population track joins the map next to your units; it may then migrate for free."),
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
        Offer::new(format!("Urbanize: a unit founds a metropolis{}", extra(f3)))
            .detail("Costs 3 population actions; from Era III, or with a card that allows it."),
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
        Offer::new(format!("Incorporate: take an elder from another player{}", extra(f1)))
            .detail("Their culture level must be below yours; they choose the elder, which joins your pool."),
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
                    let offer = Offer::new(format!("From {}", player(t))).detail(format!(
                        "{} in their pool; culture level {} against your {}.",
                        words::count(q.elders(), "elder", "elders"),
                        q.best(Category::Culture),
                        c.me().best(Category::Culture)
                    ));
                    Opt::then(offer, move |rest: &[usize]| {
                        pay_step(
                            c,
                            usize::from(f1),
                            "Which elder pays for the extra action?",
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
            ask("From whom?", opts, rest)
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
        Offer::new(format!("Trade with a neighbour{}", extra(f1)))
            .detail("On a track where you differ: the one behind advances, the one ahead gains an elder. From Era III, or with a card that allows it; the action counts only if they accept."),
        c.probe(&trades),
        move |rest: &[usize]| trade(c, trades, f1, rest),
    ));
    // Sabine raids and aid: shown only when they can be made.
    let raids = raid_candidates(c, f1);
    if c.probe(&raids).is_ok() {
        opts.push(Opt::then(
            Offer::new(format!(
                "Sabine raid on a player you fought this phase{}",
                extra(f1)
            )),
            move |rest: &[usize]| raid(c, raids, usize::from(f1), rest),
        ));
    }
    let aid = aid_candidates(c);
    if c.probe(&aid).is_ok() {
        opts.push(Opt::then(
            Offer::new("Offer aid: set ready elders aside for another player's expenses (free)"),
            move |rest: &[usize]| offer_aid(c, rest),
        ));
    }
    opts.push(Opt::done(
        c,
        Offer::new("End the population phase").detail(if left > 0 {
            format!(
                "{} unused; they carry into the sieges, for Sabine raids only.",
                words::count(left, "action is", "actions are")
            )
        } else {
            "The sieges follow.".to_string()
        }),
        Action::EndPopulation,
    ));
    let q = if left == 0 {
        "What do you do? No population action is left: each costs an elder.".to_string()
    } else {
        format!(
            "What do you do? ({} left)",
            words::count(left, "population action", "population actions")
        )
    };
    ask(q, opts, path)
}

fn no_migration(c: &Ctx) -> String {
    if c.me().enslaver.is_some() {
        "A slave does not migrate.".into()
    } else if c.me().migratory.is_empty() {
        "You have no migratory unit on the map.".into()
    } else {
        "None of your units can move now: each has moved this turn or has nowhere to go.".into()
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
                Offer::new(format!("Your unit at {}", words::place(x)))
                    .detail(format!(
                        "It can reach {}.",
                        words::count(n as i64, "place", "places")
                    ))
                    .target(x_key(x)),
                move |rest: &[usize]| {
                    destinations(c, c.state, Mover::Migrate(x), fund, false, rest)
                },
            )
        })
        .collect();
    ask("Which unit migrates?", opts, path)
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
            Offer::new(format!("It stays at {}", words::place(from))).target(x_key(from)),
            move |rest: &[usize]| {
                pay_step(
                    c,
                    usize::from(fund),
                    "Which elder pays for the extra action?",
                    move |pay| mover_action(m, Vec::new(), BTreeMap::new(), fund, pay),
                    rest,
                )
            },
        ));
    }
    for (end, rs) in ends(&routes(at, c.seat, from)) {
        let cost = rs.iter().map(|r| r.cost).min().unwrap_or(0);
        let mut offer = Offer::new(if stay {
            format!("It moves on to {}", words::place(end))
        } else {
            words::place(end)
        })
        .target(x_key(end));
        offer = offer.detail(format!(
            "{} away.",
            words::count(cost, "movement point", "movement points")
        ));
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
            format!(
                "Does the new unit at {} move on? It may migrate for free.",
                words::place(from)
            )
        } else {
            format!("Where does your unit at {} go?", words::place(from))
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
        " (1 less for crossing water on the way)"
    } else {
        ""
    };
    let outcome = match a.cmp(&d) {
        std::cmp::Ordering::Greater => "your unit wins and stays",
        std::cmp::Ordering::Equal => "both units are lost",
        std::cmp::Ordering::Less => "your unit is lost",
    };
    format!("A battle with the unit of {who} there: your metallurgy {a}{pen} against {d}, so {outcome}.")
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
                    at.unit_at(x)
                        .filter(|&o| o != c.seat)
                        .map(|o| format!("the unit of {} at {}", player(o), words::place(x)))
                })
                .collect();
            if !passed.is_empty() {
                offer = offer.detail(format!("It passes {}.", words::list(passed)));
            }
            if r.penalty.last() == Some(&true) {
                offer = offer.detail("It crosses water: 1 less in a battle at the end.");
            }
            let at = at.clone();
            Opt::then(offer, move |rest: &[usize]| {
                passes(c, &at, m, r.path, BTreeMap::new(), fund, rest)
            })
        })
        .collect();
    let to = kept_end.map(words::place).unwrap_or_default();
    ask(format!("Which way does it go to {to}?"), opts, path)
}

fn way_words(r: &Route) -> String {
    let n = r.path.len();
    if n <= 1 {
        return "Straight there".into();
    }
    format!(
        "By {}",
        words::list(r.path[..n - 1].iter().map(|&x| words::place(x)))
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
            "Which elder pays for the extra action?",
            move |pay| mover_action(m, route.clone(), through.clone(), fund, pay),
            path,
        );
    };
    let owner = at.unit_at(x).unwrap_or(0);
    let mut hows = vec![(
        Through::Ask,
        Offer::new("Ask for passage").detail(if partners(at, c.seat).contains(&owner) {
            "If they refuse, your unit stops before their unit.".to_string()
        } else {
            "If they refuse, your units battle there.".to_string()
        }),
    )];
    if !partners(at, c.seat).contains(&owner) {
        let i = route.iter().position(|&y| y == x).unwrap_or(0);
        let pen = routes_penalty(at, c.seat, m, &route, i);
        hows.push((
            Through::Attack,
            Offer::new("Attack it").detail(battle_words(at, c.seat, owner, pen)),
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
        format!(
            "The unit of {} stands at {} on the way: how do you pass it?",
            player(owner),
            words::place(x)
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
    ask("Where do you place the new unit?", opts, path)
}

fn grow_on<'a>(c: &'a Ctx<'a>, at: XId, attack: Option<usize>, fund: u8, path: &[usize]) -> R {
    let still = |rest: &[usize]| {
        pay_step(
            c,
            usize::from(fund),
            "Which elder pays for the extra action?",
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
                Offer::new(format!("Your unit at {}", words::place(u))).target(x_key(u)),
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
                                        "Which elders pay for the extra actions?",
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
                    ask("In which hex?", opts, rest)
                },
            )
        })
        .collect();
    ask("Which unit founds the metropolis?", opts, path)
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
                Offer::new(format!("With {}", player(usize::from(t)))),
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
                            let (ahead, behind) = if mine > theirs {
                                ("you".to_string(), player(usize::from(t)))
                            } else {
                                (player(usize::from(t)), "you".to_string())
                            };
                            let offer = Offer::new(format!(
                                "On {}: you {mine}, {} {theirs}",
                                words::track(track),
                                player(usize::from(t))
                            ))
                            .detail(format!(
                                "If they accept, {behind} advance{} and {ahead} gain{} an elder.",
                                if behind == "you" { "" } else { "s" },
                                if ahead == "you" { "" } else { "s" }
                            ));
                            Opt::then(offer, move |rest: &[usize]| {
                                pay_step(
                                    c,
                                    usize::from(fund),
                                    "Which elder pays for the extra action?",
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
                    ask("On which track?", opts, rest)
                },
            )
        })
        .collect();
    ask("With whom do you trade?", opts, path)
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
                Offer::new(format!("On {}", player(usize::from(t)))),
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
                                    let mut o = Offer::new(format!(
                                        "Take {} from their discard pile",
                                        top.map(words::card)
                                            .unwrap_or_else(|| "the top card".into())
                                    ));
                                    for line in top.map(words::card_texts).unwrap_or_default() {
                                        o = o.detail(line);
                                    }
                                    o
                                }
                                RaidMode::Espionage => Offer::new(format!(
                                    "Take a card at random from their hand ({})",
                                    words::count(q.hand.len() as i64, "card", "cards")
                                )),
                            };
                            Opt::then(offer, move |rest: &[usize]| {
                                pay_step(
                                    c,
                                    fund.max(usize::from(f.unwrap_or(0))),
                                    "Which elder pays for the extra action?",
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
                    ask("What do you take?", opts, rest)
                },
            )
        })
        .collect();
    ask("On whom do you raid?", opts, path)
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
            Offer::new("Besiege a metropolis")
                .detail("Your units in the hex against its owner's units there and footprint; whoever has more metallurgy adds 1. Stronger, you take the metropolis."),
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
                Offer::new(format!(
                    "Sabine raid on {} after your siege{}",
                    player(usize::from(t)),
                    if f > 0 { " (paid with an elder)" } else { "" }
                )),
                move |rest: &[usize]| raid(c, raids, usize::from(f), rest),
            ));
        }
    }
    opts.push(Opt::done(
        c,
        Offer::new("End the sieges").detail("Starvation follows, and then your turn ends."),
        Action::EndSieges,
    ));
    ask("What do you do in the siege phase?", opts, path)
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
    format!(
        "Your strength {att} against {def}: {}.",
        if att > def {
            "the metropolis falls to you"
        } else {
            "it holds"
        }
    )
}

fn besiege<'a>(c: &'a Ctx<'a>, targets: Vec<(HexId, Vec<XId>)>, path: &[usize]) -> R {
    let opts = targets
        .into_iter()
        .map(|(hex, units)| {
            let owner = c.state.metropolis_at(hex).unwrap_or(0);
            Opt::then(
                Offer::new(format!(
                    "The metropolis of {} in {}",
                    player(owner),
                    words::hex(hex)
                ))
                .detail(siege_words(c.state, c.seat, hex))
                .target(hex_key(hex)),
                move |rest: &[usize]| {
                    let opts = units
                        .into_iter()
                        .map(|u| {
                            Opt::done(
                                c,
                                Offer::new(format!("Your unit at {}", words::place(u)))
                                    .target(x_key(u)),
                                Action::Siege {
                                    hex,
                                    metropolis_unit: Some(u),
                                },
                            )
                        })
                        .collect();
                    ask(
                        "Which of your units there founds your metropolis if it falls?",
                        opts,
                        rest,
                    )
                },
            )
        })
        .collect();
    ask("Which metropolis do you besiege?", opts, path)
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
                Offer::new("Refuse")
                    .detail("Their unit stops before yours: you never fight each other.")
            } else {
                let a = i16::from(c.state.players[mover].level(Track::MET)) - i16::from(penalty);
                let d = i16::from(c.me().level(Track::MET));
                Offer::new("Refuse: the units battle").detail(format!(
                    "Their metallurgy {a} against your {d}: {}.",
                    match a.cmp(&d) {
                        std::cmp::Ordering::Greater => "your unit is lost",
                        std::cmp::Ordering::Equal => "both units are lost",
                        std::cmp::Ordering::Less => "their unit is lost",
                    }
                ))
            };
            let opts = vec![
                Opt::done(
                    c,
                    Offer::new("Let it pass"),
                    Action::Passage { grant: true },
                ),
                Opt::done(c, refuse, Action::Passage { grant: false }),
            ];
            ask(
                format!(
                    "A unit of {} asks to pass your unit at {}.",
                    player(mover),
                    words::place(*at)
                ),
                opts,
                path,
            )
        }
        PromptKind::TradeAnswer { from, track } => {
            let from = usize::from(*from);
            let (mine, theirs) = (c.me().level(*track), c.state.players[from].level(*track));
            let effect = if theirs > mine {
                format!(
                    "You advance {} and {} gains an elder.",
                    words::track(*track),
                    player(from)
                )
            } else {
                format!(
                    "{} advances {} and you gain an elder.",
                    player(from),
                    words::track(*track)
                )
            };
            let opts = vec![
                Opt::done(
                    c,
                    Offer::new("Accept").detail(effect),
                    Action::TradeAnswer { accept: true },
                ),
                Opt::done(
                    c,
                    Offer::new("Decline")
                        .detail("They may not offer you another trade this phase."),
                    Action::TradeAnswer { accept: false },
                ),
            ];
            ask(
                format!(
                    "{} offers you a trade on {}: you {mine}, they {theirs}.",
                    player(from),
                    words::track(*track)
                ),
                opts,
                path,
            )
        }
        PromptKind::RevolutionAnswer { from } => {
            let from = usize::from(*from);
            let mut opts = vec![Opt::done(
                c,
                Offer::new(format!(
                    "Accept: you hand over {} and take {}",
                    words::brain_map(c.me().brain),
                    words::brain_map(c.state.players[from].brain)
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
                    Offer::new(format!(
                        "Cancel it, losing {}",
                        words::your_elder(c.state, c.seat, colour, half)
                    )),
                    Action::RevolutionAnswer {
                        cancel: true,
                        colour: Some(colour),
                        half: Some(half),
                    },
                ));
            }
            ask(
                format!("{} claims your brain map.", player(from)),
                opts,
                path,
            )
        }
        PromptKind::ChooseElder(why) => {
            let opts = open_ones(c, elder_options(c.me()), |(colour, half)| {
                Action::ChooseElder { colour, half }
            })
            .map(|((colour, half), a)| {
                let mut s = words::your_elder(c.state, c.seat, colour, half);
                if let Some(f) = s.get(..1) {
                    s = f.to_uppercase() + &s[1..];
                }
                Opt::done(c, Offer::new(s), a)
            })
            .collect();
            let q = match why {
                ElderWhy::Loss => "Which elder do you lose?".to_string(),
                ElderWhy::Transfer { to } => format!(
                    "Which elder goes to {}? It keeps its side of the pool.",
                    player(usize::from(*to))
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
                            format!("Give up {}: it leaves the game", words::card(card)),
                        ),
                        Action::BarbarianAnswer {
                            colour: Some(colour),
                            half: Some(half),
                            ..
                        } => Offer::new(format!(
                            "Lose {}",
                            words::your_elder(c.state, c.seat, *colour, *half)
                        )),
                        _ => Offer::new("Give what the rules name"),
                    };
                    Opt::done(c, offer, a)
                })
                .collect();
            ask(
                format!(
                    "Barbarians of {} strike: what do you give up?",
                    player(usize::from(*attacker))
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
                        "immune".to_string()
                    } else {
                        format!("immunology {imm}")
                    };
                    Opt::done(
                        c,
                        Offer::new(format!("{} ({note})", player(s))),
                        Action::DiseaseNeighbour { seat: s as u8 },
                    )
                })
                .collect();
            ask(
                format!("A disease of level {limit} spreads: which neighbour does it reach?"),
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
            ask(
                "You have no map unit left: who becomes your enslaver?",
                opts,
                path,
            )
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
            let mut forward = Offer::new(format!("Forward, into {}", words::era_space(fwd)));
            if fwd == super::state::EraSpace::IVDark {
                forward = forward.detail("This ends the game at the end of your turn.");
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
                    Offer::new(format!("Back, into {}", words::era_space(back))),
                    Action::DarkAge {
                        direction: Direction::Back,
                    },
                ),
            ];
            ask(
                "Chaos ends your golden age: where does your era unit go?",
                opts,
                path,
            )
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
                card_offer(
                    card,
                    format!("Bid {}", words::count(*amount, "elder", "elders")),
                ),
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
            Offer::new("Pledge some of your elders to another bidder")
                .detail("They add to that player's bids; you then bid or pass yourself."),
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
                            Offer::new(format!("To {}", player(usize::from(to)))),
                            move |rest: &[usize]| {
                                let opts = counts
                                    .into_iter()
                                    .map(|count| {
                                        Opt::done(
                                            c,
                                            Offer::new(words::count(count, "elder", "elders")),
                                            Action::Pledge { to, count },
                                        )
                                    })
                                    .collect();
                                ask("How many?", opts, rest)
                            },
                        )
                    })
                    .collect();
                ask("To whom?", opts, rest)
            },
        ));
    }
    if legal.contains(&Action::Pass) {
        opts.push(Opt::done(
            c,
            Offer::new("Pass").detail("You may bid again only if the bidding comes back to you."),
            Action::Pass,
        ));
    }
    let standing = match auction.leader {
        Some(l) if auction.high > 0 => format!(
            "the high bid is {} by {}",
            words::count(auction.high, "elder", "elders"),
            player(usize::from(l))
        ),
        _ => "nobody has bid yet".to_string(),
    };
    ask(
        format!(
            "The auction of {}: {standing}. What do you do?",
            words::card(card)
        ),
        opts,
        path,
    )
}

fn catastrophe_words(card: CardId, icon: u8) -> String {
    let what = match catastrophe(card, icon) {
        Some(super::data::Catastrophe::Cc) => "Climate change".to_string(),
        Some(super::data::Catastrophe::Volc(h)) => format!("A volcano in {}", words::hex(HexId(h))),
        Some(super::data::Catastrophe::Dis(l)) => format!("A disease of level {l}"),
        None => "A catastrophe".to_string(),
    };
    format!("{what}, from {}", words::card(card))
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
        if first {
            "Which catastrophe strikes first?"
        } else {
            "Which strikes next?"
        },
        opts,
        path,
    )
}

fn unit_offer(u: MapUnit) -> Offer {
    let label = match u {
        MapUnit::Migratory(x) => format!("Your unit at {}", words::place(x)),
        MapUnit::Metropolis(h) => format!("Your metropolis in {}", words::hex(h)),
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
        format!(
            "Chaos takes {} of your map units: which{}?",
            count,
            if chosen.is_empty() {
                String::new()
            } else {
                format!(" else ({} of {count} chosen)", chosen.len())
            }
        ),
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
        if chosen.is_empty() {
            "Your hexes cannot feed every unit: which of your units starves first?"
        } else {
            "A hex still starves: which unit goes next?"
        },
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
}
