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

impl MailDelivery {
    /// The development mailbox hands every mail (password resets included) to whoever can reach
    /// it, so it is served only where nobody else can: on a loopback address, or on another one
    /// when the operator says so explicitly (`--dev-mailbox`).
    pub fn decide(smtp_configured: bool, listen: IpAddr, dev_mailbox_flag: bool) -> Self {
        if smtp_configured {
            MailDelivery::Smtp
        } else if listen.is_loopback() || dev_mailbox_flag {
            MailDelivery::Mailbox
        } else {
            MailDelivery::Nowhere
        }
    }

    /// One line for the log and `/healthz`.
    pub fn describe(self) -> &'static str {
        match self {
            MailDelivery::Smtp => "mail: sent through the SMTP server",
            MailDelivery::Mailbox => "mail: kept in the development mailbox at /dev/mailbox",
            MailDelivery::Nowhere => {
                "mail: NOT DELIVERED (no SMTP server is configured, and the development mailbox \
                 is served only on a loopback address or with --dev-mailbox)"
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
