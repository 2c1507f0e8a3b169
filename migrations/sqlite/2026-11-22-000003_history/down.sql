DROP INDEX games_finished;
DROP TABLE game_results;
DROP TABLE finished_games;
DROP TABLE game_snapshots;
