# The history: the archive, a player's profile, the replay of a game, the error page.
