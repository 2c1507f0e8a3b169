# Every mail the site sends: its frame, the account mails, the game mails, their subjects,
# and the dates and durations they show.

## Dates, times and durations
date-time = { $weekday } { $day } { $month }, { $time }
weekday-1 = Mon
weekday-2 = Tue
weekday-3 = Wed
weekday-4 = Thu
weekday-5 = Fri
weekday-6 = Sat
weekday-7 = Sun
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
waited-minutes = { $count } min
waited-hours = { $count } h
waited-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
days-count = { $count ->
    [one] 1 day
   *[other] { $count } days
}

## The frame of every mail
mail-hello = Hello { $name },
mail-hello-anonymous = Hello,
mail-footer-account = You get this message because of an action on your Turnpost account.
mail-footer-game = You get this message because you play on Turnpost.
mail-settings = Notification settings
mail-unsubscribe = Stop this kind of mail
mail-or-open = Or open this link:
mail-not-me-stop = Stop all invitation and confirmation mail to this address
mail-not-me-question = This wasn't you? Stop all invitation and confirmation mail to this address:

## Account mails
mail-verify-subject = Confirm your email address for Turnpost
mail-verify-welcome = Welcome to Turnpost! Confirm your email address to start playing.
mail-verify-welcome-text = Welcome to Turnpost! Confirm your email address by opening this link:
mail-verify-button = Confirm my address
mail-verify-valid = It is valid for 48 hours and works once. If you did not create an account, ignore this message.
mail-verify-valid-text = The link is valid for 48 hours and works once. If you did not create an account, ignore this message: nothing happens without the link.
mail-verify-footer = You get this message because someone created a Turnpost account with this address. This wasn't you?
mail-registered-subject = You already have a Turnpost account
mail-registered-body = Someone, maybe you, tried to create a Turnpost account with this address, which already has one.
mail-registered-log-in = Log in
mail-registered-log-in-text = To log in:
mail-registered-forgot = Forgot your password?
mail-registered-not-you = If it was not you, ignore this message: your account has not changed.
mail-reset-subject = Reset your Turnpost password
mail-reset-intro = To choose a new password for your Turnpost account, follow this link:
mail-reset-intro-text = To choose a new password for your Turnpost account, open this link:
mail-reset-button = Choose a new password
mail-reset-valid = It is valid for one hour and works once. If you did not ask for it, ignore this message.
mail-reset-valid-text = The link is valid for one hour and works once. If you did not ask for it, ignore this message: your password has not changed.
mail-change-subject = Confirm your new email address for Turnpost
mail-change-intro = To make { $address } the address of your Turnpost account, follow this link:
mail-change-intro-text = To make { $address } the address of your Turnpost account, open this link:
mail-change-button = Confirm my new address
mail-change-valid = It is valid for 48 hours and works once.
mail-change-valid-text = The link is valid for 48 hours and works once. If you did not ask for this, ignore this message.
mail-change-footer = You get this message because someone asked to move a Turnpost account to this address. This wasn't you?
mail-notice-not-you = If this was not you, reset your password and check your settings:
mail-notice-settings = your settings
mail-notice-check = If this was not you, reset your password and check
mail-password-changed-subject = Your Turnpost password was changed
mail-password-changed = The password of your Turnpost account was changed. Every other session was logged out and every API token revoked.
mail-address-changing-subject = Your Turnpost email address is changing
mail-address-changing = Someone logged in to your account asked to change its email address to { $address }. It changes only when the link sent there is followed.

## Invitations
mail-invitation-subject = { $inviter } invites you to play { $game }
mail-invitation-intro = { $inviter } invites you to play { $game } on Turnpost: { $seats ->
    [one] 1 player
   *[other] { $seats } players
}, up to { $days } per move, and an email when it is your turn.
mail-invitation-intro-text = { $inviter } invites you to play { $game } on Turnpost, a board game site where you play by correspondence: { $seats ->
    [one] 1 player
   *[other] { $seats } players
}, up to { $days } per move, and an email when it is your turn.
mail-invitation-button = Take my seat
mail-invitation-log-in = Log in as { $name }, your Turnpost account, to take it.
mail-invitation-register = You can create an account on the way.
mail-invitation-take-log-in = Take your seat here (log in as { $name }, your Turnpost account):
mail-invitation-take-register = Take your seat here (you can create an account on the way):
mail-invitation-footer = You get this message because { $inviter } invited this address to a game.
mail-invitation-footer-stop = Don't know them? This wasn't me: stop all invitation and confirmation mail to this address
mail-invitation-unknown = Don't know { $inviter }? Stop all invitation and confirmation mail to this address:
mail-invitation-failed-subject = Your invitation to { $address } could not be delivered
mail-invitation-refused = the receiving mail server refused it ({ $error }).
mail-invitation-gave-up = we tried for { $hours } hours and the receiving mail server never accepted it ({ $error }).
mail-invitation-failed = Your invitation to { $address } for game #{ $game } could not be delivered: { $reason }
mail-invitation-failed-again = Check the address, then invite it again from the game's page:
mail-invitation-failed-page = the game's page

