//! Pure rules engines: one module per game, all behind the `Game` trait.
//!
//! Invariant: nothing under `engine/` does IO, reads a clock, or uses a global random number
//! generator. The same state and the same action always give byte-identical results; randomness
//! comes from the seed stored in the state (see `rng`). The web, database and mail layers depend
//! on this module, never the other way round.

pub mod beta_colony;
pub mod choice;
pub mod dawn_of_mankind;
pub mod humanity;
pub mod msg;
pub mod origins;
pub mod registry;
pub mod rng;
pub mod shape;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

/// A seat at the table, 0-based, in turn order.
pub type Seat = usize;

/// What a game is created from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Number of seats.
    pub players: usize,
    /// Seed of every random draw of the game.
    pub seed: u64,
    /// Game-specific options as JSON (empty object when none).
    #[serde(default)]
    pub options: serde_json::Value,
}

/// Who looks at the state: a seat, or a spectator who sees only public information.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
    /// Everything revealed: used for finished games and analysis.
    Omniscient,
}

/// The final placing of one seat. Equal `rank` means a shared place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub seat: Seat,
    /// 1 for the winner; seats that tie on every tie-break share the rank.
    pub rank: usize,
    pub score: i64,
}

/// A setup the game cannot be created from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// A line of the game log describing one applied action, in words a player reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seat: Seat,
    pub text: String,
}

/// The contract every game of the service implements.
///
/// `apply` never mutates its input: it returns a new state or an error that a player can read.
pub trait Game {
    type State: Clone + Serialize + DeserializeOwned;
    type Action: Clone + PartialEq + Serialize + DeserializeOwned;
    type View: Serialize;
    type RuleError: std::error::Error + Clone;

    /// The game's stable identifier, its registry name (lowercase words joined by `-`).
    const NAME: &'static str;
    /// Version of the serialized state and action schema.
    const SCHEMA_VERSION: u32;

    fn new_game(setup: &Setup) -> Result<Self::State, SetupError>;
    /// The seats that must decide now (usually one; several at once for simultaneous steps).
    fn to_act(state: &Self::State) -> Vec<Seat>;
    fn apply(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<(Self::State, Vec<Event>), Self::RuleError>;
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;
    /// `None` while the game runs; the final ranking, best first, once it is over.
    fn outcome(state: &Self::State) -> Option<Vec<Placing>>;
}

/// Collects a game's log lines; switched off during random playouts so that no text is
/// formatted there.
#[derive(Debug, Default)]
pub struct Log {
    pub on: bool,
    pub events: Vec<Event>,
    /// The lines describe a preview, asked before the move: a card the move would draw is not
    /// known yet to whoever asks, so the lines must not name it (`Log::unseen`).
    pub previewing: bool,
}

impl Log {
    pub fn recording() -> Log {
        Log {
            on: true,
            ..Log::default()
        }
    }

    /// The log of a preview (`previewing`).
    pub fn previewing() -> Log {
        Log {
            on: true,
            previewing: true,
            ..Log::default()
        }
    }

    pub fn silent() -> Log {
        Log::default()
    }

    /// How a line names a card that comes from where nobody sees (a deck's top): by `name`
    /// once the move is played, by `unseen` ("the top card of the art deck") in a preview.
    pub fn unseen(&self, name: &str, unseen: &str) -> String {
        if self.previewing {
            unseen.to_string()
        } else {
            name.to_string()
        }
    }

    /// Record a line; the text is only built when recording.
    pub fn push(&mut self, seat: Seat, text: impl FnOnce() -> String) {
        if self.on {
            self.events.push(Event { seat, text: text() });
        }
    }
}

/// The colours the players chose, by seat, as indices into the game's `palette`, from the
/// setup's `options.colours` (the platform passes them); `None` when none were given. Colours
/// must be the game's own and distinct, one per seat.
pub fn chosen_colours(
    options: &serde_json::Value,
    players: usize,
    palette: &[&str],
) -> Result<Option<Vec<u8>>, SetupError> {
    let Some(list) = options.get("colours") else {
        return Ok(None);
    };
    let names = list
        .as_array()
        .ok_or_else(|| SetupError("colours must be a list of colour names".into()))?;
    if names.len() != players {
        return Err(SetupError(format!(
            "Give one colour per seat: {players} expected."
        )));
    }
    let mut out = Vec::with_capacity(players);
    for name in names {
        let name = name.as_str().unwrap_or("");
        let i = palette
            .iter()
            .position(|c| c.eq_ignore_ascii_case(name))
            .ok_or_else(|| SetupError(format!("{name:?} is not a player colour.")))?;
        if out.contains(&(i as u8)) {
            return Err(SetupError(format!("Two seats cannot both be {name}.")));
        }
        out.push(i as u8);
    }
    Ok(Some(out))
}

/// Why a random playout (property tests, `turnpost engine playout`) stopped early.
#[derive(Debug, Clone)]
pub struct PlayoutFailure<A> {
    pub seed: u64,
    /// Number of actions applied before the failure.
    pub step: u32,
    pub seat: Seat,
    pub action: Option<A>,
    pub why: String,
}

impl<A: Serialize> std::fmt::Display for PlayoutFailure<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let action = self
            .action
            .as_ref()
            .and_then(|a| serde_json::to_string(a).ok())
            .unwrap_or_else(|| "none".into());
        write!(
            f,
            "seed {} action #{} seat {}: {} (action {})",
            self.seed, self.step, self.seat, self.why, action
        )
    }
}
