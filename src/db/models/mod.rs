//! One file per table: the row struct, the insertable struct and the queries on it.

pub mod api_tokens;
pub mod email_links;
pub mod finished_games;
pub mod game_events;
pub mod game_messages;
pub mod game_notes;
pub mod game_players;
pub mod game_results;
pub mod game_snapshots;
pub mod games;
pub mod invitations;
pub mod login_links;
pub mod mail_choices;
pub mod mail_received;
pub mod mail_sends;
pub mod mail_suppressions;
pub mod outbox;
pub mod rate_hits;
pub mod seat_holders;
pub mod sessions;
pub mod site_settings;
pub mod user_prefs;
pub mod users;
pub mod vacations;
