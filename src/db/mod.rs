//! Storage: the diesel schema, one model file per table, the connection pool and migrations.

pub mod migrate;
pub mod models;
pub mod pool;
pub mod schema;

pub use pool::{Conn, Pool};
