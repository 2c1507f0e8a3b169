//! "How this edition reads the rules": the codes of every reading of design section 20 (D1–D48)
//! and of the Turnpost adaptations of section 21 (S1–S8), in order, for the in-app rules help.
//! The words are in the game's texts (`src/i18n/<lang>/games/origins-readings.ftl`,
//! `origins-reading-<code>-title` and `origins-reading-<code>-text`); the engine keeps no language.
//! Everything in `data/origins/` is labelled "Turnpost edition" there except what the data files
//! mark printed or source.

/// The codes of the readings, in the order the rules page lists them.
pub const READINGS: &[&str] = &[
    "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13", "D14", "D15",
    "D16", "D17", "D18", "D19", "D20", "D21", "D22", "D23", "D24", "D25", "D26", "D27", "D28",
    "D29", "D30", "D31", "D32", "D33", "D34", "D35", "D36", "D37", "D38", "D39", "D40", "D41",
    "D42", "D43", "D44", "D45", "D46", "D47", "D48", "S1", "S2", "S3", "S4", "S5", "S6", "S7",
    "S8",
];
