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
            ("en", include_str!("../../i18n/en/games/beta-colony-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/beta-colony-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/beta-colony-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/beta-colony-readings.ftl")),
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
    let d = super::data::data();
    // The same words as the first question of the decision on the page (`choices`).
    let decision = match state.step {
        Step::ChooseMat { .. } => Some((
            "choose your player mat".to_string(),
            "Setup in {title}: which player mat do you take?".to_string(),
        )),
        Step::PlaceShip { .. } => Some((
            "put your ship on the orbit".to_string(),
            "Setup in {title}: where do you put your ship?".to_string(),
        )),
        Step::CycleInfluence { .. } => Some((
            "choose the colony for C2A's influence".to_string(),
            "{title}: which colony gains your 1 influence from C2A?".to_string(),
        )),
        Step::FreeBuild { kind, .. } => Some(match kind {
            super::state::FreeKind::FreePod => (
                "build your free pod".to_string(),
                "{title}: a track bonus gave you a free pod. Which pod do you build for free?"
                    .to_string(),
            ),
            super::state::FreeKind::FreeAchievement => (
                "take your free cultural achievement".to_string(),
                "{title}: a track bonus gave you a free cultural achievement. Which do you take?"
                    .to_string(),
            ),
        }),
        Step::Action { phase, .. } if state.current() == Some(seat) => Some((
            "move your ship or dock".to_string(),
            format!(
                "{{title}}, round {}: action {phase} of 2: where does your ship go, or do you dock?",
                state.round
            ),
        )),
        _ => None,
    };
    let progress = match state.step {
        Step::Finished => Some("finished".to_string()),
        Step::Action { phase, .. } => {
            Some(format!("round {} of 9, action {phase} of 2", state.round))
        }
        _ if state.round == 0 => Some("setup".to_string()),
        _ => Some(format!("round {} of 9", state.round)),
    };
    let mut situation = Vec::new();
    if let Some(p) = state.players.get(seat) {
        situation.push(format!(
            "You have {} CP, {}, {} fuel, {} and {} crew in supply.",
            p.cp,
            counted(p.material_count(), "material"),
            p.fuel,
            counted(u32::from(p.artifacts), "artifact"),
            p.crew
        ));
        if let (Step::Action { .. }, Some(ship)) = (state.step, p.ship) {
            let dice: Vec<String> = super::data::Die::ALL
                .iter()
                .filter(|x| !p.used[x.index()])
                .map(|&x| format!("{} ({})", x.name(), state.die_value(seat, x)))
                .collect();
            let at = d
                .locations
                .get(usize::from(ship))
                .map_or("?", |l| l.name.as_str());
            situation.push(format!(
                "Your ship is at {at}; your unused dice: {}.",
                dice.join(", ")
            ));
        }
    }
    Prompt {
        progress,
        decision,
        situation,
    }
}

/// "1 artifact", "3 artifacts".
fn counted(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};

    #[test]
    fn the_prompt_follows_setup_then_actions() {
        let mut s = BetaColony::new_game(&Setup {
            players: 3,
            seed: 7,
            options: serde_json::json!({}),
        })
        .expect("setup");
        let seat = s.current().expect("someone acts");
        let p = prompt(&s, seat);
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
        let p = prompt(&s, seat);
        assert_eq!(p.progress.as_deref(), Some("round 1 of 9, action 1 of 2"));
        let (phrase, headline) = p.decision.expect("a decision");
        assert_eq!(phrase, "move your ship or dock");
        assert!(headline.contains("{title}") && headline.contains("round 1"));
        // The same words as the page's first question of an action.
        let page = match crate::engine::beta_colony::choices::choices(&s, seat, &[]) {
            Ok(crate::engine::choice::Step::Ask(q)) => q.ask,
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
