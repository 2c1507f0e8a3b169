-- Who held a seat before its holder now: when the table hands a seat to a bot, or a person
-- takes a bot's seat back, the holder until then is kept with the game's step at the change.
-- The log, the replay and the export name them for the steps they played.
CREATE TABLE seat_holders (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The last step of the game played while this user held the seat.
    until_step INTEGER NOT NULL
);
CREATE INDEX seat_holders_game ON seat_holders (game_id);
