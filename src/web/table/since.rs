//! "Since your last turn": the moves and the table talk since the viewer last played, oldest
//! first, at the top of the table page (the turn mail says the same). A watcher sees the latest
//! moves instead.

use crate::db::models::game_events::EventRow;
use crate::engine::Seat;
use crate::services::seating::{with_names, SeatNames};
use crate::services::talk::Message;
use chrono::NaiveDateTime;

/// At most this many lines of moves.
const MOST_LINES: usize = 40;
/// A watcher's latest moves.
const WATCHER_MOVES: usize = 5;

/// One line of the block.
pub struct SinceLine {
    /// The step the move made (none for talk).
    pub step: Option<i32>,
    /// The player ("Ana ▲").
    pub who: String,
    pub text: String,
    pub talk: bool,
    /// Turnpost played the move for the seat (time ran out, or the seat resigned).
    pub by_platform: bool,
    at: NaiveDateTime,
}

pub struct Since {
    /// The id of the heading's text.
    pub heading: &'static str,
    pub lines: Vec<SinceLine>,
    /// Moves left out (the full log has them).
    pub more: usize,
}

/// The block for a viewer at `seat` (none: a watcher). `events` newest first, `talk` oldest
/// first, as the services give them.
pub fn since(
    events: &[EventRow],
    talk: &[Message],
    me: Option<(Seat, i32)>,
    names: &SeatNames,
    over: bool,
    lang: crate::i18n::Lang,
) -> Since {
    let seat = me.map(|(seat, _)| seat);
    let (newer, heading, after): (&[EventRow], &'static str, Option<NaiveDateTime>) = match me {
        Some((seat, user)) if !over => {
            // The viewer's own last decision: not a timeout's, nor one the seat's bot or an
            // earlier holder made before the viewer took it.
            let last = events
                .iter()
                .position(|e| e.seat as Seat == seat && e.user_id == Some(user));
            match last {
                Some(k) => (
                    &events[..k],
                    "table-since-your-turn",
                    Some(events[k].created_at),
                ),
                None => (events, "table-since-began", None),
            }
        }
        _ => (
            &events[..events.len().min(WATCHER_MOVES)],
            if over {
                "table-since-last-moves"
            } else {
                "table-since-latest-moves"
            },
            None,
        ),
    };
    let mut lines: Vec<SinceLine> = Vec::new();
    let mut more = 0;
    for e in newer {
        let labels = names.at(e.version);
        let who = labels.get(e.seat as usize).cloned().unwrap_or_default();
        for text in e.log_lines().into_iter().rev() {
            if lines.len() >= MOST_LINES {
                more += 1;
                continue;
            }
            lines.push(SinceLine {
                step: Some(e.version),
                who: who.clone(),
                text: with_names(&text, &labels, lang),
                talk: false,
                by_platform: e.user_id.is_none(),
                at: e.created_at,
            });
        }
    }
    if seat.is_some() && !over {
        for m in talk
            .iter()
            .filter(|m| after.is_none_or(|t| m.posted_at > t))
        {
            if let Some(text) = &m.text {
                lines.push(SinceLine {
                    step: None,
                    who: m.author.clone(),
                    text: text.clone(),
                    talk: true,
                    by_platform: false,
                    at: m.posted_at,
                });
            }
        }
    }
    // Oldest first; a move's own lines keep their order.
    lines.reverse();
    lines.sort_by_key(|l| l.at);
    Since {
        heading,
        lines,
        more,
    }
}
