//! The turn panel of the table page, the same for every game: the seat's decision walked along
//! the path chosen so far (`engine::choice`), the steps already taken (each can be changed), the
//! question of the next step with its options, and at the end what the turn will do with
//! "Confirm" and "Change". One form, one submit; nothing is chosen for the player unless it is
//! the only choice.
//!
//! Steps are addresses (`/games/{id}?c=3.0`): choosing an option only moves to the next step (a
//! GET, which changes nothing), so a reload never plays anything. Only "Confirm" (or, for a
//! player who turned confirmation off, the last step's "Play") posts, to `/games/{id}/turn`.

use crate::engine::choice::{path_text, PathError, Step};
use crate::engine::registry::DynGame;
use crate::engine::Seat;
use crate::services::seating::with_names;

/// One option of the question, ready to draw.
pub struct OptionView {
    /// The path that chooses it.
    pub path: String,
    pub label: String,
    pub detail: Vec<String>,
    /// Shown, but not to be chosen: why.
    pub refused: Option<String>,
    /// Choosing it makes the decision whole.
    pub completes: bool,
}

/// A step already taken.
pub struct TakenView {
    /// What was asked ("Which route?").
    pub ask: String,
    /// What was chosen.
    pub label: String,
    /// The address that goes back to this step to choose again (none: it was the only choice).
    pub change: Option<String>,
}

/// The panel of a seat that has a decision to make.
pub struct Deciding {
    /// The game's version the panel was drawn at (the confirm form carries it).
    pub version: i32,
    pub taken: Vec<TakenView>,
    /// The next question, or none when the decision is whole.
    pub ask: Option<String>,
    pub options: Vec<OptionView>,
    /// The step's form plays at once (the player turned confirmation off, and every option
    /// completes the decision, or the decision is whole already).
    pub plays_at_once: bool,
    /// The whole decision's path, once it is whole.
    pub done: Option<String>,
    /// What it will do (escaped markup from the game), once it is whole.
    pub preview: Option<String>,
    /// Why the path chosen cannot be played (a rule's sentence), or why it was reset; escaped
    /// markup once the page has put the names in and drawn it (`GameUi::refusal`).
    pub error: Option<String>,
    /// The options' board keys and the addresses that choose them, for taps on the board.
    pub taps: Vec<(String, String)>,
    /// Some step was the player's to choose, so there is something to change (a decision
    /// whose every step had a single option has nothing to change: its only answer).
    pub can_change: bool,
}

impl Deciding {
    pub fn is_whole(&self) -> bool {
        self.done.is_some()
    }
}

/// Where the player's address of a step points: the game's page at that path.
pub fn step_href(id: i32, path: &str) -> String {
    if path.is_empty() {
        format!("/games/{id}#turn")
    } else {
        format!("/games/{id}?c={path}#turn")
    }
}

/// The panel of `seat` at `path`. A path that leads nowhere (a stale or altered address) starts
/// the decision again with a sentence saying so; the action of a whole path is returned for its
/// preview. The words of the steps may name players as the log does (`{p1}`); `labels` puts
/// their names in.
#[allow(clippy::too_many_arguments)]
pub fn build(
    engine: &dyn DynGame,
    state: &str,
    seat: Seat,
    id: i32,
    version: i32,
    path: &[usize],
    confirm: bool,
    labels: &[String],
    lang: crate::i18n::Lang,
) -> Result<(Deciding, Option<serde_json::Value>), PathError> {
    let named = |text: &str| with_names(text, labels, lang);
    let (walk, error) = match engine.walk(state, seat, path) {
        Ok(Ok(w)) => (w, None),
        Ok(Err(PathError::NotDeciding)) | Err(_) => return Err(PathError::NotDeciding),
        Ok(Err(e)) => match engine.walk(state, seat, &[]) {
            Ok(Ok(w)) => (w, Some(named(&e.to_string()))),
            _ => return Err(PathError::NotDeciding),
        },
    };
    let taken: Vec<TakenView> = walk
        .taken
        .iter()
        .enumerate()
        .map(|(k, t)| TakenView {
            ask: named(&t.question.ask),
            label: t
                .question
                .offers
                .get(t.chosen)
                .map(|o| named(&o.label))
                .unwrap_or_default(),
            change: (!t.forced).then(|| step_href(id, &path_text(&walk.path[..k]))),
        })
        .collect();
    let mut panel = Deciding {
        version,
        taken,
        ask: None,
        options: Vec::new(),
        plays_at_once: false,
        done: None,
        preview: None,
        error,
        taps: Vec::new(),
        can_change: walk.taken.iter().any(|t| !t.forced),
    };
    let action = match walk.end {
        Step::Done(action) => {
            panel.done = Some(path_text(&walk.path));
            // Without the confirmation step, the whole decision's button plays it.
            panel.plays_at_once = !confirm;
            Some(action)
        }
        Step::Ask(q) => {
            panel.ask = Some(named(&q.ask));
            for (i, offer) in q.offers.iter().enumerate() {
                let mut next = walk.path.clone();
                next.push(i);
                let completes = walk.completes.get(i).copied().unwrap_or(false);
                let path = path_text(&next);
                if let (Some(target), None) = (&offer.target, &offer.refused) {
                    panel.taps.push((target.clone(), step_href(id, &path)));
                }
                panel.options.push(OptionView {
                    path,
                    label: named(&offer.label),
                    detail: offer.detail.iter().map(|d| named(d)).collect(),
                    refused: offer.refused.as_deref().map(named),
                    completes,
                });
            }
            panel.plays_at_once = !confirm
                && panel
                    .options
                    .iter()
                    .all(|o| o.completes || o.refused.is_some());
            None
        }
    };
    Ok((panel, action))
}
