//! `turnpost engine ...`: new, apply, view, legal, playout.

use clap::Subcommand;
use std::process::ExitCode;

#[derive(Debug, Subcommand)]
pub enum EngineCommand {}

pub fn run(command: EngineCommand) -> ExitCode {
    match command {}
}
