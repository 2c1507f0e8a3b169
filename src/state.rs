//! `AppState`: what every request handler and background worker shares.

use crate::clock::Clock;
use crate::config::Settings;
use crate::db::{Pool, Writer};
use crate::security::ratelimit::Limits;
use crate::security::Keys;
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::Notify;

/// Where the site's mail goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailDelivery {
    /// Sent through the configured SMTP server.
    Smtp,
    /// No SMTP server: kept and readable at `/dev/mailbox`.
    Mailbox,
    /// No SMTP server and no mailbox: kept in the outbox, delivered to nobody.
    Nowhere,
}

/// Who may reach the server, as far as its settings tell.
#[derive(Debug, Clone, Copy)]
pub struct Reach<'a> {
    /// The address the server listens on.
    pub listen: IpAddr,
    /// The site's public address (`--base-url`).
    pub base_url: &'a str,
    /// The reverse proxies the server believes (`--trusted-proxy`).
    pub trusted_proxies: &'a [IpAddr],
}

impl Reach<'_> {
    /// Only programs on this machine can send the server a request: it listens on a loopback
    /// address, no reverse proxy passes it other people's requests, and its public address
    /// names this machine. A proxy on the same host connects from loopback too, so the bound
    /// address alone cannot tell.
    pub fn this_machine_only(&self) -> bool {
        self.listen.is_loopback()
            && self.trusted_proxies.is_empty()
            && host_is_loopback(self.base_url)
    }
}

/// Whether the host of a URL (`http://localhost:8080/...`) is a loopback name or address.
pub fn host_is_loopback(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host_port.split(':').next().unwrap_or(""),
    };
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "localhost"
        || host.ends_with(".localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

impl MailDelivery {
    /// The development mailbox hands every mail (password resets included) to whoever can reach
    /// it, so it is served only where nobody else can (`Reach::this_machine_only`), or when the
    /// operator says so explicitly (`--dev-mailbox`).
    pub fn decide(smtp_configured: bool, reach: &Reach<'_>, dev_mailbox_flag: bool) -> Self {
        if smtp_configured {
            MailDelivery::Smtp
        } else if dev_mailbox_flag || reach.this_machine_only() {
            MailDelivery::Mailbox
        } else {
            MailDelivery::Nowhere
        }
    }

    /// One line for `/healthz`, which anyone may read: it never names the mailbox's address.
    pub fn describe(self) -> &'static str {
        match self {
            MailDelivery::Smtp => "mail: sent through the SMTP server",
            MailDelivery::Mailbox => {
                "mail: not sent, kept in the development mailbox of this machine"
            }
            MailDelivery::Nowhere => {
                "mail: NOT DELIVERED (no SMTP server is configured, and the development mailbox \
                 is served only to this machine or with --dev-mailbox)"
            }
        }
    }
}

pub struct AppState {
    pub pool: Pool,
    /// The writer lane: turns are committed through it, many to one fsync (`db::writer`).
    pub writer: Writer,
    pub keys: Keys,
    pub settings: Settings,
    pub clock: Arc<dyn Clock>,
    pub limits: Limits,
    /// Wakes the outbox worker when a message is queued.
    pub mail_wake: Arc<Notify>,
    /// Decided once at start, from the settings and the address the server listens on.
    pub mail_delivery: MailDelivery,
    /// Wakes the bot pool when a turn was applied or a game started (`services::bot_pool`).
    pub bot_nudge: Arc<crate::services::bot_pool::Nudge>,
}

impl AppState {
    /// The development mailbox at `/dev/mailbox` is served.
    pub fn mailbox_mode(&self) -> bool {
        self.mail_delivery == MailDelivery::Mailbox
    }

    /// No SMTP server: queued mail is only stored (for the mailbox, if it is served).
    pub fn stores_mail(&self) -> bool {
        self.mail_delivery != MailDelivery::Smtp
    }

    /// An absolute URL for a path of the site (`/verify?...`), for emails.
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.settings.base_url, path)
    }
}
