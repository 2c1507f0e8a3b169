DROP TABLE api_tokens;
DROP TABLE game_events;
DROP TABLE invitations;
DROP TABLE game_players;
DROP TABLE games;
