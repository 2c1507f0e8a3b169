# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Beta Colony (registry name `beta-colony`): the orbit, the colonies, the dice, the offer, the
# influence tracks, the mats, the key and the pieces (src/web/games/beta_colony/board*.rs). The
# English is exactly the pictures' words; the components' names (locations, colonies,
# materials, dice, pods, achievements) are the game's, in beta-colony-play.ftl. The letters of
# materials (S O F P Y W), dice (K B R G), pods (D T L A H), the track codes (m1, FP...) and the
# ids of cards and tiles (C2B, ST1, P14) are printed codes the key explains: not texts.

beta-colony-pic-seat = Seat { $n }
beta-colony-pic-cp = { $n } CP
beta-colony-pic-none = none
beta-colony-pic-choose = Choose { $what }

## The board's labels and status

beta-colony-pic-orbit-label = Beta Colony: the orbit. { $status }
beta-colony-pic-colony-label = Beta Colony: the colony { $colony } on Victus
beta-colony-pic-board-label = Beta Colony: the orbit and the three colonies of Victus. { $status }
beta-colony-pic-offer-label = Beta Colony: cycle cards, pods and achievements on offer
beta-colony-pic-tracks-label = Beta Colony: the influence tracks
beta-colony-pic-step-choose-mat = choosing mats
beta-colony-pic-step-place-ship = placing ships
beta-colony-pic-step-c2a = C2A's influence
beta-colony-pic-step-action = action phase { $n }
beta-colony-pic-step-free-pod = a free pod
beta-colony-pic-step-free-achievement = a free achievement
beta-colony-pic-step-over = game over
beta-colony-pic-game-over = Game over
beta-colony-pic-setup = Setup
beta-colony-pic-round = Round { $round } of { $rounds } · cycle { $cycle }
beta-colony-pic-status-over = Game over.
beta-colony-pic-status = { $title }, { $step }.
beta-colony-pic-status-now = { $title }, { $step }. Now: { $who }.

## The orbit

beta-colony-pic-does-fuel = fuel
beta-colony-pic-does-moon = moon:
beta-colony-pic-does-manufactory = build a pod
beta-colony-pic-does-nexus = supply, achievement
beta-colony-pic-to-act = To act:
beta-colony-pic-final-ranking = Final ranking:
beta-colony-pic-nobody-acts = Nobody is to act.
beta-colony-pic-start-player = Start player:
beta-colony-pic-tap-ship = Tap where your ship goes:
beta-colony-pic-orbit-clockwise = Orbit, clockwise

## The colonies and the tracks

beta-colony-pic-spaces = spaces { $first }–{ $last }
beta-colony-pic-crew-here = Crew here:
beta-colony-pic-choose-space = Choose space { $n } in { $colony }
beta-colony-pic-influence-tracks = Influence tracks

## The offer: cycle cards, pods, achievements

