//! Game-log lines: who did what, in words a player reads ("Yellow deployed ... at M12: +2 VP").

use super::state::SEAT_COLOURS;
use crate::engine::{Event, Seat};

/// The seat number used for events that concern the whole table (end of round, of year).
pub const TABLE: Seat = usize::MAX;

/// Collects events; switched off during random playouts so that no text is formatted there.
#[derive(Debug, Default)]
pub struct Log {
    pub on: bool,
    pub events: Vec<Event>,
}

impl Log {
    pub fn recording() -> Log {
        Log {
            on: true,
            events: Vec::new(),
        }
    }

    pub fn silent() -> Log {
        Log::default()
    }

    /// Record a line; the text is only built when recording.
    pub fn push(&mut self, seat: Seat, text: impl FnOnce() -> String) {
        if self.on {
            self.events.push(Event { seat, text: text() });
        }
    }
}

/// The player's default colour name by seat ("Yellow").
pub fn seat_name(seat: Seat) -> &'static str {
    SEAT_COLOURS.get(seat).copied().unwrap_or("A player")
}

/// "1 upgrade", "2 upgrades".
pub fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "+4 VP, +2 RP" from the non-zero parts, or "no gain".
pub fn gains(vp: i64, rp: i64) -> String {
    let mut parts = Vec::new();
    if vp != 0 {
        parts.push(format!("{vp:+} VP"));
    }
    if rp != 0 {
        parts.push(format!("{rp:+} RP"));
    }
    if parts.is_empty() {
        "no points".into()
    } else {
        parts.join(", ")
    }
}
