//! Services: the operations of the site. Each one owns its transaction and queues the mail it
//! causes in that same transaction. They are synchronous (diesel); handlers call them through
//! `web::block`.

pub mod accounts;
pub mod bot_accounts;
pub mod bot_pool;
pub mod by_mail;
pub mod deadlines;
pub mod games;
pub mod health;
pub mod history;
pub mod leaving;
pub mod mail;
pub mod mail_safety;
pub mod notes;
pub mod notifications;
pub mod prefs;
pub mod replies;
pub mod seating;
pub mod talk;
pub mod visibility;