beta-colony-pic-goal-same-material = { $n } of one material
beta-colony-pic-goal-centre-crew = { $n } own crew next to one colony centre
beta-colony-pic-goal-artifact = { $n } or more artifacts
beta-colony-pic-goal-crew-each-colony = { $n } own crew in each colony
beta-colony-pic-goal-pod-colours = own crew on pods of { $n } colours
beta-colony-pic-goal-influence-each = influence { $n } in each colony
beta-colony-pic-goal-discard-set = hand in { $set }
beta-colony-pic-goal-fuel = { $n } fuel
beta-colony-pic-goal-outer-pod-crew = { $n } own crew on outer-ring pods
beta-colony-pic-bonus-tweak-six = one die may become a 6 each round
beta-colony-pic-bonus-start-material = 1 material when the cycle starts
beta-colony-pic-bonus-nebra-polymer = 1 more polymer at Nebra
beta-colony-pic-bonus-start-influence = 1 influence when the cycle starts
beta-colony-pic-bonus-polymer-wild = polymer pays for any material
beta-colony-pic-bonus-third-column = a third column of pods on offer
beta-colony-pic-bonus-tweak-flip = one die may be turned over each round
beta-colony-pic-bonus-bought-influence = 1 more influence for a bought pod
beta-colony-pic-bonus-c3c-points = pay 1 more for 2 CP on a bought pod
beta-colony-pic-pod-bonus-none = no bonus
beta-colony-pic-pod-bonus-cp2 = +2 CP
beta-colony-pic-pod-bonus-artifact = +1 artifact
beta-colony-pic-pod-bonus-fuel2 = +2 fuel
beta-colony-pic-pod-bonus-crew2 = 2 crew
beta-colony-pic-pod-bonus-nocrew = no crew
beta-colony-pic-statue-materials = { $per } CP per material held, at most { $cap }
beta-colony-pic-statue-chain = { $per } CP per own crew in the best chain, at most { $cap }
beta-colony-pic-statue-centre = { $per } CP per own crew next to one centre, at most { $cap }
beta-colony-pic-statue-colour = { $per } CP per pod of one colour with own crew, at most { $cap }
beta-colony-pic-building = { $cp } CP
beta-colony-pic-building-crew = { $cp } CP; 1 crew on any pod
beta-colony-pic-building-influence = { $cp } CP; +1 influence
beta-colony-pic-building-fuel = { $cp } CP; +1 fuel
beta-colony-pic-empty = empty
beta-colony-pic-influence = influence { $n }
beta-colony-pic-cycle-cards = Cycle cards
beta-colony-pic-cycle-cards-note = goal → CP · bonus
beta-colony-pic-cycle = cycle { $n }
beta-colony-pic-active = (active)
beta-colony-pic-goal = Goal: { $goal } → { $cp } CP.
beta-colony-pic-bonus = Bonus: { $bonus }.
beta-colony-pic-pods-on-offer = Pods on offer
beta-colony-pic-pods-note = rows by die · { $n } face down
beta-colony-pic-achievements = Achievements
beta-colony-pic-artifacts-supply = { $n } artifacts in supply
beta-colony-pic-cost-artifacts = cost { $n } artifacts;
beta-colony-pic-cost = cost
beta-colony-pic-none-left = None left.
beta-colony-pic-buildings = Buildings: the top one is shown, { $n } more face down.
beta-colony-pic-buildings-none = Buildings: none left.

## A mat

beta-colony-pic-mat-label = Beta Colony: the mat of { $who }
beta-colony-pic-mat-label-nobody = Beta Colony: no such player
beta-colony-pic-mat-extra = +1 { $material } at { $location }
beta-colony-pic-power-black-six = black die counts as 6 at moons
beta-colony-pic-power-black-any-row = black die activates any row
beta-colony-pic-power-extra-fuel = +1 fuel at Ridback and Nexus supply
beta-colony-pic-power-pair = two alike pay a pod's taking cost
beta-colony-pic-power-black-ccw = black move die may go backwards
beta-colony-pic-no-player = No such player
beta-colony-pic-no-mat-yet = no mat yet
beta-colony-pic-mat-you = { $who } (you)
beta-colony-pic-mat = Mat { $mat }:
beta-colony-pic-mat-powers = { $extra }; { $power }.
beta-colony-pic-mat-not-chosen = Mat not chosen yet.
beta-colony-pic-materials = Materials
beta-colony-pic-held = ({ $n } of { $cap })
beta-colony-pic-fuel = Fuel { $n }
beta-colony-pic-artifacts = · Artifacts { $n }
beta-colony-pic-crew = Crew:
beta-colony-pic-crew-where = { $supply } in supply, { $victus } on Victus
beta-colony-pic-confidence = Confidence { $n } CP
beta-colony-pic-sources = (dice { $dice }, pods { $pods }, tracks { $tracks }, goals { $goals }, C3C { $c3c })
beta-colony-pic-influence-heading = Influence:
beta-colony-pic-achievements-heading = Achievements:
beta-colony-pic-dice-heading = Dice:
beta-colony-pic-die-used = { $die } used
beta-colony-pic-tweaked = (tweaked { $die })
beta-colony-pic-final = Final:
beta-colony-pic-final-score = artifacts { $artifacts }, achievements { $achievements }, majorities { $majorities }; total { $total } CP

## The dice

beta-colony-pic-dice-label-none = Beta Colony: the dice are not rolled yet
beta-colony-pic-dice-label = Beta Colony: the dice of round { $round }: { $dice }
beta-colony-pic-dice = Dice
beta-colony-pic-dice-of-round = Dice of round { $n }
beta-colony-pic-not-rolled = Not rolled yet.
beta-colony-pic-die-free = free
beta-colony-pic-die-users = used:
beta-colony-pic-choose-die = Choose the { $die } die
beta-colony-pic-tweaked-to = tweaked { $die } to { $n }

