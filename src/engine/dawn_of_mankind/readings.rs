//! "How this edition reads the rules": every reading of design section 15 (D1–D27), and the
//! readings this engine had to choose where the design page is silent (T1–T8), for the in-app
//! rules help. Only the codes live here: each reading's title and wording, in our own words, are
//! in the game's texts (`src/i18n/<lang>/games/dawn-of-mankind-readings.ftl`,
//! `dawn-of-mankind-reading-<code>-title` and `-text`). Everything in `data/dawn-of-mankind/`
//! is labelled "Turnpost edition" there except what the rules themselves give (see
//! `TURNPOST_EDITION`).

/// The readings' codes, in the order the rules help lists them.
pub const READINGS: &[&str] = &[
    "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12", "D13", "D14", "D15",
    "D16", "D17", "D18", "D19", "D20", "D21", "D22", "D23", "D24", "D25", "D26", "D27", "T1", "T2",
    "T3", "T4", "T5", "T6", "T7", "T8",
];

/// What the rules help labels "Turnpost edition": every designed component (design 1, App. A),
/// by key; the words are the game's texts `dawn-of-mankind-rules-edition-<key>`.
pub const TURNPOST_EDITION: &[&str] = &["board", "tiles", "progress", "art", "setup", "cooking"];
