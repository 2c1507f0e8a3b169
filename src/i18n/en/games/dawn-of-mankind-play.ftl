# Dawn of Mankind (dawn-of-mankind): the words of play: the game log, the choices of a turn,
# the refusals, the turn mail's prompt, the preview and the status line.
# $who, $owner: a player (the platform puts the name there). $tile, $area, $from: the board's
# labels ("A3", "RA1"). $action: an action tile's name; $art: an art card's name; $card: a
# progress card. $res, $cost, $gained: resources as worded by dawn-of-mankind-res-* (a list).

## Words used in other texts.
# Resources: $count of one type.
dawn-of-mankind-res-fruit = { $count } fruit
dawn-of-mankind-res-meat = { $count } meat
dawn-of-mankind-res-tools = { $count ->
    [one] { $count } tool
   *[other] { $count } tools
    }
dawn-of-mankind-res-hides = { $count ->
    [one] { $count } hide
   *[other] { $count } hides
    }
dawn-of-mankind-nothing = nothing
dawn-of-mankind-food = { $count } food
dawn-of-mankind-vp = { $count } VP
# A progress card by its pile's name: "the Cave painting card".
dawn-of-mankind-progress-card = the { $name } card
# The progress piles, as a name on its own.
dawn-of-mankind-pile-cooking = Cooking
dawn-of-mankind-pile-religion = Religion
dawn-of-mankind-pile-storytelling = Storytelling
dawn-of-mankind-pile-hunting = Hunting
dawn-of-mankind-pile-gathering = Gathering
dawn-of-mankind-pile-knapping = Knapping
dawn-of-mankind-pile-tanning = Tanning
dawn-of-mankind-pile-preserving = Preserving
dawn-of-mankind-pile-cave_painting = Cave painting
dawn-of-mankind-pile-midwifery = Midwifery
dawn-of-mankind-pile-shelter = Shelter
# What an active progress card does (the data's words).
dawn-of-mankind-effect-cooking = at rest, lose 3 food for 5 VP
dawn-of-mankind-effect-religion = final scoring: 2 VP per 2 food and 4 VP per 2 tools/hides (from the rules)
dawn-of-mankind-effect-storytelling = final scoring: 3 VP per acquired card and 2 VP per meeple on the board (from the rules)
dawn-of-mankind-effect-hunting = +1 meat whenever a tile gives meat
dawn-of-mankind-effect-gathering = +1 fruit whenever a tile gives fruit
dawn-of-mankind-effect-knapping = +1 tool whenever a tile gives tools
dawn-of-mankind-effect-tanning = +1 hide whenever a tile gives hides
dawn-of-mankind-effect-preserving = spoil limits meat 5 and fruit 8
dawn-of-mankind-effect-cave_painting = +2 VP for each artwork
dawn-of-mankind-effect-midwifery = expanding costs 1 VP
dawn-of-mankind-effect-shelter = first-area limit 4
# A route: where it starts and the tile it leads to.
dawn-of-mankind-route = { $from } to { $tile }
# A column: its numeral and its life stage ("I · Childhood").
dawn-of-mankind-stage = { $numeral } · { $stage }

