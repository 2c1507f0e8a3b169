-- Play by email: notification preferences, vacations, per-seat decision clocks, login links.

CREATE TABLE user_prefs (
    user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    -- Quiet hours, local hours 0-23 (start inclusive, end exclusive); equal = none.
    quiet_start INTEGER NOT NULL DEFAULT 0,
    quiet_end INTEGER NOT NULL DEFAULT 0,
    mail_turn BOOLEAN NOT NULL DEFAULT 1,
    mail_reminders BOOLEAN NOT NULL DEFAULT 1,
    mail_events BOOLEAN NOT NULL DEFAULT 1,
    mail_invitations BOOLEAN NOT NULL DEFAULT 1,
    -- Daily digest instead of one mail per turn, at this local hour.
    digest BOOLEAN NOT NULL DEFAULT 0,
    digest_hour INTEGER NOT NULL DEFAULT 8,
    digest_sent_on DATE,
    -- Reminders: hours after the decision started, and hours before its deadline.
    remind_after_hours INTEGER NOT NULL DEFAULT 24,
    remind_before_hours INTEGER NOT NULL DEFAULT 24,
    -- The vacation bank of `bank_year` and the declared days already charged to it.
    bank_year INTEGER NOT NULL DEFAULT 0,
    bank_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vacations (
    id INTEGER PRIMARY KEY NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    starts_on DATE NOT NULL,
    ends_on DATE NOT NULL,
    -- The last day of the span already charged to the bank (NULL: none yet).
    charged_through DATE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX vacations_user ON vacations(user_id);

-- The clock of the decision a seat faces now (NULL deadline: not deciding).
ALTER TABLE game_players ADD COLUMN deadline_at TIMESTAMP;
ALTER TABLE game_players ADD COLUMN decision_started_at TIMESTAMP;
ALTER TABLE game_players ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN last_reminder_at TIMESTAMP;
ALTER TABLE game_players ADD COLUMN timeouts_in_row INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN abandoned BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN muted BOOLEAN NOT NULL DEFAULT 0;
-- A vote on an abandoned seat: 'continue' or 'end'.
ALTER TABLE game_players ADD COLUMN vote TEXT;
CREATE INDEX game_players_deadline ON game_players(deadline_at) WHERE deadline_at IS NOT NULL;

-- "Your turn" links that log a player straight into one game.
CREATE TABLE login_links (
    id INTEGER PRIMARY KEY NOT NULL,
    nonce TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- The decision it was sent for: the link dies when that decision is over.
    decision_started_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
