-- Games, their seats, invitations, the event log of every committed turn, and API tokens.

CREATE TABLE games (
    id INTEGER PRIMARY KEY NOT NULL,
    game TEXT NOT NULL,
    -- waiting (seats being filled) -> running -> finished; or cancelled before the start
    status TEXT NOT NULL DEFAULT 'waiting',
    creator_id INTEGER NOT NULL REFERENCES users(id),
    seats INTEGER NOT NULL,
    time_limit_days INTEGER NOT NULL,
    is_open BOOLEAN NOT NULL,
    timeout_policy TEXT NOT NULL DEFAULT 'default_turn',
    seed BIGINT NOT NULL,
    -- The engine's state as JSON, from the start on.
    state TEXT,
    -- Number of actions applied; every form carries the version it was drawn from.
    version INTEGER NOT NULL DEFAULT 0,
    -- The seats that must decide now (JSON array), kept beside the state for listings.
    to_act TEXT NOT NULL DEFAULT '[]',
    -- When the current decision started (waiting time, deadlines).
    turn_started_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    started_at TIMESTAMP,
    finished_at TIMESTAMP
);
CREATE INDEX games_status ON games(status, is_open);

CREATE TABLE game_players (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    -- Assigned when the game starts.
    seat INTEGER,
    colour TEXT NOT NULL,
    joined_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, user_id),
    UNIQUE (game_id, colour)
);
CREATE UNIQUE INDEX game_players_seat ON game_players(game_id, seat) WHERE seat IS NOT NULL;
CREATE INDEX game_players_user ON game_players(user_id);

CREATE TABLE invitations (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE,
    nonce TEXT NOT NULL UNIQUE,
    invited_by INTEGER NOT NULL REFERENCES users(id),
    accepted_by INTEGER REFERENCES users(id),
    accepted_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, email)
);

-- One row per applied action: the history every replay starts from.
CREATE TABLE game_events (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- The game's version after this action.
    version INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    -- NULL when the platform acted for the seat (a timeout).
    user_id INTEGER REFERENCES users(id),
    action TEXT NOT NULL,
    -- The log lines the engine wrote for it (JSON array of strings).
    log TEXT NOT NULL,
    -- Taken while several seats decided at once (their forms do not go stale on each other).
    concurrent BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, version)
);

CREATE TABLE api_tokens (
    id INTEGER PRIMARY KEY NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at TIMESTAMP
);
CREATE INDEX api_tokens_user ON api_tokens(user_id);
