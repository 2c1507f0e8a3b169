//! The command line: `serve` (default), `migrate`, and `engine` for scripting the rules engines.

pub mod engine;
pub mod replay;

use crate::config::{Settings, SettingsArgs};
use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(
    name = "turnpost",
    version,
    about = "Asynchronous board games by correspondence"
)]
pub struct Cli {
    #[command(flatten)]
    pub settings: SettingsArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Drive a rules engine from the command line (JSON in, JSON out).
    #[command(subcommand)]
    Engine(engine::EngineCommand),
}

pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Some(Command::Engine(cmd)) => engine::run(cmd),
        Some(Command::Migrate) => report(migrate(cli.settings)),
        Some(Command::Serve) | None => report(serve(cli.settings)),
    }
}

fn report(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e:#}");
            eprintln!("turnpost: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn migrate(args: SettingsArgs) -> anyhow::Result<()> {
    crate::telemetry::init();
    let settings = Settings::resolve(args)?;
    let pool = crate::db::pool::build(&settings.database_url, 1)?;
    let applied = crate::db::migrate::run(&mut *pool.get()?)?;
    println!(
        "applied {applied} migration(s) to {}",
        settings.database_url
    );
    Ok(())
}

fn serve(args: SettingsArgs) -> anyhow::Result<()> {
    crate::telemetry::init();
    let settings = Settings::resolve(args)?;
    tracing::info!(?settings, "starting");
    actix_web::rt::System::new().block_on(async move {
        let app = crate::startup::Application::build(settings.clone())?;
        if settings.smtp_url.is_none() {
            tracing::info!(
                "no SMTP server configured: mail is kept at {}/dev/mailbox",
                settings.base_url
            );
        }
        tracing::info!(
            "listening on {} (open {})",
            settings.bind,
            settings.base_url
        );
        app.run_until_stopped().await?;
        Ok(())
    })
}
