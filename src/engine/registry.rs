//! Games by name behind a JSON interface, so the command line and the web layer can drive any
//! game without generics: `registry::game(name)`. Adding a game is one line in `GAMES`.

use super::choice::{self, PathError, Step, Walk};
use super::rng::Rng;
use super::{Event, Game, Placing, Seat, Setup, Viewer};
use crate::bots::{self, BotHooks, Budget, Level};
use serde_json::Value;
use std::marker::PhantomData;

/// Why a JSON-level call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DynError {
    /// The game cannot be created from this setup.
    #[error("{0}")]
    Setup(String),
    /// The stored state is not valid JSON for this game, or is inconsistent.
    #[error("The game state cannot be read: {0}")]
    MalformedState(String),
    /// A state read from outside (a file, standard input) reads well but breaks one of the
    /// game's invariants, so no play of the game can reach it; the text names the invariant.
    #[error("The game state breaks an invariant of the game: {0}")]
    BrokenInvariant(String),
    /// The submitted action is not valid JSON for this game; the text says which field is wrong
    /// and what it takes (`engine::shape`).
    #[error("{0}")]
    MalformedAction(String),
    /// The action is well formed but breaks a rule; the text is the rule's sentence.
    #[error("{0}")]
    Rule(String),
}

/// What the platform shows of a game before a table sits down (the new-game form, the lobby,
/// the archive's filter, mail subjects), and what it may offer the players.
#[derive(Debug, Clone, Copy)]
pub struct About {
    /// The name players read, capitalized.
    pub title: &'static str,
    /// One line for the lists of games.
    pub summary: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// The colours players choose from, in default seat order (lowercase words). The platform
    /// passes the chosen ones to `new_game` as `options.colours`, by seat.
    pub colours: &'static [&'static str],
    /// The symbol that goes with each colour of `colours` (same order), beside the player's
    /// name everywhere and on the player's pieces, so that nobody is told apart by colour alone.
    pub marks: &'static [&'static str],
    /// The numbers the score chart draws for each seat, by their names in the view's
    /// `players[]` entries (the final `score` is always drawn when the viewer may see it).
    pub series: &'static [&'static str],
    /// The choices the table makes when the game is created (the new-game form and the API
    /// offer them; the platform passes the chosen values to `new_game` in `options`).
    pub options: &'static [GameOption],
    /// The game's own texts in each language, as (language tag, Fluent text): the files
    /// `src/i18n/<tag>/games/<game>.ftl`, whose ids begin with the game's registry name (its
    /// summary, its options, the names of its components). The English words above stay the
    /// fallback.
    pub texts: &'static [(&'static str, &'static str)],
}

/// One choice of a game's setup, offered when the game is created.
#[derive(Debug, Clone, Copy)]
pub struct GameOption {
    /// The key in the setup's `options`.
    pub key: &'static str,
    /// What the form calls it.
    pub label: &'static str,
    /// The values offered, each as (JSON value, what players read); the first is the default.
    pub choices: &'static [(&'static str, &'static str)],
}

impl GameOption {
    /// The chosen value by its JSON text, if it is one of the choices.
    pub fn value(&self, text: &str) -> Option<Value> {
        self.choices
            .iter()
            .find(|(v, _)| *v == text.trim())
            .and_then(|(v, _)| serde_json::from_str(v).ok())
    }

    /// The default value (the first choice).
    pub fn default_value(&self) -> Value {
        self.choices
            .first()
            .and_then(|(v, _)| serde_json::from_str(v).ok())
            .unwrap_or(Value::Null)
    }

    /// What players read of a value ("ends after game turn 12").
    pub fn describe(&self, value: &Value) -> Option<&'static str> {
        self.choices
            .iter()
            .find(|(v, _)| serde_json::from_str::<Value>(v).ok().as_ref() == Some(value))
            .map(|(_, label)| *label)
    }
}

/// One seat's numbers at one step, as a viewer may see them: the game's `About::series` in
/// order, and the final score where it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatScore {
    pub values: Vec<i64>,
    pub score: Option<i64>,
}

/// Every seat's numbers after one step, in seat order.
pub type StepScores = Vec<SeatScore>;

