-- Addresses that followed the "this wasn't me" link of an invitation or a verification mail:
-- they are never sent either again. `address` is lowercased; `route` says which mail's link
-- put it here (`invitation`, `verify`).
CREATE TABLE mail_suppressions (
    address TEXT PRIMARY KEY NOT NULL,
    route TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- One row per mail a stranger can cause (an invitation, a verification or "already registered"
-- mail), counted over a rolling 24 hours per recipient and per sender. Kept in the database so
-- the limits hold across server processes and restarts.
CREATE TABLE mail_sends (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    kind TEXT NOT NULL,
    address TEXT NOT NULL,
    sender_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX mail_sends_by_address ON mail_sends (kind, address, created_at);
CREATE INDEX mail_sends_by_sender ON mail_sends (kind, sender_id, created_at);
