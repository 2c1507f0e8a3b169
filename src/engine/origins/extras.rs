//! What the platform asks of Origins beyond the `Game` trait (`registry::Extras`): how the game
//! presents itself, stored-state checks, the default decision, previews, standings, random play
//! and the turn mail's words.

use super::data::data;
use super::state::{Decision, ElderWhy, PromptKind, State, SEAT_COLOURS};
use super::turn::score;
use super::{invariants, legal, playout, preview, Origins};
use crate::engine::registry::{About, Extras, GameOption, Prompt};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use serde_json::Value;

impl Extras for Origins {
    const ABOUT: About = About {
        title: "Origins: How We Became Human",
        summary: "Lead a human species out of Africa through three eras: grow your brain, tame animals, build cities and outlast catastrophes.",
        min_players: 2,
        max_players: 5,
        colours: &SEAT_COLOURS,
        marks: &["●", "■", "◆", "⬢", "▲"],
        series: &["current_score"],
        // Only the length: on Turnpost the players' chosen colours choose their species, so the
        // `species` option of the engine is for the command line and tests.
        options: &[
            GameOption {
                key: "turn_cap",
                label: "Length",
                choices: &[
                    ("100", "The whole game: until a species enters the dark age of Era IV (at most 100 game turns)"),
                    ("12", "A shorter game: it also ends after game turn 12"),
                    ("3", "A taster: it also ends after game turn 3"),
                ],
            },
        ],
        texts: &[
            ("en", include_str!("../../i18n/en/games/origins.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins.ftl")),
            ("es", include_str!("../../i18n/es/games/origins.ftl")),
            ("en", include_str!("../../i18n/en/games/origins-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/origins-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-readings.ftl")),
        ],
    };

    /// Units, elders and guest workers carry their species' letter (design, Turnpost-wide
    /// decisions), and the colours are the species' in letter order.
    fn piece_letters() -> Option<&'static [char]> {
        Some(&['A', 'C', 'H', 'N', 'P'])
    }

    /// The full check runs on every stored state: it is cheap next to a decision.
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

    fn check_state(state: &State) -> Result<(), String> {
        invariants::check(state)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        invariants::check(state)
    }

    fn default_action(state: &State, seat: Seat) -> Option<Self::Action> {
        if invariants::check(state).is_err() {
            return None;
        }
        legal::default_action(state, seat)
    }

    fn preview(state: &State, seat: Seat, action: &Self::Action) -> Result<Value, Self::RuleError> {
        let p = preview::preview(state, seat, action)?;
        Ok(serde_json::to_value(p).unwrap_or(Value::Null))
    }

    /// The ranking by the score now, with the tie-breaks of D45 (17.3).
    fn standings(state: &State) -> Vec<Placing> {
        if invariants::check(state).is_err() {
            return Vec::new();
        }
        placings(state)
    }

    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String> {
        playout::random_game(players, seed, check)
            .map(|(_, n)| n)
            .map_err(|f| f.to_string())
    }

    fn prompt(state: &State, seat: Seat) -> Prompt {
        prompt(state, seat)
    }

    fn random_action(state: &State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        if invariants::check(state).is_err() {
            return None;
        }
        playout::random_action(state, seat, rng)
    }
}

/// Every seat's placing by the score now, best first (17.3).
pub fn placings(state: &State) -> Vec<Placing> {
    let ranks = super::turn::ranking(state);
    let mut out: Vec<Placing> = ranks
        .iter()
        .enumerate()
        .map(|(seat, &rank)| Placing {
            seat,
            rank,
            score: i64::from(score(state, seat).total),
        })
        .collect();
    out.sort_by_key(|p| (p.rank, p.seat));
    out
}

fn roman(n: u8) -> &'static str {
    ["I", "II", "III", "IV"]
        .get(usize::from(n.max(1)) - 1)
        .copied()
        .unwrap_or("IV")
}

/// The phrase of the ordinary phases of a player's own turn: one kind of decision, so a player
/// who plays their turn phase after phase on the page is mailed once, when it begins.
const TURN: &str = "play your turn";

