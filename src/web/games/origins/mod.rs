//! Origins' web pages: the pictures of the board (`board`: pure functions from the engine's
//! `View` to SVG markup), the decision forms (`turn`) and the `GameUi` the shared routes call
//! (`routes`).

// Pictures (board).
pub mod board;
pub mod board_keys;
pub mod board_map;
pub mod board_mat;
#[cfg(test)]
mod board_tests;
pub mod paint;

// Pages and forms.
pub mod routes;
pub mod turn;
