//! `RuleError`: why a submission is refused, in sentences a player can read that name the rule
//! (the design page's section in brackets).

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(usize),
    #[error("It is not your turn to decide: player {0} is to decide now (rule 3.4).")]
    NotYourTurn(usize),
    #[error("This is not the decision asked for now: {0} (rule 3.4).")]
    WrongDecision(String),
    #[error("No innovation action is left this turn (rule 4.1).")]
    NoActionLeft,
    #[error("{0} is an Era I action, and you have left Era I (rule 4.2).")]
    EraOneOnly(&'static str),
    #[error("{0} is an action of Era II and later, and you are still in Era I (rule 4.2).")]
    EraTwoOnly(&'static str),
    #[error("{action} needs the {instinct} instinct to be visible on your brain map (rule 4.3).")]
    InstinctHidden {
        action: &'static str,
        instinct: &'static str,
    },
    #[error("{0} needs your current era to be {1} or later (rule 4.4).")]
    EraTooLow(&'static str, u8),
    #[error("A slave may not use {0} (rule 15.3).")]
    Enslaved(&'static str),
    #[error("{0}")]
    Refused(String),
    #[error("You have no producer elder to spend{0} (rule 0.4).")]
    NoProducer(String),
    #[error("The game state is corrupt: {0}.")]
    CorruptState(String),
}

/// A refusal in a sentence of its own.
pub fn refuse<T>(text: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Refused(text.into()))
}