/// The decision in words: the subject's phrase and the headline (`{title}` is the game's).
fn decision_words(state: &State, d: &Decision) -> (String, String) {
    let (phrase, head): (String, String) = match d {
        Decision::Innovation { left } => (
            TURN.into(),
            format!(
                "Your turn in {{title}}: phase 1, innovation ({} left), then the rest of your turn.",
                if *left == 1 { "1 action".to_string() } else { format!("{left} actions") }
            ),
        ),
        Decision::Cards => (
            TURN.into(),
            "Your turn in {title}: phase 3, play idea and public cards or end the phase.".into(),
        ),
        Decision::Population { base, funded, used } => (
            TURN.into(),
            format!(
                "Your turn in {{title}}: phase 5, population ({} of {} actions used).",
                used,
                u16::from(*base) + u16::from(*funded)
            ),
        ),
        Decision::Sieges { .. } => (
            TURN.into(),
            "Your turn in {title}: phase 6, sieges.".into(),
        ),
        Decision::Prompt(kind) => match kind {
            PromptKind::Bid => {
                let what = state
                    .auction
                    .as_ref()
                    .map(|a| {
                        let c = data().card(a.card.0);
                        let high = match (a.high, a.leader) {
                            (0, _) | (_, None) => "nobody has bid yet".to_string(),
                            (1, Some(_)) => "the high bid is 1 elder".to_string(),
                            (h, Some(_)) => format!("the high bid is {h} elders"),
                        };
                        format!("{}; {high}", c.name)
                    })
                    .unwrap_or_else(|| "a public card".into());
                (
                    "bid in an auction".into(),
                    format!(
                        "An auction in {{title}}: {what}. Bid more elders, pledge elders to another bidder, or pass."
                    ),
                )
            }
            PromptKind::Passage { at, .. } => (
                "grant or refuse passage".into(),
                format!(
                    "A question in {{title}}: a migrating unit asks to pass your unit at {}.",
                    super::words::place(*at)
                ),
            ),
            PromptKind::TradeAnswer { track, .. } => (
                "answer a trade".into(),
                format!(
                    "A question in {{title}}: you are offered a trade on {}.",
                    super::describe::track_name(*track)
                ),
            ),
            PromptKind::RevolutionAnswer { .. } => (
                "answer a revolution".into(),
                "A question in {title}: a revolution claims your brain map; accept or cancel."
                    .into(),
            ),
            PromptKind::ChooseElder(ElderWhy::Loss) => (
                "choose an elder to lose".into(),
                "A question in {title}: choose which elder you lose.".into(),
            ),
            PromptKind::ChooseElder(ElderWhy::Transfer { .. }) => (
                "choose an elder to hand over".into(),
                "A question in {title}: choose the elder you hand over.".into(),
            ),
            PromptKind::BarbarianAnswer { .. } => (
                "answer a barbarian incursion".into(),
                "A question in {title}: barbarians strike you; give a public card or an elder."
                    .into(),
            ),
            PromptKind::DiseaseNeighbour { .. } => (
                "choose who the disease reaches".into(),
                "A question in {title}: choose the neighbour a disease reaches.".into(),
            ),
            PromptKind::ChooseEnslaver => (
                "choose your enslaver".into(),
                "A question in {title}: you have no map unit left; choose your enslaver.".into(),
            ),
            PromptKind::CatastropheOrder => (
                "order your catastrophes".into(),
                "A question in {title}: choose the order of this turn's catastrophes.".into(),
            ),
            PromptKind::Depopulate { count } => (
                "choose the units chaos takes".into(),
                format!(
                    "A question in {{title}}: chaos takes {count} of your map units; choose them."
                ),
            ),
            PromptKind::DarkAge => (
                "choose your dark age".into(),
                "A question in {title}: chaos ends your golden age; move forward or back.".into(),
            ),
            PromptKind::Starve => (
                "choose the units that starve".into(),
                "A question in {title}: phase 7, choose the units your hexes cannot feed.".into(),
            ),
        },
    };
    (phrase, head)
}

