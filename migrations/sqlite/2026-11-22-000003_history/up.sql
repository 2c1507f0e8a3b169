-- The history layer: periodic snapshots of game states (so that any step replays from a
-- nearby state instead of from the setup), and the results of finished games for the archive
-- and the player profiles. Both are derived data: the event log stays the record.

-- The state of a game after `version` actions, written every few actions in the same
-- transaction as the turn.
CREATE TABLE game_snapshots (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

-- One row per finished game, written when the last action is committed (or later, for games
-- that finished before this table existed). The columns copied from `games` let the archive
-- filter and sort through one index without touching the large `games` rows.
CREATE TABLE finished_games (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    started_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP NOT NULL,
    -- Number of actions the game took.
    actions INTEGER NOT NULL,
    -- The winner's score; NULL when the game ended without a ranking.
    winning_score BIGINT
);
CREATE INDEX finished_games_date ON finished_games(finished_at, game_id);
CREATE INDEX finished_games_score ON finished_games(winning_score, finished_at, game_id);
CREATE INDEX finished_games_game ON finished_games(game, finished_at, game_id);

-- The final placing of every seat of a finished game.
CREATE TABLE game_results (
    game_id INTEGER NOT NULL REFERENCES finished_games(game_id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    -- 1 for the winner; tied seats share a rank.
    rank INTEGER NOT NULL,
    score BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX game_results_user ON game_results(user_id, game_id);

-- Finished games by date straight from `games` (backfill of `finished_games`, listings).
CREATE INDEX games_finished ON games(status, finished_at);
