## Humanity: the words the engine says (log lines, choices, refusals, previews, the turn
## mail's prompt, the page's status line) and the names of the components they name. The English
## is the reference: it reproduces the engine's sentences word for word (tests and the rules page
## rely on them).
## The component names (humanity-module-*, -resource-*, -colour-*, -symbol-*, -shape-*, -side-*,
## -seat-*) live here, keyed by the English name in the catalogue (`describe::slug`); another
## file of the game reuses these ids rather than repeating them (a repeated id breaks the bundle).

## Seats by colour

humanity-seat-yellow = Yellow
humanity-seat-blue = Blue
humanity-seat-green = Green
humanity-seat-pink = Pink
humanity-seat-a-player = A player

## Resources: as sentences say them, and as their names are written

humanity-resource-ice = ice
humanity-resource-methane = methane
humanity-resource-insect = insect
humanity-resource-oxygen = oxygen
humanity-resource-aircarbon = aircarbon
humanity-resource-protein = protein
humanity-resource-electricity = electricity
humanity-resource-ice-name = Ice
humanity-resource-methane-name = Methane
humanity-resource-insect-name = Insect
humanity-resource-oxygen-name = Oxygen
humanity-resource-aircarbon-name = Aircarbon
humanity-resource-protein-name = Protein
humanity-resource-electricity-name = Electricity

## Module colours, their symbols, greenhouse shapes, experiment sides

humanity-colour-orange = orange
humanity-colour-blue = blue
humanity-colour-purple = purple
humanity-colour-green = green
humanity-symbol-gear = gear
humanity-symbol-robot = robot
humanity-symbol-flask = flask
humanity-symbol-sprout = sprout
humanity-shape-round = round
humanity-shape-rectangular = rectangular
humanity-shape-octagonal = octagonal
humanity-shape-wild = wild
humanity-side-left = left
humanity-side-centre = centre
humanity-side-right = right

## Modules

humanity-module-ice-drill = Ice drill
humanity-module-insect-farm = Insect farm
humanity-module-methane-extractor = Methane extractor
humanity-module-power-plant = Power plant
humanity-module-communication-module = Communication module
humanity-module-time-accelerator = Time accelerator
humanity-module-insect-or-methane-plant = Insect or methane plant
humanity-module-insect-or-ice-plant = Insect or ice plant
humanity-module-methane-or-ice-plant = Methane or ice plant
humanity-module-oxygen-plant = Oxygen plant
humanity-module-aircarbon-plant = Aircarbon plant
humanity-module-protein-plant = Protein plant
humanity-module-botany-lab = Botany lab
humanity-module-robotics-lab = Robotics lab
humanity-module-engineering-lab = Engineering lab
humanity-module-octagonal-greenhouse = Octagonal greenhouse
humanity-module-rectangular-greenhouse = Rectangular greenhouse
humanity-module-round-greenhouse = Round greenhouse
humanity-module-oxygen-fed-generator = Oxygen-fed generator
humanity-module-aircarbon-fed-generator = Aircarbon-fed generator
humanity-module-protein-or-oxygen-plant = Protein or oxygen plant
humanity-module-aircarbon-or-oxygen-plant = Aircarbon or oxygen plant
humanity-module-protein-or-aircarbon-plant = Protein or aircarbon plant
humanity-module-mechanics-lab = Mechanics lab
humanity-module-systems-lab = Systems lab
humanity-module-agronomy-lab = Agronomy lab
humanity-module-automation-lab = Automation lab
humanity-module-orange-drone-strip = Orange drone strip
humanity-module-blue-drone-strip = Blue drone strip
humanity-module-advanced-robotics-lab = Advanced robotics lab
humanity-module-advanced-mechanics-lab = Advanced mechanics lab
humanity-module-advanced-agronomy-lab = Advanced agronomy lab
humanity-module-advanced-systems-lab = Advanced systems lab
humanity-module-wild-greenhouse = Wild greenhouse
humanity-module-orange-communication-module = Orange communication module
humanity-module-blue-communication-module = Blue communication module
humanity-module-unknown-module = Unknown module

