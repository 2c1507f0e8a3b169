//! One file per table: the row struct, the insertable struct and the queries on it.

pub mod email_links;
pub mod outbox;
pub mod sessions;
pub mod site_settings;
pub mod users;
