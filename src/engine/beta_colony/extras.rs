//! What the platform asks of Beta Colony beyond the `Game` trait (`registry::Extras`): how the
//! game presents itself, stored-state checks, the default submission, previews, standings and
//! random play.

use super::state::{State, Step};
use super::{invariants, legal, playout, preview, scoring, BetaColony};
use crate::engine::registry::{About, Extras, Prompt};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use serde_json::Value;

/// What an answer to a bonus takes (`action::Answer`).
const ANSWER: &str = "answers, each one of {\"material\": \"food\"}, {\"materials\": [\"food\", \
     \"water\"]}, {\"crew_on\": 3} (a space from 0 to 53) or {\"colony\": \"xian\"} (\"xian\", \
     \"thebes\" or \"cuzco\"), in the order the bonuses ask for them";
/// What a payment unit takes (`action::Unit`).
const UNIT: &str = "a material (\"steel\", \"organics\", \"food\", \"palladium\", \"polymer\" \
     or \"water\"), \"artifact\", or a pair of one material such as {\"pair\": \"food\"}";

impl Extras for BetaColony {
    const ABOUT: About = About {
        title: "Beta Colony",
        summary: "Steer your ship round the orbit with the dice you draft, and build the colonies of Victus for Confidence.",
        min_players: 2,
        max_players: 4,
        colours: &super::state::SEAT_COLOURS,
        marks: &super::state::SEAT_SHAPES,
        series: &["cp"],
        options: &[],
        texts: &[
            ("en", include_str!("../../i18n/en/games/beta-colony-pictures.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-pictures.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-pictures.ftl")),
            ("en", include_str!("../../i18n/en/games/beta-colony-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/beta-colony-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-readings.ftl")),
            ("en", include_str!("../../i18n/en/games/beta-colony-play.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-play.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-play.ftl")),
        ],
    };

    const SHAPES: &'static [(&'static str, &'static str, &'static str)] = &[
        ("Answer", "choices", ANSWER),
        ("Unit", "take_pay", UNIT),
        ("Unit", "build_pay", UNIT),
        ("Unit", "c3c_pay", UNIT),
        ("Unit", "space_pay", UNIT),
        ("Unit", "pay", UNIT),
    ];

    fn check_data() -> Result<(), String> {
        super::data::try_data()
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    fn choices(
        state: &Self::State,
        seat: Seat,
        path: &[usize],
    ) -> Result<crate::engine::choice::Step<Self::Action>, crate::engine::choice::PathError> {
        super::choices::choices(state, seat, path)
    }

    fn check_state(state: &Self::State) -> Result<(), String> {
        invariants::check(state)
    }

    fn check_invariants(state: &Self::State) -> Result<(), String> {
        invariants::check(state)
    }

    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action> {
        if invariants::check(state).is_err() {
            return None;
        }
        legal::default_action(state, seat)
    }

    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError> {
        let p = preview::preview(state, seat, action)?;
        Ok(serde_json::to_value(p).unwrap_or(Value::Null))
    }

    fn standings(state: &Self::State) -> Vec<Placing> {
        if invariants::check(state).is_err() {
            return Vec::new();
        }
        scoring::ranking(state)
    }

    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String> {
        playout::random_game(players, seed, check)
            .map(|(_, n)| n)
            .map_err(|f| f.to_string())
    }

    fn prompt(state: &Self::State, seat: Seat) -> Prompt {
        prompt(state, seat)
    }

    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        legal::random_action(state, seat, rng)
    }
}

