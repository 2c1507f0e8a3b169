//! Beta Colony's web pages: the pictures of the board.

pub mod board;
pub mod board_keys;
pub mod board_mat;
pub mod paint;

#[cfg(test)]
mod board_tests;
