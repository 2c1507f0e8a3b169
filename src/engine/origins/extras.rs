//! What the platform asks of Origins beyond the `Game` trait (`registry::Extras`): how the game
//! presents itself, stored-state checks, the default decision, previews, standings, random play
//! and the turn mail's words.

use super::state::{Decision, ElderWhy, PromptKind, State, SEAT_COLOURS};
use super::turn::score;
use super::{invariants, legal, playout, preview, Origins};
use crate::engine::registry::{About, Extras, GameOption, Prompt};
use crate::engine::rng::Rng;
use crate::engine::{Placing, Seat};
use crate::say;
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
            ("en", include_str!("../../i18n/en/games/origins-pictures.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-pictures.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-pictures.ftl")),
            ("en", include_str!("../../i18n/en/games/origins.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins.ftl")),
            ("es", include_str!("../../i18n/es/games/origins.ftl")),
            ("en", include_str!("../../i18n/en/games/origins-rules.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-rules.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-rules.ftl")),
            ("en", include_str!("../../i18n/en/games/origins-readings.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-readings.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-readings.ftl")),
            ("en", include_str!("../../i18n/en/games/origins-play.ftl")),
            ("fr", include_str!("../../i18n/fr/games/origins-play.ftl")),
            ("es", include_str!("../../i18n/es/games/origins-play.ftl")),
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
fn turn() -> String {
    say!("origins-mail-play-your-turn")
}

/// A question's phrase and headline: `id` for the phrase, `id-head` for the headline (with the
/// game's `{title}`).
fn question(id: &str) -> (String, String) {
    (say!(id), say!(&format!("{id}-head"), title = "{title}"))
}

/// The decision in words: the subject's phrase and the headline (`{title}` is the game's).
fn decision_words(state: &State, d: &Decision) -> (String, String) {
    let title = "{title}";
    match d {
        Decision::Innovation { left } => (
            turn(),
            say!("origins-mail-innovation", title = title, count = *left),
        ),
        Decision::Cards => (turn(), say!("origins-mail-cards", title = title)),
        Decision::Population { base, funded, used } => (
            turn(),
            say!(
                "origins-mail-population",
                title = title,
                used = *used,
                total = u16::from(*base) + u16::from(*funded)
            ),
        ),
        Decision::Sieges { .. } => (turn(), say!("origins-mail-sieges", title = title)),
        Decision::Prompt(kind) => match kind {
            PromptKind::Bid => {
                let what = state
                    .auction
                    .as_ref()
                    .map(|a| {
                        let high = match (a.high, a.leader) {
                            (0, _) | (_, None) => say!("origins-ch-nobody-bid"),
                            (h, Some(_)) => say!("origins-mail-high-bid", count = h),
                        };
                        say!(
                            "origins-mail-card-high",
                            card = super::said::card(a.card),
                            high = high
                        )
                    })
                    .unwrap_or_else(|| say!("origins-log-a-public-card"));
                (
                    say!("origins-mail-bid"),
                    say!("origins-mail-bid-head", title = title, what = what),
                )
            }
            PromptKind::Passage { at, .. } => (
                say!("origins-mail-passage"),
                say!(
                    "origins-mail-passage-head",
                    title = title,
                    place = super::said::place(*at)
                ),
            ),
            PromptKind::TradeAnswer { track, .. } => (
                say!("origins-mail-trade"),
                say!(
                    "origins-mail-trade-head",
                    title = title,
                    track = super::describe::track_name(*track)
                ),
            ),
            PromptKind::RevolutionAnswer { .. } => question("origins-mail-revolution"),
            PromptKind::ChooseElder(ElderWhy::Loss) => question("origins-mail-elder-loss"),
            PromptKind::ChooseElder(ElderWhy::Transfer { .. }) => {
                question("origins-mail-elder-transfer")
            }
            PromptKind::BarbarianAnswer { .. } => question("origins-mail-barbarians"),
            PromptKind::DiseaseNeighbour { .. } => question("origins-mail-disease"),
            PromptKind::ChooseEnslaver => question("origins-mail-enslaver"),
            PromptKind::CatastropheOrder => question("origins-mail-catastrophes"),
            PromptKind::Depopulate { count } => (
                say!("origins-mail-depopulate"),
                say!(
                    "origins-mail-depopulate-head",
                    title = title,
                    count = *count
                ),
            ),
            PromptKind::DarkAge => question("origins-mail-dark-age"),
            PromptKind::Starve => question("origins-mail-starve"),
        },
    }
}

/// The turn mail's words: the era and game turn, the decision, and the seat's situation (its
/// own numbers only: the mail goes to that seat alone). The mail's headline is not given the
/// players' names, so it names nobody; the mail's recent log lines say who did what.
fn prompt(state: &State, seat: Seat) -> Prompt {
    let Some(p) = state.players.get(seat) else {
        return Prompt::default();
    };
    let progress = if state.phase == super::state::Phase::GameOver {
        Some(say!("origins-mail-finished", turn = state.game_turn))
    } else {
        Some(say!(
            "origins-mail-progress",
            era = roman(p.current_era()),
            turn = state.game_turn
        ))
    };
    let decision = state
        .decision()
        .filter(|(s, _)| *s == seat)
        .map(|(_, d)| decision_words(state, &d));
    let sc = score(state, seat);
    let situation = vec![
        say!(
            "origins-mail-score",
            score = sc.total,
            innovation = p.innovation_number(),
            population = p.population_number()
        ),
        say!(
            "origins-mail-elders",
            ready = p.producers.iter().map(|&n| u32::from(n)).sum::<u32>(),
            spent = p.consumers.iter().map(|&n| u32::from(n)).sum::<u32>(),
            units = p.migratory.len(),
            metropolises = p.metropolises.len(),
            cards = p.hand.len()
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
    use super::super::data::data;
    use super::*;
    use crate::engine::{Game, Setup};

    fn en(text: &str) -> String {
        crate::i18n::words(crate::i18n::Lang::En, text)
    }

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
        assert_eq!(
            p.progress.as_deref().map(en).as_deref(),
            Some("era I, turn 1")
        );
        let (phrase, head) = p.decision.expect("the active seat decides");
        let (phrase, head) = (en(&phrase), en(&head));
        assert_eq!(phrase, "play your turn");
        assert!(head.starts_with("Your turn in {title}: phase 1"), "{head}");
        assert!(
            en(&p.situation[0]).starts_with("Score "),
            "{:?}",
            p.situation
        );
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
        let (phrase, head) = (en(&phrase), en(&head));
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
