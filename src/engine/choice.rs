//! A decision as a person makes it: short steps, each a question with labelled options, the last
//! step an action the rules accept. Every game builds its own (`registry::Extras::choices`); the
//! platform walks them by a path of option numbers, for the turn panel of the page, the numbered
//! choices of the turn mail and the API.
//!
//! A path is the list of the options chosen so far, each the 0-based index of an offer of its
//! step's question. Paths are only meaningful for the state they were chosen in: the page and the
//! mail carry the game's version with them.
//!
//! Invariant: every path that reaches `Step::Done` ends in an action the engine's `apply`
//! accepts (each game's tests walk its trees and apply every leaf they reach); an option the
//! rules refuse is either left out or shown with `refused` set, and no path goes through it.

use serde::Serialize;

/// One option of a step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// What the option is, in the game's words ("Move your meeple from the cave to the river").
    pub label: String,
    /// More about it, a line each: a card's texts, what it costs and gains.
    pub detail: Vec<String>,
    /// Shown though it cannot be taken now, with the reason; no path goes through it.
    pub refused: Option<String>,
    /// The piece or place of the board this option is (the game's own key, which its pictures
    /// also know), so that tapping it there chooses it.
    pub target: Option<String>,
}

impl Offer {
    pub fn new(label: impl Into<String>) -> Self {
        Offer {
            label: label.into(),
            detail: Vec::new(),
            refused: None,
            target: None,
        }
    }

    pub fn detail(mut self, line: impl Into<String>) -> Self {
        self.detail.push(line.into());
        self
    }

    pub fn target(mut self, key: impl Into<String>) -> Self {
        self.target = Some(key.into());
        self
    }

    pub fn refused(mut self, why: impl Into<String>) -> Self {
        self.refused = Some(why.into());
        self
    }
}

/// One step of a decision: what it asks and the options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Question {
    /// The question ("Which meeple moves?").
    pub ask: String,
    pub offers: Vec<Offer>,
}

/// Where a path leads: another question, or a whole action.
#[derive(Debug, Clone, PartialEq)]
pub enum Step<A> {
    Ask(Question),
    Done(A),
}

impl<A> Step<A> {
    pub fn map<B>(self, f: impl FnOnce(A) -> B) -> Step<B> {
        match self {
            Step::Ask(q) => Step::Ask(q),
            Step::Done(a) => Step::Done(f(a)),
        }
    }
}

/// Why a path leads nowhere.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// The seat has no decision to make now.
    #[error("You have no decision to make now.")]
    NotDeciding,
    /// The path names an option its step does not have (a stale or altered page).
    #[error("That choice is not on offer now: choose again.")]
    NoSuchOption,
    /// The path goes through an option shown as refused; the reason.
    #[error("{0}")]
    Refused(String),
}

/// A path written for an address or a form: the option numbers joined by dots ("3.0.12"); the
/// empty path is "".
pub fn path_text(path: &[usize]) -> String {
    path.iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(".")
}

/// Reads `path_text`'s form; `None` for anything else (at most 64 steps).
pub fn parse_path(text: &str) -> Option<Vec<usize>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Vec::new());
    }
    if text.len() > 400 {
        return None;
    }
    let path: Option<Vec<usize>> = text
        .split('.')
        .map(|n| {
            (n.len() <= 5 && n.bytes().all(|b| b.is_ascii_digit()))
                .then(|| n.parse().ok())
                .flatten()
        })
        .collect();
    path.filter(|p| p.len() <= 64)
}

/// One facet of a decision built from a complete list of legal actions ([`factor`]): the question
/// it asks, and for each action the option it belongs to (a key that groups the actions, and the
/// offer shown), or `None` when the facet does not apply to that action.
pub struct Facet<'a, A> {
    pub ask: String,
    #[allow(clippy::type_complexity)]
    pub key: Box<dyn Fn(&A) -> Option<(String, Offer)> + 'a>,
}

impl<'a, A> Facet<'a, A> {
    pub fn new(ask: impl Into<String>, key: impl Fn(&A) -> Option<(String, Offer)> + 'a) -> Self {
        Facet {
            ask: ask.into(),
            key: Box::new(key),
        }
    }
}

