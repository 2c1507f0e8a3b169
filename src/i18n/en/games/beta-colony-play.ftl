# Beta Colony (registry name `beta-colony`): the words the game says while it is played, the
# log lines, the steps of a decision (questions, options, why an option is closed), the rule
# errors, the turn mail's prompt, the preview and the status line. The engine says them as
# messages (engine::msg, `crate::say!`); the platform words them in each reader's language.
# `{p1}`…`{p4}` in $who name a player and are replaced by the player's name after wording.
# The English is exactly the game's words before they became messages: tests and players choose
# options by these words, and refusals link "(rule N.N)" to the rules page.

## The components' names (ids from the game's data: data/beta-colony/*.toml).
beta-colony-location-ridback = Ridback
beta-colony-location-gan_de = Gan De
beta-colony-location-right_manufactory = Right Manufactory
beta-colony-location-jyo = Jyo
beta-colony-location-azophi_nexus = Azophi Nexus
beta-colony-location-nebra = Nebra
beta-colony-location-left_manufactory = Left Manufactory
# A location in a sentence; $case says where it stands: "at" (where something happens), "to"
# (where the ship goes), "the" (anywhere else). English keeps the preposition in the sentence.
beta-colony-the-location-ridback = the Ridback
beta-colony-the-location-gan_de = Gan De
beta-colony-the-location-right_manufactory = the Right Manufactory
beta-colony-the-location-jyo = Jyo
beta-colony-the-location-azophi_nexus = the Azophi Nexus
beta-colony-the-location-nebra = Nebra
beta-colony-the-location-left_manufactory = the Left Manufactory
# "L3 Jyo": a location as the board labels it.
beta-colony-location-label = L{ $number } { $location }
beta-colony-colony-xian = Xi'an
beta-colony-colony-thebes = Thebes
beta-colony-colony-cuzco = Cuzco
beta-colony-material-steel = steel
beta-colony-material-organics = organics
beta-colony-material-food = food
beta-colony-material-palladium = palladium
beta-colony-material-polymer = polymer
beta-colony-material-water = water
beta-colony-material-steel-cap = Steel
beta-colony-material-organics-cap = Organics
beta-colony-material-food-cap = Food
beta-colony-material-palladium-cap = Palladium
beta-colony-material-polymer-cap = Polymer
beta-colony-material-water-cap = Water
# "2 steel".
beta-colony-materials-count = { $count } { $material }
beta-colony-nothing = nothing
beta-colony-nothing-cap = Nothing
beta-colony-die-black = black
beta-colony-die-blue = blue
beta-colony-die-red = red
beta-colony-die-green = green
# "the black die (3)".
beta-colony-die = the { $die } die ({ $value })
beta-colony-die-cap = The { $die } die ({ $value })
beta-colony-colour-yellow = yellow
beta-colony-colour-red = red
beta-colony-colour-pink = pink
beta-colony-colour-green = green
beta-colony-colour-blue = blue
beta-colony-colour-orange = orange
# A pod by its colour, which makes its kind: "P14 (red Science and Tech Tower)".
beta-colony-pod-yellow = { $id } (yellow Defense Station)
beta-colony-pod-red = { $id } (red Science and Tech Tower)
beta-colony-pod-pink = { $id } (pink Living Quarters)
beta-colony-pod-green = { $id } (green Agriculture Pod)
beta-colony-pod-blue = { $id } (blue Water Treatment Center)
beta-colony-pod-orange = { $id } (orange Water Treatment Center)
# "space 14 in Xi'an".
beta-colony-space = space { $number } in { $colony }
beta-colony-space-cap = Space { $number } in { $colony }
# "ST2 Statue of Unity".
beta-colony-achievement = { $id } { $name }
beta-colony-achievement-ST1 = Statue of Plenty
beta-colony-achievement-ST2 = Statue of Unity
beta-colony-achievement-ST3 = Statue of the Core
beta-colony-achievement-ST4 = Statue of Craft
beta-colony-achievement-BD1 = Assembly Hall
beta-colony-achievement-BD2 = Embassy
beta-colony-achievement-BD3 = Spaceport
beta-colony-achievement-BD4 = Grand Archive
# Payment units: "an artifact", "two food".
beta-colony-unit-artifact = an artifact
beta-colony-unit-artifact-cap = An artifact
beta-colony-unit-pair = two { $material }
beta-colony-unit-pair-cap = Two { $material }

