# Why a form or a request is refused: the sentences the services give by id (an API answer
# says them in English; a page in its reader's language).
refusal-wrong-password = Your current password is not right.
refusal-name-taken = That display name is already taken, or looks too much like one that is: choose another.
refusal-undeliverable = That does not look like an email address we can deliver to.
refusal-email-empty = Enter your email address.
refusal-name-invisible = A display name cannot contain invisible or control characters.
refusal-name-empty = Choose a display name.
refusal-name-long = Choose a display name of at most 40 characters.
refusal-name-encoded = A display name cannot contain "=?" or "?=".
refusal-password-short = Choose a password of at least 10 characters.
refusal-password-long = Choose a password of at most 256 characters.
refusal-password-email = Your password must not be your email address.
refusal-resend-limited = We have already sent several links today: check your spam folder, or try again tomorrow.
refusal-verify-suppressed = Your address has asked not to receive confirmation mail from Turnpost, so we cannot send the link. An unconfirmed account cannot change its address: register again with one that can receive it.
refusal-change-suppressed = That address has asked not to receive confirmation mail from Turnpost: choose another.
refusal-bad-not-me-link = This link is not valid: open the "this wasn't me" link from the mail again, exactly as it is.

# A game's table: leaving it, its talk and notes.
refusal-no-such-game = There is no game with this number.
refusal-not-running = This game is not running any more.
refusal-no-seat = You do not have a seat at this game.
refusal-seat-vote-players = Only the players still in the game decide who plays a seat.
refusal-seat-vote-own = The others decide about your seat: play a turn to keep it yours.
refusal-seat-vote-which = Only the seat of a player who resigned or missed two deadlines in a row can be handed to a bot.
refusal-already-resigned = You have already resigned from this game.
refusal-resigned-end = You resigned from this game, so the others decide whether it ends.
refusal-talk-empty = Write something before sending.
refusal-talk-players = Only the players of this game can write in its table talk.
refusal-cancelled = This game was cancelled.
refusal-talk-hide = Only the player who created this game can hide its messages.
refusal-talk-no-message = There is no such message in this game.
refusal-notes-players = Only the players of this game keep notes on it.
refusal-invitation-used = This invitation has already been used.
refusal-not-a-bot-seat = That seat is no longer a bot's.
refusal-started-or-cancelled = This game has already started or was cancelled.
refusal-seats-taken = Every seat of this game is taken.