/// A random game played to the end (sample data for tests, benchmarks and demonstrations).
#[derive(Debug, Clone)]
pub struct RandomPlay {
    /// Every action: (seat, action JSON, log lines).
    pub steps: Vec<(Seat, String, Vec<String>)>,
    /// (version, state JSON) after every `snapshot_every` actions.
    pub snapshots: Vec<(usize, String)>,
    pub final_state: String,
    pub outcome: Vec<Placing>,
}

/// What a seat's turn mail says of the game, in the game's own words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prompt {
    /// Where the game stands ("year 2, round 3").
    pub progress: Option<String>,
    /// A decision other than an ordinary turn: the subject's phrase ("place your returning
    /// astronauts") and the headline, where `{title}` stands for the game's title.
    pub decision: Option<(String, String)>,
    /// The seat's situation, a line or two.
    pub situation: Vec<String>,
}

/// At most this many actions in a random play before it counts as stuck.
const RANDOM_PLAY_LIMIT: usize = 50_000;

/// What the erased interface needs beyond `Game`.
pub trait Extras: Game {
    const ABOUT: About;
    /// What the types of a submission that the parser only calls an "untagged enum" take, for
    /// the sentence a submission of the wrong shape gets: (type, a field holding it, what it
    /// takes). Games without such types keep the default.
    const SHAPES: &'static [(&'static str, &'static str, &'static str)] = &[];
    /// Whether the game's component data (compiled into the binary from `data/<game>/`) passed
    /// its load checks; the error names the file and line. The server refuses to start
    /// otherwise. Games without data files keep the default.
    fn check_data() -> Result<(), String> {
        Ok(())
    }
    /// The letter each colour's pieces carry, in the order of `About::colours`, for a game
    /// whose pieces are lettered by colour; none (the default): the platform letters them by
    /// the players' initials (`services::seating::marks`).
    fn piece_letters() -> Option<&'static [char]> {
        None
    }
    /// A random legal action for `seat` (sample data, fuzzing); the default picks one of
    /// `legal_actions` with `rng`.
    fn random_action(state: &Self::State, seat: Seat, rng: &mut Rng) -> Option<Self::Action> {
        let legal = Self::legal_actions(state, seat);
        (!legal.is_empty()).then(|| legal[rng.below(legal.len() as u64) as usize].clone())
    }
    /// What `seat`'s turn mail says of the game (nothing beyond "your turn" by default).
    fn prompt(_state: &Self::State, _seat: Seat) -> Prompt {
        Prompt::default()
    }
    /// The score chart's numbers after every step (0 = the setup) as `viewer` may see them.
    /// The default reads the view's `players[]` at every step; a game may do it faster.
    fn score_series(
        setup: &Setup,
        steps: &[(Seat, Self::Action)],
        viewer: Viewer,
    ) -> Result<Vec<StepScores>, String> {
        let scores = |state: &Self::State| -> Result<StepScores, String> {
            let view =
                serde_json::to_value(Self::view(state, viewer)).map_err(|e| e.to_string())?;
            Ok(scores_in_view(&view, Self::ABOUT.series))
        };
        let mut state = Self::new_game(setup).map_err(|e| e.0)?;
        let mut out = Vec::with_capacity(steps.len() + 1);
        out.push(scores(&state)?);
        for (k, (seat, action)) in steps.iter().enumerate() {
            state = Self::apply(&state, *seat, action)
                .map_err(|e| format!("step {}: {e}", k + 1))?
                .0;
            out.push(scores(&state)?);
        }
        Ok(out)
    }
    /// The seat's decision now as a person makes it: the question at the end of `path` (the
    /// options chosen so far), or the whole action it leads to (`engine::choice`). Every path
    /// that reaches an action reaches one `apply` accepts.
    fn choices(
        state: &Self::State,
        seat: Seat,
        path: &[usize],
    ) -> Result<Step<Self::Action>, PathError>;
    /// Check a state read from storage before trusting it (cheap: run on every read).
    fn check_state(state: &Self::State) -> Result<(), String>;
    /// Every invariant of the game (what the playouts check after every action); the message
    /// says which one broke. Run on every state read from outside the site's own database.
    fn check_invariants(state: &Self::State) -> Result<(), String>;
    /// The action played for a seat when its deadline passes.
    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action>;
    /// What an action would cost and earn, as JSON.
    fn preview(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Value, Self::RuleError>;
    /// The ranking by the current score, for a game ended early.
    fn standings(state: &Self::State) -> Vec<Placing>;
    /// Play one random game with invariant checks; the number of actions, or what broke.
    fn random_game(players: usize, seed: u64, check: bool) -> Result<u32, String>;
}

