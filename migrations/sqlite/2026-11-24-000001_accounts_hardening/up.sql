-- Display names compare by a key (compatibility-normalized, lowercased), computed by the
-- application: `users::name_key`. Rows from before are given their key at start.
ALTER TABLE users ADD COLUMN name_key TEXT;
CREATE INDEX users_name_key ON users (name_key);
