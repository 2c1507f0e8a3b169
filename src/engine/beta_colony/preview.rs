//! What a submission would do, before it is sent (design §4): the seat's numbers before and
//! after, the answers it needs (completed by the defaults of §16.6 where the form left them
//! out), and the step that would follow. Nothing the seat cannot see: when the submission ends
//! the round, the next round's dice are not shown (they are rolled only then; a preview commits
//! nothing and may be asked again and again).

use super::action::{Action, Answer};
use super::error::RuleError;
use super::rules::complete;
use super::state::State;
use super::view::{view, PlayerView};
use crate::engine::{Seat, Viewer};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Preview {
    pub before: PlayerView,
    pub after: PlayerView,
    /// Every answer the submission consumes, in order.
    pub answers: Vec<Answer>,
    /// How many of them the submission left out (filled here by the defaults).
    pub missing_answers: usize,
    /// The step that would follow: its name and seat.
    pub next_step: &'static str,
    pub next_seat: Option<Seat>,
    /// The submission ends the round: the next round's dice are rolled then, so `after` shows
    /// no dice.
    pub rolls_dice: bool,
}

pub fn preview(s: &State, seat: Seat, action: &Action) -> Result<Preview, RuleError> {
    let (done, next) = complete(s, seat, action)?;
    let pick = |st: &State| view(st, Viewer::Seat(seat)).players.into_iter().nth(seat);
    let (Some(before), Some(mut after)) = (pick(s), pick(&next)) else {
        return Err(RuleError::NoSuchSeat(seat));
    };
    let rolls_dice = next.rng != s.rng;
    if rolls_dice {
        after.dice.clear();
    }
    let answers = done.choices().to_vec();
    let v = view(&next, Viewer::Seat(seat));
    Ok(Preview {
        before,
        after,
        missing_answers: answers.len().saturating_sub(action.choices().len()),
        answers,
        next_step: v.step.name,
        next_seat: v.step.seat,
        rolls_dice,
    })
}
