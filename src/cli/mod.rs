//! The command line: `serve` (default), `migrate`, and `engine` for scripting the rules engines.

pub mod engine;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "turnpost",
    version,
    about = "Asynchronous board games by correspondence"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Drive a rules engine from the command line (JSON in, JSON out).
    #[command(subcommand)]
    Engine(engine::EngineCommand),
}
