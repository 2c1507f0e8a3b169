# The history: the archive, a player's profile, the replay of a game, the error page.

## The archive of finished games, with its filters.
archive-title = Archive of finished games
archive-intro = Every finished game on Turnpost, open to everyone: step through any of them move by move.
archive-filter-game = Game
archive-filter-any-game = Any game
archive-filter-player = Player (name or number)
# "Finished from [a date] until [a date]": each part is the label of a date field.
archive-filter-from = Finished from
archive-filter-until = until
archive-filter-sort = Sort by
archive-filter-show = Show
archive-filter-clear = Clear the filters
# After the number of games found (the number is written before it).
archive-finished-games =
    { $count ->
        [one] finished game
       *[other] finished games
    }
# After a number of games that is only a lower bound ("1000+").
archive-finished-games-more = finished games
# "page 2 of 5".
archive-page = page
archive-page-of = of
archive-none = No finished game matches these filters.
archive-column-game = Game
archive-column-finished = Finished
archive-column-ranking = Ranking
archive-column-length = Length
archive-with-bots = with bots
archive-replay = Replay
archive-no-ranking = no ranking
# After a player's score (the number is written before it).
archive-points = points
# After the number of actions of a game (the number is written before it).
archive-actions = actions
archive-pages = Pages
archive-previous = Previous
archive-next = Next

## A player's public profile and record.
profile-player-number = Player #{ $count }
profile-since = on Turnpost since { $date }
profile-archive-link = Finished games in the archive
profile-record = Record
profile-bots-counted = Counting the games with bots too.
profile-bots-leave-out = Only games between people
profile-bots-left-out = Games between people only; { $count } with bots left out.
# The link after profile-bots-left-out: count the games with bots too.
profile-bots-count-them = Count them too
profile-no-finished-game = No finished game yet.
profile-column-game = Game
profile-column-played = Played
profile-column-won = Won
profile-column-average = Average score
profile-column-best = Best score
profile-current = Games being played
profile-current-none = None at the moment.
profile-waiting-for = waiting for { $name }
profile-recent = Recent results
# "1st of 3 with 42 points": between the place and the score.
profile-with = with
# After the score (the number is written before it).
profile-points = points
profile-replay = Replay

## The replay of a game, step by step.
# The page's title: the game's title, then the step's number.
replay-page-title = { $title }, step
replay-heading = { $title }: replay
# "Step 3 of 12".
replay-step = Step
replay-step-of = of
replay-steps-nav = Steps
replay-first = First
replay-previous = Previous
replay-next = Next
replay-last = Last
replay-go-to-step = Go to step
replay-go = Go
# The heading of a step, before the name of the player who played it.
replay-action-heading = Step { $count }:
replay-played-by-platform-late = (played by Turnpost when time ran out)
replay-setup = The setup
replay-no-action = No action has been played yet.
replay-final-ranking = Final ranking
replay-back-to-game = Back to the game
replay-export = Export the game as JSON
replay-archive = Archive
# Under the chart of the game. No HTML here: the text goes into the page as it is.
replay-chart-help = The dotted line marks step { $count }. Each player's line has its own pattern and marker, as in the legend.
replay-every-step = Every step
replay-every-step-label = Every step of the game
# In the list of every step: the player, then what they did.
replay-step-who = { $who }:
replay-played-by-platform = (played by Turnpost)

## The error page.
error-back-home = Back to the front page

# The score chart of a replay.
chart-label = Chart of every player's { $what } over the game
chart-seat = Seat { $n }
chart-default-title = Score over the game
chart-default-score = Score
replay-note-over = The game is over, so everything hidden during play is shown at every step.
replay-note-seat = The game is still being played: you see what your seat saw at each step.
replay-note-watcher = The game is still being played: you see what a watcher saw at each step.

archive-order-newest = Newest first
archive-order-oldest = Oldest first
archive-order-best = Highest winning score
archive-order-lowest = Lowest winning score
chart-step = step { $n }