/// Reads each seat's `series` numbers and `score` from a view's `players[]`; a view without
/// them has an empty chart.
pub fn scores_in_view(view: &Value, series: &[&str]) -> StepScores {
    let number = |p: &Value, key: &str| p.get(key).and_then(Value::as_i64);
    view.get("players")
        .and_then(Value::as_array)
        .map(|players| {
            players
                .iter()
                .map(|p| SeatScore {
                    values: series.iter().map(|k| number(p, k).unwrap_or(0)).collect(),
                    score: number(p, "score"),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A game driven through JSON strings and values.
pub trait DynGame: Sync {
    fn name(&self) -> &'static str;
    fn about(&self) -> &'static About;
    /// `Extras::piece_letters`.
    fn piece_letters(&self) -> Option<&'static [char]>;
    /// `Extras::check_data`.
    fn check_data(&self) -> Result<(), String>;
    /// Plays a random game from `setup` to the end, choosing with `rng_seed`.
    fn random_play(
        &self,
        setup: &Setup,
        rng_seed: u64,
        snapshot_every: usize,
    ) -> Result<RandomPlay, String>;
    /// What `seat`'s turn mail says of the game.
    fn prompt(&self, state: &str, seat: Seat) -> Result<Prompt, DynError>;
    /// The score chart's numbers after every step of a game given by its actions.
    fn score_series(
        &self,
        setup: &Setup,
        steps: &[(Seat, &str)],
        viewer: Viewer,
    ) -> Result<Vec<StepScores>, String>;
    fn schema_version(&self) -> u32;
    /// Reads a state that comes from outside the site's own database (the command line, an
    /// import) and checks it fully: the stored-state check, then every invariant of the game.
    /// Only a state that passes may be given to the other methods.
    fn check_untrusted(&self, state: &str) -> Result<(), DynError>;
    fn new_game(&self, setup: &Setup) -> Result<String, DynError>;
    fn to_act(&self, state: &str) -> Result<Vec<Seat>, DynError>;
    /// The new state and the log lines, or why the action is refused.
    fn apply(
        &self,
        state: &str,
        seat: Seat,
        action: &str,
    ) -> Result<(String, Vec<Event>), DynError>;
    /// `apply`, with what a turn needs to know of the new state at once (who acts next and what
    /// they are asked, whether the game is over): one reading of the state instead of several.
    fn play(&self, state: &str, seat: Seat, action: &str) -> Result<Played, DynError>;
    fn legal(&self, state: &str, seat: Seat) -> Result<Vec<Value>, DynError>;
    fn view(&self, state: &str, viewer: Viewer) -> Result<Value, DynError>;
    fn outcome(&self, state: &str) -> Result<Option<Vec<Placing>>, DynError>;
    fn default_action(&self, state: &str, seat: Seat) -> Result<Option<Value>, DynError>;
    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<Value, DynError>;
    fn random_game(&self, players: usize, seed: u64, check: bool) -> Result<u32, String>;
    /// The ranking by the current score (for a game the players end early).
    fn standings(&self, state: &str) -> Result<Vec<Placing>, DynError>;
    /// The bot's decision for `seat` at `level` (`crate::bots`): reproducible from `seed`
    /// unless `stop` (asked before every iteration of the search) ends the thinking early.
    /// It reads only what the seat may see.
    fn bot_decide(
        &self,
        state: &str,
        seat: Seat,
        level: Level,
        seed: u64,
        stop: &dyn Fn() -> bool,
    ) -> Result<BotDecision, DynError>;
    /// What a finished game reached, in the game's words (the bot match's report).
    fn bot_facts(&self, state: &str) -> Result<Vec<(&'static str, String)>, DynError>;
    /// `path` followed through the seat's decision (`choice::walk_ahead`): the questions
    /// answered, the whole path and where it ends, the action as JSON.
    fn walk(
        &self,
        state: &str,
        seat: Seat,
        path: &[usize],
    ) -> Result<Result<Walk<Value>, PathError>, DynError>;
    /// Every whole decision reachable from `path`, at most `limit`, each with its walk (the
    /// questions answered, the whole path, the action as JSON): `choice::leaf_walks`.
    #[allow(clippy::type_complexity)]
    fn leaves(
        &self,
        state: &str,
        seat: Seat,
        path: &[usize],
        limit: usize,
    ) -> Result<Result<Option<Vec<Walk<Value>>>, PathError>, DynError>;
}

/// A bot's decision, as [`DynGame::bot_decide`] gives it.
#[derive(Debug, Clone)]
pub struct BotDecision {
    /// The action, as the platform submits it.
    pub action: Value,
    /// Iterations the search ran (0 for a single choice or a fallback).
    pub iterations: u32,
}

/// An applied action, as [`DynGame::play`] gives it.
#[derive(Debug)]
pub struct Played {
    /// The new state, as JSON.
    pub next: String,
    pub events: Vec<Event>,
    /// The seats to act in the new state.
    pub to_act: Vec<Seat>,
    /// The final ranking, when the new state ends the game.
    pub ranking: Option<Vec<Placing>>,
    /// What the new state asks of each seat to act (its turn mail says so).
    pub prompts: Vec<(Seat, Prompt)>,
    /// The actor's kind of decision before the action (its prompt's subject phrase), to tell
    /// a new one from the one it just made; only read when the actor is to act again.
    pub decision_before: Option<String>,
}

struct Erased<G>(PhantomData<fn() -> G>);

impl<G: Extras + BotHooks> Erased<G> {
    fn state(json: &str) -> Result<G::State, DynError> {
        let state: G::State =
            serde_json::from_str(json).map_err(|e| DynError::MalformedState(e.to_string()))?;
        G::check_state(&state).map_err(DynError::MalformedState)?;
        Ok(state)
    }

    fn action(json: &str) -> Result<G::Action, DynError> {
        serde_json::from_str(json).map_err(|e| {
            let Ok(value) = serde_json::from_str::<Value>(json) else {
                return DynError::MalformedAction(format!(
                    "The action is not valid JSON (the parser stopped at line {}, column {}).",
                    e.line(),
                    e.column()
                ));
            };
            let parse = |v: &Value| {
                serde_json::from_value::<G::Action>(v.clone())
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            };
            DynError::MalformedAction(super::shape::explain(
                "action",
                &value,
                &e.to_string(),
                &parse,
                G::SHAPES,
            ))
        })
    }

    fn to_json<T: serde::Serialize>(value: &T) -> Result<String, DynError> {
        serde_json::to_string(value).map_err(|e| DynError::MalformedState(e.to_string()))
    }
}

impl<G: Extras + BotHooks> DynGame for Erased<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn about(&self) -> &'static About {
        &G::ABOUT
    }

    fn piece_letters(&self) -> Option<&'static [char]> {
        G::piece_letters()
    }

    fn check_data(&self) -> Result<(), String> {
        G::check_data()
    }

    fn random_play(
        &self,
        setup: &Setup,
        rng_seed: u64,
        snapshot_every: usize,
    ) -> Result<RandomPlay, String> {
        let mut rng = Rng::new(rng_seed);
        let mut state = G::new_game(setup).map_err(|e| e.0)?;
        let mut play = RandomPlay {
            steps: Vec::new(),
            snapshots: Vec::new(),
            final_state: String::new(),
            outcome: Vec::new(),
        };
        loop {
            if let Some(outcome) = G::outcome(&state) {
                play.outcome = outcome;
                break;
            }
            if play.steps.len() >= RANDOM_PLAY_LIMIT {
                return Err("the game did not end".into());
            }
            let seat = *G::to_act(&state).first().ok_or("nobody is to act")?;
            let action = G::random_action(&state, seat, &mut rng).ok_or("no legal action")?;
            let (next, events) = G::apply(&state, seat, &action).map_err(|e| e.to_string())?;
            state = next;
            play.steps.push((
                seat,
                serde_json::to_string(&action).map_err(|e| e.to_string())?,
                events.into_iter().map(|e| e.text).collect(),
            ));
            if snapshot_every > 0 && play.steps.len() % snapshot_every == 0 {
                play.snapshots.push((
                    play.steps.len(),
                    Self::to_json(&state).map_err(|e| e.to_string())?,
                ));
            }
        }
        play.final_state = Self::to_json(&state).map_err(|e| e.to_string())?;
        Ok(play)
    }

    fn prompt(&self, state: &str, seat: Seat) -> Result<Prompt, DynError> {
        Ok(G::prompt(&Self::state(state)?, seat))
    }

    fn score_series(
        &self,
        setup: &Setup,
        steps: &[(Seat, &str)],
        viewer: Viewer,
    ) -> Result<Vec<StepScores>, String> {
        let typed = steps
            .iter()
            .enumerate()
            .map(|(k, (seat, action))| {
                Self::action(action)
                    .map(|a| (*seat, a))
                    .map_err(|e| format!("step {}: {e}", k + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        G::score_series(setup, &typed, viewer)
    }

    fn schema_version(&self) -> u32 {
        G::SCHEMA_VERSION
    }

    fn check_untrusted(&self, state: &str) -> Result<(), DynError> {
        G::check_invariants(&Self::state(state)?).map_err(DynError::BrokenInvariant)
    }

    fn new_game(&self, setup: &Setup) -> Result<String, DynError> {
        let state = G::new_game(setup).map_err(|e| DynError::Setup(e.0))?;
        Self::to_json(&state)
    }

    fn to_act(&self, state: &str) -> Result<Vec<Seat>, DynError> {
        Ok(G::to_act(&Self::state(state)?))
    }

    fn apply(
        &self,
        state: &str,
        seat: Seat,
        action: &str,
    ) -> Result<(String, Vec<Event>), DynError> {
        let state = Self::state(state)?;
        let action = Self::action(action)?;
        let (next, events) =
            G::apply(&state, seat, &action).map_err(|e| DynError::Rule(e.to_string()))?;
        Ok((Self::to_json(&next)?, events))
    }

    fn play(&self, state: &str, seat: Seat, action: &str) -> Result<Played, DynError> {
        let state = Self::state(state)?;
        let action = Self::action(action)?;
        let (next, events) =
            G::apply(&state, seat, &action).map_err(|e| DynError::Rule(e.to_string()))?;
        // The new state passes the check every stored state passes when it is read back.
        G::check_state(&next).map_err(DynError::MalformedState)?;
        let to_act = G::to_act(&next);
        Ok(Played {
            prompts: to_act.iter().map(|&s| (s, G::prompt(&next, s))).collect(),
            decision_before: to_act
                .contains(&seat)
                .then(|| G::prompt(&state, seat).decision.map(|(phrase, _)| phrase))
                .flatten(),
            ranking: G::outcome(&next),
            next: Self::to_json(&next)?,
            to_act,
            events,
        })
    }

    fn legal(&self, state: &str, seat: Seat) -> Result<Vec<Value>, DynError> {
        let state = Self::state(state)?;
        Ok(G::legal_actions(&state, seat)
            .iter()
            .filter_map(|a| serde_json::to_value(a).ok())
            .collect())
    }

    fn view(&self, state: &str, viewer: Viewer) -> Result<Value, DynError> {
        let state = Self::state(state)?;
        serde_json::to_value(G::view(&state, viewer))
            .map_err(|e| DynError::MalformedState(e.to_string()))
    }

    fn outcome(&self, state: &str) -> Result<Option<Vec<Placing>>, DynError> {
        Ok(G::outcome(&Self::state(state)?))
    }

    fn default_action(&self, state: &str, seat: Seat) -> Result<Option<Value>, DynError> {
        let state = Self::state(state)?;
        Ok(G::default_action(&state, seat).and_then(|a| serde_json::to_value(a).ok()))
    }

    fn preview(&self, state: &str, seat: Seat, action: &str) -> Result<Value, DynError> {
        let state = Self::state(state)?;
        let action = Self::action(action)?;
        G::preview(&state, seat, &action).map_err(|e| DynError::Rule(e.to_string()))
    }

    fn random_game(&self, players: usize, seed: u64, check: bool) -> Result<u32, String> {
        G::random_game(players, seed, check)
    }

    fn standings(&self, state: &str) -> Result<Vec<Placing>, DynError> {
        Ok(G::standings(&Self::state(state)?))
    }

    fn bot_decide(
        &self,
        state: &str,
        seat: Seat,
        level: Level,
        seed: u64,
        stop: &dyn Fn() -> bool,
    ) -> Result<BotDecision, DynError> {
        let state = Self::state(state)?;
        if !G::to_act(&state).contains(&seat) {
            return Err(DynError::Rule(
                "This seat has nothing to decide now.".into(),
            ));
        }
        let budget = Budget::of::<G>(level);
        let (action, iterations) = match bots::decide::<G>(&state, seat, &budget, seed, stop) {
            Some(choice) => (choice.action, choice.iterations),
            // The search found nothing: the timeout's default, else the first legal action.
            None => (
                G::default_action(&state, seat)
                    .or_else(|| G::legal_actions(&state, seat).into_iter().next())
                    .ok_or_else(|| DynError::Rule("This seat has nothing to decide now.".into()))?,
                0,
            ),
        };
        let action =
            serde_json::to_value(action).map_err(|e| DynError::MalformedAction(e.to_string()))?;
        Ok(BotDecision { action, iterations })
    }

    fn bot_facts(&self, state: &str) -> Result<Vec<(&'static str, String)>, DynError> {
        Ok(G::facts(&Self::state(state)?))
    }

    fn walk(
        &self,
        state: &str,
        seat: Seat,
        path: &[usize],
    ) -> Result<Result<Walk<Value>, PathError>, DynError> {
        let state = Self::state(state)?;
        let step = |p: &[usize]| G::choices(&state, seat, p);
        Ok(choice::walk_ahead(&step, path).and_then(|w| {
            Ok(Walk {
                completes: w.completes,
                taken: w.taken,
                path: w.path,
                end: match w.end {
                    Step::Ask(q) => Step::Ask(q),
                    Step::Done(a) => {
                        Step::Done(serde_json::to_value(a).map_err(|_| PathError::NoSuchOption)?)
                    }
                },
            })
        }))
    }

    fn leaves(
        &self,
        state: &str,
        seat: Seat,
        path: &[usize],
        limit: usize,
    ) -> Result<Result<Option<Vec<Walk<Value>>>, PathError>, DynError> {
        let state = Self::state(state)?;
        let step = |p: &[usize]| G::choices(&state, seat, p);
        Ok(choice::leaf_walks(&step, path, limit).map(|found| {
            found.map(|all| {
                all.into_iter()
                    .filter_map(|w| match w.end {
                        Step::Done(a) => serde_json::to_value(a).ok().map(|v| Walk {
                            taken: w.taken,
                            path: w.path,
                            end: Step::Done(v),
                            completes: w.completes,
                        }),
                        Step::Ask(_) => None,
                    })
                    .collect()
            })
        }))
    }
}

/// Every game of the service, one line each; nothing else in the platform names a game.
#[rustfmt::skip]
const GAMES: &[&dyn DynGame] = &[
    &Erased::<super::humanity::Humanity>(PhantomData),
    &Erased::<super::dawn_of_mankind::DawnOfMankind>(PhantomData),
    &Erased::<super::beta_colony::BetaColony>(PhantomData),
    &Erased::<super::origins::Origins>(PhantomData),
];

/// Every game of the service, in the order the site lists them.
pub fn games() -> &'static [&'static dyn DynGame] {
    GAMES
}

/// Every registered game's component data passed its load checks; otherwise the first error,
/// naming the game, the file and the line.
pub fn check_all_data() -> Result<(), String> {
    for g in GAMES {
        g.check_data()
            .map_err(|e| format!("{}: its data is broken: {e}", g.about().title))?;
    }
    Ok(())
}

/// A game by its identifier.
pub fn game(name: &str) -> Option<&'static dyn DynGame> {
    GAMES.iter().copied().find(|g| g.name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The server checks this at start and refuses to start otherwise (`startup`); each game's
    /// own tests feed its loader broken files and check the file and line named.
    #[test]
    fn every_registered_games_data_passes_its_load_checks() {
        assert_eq!(check_all_data(), Ok(()));
        assert!(GAMES.iter().all(|g| g.check_data().is_ok()));
    }
}
