-- The table page (the platform's frame around every game's board):
-- a player may skip the confirmation step of a turn (on by default);
-- a player may resign (the seat then plays default turns and ranks last);
-- the players still in a game may agree to end it now (every one of them votes yes).
ALTER TABLE user_prefs ADD COLUMN confirm_turns BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE game_players ADD COLUMN resigned BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE game_players ADD COLUMN end_vote BOOLEAN NOT NULL DEFAULT FALSE;
