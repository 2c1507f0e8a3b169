# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Resources, icons and seats (paint)
dawn-of-mankind-pic-letter-fruit = F
dawn-of-mankind-pic-letter-meat = M
dawn-of-mankind-pic-letter-tools = T
dawn-of-mankind-pic-letter-hides = H
dawn-of-mankind-pic-res-fruit = fruit
dawn-of-mankind-pic-res-meat = meat
dawn-of-mankind-pic-res-tools = tools
dawn-of-mankind-pic-res-hides = hides
dawn-of-mankind-pic-icon-letter-progress = P
dawn-of-mankind-pic-icon-letter-art = A
dawn-of-mankind-pic-icon-letter-newborn = N
dawn-of-mankind-pic-seat-n = Seat { $n }

## The board (board)
dawn-of-mankind-pic-board-label = Dawn of Mankind board. { $status }
dawn-of-mankind-pic-players-label = The players: whose turn it is, and each player's meeples
dawn-of-mankind-pic-supply-label = The art display and the progress piles
dawn-of-mankind-pic-status-setup = Setup turn { $turn } of { $turns }.
dawn-of-mankind-pic-status-turn = Turn { $turn }.
dawn-of-mankind-pic-status-now = Now: { $who }.
dawn-of-mankind-pic-status-over-stall = Game over: nobody could change anything.
dawn-of-mankind-pic-status-over-vp = Game over: the VP goal was reached.
dawn-of-mankind-pic-head-setup = Setup turn { $turn } of { $turns }
dawn-of-mankind-pic-head-turn = Turn { $turn }
dawn-of-mankind-pic-head-over = Game over
dawn-of-mankind-pic-head-note-stall = nobody could move
dawn-of-mankind-pic-head-note-vp = VP goal reached
dawn-of-mankind-pic-head-note-title = Dawn of Mankind
dawn-of-mankind-pic-to-play = To play: { $who }
dawn-of-mankind-pic-nobody-plays = Nobody plays any more.
dawn-of-mankind-pic-nobody-to-play = Nobody is to play.
dawn-of-mankind-pic-meeples = mat { $mat } · on board { $board }
dawn-of-mankind-pic-you = (you)
dawn-of-mankind-pic-exits-to = exits to { $stage }
dawn-of-mankind-pic-exits-to-mat = exits to the mat
dawn-of-mankind-pic-you-can-take = You can take:
dawn-of-mankind-pic-move-along = Move along { $route } to { $tile }
dawn-of-mankind-pic-route = Route { $route }
dawn-of-mankind-pic-empty = empty
dawn-of-mankind-pic-nothing = nothing
dawn-of-mankind-pic-free = free
dawn-of-mankind-pic-none = none
# A tile: what it costs and what it gives.
dawn-of-mankind-pic-pay = pay
dawn-of-mankind-pic-get = get
dawn-of-mankind-pic-cost = cost
dawn-of-mankind-pic-food-n = { $n } food
dawn-of-mankind-pic-vp-n = { $n } VP
dawn-of-mankind-pic-barter-pay = 2 of one kind
dawn-of-mankind-pic-barter-get = 3 of another
dawn-of-mankind-pic-tales-get = 1 VP per card
dawn-of-mankind-pic-meeple-to-mat = + meeple to mat
dawn-of-mankind-pic-needs-on-board = needs { $n } on board
dawn-of-mankind-pic-exit-mat = mat
# The art display and the progress piles.
dawn-of-mankind-pic-art-display = Art display
dawn-of-mankind-pic-art-deck = deck: { $n } cards
dawn-of-mankind-pic-art-slot-empty = { $slot }. empty
dawn-of-mankind-pic-art-line = line { $line } of 3
dawn-of-mankind-pic-progress-piles = Progress piles
dawn-of-mankind-pic-top-card-first = top card first
dawn-of-mankind-pic-pile-left = { $n ->
        [0] none left
       *[other] { $n } left
    }
dawn-of-mankind-pic-pile-top = top #{ $number }:
dawn-of-mankind-pic-setup-cards = Setup cards on the table