fn prompt(state: &State, seat: Seat) -> Prompt {
    use crate::say;
    // The same words as the first question of the decision on the page (`choices`); the
    // headline's `{title}` is put in by the platform after wording.
    let pair = |phrase: &str, headline: &str| (say!(phrase), say!(headline, title = "{title}"));
    let decision = match state.step {
        Step::ChooseMat { .. } => Some(pair(
            "beta-colony-prompt-mat",
            "beta-colony-prompt-mat-headline",
        )),
        Step::PlaceShip { .. } => Some(pair(
            "beta-colony-prompt-ship",
            "beta-colony-prompt-ship-headline",
        )),
        Step::CycleInfluence { .. } => Some(pair(
            "beta-colony-prompt-c2a",
            "beta-colony-prompt-c2a-headline",
        )),
        Step::FreeBuild { kind, .. } => Some(match kind {
            super::state::FreeKind::FreePod => pair(
                "beta-colony-prompt-free-pod",
                "beta-colony-prompt-free-pod-headline",
            ),
            super::state::FreeKind::FreeAchievement => pair(
                "beta-colony-prompt-free-achievement",
                "beta-colony-prompt-free-achievement-headline",
            ),
        }),
        Step::Action { phase, .. } if state.current() == Some(seat) => Some((
            say!("beta-colony-prompt-action"),
            say!(
                "beta-colony-prompt-action-headline",
                title = "{title}",
                round = state.round,
                phase = phase
            ),
        )),
        _ => None,
    };
    let progress = match state.step {
        Step::Finished => Some(say!("beta-colony-progress-finished")),
        Step::Action { phase, .. } => Some(say!(
            "beta-colony-progress-action",
            round = state.round,
            phase = phase
        )),
        _ if state.round == 0 => Some(say!("beta-colony-progress-setup")),
        _ => Some(say!("beta-colony-progress-round", round = state.round)),
    };
    let mut situation = Vec::new();
    if let Some(p) = state.players.get(seat) {
        situation.push(say!(
            "beta-colony-prompt-holdings",
            cp = p.cp,
            materials = p.material_count(),
            fuel = p.fuel,
            artifacts = p.artifacts,
            crew = p.crew
        ));
        if let (Step::Action { .. }, Some(ship)) = (state.step, p.ship) {
            let dice: Vec<String> = super::data::Die::ALL
                .iter()
                .filter(|x| !p.used[x.index()])
                .map(|&x| {
                    say!(
                        "beta-colony-prompt-die",
                        die = super::describe::die_colour(x),
                        value = state.die_value(seat, x)
                    )
                })
                .collect();
            situation.push(say!(
                "beta-colony-prompt-ship-dice",
                location = super::describe::location(ship),
                location_at = super::describe::the_location(ship, "at"),
                dice = dice.join(", ")
            ));
        }
    }
    Prompt {
        progress,
        decision,
        situation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};

    fn en(text: &str) -> String {
        crate::i18n::words(crate::i18n::Lang::En, text)
    }

    /// The prompt in English words.
    fn english(p: Prompt) -> Prompt {
        Prompt {
            progress: p.progress.as_deref().map(en),
            decision: p.decision.map(|(a, b)| (en(&a), en(&b))),
            situation: p.situation.iter().map(|l| en(l)).collect(),
        }
    }

    #[test]
    fn the_prompt_follows_setup_then_actions() {
        let mut s = BetaColony::new_game(&Setup {
            players: 3,
            seed: 7,
            options: serde_json::json!({}),
        })
        .expect("setup");
        let seat = s.current().expect("someone acts");
        let p = english(prompt(&s, seat));
        assert_eq!(p.progress.as_deref(), Some("setup"));
        assert_eq!(
            p.decision.as_ref().map(|d| d.0.as_str()),
            Some("choose your player mat")
        );
        let mut guard = 0;
        while !matches!(s.step, Step::Action { .. }) {
            let seat = s.current().expect("someone acts");
            let a = legal::default_action(&s, seat).expect("a default");
            s = BetaColony::apply(&s, seat, &a).expect("legal").0;
            guard += 1;
            assert!(guard < 20, "setup never ends");
        }
        let seat = s.current().expect("someone acts");
        let p = english(prompt(&s, seat));
        assert_eq!(p.progress.as_deref(), Some("round 1 of 9, action 1 of 2"));
        let (phrase, headline) = p.decision.expect("a decision");
        assert_eq!(phrase, "move your ship or dock");
        assert!(headline.contains("{title}") && headline.contains("round 1"));
        // The same words as the page's first question of an action.
        let page = match crate::engine::beta_colony::choices::choices(&s, seat, &[]) {
            Ok(crate::engine::choice::Step::Ask(q)) => en(&q.ask),
            other => panic!("{other:?}"),
        };
        assert!(
            headline.ends_with(&page["Action 1 of 2: ".len()..]) || page.starts_with("C1"),
            "{headline} / {page}"
        );
        assert!(p.situation[0].starts_with("You have "), "{:?}", p.situation);
        assert!(
            p.situation[1].contains("unused dice: black ("),
            "{:?}",
            p.situation
        );
        // Another seat is not asked anything.
        let other = (seat + 1) % 3;
        assert!(prompt(&s, other).decision.is_none());
    }
}
