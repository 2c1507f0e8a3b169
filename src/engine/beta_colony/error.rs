//! `RuleError`: why a submission is refused, in sentences a player can read that name the rule
//! (the design page's section in brackets).

use thiserror::Error;

/// A space as the board numbers it, at the start of a sentence: "Space 14 in Xi'an".
fn space(sp: u8) -> String {
    let words = super::describe::space(sp);
    format!("S{}", &words[1..])
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("The game is over.")]
    GameOver,
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(usize),
    #[error("It is not your turn: player {0} is to play (rule 3.5).")]
    NotYourTurn(usize),
    #[error("This step expects {0}, not this kind of submission (rule 3.5).")]
    WrongStep(&'static str),
    #[error("{0:?} is not a mat still available (rule 2.5).")]
    NoSuchMat(String),
    #[error("{0:?} is not a location of the orbit.")]
    NoSuchLocation(String),
    #[error("Another ship is already at {0}; at setup every ship starts on its own location (rule 2.6).")]
    LocationTaken(String),
    #[error("A tweak is allowed only in phase 1 while C1A or C3A is active (rule 4.1).")]
    TweakNotAllowed,
    #[error("cycle_material is allowed only in your first action of round 1 while C1B is active (rule 4.1).")]
    CycleMaterialNotAllowed,
    #[error("The two dice of an action must be different (rule 4.1).")]
    SameDie,
    #[error("Your {0} die is already used this round (rule 5.6).")]
    DieUsed(&'static str),
    #[error("A dock uses exactly two dice (rule 5.5).")]
    DockDice,
    #[error("A die's value after fuel must be at least 1 (rule 5.3).")]
    ValueBelowOne,
    #[error("This costs {need} fuel and you have {have} (rule 4.1).")]
    NotEnoughFuel { need: u32, have: u32 },
    #[error("Only mat M5 may move counterclockwise, and only with the black die (rule 10).")]
    CcwNotAllowed,
    #[error("At {location} give {expected}, and leave out the other fields (rule 4.2).")]
    WrongAt {
        location: String,
        expected: &'static str,
    },
    #[error("Take exactly {0} materials here (rule 6.2).")]
    TakeCount(u32),
    #[error("{material} is not a material of {location} (rule 6.2).")]
    NotThisMoon { material: String, location: String },
    #[error("{0:?} is not a pod on the display.")]
    PodNotOnDisplay(String),
    #[error(
        "{pod} is in row {row}, which an activation value of {value} does not reach (rule 6.4)."
    )]
    RowNotEligible {
        pod: String,
        row: &'static str,
        value: i32,
    },
    #[error("There is no space {0} on Victus: a submission numbers the spaces 0 to 53.")]
    NoSuchSpace(u8),
    #[error("{} already holds a tile (rule 7.1).", space(*.0))]
    SpaceTaken(u8),
    #[error(
        "On {} the group of {} pods would hold {}; a group holds at most 3 (rule 7.2).",
        super::describe::space(*.0), .1, .2
    )]
    GroupTooLarge(u8, &'static str, usize),
    #[error("{} is next to a colony centre; cultural achievements go only on the outer ring (rule 7.3).", space(*.0))]
    InnerRing(u8),
    #[error("A legal build exists ({0}), so the Manufactory must build (rule 6.4, D3).")]
    BuildCompulsory(String),
    #[error("{what} must be paid with {need}, an artifact{polymer}: {given} does not pay it (rule 4.3).")]
    WrongPayment {
        what: &'static str,
        need: String,
        polymer: &'static str,
        given: String,
    },
    #[error("A pair pays only a pod's taking cost, and only with mat M4 (rule 10, D7).")]
    PairNotAllowed,
    #[error("You cannot pay all of this at once (rule 4.3).")]
    CannotAfford,
    #[error("c3c_pay is allowed only while C3C is active (rule 11.2).")]
    C3cNotAllowed,
    #[error("At the Azophi Nexus name the option: supply or achievement (rule 6.5).")]
    NexusOption,
    #[error("The supply option names a material exactly when you hold fewer than 10 (rule 6.5).")]
    NexusMaterial,
    #[error("{0:?} is not an achievement available now: the statues left and the top building (rule 9.1).")]
    AchievementNotAvailable(String),
    #[error("You already own 2 cultural achievements (rule 9.2).")]
    TooManyAchievements,
    #[error("A statue costs exactly three artifacts (rule 9.2).")]
    StatueCost,
    #[error("A building's pay lists four units, one per printed material (rule 9.2).")]
    BuildingPayCount,
    #[error("This needs an answer ({0}) in choices, in resolution order (rule 8.3).")]
    MissingAnswer(&'static str),
    #[error("choices has more answers than the bonuses need (rule 8.3).")]
    TooManyAnswers,
    #[error("The next answer must be {0} (rule 8.3).")]
    WrongAnswer(&'static str),
    #[error("Give exactly {0} materials in this answer (rule 8.5).")]
    AnswerCount(u32),
    #[error("{} holds no pod, so no crew can go there (rule 8.4, D16).", space(*.0))]
    CrewNotOnPod(u8),
    #[error("The game state is corrupt: {0}.")]
    CorruptState(String),
}
