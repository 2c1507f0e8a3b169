//! Game-specific pieces of the web pages: server-drawn pictures and display helpers, one
//! module per game. They only read an engine's `View`; they never change game state.

pub mod humanity;
