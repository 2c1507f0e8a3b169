//! Storage: the diesel schema, one model file per table, the connection pool, the
//! writer lane of the hot path's writes, and migrations.

pub mod cached;
pub mod checkpoint;
pub mod copy;
pub mod migrate;
pub mod models;
pub mod pool;
pub mod schema;
pub mod writer;

pub use pool::{Conn, Pool};
pub use writer::Writer;
