//! Integration tests over real HTTP: the real app on port 0, a fresh SQLite file (or, with
//! `TURNPOST_TEST_DATABASE=postgres`, a fresh PostgreSQL database), and a real SMTP listener on
//! 127.0.0.1.

#[path = "../support/smtp.rs"]
mod smtp;

#[path = "../support/postgres.rs"]
mod postgres;

mod helpers;

mod accounts;
mod addresses;
mod beta_colony;
mod bot_seats;
mod bots;
mod dawn_of_mankind;
mod dkim;
mod errors;
mod games;
mod hardening;
mod hardening_third;
mod history;
mod languages;
mod mail;
mod mail_acting;
mod mail_limits;
mod mail_links;
pub(crate) mod mail_play;
mod origins;
mod security;
mod table;
mod talk;

// Evidence under load, faults and bad input.
#[path = "../support/loadkit.rs"]
mod loadkit;

mod faults;
mod fuzz;
mod races;
mod security_matrix;
mod toolkit;
mod visibility;
mod writer_lane;
