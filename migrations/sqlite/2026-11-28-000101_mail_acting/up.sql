-- Playing a turn by replying to its mail:
-- a player may turn acting by mail off (replies are then only table talk; on by default);
-- every reply taken in is remembered by its player and a hash of its Message-ID, so that a
-- repeated delivery acts once (kept as long as a reply address works);
-- a reply that could not be trusted leaves a one-tap link, mailed to its player, that confirms
-- the same choice on the page (single-use, expiring).
ALTER TABLE user_prefs ADD COLUMN act_by_mail BOOLEAN NOT NULL DEFAULT 1;
CREATE TABLE mail_received (
    id INTEGER PRIMARY KEY NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    message_key TEXT NOT NULL,
    received_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, message_key)
);
CREATE INDEX mail_received_at ON mail_received (received_at);
CREATE TABLE mail_choices (
    id INTEGER PRIMARY KEY NOT NULL,
    nonce TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- The game's version and the path of option numbers the reply chose (`choice::path_text`).
    version INTEGER NOT NULL,
    path TEXT NOT NULL,
    -- The choice in the game's words, as the turn mail listed it.
    label TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
