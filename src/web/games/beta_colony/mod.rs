//! Beta Colony's pages: the pictures (`board`: pure functions from the engine's `View` to SVG
//! markup), the turn forms (`turn`) and the `GameUi` the shared routes call (`routes`).

pub mod board;
pub mod routes;
#[cfg(test)]
mod tests;
pub mod turn;
