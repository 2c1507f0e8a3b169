# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Humanity (registry name `humanity`): the station, the tracks, the bases and the legend
# (src/web/games/humanity/{svg,legend,paint}.rs). The English is exactly the pictures' words;
# the components' names (modules, resources, colours) are the game's, in humanity-play.ftl.
# Resource letters (I, M, N, O, A, P, E) and cell names (M13) are the printed codes: not texts.

## Players, points

humanity-pic-seat = Seat { $n }
humanity-pic-vp = { $n } VP
humanity-pic-rp = { $n } RP
humanity-pic-wp-short = { $n }WP
humanity-pic-rp-plus = +{ $n }RP
humanity-pic-vp-plus = +{ $n }VP
humanity-pic-none = none

## The station

humanity-pic-station-label = The station in year { $year }, round { $round }: the arm is at hangar { $hangar }
humanity-pic-station-label-to-play = ; { $who } to play
humanity-pic-choose-hangar = Choose hangar { $n }
humanity-pic-hangar = Hangar { $n }
humanity-pic-hangar-arm = , the arm
humanity-pic-hangar-offset = , offset +{ $n }
humanity-pic-hangar-cross = , discarded at the end of the round
humanity-pic-hangar-module = : { $module }, cost { $cost }
humanity-pic-cost-part = { $n } { $res }
humanity-pic-cost-nothing = nothing
humanity-pic-hangar-short = H{ $n }
humanity-pic-arm = ARM
humanity-pic-no-module = no module here
humanity-pic-empty = empty
humanity-pic-free = free
humanity-pic-any = any
humanity-pic-exp-taken = exp. { $n }: taken
humanity-pic-station-astronaut = { $who }: astronaut, { $wp } WP
humanity-pic-side-l = L
humanity-pic-side-c = C
humanity-pic-side-r = R
humanity-pic-shape-round = round
humanity-pic-shape-rect = rect.
humanity-pic-shape-octagonal = octagonal
humanity-pic-shape-wild = wild
# A module's name short enough for a hangar card (11 letters at most).
humanity-pic-short-generator = Generator
humanity-pic-short-plant = Plant
humanity-pic-short-time = Time acc.
humanity-pic-short-comm = Comm.
humanity-pic-short-greenhouse = Greenhouse
humanity-pic-short-drone = Drone strip
humanity-pic-short-adv-lab = Adv. lab
humanity-pic-short-lab = Lab

## The hub of the station

humanity-pic-year = Year { $n }
humanity-pic-round = Round { $n }
humanity-pic-hub-to-play = to play
humanity-pic-hub-placing-1 = Placing
humanity-pic-hub-placing-2 = astronauts
humanity-pic-game-over = Game over
humanity-pic-deck = deck: { $n } left

## A base

humanity-pic-no-player = No such player
humanity-pic-base-label = { $who }'s base: { $vp } VP, { $rp } RP
humanity-pic-square = Completed square
humanity-pic-to-place = Astronaut to place here ({ $cell })
humanity-pic-choose-cell = Choose { $cell }
humanity-pic-tile-module = : { $module }
humanity-pic-tile-colour = , { $colour } ({ $symbol })
humanity-pic-tile-makes = , makes { $res }, stock { $stock }/3
humanity-pic-tile-wp = , { $n } WP to activate
humanity-pic-obstacle = { $cell }: obstacle, resistance { $resistance }
humanity-pic-at-cell = { $cell }: { $what }
humanity-pic-astronaut-active = astronaut { $n }, { $wp } WP, active
humanity-pic-astronaut-exhausted = astronaut { $n }, { $wp } WP, exhausted
humanity-pic-away = Away:
humanity-pic-returning = returning
humanity-pic-experiments = Experiments ({ $n })
humanity-pic-missions = Missions:{" "}

## The tracks

humanity-pic-tracks-label = Scores and research tracks
humanity-pic-rp-scale = RP
humanity-pic-science-hidden = science hidden
humanity-pic-science = science { $n }
humanity-pic-score = score { $n }
humanity-pic-first-player = 1st player
humanity-pic-placing = placing
humanity-pic-to-play = to play
humanity-pic-placed = placed
humanity-pic-rank = rank { $n }

## The legend

humanity-pic-legend-label = Legend of the Humanity board symbols
humanity-pic-legend-title = Legend
humanity-pic-legend-orange = Orange module: gear
humanity-pic-legend-blue = Blue module: robot
humanity-pic-legend-green = Green module (greenhouse): sprout
humanity-pic-legend-purple = Purple module (lab): flask
humanity-pic-legend-comm-1 = Communication module: orange or blue,
humanity-pic-legend-comm-2 = chosen when it is deployed
humanity-pic-legend-basic = Basic resources: I ice, M methane, N insect
humanity-pic-legend-advanced-1 = Advanced: O oxygen, A aircarbon, P protein;
humanity-pic-legend-advanced-2 = E electricity. Costs are written in letters
humanity-pic-legend-module-1 = Module in a base: what it makes (top right),
humanity-pic-legend-module-2 = WP to activate (white disc), stock (dots,
humanity-pic-legend-module-3 = filled = stored unit, up to 3)
humanity-pic-legend-obstacle-1 = Obstacle (hatched): the number is the
humanity-pic-legend-obstacle-2 = resistance left
humanity-pic-legend-active-1 = Active astronaut: its work value (WP);
humanity-pic-legend-active-2 = "2/3" = 2 of its 3 WP left this round
humanity-pic-legend-exhausted = Exhausted astronaut: hollow, dashed, "z"
humanity-pic-legend-players-1 = Players: colour, its shape and letter
humanity-pic-legend-players-2 = (circle, square, diamond, hexagon)
humanity-pic-legend-square = Completed square: four modules in 2×2
humanity-pic-legend-cell-1 = A cell you can choose now, with its name
humanity-pic-legend-cell-2 = (columns are letters, rows numbers)
humanity-pic-legend-cross-1 = White cross (hangars +1 and +2): the module
humanity-pic-legend-cross-2 = there is discarded at the end of the round
humanity-pic-legend-arm-1 = The arm's hangar. "H5 +3": hangar 5, three
humanity-pic-legend-arm-2 = steps after the arm (clockwise)
humanity-pic-legend-side-1 = Experiment side: L left, C centre, R right;
humanity-pic-legend-side-2 = experiment slot k faces hangar +k
humanity-pic-legend-effects-1 = Effects: hourglass = 2 time units;
humanity-pic-legend-effects-2 = circular arrow = reactivate your astronauts
humanity-pic-legend-shapes-1 = Greenhouse shapes: round, rectangular,
humanity-pic-legend-shapes-2 = octagonal, wild (*). WP work points,
humanity-pic-legend-shapes-3 = RP research points, VP victory points
