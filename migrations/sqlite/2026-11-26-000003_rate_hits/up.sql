-- Rate-limit windows (logins, resets, registrations, table talk) live in the database, so that
-- several app servers on one database share them.
CREATE TABLE rate_hits (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX rate_hits_key ON rate_hits (scope, key, at);
CREATE INDEX rate_hits_at ON rate_hits (at);
