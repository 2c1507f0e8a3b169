//! Base cells: coordinates and the names players read ("M13").
//!
//! Naming convention: the column is a letter and the row a number, both counted from the start
//! layout so that every name stays the same for the whole game. Columns A..Z are x = -12..=13, so
//! the starting power plant S4 at (0,0) is in column M; rows 1..=26 are y = -12..=13 (y grows
//! downward), so S4 is "M13", S1 "L13", S3 "N13", S2 "M14" and the two starting astronauts stand
//! on "L12" and "N12". A cell outside that window (a base would need 13 modules in a straight
//! line to reach it) is written with its coordinates, "(14,-3)". Both forms parse back.

use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// Bases are kept within this distance of the origin; `State::validate` rejects others, and the
/// engine never creates one (a base gains at most one cell per deploy, about 45 in a game).
pub const MAX_COORD: i16 = 200;

const NAME_OFFSET: i16 = 12;

/// A cell of a base: x to the right, y downward.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Cell(pub i16, pub i16);

impl Cell {
    pub fn x(self) -> i16 {
        self.0
    }

    pub fn y(self) -> i16 {
        self.1
    }

    pub fn offset(self, dx: i16, dy: i16) -> Cell {
        Cell(self.0.saturating_add(dx), self.1.saturating_add(dy))
    }

    /// The four orthogonal neighbours.
    pub fn neighbours(self) -> [Cell; 4] {
        [
            self.offset(0, -1),
            self.offset(-1, 0),
            self.offset(1, 0),
            self.offset(0, 1),
        ]
    }

    pub fn in_bounds(self) -> bool {
        self.0.abs() <= MAX_COORD && self.1.abs() <= MAX_COORD
    }

    /// The player-facing name, "M13" (see the module comment).
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Parse "M13", "m13" or "(x,y)".
    pub fn parse(s: &str) -> Option<Cell> {
        let s = s.trim();
        if let Some(inner) = s.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            let (a, b) = inner.split_once(',')?;
            let cell = Cell(a.trim().parse().ok()?, b.trim().parse().ok()?);
            return cell.in_bounds().then_some(cell);
        }
        let mut chars = s.chars();
        let col = chars.next()?.to_ascii_uppercase();
        if !col.is_ascii_uppercase() {
            return None;
        }
        let row: i16 = chars.as_str().parse().ok()?;
        if !(1..=26).contains(&row) {
            return None;
        }
        let x = (col as i16) - ('A' as i16) - NAME_OFFSET;
        Some(Cell(x, row - 1 - NAME_OFFSET))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = self.0 + NAME_OFFSET;
        let row = self.1 + NAME_OFFSET + 1;
        if (0..26).contains(&col) && (1..=26).contains(&row) {
            let letter = char::from(b'A' + col as u8);
            write!(f, "{letter}{row}")
        } else {
            write!(f, "({},{})", self.0, self.1)
        }
    }
}

/// Accepts `[x, y]` or a name such as `"M13"`; always serialized as `[x, y]`.
impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Pair(i16, i16),
            Name(String),
        }
        let cell = match Raw::deserialize(d)? {
            Raw::Pair(x, y) => Cell(x, y),
            Raw::Name(s) => Cell::parse(&s).ok_or_else(|| {
                serde::de::Error::custom(format!("\"{s}\" is not a cell name such as \"M13\""))
            })?,
        };
        if !cell.in_bounds() {
            return Err(serde::de::Error::custom("cell coordinates out of range"));
        }
        Ok(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert_eq!(Cell(0, 0).name(), "M13");
        assert_eq!(Cell(-1, -1).name(), "L12");
        assert_eq!(Cell(14, -3).name(), "(14,-3)");
        for x in -20..20 {
            for y in -20..20 {
                assert_eq!(Cell::parse(&Cell(x, y).name()), Some(Cell(x, y)));
            }
        }
    }
}
