//! `RuleError`: why a submission is refused, in sentences a player can read that name the rule
//! (the design page's section in brackets). Each says a message of the game's texts
//! (`beta-colony-error-*` in `beta-colony-play.ftl`), worded where it is shown.

use super::describe;
use crate::say;
use thiserror::Error;

/// A space as the board numbers it, at the start of a sentence: "Space 14 in Xi'an".
fn space(sp: u8) -> String {
    describe::space_said(sp, true)
}

/// What a payment pays for (`rules::Need::what`), in words.
fn paying_for(what: &str) -> String {
    let id = match what {
        "The taking cost" => "beta-colony-need-taking-cost",
        "The space" => "beta-colony-need-space",
        "A statue" => "beta-colony-need-statue",
        "The building's cost" => "beta-colony-need-building",
        "C3C's extra unit" | "C3C" => "beta-colony-need-c3c",
        other => return other.to_string(),
    };
    say!(id)
}

/// What a submission is missing or must give (the fields and answers it names), in words; the
/// names of fields and JSON stay as they are.
fn expected_words(what: &str) -> String {
    let id = match what {
        "a material" => "beta-colony-expected-material",
        "two materials" => "beta-colony-expected-two-materials",
        "a pod for the crew" => "beta-colony-expected-crew-pod",
        "a pod" => "beta-colony-expected-pod",
        "a colony" => "beta-colony-expected-colony",
        "the space the pod goes on" => "beta-colony-expected-pod-space",
        "the space the achievement goes on" => "beta-colony-expected-achievement-space",
        "pod null and nothing else when you build nothing" => "beta-colony-expected-pod-null",
        "pod, space, take_pay, build_pay, c3c_pay and choices, or pod null" => {
            "beta-colony-expected-manufactory"
        }
        "option, achievement, pay, space, space_pay and choices" => {
            "beta-colony-expected-nexus-achievement"
        }
        "option and material" => "beta-colony-expected-nexus-supply",
        "take_pay and build_pay" => "beta-colony-expected-pays",
        "move_activate or dock" => "beta-colony-expected-action",
        other => return other.to_string(),
    };
    say!(id)
}

/// "a Manufactory", "the Azophi Nexus" as `rules` names a place it refuses fields at.
fn at_place(location: &str) -> String {
    match location {
        "a Manufactory" => say!("beta-colony-error-at-manufactory"),
        "the Azophi Nexus" => say!("beta-colony-error-at-nexus"),
        other => other.to_string(),
    }
}

/// A material's name from its data name ("steel").
fn material_words(name: &str) -> String {
    super::data::Material::ALL
        .into_iter()
        .find(|m| m.name() == name)
        .map_or_else(|| name.to_string(), |m| describe::material(m, false))
}

/// A material's name, at the start of a sentence ("Steel").
fn material_cap_words(name: &str) -> String {
    super::data::Material::ALL
        .into_iter()
        .find(|m| m.name() == name)
        .map_or_else(|| name.to_string(), |m| describe::material(m, true))
}

/// A location's name from its data name ("Jyo").
fn location_words(name: &str) -> String {
    super::data::data()
        .locations
        .iter()
        .position(|l| l.name == name)
        .map_or_else(|| name.to_string(), |i| describe::location(i as u8))
}

/// A die's colour from its name ("black").
fn die(name: &str) -> String {
    super::data::Die::ALL
        .into_iter()
        .find(|d| d.name() == name)
        .map_or_else(|| name.to_string(), describe::die_colour)
}

