-- Accounts, sessions, single-use email links, the mail outbox and site settings.

CREATE TABLE site_settings (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

CREATE TABLE users (
    id INTEGER PRIMARY KEY NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    display_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    email_verified_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
    id INTEGER PRIMARY KEY NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- One row per emailed link; the link itself carries a signature over these fields.
CREATE TABLE email_links (
    id INTEGER PRIMARY KEY NOT NULL,
    nonce TEXT NOT NULL UNIQUE,
    purpose TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    new_email TEXT,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX email_links_user ON email_links(user_id, purpose);

-- Every outgoing message, written in the transaction of the change it announces.
-- status: queued -> sending -> sent | failed; 'stored' when no SMTP server is configured.
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY NOT NULL,
    message_id TEXT NOT NULL UNIQUE,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    headers TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'queued',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    locked_until TIMESTAMP,
    last_error TEXT,
    created_at TIMESTAMP NOT NULL,
    sent_at TIMESTAMP
);
CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
