//! `turnpost engine ...`: new, apply, view, legal, default, preview, playout.
//!
//! JSON in, JSON out on stdout; messages on stderr. Exit status: 0 success, 2 an action that
//! breaks a rule, 1 anything else: bad input (unreadable file, malformed JSON, a state that
//! breaks an invariant of the game, unknown game).
//!
//! A state read from a file or standard input is checked in full (every invariant of the game,
//! `DynGame::check_untrusted`) before any command uses it.

use crate::engine::registry::{self, DynError, DynGame};
use crate::engine::{Setup, Viewer};
use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The default `--game`: the first game of the registry.
fn first_game() -> String {
    crate::engine::registry::games()
        .first()
        .map_or_else(String::new, |g| g.name().to_string())
}

#[derive(Debug, Subcommand)]
pub enum EngineCommand {
    /// Print the initial state of a new game.
    New {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        players: usize,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The game's setup choices as a JSON object, e.g. '{"turn_cap": 12}' [default: the
        /// game's defaults]
        #[arg(long, default_value = "{}")]
        options: String,
    },
    /// Apply an action for a seat and print the new state (log lines go to stderr).
    Apply {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        /// State file, or "-" for standard input.
        #[arg(long)]
        state: PathBuf,
        #[arg(long)]
        seat: usize,
        /// The action as JSON, or @FILE to read it from a file.
        #[arg(long)]
        action: String,
    },
    /// Print what a seat (or a spectator) may see.
    View {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        state: PathBuf,
        #[arg(long, required_unless_present_any = ["spectator", "omniscient"])]
        seat: Option<usize>,
        #[arg(long)]
        spectator: bool,
        #[arg(long)]
        omniscient: bool,
    },
    /// Print a seat's legal actions as a JSON array.
    Legal {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        state: PathBuf,
        #[arg(long)]
        seat: usize,
    },
    /// Print the action played for a seat when its deadline passes.
    Default {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        state: PathBuf,
        #[arg(long)]
        seat: usize,
    },
    /// Print what an action would cost and earn, without applying it.
    Preview {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        state: PathBuf,
        #[arg(long)]
        seat: usize,
        #[arg(long)]
        action: String,
    },
    /// Play random games, checking every invariant after every action.
    Playout {
        /// The game, by its registry name [default: the site's first game]
        #[arg(long, default_value_t = first_game())]
        game: String,
        #[arg(long)]
        players: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        games: u64,
        /// Skip the invariant checks (to time the engine alone).
        #[arg(long)]
        no_check: bool,
    },
    /// Replay a game exported from the site: print its final state, or every state with --all.
    Replay {
        /// The export (JSON), or "-" for standard input.
        #[arg(long)]
        file: PathBuf,
        /// Print every state from the setup to the end, one JSON document per line.
        #[arg(long)]
        all: bool,
    },
}

/// A failure of a command, with the exit status it maps to.
enum Failure {
    Rule(String),
    Other(String),
}

impl From<DynError> for Failure {
    fn from(e: DynError) -> Self {
        match e {
            DynError::Rule(s) => Failure::Rule(crate::i18n::english(&s)),
            other => Failure::Other(other.to_string()),
        }
    }
}

pub fn run(command: EngineCommand) -> ExitCode {
    match execute(command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Rule(why)) => {
            eprintln!("illegal action: {why}");
            ExitCode::from(2)
        }
        Err(Failure::Other(why)) => {
            eprintln!("error: {why}");
            ExitCode::from(1)
        }
    }
}

fn find(name: &str) -> Result<&'static dyn DynGame, Failure> {
    registry::game(name).ok_or_else(|| Failure::Other(format!("unknown game \"{name}\"")))
}

fn read(path: &PathBuf) -> Result<String, Failure> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| Failure::Other(format!("cannot read standard input: {e}")))?;
        return Ok(s);
    }
    std::fs::read_to_string(path)
        .map_err(|e| Failure::Other(format!("cannot read {}: {e}", path.display())))
}

