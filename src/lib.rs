//! Turnpost: asynchronous board games by correspondence.
//!
//! Layers, outermost first: `web` (HTTP) → `services` (operations, transactions) → `db`
//! (storage) and `mail` (outbox); `engine` (pure rules) is used by all and uses none of them;
//! `bots` (the player that thinks) is as pure and is reached through the engines' registry.

pub mod bots;
pub mod cli;
pub mod clock;
pub mod config;
pub mod db;
pub mod engine;
pub mod error;
pub mod i18n;
pub mod mail;
pub mod security;
pub mod services;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod web;