## The game's log.
beta-colony-log-c2a-influence = { $who } takes C2A's influence in { $colony }.
beta-colony-log-mat = { $who } takes mat { $mat }.
beta-colony-log-ship = { $who } puts the ship at { $location }.
beta-colony-log-round = Round { $round } begins.
beta-colony-log-dice = The dice show black { $black }, blue { $blue }, red { $red }, green { $green }.
beta-colony-log-dropped-pod = { $who }'s free pod is impossible now and is dropped: nothing on offer can be built.
beta-colony-log-dropped-achievement = { $who }'s free cultural achievement is impossible now and is dropped: nothing on offer can be built.
beta-colony-log-tweak = { $who } tweaks the { $die } die to { $value }.
beta-colony-log-c1b = { $who } takes { $material } from C1B.
beta-colony-log-dock = { $who } docks with the { $first } and { $second } dice and takes 1 fuel.
beta-colony-log-move = { $who } moves { $steps } with the { $die } die to { $location } and activates it with the { $active } die ({ $value }){ $cost ->
        [0] {""}
       *[other] , spending { $cost } fuel
    }.
beta-colony-log-die-bonus = { $who } gains 1 CP for the { $die } die.
beta-colony-log-extra-mat = { $material } from the mat
beta-colony-log-extra-c1c = polymer from C1C
beta-colony-log-moon = { $who } takes { $materials } at { $moon }.
beta-colony-log-moon-more = { $who } takes { $materials } at { $moon }, and { $extras }.
beta-colony-log-fuel-at = { $who } takes { $count } fuel at { $location }.
beta-colony-log-nexus-fuel = { $who } takes { $count } fuel at the Azophi Nexus.
beta-colony-log-nexus-material = { $who } takes { $material } and { $count } fuel at the Azophi Nexus.
beta-colony-log-build-nothing = { $who } builds nothing at the Manufactory.
beta-colony-log-buy = { $who } buys { $pod } and builds it on { $space }, paying { $paid }.
beta-colony-log-c3c = { $who } gains 2 CP from C3C.
beta-colony-log-pod-cp = { $who } gains 2 CP from the pod.
beta-colony-log-pod-artifact = { $who } takes an artifact from the pod.
beta-colony-log-pod-fuel = { $who } takes 2 fuel from the pod.
beta-colony-log-revealed = { $pod } is revealed in row { $row }.
beta-colony-log-placed = { $who } places { $crew } crew on { $pod } and gains { $influence } influence in { $colony }.
beta-colony-log-track-materials = { $who } takes { $materials } (track).
beta-colony-log-track-artifact = { $who } takes an artifact (track).
beta-colony-log-track-fuel = { $who } takes 2 fuel (track).
beta-colony-log-track-crew = { $who } places a crew on { $space } (track).
beta-colony-log-earns-free-pod = { $who } earns a free pod (track).
beta-colony-log-earns-free-achievement = { $who } earns a free cultural achievement (track).
beta-colony-log-track-cp = { $who } gains { $cp } CP (track).
beta-colony-log-build-achievement = { $who } builds { $achievement } on { $space }, paying { $paid }.
beta-colony-log-building-crew = { $who } places a crew on { $space } (the building's bonus).
beta-colony-log-building-influence = { $who } gains 1 influence in { $colony } (the building's bonus).
beta-colony-log-building-fuel = { $who } takes 1 fuel (the building's bonus).
beta-colony-log-top-building = { $achievement } is the new top building.
beta-colony-log-free-build = { $who } builds { $tile } on { $space } for free.
beta-colony-log-keeps = { $who } keeps the materials: discarding for { $card } would cost more on the Statue of Plenty.
beta-colony-log-goal = { $who } meets { $card }'s goal: +{ $cp } CP.
beta-colony-log-final = { $who } scores { $artifacts } for artifacts, { $achievements } for achievements and { $majorities } for majorities.

## The steps of a decision: questions (-ask-), options (-offer-) and why an option is closed
## (-closed-, after "Not possible: " or the like).
# "label: what" and "first; second", the joins of an option's words.
beta-colony-colon = { $label }: { $what }
beta-colony-semicolon = { $first }; { $second }
beta-colony-ask-mat = Which player mat do you take?
beta-colony-offer-mat = Mat { $mat }: { $extra }
beta-colony-mat-extra = 1 more { $material } whenever you collect at { $location }
beta-colony-mat-power-black-six = Your black die counts as a 6 when it activates a moon.
beta-colony-mat-power-black-any-row = Your black die may take a pod from any row when it activates a Manufactory.
beta-colony-mat-power-extra-fuel = 1 more fuel from the Ridback and from the Nexus supply.
beta-colony-mat-power-pair = Two equal materials may pay a pod's taking cost.
beta-colony-mat-power-black-ccw = Your black die may move the ship counterclockwise.
beta-colony-ask-ship = Where do you put your ship?
beta-colony-ask-c2a = Which colony gains your 1 influence from C2A?
beta-colony-offer-influence-to = { $colony }: your influence { $at } → { $next }
beta-colony-offer-influence = { $colony }: your influence { $at }
beta-colony-track-none = No track bonus on the way.
beta-colony-track-on-the-way = On the way: { $bonuses }.
beta-colony-track-mat1 = 1 material of your choice
beta-colony-track-mat2 = 2 materials of your choice
beta-colony-track-artifact = an artifact
beta-colony-track-fuel2 = 2 fuel
beta-colony-track-crew = a crew on any pod
beta-colony-track-free-pod = a free pod
beta-colony-track-free-achievement = a free cultural achievement
beta-colony-track-cp3 = 3 CP
beta-colony-track-cp6 = 6 CP
beta-colony-ask-c1b = C1B gives you 1 material of your choice first: which?
beta-colony-offer-no-material = No material
beta-colony-ask-tweak-six = C1A: which of your dice becomes a 6 for this round?
beta-colony-ask-tweak-flip = C3A: which of your dice is turned over for this round?
beta-colony-offer-tweak = The { $die } die: { $value } becomes { $after }
beta-colony-offer-tweak-none = None: keep the dice as rolled
beta-colony-ask-where = Action { $phase } of 2: where does your ship go, or do you dock?
beta-colony-offer-dock = Dock: spend two dice to take 1 fuel, and do nothing else
# "The black die (3) moves 4, 1 fuel adding 1".
beta-colony-offer-move-detail = { $die } { $move }
beta-colony-move-free = moves { $steps }, no fuel
beta-colony-move-added = moves { $steps }, { $fuel } fuel adding { $fuel }
beta-colony-move-off = moves { $steps }, { $fuel } fuel taking off { $fuel }
beta-colony-move-free-ccw = moves { $steps } counterclockwise, no fuel
beta-colony-move-added-ccw = moves { $steps } counterclockwise, { $fuel } fuel adding { $fuel }
beta-colony-move-off-ccw = moves { $steps } counterclockwise, { $fuel } fuel taking off { $fuel }
beta-colony-closed-no-die = none of your dice gets there with the fuel you have ({ $fuel }).
beta-colony-ask-moves = Which die moves your ship to { $location }?
beta-colony-ask-activates = Which die activates { $location }?
beta-colony-act-full = you hold 10 materials, so you take none
beta-colony-act-one = take 1 material
beta-colony-act-two = take 2 materials
beta-colony-act-two-mat = take 2 materials (your mat: the black die counts as a 6 here)
beta-colony-act-fuel = take { $count } fuel
beta-colony-act-nexus = its value does not matter here
beta-colony-act-bonus = +1 CP for the { $die } die here
beta-colony-act-added = { $die } with { $fuel } fuel added ({ $value })
beta-colony-act-off = { $die } with { $fuel } fuel taken off ({ $value })
beta-colony-ask-dock = Which two dice do you dock with?
beta-colony-offer-dock-dice = { $first } and { $second }
beta-colony-ask-moon = What do you take at { $moon }?
beta-colony-ask-nexus = What do you do at the Azophi Nexus?
beta-colony-offer-supply = Supply: take 1 material of your choice and { $count } fuel
beta-colony-offer-supply-full = Supply: take { $count } fuel (you hold 10 materials)
beta-colony-offer-nexus-achievement = Build a cultural achievement
beta-colony-ask-supply = Which material do you take from the supply?
beta-colony-closed-group = no open space takes it without making a group of more than 3 pods of its colour.
beta-colony-closed-pod-pay = you cannot pay its { $material } (or an artifact) together with the material of an open space it may go on.
beta-colony-ask-buy = Which pod do you buy?
beta-colony-offer-build-nothing = Build nothing: activate with a die that opens no pod you can build
beta-colony-offer-pod = { $pod }, row { $row }: { $gives }
beta-colony-offer-pod-cost = Taking cost: 1 { $material }. Row { $row } needs an activation of { $values }.
beta-colony-closed-row = no die of yours makes an activation of { $values } with the fuel you have ({ $fuel }) after the move.
beta-colony-row-values = { $low } or { $high }
beta-colony-ask-activates-manufactory = Which die activates the Manufactory?
beta-colony-opens-no-row = opens no row
beta-colony-opens-idle-row = opens row { $row }, where you can build nothing
beta-colony-opens-idle-rows = opens rows where you can build nothing
beta-colony-opens-any = opens every row (your mat)
beta-colony-opens-row = opens row { $row }
beta-colony-opens-row-added = { $fuel } fuel added ({ $value }) opens row { $row }
beta-colony-opens-row-off = { $fuel } fuel taken off ({ $value }) opens row { $row }
beta-colony-ask-colony-build = Which colony do you build it in?
beta-colony-ask-pay-pod = How do you pay? The pod takes { $pod }, the space { $space }.
beta-colony-offer-pay-pod = { $pod } for the pod, { $space } for the space
beta-colony-ask-c3c = C3C: do you pay one more material or an artifact for 2 CP?
beta-colony-offer-c3c = Pay { $unit } more: +2 CP
beta-colony-offer-c3c-none = No: pay nothing more
# What building a pod gives: "influence 2, +2 CP".
beta-colony-pod-gives = influence { $influence }
beta-colony-pod-gives-cp2 = influence { $influence }, +2 CP
beta-colony-pod-gives-artifact = influence { $influence }, +1 artifact
beta-colony-pod-gives-fuel2 = influence { $influence }, +2 fuel
beta-colony-pod-gives-crew2 = influence { $influence }, 2 crew go on it
beta-colony-pod-gives-nocrew = influence { $influence }, no crew goes on it
# A space for a pod: "Space 14: outer ring, pays with water, joins a group of 2; 3 influence in
# Xi'an"; $ring is "inner" or "outer", $group the size of the group it makes (1: alone).
beta-colony-offer-pod-space-bought = Space { $number }: { $ring ->
        [inner] inner
       *[outer] outer
    } ring, pays with { $pays }{ $group ->
        [1] {""}
       *[other] , joins a group of { $group }
    }; { $influence } influence in { $colony }
beta-colony-offer-pod-space-free = Space { $number }: { $ring ->
        [inner] inner
       *[outer] outer
    } ring{ $group ->
        [1] {""}
       *[other] , joins a group of { $group }
    }; { $influence } influence in { $colony }
beta-colony-offer-colony-spaces = { $colony }: { $count } { $count ->
        [one] space
       *[other] spaces
    } open to it; your influence { $influence }
beta-colony-closed-no-space = no open space there takes it.
beta-colony-ask-space = Which space in { $colony }?
beta-colony-closed-statue = a statue costs { $cost } artifacts and you have { $have }.
beta-colony-closed-no-outer = no open space is left on the outer rings.
beta-colony-closed-achievement-pay = you cannot pay its cost together with the material of an open outer space.
beta-colony-closed-two-achievements = you already own 2 cultural achievements.
beta-colony-closed-none-left = none is left to build.
beta-colony-closed-any-pay = you cannot pay for any that is left together with an open outer space.
beta-colony-statue-free = a statue, free
beta-colony-statue-cost = a statue for { $count } artifacts
beta-colony-statue-per-material = At the end: { $per } CP per material you hold, at most { $cap }.
beta-colony-statue-per-chain = At the end: { $per } CP per own crew in your best chain of tiles, at most { $cap }.
beta-colony-statue-per-centre = At the end: { $per } CP per own crew next to the centre of your best colony, at most { $cap }.
beta-colony-statue-per-colour = At the end: { $per } CP per pod of your best colour that carries your crew, at most { $cap }.
beta-colony-building-free = a building, free
beta-colony-building-cost = a building for { $materials }
beta-colony-building-end = At the end: { $cp } CP.
beta-colony-building-end-crew = At the end: { $cp } CP. Built: 1 crew on any pod.
beta-colony-building-end-influence = At the end: { $cp } CP. Built: 1 influence in a colony of your choice.
beta-colony-building-end-fuel = At the end: { $cp } CP. Built: 1 fuel.
beta-colony-ask-achievement = Which cultural achievement do you build?
beta-colony-ask-achievement-free = Which cultural achievement do you take for free?
beta-colony-ask-colony-achievement = Which colony does it go in (an open space of the outer ring)?
beta-colony-offer-outer-space = Space { $number }: outer ring
beta-colony-offer-outer-space-pays = Space { $number }: outer ring, pays with { $pays }
beta-colony-ask-pay = How do you pay?
beta-colony-offer-pay-card = { $card } for the card, { $space } for the space
beta-colony-ask-free-pod = Which pod do you build for free?
beta-colony-ask-bonus-material = A bonus gives you 1 material: which?
beta-colony-ask-bonus-first = A bonus gives you 2 materials: which is the first?
beta-colony-ask-bonus-second = And the second material?
beta-colony-ask-bonus-room-one = A bonus gives you 1 material (you have room for one only): which?
beta-colony-ask-crew-colony = A bonus puts 1 of your crew on a pod: in which colony?
beta-colony-offer-colony-pods = { $colony }: { $count } { $count ->
        [one] pod
       *[other] pods
    }; your crew there { $mine }
beta-colony-closed-no-pod = there is no pod there yet.
beta-colony-ask-crew-pod = On which pod in { $colony }?
beta-colony-offer-crew-space = Space { $number }: { $pod }; crew on it { $all }, yours { $mine }
beta-colony-ask-building-colony = Your building gives 1 influence: in which colony?
# What a location does: "a moon: take steel or organics (the green die adds 1 CP)".
beta-colony-does-fuel = take fuel
beta-colony-does-moon = a moon: take { $first } or { $second }
beta-colony-does-manufactory = buy a pod and build it
beta-colony-does-nexus = a material and fuel, or a cultural achievement
beta-colony-does-bonus = { $what } (the { $die } die adds 1 CP)

## What a decision will do (the preview before a turn counts).
# The numbers it changes: "Confidence 12 → 15; fuel 3 → 2." (the first capitalised).
beta-colony-preview-changes = { $changes }.
beta-colony-preview-unchanged = Your numbers stay as they are.
beta-colony-change-confidence = Confidence { $from } → { $to }
beta-colony-change-confidence-cap = Confidence { $from } → { $to }
beta-colony-change-fuel = fuel { $from } → { $to }
beta-colony-change-fuel-cap = Fuel { $from } → { $to }
beta-colony-change-artifacts = artifacts { $from } → { $to }
beta-colony-change-artifacts-cap = Artifacts { $from } → { $to }
beta-colony-change-crew = crew in your supply { $from } → { $to }
beta-colony-change-crew-cap = Crew in your supply { $from } → { $to }
beta-colony-change-material = { $what } { $from } → { $to }
beta-colony-change-material-cap = { $what } { $from } → { $to }
beta-colony-change-influence = influence in { $what } { $from } → { $to }
beta-colony-change-influence-cap = Influence in { $what } { $from } → { $to }
beta-colony-preview-unreadable = That choice could not be read.
beta-colony-preview-then-free = Then your free builds, if the display and the buildings, refilled, have one that fits.
beta-colony-preview-ends = This ends the game.
beta-colony-preview-again = Then you play again.
beta-colony-preview-then = Then { $who } plays.

## The status line of the page heading: "Round 3 of 9 · cycle 1, action phase 1. Now: Ana ●."
beta-colony-status = { $round }, { $step }.
beta-colony-status-now = { $round }, { $step }. Now: { $who }.
beta-colony-status-over = Game over.
beta-colony-status-setup = Setup
beta-colony-status-round = Round { $round } of { $rounds } · cycle { $cycle }
beta-colony-status-choose-mat = choosing mats
beta-colony-status-place-ship = placing ships
beta-colony-status-c2a = C2A's influence
beta-colony-status-action = action phase { $phase }
beta-colony-status-free-pod = a free pod
beta-colony-status-free-achievement = a free achievement
beta-colony-status-step-over = game over

## Why a submission is refused (the rule errors); "(rule N.N)" links to the rules page.
beta-colony-error-game-over = The game is over.
beta-colony-error-no-seat = There is no seat { $seat } at this table.
beta-colony-error-not-your-turn = It is not your turn: player { $player } is to play (rule 3.5).
beta-colony-error-wrong-step = This step expects { $expected }, not this kind of submission (rule 3.5).
beta-colony-error-no-mat = { $mat } is not a mat still available (rule 2.5).
beta-colony-error-no-location = { $location } is not a location of the orbit.
beta-colony-error-location-taken = Another ship is already at { $location }; at setup every ship starts on its own location (rule 2.6).
beta-colony-error-tweak = A tweak is allowed only in phase 1 while C1A or C3A is active (rule 4.1).
beta-colony-error-cycle-material = cycle_material is allowed only in your first action of round 1 while C1B is active (rule 4.1).
beta-colony-error-same-die = The two dice of an action must be different (rule 4.1).
beta-colony-error-die-used = Your { $die } die is already used this round (rule 5.6).
beta-colony-error-dock-dice = A dock uses exactly two dice (rule 5.5).
beta-colony-error-below-one = A die's value after fuel must be at least 1 (rule 5.3).
beta-colony-error-fuel = This costs { $need } fuel and you have { $have } (rule 4.1).
beta-colony-error-ccw = Only mat M5 may move counterclockwise, and only with the black die (rule 10).
# $location: "the Ridback", "a Manufactory" (its "the" form).
beta-colony-error-wrong-at = At { $location } give { $expected }, and leave out the other fields (rule 4.2).
beta-colony-error-at-manufactory = a Manufactory
beta-colony-error-at-nexus = the Azophi Nexus
beta-colony-error-take-count = Take exactly { $count } materials here (rule 6.2).
# $material is the material's name in lower case, $material_cap capitalised.
beta-colony-error-not-this-moon = { $material } is not a material of { $moon } (rule 6.2).
beta-colony-error-pod-not-on-display = { $pod } is not a pod on the display.
beta-colony-error-row = { $pod } is in row { $row }, which an activation value of { $value } does not reach (rule 6.4).
beta-colony-error-no-space = There is no space { $space } on Victus: a submission numbers the spaces 0 to 53.
beta-colony-error-space-taken = { $space } already holds a tile (rule 7.1).
beta-colony-error-group = On { $space } the group of { $colour } pods would hold { $size }; a group holds at most 3 (rule 7.2).
beta-colony-error-inner-ring = { $space } is next to a colony centre; cultural achievements go only on the outer ring (rule 7.3).
beta-colony-error-build-compulsory = A legal build exists ({ $build }), so the Manufactory must build (rule 6.4, D3).
beta-colony-error-build-on = { $pod } on { $space }
# $given is the material's name in lower case, $given_cap capitalised.
beta-colony-error-payment = { $what } must be paid with { $need }, an artifact: { $given } does not pay it (rule 4.3).
beta-colony-error-payment-polymer = { $what } must be paid with { $need }, an artifact, polymer: { $given } does not pay it (rule 4.3).
beta-colony-any-material = any material
beta-colony-need-taking-cost = The taking cost
beta-colony-need-space = The space
beta-colony-need-statue = A statue
beta-colony-need-building = The building's cost
beta-colony-need-c3c = C3C's extra unit
beta-colony-error-pair = A pair pays only a pod's taking cost, and only with mat M4 (rule 10, D7).
beta-colony-error-cannot-afford = You cannot pay all of this at once (rule 4.3).
beta-colony-error-c3c = c3c_pay is allowed only while C3C is active (rule 11.2).
beta-colony-error-nexus-option = At the Azophi Nexus name the option: supply or achievement (rule 6.5).
beta-colony-error-nexus-material = The supply option names a material exactly when you hold fewer than 10 (rule 6.5).
beta-colony-error-achievement-not-available = { $achievement } is not an achievement available now: the statues left and the top building (rule 9.1).
beta-colony-error-too-many-achievements = You already own 2 cultural achievements (rule 9.2).
beta-colony-error-statue-cost = A statue costs exactly three artifacts (rule 9.2).
beta-colony-error-building-pay-count = A building's pay lists four units, one per printed material (rule 9.2).
beta-colony-error-missing-answer = This needs an answer ({ $answer }) in choices, in resolution order (rule 8.3).
beta-colony-error-too-many-answers = choices has more answers than the bonuses need (rule 8.3).
beta-colony-error-wrong-answer = The next answer must be { $answer } (rule 8.3).
beta-colony-error-answer-count = Give exactly { $count } materials in this answer (rule 8.5).
beta-colony-error-crew-not-on-pod = { $space } holds no pod, so no crew can go there (rule 8.4, D16).
beta-colony-error-corrupt = The game state is corrupt: { $why }.
# What a submission must give, as the errors above name it (field names stay as they are).
beta-colony-expected-material = a material
beta-colony-expected-two-materials = two materials
beta-colony-expected-crew-pod = a pod for the crew
beta-colony-expected-pod = a pod
beta-colony-expected-colony = a colony
beta-colony-expected-pod-space = the space the pod goes on
beta-colony-expected-achievement-space = the space the achievement goes on
beta-colony-expected-pod-null = pod null and nothing else when you build nothing
beta-colony-expected-manufactory = pod, space, take_pay, build_pay, c3c_pay and choices, or pod null
beta-colony-expected-nexus-achievement = option, achievement, pay, space, space_pay and choices
beta-colony-expected-nexus-supply = option and material
beta-colony-expected-pays = take_pay and build_pay
beta-colony-expected-action = move_activate or dock

## The turn mail's prompt: the decision's phrase and headline ($title is the game's title), the
## progress and the player's situation.
beta-colony-prompt-mat = choose your player mat
beta-colony-prompt-mat-headline = Setup in { $title }: which player mat do you take?
beta-colony-prompt-ship = put your ship on the orbit
beta-colony-prompt-ship-headline = Setup in { $title }: where do you put your ship?
beta-colony-prompt-c2a = choose the colony for C2A's influence
beta-colony-prompt-c2a-headline = { $title }: which colony gains your 1 influence from C2A?
beta-colony-prompt-free-pod = build your free pod
beta-colony-prompt-free-pod-headline = { $title }: a track bonus gave you a free pod. Which pod do you build for free?
beta-colony-prompt-free-achievement = take your free cultural achievement
beta-colony-prompt-free-achievement-headline = { $title }: a track bonus gave you a free cultural achievement. Which do you take?
beta-colony-prompt-action = move your ship or dock
beta-colony-prompt-action-headline = { $title }, round { $round }: action { $phase } of 2: where does your ship go, or do you dock?
beta-colony-progress-finished = finished
beta-colony-progress-action = round { $round } of 9, action { $phase } of 2
beta-colony-progress-setup = setup
beta-colony-progress-round = round { $round } of 9
beta-colony-prompt-holdings = You have { $cp } CP, { $materials ->
        [one] 1 material
       *[other] { $materials } materials
    }, { $fuel } fuel, { $artifacts ->
        [one] 1 artifact
       *[other] { $artifacts } artifacts
    } and { $crew } crew in supply.
beta-colony-prompt-die = { $die } ({ $value })
# $location is the location's name ("Ridback"), $location_at with its preposition ("at the
# Ridback").
beta-colony-prompt-ship-dice = Your ship is at { $location }; your unused dice: { $dice }.

## The titles of the pictures on the game's page and the final scores' table.
beta-colony-picture-board = The orbit and Victus
beta-colony-picture-dice = The dice of the round
beta-colony-picture-offer = Cycle cards, pods and achievements
beta-colony-picture-tracks = Influence
beta-colony-scores-title = Final scores
beta-colony-scores-player = Player
beta-colony-scores-play = Play
beta-colony-scores-artifacts = Artifacts
beta-colony-scores-achievements = Achievements
beta-colony-scores-majorities = Majorities
beta-colony-scores-total = Total
beta-colony-scores-crew = Crew
beta-colony-scores-confidence = Confidence
beta-colony-scores-note = Play: CP earned during the game (die bonuses, pods, C3C, tracks and cycle goals). Artifacts: 1 CP each. Achievements: the cultural achievements. Majorities: the colonies' majorities. Total: the final CP. Crew: own crew on Victus, which breaks ties.
beta-colony-scores-early-note = The players ended the game early: it is ranked by the Confidence each had then, ties by the crew on Victus.

## The page's own words around the pictures: titles, the replay's notes, the chart.
beta-colony-revealed = The table below shows where each player's Confidence came from.
beta-colony-chart-title = Confidence over the game
beta-colony-chart-cp = Confidence (CP)
beta-colony-replay-over = The game is over: every step shows the board as it was then.
beta-colony-replay-hidden = The game is still being played: the order of the pod pile and of the building stack below its top stays hidden at every step.
beta-colony-mat-yours = Your mat
beta-colony-mat-of = The mat of { $who }
