-- A player's deciding seats (the header of every page, vacations), found without reading their
-- other games: a player with thousands of finished games pays for the few that wait on them.
CREATE INDEX game_players_deciding ON game_players (user_id, decision_started_at, game_id) WHERE deadline_at IS NOT NULL;