/// A decision built from the complete list of the seat's legal actions: each facet in turn splits
/// the actions still possible by its key, in the order they first appear, and asks which; a facet
/// that does not apply to any of them, or leaves only one option, asks nothing. When one action
/// is left, the path is done. Every option therefore leads to at least one legal action.
///
/// Actions that the facets cannot tell apart (all keys equal) are offered by the last question
/// asked; a game must give facets that tell every legal action apart.
pub fn factor<A: Clone>(
    legal: Vec<A>,
    facets: &[Facet<'_, A>],
    path: &[usize],
) -> Result<Step<A>, PathError> {
    if legal.is_empty() {
        return Err(PathError::NotDeciding);
    }
    let mut left = legal;
    let mut rest = path;
    for facet in facets {
        if left.len() == 1 {
            break;
        }
        let mut groups: Vec<(String, Offer, Vec<A>)> = Vec::new();
        let mut untouched: Vec<A> = Vec::new();
        for a in left {
            match (facet.key)(&a) {
                Some((key, offer)) => match groups.iter_mut().find(|g| g.0 == key) {
                    Some(g) => g.2.push(a),
                    None => groups.push((key, offer, vec![a])),
                },
                None => untouched.push(a),
            }
        }
        if groups.is_empty() {
            left = untouched;
            continue;
        }
        if groups.len() == 1 && untouched.is_empty() {
            left = groups.pop().map(|g| g.2).unwrap_or_default();
            continue;
        }
        if !untouched.is_empty() {
            // A facet should apply to all the actions left or to none; the actions it says
            // nothing of stay reachable through an option of their own rather than be lost.
            debug_assert!(false, "facet {:?} applies to some actions only", facet.ask);
            groups.push((String::new(), Offer::new("Something else"), untouched));
        }
        let Some((&chosen, tail)) = rest.split_first() else {
            return Ok(Step::Ask(Question {
                ask: facet.ask.clone(),
                offers: groups.into_iter().map(|g| g.1).collect(),
            }));
        };
        let group = groups
            .into_iter()
            .nth(chosen)
            .ok_or(PathError::NoSuchOption)?;
        if let Some(why) = group.1.refused {
            return Err(PathError::Refused(why));
        }
        left = group.2;
        rest = tail;
    }
    if !rest.is_empty() {
        return Err(PathError::NoSuchOption);
    }
    match left.len() {
        1 => Ok(Step::Done(left.remove(0))),
        0 => Err(PathError::NoSuchOption),
        // Facets that do not tell two legal actions apart: the first of them is played. A
        // game's tests check that its facets tell every action apart (`leaves`).
        _ => Ok(Step::Done(left.remove(0))),
    }
}

/// One step of a walk along a path: the question asked and the option taken there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Taken {
    pub question: Question,
    /// The index of the option taken.
    pub chosen: usize,
    /// Whether the step was taken for the player because it had a single option.
    pub forced: bool,
}

/// A path followed from the start: the steps taken, and where it ends.
#[derive(Debug, Clone, PartialEq)]
pub struct Walk<A> {
    pub taken: Vec<Taken>,
    /// The whole path, with the single-option steps filled in.
    pub path: Vec<usize>,
    pub end: Step<A>,
    /// When the walk ends at a question: for each of its options, whether choosing it makes the
    /// decision whole (so a form can play at once). Filled by [`walk_ahead`].
    pub completes: Vec<bool>,
}

