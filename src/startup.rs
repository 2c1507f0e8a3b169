//! Building the application: open the database, run migrations, load the secret, bind the
//! listener (port 0 works for tests), start the writer lane and the outbox worker, and serve.

use crate::clock::{Clock, SystemClock};
use crate::config::Settings;
use crate::db::{self, models::site_settings};
use crate::security::ratelimit::Limits;
use crate::security::{keys, Keys};
use crate::state::{AppState, MailDelivery, Reach};
use crate::web;
use actix_web::dev::Server;
use actix_web::middleware::{from_fn, Compress};
use actix_web::{App, HttpServer};
use std::net::TcpListener;
use std::sync::Arc;
use tokio::sync::Notify;

pub struct Application {
    port: u16,
    /// Where the inbound SMTP listener for replies listens, when it is on.
    inbound: Option<std::net::SocketAddr>,
    server: Server,
    pub state: actix_web::web::Data<AppState>,
}

impl Application {
    /// Builds with the system clock.
    pub fn build(settings: Settings) -> anyhow::Result<Self> {
        Self::build_with_clock(settings, Arc::new(SystemClock))
    }

    pub fn build_with_clock(mut settings: Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        crate::security::password::return_large_blocks_to_the_system();
        crate::engine::registry::check_all_data().map_err(|e| anyhow::anyhow!(e))?;
        let pool = db::pool::build(&settings.database_url, settings.pool_size)?;
        let secret = {
            let mut conn = pool.get()?;
            db::migrate::run(&mut conn)?;
            db::models::users::backfill_name_keys(&mut conn)?;
            match &settings.secret {
                Some(secret) => secret.clone(),
                None => {
                    site_settings::get_or_insert(&mut conn, "secret_key", &keys::generate_secret())?
                }
            }
        };
        // After the migrations: the lane writes to the tables they make.
        let writer = db::Writer::start(&settings.database_url)?;
        // Read once here: a key that is missing or does not parse stops the start, rather than
        // mail going out unsigned (or not at all) later.
        let dkim = match &settings.dkim {
            Some(dkim) => Some(crate::mail::dkim::Signer::load(dkim)?),
            None => None,
        };
        let mailer = match &settings.smtp_url {
            Some(url) => Some(crate::mail::worker::Mailer {
                smtp: crate::mail::worker::transport(url)?,
                dkim,
                senders: crate::mail::worker::SENDERS,
            }),
            None => {
                if dkim.is_some() {
                    tracing::warn!("DKIM is configured but no SMTP server: mail is not sent");
                }
                None
            }
        };
        if let Some(signer) = mailer.as_ref().and_then(|m| m.dkim.as_ref()) {
            tracing::info!("{}", signer.describe());
        }
        let listener = TcpListener::bind(&settings.bind)
            .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", settings.bind))?;
        let local = listener.local_addr()?;
        let port = local.port();
        // Bound to port 0 (tests) with no base URL of its own: links point at the real port.
        if settings.base_url.is_empty() || settings.base_url.ends_with(":0") {
            settings.base_url = format!("http://{local}");
        }
        let reach = Reach {
            listen: local.ip(),
            base_url: &settings.base_url,
            trusted_proxies: &settings.trusted_proxies,
        };
        let mail_delivery =
            MailDelivery::decide(settings.smtp_url.is_some(), &reach, settings.dev_mailbox);
        let this_machine_only = reach.this_machine_only();
        log_mail_delivery(mail_delivery, this_machine_only, &settings.base_url);
        let state = actix_web::web::Data::new(AppState {
            pool,
            writer,
            keys: Keys::from_secret(&secret),
            settings,
            clock,
            limits: Limits::default(),
            mail_wake: Arc::new(Notify::new()),
            mail_delivery,
            bot_nudge: Arc::default(),
        });
        let mailbox_mode = state.mailbox_mode();
        let app_state = state.clone();
        let server = HttpServer::new(move || {
            App::new()
                .app_data(app_state.clone())
                .configure(web::extractor_configs)
                .configure(|cfg| web::routes::configure(cfg, mailbox_mode))
                .wrap(from_fn(web::middleware::security))
                .wrap(Compress::default())
                .wrap(tracing_actix())
        })
        .listen(listener)?
        .run();
        if let Some(period) = state.settings.scheduler_period {
            actix_web::rt::spawn(crate::services::deadlines::run(state.clone(), period));
        }
        // Bots think off every request, on threads of their own that end with the app.
        crate::services::bot_pool::start(&state.clone().into_inner(), state.settings.bot_threads);
        if let Some(mailer) = mailer {
            actix_web::rt::spawn(crate::mail::worker::run(state.clone(), mailer));
        }
        let inbound = match &state.settings.inbound_smtp {
            Some(addr) => {
                let listener = TcpListener::bind(addr).map_err(|e| {
                    anyhow::anyhow!("cannot listen for inbound SMTP on {addr}: {e}")
                })?;
                let local = listener.local_addr()?;
                tracing::info!("inbound SMTP for replies on {local}");
                actix_web::rt::spawn(crate::mail::inbound::serve(state.clone(), listener));
                Some(local)
            }
            None => None,
        };
        Ok(Self {
            port,
            inbound,
            server,
            state,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The inbound SMTP listener's address, when it is on.
    pub fn inbound_addr(&self) -> Option<std::net::SocketAddr> {
        self.inbound
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// One log line per request, without query strings (they may carry link tokens).
fn tracing_actix() -> actix_web::middleware::Logger {
    actix_web::middleware::Logger::new("%s %r %Dms")
        .custom_request_replace("r", |req| format!("{} {}", req.method(), req.path()))
}

/// Says at start, as a warning, where mail goes when no SMTP server is configured: an operator
/// who forgot it must not learn it from players who never got their mail.
fn log_mail_delivery(delivery: MailDelivery, this_machine_only: bool, base: &str) {
    match delivery {
        MailDelivery::Smtp => {}
        MailDelivery::Mailbox if this_machine_only => tracing::warn!(
            "no SMTP server is configured: mail is not sent; it is kept at {base}/dev/mailbox, \
             which only this machine can open"
        ),
        MailDelivery::Mailbox => tracing::warn!(
            "DANGER: no SMTP server, and --dev-mailbox on a server others can reach ({base}): \
             anyone who can reach it can read every mail it sends at /dev/mailbox, password \
             resets included, and so take over any account. Use it on a private test server \
             only."
        ),
        MailDelivery::Nowhere => tracing::warn!("{}", delivery.describe()),
    }
}