## The game log.
dawn-of-mankind-log-setup-card = { $who } took a setup card and gained { $res }.
dawn-of-mankind-log-setup-place = { $who } placed a meeple in { $area }.
dawn-of-mankind-log-moved = { $who } moved a meeple from { $route }.
dawn-of-mankind-log-newborn-route = { $who } gained a newborn in RC (route icon).
dawn-of-mankind-log-newborn-tile = { $who } gained a newborn in RC (tile icon).
dawn-of-mankind-log-bumped = { $owner }'s meeple was bumped from { $tile } to { $area }.
dawn-of-mankind-log-bumped-mat = { $owner }'s meeple was bumped from { $tile } to their mat.
dawn-of-mankind-log-not-performed = { $who } could not perform { $action } on { $tile }.
# $details: the parts below that apply, one after the other.
dawn-of-mankind-log-performed = { $who } performed { $action } on { $tile }{ $details }.
dawn-of-mankind-log-performed-paid = , paid { $res }
dawn-of-mankind-log-performed-paid-vp = {" "}and VP
dawn-of-mankind-log-performed-paid-only-vp = {" "}and VP
dawn-of-mankind-log-performed-gained = , gained { $res }
dawn-of-mankind-log-performed-gained-nothing = , gained nothing
# $all: what the tile and the bonuses gave; the player keeps 8 of each resource at most.
dawn-of-mankind-log-performed-over-limit = {" "}(of { $all }; the rest is over the limit of 8)
dawn-of-mankind-log-performed-scored = {" "}and scored VP
dawn-of-mankind-log-performed-home = ; the meeple went back to the mat
dawn-of-mankind-log-art = { $who } created the art { $art } (line { $line }) and paid { $res }.
# $drawn: an art card's name, or dawn-of-mankind-log-art-deck-top in a preview.
dawn-of-mankind-log-art-redrawn = { $art } went to the bottom of the art deck; { $drawn } was drawn into slot { $slot }.
dawn-of-mankind-log-art-deck-top = the art deck's top card
dawn-of-mankind-log-progress-slot = { $who } took { $card } for { $res } and put it on slot { $slot }.
dawn-of-mankind-log-progress-mat = { $who } took { $card } for { $res } and put it on its mat space.
dawn-of-mankind-log-rested = { $who } rested.
dawn-of-mankind-log-rested-moved = { $who } rested and moved up { $count ->
    [one] { $count } meeple
   *[other] { $count } meeples
    }.
dawn-of-mankind-log-cooked = { $who } cooked { $res } and scored VP.
dawn-of-mankind-log-expanded = { $who } expanded the tribe: paid { $res } and VP, and a meeple joined RC.
dawn-of-mankind-log-expanded-no-food = { $who } expanded the tribe: paid nothing and VP, and a meeple joined RC.
dawn-of-mankind-log-spoiled = { $who }'s { $res } spoiled.
dawn-of-mankind-log-end-vp = { $who } ended a turn with { $vp } VP or more: the game is over.
dawn-of-mankind-log-end-stall = { $count } rests in a row changed nothing: the game is over (Turnpost stall rule).
dawn-of-mankind-log-automatic = { $who } had only one possible turn; it was played automatically:
dawn-of-mankind-log-final-score = Final score of { $who }: { $vp } VP tokens + { $cards } for progress cards + { $meeples } for meeples on the board + { $food } for food + { $goods } for tools and hides = { $total }.
dawn-of-mankind-log-rank = { $who } is placed { $rank } with { $score }.
dawn-of-mankind-log-rank-shared = { $who } is placed { $rank } (shared) with { $score }.

