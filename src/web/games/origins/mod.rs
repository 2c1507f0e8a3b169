//! Origins' web pages: the pictures of the map and the mats (`board`), the decision forms
//! (`turn`) and the `GameUi` the shared routes call (`routes`).

pub mod board;
pub mod routes;
pub mod turn;

#[cfg(test)]
mod tests;
