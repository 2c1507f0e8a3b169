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

# What a page says after an action (a redirect names the notice).
notice-registered = Almost there: we have sent you an email with a link to confirm your address. It is valid for 48 hours.
notice-verified = Your email address is confirmed. Welcome to Turnpost!
notice-reset-sent = If an account uses that address, we have sent it a link to choose a new password. The link is valid for one hour.
notice-reset = Your password has been changed. Log in with the new one.
notice-logged-out = You are logged out.
notice-left = You have left the game; your seat is free again.
notice-logged-out-everywhere = You are logged out everywhere: every session of your account has ended and every API token is revoked.
notice-password = Your password has been changed. Your other sessions were logged out.
notice-email-sent = We have sent a confirmation link to the new address. Your address changes when you follow it.
notice-email = Your email address has been changed.
notice-verify-sent = We have sent you a new confirmation link.
notice-link-expired = That link has expired or was already used: log in to open the game.
notice-notifications = Your notification settings are saved.
notice-playing = Your way of playing is saved.
notice-vacation = Your vacation is saved.
notice-vacation-today = Your vacation is saved. It starts today, so today's vacation day is taken from your bank now, and each of your games has one more day.
notice-vacation-deleted = The vacation was removed.
notice-applied = Your turn was played.
notice-already = That turn had already been played: it was applied once.
notice-moved-on = The game moved on since that page was drawn, so nothing was played. Here is the game as it is now.
notice-invited = Invitation sent.
notice-joined = You have a seat at this game.
notice-muted = This game's mail is muted.
notice-unmuted = This game's mail is on again.
notice-voted = Your vote is counted.
notice-resigned = You resigned. Turnpost plays your seat's turns from now on; you rank last.
notice-end-proposed = You agree to end the game now. It ends when every player still in it agrees.
notice-end-withdrawn = You no longer agree to end the game now.
notice-ended = Every player agreed: the game is over.
notice-bot-voted = Your vote about the seat is counted.
notice-bot-seated = The table agreed: a bot plays that seat from now on.
notice-rematch = A rematch is ready: the other players are invited by mail. Start it once every seat is taken.

# The error page: its heading, and the site's own sentences.
error-title-bad-request = That did not work
error-title-csrf = Form expired
error-title-log-in = Please log in
error-title-forbidden = Not allowed
error-title-not-found = Not found
error-title-conflict = Already changed
error-title-rules = Not allowed by the rules
error-title-slow-down = Slow down
error-title-busy = Busy
error-title-cannot-save = Cannot save
error-title-sorry = Sorry
error-csrf = This form has expired or did not come from this site. Go back, reload the page and try again.
error-log-in = Please log in to continue.
error-no-page = There is no page at this address.
error-too-many = Too many attempts. Try again in { $count } minute(s).
error-busy = The service is busy. Nothing was changed: try again in a moment.
error-cannot-save = The server cannot save anything right now: its storage is full or failing. Nothing was changed; please try again later.
error-internal = Something went wrong on our side. Sorry! Nothing was changed; please try again.

## Lists of words in a game's lines: "a, b and c".
list-pair = { $first } and { $last }
list-more = { $first }, { $rest }
