# The pages of games outside the table: my games, the lobby, a new game, a waiting game, an invitation, the settings.
