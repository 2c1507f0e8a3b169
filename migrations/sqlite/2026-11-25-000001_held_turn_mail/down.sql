DROP INDEX game_players_held_mail;
ALTER TABLE game_players DROP COLUMN turn_mail_held;
