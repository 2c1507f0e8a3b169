# The table: the page of a started game around its board, table talk, and the lines of My games and the lobby.

## The head of the game page: the deadline and who is who.
# $deadline is a date with the time left: "Fri 27 Nov, 14:05 (UTC), in 2 days".
table-decide-by = Decide by { $deadline }.
table-seats-label = Who is who
# After the viewer's own name in the list of seats.
table-you = (you)
# "Red ●, R on the pieces": the seat's colour and mark are written before, then its letter.
table-on-the-pieces = on the pieces
# Flags after a seat.
table-to-play = to play
table-resigned = resigned
table-timed-out-twice = away: timed out twice
# $line says who is away and until when: "Bea ■ is away on vacation until Mon 30 Nov".
table-away = { $line }: their deadlines move a day for each day away.

## What happened since the viewer's last turn.
table-nothing-new = Nothing new.
# Before a message of table talk among the moves, and its author's name.
table-since-talk = Talk
# Between the author's name and their message (with a space after it).
table-since-colon = :
# Before a link to the log, table-since-whole-log, and a full stop.
table-since-more = { $count } more lines are in the
table-since-whole-log = whole log
# After a move Turnpost played for a player.
table-played-by-platform = (played by Turnpost)

## The viewer's turn.
table-your-turn = Your turn
table-choices-so-far = Your choices so far
table-change = Change
# $why says why a choice cannot be taken now.
table-not-now = Not now: { $why }
# The button that plays the choice at once.
table-play-this = Play this
table-next = Next
table-preview = What this turn will do
table-confirm = Confirm
# $name is who the game waits for ("Ana ▲").
table-waiting-for = Waiting for { $name }.

## The end of the game, the pictures, the log.
table-final-ranking = Final ranking
table-rematch = Play again with the same players
# The label of a wide table of scores; $title is its title.
table-scrolls-sideways = { $title }, scrolls sideways
table-scroll-hint = Slide the table sideways to see every column.
table-legend = What the symbols mean
# The whole log is always said to have "lines", whatever their number.
table-log-summary = The whole game log ({ $count } lines)
table-log-empty = Nothing has been played yet.
table-log-label = Game log, newest first

## The vote after a seat ran out of time twice.
table-abandoned-heading = Abandoned seat
# After the names of the seats, separated by commas ($count is their number).
table-abandoned-text = ran out of time twice in a row. Turnpost plays careful default turns for them; the players still playing may vote to go on like this or to end the game now, ranked by the current score.
table-vote-continue = Go on with default turns
table-vote-end = End the game now
table-my-vote-end = Your vote: end the game now.
table-my-vote-continue = Your vote: go on with default turns.

## Handing the seat of a player who left to a bot.
# $label is the seat: "Ada ●".
table-bot-heading = Hand the seat of { $label } to a bot?
table-bot-left = { $label } left the game.
# $count is the number of players still in the game.
table-bot-majority = A bot can play the seat to the end when a majority of the { $count } players still in the game agree.
# $names are those who voted for it: "Bea ■ (normal), Cy ▲ (easy)".
table-bot-for-it = For it so far: { $names }.
table-bot-normal = Hand it to a bot (normal)
table-bot-easy = Hand it to a bot (easy)
table-bot-take-back = Take my vote back

## Inviting a person to a bot's seat.
table-bot-seats-heading = A person for a bot's seat
table-bot-seats-intro = Invite someone by email to take over a bot's seat; it is theirs when they follow the link.
# $label is the bot's seat: "Bot (normal) ▲".
table-bot-seat-email = Email address for the seat of { $label }
table-bot-seat-invite = Invite to the seat of { $label }

## Ending the game by agreement.
table-end-heading = End the game now?
# "Ada ●, Bea ■ want to end the game now, ranked by the current score: 2 of the 3 players still in the game agree. It ends when all of them do."
# The names come first; $count is their number. Then that number, table-end-of-the, the number of players still in the game, and table-end-agree ($count is the number of those who agree).
table-end-want =
    { $count ->
        [one] wants to end the game now, ranked by the current score:
       *[other] want to end the game now, ranked by the current score:
    }
table-end-of-the = of the
table-end-agree = players still in the game agree. It ends when all of them do.
table-end-rule = When every player still in the game agrees, it ends now, ranked by the current score.
table-end-no-longer = I no longer agree
table-end-agree-button = I agree: end it now
table-end-propose = Propose to end the game now

## The links and settings under the game.
table-links-label = More about this game
table-replay = Replay this game step by step
table-export = Export it as JSON
table-rules = The rules
# Before the number of the game's current step.
table-step = step
table-unmute = Unmute this game's mail
table-mute = Mute this game's mail
table-resign-summary = Resign from this game
table-resign-warning = Turnpost will play your seat's turns as when time runs out, and you will rank last. This cannot be undone.
table-resign-check = I mean to resign
table-resign = Resign
table-resigned-note = You resigned from this game.

## Table talk, and the player's private notes under it.
talk-heading = Table talk
talk-none = No message yet.
talk-lines-label = Table talk, newest last
# After the time of a message, following " · ".
talk-by-mail = by mail
talk-kept-among-players = kept among the players
# $name is who hid the message.
talk-hidden-by = Hidden by { $name }.
talk-hide = Hide this message
talk-your-message = Your message
talk-keep-private = Keep it among the players once the game is over
talk-send = Send to the table
talk-notes-summary = My notes on this game (only you see them)
talk-notes = Notes
talk-save-notes = Save my notes

## The lines of games in My games and the lobby.
# "2 of 3 seats": the seats taken, lines-of, the number of seats, lines-seats ($count is the number of seats).
lines-of = of
lines-seats = seats
lines-days =
    { $count ->
        [one] { $count } day per move
       *[other] { $count } days per move
    }
lines-your-move = Your move
# $name is who is to play ("Bea ■").
lines-to-play = { $name } to play
# After who is to play: how long the game has waited ("3 days", "5 h").
lines-waited = , for { $time }
# $deadline is a date with the time left.
lines-decide-by = Decide by { $deadline }
# $result is the viewer's place and score: "1st of 2 · 54 points".
lines-you-finished = You finished { $result }
table-since-your-turn = Since your last turn
table-since-began = Since the game began
table-since-last-moves = The last moves
table-since-latest-moves = Latest moves

## Why a form of the table did nothing
table-error-no-seat = You do not have a seat at this game, so you cannot play in it.
table-error-not-started = This game has not started yet.
table-error-version = The form has no valid version.
table-error-path = The form's choice could not be read.
table-error-not-your-turn = It is not your turn: you have no decision to make in this game now.
table-error-resign-tick = Tick the box that says you mean to resign, then press the button again.
table-error-end-answer = Say yes or no to ending the game now.
table-error-bot-seat = Choose the seat to hand to a bot on the game's page.
table-error-bot-seat-invite = Choose the bot's seat on the game's page.
table-error-not-on-offer = That choice is not on offer now: choose again.