## Words that go into sentences

humanity-semicolon = {"; "}
humanity-obstacle = obstacle
humanity-nothing = nothing
humanity-either = { $first } or { $second }
humanity-amount = { $count } { $res }
humanity-gain-vp = { $n } VP
humanity-gain-rp = { $n } RP
humanity-no-points = no points
humanity-the-tile = the { $tile } at { $cell }
humanity-the-obstacle = the obstacle at { $cell }
humanity-spend = { $count } { $res } from { $from }
humanity-spend-electricity = { $count } electricity from { $from } for the { $res }
humanity-spend-convert = { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } from { $from } towards the { $res }
humanity-moves-none = no astronaut on the station can move
humanity-moves-back = astronaut { $astronaut } moves back to hangar { $hangar }

## Game log

humanity-log-activation = { $tile } at { $cell }{ $stored }
humanity-log-activation-times = { $tile } at { $cell } x{ $times }{ $stored }
humanity-log-stored = {" "}(+{ $count } { $res })
humanity-log-paid-nothing = paid nothing
humanity-log-paid = paid { $parts }
humanity-log-pay-one = { $res } from { $cell }
humanity-log-pay-many = { $count } { $res } from { $cell }
humanity-log-pay-convert = { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } from { $cell } towards { $res }
humanity-log-worked = { $who } worked with astronaut { $astronaut }: { $summary }
humanity-log-destroyed = ; { $count ->
        [one] { $count } obstacle
       *[other] { $count } obstacles
    } destroyed ({ $rp } RP)
humanity-log-time-units = ; { $count ->
        [one] { $count } time unit
       *[other] { $count } time units
    }: { $moves }