/// Follows `path` from the start of the decision with `step` (a game's `choices`), taking every
/// question that has a single option that can be taken, so that nobody is asked a question with
/// one answer. The walk stops at the first question the path does not answer, or at the action.
pub fn walk<A>(step: &Steps<'_, A>, path: &[usize]) -> Result<Walk<A>, PathError> {
    let mut taken = Vec::new();
    let mut full: Vec<usize> = Vec::new();
    loop {
        match step(&full)? {
            Step::Done(a) => {
                if full.len() < path.len() {
                    return Err(PathError::NoSuchOption);
                }
                return Ok(Walk {
                    taken,
                    path: full,
                    end: Step::Done(a),
                    completes: Vec::new(),
                });
            }
            Step::Ask(q) => {
                let open: Vec<usize> = (0..q.offers.len())
                    .filter(|&i| q.offers[i].refused.is_none())
                    .collect();
                let (chosen, forced) = match path.get(full.len()) {
                    Some(&i) => (i, false),
                    None if open.len() == 1 => (open[0], true),
                    None => {
                        return Ok(Walk {
                            taken,
                            path: full,
                            end: Step::Ask(q),
                            completes: Vec::new(),
                        })
                    }
                };
                let offer = q.offers.get(chosen).ok_or(PathError::NoSuchOption)?;
                if let Some(why) = &offer.refused {
                    return Err(PathError::Refused(why.clone()));
                }
                full.push(chosen);
                taken.push(Taken {
                    question: q,
                    chosen,
                    forced,
                });
            }
        }
    }
}

/// A game's decision as the walks ask it: the step at the end of a path.
pub type Steps<'a, A> = dyn Fn(&[usize]) -> Result<Step<A>, PathError> + 'a;

/// The answers a memo keeps, by path.
type Answers<A> =
    std::cell::RefCell<std::collections::HashMap<Vec<usize>, Result<Step<A>, PathError>>>;

/// `step`, remembering its answers by path: the walks below one step ask the same prefixes
/// again and again, and a game's step may compute its whole legal list each time.
fn memo<'s, A: Clone>(
    step: &'s Steps<'s, A>,
) -> impl Fn(&[usize]) -> Result<Step<A>, PathError> + 's {
    let seen: Answers<A> = Default::default();
    move |p: &[usize]| {
        if let Some(known) = seen.borrow().get(p) {
            return known.clone();
        }
        let answer = step(p);
        seen.borrow_mut().insert(p.to_vec(), answer.clone());
        answer
    }
}

/// [`walk`], and when it ends at a question, which of its options make the decision whole.
pub fn walk_ahead<A: Clone>(step: &Steps<'_, A>, path: &[usize]) -> Result<Walk<A>, PathError> {
    let remembered = memo(step);
    let step: &Steps<'_, A> = &remembered;
    let mut w = walk(step, path)?;
    if let Step::Ask(q) = &w.end {
        w.completes = (0..q.offers.len())
            .map(|i| {
                let mut next = w.path.clone();
                next.push(i);
                q.offers[i].refused.is_none()
                    && matches!(
                        walk(step, &next),
                        Ok(Walk {
                            end: Step::Done(_),
                            ..
                        })
                    )
            })
            .collect();
    }
    Ok(w)
}

/// Every whole decision reachable from `path`, as (path, action), at most `limit` of them, in the
/// order the options are offered; `None` when there are more than `limit`. Single-option steps
/// are taken as [`walk`] takes them.
#[allow(clippy::type_complexity)]
pub fn leaves<A: Clone>(
    step: &Steps<'_, A>,
    path: &[usize],
    limit: usize,
) -> Result<Option<Vec<(Vec<usize>, A)>>, PathError> {
    Ok(leaf_walks(step, path, limit)?.map(|walks| {
        walks
            .into_iter()
            .filter_map(|w| match w.end {
                Step::Done(a) => Some((w.path, a)),
                Step::Ask(_) => None,
            })
            .collect()
    }))
}

