-- Table talk: short plain-text messages between the players of a game (`services::talk`).
CREATE TABLE game_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    -- The author's seat when it wrote (none before the game started).
    seat INTEGER,
    body TEXT NOT NULL,
    -- Kept among the players: not shown to watchers once the game is over.
    private BOOLEAN NOT NULL DEFAULT 0,
    -- The game's creator hid it: shown as "hidden by ..." without its text.
    hidden_by INTEGER REFERENCES users (id),
    -- Posted by replying to a mail rather than from the page.
    by_mail BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX game_messages_game ON game_messages (game_id, id);
-- Per seat: the newest message it was mailed (in a batch or in its turn mail), when the next
-- batch of table talk is due, and when the last one went (batches are 15 minutes apart).
ALTER TABLE game_players ADD COLUMN talk_mailed_through INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN talk_due_at TIMESTAMP;
ALTER TABLE game_players ADD COLUMN talk_mailed_at TIMESTAMP;
CREATE INDEX game_players_talk_due ON game_players (talk_due_at) WHERE talk_due_at IS NOT NULL;
-- "Mail me table talk": 'batch' (each batch), 'turn' (only inside my turn mail) or 'never'.
ALTER TABLE user_prefs ADD COLUMN mail_talk TEXT NOT NULL DEFAULT 'batch';
