ALTER TABLE finished_games DROP COLUMN public;
