//! What the platform asks of Humanity beyond the `Game` trait (`registry::Extras`): how the
//! game presents itself, stored-state checks, the default turn, previews, standings, random
//! play and a fast score series for the chart.

use super::state::Phase;
use super::{view, Action, Humanity, State};
use crate::engine::registry::{About, Extras, Prompt, SeatScore, StepScores};
use crate::engine::rng::Rng;
use crate::engine::{Game, Placing, Seat, Setup, Viewer};
use serde_json::Value;

impl Extras for Humanity {
    const ABOUT: About = About {
        title: "Humanity",
        summary: "Send astronauts to an automated station for modules, build a base and run experiments, over three years.",
        min_players: 2,
        max_players: 4,
        colours: &["yellow", "blue", "green", "pink"],
        marks: &["●", "■", "◆", "⬢"],
        series: &["vp", "rp"],
        options: &[],
        texts: &[
            ("en", include_str!("../../i18n/en/games/humanity-pictures.ftl")),
            ("fr", include_str!("../../i18n/fr/games/humanity-pictures.ftl")),
            ("es", include_str!("../../i18n/es/games/humanity-pictures.ftl")),
            ("en", include_str!("../../i18n/en/games/humanity-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/humanity-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/humanity-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/humanity-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/humanity-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/humanity-readings.ftl")),
            ("en", include_str!("../../i18n/en/games/humanity-play.ftl")),
            ("fr", include_str!("../../i18n/fr/games/humanity-play.ftl")),
            ("es", include_str!("../../i18n/es/games/humanity-play.ftl")),
        ],
    };

    fn check_data() -> Result<(), String> {
        super::catalogue::try_catalogue()
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
        state.validate().map_err(|e| e.to_string())
    }

    fn check_invariants(state: &Self::State) -> Result<(), String> {
        super::invariants::check(state)
    }

    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action> {
        if state.validate().is_err() {
            return None;
        }
        super::default_action(state, seat)
    }

    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError> {
        let p = super::preview(state, seat, action)?;
        Ok(serde_json::to_value(p).unwrap_or(Value::Null))
    }

    fn standings(state: &Self::State) -> Vec<Placing> {
        super::round::standings(state)
    }

    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String> {
        super::playout::random_game(players, seed, check)
            .map(|(_, n)| n)
            .map_err(|f| f.to_string())
    }

    /// The year and round; the simultaneous placement of returning astronauts; the seat's
    /// points and stored resources.
    fn prompt(state: &Self::State, seat: Seat) -> Prompt {
        // Read from the state itself, not from the seat's whole view (which builds every card
        // of the table): this runs for every turn mail.
        let situation = state
            .players
            .get(seat)
            .map(|p| {
                let science = view::Science::Value(p.science);
                let science = serde_json::to_string(&science).unwrap_or_default();
                let (e, a, b) = super::round::stored_units(p);
                vec![
                    crate::say!(
                        "humanity-prompt-points",
                        vp = p.vp,
                        rp = p.rp,
                        science = science
                    ),
                    crate::say!(
                        "humanity-prompt-stored",
                        electricity = e,
                        advanced = a,
                        basic = b
                    ),
                ]
            })
            .unwrap_or_default();
        Prompt {
            progress: Some(crate::say!(
                "humanity-prompt-progress",
                year = state.year,
                round = state.round
            )),
            decision: (state.phase == Phase::Placement).then(|| {
                (
                    crate::say!("humanity-prompt-place"),
                    crate::say!("humanity-prompt-place-headline", title = "{title}"),
                )
            }),
            situation,
        }
    }

    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        super::legal::random_action(state, seat, rng)
    }

    /// On typed states, a few microseconds a step: what a viewer may see of each seat only
    /// changes when the game ends, so the view is asked at the setup and at the end.
    fn score_series(
        setup: &Setup,
        steps: &[(Seat, Action)],
        viewer: Viewer,
    ) -> Result<Vec<StepScores>, String> {
        let visible = |state: &State| -> Vec<bool> {
            view(state, viewer)
                .players
                .iter()
                .map(|p| p.score.is_some())
                .collect()
        };
        let scores = |state: &State, visible: &[bool]| -> StepScores {
            state
                .players
                .iter()
                .zip(visible)
                .map(|(p, &shown)| SeatScore {
                    values: vec![i64::from(p.vp), i64::from(p.rp)],
                    score: shown.then(|| p.score()),
                })
                .collect()
        };
        let mut state = Humanity::new_game(setup).map_err(|e| format!("setup refused: {e}"))?;
        let mut shown = visible(&state);
        let mut over = state.phase == Phase::Over;
        let mut out = Vec::with_capacity(steps.len() + 1);
        out.push(scores(&state, &shown));
        for (k, (seat, action)) in steps.iter().enumerate() {
            state = Humanity::apply(&state, *seat, action)
                .map_err(|e| format!("step {}: {e}", k + 1))?
                .0;
            let now_over = state.phase == Phase::Over;
            if now_over != over {
                shown = visible(&state);
                over = now_over;
            }
            out.push(scores(&state, &shown));
        }
        Ok(out)
    }
}
