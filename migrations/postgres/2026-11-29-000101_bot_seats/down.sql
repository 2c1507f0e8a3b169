ALTER TABLE invitations DROP COLUMN seat;
DROP INDEX game_players_bots;
ALTER TABLE game_players DROP COLUMN bot_vote_level;
ALTER TABLE game_players DROP COLUMN bot_vote_seat;
ALTER TABLE game_players DROP COLUMN bot_level;