## A player's mat (board_mat)
dawn-of-mankind-pic-mat = Mat
dawn-of-mankind-pic-mat-of = Mat of { $who }
dawn-of-mankind-pic-no-player = No such player.
dawn-of-mankind-pic-your-mat = your mat
dawn-of-mankind-pic-vp-total = VP total: { $n }
dawn-of-mankind-pic-vp-total-hidden = VP total: hidden
dawn-of-mankind-pic-final-score = final score { $n }
dawn-of-mankind-pic-setup-card = Setup card: { $card }
dawn-of-mankind-pic-spoil-limits = At rest keeps at most meat { $meat }, fruit { $fruit }
dawn-of-mankind-pic-on-mat = On the mat: { $n }
dawn-of-mankind-pic-on-board = On the board: { $n }
dawn-of-mankind-pic-mat-spaces = Mat spaces
dawn-of-mankind-pic-printed-or-covered = printed or covered
dawn-of-mankind-pic-printed = printed
dawn-of-mankind-pic-space-cooking = Cooking:
dawn-of-mankind-pic-space-religion = Religion:
dawn-of-mankind-pic-space-storytelling = Storytelling:
dawn-of-mankind-pic-cooking-scores = lose { $food } food for { $vp } VP
dawn-of-mankind-pic-religion-scores = { $food } VP per 2 food, { $goods } VP per 2 tools/hides
dawn-of-mankind-pic-story-scores = { $cards } VP per card, { $meeples } VP per meeple on board
dawn-of-mankind-pic-first-area = First ready area: at most { $limit } of yours. Expanding costs { $vp } VP.
dawn-of-mankind-pic-progress-slots = Progress slots
dawn-of-mankind-pic-acquired = { $n } cards acquired
dawn-of-mankind-pic-slot = Slot { $n }:
dawn-of-mankind-pic-active = { $card } (active)
# A progress card: its pile's name and its number in the pile.
dawn-of-mankind-pic-card = { $name } #{ $number }

## The legend and the pieces (board_keys)
dawn-of-mankind-pic-legend-label = Legend of the Dawn of Mankind board
dawn-of-mankind-pic-legend = Legend
dawn-of-mankind-pic-key-meeple = A meeple: its player's shape and colour with the player's initial (or seat number). In a ready area, the number beside it counts that player's meeples there.
dawn-of-mankind-pic-key-res-fruit = F fruit (food)
dawn-of-mankind-pic-key-res-meat = M meat (food)
dawn-of-mankind-pic-key-res-tools = T tools
dawn-of-mankind-pic-key-res-hides = H hides
dawn-of-mankind-pic-key-icon-progress = P progress: take a progress card.
dawn-of-mankind-pic-key-icon-art = A art: create an artwork from the display.
dawn-of-mankind-pic-key-icon-newborn = N newborn: a meeple from your mat comes into RC.
dawn-of-mankind-pic-key-route = A route from a ready area to a tile. An icon on a route counts when you move along it.
dawn-of-mankind-pic-key-route-choice = Thick and blue: a route you can take now; its tile is outlined.
dawn-of-mankind-pic-key-exit = ⇒ the tile's exit: the ready area (or the mat) its meeple moves to when you rest.
dawn-of-mankind-pic-key-pay-get = pay: what the tile costs; get: what it gives. VP: victory points. food: fruit and meat in any mix.
dawn-of-mankind-pic-key-stages = The life stages: I childhood, II youth, III adulthood, IV elders. Meeples grow older from left to right.
dawn-of-mankind-pic-pieces-label = The pieces of Dawn of Mankind
dawn-of-mankind-pic-meeples-title = Meeples
dawn-of-mankind-pic-meeples-note = one per life stage
dawn-of-mankind-pic-resources = Resources
dawn-of-mankind-pic-resources-note = letter and picture
dawn-of-mankind-pic-tiles = Action tiles
dawn-of-mankind-pic-tiles-note = parts named at the left
dawn-of-mankind-pic-part-id-name = id and name
dawn-of-mankind-pic-part-cost = cost
dawn-of-mankind-pic-part-gain-exit = gain, exit
dawn-of-mankind-pic-part-gain-icon-exit = gain/icon/exit
dawn-of-mankind-pic-an-art-card = An art card
dawn-of-mankind-pic-an-art-card-note = cost and VP of its line
dawn-of-mankind-pic-a-progress-card = A progress card
dawn-of-mankind-pic-a-progress-card-note = its cost and effect
dawn-of-mankind-pic-pile-card = #{ $number }:
dawn-of-mankind-pic-effect-line = { $name }: { $effect }
