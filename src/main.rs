use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    turnpost::cli::run(turnpost::cli::Cli::parse())
}