## The choices of a turn.
dawn-of-mankind-ask-what = What do you do?
dawn-of-mankind-choice-setup-card = Take a setup card
dawn-of-mankind-choice-setup-place = Put a meeple from your mat in a ready area
dawn-of-mankind-choice-move = Move a meeple along a route
dawn-of-mankind-choice-rest = Rest: your meeples on tiles go back to the ready areas
dawn-of-mankind-ask-setup-card = Which setup card do you take?
dawn-of-mankind-choice-setup-card-resources = The card that starts you with { $res }
dawn-of-mankind-ask-setup-place = Where does your meeple go?
dawn-of-mankind-choice-ready-area = Ready area { $area }, in column { $column }
dawn-of-mankind-ask-rest = How do you rest?
dawn-of-mankind-choice-rest-none = Rest and do nothing else
dawn-of-mankind-choice-rest-cook-paying = Rest and cook, paying { $food }
dawn-of-mankind-choice-rest-cook = Rest and cook
dawn-of-mankind-choice-rest-expand = Rest and expand: a meeple from your mat joins column I
dawn-of-mankind-ask-route = Which route does your meeple take?
# A route: "RA2 → A4 Hunting (III · Adulthood; pay 1 tool; gain 3 meat and a progress card)".
# $tile: the tile's label, $action: its name, $column: dawn-of-mankind-stage, $pays: the part
# below or nothing, $gains: a list, or dawn-of-mankind-nothing.
dawn-of-mankind-choice-route = { $from } → { $tile } { $action } ({ $column }{ $pays }; gain { $gains })
dawn-of-mankind-choice-route-pays = ; pay { $items }
dawn-of-mankind-choice-route-art-on-way = art on the way
dawn-of-mankind-choice-route-progress = a progress card
dawn-of-mankind-choice-route-art = art
dawn-of-mankind-choice-route-newborn = a newborn
dawn-of-mankind-route-idle = You cannot pay for { $action } now: the tile will do nothing.
dawn-of-mankind-the-tile = the tile
dawn-of-mankind-ask-route-art = Which art do you make on the way?
dawn-of-mankind-art-idle = After paying for it you cannot pay for { $action }: the tile will do nothing.
dawn-of-mankind-choice-no-art = No art
dawn-of-mankind-choice-art-slot = The art in slot { $slot }
dawn-of-mankind-choice-art = { $art } (slot { $slot }): pay { $cost } for { $vp } VP
dawn-of-mankind-ask-food = Which food do you pay?
dawn-of-mankind-choice-no-food = No food
dawn-of-mankind-choice-food = Pay { $food }
dawn-of-mankind-ask-barter = Do you barter?
dawn-of-mankind-choice-no-barter = No barter
dawn-of-mankind-choice-barter = Give { $give }, take { $take }
dawn-of-mankind-ask-progress = Which progress card do you take?
dawn-of-mankind-choice-no-progress = No progress card
dawn-of-mankind-choice-progress = { $card }
dawn-of-mankind-choice-progress-paying = { $card }, paying { $cost }
dawn-of-mankind-choice-progress-slot = { $card } into your slot { $slot }
dawn-of-mankind-choice-progress-slot-paying = { $card } into your slot { $slot }, paying { $cost }
dawn-of-mankind-ask-tile-art = Which art do you make at the tile?
dawn-of-mankind-ask-newborn = Do you take a newborn?
dawn-of-mankind-choice-newborn = Take a newborn meeple
dawn-of-mankind-choice-no-newborn = No newborn

