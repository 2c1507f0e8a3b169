ALTER TABLE game_players DROP COLUMN end_vote;
ALTER TABLE game_players DROP COLUMN resigned;
ALTER TABLE user_prefs DROP COLUMN confirm_turns;
