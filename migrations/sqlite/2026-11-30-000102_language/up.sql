-- The language a player reads the site and its mail in: a tag ("en", "fr", "es"), or empty
-- to follow the browser's.
ALTER TABLE user_prefs ADD COLUMN language TEXT NOT NULL DEFAULT '';
