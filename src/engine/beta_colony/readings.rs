//! "How this edition reads the rules": the code of every reading of design §18 (D1–D41), and
//! the small rule functions where a reading decides the outcome, so each such reading lives in
//! one named place. The words of the readings (a title and an explanation each) are in the game's
//! texts, `src/i18n/<lang>/games/beta-colony-readings.ftl`, as `beta-colony-reading-<code>-title`
//! and `beta-colony-reading-<code>-text`. Everything in `data/beta-colony/` that the design marks
//! so is "Turnpost edition" (see `TURNPOST_EDITION`).

use super::data::{Die, MatPower};

/// The components designed for this edition, to be labelled "Turnpost edition": keys whose words
/// are the game's texts `beta-colony-rules-edition-<key>`.
pub const TURNPOST_EDITION: &[&str] = &[
    "orbit",
    "colonies",
    "tracks",
    "pods",
    "achievements",
    "goals",
    "materials",
];

/// The codes of the readings, in order (each an anchor of the rules page, `#D3`).
pub const READINGS: &[&str] = &[
    "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13", "D14", "D15",
    "D16", "D17", "D18", "D19", "D20", "D21", "D22", "D23", "D24", "D25", "D26", "D27", "D28",
    "D29", "D30", "D31", "D32", "D33", "D34", "D35", "D36", "D37", "D38", "D39", "D40", "D41",
];

/// D2, D5: how many materials a moon gives for activation value `a`.
pub fn moon_count(power: Option<MatPower>, die: Die, a: i32) -> u32 {
    if power == Some(MatPower::BlackSix) && die == Die::Black {
        return 2;
    }
    if a >= 5 {
        2
    } else {
        1
    }
}

/// D2: the Ridback's fuel for activation value `a` (before M3).
pub fn ridback_fuel(a: i32) -> u32 {
    match a {
        ..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

/// D40: M2's black activation die opens every row.
pub fn black_any_row(power: Option<MatPower>, die: Die) -> bool {
    power == Some(MatPower::BlackAnyRow) && die == Die::Black
}

/// M5: the black move die may go counterclockwise.
pub fn may_move_ccw(power: Option<MatPower>, die: Die) -> bool {
    power == Some(MatPower::BlackCcw) && die == Die::Black
}

/// D7: only M4 pays with a pair (and only a taking cost, which the caller checks).
pub fn pair_pays(power: Option<MatPower>) -> bool {
    power == Some(MatPower::Pair)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_of_section_18_is_listed_once() {
        for (i, code) in READINGS.iter().enumerate() {
            assert_eq!(*code, format!("D{}", i + 1));
        }
        assert_eq!(READINGS.len(), 41);
    }

    #[test]
    fn value_bands() {
        assert_eq!(moon_count(None, Die::Red, 4), 1);
        assert_eq!(moon_count(None, Die::Red, 9), 2);
        assert_eq!(moon_count(Some(MatPower::BlackSix), Die::Black, 1), 2);
        assert_eq!(ridback_fuel(2), 1);
        assert_eq!(ridback_fuel(4), 2);
        assert_eq!(ridback_fuel(8), 3);
    }
}