/// The state in `path`, once it passed every check of `game` (a state from outside is not
/// trusted: the engines assume the invariants hold).
fn read_state(game: &dyn DynGame, path: &PathBuf) -> Result<String, Failure> {
    let state = read(path)?;
    game.check_untrusted(&state)?;
    Ok(state)
}

fn action_text(arg: &str) -> Result<String, Failure> {
    match arg.strip_prefix('@') {
        Some(path) => read(&PathBuf::from(path)),
        None => Ok(arg.to_string()),
    }
}

/// Write a line to stdout; a closed pipe (`| head`) is not an error worth a panic.
fn out(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "{text}");
}

fn print_json(value: &serde_json::Value) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(value).map_err(|e| Failure::Other(e.to_string()))?;
    out(&text);
    Ok(())
}

/// A JSON array with one compact item per line: easy to read and to grep.
fn print_lines(items: &[serde_json::Value]) {
    let lines: Vec<String> = items.iter().map(|v| format!("  {v}")).collect();
    if lines.is_empty() {
        out("[]");
    } else {
        out(&format!("[\n{}\n]", lines.join(",\n")));
    }
}

fn execute(command: EngineCommand) -> Result<(), Failure> {
    match command {
        EngineCommand::New {
            game,
            players,
            seed,
            options,
        } => {
            let options = match serde_json::from_str(&options) {
                Ok(v @ serde_json::Value::Object(_)) => v,
                _ => {
                    return Err(Failure::Other(
                        "--options is a JSON object, e.g. '{\"turn_cap\": 12}'".into(),
                    ))
                }
            };
            let setup = Setup {
                players,
                seed,
                options,
            };
            out(&find(&game)?.new_game(&setup)?);
            Ok(())
        }
        EngineCommand::Apply {
            game,
            state,
            seat,
            action,
        } => {
            let game = find(&game)?;
            let (next, events) =
                game.apply(&read_state(game, &state)?, seat, &action_text(&action)?)?;
            for e in events {
                eprintln!("# {}", crate::i18n::english(&e.text));
            }
            out(&next);
            Ok(())
        }
        EngineCommand::View {
            game,
            state,
            seat,
            spectator,
            omniscient,
        } => {
            let viewer = match (omniscient, spectator, seat) {
                (true, _, _) => Viewer::Omniscient,
                (_, true, _) | (_, _, None) => Viewer::Spectator,
                (_, _, Some(s)) => Viewer::Seat(s),
            };
            let game = find(&game)?;
            print_json(&game.view(&read_state(game, &state)?, viewer)?)
        }
        EngineCommand::Legal { game, state, seat } => {
            let game = find(&game)?;
            print_lines(&game.legal(&read_state(game, &state)?, seat)?);
            Ok(())
        }
        EngineCommand::Default { game, state, seat } => {
            let game = find(&game)?;
            let action = game.default_action(&read_state(game, &state)?, seat)?;
            print_json(&action.unwrap_or(serde_json::Value::Null))
        }
        EngineCommand::Preview {
            game,
            state,
            seat,
            action,
        } => {
            let game = find(&game)?;
            print_json(&game.preview(&read_state(game, &state)?, seat, &action_text(&action)?)?)
        }
        EngineCommand::Playout {
            game,
            players,
            seed,
            games,
            no_check,
        } => playout(find(&game)?, players, seed, games, !no_check),
        EngineCommand::Replay { file, all } => {
            super::replay::run(&file, all).map_err(Failure::Other)
        }
    }
}

fn playout(
    game: &dyn DynGame,
    players: usize,
    seed: u64,
    games: u64,
    check: bool,
) -> Result<(), Failure> {
    let start = Instant::now();
    let mut actions: u64 = 0;
    for k in 0..games {
        let n = game
            .random_game(players, seed.wrapping_add(k), check)
            .map_err(|why| Failure::Other(format!("broken invariant: {why}")))?;
        actions += u64::from(n);
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    out(&format!(
        "games={games} completed={games} actions={actions} games_per_s={:.0}",
        games as f64 / secs
    ));
    Ok(())
}
