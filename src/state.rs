//! `AppState`: what every request handler and background worker shares.

use crate::clock::Clock;
use crate::config::Settings;
use crate::db::Pool;
use crate::security::ratelimit::Limits;
use crate::security::Keys;
use std::sync::Arc;
use tokio::sync::Notify;

pub struct AppState {
    pub pool: Pool,
    pub keys: Keys,
    pub settings: Settings,
    pub clock: Arc<dyn Clock>,
    pub limits: Limits,
    /// Wakes the outbox worker when a message is queued.
    pub mail_wake: Arc<Notify>,
}

impl AppState {
    /// No SMTP server: mail is kept in the development mailbox at `/dev/mailbox`.
    pub fn mailbox_mode(&self) -> bool {
        self.settings.smtp_url.is_none()
    }

    /// An absolute URL for a path of the site (`/verify?...`), for emails.
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.settings.base_url, path)
    }
}