## The key to the board

beta-colony-pic-legend-label = Beta Colony: key to the board
beta-colony-pic-legend-title = Key to the board
beta-colony-pic-legend-player = A player: the symbol of the player's colour (white ●, purple ◆, black ■, grey ▲) and the letter on their pieces, in that colour.
beta-colony-pic-legend-locations = L1–L7: the orbit's locations, clockwise. The die letter in a corner is the colour that earns the location's bonus.
beta-colony-pic-legend-dice = Dice: K black, B blue, R red, G green.
beta-colony-pic-legend-space = A colony space: its number (1–54) and the letter of the material that pays for building on it.
beta-colony-pic-legend-pod = { $letter }: { $kind } (a pod)
beta-colony-pic-pod-kind-yellow = Defense Station
beta-colony-pic-pod-kind-red = Science and Tech Tower
beta-colony-pic-pod-kind-pink = Living Quarters
beta-colony-pic-pod-kind-green = Agriculture Pod
beta-colony-pic-pod-kind-blue = Water Treatment Center
beta-colony-pic-legend-crew = Crew on a tile: a seat's symbol and how many of its crew are there.
beta-colony-pic-legend-achievements = ST1–ST4 statues, BD1–BD4 buildings: achievement tiles, with their owner's symbol.
beta-colony-pic-legend-tracks = Track bonuses when a marker reaches them: { $list }.
beta-colony-pic-legend-track-code = { $code }: { $what }
beta-colony-pic-legend-track-mat1 = 1 material
beta-colony-pic-legend-track-mat2 = 2 materials
beta-colony-pic-legend-track-artifact = 1 artifact
beta-colony-pic-legend-track-fuel2 = 2 fuel
beta-colony-pic-legend-track-crew = 1 crew on a pod
beta-colony-pic-legend-track-freepod = a free pod
beta-colony-pic-legend-track-freeca = a free achievement
beta-colony-pic-legend-track-cp3 = 3 CP
beta-colony-pic-legend-track-cp6 = 6 CP
beta-colony-pic-legend-choice = A thick dashed outline: a place or piece you can choose now (tap it).

## The pieces (the rules page)

beta-colony-pic-pieces-label = Beta Colony: the pieces
beta-colony-pic-pieces-title = The pieces
beta-colony-pic-pieces-ship = Ship: each player has one, on a location of the orbit. It moves clockwise by a die's value.
beta-colony-pic-pieces-dice = Dice: four per player; one roll a round gives every player the same values. An action uses two of them.
beta-colony-pic-pieces-materials = Materials: six kinds, at most ten held. They pay for pods, spaces and buildings.
beta-colony-pic-pieces-fuel = Fuel: changes a die's value by one per fuel spent.
beta-colony-pic-pieces-artifacts = Artifacts: pay for any one material or for statues; worth CP at the end. Sixteen in all.
beta-colony-pic-pieces-artifacts-sample = Artifacts
beta-colony-pic-pieces-pods = Pods: bought at a Manufactory and built on a colony space. They give influence, sometimes a bonus, and carry crew.
beta-colony-pic-pieces-crew = Crew: fifteen per player, placed on built tiles. At the end, crew decide each colony's majority.
beta-colony-pic-pieces-influence = Influence marker: one per colony and player, on the colony's track (0–15). Reaching a bonus gives it.
beta-colony-pic-pieces-achievements = Achievements: statues (three artifacts) and buildings (four materials), built on an outer space; at most two each.
beta-colony-pic-pieces-cycle-cards = Cycle cards: one per cycle of three rounds, with a goal worth CP and a bonus while active.
beta-colony-pic-pieces-confidence = Confidence (CP): the score. Everything a player holds is public.
beta-colony-pic-pieces-edition = Turnpost edition: the order of the orbit, the colours of the colony spaces, the influence tracks, the pods' influence and bonuses, the achievements' names, the buildings' costs, the set C3A asks for and most cycle-goal CP were designed for this edition.
beta-colony-pic-pieces-edition-sample = Edition
