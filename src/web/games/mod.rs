//! Game-specific pages: one module per game (its board pictures, turn forms, rules help).

pub mod humanity;
