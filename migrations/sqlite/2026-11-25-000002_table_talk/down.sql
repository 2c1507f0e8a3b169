ALTER TABLE user_prefs DROP COLUMN mail_talk;
DROP INDEX game_players_talk_due;
ALTER TABLE game_players DROP COLUMN talk_mailed_at;
ALTER TABLE game_players DROP COLUMN talk_due_at;
ALTER TABLE game_players DROP COLUMN talk_mailed_through;
DROP INDEX game_messages_game;
DROP TABLE game_messages;
