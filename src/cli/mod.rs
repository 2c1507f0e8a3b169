//! The command line: `serve` (default), `migrate`, `export-db`, `outbox` and `suppressions` for
//! the admin, `dkim-keygen`, `engine` for scripting the rules engines, and `bot match` for
//! measuring the bots.

pub mod bot;
pub mod dkim;
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
    /// Copy this site's SQLite database (`--database`) into an empty PostgreSQL database,
    /// every game, event, account and queued mail; then check every game's replay there.
    /// Stop the server first; afterwards start it with `--database` set to the new URL.
    ExportDb {
        /// The PostgreSQL database to fill: postgres://user:password@host/dbname
        #[arg(long)]
        to: String,
    },
    /// List the mail the site sent, is sending or gave up on (for the admin).
    Outbox {
        /// Only messages in this state: queued, sending, sent, failed or stored.
        #[arg(long)]
        status: Option<String>,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Make a DKIM key for signing the site's mail: the private key goes to a new file, the
    /// DNS record to publish is printed.
    DkimKeygen(dkim::KeygenArgs),
    /// List the addresses that asked ("this wasn't me") for no more invitations or
    /// confirmation mail, with the date and the mail whose link they followed.
    Suppressions,
    /// Drive a rules engine from the command line (JSON in, JSON out).
    #[command(subcommand)]
    Engine(engine::EngineCommand),
    /// Measure the bots: whole games between a bot and other players.
    #[command(subcommand)]
    Bot(bot::BotCommand),
}

pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Some(Command::Engine(cmd)) => engine::run(cmd),
        Some(Command::Bot(cmd)) => bot::run(cmd),
        Some(Command::DkimKeygen(args)) => {
            report(dkim::keygen(args, cli.settings.mail_from.as_deref()))
        }
        Some(Command::Migrate) => report(migrate(cli.settings)),
        Some(Command::ExportDb { to }) => report(export_db(cli.settings, &to)),
        Some(Command::Outbox { status, limit }) => report(outbox(cli.settings, status, limit)),
        Some(Command::Suppressions) => report(suppressions(cli.settings)),
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

fn export_db(args: SettingsArgs, to: &str) -> anyhow::Result<()> {
    use crate::db::pool::{kind_of, open_lane, Kind};
    let settings = Settings::resolve(args)?;
    anyhow::ensure!(
        kind_of(&settings.database_url) == Kind::Sqlite,
        "the source (--database) is not an SQLite file: {}",
        settings.database_url
    );
    anyhow::ensure!(
        kind_of(to) == Kind::Postgres,
        "--to must be a postgres:// URL"
    );
    let mut from = open_lane(&settings.database_url)?;
    crate::db::migrate::run(&mut from)?;
    let mut into = open_lane(to)?;
    crate::db::migrate::run(&mut into)?;
    let copied = crate::db::copy::sqlite_to_postgres(&mut from, &mut into)?;
    let (have, want) = (
        crate::db::copy::row_counts(&mut into)?,
        crate::db::copy::row_counts(&mut from)?,
    );
    anyhow::ensure!(
        have == want,
        "row counts differ after the copy: source {want:?}, PostgreSQL {have:?}"
    );
    let games = crate::db::models::games::all_ids(&mut into)?;
    for id in &games {
        crate::services::history::check_replay(&mut into, *id)
            .map_err(|e| anyhow::anyhow!("game {id} does not replay on PostgreSQL: {e}"))?;
    }
    println!(
        "copied {} rows of {} tables into PostgreSQL; {} games replay to their stored state",
        copied.rows(),
        copied.tables.len(),
        games.len()
    );
    Ok(())
}

fn outbox(args: SettingsArgs, status: Option<String>, limit: i64) -> anyhow::Result<()> {
    use crate::db::models::outbox;
    let settings = Settings::resolve(args)?;
    let pool = crate::db::pool::build(&settings.database_url, 1)?;
    let mut conn = pool.get()?;
    crate::db::migrate::run(&mut conn)?;
    for status in ["queued", "sending", "sent", "failed", "stored"] {
        println!("{status}: {}", outbox::count_by_status(&mut conn, status)?);
    }
    let rows = outbox::recent(&mut conn, limit.clamp(1, 10_000) * 20)?;
    let shown = rows
        .iter()
        .filter(|m| status.as_deref().is_none_or(|s| m.status == s))
        .take(limit.max(1) as usize);
    for m in shown {
        println!(
            "#{} {} attempts={} to={} at={} sent={} subject={:?}{}",
            m.id,
            m.status,
            m.attempts,
            m.to_addr,
            m.created_at.format("%Y-%m-%d %H:%M:%S"),
            m.sent_at
                .map(|t| t.format("%Y-%m-%d %H:%M:%S").to_string())
                .unwrap_or_else(|| "-".into()),
            m.subject,
            m.last_error
                .as_deref()
                .map(|e| format!(" error={e:?}"))
                .unwrap_or_default()
        );
    }
    Ok(())
}

fn suppressions(args: SettingsArgs) -> anyhow::Result<()> {
    let settings = Settings::resolve(args)?;
    let pool = crate::db::pool::build(&settings.database_url, 1)?;
    let mut conn = pool.get()?;
    crate::db::migrate::run(&mut conn)?;
    let rows = crate::services::mail_safety::suppressions(&mut conn)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    println!("suppressed: {}", rows.len());
    for row in rows {
        println!(
            "{} since={} route={}",
            row.address,
            row.created_at.format("%Y-%m-%d %H:%M:%S"),
            row.route
        );
    }
    Ok(())
}

fn serve(args: SettingsArgs) -> anyhow::Result<()> {
    crate::telemetry::init();
    let settings = Settings::resolve(args)?;
    tracing::info!(?settings, "starting");
    actix_web::rt::System::new().block_on(async move {
        let app = crate::startup::Application::build(settings)?;
        let base = app.state.settings.base_url.clone();
        tracing::info!("listening on port {} (open {base})", app.port());
        app.run_until_stopped().await?;
        Ok(())
    })
}