## Refusals.
dawn-of-mankind-error-game-over = The game is over.
dawn-of-mankind-error-no-such-seat = There is no seat { $seat } at this table.
dawn-of-mankind-error-not-your-turn = It is not your turn: { $who } is to play.
dawn-of-mankind-error-setup-turn-expected = This is a setup turn: take a setup card or place a meeple (rule 2.6).
dawn-of-mankind-error-main-turn-expected = Setup is over: move a meeple along a route or rest (rule 3.3).
dawn-of-mankind-error-second-setup-card = You already took a setup card; each player takes exactly one (rule 2.6).
dawn-of-mankind-error-no-such-setup-card = { $card } is not a setup card on the table.
dawn-of-mankind-error-no-such-area = { $area } is not a ready area.
dawn-of-mankind-error-setup-elders = Setup meeples go only into columns I, II and III, not into the elders' column (rule 2.6).
dawn-of-mankind-error-second-in-column = You already placed a meeple in column { $column } during setup; one per column (rule 2.6).
dawn-of-mankind-error-not-fewest = { $area } holds { $has } meeples but { $fewest } holds only { $least }: a setup meeple goes to a ready area with the fewest meeples of its column (rule 2.6).
dawn-of-mankind-error-no-such-route = { $route } is not a route of the board.
dawn-of-mankind-error-no-meeple-there = You have no meeple in { $area }, where route { $route } starts (rule 5.1).
dawn-of-mankind-error-own-meeple-on-tile = Your own meeple is already on { $tile }; a route must lead to a tile without one of yours (rule 5.1).
dawn-of-mankind-error-route-art-not-allowed = Route { $route } crosses no art icon, so route_art must be left out (rule 5.7).
dawn-of-mankind-error-tile-art-not-allowed = { $tile } has no art icon, so tile_art must be left out (rule 5.7).
dawn-of-mankind-error-no-such-art-slot = There is no art display slot { $slot }: slots are numbered 1 to 4.
dawn-of-mankind-error-art-unaffordable = The art { $art } costs { $cost } on line { $line }, which you cannot pay in full (rule 7.1).
dawn-of-mankind-error-food-needed = { $action } will be performed and loses { $food } food: say which fruit and meat you pay in food (rule 5.7).
dawn-of-mankind-error-food-not-allowed = The food field applies only when a tile that loses food is performed; leave it out here (rule 5.7).
dawn-of-mankind-error-food-wrong-total = The food must add up to { $need }, not { $given } (rule 0.9).
dawn-of-mankind-error-food-short = You have { $has_fruit } fruit and { $has_meat } meat, so you cannot pay { $fruit } fruit and { $meat } meat.
dawn-of-mankind-error-barter-needed = Barter will be performed: say what you give and what you take (rule 5.7).
dawn-of-mankind-error-barter-not-allowed = The barter field applies only when Barter is performed; leave it out here (rule 5.7).
dawn-of-mankind-error-barter-same = Barter gives 2 of one type for 3 of a different type; give and take must differ (rule 6.7).
# $res: "2 hides" and the like.
dawn-of-mankind-error-barter-short = You have fewer than { $res } to give in Barter (rule 6.7).
dawn-of-mankind-error-progress-not-allowed = { $tile } has no progress icon, so progress must be left out (rule 5.7).
# $pile: a progress pile's name (dawn-of-mankind-progress-*), or the words the submission gave.
dawn-of-mankind-error-no-such-pile = There is no { $pile } pile in play with a card left (rule 8.3).
dawn-of-mankind-error-already-acquired = You already acquired a { $pile } card; a name can be acquired only once, even if covered (rule 8.2).
dawn-of-mankind-error-progress-unaffordable = The { $card } card costs { $cost }, which you cannot pay in full (rule 8.3).
dawn-of-mankind-error-slot-not-allowed = A { $pile } card goes onto its own space of your mat, so slot must be null (rule 8.3).
dawn-of-mankind-error-slot-needed = A { $pile } card goes into slot 1, 2 or 3; say which (rule 8.3).
dawn-of-mankind-error-no-such-slot = There is no slot { $slot }: slots are numbered 1 to 3 (rule 8.3).
dawn-of-mankind-error-newborn-not-allowed = { $tile } has no newborn icon, so newborn must be false (rule 5.7).
dawn-of-mankind-error-newborn-impossible = No newborn is possible: it needs a meeple on your mat and fewer than { $limit } of yours in RC (rule 6.6).
dawn-of-mankind-error-cook-food-not-allowed = cook_food is given only with the cook choice (rule 9.5).
dawn-of-mankind-error-cook-food-needed = Cooking needs cook_food: which { $food } food you cook (rule 9.5).
dawn-of-mankind-error-cook-short = Cooking needs { $food } food, and you have fewer (rule 9.2).
dawn-of-mankind-error-expand-vp = Expanding costs { $vp } VP and you have fewer (rule 9.3).
dawn-of-mankind-error-expand-rc-full = Expanding needs at most { $most } of your meeples in RC, and you have more (rule 9.3).
dawn-of-mankind-error-expand-mat-empty = Expanding needs a meeple on your mat, and you have none left there (rule 9.3).
# $reason: what is wrong, in the words of the checks (not shown to players in a sound game).
dawn-of-mankind-error-corrupt-state = The game state is corrupt: { $reason }.

