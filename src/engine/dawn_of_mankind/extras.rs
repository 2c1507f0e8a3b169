//! What the platform asks of Dawn of Mankind beyond the `Game` trait (`registry::Extras`):
//! how the game presents itself, stored-state checks, the default turn, previews, standings and
//! random play.

use super::data::Res;
use super::state::{Phase, State};
use super::{invariants, legal, playout, preview, scoring, DawnOfMankind};
use crate::engine::registry::{About, Extras, Prompt};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use serde_json::Value;

impl Extras for DawnOfMankind {
    const ABOUT: About = About {
        title: "Dawn of Mankind",
        summary: "Guide your clan's meeples from childhood to old age: gather, make art and progress, and be first to 60 VP.",
        min_players: 2,
        max_players: 5,
        colours: &super::state::SEAT_COLOURS,
        marks: &super::state::SEAT_SHAPES,
        series: &["vp"],
        options: &[],
        texts: &[
            ("en", include_str!("../../i18n/en/games/dawn-of-mankind-pictures.ftl")),
            ("fr", include_str!("../../i18n/fr/games/dawn-of-mankind-pictures.ftl")),
            ("es", include_str!("../../i18n/es/games/dawn-of-mankind-pictures.ftl")),
            ("en", include_str!("../../i18n/en/games/dawn-of-mankind.ftl")),
            ("fr", include_str!("../../i18n/fr/games/dawn-of-mankind.ftl")),
            ("es", include_str!("../../i18n/es/games/dawn-of-mankind.ftl")),
            ("en", include_str!("../../i18n/en/games/dawn-of-mankind-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/dawn-of-mankind-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/dawn-of-mankind-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/dawn-of-mankind-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/dawn-of-mankind-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/dawn-of-mankind-readings.ftl")),
            ("en", include_str!("../../i18n/en/games/dawn-of-mankind-play.ftl")),
            ("fr", include_str!("../../i18n/fr/games/dawn-of-mankind-play.ftl")),
            ("es", include_str!("../../i18n/es/games/dawn-of-mankind-play.ftl")),
        ],
    };

    /// The full check runs on every stored state too: it is cheap (microseconds).
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

    /// The setup lap or main turn; the setup decisions (card, then placements); the seat's
    /// resources, meeples and VP (its own only: the mail goes to that seat alone).
    fn prompt(state: &Self::State, seat: Seat) -> Prompt {
        prompt(state, seat)
    }

    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        legal::random_action(state, seat, rng)
    }
}