/// The turn mail's words: the era and game turn, the decision, and the seat's situation (its
/// own numbers only: the mail goes to that seat alone). The mail's headline is not given the
/// players' names, so it names nobody; the mail's recent log lines say who did what.
fn prompt(state: &State, seat: Seat) -> Prompt {
    let Some(p) = state.players.get(seat) else {
        return Prompt::default();
    };
    let progress = if state.phase == super::state::Phase::GameOver {
        Some(format!("finished in game turn {}", state.game_turn))
    } else {
        Some(format!(
            "era {}, turn {}",
            roman(p.current_era()),
            state.game_turn
        ))
    };
    let decision = state
        .decision()
        .filter(|(s, _)| *s == seat)
        .map(|(_, d)| decision_words(state, &d));
    let sc = score(state, seat);
    let count = |n: usize, one: &str, many: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    };
    let situation = vec![
        format!(
            "Score {}: innovation number {}, population number {}.",
            sc.total,
            p.innovation_number(),
            p.population_number()
        ),
        format!(
            "Elders: {} ready, {} spent; {} and {}; {} in hand.",
            p.producers.iter().map(|&n| u32::from(n)).sum::<u32>(),
            p.consumers.iter().map(|&n| u32::from(n)).sum::<u32>(),
            count(p.migratory.len(), "migratory unit", "migratory units"),
            count(p.metropolises.len(), "metropolis", "metropolises"),
            count(p.hand.len(), "card", "cards")
        ),
    ];
    Prompt {
        progress,
        decision,
        situation,
    }
}

/// `Game::outcome` for a finished game: the placings (17.3).
pub fn outcome(state: &State) -> Option<Vec<Placing>> {
    (state.phase == super::state::Phase::GameOver).then(|| placings(state))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};

    #[test]
    fn the_prompt_names_the_era_turn_and_decision() {
        let setup = Setup {
            players: 3,
            seed: 4,
            options: serde_json::json!({}),
        };
        let s = Origins::new_game(&setup).expect("setup");
        let (seat, _) = s.decision().expect("someone decides");
        let p = prompt(&s, seat);
        assert_eq!(p.progress.as_deref(), Some("era I, turn 1"));
        let (phrase, head) = p.decision.expect("the active seat decides");
        assert_eq!(phrase, "play your turn");
        assert!(head.starts_with("Your turn in {title}: phase 1"), "{head}");
        assert!(p.situation[0].starts_with("Score "), "{:?}", p.situation);
        let other = (seat + 1) % 3;
        assert_eq!(prompt(&s, other).decision, None);
    }

    #[test]
    fn the_bid_prompt_says_what_is_bid_on_and_the_high_bid() {
        use super::super::state::{Auction, Prompt as Asked};
        let setup = Setup {
            players: 3,
            seed: 4,
            options: serde_json::json!({}),
        };
        let mut s = Origins::new_game(&setup).expect("setup");
        let card = super::super::state::CardId(0);
        s.auction = Some(Auction {
            card,
            eligible: vec![0, 1, 2],
            high: 2,
            leader: Some(0),
            bids: vec![2, 0, 0],
            passed: Vec::new(),
            pledges: Vec::new(),
            bidder: 1,
            pledged: false,
        });
        s.prompts.push(Asked {
            seat: 1,
            kind: PromptKind::Bid,
        });
        let (phrase, head) = prompt(&s, 1).decision.expect("seat 2 bids");
        assert_eq!(phrase, "bid in an auction");
        assert!(head.contains(&data().card(0).name), "{head}");
        assert!(head.contains("the high bid is 2 elders"), "{head}");
        assert!(!head.contains("{p"), "the headline names nobody: {head}");
    }

    #[test]
    fn colours_choose_the_species() {
        let setup = Setup {
            players: 2,
            seed: 4,
            options: serde_json::json!({"colours": ["yellow", "black"]}),
        };
        let s = Origins::new_game(&setup).expect("setup");
        assert_eq!(s.players[0].sheet, super::super::data::Letter::P);
        assert_eq!(s.players[1].sheet, super::super::data::Letter::A);
        let letters = <Origins as Extras>::piece_letters().expect("lettered pieces");
        for ((letter, colour), shown) in super::super::data::Letter::ALL
            .iter()
            .zip(SEAT_COLOURS)
            .zip(letters)
        {
            assert_eq!(data().species(*letter).colour, colour);
            assert_eq!(letter.char(), *shown);
        }
        let bad = Setup {
            options: serde_json::json!({"colours": ["black", "black"]}),
            ..setup
        };
        assert!(Origins::new_game(&bad).is_err());
    }
}
