//! "How this edition reads the rules": the codes of the readings of design section 17 and of
//! the gaps of section 16 that Turnpost closes, for the in-app rules help. The words are in the
//! game's texts (`src/i18n/<lang>/games/humanity-readings.ftl`): each code has a title
//! `humanity-reading-<code>-title` and an explanation `humanity-reading-<code>-text`.

/// The codes of the readings, in the order the rules page lists them.
pub const READINGS: &[&str] = &[
    "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13", "Q1", "Q2",
    "Q3", "Q4", "Q5", "Q6",
];
