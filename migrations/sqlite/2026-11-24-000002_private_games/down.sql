ALTER TABLE games DROP COLUMN public_when_finished;
