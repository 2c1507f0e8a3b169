//! `RuleError`: why a submission is refused, in sentences a player can read that name the rule
//! (the design page's section in brackets). Each sentence is a message (`engine::msg`), worded
//! in the reader's language where it is shown; its citation is the `$cite` argument, which
//! `words::plain` leaves out beside an option.

use super::said::{cite_rule, player_no};
use crate::say;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", say!("origins-error-game-over"))]
    GameOver,
    #[error("{}", say!("origins-error-no-such-seat", n = *.0))]
    NoSuchSeat(usize),
    #[error("{}", say!("origins-error-not-your-turn", player = player_no(.0.saturating_sub(1)), cite = cite_rule("3.4")))]
    NotYourTurn(usize),
    #[error("{}", say!("origins-error-wrong-decision", asked = wrong(.0), cite = cite_rule("3.4")))]
    WrongDecision(String),
    #[error("{}", say!("origins-error-no-action-left", cite = cite_rule("4.1")))]
    NoActionLeft,
    #[error("{}", say!("origins-error-era-one-only", action = action(.0), cite = cite_rule("4.2")))]
    EraOneOnly(&'static str),
    #[error("{}", say!("origins-error-era-two-only", action = action(.0), cite = cite_rule("4.2")))]
    EraTwoOnly(&'static str),
    #[error("{}", say!("origins-error-instinct-hidden", action = self::action(action), instinct = self::instinct(instinct), cite = cite_rule("4.3")))]
    InstinctHidden {
        action: &'static str,
        instinct: &'static str,
    },
    #[error("{}", say!("origins-error-era-too-low", action = action(.0), era = *.1, cite = cite_rule("4.4")))]
    EraTooLow(&'static str, u8),
    #[error("{}", say!("origins-error-enslaved", action = action(.0), cite = cite_rule("15.3")))]
    Enslaved(&'static str),
    #[error("{0}")]
    Refused(String),
    #[error("{}", say!("origins-error-no-producer", colour = colour(.0), cite = cite_rule("0.4")))]
    NoProducer(String),
    #[error("{}", say!("origins-error-corrupt", what = .0.as_str()))]
    CorruptState(String),
}

/// An action as the rules name it in a refusal ("Naturalist", "free migration").
fn action(name: &str) -> String {
    let slug: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    // "Trade" begins a sentence, "trade" does not: each has its own text.
    if name.starts_with(|c: char| c.is_lowercase()) {
        say!(&format!("origins-action-{slug}-lower"))
    } else {
        say!(&format!("origins-action-{slug}"))
    }
}

/// An instinct by its name in the data ("social").
fn instinct(name: &str) -> String {
    say!(&format!("origins-term-{name}"))
}

/// The colour a missing producer was asked of: "" or " of colour C".
fn colour(of: &str) -> String {
    match of.trim().strip_prefix("of colour ") {
        Some(c) => say!("origins-error-of-colour", colour = c),
        None => of.to_string(),
    }
}

/// The decision asked for, as the rules name it (already a message, or an API name).
fn wrong(asked: &str) -> String {
    asked.to_string()
}

/// A refusal in a sentence of its own.
pub fn refuse<T>(text: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Refused(text.into()))
}
