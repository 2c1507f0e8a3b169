//! Game-log lines: who did what, in words a player reads ("Yellow deployed ... at M12: +2 VP").

use super::catalogue::catalogue;
use super::cell::Cell;
use super::state::{Player, SEAT_COLOURS};
use crate::engine::Seat;

/// The seat number used for events that concern the whole table (end of round, of year).
pub const TABLE: Seat = usize::MAX;

pub use crate::engine::Log;

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

/// "Ice drill at L13 x2, obstacle at M12": activations with repeats of a tile run together.
pub fn activations(player: &Player, cells: &[Cell]) -> String {
    let mut parts: Vec<(Cell, usize)> = Vec::new();
    for &c in cells {
        match parts.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => parts.push((c, 1)),
        }
    }
    let label = |c: Cell| match player.modules.iter().find(|m| m.cell == c) {
        Some(m) => catalogue().module(m.module).name.clone(),
        None => "obstacle".into(),
    };
    // What a producer stores: "+2 ice", "+1 insect or methane".
    let stored = |c: Cell, n: usize| match player.modules.iter().find(|m| m.cell == c) {
        Some(m) if catalogue().module(m.module).is_producer() => format!(
            " (+{n} {})",
            catalogue().module(m.module).produces_text().to_lowercase()
        ),
        _ => String::new(),
    };
    let texts: Vec<String> = parts
        .iter()
        .map(|&(c, n)| {
            if n > 1 {
                format!("{} at {c} x{n}{}", label(c), stored(c, n))
            } else {
                format!("{} at {c}{}", label(c), stored(c, n))
            }
        })
        .collect();
    texts.join(", ")
}

/// "paid electricity from M13, 2 insect from N13, 3 units from L13 as 1 protein", or "paid
/// nothing": a payment in words, each unit with the module it came from.
pub fn payment(spends: &[super::action::Spend]) -> String {
    if spends.is_empty() {
        return "paid nothing".into();
    }
    let parts: Vec<String> = spends
        .iter()
        .map(|s| {
            let what = s.pays.name().to_lowercase();
            match (s.convert, s.n) {
                (true, n) => format!("{} from {} towards {what}", plural(n, "unit"), s.from),
                (false, 1) => format!("{what} from {}", s.from),
                (false, n) => format!("{n} {what} from {}", s.from),
            }
        })
        .collect();
    format!("paid {}", parts.join(", "))
}