## Game mails
mail-decide-before = Decide before { $deadline }.
mail-decide-before-label = Decide before
mail-the-deadline = the deadline
mail-play-my-turn = Play my turn
mail-play-your-turn = Play your turn:
mail-since-last-turn = Since your last turn:
mail-talk-since-last-turn = Table talk since your last turn:
mail-turn-subject = { $title } — your turn{ $when }
mail-turn-headline = It is your turn in { $title }{ $when }.
mail-reminder = Reminder: { $title } has been waiting for you for { $waited }.
mail-open-game = Open the game
mail-choices-so-far = so far: { $steps }
mail-choices-tap = Tap a choice, then send the reply it opens
mail-choices-tap-more = (when the decision has more steps, the next one comes by return)
mail-choices-reply = To play by mail, reply to this mail with the number of your choice alone on the first line
mail-choices-reply-more = ; when the decision has more steps, the next one comes by return
mail-done-subject = { $title } — done: { $what }
mail-done-headline = Done: { $what }.
mail-done-last = That was the game's last move.
mail-done-again = It is your turn again.
mail-done-later = We will write when it is your turn again.

## Digests
mail-digest-waiting = { $count ->
    [one] One game is waiting for you:
   *[other] { $count } games are waiting for you:
}
mail-digest-line = waiting { $waited }, decide before { $deadline }
mail-digest-talk = Table talk in { $title }:
mail-digest-talk-label = Table talk in

## Answers to replies by mail
mail-reply-next-subject = { $title } — next: { $ask }
mail-reply-so-far = So far: { $what }.
mail-reply-nothing-played = Nothing was played: { $why }
mail-reply-no-such-choice = Nothing was played: the mail you answered lists no choice { $n }. Reply with one of the numbers below.
mail-reply-not-played-subject = { $title } — your reply was not played
mail-reply-choose-again = Choose again:
mail-reply-over = The game is over.
mail-reply-your-turn-now = It is your turn: here are your choices now.
mail-reply-not-your-turn = It is not your turn now: we will write when it is.
mail-reply-moved-on = Nothing was played: the game moved on since the mail you answered. Since then:
mail-reply-confirm-subject = { $title } — confirm your reply
mail-reply-chose = A reply to your turn mail chose “{ $label }”, but nothing was played: { $why }
mail-reply-confirm-then = If it was you, confirm it on the page (the link works once, for { $days } days, while the choice is on offer). If it was not, ignore this mail.
mail-reply-confirm-button = Confirm this choice
mail-reply-untrusted-subject = { $title } — a reply was not played
mail-reply-asked-for = A reply to your turn mail asked for choice { $n }, but nothing was played: { $why } That choice is not on offer now anyway.
mail-reply-wrong-from = This reply was not sent from the address of the player it was sent to.
mail-reply-unauthenticated = The sender of this reply could not be authenticated: no DKIM signature of its domain was verified, and the receiving mail server vouched for none.
mail-reply-no-message-id = This reply has no Message-ID, so a second delivery of it could not be told apart.