/// A colour of the pods from its name ("red").
fn colour(name: &str) -> String {
    super::data::Colour::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .map_or_else(|| name.to_string(), describe::colour)
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", say!("beta-colony-error-game-over"))]
    GameOver,
    #[error("{}", say!("beta-colony-error-no-seat", seat = *.0))]
    NoSuchSeat(usize),
    #[error("{}", say!("beta-colony-error-not-your-turn", player = *.0))]
    NotYourTurn(usize),
    #[error("{}", say!("beta-colony-error-wrong-step", expected = expected_words(.0)))]
    WrongStep(&'static str),
    #[error("{}", say!("beta-colony-error-no-mat", mat = format!("{:?}", .0)))]
    NoSuchMat(String),
    #[error("{}", say!("beta-colony-error-no-location", location = format!("{:?}", .0)))]
    NoSuchLocation(String),
    #[error("{}", say!("beta-colony-error-location-taken", location = .0))]
    LocationTaken(String),
    #[error("{}", say!("beta-colony-error-tweak"))]
    TweakNotAllowed,
    #[error("{}", say!("beta-colony-error-cycle-material"))]
    CycleMaterialNotAllowed,
    #[error("{}", say!("beta-colony-error-same-die"))]
    SameDie,
    #[error("{}", say!("beta-colony-error-die-used", die = die(.0)))]
    DieUsed(&'static str),
    #[error("{}", say!("beta-colony-error-dock-dice"))]
    DockDice,
    #[error("{}", say!("beta-colony-error-below-one"))]
    ValueBelowOne,
    #[error("{}", say!("beta-colony-error-fuel", need = *need, have = *have))]
    NotEnoughFuel { need: u32, have: u32 },
    #[error("{}", say!("beta-colony-error-ccw"))]
    CcwNotAllowed,
    #[error("{}", say!("beta-colony-error-wrong-at", location = at_place(location), expected = expected_words(expected)))]
    WrongAt {
        location: String,
        expected: &'static str,
    },
    #[error("{}", say!("beta-colony-error-take-count", count = *.0))]
    TakeCount(u32),
    #[error("{}", say!(
        "beta-colony-error-not-this-moon",
        material = material_words(material),
        material_cap = material_cap_words(material),
        moon = location_words(location)
    ))]
    NotThisMoon { material: String, location: String },
    #[error("{}", say!("beta-colony-error-pod-not-on-display", pod = format!("{:?}", .0)))]
    PodNotOnDisplay(String),
    #[error("{}", say!("beta-colony-error-row", pod = pod.as_str(), row = *row, value = *value))]
    RowNotEligible {
        pod: String,
        row: &'static str,
        value: i32,
    },
    #[error("{}", say!("beta-colony-error-no-space", space = *.0))]
    NoSuchSpace(u8),
    #[error("{}", say!("beta-colony-error-space-taken", space = space(*.0)))]
    SpaceTaken(u8),
    #[error("{}", say!("beta-colony-error-group", space = describe::space(*.0), colour = colour(.1), size = *.2))]
    GroupTooLarge(u8, &'static str, usize),
    #[error("{}", say!("beta-colony-error-inner-ring", space = space(*.0)))]
    InnerRing(u8),
    #[error("{}", say!("beta-colony-error-build-compulsory", build = .0))]
    BuildCompulsory(String),
    #[error("{}", say!(
        if polymer.is_empty() { "beta-colony-error-payment" } else { "beta-colony-error-payment-polymer" },
        what = paying_for(what),
        need = if need == "any material" { say!("beta-colony-any-material") } else { material_words(need) },
        given = material_words(given),
        given_cap = material_cap_words(given)
    ))]
    WrongPayment {
        what: &'static str,
        need: String,
        polymer: &'static str,
        given: String,
    },
    #[error("{}", say!("beta-colony-error-pair"))]
    PairNotAllowed,
    #[error("{}", say!("beta-colony-error-cannot-afford"))]
    CannotAfford,
    #[error("{}", say!("beta-colony-error-c3c"))]
    C3cNotAllowed,
    #[error("{}", say!("beta-colony-error-nexus-option"))]
    NexusOption,
    #[error("{}", say!("beta-colony-error-nexus-material"))]
    NexusMaterial,
    #[error("{}", say!("beta-colony-error-achievement-not-available", achievement = format!("{:?}", .0)))]
    AchievementNotAvailable(String),
    #[error("{}", say!("beta-colony-error-too-many-achievements"))]
    TooManyAchievements,
    #[error("{}", say!("beta-colony-error-statue-cost"))]
    StatueCost,
    #[error("{}", say!("beta-colony-error-building-pay-count"))]
    BuildingPayCount,
    #[error("{}", say!("beta-colony-error-missing-answer", answer = expected_words(.0)))]
    MissingAnswer(&'static str),
    #[error("{}", say!("beta-colony-error-too-many-answers"))]
    TooManyAnswers,
    #[error("{}", say!("beta-colony-error-wrong-answer", answer = *.0))]
    WrongAnswer(&'static str),
    #[error("{}", say!("beta-colony-error-answer-count", count = *.0))]
    AnswerCount(u32),
    #[error("{}", say!("beta-colony-error-crew-not-on-pod", space = space(*.0)))]
    CrewNotOnPod(u8),
    #[error("{}", say!("beta-colony-error-corrupt", why = .0))]
    CorruptState(String),
}