## The turn mail's prompt. $title: the game's title, put in by the platform.
dawn-of-mankind-prompt-setup-lap = setup lap { $lap } of { $laps }
dawn-of-mankind-prompt-turn = turn { $turn }
dawn-of-mankind-prompt-finished = finished after { $count } turns
dawn-of-mankind-prompt-card-or-place = take a setup card or place a meeple
dawn-of-mankind-prompt-card-or-place-headline = Setup in { $title }: take the setup card that decides your start, or place one of your meeples in a ready area.
dawn-of-mankind-prompt-card = take your setup card
dawn-of-mankind-prompt-card-headline = Setup in { $title }: take the setup card that decides your start.
dawn-of-mankind-prompt-place = place a meeple in a ready area
dawn-of-mankind-prompt-place-headline = Setup in { $title }: place one of your meeples in a ready area.
dawn-of-mankind-prompt-move = move a meeple or rest
# $open: how many routes are open (the three texts below).
dawn-of-mankind-prompt-move-headline = Your turn in { $title }: move one of your meeples along a route, or rest ({ $open }).
dawn-of-mankind-prompt-no-route = no route is open to your meeples, so you rest
dawn-of-mankind-prompt-routes = { $count ->
    [one] { $count } route is open to you
   *[other] { $count } routes are open to you
    }
dawn-of-mankind-prompt-situation = You have { $vp } VP; resources: { $fruit } fruit, { $meat } meat, { $tools } tools, { $hides } hides.
dawn-of-mankind-prompt-meeples = Meeples: { $board } on the board, { $mat } on your mat.

## The preview of a turn. $change: a signed number ("+2", "-1"); $count: its size, for plurals.
dawn-of-mankind-preview-unreadable = That choice could not be read.
dawn-of-mankind-preview-fruit = { $change } fruit
dawn-of-mankind-preview-meat = { $change } meat
dawn-of-mankind-preview-tools = { $change } tools
dawn-of-mankind-preview-hides = { $change } hides
dawn-of-mankind-preview-same = Your resources stay as they are
# $changes: the changes above, a list.
dawn-of-mankind-preview-resources = Your resources: { $changes }
# $before: one of the two texts above; $vp: the VP after the turn.
dawn-of-mankind-preview-summary = { $before }; { $change } VP (you would have { $vp } VP).
dawn-of-mankind-preview-summary-ends = { $before }; { $change } VP (you would have { $vp } VP). This turn ends the game.

## The status line above the board.
dawn-of-mankind-status-setup = Setup turn { $turn } of { $turns }.
dawn-of-mankind-status-setup-now = Setup turn { $turn } of { $turns }. Now: { $who }.
dawn-of-mankind-status-turn = Turn { $turn }.
dawn-of-mankind-status-turn-now = Turn { $turn }. Now: { $who }.
dawn-of-mankind-status-over-stall = Game over: nobody could change anything.
dawn-of-mankind-status-over-vp = Game over: the VP goal was reached.

## The page around the pictures: their titles, the final scores, the score chart, the replay.
dawn-of-mankind-picture-board = The life stages
dawn-of-mankind-picture-supply = Art and progress
dawn-of-mankind-picture-players = The players
dawn-of-mankind-mat-yours = Your mat
dawn-of-mankind-mat-of = The mat of { $who }
dawn-of-mankind-scores-title = Final scores
dawn-of-mankind-scores-player = Player
dawn-of-mankind-scores-vp = VP
dawn-of-mankind-scores-cards = Cards
dawn-of-mankind-scores-meeples = Meeples
dawn-of-mankind-scores-food = Food
dawn-of-mankind-scores-goods = Goods
dawn-of-mankind-scores-total = Total
dawn-of-mankind-scores-note = VP: the tokens earned in play. Cards and meeples: Storytelling. Food and goods: Religion.
dawn-of-mankind-revealed = Every VP total is revealed now.
dawn-of-mankind-chart-title = Victory points over the game
dawn-of-mankind-chart-vp = Victory points (VP)
dawn-of-mankind-replay-over = The game is over, so every VP total is shown at every step.
dawn-of-mankind-replay-seat = The game is still being played: you see your own VP at every step, never the other players'.
dawn-of-mankind-replay-watcher = The game is still being played: every VP total stays hidden until its end.
