//! Previewing a submission: what it would cost and gain for the acting seat, without applying
//! it (design 3.7). The preview is asked by the seat itself, so it may show its own VP, and
//! nothing the seat cannot see: not the art card the move would draw (it is asked again and
//! again, and commits nothing).

use super::action::Action;
use super::data::Res;
use super::describe::Log;
use super::error::RuleError;
use super::invariants;
use super::rules::play_turn;
use super::state::State;
use crate::engine::Seat;
use serde::Serialize;

/// Resource amounts by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Resources {
    pub fruit: i32,
    pub meat: i32,
    pub tools: i32,
    pub hides: i32,
}

impl Resources {
    fn of(v: [i32; 4]) -> Resources {
        Resources {
            fruit: v[Res::Fruit.index()],
            meat: v[Res::Meat.index()],
            tools: v[Res::Tools.index()],
            hides: v[Res::Hides.index()],
        }
    }
}

/// What a candidate submission would do for the acting seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preview {
    /// Resources before and after the turn.
    pub before: Resources,
    pub after: Resources,
    /// Resources paid (tiles, art, progress, cooking, expansion) and gained, as net change.
    pub change: Resources,
    pub vp_before: u32,
    pub vp_after: u32,
    pub vp_change: i64,
    /// Meeples on the mat and on the board, before and after.
    pub mat_before: u8,
    pub mat_after: u8,
    pub on_board_before: u32,
    pub on_board_after: u32,
    /// Progress cards acquired by the turn.
    pub cards_gained: Vec<String>,
    /// Whether this turn would end the game (60 VP, or the stall rule).
    pub ends_game: bool,
    /// The log lines the turn would write.
    pub description: Vec<String>,
}

/// Check a submission and report its effects without applying it.
pub fn preview(s: &State, seat: Seat, action: &Action) -> Result<Preview, RuleError> {
    invariants::check(s).map_err(RuleError::CorruptState)?;
    let mut sim = s.clone();
    // The lines name no card the move would draw from the art deck: it is hidden until then.
    let mut log = Log::previewing();
    play_turn(&mut sim, seat, action, &mut log)?;
    let (a, b) = (&s.players[seat], &sim.players[seat]);
    let res = |p: &super::state::Player| p.res.map(i32::from);
    let before = res(a);
    let after = res(b);
    let change = [0, 1, 2, 3].map(|i| after[i] - before[i]);
    let had: Vec<_> = a.acquired().collect();
    Ok(Preview {
        before: Resources::of(before),
        after: Resources::of(after),
        change: Resources::of(change),
        vp_before: a.vp,
        vp_after: b.vp,
        vp_change: i64::from(b.vp) - i64::from(a.vp),
        mat_before: a.mat,
        mat_after: b.mat,
        on_board_before: s.on_board(seat),
        on_board_after: sim.on_board(seat),
        cards_gained: b
            .acquired()
            .filter(|c| !had.contains(c))
            .map(|c| c.id())
            .collect(),
        ends_game: sim.is_over(),
        description: log.events.into_iter().map(|e| e.text).collect(),
    })
}
