-- Whether everyone may watch a finished game (`services::visibility::public_once_finished`),
-- kept on its archive row so that the archive filters on a column instead of looking up the
-- game for every row it reads.
ALTER TABLE finished_games ADD COLUMN public BOOLEAN NOT NULL DEFAULT 1;
UPDATE finished_games
   SET public = (SELECT g.is_open OR g.public_when_finished FROM games g
                  WHERE g.id = finished_games.game_id);
