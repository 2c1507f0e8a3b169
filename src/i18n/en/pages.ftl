# The pages of games outside the table: my games, the lobby, a new game, a waiting game, an invitation, the settings.

## My games: the player's games, grouped.
mine-title = My games
mine-new-game = New game
mine-open-games = Open games to join
mine-none = You have no games yet. Start one and invite your friends, or join an open game.
mine-waiting-for-you = Waiting for you
mine-waiting-for-others = Waiting for others
mine-not-started = Not started yet
mine-finished = Finished

## The lobby: open games, and the games of the site.
lobby-title = Open games
# Followed by a link, lobby-start-own, and a full stop.
lobby-intro = Games anyone may join.
lobby-start-own = Start your own
lobby-none = No open game is waiting for players right now.
lobby-games = Games on Turnpost
# The links after each game's name and number of players.
lobby-rules = rules
lobby-start-one = start one

## A new game: the choice of a game, then its form.
new-title = New game
new-heading = Start a new game
new-choose = Choose what to play:
new-rules = Rules
# $title is the game's name.
new-title-of = New game of { $title }
new-heading-of = Start a new game of { $title }
new-players = Players
new-other-seats = Who plays the other seats
new-people = People: invite them or open the game
new-bots-normal = Bots (normal): play now
new-bots-easy = Bots (easy): play now
new-colour = Your colour
new-days = Days per move
new-timeout = When a player runs out of time
new-timeout-default = Turnpost plays a careful default turn for them
new-timeout-vote = After two timeouts in a row, the others vote to go on or stop
new-open = Open game: list it in the lobby so anyone can join and watch
new-public-after = Show this game to everyone once it is finished (a private game is seen only by its players while it is played)
new-create = Create the game

## A game waiting for players, before its start.
waiting-cancelled = This game was cancelled before it started.
# "2 of 3 seats taken": the number of players, waiting-of, the number of seats, waiting-seats-taken ($count is the number of seats).
waiting-of = of
waiting-seats-taken = seats taken
waiting-days = { $count ->
    [one] { $count } day per move
   *[other] { $count } days per move
}
waiting-open = open game
waiting-private = private game, seen only by its players
waiting-private-until-finished = private game, seen only by its players until it is finished
waiting-colour = Your colour
waiting-join = Join this game
# A link, then the rest of the sentence: "Log in to join."
waiting-log-in = Log in
waiting-log-in-to-join = to join.
# $name is the game's creator.
waiting-full = Every seat is taken: waiting for { $name } to start the game.
waiting-more-players = Waiting for more players; { $name } starts the game once every seat is taken.
waiting-leave = Leave this game
waiting-invite = Invite players
waiting-email = Email address
waiting-send = Send the invitation
# After an invited address.
waiting-accepted = accepted
waiting-invited = invited
waiting-start = Start
waiting-seat-order = Seat order
waiting-order-random = Random
waiting-order-joined = In the order players joined
waiting-start-game = Start the game
waiting-not-full = The game can start when every seat is taken.
waiting-cancel = Cancel this game

## An invitation to a game, opened from its mail.
invite-title = Invitation
# $name invites; the game's name follows: "Ada invites you to play" and the title.
invite-heading = { $name } invites you to play
# $seat is the bot's seat, as "Bot (normal) ▲".
invite-bot-seat = The game is under way: you take over the seat { $seat } plays now, with its colour, from its next decision.
invite-players = { $count } players
invite-days = { $count ->
    [one] { $count } day per move
   *[other] { $count } days per move
}
# $names: the players seated so far, "Ada, Bea".
invite-seated = Seated so far: { $names }.
invite-colour = Your colour
invite-take-seat = Take my seat
invite-new-here = New to Turnpost? Create your account with the invited address and you land straight in the game.
invite-create-account = Create an account
# Followed by a link, invite-log-in, and a full stop.
invite-have-account = Already have an account?
invite-log-in = Log in

## The account's settings.
settings-title = Settings
settings-heading = Your account
settings-profile = Your public profile
settings-profile-note = (your finished games and results, as others see them)
settings-address-confirmed = address confirmed
settings-address-unconfirmed = address not confirmed yet
settings-playing = Playing
settings-confirm-turns = Show me what a turn will do and play it only when I confirm it (recommended)
settings-act-by-mail = Let me play by mail: my turn mail lists my choices, and a reply with a choice's number plays it (off: a reply is only table talk)
settings-save = Save
settings-mail = Mail and reminders
settings-zone = Your time zone (type a city or a region to find it)
# Followed by the device's time zone (Europe/Paris) and a full stop.
settings-zone-device = Your device says you are in
settings-zone-use = Use it
settings-send-me = Send me
settings-mail-turn = a mail when it is my turn
settings-mail-reminders = reminders before a deadline
settings-mail-events = game news (start, end, timeouts)
settings-mail-invitations = invitations
settings-talk = Mail me table talk (the players' messages in a game)
settings-talk-batch = as it comes, at most one mail per game every 15 minutes
settings-talk-turn = only inside my turn mail
settings-talk-never = never (I read it on the game page)
settings-digest = Daily digest
settings-digest-choice = instead of a mail per turn, one mail a day listing the games waiting for me and, unless table talk is "never", the table talk since the last one
# Before an hour: "at 8:00".
settings-digest-at = at
settings-quiet = Quiet hours (no mail then; it waits until they end)
settings-quiet-from = from
settings-quiet-to = to
settings-quiet-none = The same hour twice means no quiet hours.
settings-reminders = Reminders
settings-remind-after = Remind me this many hours after my turn starts (0: never)
settings-remind-before = and again when this many hours remain (0: never)
settings-remind-limit = Never more than one reminder per game every 12 hours.
settings-vacations = Vacations
# "You have 21 vacation days left this year (21 a year).": settings-vacation-you-have, the number, settings-vacation-days-left.
settings-vacation-you-have = You have
settings-vacation-days-left = { $count ->
    [one] vacation day left this year (21 a year).
   *[other] vacation days left this year (21 a year).
}
# (The English keeps the page's former line breaks; a translation needs none.)
settings-vacation-rule =
    Each day of a
      vacation gives all your games one more day. When your time runs out in a game and you still
      have days, one is used automatically.
# A vacation: "2031-01-05 to 2031-01-08"; the last day follows the text.
settings-vacation-range = { $start } to
settings-vacation-remove = remove
# Before the first and the last day of a new vacation.
settings-vacation-from = From
settings-vacation-to = to
settings-vacation-declare = Declare this vacation
settings-password = Change your password
settings-current-password = Current password
settings-password-button = Change password
settings-email = Change your email address
settings-email-intro = We send a link to the new address; it replaces the old one when you follow it.
settings-new-email = New email
settings-email-button = Send the confirmation link
settings-tokens = API tokens
# Followed by an example of the HTTP header, in brackets.
settings-tokens-intro = Tokens let your own scripts and bots play through the JSON API
settings-token-new = Your new token, shown only now:
# Before a date: "created 2031-01-05".
settings-token-created = created
settings-token-revoke = revoke
settings-token-name = Name
settings-token-placeholder = my bot
settings-your-password = Your password
settings-token-create = Create a token
settings-everywhere = Log out everywhere
settings-everywhere-intro = Ends every session of your account, on this device and all others, and revokes every API token. Changing your password does the same for your other devices.
settings-everywhere-button = Log out everywhere
games-players-range = { $min }–{ $max } players
games-option-as-set = as the game sets it
