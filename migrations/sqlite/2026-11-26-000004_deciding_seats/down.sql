DROP INDEX game_players_deciding;
