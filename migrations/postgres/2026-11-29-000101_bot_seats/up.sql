-- Seats held by bots: a bot seat's row names its level ("easy" or "normal"); its user is one of
-- the site's bot accounts (no password, an address nobody receives mail at), made when first
-- needed. A player still in a game may vote to hand a seat whose player left to a bot: the
-- seat and the level it votes for. An invitation may be to take over a bot's seat of a running
-- game (its seat).
ALTER TABLE game_players ADD COLUMN bot_level TEXT;
ALTER TABLE game_players ADD COLUMN bot_vote_seat INTEGER;
ALTER TABLE game_players ADD COLUMN bot_vote_level TEXT;
CREATE INDEX game_players_bots ON game_players (deadline_at) WHERE bot_level IS NOT NULL;
ALTER TABLE invitations ADD COLUMN seat INTEGER;
