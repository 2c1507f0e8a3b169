# The frame of every page: the header, the banners under it, the footer.
site-tagline = Turnpost — board games by correspondence.
nav-archive = Archive
nav-my-games = My games
nav-my-games-waiting = My games: { $count } waiting for you
nav-lobby = Lobby
nav-settings-title = Account settings
nav-log-out = Log out
nav-log-in = Log in
nav-register = Register
nav-mailbox = Mailbox
banner-confirm = Confirm your email address to start playing: follow the link we sent you.
banner-send-again = Send the link again
banner-next-game = Your move in { $title }: go to it
language-choose = Language:
language-field = Language
language-browser = The browser's language
language-save = Save
