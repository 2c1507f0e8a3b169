//! Turnpost: asynchronous board games by correspondence.

pub mod cli;
pub mod engine;
pub mod web;