fn prompt(state: &State, seat: Seat) -> Prompt {
    let n = state.players.len().max(1);
    let (progress, decision) = match state.phase {
        Phase::Setup { k } => {
            let lap = usize::from(k) / n + 1;
            // The decision as the page asks it: a setup card, a ready area, or either.
            let legal = legal::legal_actions(state, seat);
            let card = legal
                .iter()
                .any(|a| matches!(a, super::Action::SetupCard { .. }));
            let place = legal
                .iter()
                .any(|a| matches!(a, super::Action::SetupPlace { .. }));
            let id = match (card, place) {
                (true, true) => "dawn-of-mankind-prompt-card-or-place",
                (true, false) => "dawn-of-mankind-prompt-card",
                _ => "dawn-of-mankind-prompt-place",
            };
            // The headline names the game: the platform puts its title where `{title}` stands.
            let decision = (
                crate::say!(id),
                crate::say!(&format!("{id}-headline"), title = "{title}"),
            );
            (
                Some(crate::say!(
                    "dawn-of-mankind-prompt-setup-lap",
                    lap = lap,
                    laps = 4
                )),
                Some(decision),
            )
        }
        Phase::Main { .. } => {
            let decision = (state.current() == Some(seat)).then(|| {
                let legal = legal::legal_actions(state, seat);
                let mut routes: Vec<&str> = legal
                    .iter()
                    .filter_map(|a| match a {
                        super::Action::Move(m) => Some(m.route.as_str()),
                        _ => None,
                    })
                    .collect();
                routes.dedup();
                let n = routes.len();
                let open = match n {
                    0 => crate::say!("dawn-of-mankind-prompt-no-route"),
                    n => crate::say!("dawn-of-mankind-prompt-routes", count = n),
                };
                (
                    crate::say!("dawn-of-mankind-prompt-move"),
                    crate::say!(
                        "dawn-of-mankind-prompt-move-headline",
                        title = "{title}",
                        open = open
                    ),
                )
            });
            (
                Some(crate::say!(
                    "dawn-of-mankind-prompt-turn",
                    turn = state.turns + 1
                )),
                decision,
            )
        }
        Phase::Finished { .. } => (
            Some(crate::say!(
                "dawn-of-mankind-prompt-finished",
                count = state.turns
            )),
            None,
        ),
    };
    let situation = state
        .players
        .get(seat)
        .map(|p| {
            let has = |r: Res| p.res[r.index()];
            vec![
                crate::say!(
                    "dawn-of-mankind-prompt-situation",
                    vp = p.vp,
                    fruit = has(Res::Fruit),
                    meat = has(Res::Meat),
                    tools = has(Res::Tools),
                    hides = has(Res::Hides)
                ),
                crate::say!(
                    "dawn-of-mankind-prompt-meeples",
                    board = state.on_board(seat),
                    mat = p.mat
                ),
            ]
        })
        .unwrap_or_default();
    Prompt {
        progress,
        decision,
        situation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::i18n::{words, Lang};

    /// The prompt in English, as the mail words it.
    fn english(p: Prompt) -> Prompt {
        let en = |t: String| words(Lang::En, &t);
        Prompt {
            progress: p.progress.map(en),
            decision: p.decision.map(|(a, b)| (en(a), en(b))),
            situation: p.situation.into_iter().map(en).collect(),
        }
    }

    #[test]
    fn the_prompt_follows_setup_then_main_turns() {
        let setup = crate::engine::Setup {
            players: 3,
            seed: 7,
            options: serde_json::json!({}),
        };
        let mut s = DawnOfMankind::new_game(&setup).expect("setup");
        let seat = s.current().expect("someone acts");
        let p = english(prompt(&s, seat));
        assert_eq!(p.progress.as_deref(), Some("setup lap 1 of 4"));
        // The first lap: a card or a placement, as the page asks it.
        let legal = legal::legal_actions(&s, seat);
        let expected = if legal
            .iter()
            .all(|a| matches!(a, super::super::Action::SetupCard { .. }))
        {
            "take your setup card"
        } else if legal
            .iter()
            .any(|a| matches!(a, super::super::Action::SetupCard { .. }))
        {
            "take a setup card or place a meeple"
        } else {
            "place a meeple in a ready area"
        };
        assert_eq!(p.decision.as_ref().map(|d| d.0.as_str()), Some(expected));
        assert!(p.situation[0].starts_with("You have "), "{:?}", p.situation);
        assert!(p.situation[1].contains("on your mat"), "{:?}", p.situation);
        let mut guard = 0;
        while matches!(s.phase, Phase::Setup { .. }) {
            let seat = s.current().expect("someone acts");
            let action = legal::default_action(&s, seat).expect("a setup action");
            s = DawnOfMankind::apply(&s, seat, &action).expect("legal").0;
            guard += 1;
            assert!(guard <= 20, "setup never ends");
        }
        let seat = s.current().expect("someone acts");
        let p = english(prompt(&s, seat));
        assert!(
            p.progress
                .as_deref()
                .is_some_and(|t| t.starts_with("turn ")),
            "{p:?}"
        );
        let (phrase, headline) = p.decision.expect("a main-turn decision");
        assert_eq!(phrase, "move a meeple or rest");
        assert!(headline.contains("open to you"), "{headline}");
        let other = (seat + 1) % 3;
        assert_eq!(
            prompt(&s, other).decision,
            None,
            "only the seat to act decides"
        );
    }
}