## Notices about a game
mail-talk-subject = { $title } — table talk: { $count ->
    [one] 1 new message
   *[other] { $count } new messages
}
mail-talk-headline = The players of { $title } wrote:
mail-talk-answer = Open the game to answer
mail-full-subject = { $title } — every seat is taken: start the game
mail-full-headline = Every seat of { $title } is taken ({ $others } joined you): start the game when you are ready.
mail-started-subject = { $title } has started
mail-started-headline = { $title } has started. Players, in turn order: { $players }. We will write when it is your turn.
mail-ranking-line = { $rank }. { $who }: { $score } points
mail-over-subject = { $title } { $how }
mail-over-headline = { $title } { $how }. Final ranking:
mail-over-is-over = is over
mail-over-all-resigned = ended: every player resigned
mail-over-agreement = was ended by agreement
mail-over-vote = was ended by a vote
mail-news-subject = { $title }: news from the table
mail-reminder-subject-waiting = { $title } — reminder: your turn is waiting
mail-vacation-subject = { $title } — a vacation day was used
mail-vacation-headline = Your time ran out in { $title }, so we used one of your vacation days: the new deadline is { $deadline }. { $left ->
    [one] 1 vacation day
   *[other] { $left } vacation days
} left this year.
mail-timeout-subject = { $title } — your time ran out
mail-timeout-headline = Your time ran out in { $title } and you had no vacation days left, so Turnpost played a careful default turn for you:
mail-timeout-other-subject = { $title } — { $who } ran out of time
mail-timeout-other = { $who } ran out of time in { $title }; Turnpost played a default turn for them.
mail-timeout-abandoned = { $who } ran out of time in { $title }; Turnpost played a default turn for them. This was their second timeout in a row, so their seat is now abandoned: open the game to vote on whether to go on with default turns for { $who } or to end the game now, ranked by the current score.
mail-digest-talk-subject = Turnpost — table talk in { $count ->
    [one] 1 game
   *[other] { $count } games
}
mail-digest-games-subject = Turnpost — { $count ->
    [one] 1 game
   *[other] { $count } games
} waiting for you
mail-held-subject = Turnpost — your move in { $count } games

## What the table is told
mail-table-propose-bot-easy = { $who } proposes to hand the seat of { $left } to a bot (easy). It goes to the bot when a majority of the players still in the game agree, on the game's page.
mail-table-propose-bot-normal = { $who } proposes to hand the seat of { $left } to a bot (normal). It goes to the bot when a majority of the players still in the game agree, on the game's page.
mail-table-handed-to-bot = The table handed the seat of { $left } to a bot: { $now } plays it from now on.
mail-table-resigned = { $who } resigned. Turnpost plays that seat's turns from now on, as when time runs out, and { $who } ranks last. The players still in the game may hand the seat to a bot on the game's page.
mail-table-propose-end = { $who } proposes to end the game now, ranked by the current score. It ends when every player still in the game agrees, on the game's page.
mail-table-taken-back = { $now } takes over the seat { $was } played: a person plays it from now on.

## The pages a mail's links open
link-kind-turn = "your turn" mails
link-kind-reminder = reminders
link-kind-event = game news (start, end, timeouts)
link-kind-invitation = invitations
link-kind-talk = table talk
unsubscribe-title = Unsubscribe
unsubscribe-done = Unsubscribed
unsubscribe-done-notice = You will no longer get { $what } from Turnpost.
unsubscribe-back-on = You can turn them back on, and choose your other mail, on your
unsubscribe-settings-page = settings page
unsubscribe-heading = Stop { $what }?
unsubscribe-explain = Turnpost will stop sending you { $what }. Your games go on; you can turn this back on in your settings.
unsubscribe-button = Stop { $what }
not-me-title = This wasn't me
not-me-done = No more mail
not-me-done-notice = Turnpost will not send invitations or confirmation mail to { $address } any more.
not-me-sorry = Sorry for the trouble: someone typed this address on Turnpost.
not-me-heading = Stop all invitation and confirmation mail to { $address }?
not-me-explain = Someone typed this address on Turnpost, to invite it to a game or to create an account. If that was not you, Turnpost will never again send { $address } an invitation or a link to confirm an account.
not-me-button = Stop this mail
enter-continue-as = Continue as { $name }?
enter-other-explain = This link is for { $name }. You are logged in as { $current }. Log out { $current } and continue as { $name }?
enter-other-button = Log out { $current } and continue as { $name }
enter-your-turn = Your turn
enter-explain = This link logs you in as { $name }, to play { $title }.
enter-button = Continue to the game as { $name }
confirm-reply-heading = Confirm your reply
confirm-reply-explain = A reply to your turn mail in { $title } chose “{ $label }”. It could not be checked, so nothing was played.
confirm-reply-play-now = Play it now, if it is still on offer?
confirm-reply-log-in = Log in as { $name } to play it, if it is still on offer.

## How long is left before a deadline
left-minutes = { $minutes } min
left-hours = { $hours } h
left-hours-minutes = { $hours } h { $minutes } min
left-days = { $days ->
    [one] 1 day
   *[other] { $days } days
}
left-days-hours = { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h
deadline-in = { $date }, in { $left }
confirm-reply-play = Play it
confirm-reply-log-in-button = Log in to play it
