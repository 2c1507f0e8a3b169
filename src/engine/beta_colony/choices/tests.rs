//! The steps over random games at every player count: every whole decision a walk reaches is
//! one the rules accept, no question is without an option to take, the setup steps and the
//! free builds reach exactly the legal submissions, and an action's destinations and pods are
//! open exactly where the rules allow a move there.

use super::*;
use crate::engine::beta_colony::data::{AchievementKind, BuildingBonus};
use crate::engine::beta_colony::{legal_actions, BetaColony};
use crate::engine::choice::{leaves, walk, Step as Done};
use crate::engine::registry::Extras;
use crate::engine::rng::Rng;
use crate::engine::{Game, Setup};
use std::collections::BTreeSet;

thread_local! {
    /// Every question a random walk was asked (to see that the walks reach every kind).
    static ASKED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A text of the steps in English words.
fn en(text: &str) -> String {
    crate::i18n::words(crate::i18n::Lang::En, text)
}

fn new_game(players: usize, seed: u64) -> State {
    BetaColony::new_game(&Setup {
        players,
        seed,
        options: serde_json::json!({}),
    })
    .expect("setup")
}

/// A random walk down the steps to a whole decision, which must be legal.
fn random_leaf(s: &State, seat: Seat, rng: &mut Rng) -> (Vec<usize>, Action) {
    let step = |p: &[usize]| choices(s, seat, p);
    let mut path = Vec::new();
    for _ in 0..64 {
        let w = walk(&step, &path).unwrap_or_else(|e| panic!("path {path:?}: {e}"));
        match w.end {
            Done::Done(a) => {
                if let Err(e) = BetaColony::apply(s, seat, &a) {
                    panic!("path {:?} ends in {a:?}, refused: {e}", w.path);
                }
                return (w.path, a);
            }
            Done::Ask(q) => {
                let open: Vec<usize> = (0..q.offers.len())
                    .filter(|&i| q.offers[i].refused.is_none())
                    .collect();
                assert!(
                    open.len() > 1,
                    "{:?} asked with {} open options",
                    q.ask,
                    open.len()
                );
                ASKED.with(|a| a.borrow_mut().push(en(&q.ask)));
                for o in &q.offers {
                    let label = en(&o.label);
                    assert!(!label.is_empty() && !label.contains('{'), "{o:?}");
                }
                path = w.path;
                path.push(open[rng.below(open.len() as u64) as usize]);
            }
        }
    }
    panic!("a decision longer than 64 steps");
}

/// The path to the question that asks where the ship goes, declining C1B and the tweak, and
/// its offers.
fn destinations(s: &State, seat: Seat) -> (Vec<usize>, Vec<Offer>) {
    let mut path = Vec::new();
    loop {
        let w = walk(&|p: &[usize]| choices(s, seat, p), &path).expect("a walk");
        let Done::Ask(q) = w.end else {
            panic!("an action without a destination question")
        };
        if en(&q.ask).contains("where does your ship go") {
            return (w.path, q.offers);
        }
        path = w.path;
        path.push(q.offers.len() - 1);
    }
}

/// One whole decision for every way through the steps before the bonus answers (which take
/// their first option): each tile and place the steps offer, once.
fn tiles_and_places(s: &State, seat: Seat) -> Vec<Action> {
    below(s, seat, &[]).into_iter().map(|(_, a)| a).collect()
}

/// `tiles_and_places` from `start`, with each decision's path.
fn below(s: &State, seat: Seat, start: &[usize]) -> Vec<(Vec<usize>, Action)> {
    let step = |p: &[usize]| choices(s, seat, p);
    let answer = |ask: &str| {
        let ask = en(ask);
        ["A bonus", "And the second", "On which pod", "Your building"]
            .iter()
            .any(|a| ask.starts_with(a))
    };
    let mut out = Vec::new();
    let mut stack = vec![start.to_vec()];
    while let Some(path) = stack.pop() {
        let w = walk(&step, &path).expect("walk");
        match w.end {
            Done::Done(a) => out.push((w.path, a)),
            Done::Ask(q) => {
                let open = (0..q.offers.len()).filter(|&i| q.offers[i].refused.is_none());
                let open: Vec<usize> = if answer(&q.ask) {
                    open.take(1).collect()
                } else {
                    open.collect()
                };
                for i in open {
                    let mut next = w.path.clone();
                    next.push(i);
                    stack.push(next);
                }
            }
        }
    }
    out
}

fn check_decision(s: &State, seat: Seat, rng: &mut Rng) {
    for _ in 0..3 {
        random_leaf(s, seat, rng);
    }
    let step = |p: &[usize]| choices(s, seat, p);
    let legal = legal_actions(s, seat);
    match s.step {
        Stage::ChooseMat { .. } | Stage::PlaceShip { .. } => {
            let all = leaves(&step, &[], 100).expect("steps").expect("few");
            let reached: Vec<Action> = all.into_iter().map(|(_, a)| a).collect();
            assert_eq!(reached, legal, "the setup steps reach every legal choice");
        }
        Stage::CycleInfluence { .. } | Stage::FreeBuild { .. } => {
            // The answers multiply the leaves; the tiles and places must be the legal ones.
            let key = |a: &Action| match a {
                Action::CycleInfluence(c) => format!("{:?}", c.colony),
                Action::FreePod(f) => format!("{} {}", f.pod, f.space),
                Action::FreeAchievement(f) => format!("{} {}", f.achievement, f.space),
                other => panic!("{other:?}"),
            };
            let all = tiles_and_places(s, seat);
            let reached: BTreeSet<String> = all.iter().map(key).collect();
            let want: BTreeSet<String> = legal.iter().map(key).collect();
            assert_eq!(reached, want);
            for a in all.iter().step_by(5) {
                assert!(BetaColony::apply(s, seat, a).is_ok(), "{a:?}");
            }
        }
        Stage::Action { .. } => {
            let d = data();
            let from = s.players[seat].ship.expect("a ship");
            let mut want: BTreeSet<String> = BTreeSet::new();
            let mut pods: BTreeSet<(String, String)> = BTreeSet::new();
            for a in &legal {
                if let Action::MoveActivate(m) = a {
                    let v = i32::from(s.die_value(seat, m.mv.die)) + m.mv.fuel;
                    let to = super::super::rules::destination(from, v, m.mv.ccw);
                    let id = d.locations[usize::from(to)].id.clone();
                    if let Some(pod) = &m.at.pod {
                        pods.insert((id.clone(), pod.clone()));
                    }
                    want.insert(location_target(&id));
                }
            }
            let (to_path, offers) = destinations(s, seat);
            let open: BTreeSet<String> = offers
                .iter()
                .filter(|o| o.refused.is_none())
                .filter_map(|o| o.target.clone())
                .collect();
            assert_eq!(open, want, "the open destinations are those a move reaches");
            // Every pod a legal sample buys is open at that Manufactory.
            for (loc, pod) in pods {
                let i = offers
                    .iter()
                    .position(|o| o.target.as_deref() == Some(&location_target(&loc)))
                    .expect("the location");
                let mut path = to_path.clone();
                path.push(i);
                let w = walk(&step, &path).expect("walk");
                let Done::Ask(q) = w.end else { continue };
                if !en(&q.ask).contains("pod") {
                    continue;
                }
                let target = pod_target(&pod);
                assert!(
                    q.offers
                        .iter()
                        .any(|o| o.target.as_deref() == Some(&target) && o.refused.is_none()),
                    "{pod} is open at {loc}: {:?}",
                    q.offers
                );
            }
        }
        Stage::Finished => {}
    }
}

#[test]
fn every_path_ends_in_a_submission_the_rules_accept() {
    for seed in 0..6u64 {
        let players = 2 + (seed as usize % 3);
        let mut s = new_game(players, seed);
        let mut rng = Rng::new(seed ^ 0xbe7a);
        for _ in 0..400 {
            let Some(seat) = s.current() else { break };
            check_decision(&s, seat, &mut rng);
            // Half the time along a path of the steps, half by the random player (which
            // reaches tweaks, C1B, free builds and achievements more often).
            let a = if rng.below(2) == 0 {
                random_leaf(&s, seat, &mut rng).1
            } else {
                BetaColony::random_action(&s, seat, &mut rng).expect("an action")
            };
            s = BetaColony::apply(&s, seat, &a).expect("legal").0;
        }
        assert!(s.is_over(), "seed {seed}: the game ends");
    }
    let asked = ASKED.with(|a| a.borrow().clone());
    for kind in [
        "Which player mat",
        "Where do you put your ship",
        "where does your ship go",
        "Which two dice do you dock with",
        "Which die moves your ship",
        "Which die activates",
        "What do you take at",
        "Which pod do you buy",
        "Which colony do you build it in",
        "Which space in",
        "What do you do at the Azophi Nexus",
        "Which material do you take from the supply",
        "A bonus gives you",
        "A bonus puts 1 of your crew",
        "Which pod do you build for free",
        "which of your dice",
        "C1B gives you",
        "Which colony does it go in",
        "How do you pay",
        "C3C:",
        "Which cultural achievement do you take for free",
        "And the second",
        "Which colony gains your 1 influence",
    ] {
        let n = asked.iter().filter(|a| a.contains(kind)).count();
        assert!(n > 0, "no walk was asked {kind:?}");
    }
}

/// Every whole decision at the Azophi Nexus of a player who can pay for every achievement,
/// the building on top giving influence: each is legal, and the steps ask which achievement,
/// where, how to pay and the building's colony.
#[test]
fn every_nexus_decision_of_a_rich_player_is_legal() {
    let mut s = new_game(2, 11);
    let mut rng = Rng::new(2);
    while !matches!(s.step, Stage::Action { phase: 2, .. }) {
        let seat = s.current().expect("seat");
        let a = random_leaf(&s, seat, &mut rng).1;
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    let seat = s.current().expect("seat");
    let d = data();
    let bd2 = d
        .achievements
        .iter()
        .position(|a| {
            matches!(
                a.kind,
                AchievementKind::Building {
                    bonus: BuildingBonus::Influence,
                    ..
                }
            )
        })
        .expect("a building that gives influence") as u8;
    s.buildings.retain(|&b| b != bd2);
    s.buildings.insert(0, bd2);
    s.players[seat].artifacts = 5;
    s.artifacts -= 5;
    s.players[seat].materials = [2, 2, 1, 1, 2, 2];
    s.players[seat].fuel = 7;
    let step = |p: &[usize]| choices(&s, seat, p);
    let (to_path, offers) = destinations(&s, seat);
    let nexus = offers
        .iter()
        .position(|o| o.target.as_deref() == Some("location-azophi_nexus"))
        .expect("the Nexus");
    let mut asks: BTreeSet<String> = BTreeSet::new();
    let mut achievements = BTreeSet::new();
    for _ in 0..120 {
        let mut path = to_path.clone();
        path.push(nexus);
        loop {
            let w = walk(&step, &path).expect("walk");
            asks.extend(w.taken.iter().map(|t| en(&t.question.ask)));
            match w.end {
                Done::Done(a) => {
                    assert!(
                        BetaColony::apply(&s, seat, &a).is_ok(),
                        "{:?}: {a:?}",
                        w.path
                    );
                    if let Action::MoveActivate(m) = a {
                        achievements.extend(m.at.achievement.clone());
                    }
                    break;
                }
                Done::Ask(q) => {
                    let open: Vec<usize> = (0..q.offers.len())
                        .filter(|&i| q.offers[i].refused.is_none())
                        .collect();
                    // The achievement option of the Nexus most of the time.
                    let i = if en(&q.ask).contains("Azophi Nexus") && rng.below(5) != 0 {
                        1
                    } else {
                        open[rng.below(open.len() as u64) as usize]
                    };
                    path = w.path;
                    path.push(i);
                }
            }
        }
    }
    assert!(achievements.len() >= 4, "{achievements:?}");
    for kind in [
        "Which cultural achievement do you build?",
        "How do you pay?",
        "Your building gives 1 influence: in which colony?",
    ] {
        assert!(asks.contains(kind), "{kind:?} in {asks:?}");
    }
}

#[test]
fn a_path_through_a_refused_option_or_past_the_end_is_refused() {
    let mut s = new_game(3, 5);
    let mut rng = Rng::new(1);
    while !matches!(s.step, Stage::Action { .. }) {
        let seat = s.current().expect("seat");
        let a = random_leaf(&s, seat, &mut rng).1;
        s = BetaColony::apply(&s, seat, &a).expect("legal").0;
    }
    let seat = s.current().expect("seat");
    let other = (seat + 1) % 3;
    assert_eq!(choices(&s, other, &[]), Err(PathError::NotDeciding));
    assert_eq!(choices(&s, seat, &[99]), Err(PathError::NoSuchOption));
    let (path, _) = random_leaf(&s, seat, &mut rng);
    let mut longer = path.clone();
    longer.push(0);
    assert_eq!(choices(&s, seat, &longer), Err(PathError::NoSuchOption));
    // With no fuel, a location no die reaches is shown refused, and choosing it is refused.
    s.players[seat].fuel = 0;
    let (mut p, offers) = destinations(&s, seat);
    if let Some(i) = offers.iter().position(|o| o.refused.is_some()) {
        p.push(i);
        assert!(matches!(
            choices(&s, seat, &p),
            Err(PathError::Refused(why)) if en(&why).contains("fuel")
        ));
    }
}

/// A whole random game's log lines, every question and option of its decisions, the turn
/// mail's prompts and the rule errors, worded in French, Spanish and the pseudo-language: no
/// message is left unworded (no control character, no id of the game's texts), and in the
/// pseudo-language every line went through a text.
#[test]
fn every_word_of_a_game_is_said_in_each_language() {
    use crate::engine::beta_colony::error::RuleError;
    use crate::engine::registry::Extras;
    use crate::i18n::{words, Lang};
    let mut texts: Vec<String> = Vec::new();
    for (players, seed) in [(2, 3), (4, 17)] {
        let mut s = new_game(players, seed);
        let mut rng = Rng::new(seed);
        let mut decisions = 0;
        while let Some(seat) = s.current() {
            let prompt = BetaColony::prompt(&s, seat);
            texts.extend(prompt.progress);
            texts.extend(prompt.decision.map(|(a, b)| [a, b]).into_iter().flatten());
            texts.extend(prompt.situation);
            let mut path = Vec::new();
            let a = loop {
                let w = walk(&|p: &[usize]| choices(&s, seat, p), &path).expect("a walk");
                match w.end {
                    Done::Done(a) => break a,
                    Done::Ask(q) => {
                        texts.push(q.ask.clone());
                        for o in &q.offers {
                            texts.push(o.label.clone());
                            texts.extend(o.detail.iter().cloned());
                            texts.extend(o.refused.iter().cloned());
                        }
                        let open: Vec<usize> = (0..q.offers.len())
                            .filter(|&i| q.offers[i].refused.is_none())
                            .collect();
                        path = w.path;
                        path.push(open[rng.below(open.len() as u64) as usize]);
                    }
                }
            };
            let (next, events) = BetaColony::apply(&s, seat, &a).expect("legal");
            texts.extend(events.into_iter().map(|e| e.text));
            s = next;
            decisions += 1;
            assert!(decisions < 2_000, "the game ends");
        }
    }
    texts.extend(
        [
            RuleError::NotYourTurn(2),
            RuleError::WrongStep("move_activate or dock"),
            RuleError::LocationTaken(crate::engine::beta_colony::describe::the_location(0, "at")),
            RuleError::DieUsed("black"),
            RuleError::WrongAt {
                location: "a Manufactory".into(),
                expected: "take_pay and build_pay",
            },
            RuleError::NotThisMoon {
                material: "steel".into(),
                location: "Jyo".into(),
            },
            RuleError::GroupTooLarge(13, "red", 4),
            RuleError::InnerRing(3),
            RuleError::WrongPayment {
                what: "The space",
                need: "water".into(),
                polymer: ", polymer",
                given: "food".into(),
            },
            RuleError::MissingAnswer("a pod for the crew"),
            RuleError::CrewNotOnPod(40),
        ]
        .iter()
        .map(|e| e.to_string()),
    );
    assert!(texts.len() > 200, "{}", texts.len());
    for lang in [Lang::Fr, Lang::Es, Lang::Pseudo] {
        for text in &texts {
            let said = words(lang, text);
            assert!(
                !said.contains(['\u{2}', '\u{3}', '\u{1f}']),
                "{lang:?}: {said:?} from {text:?}"
            );
            assert!(!said.contains("beta-colony-"), "{lang:?}: {said:?}");
            if lang == Lang::Pseudo {
                assert!(said.contains('⟦'), "not a text: {said:?}");
            }
        }
    }
}
