use clap::Parser;
use std::process::ExitCode;
use turnpost::cli::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Engine(cmd)) => turnpost::cli::engine::run(cmd),
        None => ExitCode::SUCCESS,
    }
}
