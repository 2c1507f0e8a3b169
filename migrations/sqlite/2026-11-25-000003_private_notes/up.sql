-- A player's private notes on a game: only that player ever reads them (`services::notes`).
CREATE TABLE game_notes (
    game_id INTEGER NOT NULL REFERENCES games (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    body TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
