-- A turn mail owed to a player whose quiet hours held it back (`services::notifications`):
-- the scheduler sends it when those hours end, only while that decision is still open, and
-- one summary instead when several games wait on the same player. `stop_decision` clears it.
ALTER TABLE game_players ADD COLUMN turn_mail_held BOOLEAN NOT NULL DEFAULT 0;
CREATE INDEX game_players_held_mail ON game_players (user_id) WHERE turn_mail_held;
