//! Beta Colony's web pages: the pictures of the board (`board`: pure functions from the
//! engine's `View` to SVG markup), the turn forms (`turn`) and the `GameUi` the shared routes
//! call (`routes`).

pub mod board;
pub mod board_keys;
pub mod board_mat;
pub mod paint;
pub mod routes;
pub mod turn;

#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod tests;
