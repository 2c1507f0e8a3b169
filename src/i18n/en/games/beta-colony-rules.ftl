# Beta Colony (registry name `beta-colony`), in English: the texts of its rules-help page
# (templates/games/beta_colony/rules.html), our own wording of the rules. The section numbers
# and anchors stay in the template ("rule 6.4" in a refusal links to #rule-6.4); the readings
# and the list of Turnpost edition components are in beta-colony-readings.ftl; the pictures
# still draw their own English words.

## The page's title and the game in brief.
beta-colony-rules-title = Beta Colony: rules help
beta-colony-rules-brief = Beta Colony in brief
beta-colony-rules-brief-game = Each player flies a ship round the seven locations of an orbit above the planet Victus and settles its three colonies, Xi'an, Thebes and Cuzco. Confidence points (CP) come from building, from influence in the colonies, from the goals of three cycle cards and from the final scoring. The game lasts nine rounds in three cycles of three; the most CP wins.
beta-colony-rules-brief-turnpost = On Turnpost a turn is chosen in short steps on the game's page: where the ship goes (tap a location on the board, or choose it in the list), which pod, which dice, where to build, how to pay, and each bonus choice as the bonuses come. Every option offered is one the rules allow; one they do not allow now is shown greyed out with the reason. Before a turn counts, the page shows what it will do, and you confirm it or change it.

## 2 Setup.
beta-colony-rules-setup = Setup
beta-colony-rules-player-mats-heading = Player mats
beta-colony-rules-player-mats-text = Starting with the player to the right of the start player and going backwards round the table, everyone takes one of the five player mats still free. Each mat adds one material when you collect at one moon, and gives one special power (rule 10).
beta-colony-rules-ships-heading = Ships
beta-colony-rules-ships-text = In the same order everyone puts their ship on a location of the orbit that holds no other ship yet. Placing the ship does not activate the location. Later in the game ships may share a location.

## 3 Rounds.
beta-colony-rules-rounds = Rounds
beta-colony-rules-rounds-text = A round begins with the start-of-cycle effect of a new cycle card (rounds 1, 4 and 7), then four dice are rolled for the whole table: black, blue, red and green. Everybody uses the same values.
beta-colony-rules-order-heading = Who plays when
beta-colony-rules-order-text = In turn order from the start player, each player makes one action with two of their four dice; then everyone makes a second action with the two dice left. Free builds earned on a track are made right after the action that earned them, by the same player. Only the player whose turn it is may play; the start player passes to the left after each round.

## 4 An action.
beta-colony-rules-action = An action
beta-colony-rules-move-heading = Move and activate, or dock
beta-colony-rules-move-text = An action is either a move (one die moves your ship, another activates where it lands) or a dock (rule 5.5). The two dice must be different and not used yet this round. Fuel changes a die's value (rule 5.3); the fuel spent on both dice together may not be more than you hold. While cycle card C1A or C3A is active you may, in your first action of a round, change one of your dice for the rest of the round (C1A makes it a 6, C3A turns it over: 7 minus its value). While C1B is active your first action of round 1 may also take one material of your choice.
beta-colony-rules-asks-heading = What the location asks
beta-colony-rules-asks-text = Each location asks its own choices: the materials at a moon, the pod and the space at a Manufactory, the supply or an achievement at the Nexus; the Ridback asks nothing (rule 6).
beta-colony-rules-paying-heading = Paying
beta-colony-rules-paying-text = Each cost is paid with its material. An artifact pays as any one material. While C2B is active, polymer also pays as any material. With mat M4, two equal materials may pay a pod's taking cost (rule 10). Everything one action pays is paid together, so you must hold all of it at once.