humanity-log-deployed = { $who } deployed the { $module } at { $cell } ({ $payment }; astronaut { $astronaut } flies to hangar { $hangar }): { $gains }
humanity-log-squares = , { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
humanity-log-upgrades = , { $count ->
        [one] { $count } upgrade
       *[other] { $count } upgrades
    }
humanity-log-experiment = { $who } carried out the experiment at hangar { $hangar } ({ $side } side, line { $line }; { $payment }; astronaut { $astronaut } flies to hangar { $hangar }): { $gains }
humanity-log-reactivated = ; the astronauts in the base are active again
humanity-log-passed = { $who } passed with astronaut { $astronaut }: nothing else was possible
humanity-log-end-of-round = End of round { $round }: the arm moves { $hangars ->
        [one] { $hangars } hangar
       *[other] { $hangars } hangars
    }, { $astronauts ->
        [one] { $astronauts } astronaut returns to its base
       *[other] { $astronauts } astronauts return to their bases
    }
humanity-log-end-of-year = End of year { $year }: science awarded from research, research tracks reset
humanity-log-new-year = Year { $year } begins with new experiments and modules
humanity-log-finishes = { $who } finishes #{ $rank } with { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $vp } VP + { $science } science)
humanity-log-placed = { $who } has placed returning astronauts
humanity-log-land = Returning astronauts land: { $parts }
humanity-log-lands-at = { $who } at { $cells }
humanity-log-mission-completed = { $who } completed mission { $mission }: +3 VP, +1 science
humanity-log-mission-taken = { $who } took mission { $mission } from { $holder } ({ $mine } against { $theirs }): +3 VP, { $holder } -3 VP

## Choices: the steps of a decision, their options and why an option is refused

humanity-wp = { $n } WP
humanity-wp-left = { $left } of { $wp } WP left
humanity-the-module = the { $module }
humanity-the-experiment = the experiment at hangar { $hangar }
humanity-no-vp = no VP
humanity-colour-orange-name = Orange
humanity-colour-blue-name = Blue
humanity-colour-purple-name = Purple
humanity-colour-green-name = Green
humanity-colour-with-symbol = { $colour } ({ $symbol })
humanity-choice-place-first = Place your returning astronauts: where does astronaut { $astronaut } ({ $wp } WP) land?
humanity-choice-place-next = Where does astronaut { $astronaut } ({ $wp } WP) land?
humanity-choice-landing = { $cell }, { $next }
humanity-choice-next-to = next to { $modules }
humanity-choice-astronaut-at = Astronaut { $astronaut } at { $cell } ({ $wp })
humanity-choice-astronaut = Astronaut { $astronaut } ({ $wp })
humanity-choice-which-astronaut = Which astronaut acts?
humanity-choice-what-does = What does astronaut { $astronaut } do?
humanity-choice-work = Work: activate tiles of your base with { $wp } WP
humanity-choice-deploy-onto = Deploy a module from the station onto { $cell }
humanity-choice-deploy = Deploy a module from the station
humanity-choice-experiment = Carry out an experiment on display
humanity-choice-pass = Pass: nothing else is possible, so the astronaut rests for the round
humanity-choice-tile-producer = The { $tile } at { $cell }: +1 { $res } each time, { $wp }; it stores { $stock } of 3
humanity-choice-tile-time = The { $tile } at { $cell }: 1 time unit each time, { $wp }
humanity-choice-tile-obstacle = The obstacle at { $cell }: { $resistance } resistance left, { $wp } each time
humanity-choice-stored = { $stock } of 3 stored
humanity-choice-time-units = { $count ->
        [one] { $count } time unit
       *[other] { $count } time units
    }
humanity-choice-cleared = the obstacle is cleared: +3 RP
humanity-choice-resistance-left = { $resistance } resistance left
humanity-choice-times = { $count ->
        [1] Once
        [2] Twice
       *[other] { $count } times
    } ({ $wp }): { $result }
humanity-choice-first-tile = Which tile does astronaut { $astronaut } activate first?
humanity-choice-next-tile = Astronaut { $astronaut } has { $wp } WP left: which tile next?
humanity-choice-stop = Stop working: the { $wp } WP left { $wp ->
        [one] is
       *[other] are
    } lost
humanity-choice-how-many = How many times does astronaut { $astronaut } activate { $tile }?
humanity-feature-colour-chosen = orange or blue, chosen when deployed
humanity-feature-makes = makes { $res }, { $wp } WP to activate
humanity-feature-time = 1 time unit for each activation, { $wp } WP to activate
humanity-feature-greenhouse = { $shape } greenhouse: VP for the size of its group (at most 3, shapes all different)
humanity-feature-a-greenhouse = a greenhouse: VP for the size of its group (at most 3, shapes all different)
humanity-feature-drone = a drone strip
humanity-feature-any-colour = any colour
humanity-feature-adjacency = { $rp } RP for each neighbouring module of { $of }
humanity-choice-upgrades = {" "}({ $count ->
        [one] { $count } upgrade
       *[other] { $count } upgrades
    })
humanity-choice-module = The { $module } at hangar { $hangar }: costs { $cost }
humanity-choice-gains-at = At { $cell }: { $gains }
humanity-choice-which-module = Which module does astronaut { $astronaut } deploy at { $cell }?
humanity-choice-which-colour = Which colour does the communication module take?
humanity-choice-upgrade-first = Astronaut { $astronaut } from { $from } to { $to } WP
humanity-choice-upgrade = astronaut { $astronaut } from { $from } to { $to } WP
humanity-choice-upgrade-one = Your square earns an upgrade (+1 WP): which astronaut gets it?
humanity-choice-upgrade-many = Your squares earn { $count } upgrades (+1 WP each): which astronauts get them?
humanity-choice-then-time = , then 2 time units
humanity-choice-then-reactivate = , then your astronauts in the base are active again
humanity-choice-experiment-at = The experiment at hangar { $hangar }: { $side } side, costs { $cost }
humanity-choice-experiment-line = Your experiment number { $line } on the { $side } side: { $vp } for its line; astronaut { $astronaut } flies to hangar { $hangar }
humanity-choice-which-experiment = Which experiment does astronaut { $astronaut } carry out?
humanity-choice-proposed = The proposed payment: { $payment }
humanity-choice-payment = { $payment }
humanity-choice-payment-nothing = Nothing
humanity-choice-kept = { $count } at { $cell }
humanity-choice-afterwards = Stored afterwards: { $kept }
humanity-choice-by-resource = Another way: choose the modules that pay, resource by resource
humanity-choice-how-pay = How do you pay { $cost } for { $what }?
humanity-choice-how-pay-the = How do you pay the { $cost }?
humanity-refusal-no-tile = With { $wp } WP left, astronaut { $astronaut } can activate no tile: a production module stops at 3 stored units.
humanity-refusal-station-empty = The station has no module left.
humanity-refusal-no-module-affordable = You cannot pay for any module on the station with what your modules store.
humanity-refusal-only-greenhouses = The only modules you can pay for are greenhouses that may not be placed at { $cell }: a group holds at most 3 greenhouses of different shapes.
humanity-refusal-no-experiment-left = No experiment is left on display this year.
humanity-refusal-no-experiment-affordable = You cannot pay for any experiment on display with what your modules store.
humanity-refusal-astronaut-idle = Astronaut { $astronaut } can do nothing now. { $work } { $deploy }
humanity-refusal-pass = You may pass only when nothing else is possible.
humanity-refusal-cannot-pay = You cannot pay { $cost } with what your modules store.

## Refusals of the rules

humanity-what-experiment = experiment
humanity-error-game-over = The game is over.
humanity-error-no-such-seat = There is no seat { $seat } at this table.
humanity-error-not-your-turn = It is not your turn: { $colour } is to play.
humanity-error-placement-pending = The round is over and returning astronauts must be placed first.
humanity-error-not-placement-time = Astronauts are placed only at the end of a round.
humanity-error-no-such-astronaut = You have no astronaut { $astronaut }: you have astronauts 1, 2 and 3 (0, 1 and 2 in the JSON API).
humanity-error-astronaut-on-station = Astronaut { $astronaut } is on the station, not in your base.
humanity-error-astronaut-returning = Astronaut { $astronaut } is waiting to be placed, not in your base.
humanity-error-astronaut-exhausted = Astronaut { $astronaut } is exhausted and cannot act again this round.
humanity-error-no-activation = A Work action needs at least one activation.
humanity-error-no-tile-at = There is no tile at { $cell } in your base.
humanity-error-not-activatable = The { $tile } at { $cell } cannot be activated.
humanity-error-stock-full = The { $tile } at { $cell } already stores 3 units; spend some before producing more.
humanity-error-not-enough-wp = Astronaut { $astronaut } has { $left } WP left but activating the { $tile } at { $cell } costs { $cost } WP.
humanity-error-no-such-hangar = There is no hangar { $hangar }: hangars are numbered 1 to 8 (0 to 7 in the JSON API).
humanity-error-empty-hangar = Hangar { $hangar } holds no module.
humanity-error-no-such-slot = There is no experiment slot { $slot }: slots are numbered 1 to 7.
humanity-error-empty-slot = Experiment slot { $slot } is empty.
humanity-error-colour-needed = Choose orange or blue for the communication module.
humanity-error-bad-colour = A communication module becomes orange or blue, not { $colour }.
humanity-error-colour-not-allowed = Only a communication module takes a colour; the { $module } does not.
humanity-error-greenhouse-group-too-big = A greenhouse at { $cell } would make a group of more than 3 greenhouses.
humanity-error-greenhouse-same-shape = A greenhouse at { $cell } would put two { $shape } greenhouses in one group.
humanity-error-pay-from-nothing = There is no module at { $cell } in your base to pay from.
humanity-error-pay-nothing = Each line of a payment must take at least one unit.
humanity-error-pay-wrong-type = The { $tile } at { $cell } stores { $stores }, which cannot pay { $pays }.
humanity-error-convert-not-advanced = Only an advanced resource can be paid with three units; { $res } is not one.
humanity-error-convert-wrong-type = The { $tile } at { $cell } cannot help convert to { $pays }: only { $pair } or Electricity units can.
humanity-error-overdraw = The { $tile } at { $cell } stores { $stock ->
        [one] { $stock } unit
       *[other] { $stock } units
    } but your payment takes { $taken }.
humanity-error-convert-not-triple = Units converted to { $res } come in threes, but your payment converts { $units }.
humanity-error-payment-mismatch = That { $what } costs { $need } { $res } but your payment covers { $got } { $res }.
humanity-error-unaffordable = You cannot afford the { $cost }.
humanity-error-upgrade-count = This deployment earns { $owed ->
        [one] { $owed } astronaut upgrade
       *[other] { $owed } astronaut upgrades
    } but your turn assigns { $given }.
humanity-error-upgrade-full = Astronaut { $astronaut } already has 4 WP and cannot be upgraded further.
humanity-error-pass-not-allowed = You may pass only when you have no other legal action.
humanity-error-nothing-to-place = You have no returning astronauts to place.
humanity-error-already-placed = You have already placed your returning astronauts.
humanity-error-placement-count = You have { $need ->
        [one] { $need } returning astronaut
       *[other] { $need } returning astronauts
    } to place but your placement names { $given }.
humanity-error-not-returning = Astronaut { $astronaut } is not returning to your base.
humanity-error-placed-twice = Astronaut { $astronaut } is placed twice.
humanity-error-cell-taken = The cell { $cell } is already taken.
humanity-error-same-cell = Two of your astronauts cannot both go to { $cell }.
humanity-error-not-next-to-module = The cell { $cell } is not next to one of your modules.

## What a decision will do (its confirmation)

humanity-preview-lands-at = astronaut { $astronaut } at { $cell }
humanity-preview-land = Your returning astronauts land: { $parts }.
humanity-preview-land-hidden = The other players see where only once everyone has placed theirs; then the next round begins.
humanity-preview-ends-at = ends at hangar { $hangar } of the station
humanity-preview-exhausted = stays at { $cell }, exhausted for this round
humanity-preview-stays = stays at { $cell } with { $left } of { $wp } WP left
humanity-preview-heads-home = heads home
humanity-preview-works = Astronaut { $astronaut } works and { $ends }.
humanity-preview-deploys-at = Astronaut { $astronaut } deploys the { $module } at { $cell } and { $ends }.
humanity-preview-deploys = Astronaut { $astronaut } deploys the { $module } and { $ends }.
humanity-preview-experiment = Astronaut { $astronaut } carries out the experiment at hangar { $hangar } and { $ends }.
humanity-preview-passes = Astronaut { $astronaut } passes and { $ends }.
humanity-preview-pay = {" "}You pay { $cost }.
humanity-preview-squares = { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
humanity-preview-no-points = {" "}No points.
humanity-preview-get = {" "}You get { $gains }.
humanity-preview-will-store = The { $tile } at { $cell } will store { $after } (now { $now }).
humanity-preview-uses-all = Astronaut { $astronaut } uses all { $had } WP it had left.
humanity-preview-uses = Astronaut { $astronaut } uses { $used } of the { $had } WP it had left; { $lost } unused WP { $lost ->
        [one] is
       *[other] are
    } lost.
humanity-preview-upgrade = Astronaut { $astronaut } goes from { $from } to { $to } WP.

## The turn mail

humanity-prompt-points = You have { $vp } VP and { $rp } RP (science { $science }).
humanity-prompt-stored = Stored: { $electricity } electricity, { $advanced } advanced and { $basic } basic units.
humanity-prompt-progress = year { $year }, round { $round }
humanity-prompt-place = place your returning astronauts
humanity-prompt-place-headline = Your astronauts are back from the station in { $title }: choose where they land.

## The status line of the game's page

humanity-status-over = Game over
humanity-status = Year { $year }, round { $round }
humanity-status-to-play = Year { $year }, round { $round }: { $who } to play
humanity-status-placing = Year { $year }, round { $round }: placing returning astronauts

## The page's own words around the pictures: titles, the replay's notes, the chart.
humanity-title-station-words = The station in words
humanity-title-base-words = This base in words
humanity-title-glance-others = Other players at a glance
humanity-title-glance = Players at a glance
humanity-title-missions = Missions
humanity-title-station = The station
humanity-title-tracks = Points and research
humanity-title-scores = Final scores
humanity-revealed = Every science total is revealed now.
humanity-chart-title = Points and research over the game
humanity-chart-vp = Victory points (VP)
humanity-chart-score = Score: VP + science
humanity-chart-rp = Research (RP)
humanity-replay-over = The game is over, so every science total is shown at every step.
humanity-replay-seat = The game is still being played: you see your own science at every step, never the other players'.
humanity-replay-watcher = The game is still being played: every science total stays hidden until its end.
humanity-mat-yours = Your base
humanity-mat-of = The base of { $who }

## The page's words beside the pictures: the glance, the missions, the final scores.
humanity-missions-nobody = nobody yet
humanity-missions-mission = Mission
humanity-missions-needs = Needs
humanity-missions-held-by = Held by
humanity-missions-measures = Measures
humanity-glance-none = none
humanity-glance-to-act = to act
humanity-glance-marker = { $colour } { $symbol }, { $letter } on the pieces
humanity-glance-astronauts = Astronauts: { $list }
humanity-glance-holdings = Experiments: { $experiments } · missions: { $missions }
humanity-stock-electricity = { $n } electricity
humanity-stock-advanced = { $n } advanced
humanity-stock-basic = { $n } basic
humanity-stock-nothing = nothing stored
humanity-stock-stored = { $list } { $total ->
    [one] unit
   *[other] units
} stored
humanity-astronaut-hangar = hangar { $n }
humanity-astronaut-returning = returning
humanity-astronaut-wp-left = { $left } of { $wp } WP left
humanity-astronaut-wp = { $wp } WP
humanity-astronaut = { $place }, { $wp }
humanity-astronaut-exhausted = { $place }, { $wp }, exhausted
humanity-experiments-side = { $side } { $n }
humanity-experiments = { $count } ({ $sides })
humanity-base-slides = The base, slides sideways
humanity-scores-player = Player
humanity-scores-printed = Printed VP
humanity-scores-greenhouses = Greenhouses
humanity-scores-squares = Squares
humanity-scores-lines = Lines
humanity-scores-missions = Missions
humanity-scores-stored = Stored units
humanity-scores-vp = VP
humanity-scores-science = Science
humanity-scores-score = Score
humanity-scores-note = Printed VP: modules and experiments. Lines: experiments side by side. Missions: won less lost. Stored units: 1 VP for every 5 at the end. Science: from research each year, the bonus for those behind, and missions. Score: VP + science.
humanity-mission-A1 = A connected group of at least 4 orange modules
humanity-mission-A2 = A connected group of at least 3 blue modules
humanity-mission-A3 = A group of at least 3 purple modules, diagonal contact included
humanity-mission-A4 = At least 6 orange modules in the base
humanity-mission-A5 = At least 4 blue modules in the base
humanity-mission-A6 = At least 3 purple modules in the base
humanity-mission-B1 = A vertical line of at least 4 modules of any colours
humanity-mission-B2 = A horizontal line of at least 5 modules of any colours
humanity-mission-B3 = A diagonal line of at least 4 modules of any colours
humanity-mission-B4 = A vertical line of at least 3 modules of one colour
humanity-mission-B5 = A horizontal line of at least 3 modules of one colour
humanity-mission-B6 = A diagonal line of at least 3 modules of one colour
humanity-mission-C1 = At least 4 ice or oxygen symbols on the costs of your experiments
humanity-mission-C2 = At least 4 methane or aircarbon symbols on the costs of your experiments
humanity-mission-C3 = At least 4 insect or protein symbols on the costs of your experiments
humanity-mission-C4 = At least 3 experiments from the left side
humanity-mission-C5 = At least 3 experiments from the centre
humanity-mission-C6 = At least 3 experiments from the right side
