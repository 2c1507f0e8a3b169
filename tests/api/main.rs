//! Integration tests over real HTTP: the real app on port 0, a fresh SQLite file, and a real
//! SMTP listener on 127.0.0.1.

#[path = "../support/smtp.rs"]
mod smtp;

mod helpers;

mod accounts;
mod errors;
mod games;
mod history;
mod mail;
mod mail_play;
mod security;