## 5 Dice, moving and fuel.
beta-colony-rules-dice = Dice, moving and fuel
beta-colony-rules-dice-text = The move die moves your ship that many locations clockwise; a full lap of 7 brings it back to where it started, and the location is activated all the same.
beta-colony-rules-fuel-heading = Fuel
beta-colony-rules-fuel-text = Each fuel you spend on a die adds 1 to its value or takes 1 off. A value may go above 6 but never below 1.
beta-colony-rules-docking-heading = Docking
beta-colony-rules-docking-text = Docking spends two unused dice to take 1 fuel, and does nothing else: the ship stays where it is. You may dock even when you could move.
beta-colony-rules-used-dice-heading = Used dice
beta-colony-rules-used-dice-text = The two dice of an action are used for the rest of the round: your second action has the other two.

## 6 The locations.
beta-colony-rules-locations = The locations
beta-colony-rules-die-bonus-heading = The die bonus
beta-colony-rules-die-bonus-text = Activating Gan De with the green die, Jyo with the blue, Nebra with the red or the Azophi Nexus with the black gives 1 CP more, even when the location then gives nothing.
beta-colony-rules-moons-heading = The moons
beta-colony-rules-moons-text = Gan De (steel or organics), Jyo (food or palladium) and Nebra (polymer or water) give one of their two materials, or two (equal or not) when the activation value is 5 or more. You take exactly that many, or as many as there is room for: you never hold more than 10 materials. Then your mat's extra material comes if the mat names this moon, and under C1C one polymer more at Nebra, each while there is room.
beta-colony-rules-ridback-heading = The Ridback
beta-colony-rules-ridback-text = The Ridback gives fuel: 1 for an activation of 1 or 2, 2 for 3 or 4, 3 for 5 or more (with mat M3, 1 more).
beta-colony-rules-manufactories-heading = The Manufactories
beta-colony-rules-manufactories-text = The Left and the Right Manufactory sell the pods of the display. The activation value picks the row: 1 or 2 the first row, 3 or 4 the second, 5 the third, 6 the fourth; 7 or more opens none. You take a pod of that row, pay its taking cost (the material of its colour) and the material of the open space you build it on (rule 7). If you can build, you must; only when no pod of the row can be paid for and placed do you build nothing. A crew of yours goes on the pod (two, or none, for some pods), the pod gives its bonus, the display is refilled from the pile, and you gain influence in that colony (rule 7.4).
beta-colony-rules-nexus-heading = The Azophi Nexus
beta-colony-rules-nexus-text = The value of the die does not matter here. Choose the supply (one material of your choice, if you have room, and 1 fuel; 2 fuel with mat M3) or build a cultural achievement (rule 9).

## 7 Building on Victus.
beta-colony-rules-building = Building on Victus
beta-colony-rules-spaces-heading = Open spaces
beta-colony-rules-spaces-text = A pod or an achievement tile goes on any open space of any colony; a space holds one tile, and tiles never move. Spaces are numbered 1 to 54: 1–18 in Xi'an, 19–36 in Thebes, 37–54 in Cuzco.
beta-colony-rules-groups-heading = Groups of three
beta-colony-rules-groups-text = Pods of one colour that touch form a group. No group may hold more than 3 pods after a pod is placed, also when the new pod joins two groups together. Achievement tiles have no colour and belong to no group.
beta-colony-rules-outer-ring-heading = Achievements on the outer ring
beta-colony-rules-outer-ring-text = An achievement tile goes only on an open space of a colony's outer ring, never next to the colony's centre.
beta-colony-rules-pod-influence-heading = Influence for a pod
beta-colony-rules-pod-influence-text = A pod gives influence in its colony: its printed influence, plus 1 for each other pod of its group, plus 1 on the inner ring, plus 1 while C3B is active if you bought it at a Manufactory. Achievement tiles give no influence.

