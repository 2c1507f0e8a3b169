//! Bots: one player that thinks, for every game of the registry, written once against the
//! games' common interface (`Game`, `Extras` and the small `BotHooks` each game adds in its own
//! folder).
//!
//! The bot decides for one seat from the state and a seed. It sees only what that seat may
//! see: every iteration of its search starts from `BotHooks::determinize`, which keeps what the
//! seat sees and deals everything hidden from it (deck orders, other seats' hands and secret
//! numbers, future dice) out at random with the bot's own generator. Its budget is a number of
//! iterations, so a decision is reproducible from the seed; a caller may also pass a stop
//! callback (a deadline), the only way time reaches the search. Like the engines, this module
//! does no IO and reads no clock.

pub mod hooks;
pub mod search;

pub use hooks::{BotHooks, Tuning};
pub use search::{analyse, decide, narrow, sampled, Analysis, Considered};

/// How strongly a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// Answers in about 50 ms.
    Easy,
    /// Thinks up to about a second.
    Normal,
}

impl Level {
    pub const ALL: [Level; 2] = [Level::Easy, Level::Normal];

    /// The level's word, as the command line and the platform write it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text.trim())
    }

    fn index(self) -> usize {
        match self {
            Level::Easy => 0,
            Level::Normal => 1,
        }
    }
}

/// What one decision may spend. `iterations` defines a level; everything else is bounded so
/// that memory stays small whatever the game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    pub iterations: u32,
    /// Decisions played after the tree before the evaluation.
    pub rollout: u32,
    /// At most this many nodes in the tree (then iterations only play on from its leaves).
    pub nodes: usize,
    /// The softmax temperature of the evaluation, in the game's points (`Tuning::points`).
    pub points: f64,
}

/// The tree's node cap: far above what a level's iterations build, a few MiB at most.
pub const MAX_NODES: usize = 50_000;

impl Budget {
    /// The budget of `level` for game `G`.
    pub fn of<G: BotHooks>(level: Level) -> Budget {
        let t = G::TUNING;
        Budget {
            iterations: t.iterations[level.index()],
            rollout: t.rollout,
            nodes: MAX_NODES,
            points: t.points,
        }
    }

    /// The same budget with `share` of its iterations (tests play whole games on less).
    pub fn scaled(self, share: f64) -> Budget {
        Budget {
            iterations: ((f64::from(self.iterations) * share).round() as u32).max(1),
            ..self
        }
    }
}

/// A decision and what it cost.
#[derive(Debug, Clone)]
pub struct Choice<A> {
    pub action: A,
    /// Iterations run (0 when the seat had a single choice).
    pub iterations: u32,
    /// Nodes in the tree at the end.
    pub nodes: usize,
}
