//! Origins: How We Became Human (design page `origins.md`): the pure rules engine, in progress.
//!
//! Done so far:
//! - `data`: the component data of Appendix A, loaded from `data/origins/` and validated at load
//!   with every check of design 1.2 (a bad file is refused naming the file and line).
//! - `state`: the state, setup from the seed (design 2: species, then the three deck shuffles,
//!   drawn from `engine::rng` in that order), `TurnStart` (3.5), and the state machine's
//!   skeleton: `State::decision` says which seat decides what, phase or prompt (3.2, 3.4).
//! - `view`: per-seat views with the hidden information of design 19 (hands as a count for
//!   others, discard piles public only on top, deck orders hidden from everyone).
//! - `invariants`: the full invariant check (24 units per colour, each card in one place, one
//!   unit per intersection and one metropolis per hex, ...).
//! - `readings`: the codes of every reading of design 20 and adaptation of 21; the words are in
//!   the game's texts (`origins-readings.ftl`).
//! - `rules`, `action`, `error`, `legal`: phase 1 (design 4) whole: the Era I and Era II+
//!   innovation actions, facilitated Naturalist (6.8), aid offers and paying with aid (16.1),
//!   drawing with deck regeneration and scavenging (4.5–4.7), domestication by Naturalist (12)
//!   with zoonosis (5.5, disease spreading through slavery 15.8, mirrored advances 15.6), and the
//!   prompts these raise (`disease_neighbour`, `choose_elder`, `revolution_answer`), with their
//!   legal decisions and timeout defaults (18.2). `apply` is whole or nothing.
//! - `catastrophes`: phase 2 (design 5) whole: revealing the cards, `catastrophe_order`,
//!   volcanoes, climate change with the habitability losses of 13.4, diseases, and becoming
//!   enslaved after a catastrophe (5.6, 15.1–15.2, D46) with `choose_enslaver`.
//! - `cards`: phase 3 (design 6) whole: idea cards on the chosen side with every icon (ENC with
//!   `language`, ADV, EG, FD with `skip_fd`, NAT domestication, BARB incursions with the
//!   `barbarian_answer` prompt), the `end_cards` obligations, and the auctions of public cards
//!   as `bid` prompts (bids, passes, pledges, letter ties, payment with pledges first, the
//!   winner's icons), with their legal decisions and timeout defaults (18.2).
//! - `slavery`: sieges (10.2–10.3: strengths, the new metropolis, the guest-worker transfer,
//!   enslavement by siege), the end of a slavery by incursion or chaos with guest workers going
//!   home and revolt sieges (15.7, D43), and cultural diffusion after an attack (6.9, D19).
//! - `chaos`: phase 4 (design 7) whole: the stability roll (locution, Silverback, best admin,
//!   the revolution penalty), chaos with `depopulate` and `dark_age`, suppression, the slave
//!   revolt with the chaos replacements (15.7 step 4), and the end of the turn.
//! - `population`: phase 5 (design 8) with funding, the automatic end and every action
//!   (incorporation, trade with `trade_answer`, urbanization, Sabine raids, growth with the
//!   placements of 8.3 and a free migration, migration), movement (9.1–9.5: edges, costs,
//!   terrain, `through` with `passage` prompts, D29) and battles (9.6, D30, D31, enslavement by
//!   battle); phase 6 (10: `siege`, the Sabine raid after a siege, `end_sieges`); phase 7 (11:
//!   blockade losses, `starve` with D35, enslavement by starvation). `legal_actions` lists
//!   migrations of one and two steps only (longer paths are legal when submitted).
//! - `turn`: `TurnEnd` (3.2, 3.6), after chaos or phase 7: the lapse of the aid offers to the
//!   player whose turn ends (16.1), the turn cap, the game turn count, the next seat's
//!   `TurnStart`, and with the end flag set the end of the game (`GameOver`, where every
//!   submission is refused); final scoring and ranking with the tie-breaks of D45 (17), shown
//!   in the view once the game is over. The whole turn cycle is played: random games reach
//!   their turn cap in the tests.
//!
//! - `describe`: the game log. Every decision writes what it was and who made it (`{p1}`..`{p5}`
//!   tokens), then the dice rolled and catastrophes revealed, then what changed for each player
//!   (elders spent and gained, innovation and population numbers, tracks, brain units, era,
//!   units, metropolises, hand and discard sizes, public cards, slavery), the automatic phase,
//!   turn and game ends, who a prompt asks what, and the final scores. The log is public, so a
//!   card taken from a hand is not named (reading S8); a scavenged card (a public top discard) is.
//! - `Origins` implements `engine::Game` and `registry::Extras` (`extras`): setup from `Setup`
//!   (the `colours` option chooses the species), `apply` whole or nothing with the invariant
//!   check first, the timeout defaults, `preview` (the actor's numbers before and after; a
//!   decision that rolls a die or draws at random is not played out), standings, the turn mail's
//!   words, random decisions and random games.
//! - `playout`: random games with invariant checks; the random player takes the timeout default
//!   one time in three, so games end (at the latest at the turn cap).
//!
//! Its pages are in `web/games/origins/` (map, regions, list view, sheets, one form per
//! decision, previews, replay, rules page, pan and zoom). The game offers its length (`turn_cap`)
//! on the new-game form (`About::options`).

pub mod action;
pub mod bot;
pub mod cards;
pub mod catastrophes;
pub mod chaos;
pub mod choices;
pub mod data;
pub mod describe;
pub mod error;
pub mod extras;
pub mod invariants;
pub mod legal;
pub mod playout;
pub mod population;
pub mod preview;
pub mod readings;
pub mod rules;
pub mod said;
pub mod slavery;
pub mod state;
pub mod turn;
pub mod view;
pub mod words;

pub use action::Action;
pub use error::RuleError;
pub use legal::{default_action, legal_actions};
pub use readings::READINGS;
pub use state::{new_state, State, SCHEMA_VERSION};
pub use view::{view, View};

/// Applies one decision of `seat` (design 3, "Submissions"): a new state, or the refusal with the
/// input untouched.
pub fn apply(
    state: &State,
    seat: crate::engine::Seat,
    action: &Action,
) -> Result<State, RuleError> {
    let mut next = state.clone();
    rules::apply_in_place(&mut next, seat, action)?;
    Ok(next)
}

use crate::engine::{Event, Game, Placing, Seat, Setup, SetupError, Viewer};

/// The Origins game.
pub struct Origins;

impl Game for Origins {
    type State = State;
    type Action = Action;
    type View = View;
    type RuleError = RuleError;

    const NAME: &'static str = "origins";
    const SCHEMA_VERSION: u32 = SCHEMA_VERSION;

    /// Options: `species` ("recommended" or "random"), `turn_cap`, and `colours` (one per seat,
    /// which choose the seats' species in place of the deal).
    fn new_game(setup: &Setup) -> Result<State, SetupError> {
        new_state(setup.players, setup.seed, &setup.options)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        state.decision().map(|(s, _)| s).into_iter().collect()
    }

    /// Whole or nothing: a state that breaks an invariant is refused before anything is done.
    fn apply(state: &State, seat: Seat, action: &Action) -> Result<(State, Vec<Event>), RuleError> {
        invariants::check(state).map_err(RuleError::CorruptState)?;
        let next = apply(state, seat, action)?;
        let events = describe::describe(state, seat, action, &next);
        Ok((next, events))
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        if invariants::check(state).is_err() {
            return Vec::new();
        }
        legal_actions(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view(state, viewer)
    }

    fn outcome(state: &State) -> Option<Vec<Placing>> {
        extras::outcome(state)
    }
}