## 8 Influence and bonuses.
beta-colony-rules-influence = Influence and bonuses
beta-colony-rules-tracks-heading = The tracks
beta-colony-rules-tracks-text = Each colony has an influence track from 0 to 15, and each player a marker on it. Each point of influence moves your marker one step; at 15 it stops and more influence there is lost.
beta-colony-rules-bonuses-heading = The bonuses
beta-colony-rules-bonuses-text = A marker that reaches a bonus takes it at once: one or two materials of your choice, an artifact, 2 fuel, a crew of yours on any pod, 3 or 6 CP, a free pod or a free achievement.
beta-colony-rules-bonus-order-heading = Bonus choices come in order
beta-colony-rules-bonus-order-text = When a bonus needs a choice (which material, which pod for the crew, which colony), it is made in the order the bonuses come: the action's own steps first, then each track position as the marker reaches it. A bonus that cannot give anything asks nothing. Bonuses are not optional.
beta-colony-rules-crew-heading = A crew on a pod
beta-colony-rules-crew-text = The crew bonus puts one of your crew on a pod, anyone's, the one just built included; never on an achievement tile.
beta-colony-rules-room-heading = Room for materials
beta-colony-rules-room-text = Materials from bonuses also stop at 10: with room for one, a two-material bonus gives one.
beta-colony-rules-free-builds-heading = Free builds
beta-colony-rules-free-builds-text = A free pod or a free achievement is built right after the action, once the display and the buildings are refilled, so you may choose a tile just revealed. A free pod is any pod of the display, in any row, on any space the group limit allows, at no cost; a free achievement is any available one on an open outer space, at no cost. One that cannot be built is dropped.

## 9 Cultural achievements.
beta-colony-rules-achievements = Cultural achievements
beta-colony-rules-available-heading = What is available
beta-colony-rules-available-text = The four statues until they are built, and the top building of the stack; when it is built, the next one is revealed.
beta-colony-rules-build-achievement-heading = Building one
beta-colony-rules-build-achievement-text = You may own at most 2. A statue costs three artifacts; a building costs its four materials. You also pay the material of the space. One of your crew goes on the tile, and a building gives its bonus at once; the CP come at the end.

## 10 The player mats.
beta-colony-rules-mats = The player mats
beta-colony-rules-mats-text = M1: 1 more food at Jyo; a black activation die counts as a 6 at a moon. M2: 1 more water at Nebra; a black activation die opens every row of a Manufactory. M3: 1 more steel at Gan De; 1 more fuel from the Ridback and the Nexus supply. M4: 1 more organics at Gan De; two equal materials may pay a pod's taking cost. M5: 1 more palladium at Jyo; a black move die may go counterclockwise.

## 11 Cycle cards.
beta-colony-rules-cycle-cards = Cycle cards
beta-colony-rules-cycle-cards-text = One card per cycle is in play; all three are shown from the start.
beta-colony-rules-card-bonuses-heading = Bonuses
beta-colony-rules-card-bonuses-text = Each card's bonus works during its three rounds: a die changed each round (C1A, C3A), a material when the game starts (C1B), polymer more at Nebra (C1C), an influence when cycle 2 starts (C2A), polymer paying as any material (C2B), a third column of pods (C2C), influence more for a bought pod (C3B), or one more unit paid for 2 CP when you build a bought pod (C3C).
beta-colony-rules-goals-heading = Goals
beta-colony-rules-goals-text = At the end of its cycle's last round, each player who meets the card's goal gains its CP.

## 13 The end.
beta-colony-rules-end = The end
beta-colony-rules-end-text = After round 9 everyone adds 1 CP per artifact, their achievements and, in each colony, a majority bonus by how many more crew they have than the player with the fewest there (1 more: 1 CP, 2: 3, 3: 6, 4: 10, 5 or more: 15). Ties go to the player with more crew on Victus.

## The pieces, the components of this edition and its readings of the rules.
beta-colony-rules-pieces = The pieces
beta-colony-rules-pieces-text = The pieces as the game page draws them: every colour comes with a letter or a shape.
beta-colony-rules-symbols = Every symbol on the board
beta-colony-rules-edition = Turnpost edition
beta-colony-rules-edition-text = The rules are the game's own; the printed board and cards are not published, so these components were designed for this edition and are labelled "Turnpost edition" wherever they appear:
# After each component of the list, in brackets: the label the pictures show.
beta-colony-rules-edition-mark = Turnpost edition
beta-colony-rules-readings = How this edition reads the rules

# The game in one line, as the lists of games show it.
beta-colony-summary = Steer your ship round the orbit with the dice you draft, and build the colonies of Victus for Confidence.
