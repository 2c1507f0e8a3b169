-- The choices a table made for its game's setup (a JSON object of the game's `About::options`);
-- the engine receives them, with the seats' colours, at every start and replay.
ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