/// [`leaves`], each whole decision with its walk (the questions answered on the way, for its
/// words: the turn mail lists them).
pub fn leaf_walks<A: Clone>(
    step: &Steps<'_, A>,
    path: &[usize],
    limit: usize,
) -> Result<Option<Vec<Walk<A>>>, PathError> {
    let remembered = memo(step);
    let step: &Steps<'_, A> = &remembered;
    let mut out = Vec::new();
    let mut stack = vec![path.to_vec()];
    while let Some(p) = stack.pop() {
        let w = walk(step, &p)?;
        match &w.end {
            Step::Done(_) => {
                if out.len() == limit {
                    return Ok(None);
                }
                out.push(w);
            }
            Step::Ask(q) => {
                for i in (0..q.offers.len()).rev() {
                    if q.offers[i].refused.is_none() {
                        let mut next = w.path.clone();
                        next.push(i);
                        stack.push(next);
                    }
                }
            }
        }
    }
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    struct Act {
        piece: &'static str,
        to: u8,
        pay: u8,
    }

    fn legal() -> Vec<Act> {
        vec![
            Act {
                piece: "a",
                to: 1,
                pay: 0,
            },
            Act {
                piece: "a",
                to: 2,
                pay: 0,
            },
            Act {
                piece: "a",
                to: 2,
                pay: 1,
            },
            Act {
                piece: "b",
                to: 3,
                pay: 0,
            },
        ]
    }

    fn facets() -> Vec<Facet<'static, Act>> {
        vec![
            Facet::new("Which piece?", |a: &Act| {
                Some((
                    a.piece.to_string(),
                    Offer::new(format!("piece {}", a.piece)),
                ))
            }),
            Facet::new("Where to?", |a: &Act| {
                Some((a.to.to_string(), Offer::new(format!("to {}", a.to))))
            }),
            Facet::new("How to pay?", |a: &Act| {
                Some((a.pay.to_string(), Offer::new(format!("pay {}", a.pay))))
            }),
        ]
    }

    fn step(path: &[usize]) -> Result<Step<Act>, PathError> {
        factor(legal(), &facets(), path)
    }

    #[test]
    fn facets_ask_only_what_tells_actions_apart() {
        let Ok(Step::Ask(q)) = step(&[]) else {
            panic!()
        };
        assert_eq!(q.ask, "Which piece?");
        assert_eq!(q.offers.len(), 2);
        // Piece b has one destination and one payment: done at once.
        assert_eq!(step(&[1]), Ok(Step::Done(legal()[3].clone())));
        let Ok(Step::Ask(q)) = step(&[0]) else {
            panic!()
        };
        assert_eq!(q.ask, "Where to?");
        assert_eq!(step(&[0, 0]), Ok(Step::Done(legal()[0].clone())));
        let Ok(Step::Ask(q)) = step(&[0, 1]) else {
            panic!()
        };
        assert_eq!(q.ask, "How to pay?");
        assert_eq!(step(&[0, 1, 1]), Ok(Step::Done(legal()[2].clone())));
        assert_eq!(step(&[2]), Err(PathError::NoSuchOption));
        assert_eq!(step(&[1, 0]), Err(PathError::NoSuchOption));
    }

    #[test]
    fn every_leaf_is_reached_once() {
        let all = leaves(&step, &[], 20).unwrap().unwrap();
        let actions: Vec<Act> = all.iter().map(|(_, a)| a.clone()).collect();
        assert_eq!(actions, legal());
        assert_eq!(leaves(&step, &[], 3).unwrap(), None);
        for (p, a) in all {
            assert_eq!(step(&p), Ok(Step::Done(a)));
        }
    }

    #[test]
    fn a_walk_takes_single_options_and_refuses_refused_ones() {
        let s = |path: &[usize]| -> Result<Step<u8>, PathError> {
            match path {
                [] => Ok(Step::Ask(Question {
                    ask: "Q".into(),
                    offers: vec![Offer::new("no").refused("You cannot."), Offer::new("yes")],
                })),
                [1] => Ok(Step::Done(7)),
                _ => Err(PathError::NoSuchOption),
            }
        };
        let w = walk(&s, &[]).unwrap();
        assert_eq!(w.path, vec![1]);
        assert!(w.taken[0].forced);
        assert_eq!(w.end, Step::Done(7));
        assert_eq!(
            walk(&s, &[0]).unwrap_err(),
            PathError::Refused("You cannot.".into())
        );
    }

    #[test]
    fn paths_read_back() {
        assert_eq!(parse_path(""), Some(vec![]));
        assert_eq!(parse_path("3.0.12"), Some(vec![3, 0, 12]));
        assert_eq!(path_text(&[3, 0, 12]), "3.0.12");
        assert_eq!(parse_path("3..1"), None);
        assert_eq!(parse_path("-1"), None);
        assert_eq!(parse_path("1.x"), None);
        assert_eq!(parse_path("999999"), None);
    }
}
