//! Humanity's pages: turn forms (`forms`), the page model of a turn (`turn`), and the board
//! pictures (`svg`).

pub mod forms;
pub mod turn;
