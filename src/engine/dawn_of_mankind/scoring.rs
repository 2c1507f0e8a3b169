//! Final scoring (design 10.2), the ranking with its tie-breaks (10.4), and the standings of a
//! game ended early.

use super::describe::{player, Log, TABLE};
use super::state::State;
use crate::engine::{Placing, Seat};
use serde::Serialize;

/// One seat's final score, part by part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Breakdown {
    pub seat: Seat,
    /// VP tokens.
    pub vp: i64,
    /// Storytelling: acquired progress cards.
    pub cards: i64,
    /// Storytelling: own meeples on the board.
    pub meeples: i64,
    /// Religion: food left, per full 2.
    pub food: i64,
    /// Religion: tools and hides left, per full 2.
    pub goods: i64,
    pub total: i64,
    /// The first tie-break: own meeples on the board.
    pub on_board: u32,
}

/// The final score of every seat as the state stands (design 10.2).
pub fn breakdowns(s: &State) -> Vec<Breakdown> {
    s.players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let a = p.active();
            let on_board = s.on_board(seat);
            let cards = i64::from(p.acquired_count()) * i64::from(a.storytelling.0);
            let meeples = i64::from(on_board) * i64::from(a.storytelling.1);
            let food = i64::from(p.food() / 2) * i64::from(a.religion.0);
            let goods = i64::from((p.res[2] + p.res[3]) / 2) * i64::from(a.religion.1);
            let vp = i64::from(p.vp);
            Breakdown {
                seat,
                vp,
                cards,
                meeples,
                food,
                goods,
                total: vp + cards + meeples + food + goods,
                on_board,
            }
        })
        .collect()
}

/// The ranking, best first: total, then meeples on the board; still tied share (10.4).
pub fn ranking(s: &State) -> Vec<Placing> {
    let b = breakdowns(s);
    let key = |x: &Breakdown| (x.total, x.on_board);
    let mut out: Vec<Placing> = b
        .iter()
        .map(|x| Placing {
            seat: x.seat,
            rank: 1 + b.iter().filter(|y| key(y) > key(x)).count(),
            score: x.total,
        })
        .collect();
    out.sort_by_key(|p| (p.rank, p.seat));
    out
}

/// `None` while the game runs; the final ranking once it is over.
pub fn outcome(s: &State) -> Option<Vec<Placing>> {
    s.is_over().then(|| ranking(s))
}

/// The final-scoring lines, written when the game ends and every total is revealed (11.3).
pub fn log_final(s: &State, log: &mut Log) {
    for b in breakdowns(s) {
        log.push(TABLE, || {
            crate::say!(
                "dawn-of-mankind-log-final-score",
                who = player(b.seat),
                vp = b.vp,
                cards = b.cards,
                meeples = b.meeples,
                food = b.food,
                goods = b.goods,
                total = b.total
            )
        });
    }
    for p in ranking(s) {
        log.push(TABLE, || {
            let shared = ranking(s).iter().filter(|q| q.rank == p.rank).count() > 1;
            let id = if shared {
                "dawn-of-mankind-log-rank-shared"
            } else {
                "dawn-of-mankind-log-rank"
            };
            crate::say!(id, who = player(p.seat), rank = p.rank, score = p.score)
        });
    }
}
