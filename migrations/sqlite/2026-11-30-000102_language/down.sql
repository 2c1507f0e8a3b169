ALTER TABLE user_prefs DROP COLUMN language;
