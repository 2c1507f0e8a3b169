# Beta Colony (registry name `beta-colony`): how this edition reads the rules, the list on the
# rules page (templates/games/beta_colony/rules.html, section "How this edition reads the rules").
# One pair per reading of design §18: beta-colony-reading-<code>-title and -text, the code as the
# engine lists it (engine::beta_colony::READINGS, which keeps only the codes); the codes are the
# page's anchors (#D3), which refusals link to. These words live here only.

beta-colony-reading-D1-title = A full lap is a move
beta-colony-reading-D1-text = A move whose length is a multiple of 7 brings the ship back where it started; it still counts as a move and the location is activated.

beta-colony-reading-D2-title = Values above 6
beta-colony-reading-D2-text = A value of 7 or more gives two materials at a moon and 3 fuel at the Ridback, but reaches no Manufactory row.

beta-colony-reading-D3-title = Building is compulsory when possible
beta-colony-reading-D3-text = At a Manufactory you must build if some build is legal for the value you actually used; arriving where nothing can be done is allowed.

beta-colony-reading-D4-title = How the mats pair up
beta-colony-reading-D4-text = Each mat combines the collection bonus and the special power listed together for it.

beta-colony-reading-D5-title = M1 only at moons
beta-colony-reading-D5-text = M1's black die counts as a 6 only for collecting at a moon, not at the Nexus.

beta-colony-reading-D6-title = M3's extra fuel
beta-colony-reading-D6-text = M3 adds one fuel at the Ridback and in the Nexus supply option only; never when docking or from bonuses.

beta-colony-reading-D7-title = M4's pair
beta-colony-reading-D7-text = M4's two identical materials pay only a pod's taking cost, never a space or an achievement.

beta-colony-reading-D8-title = The material cap
beta-colony-reading-D8-text = You never hold more than 10 materials: anything beyond is lost, and you cannot throw materials away by choice.

beta-colony-reading-D9-title = Tweaks are declared first (in Turnpost)
beta-colony-reading-D9-text = The C1A or C3A tweak is part of your first submission of the round and lasts the whole round.

beta-colony-reading-D10-title = C1B's material (in Turnpost)
beta-colony-reading-D10-text = The material C1B offers is taken with your first submission of round 1.

beta-colony-reading-D11-title = C2A's influence
beta-colony-reading-D11-text = At the start of round 4, before the roll, each player in turn order takes C2A's influence in a separate step.

beta-colony-reading-D12-title = Flipping a die
beta-colony-reading-D12-text = Flipping a die turns it to its opposite face: the new value is 7 minus the old one.

beta-colony-reading-D13-title = Refills happen at once
beta-colony-reading-D13-text = An emptied display slot is refilled straight away and a new top building is revealed straight away, so a free build may use the new tile.

beta-colony-reading-D14-title = Free builds are separate decisions (in Turnpost)
beta-colony-reading-D14-text = Free pods and free achievements are chosen in their own submissions, after the tiles they may use are revealed.

beta-colony-reading-D15-title = Bonuses are compulsory
beta-colony-reading-D15-text = Every bonus that can give something must be taken, and a possible free build must be made.

beta-colony-reading-D16-title = Crew bonuses go on pods
beta-colony-reading-D16-text = A crew from a bonus goes on any pod, anybody's, including the one just built, but never on an achievement tile.

beta-colony-reading-D17-title = Crew are counted as pieces
beta-colony-reading-D17-text = Goals and statues that count crew count pieces: a pod with two of your crew counts 2.

beta-colony-reading-D18-title = The best chain
beta-colony-reading-D18-text = The Statue of Unity counts your crew on the largest connected group of tiles that carry your crew.

beta-colony-reading-D19-title = C3C counts pods
beta-colony-reading-D19-text = C3C's goal counts your crew on outer-ring pods, not on achievement tiles.

beta-colony-reading-D20-title = C3A decides for you
beta-colony-reading-D20-text = C3A's discard is made automatically, and skipped only when it would lower your final score through the Statue of Plenty.

beta-colony-reading-D21-title = The end of a track
beta-colony-reading-D21-text = A track ends at 15; further influence in that colony is lost.

beta-colony-reading-D22-title = Building without crew
beta-colony-reading-D22-text = With no crew left you may still build; the crew is simply not placed.

beta-colony-reading-D23-title = Achievement tiles
beta-colony-reading-D23-text = Achievement tiles have no colour, give no influence and split same-colour groups.

beta-colony-reading-D24-title = The group limit
beta-colony-reading-D24-text = The limit of 3 pods per group applies inside one colony, to free pods too, after any merge.

beta-colony-reading-D25-title = The fewest crew may be zero
beta-colony-reading-D25-text = For majorities the fewest crew is taken over all players, including those with none in the colony.

beta-colony-reading-D26-title = Polymer under C2B
beta-colony-reading-D26-text = While C2B is active polymer pays for any material in every payment, but never for a statue's artifacts or a goal.

beta-colony-reading-D27-title = Artifacts pay, but are not materials
beta-colony-reading-D27-text = An artifact pays for any one material in any payment, C3C's extra unit included, but never counts as a material.

beta-colony-reading-D28-title = C2C's third column
beta-colony-reading-D28-text = The third column is dealt row by row at the start of round 4, refills during cycle 2 and is removed after round 6's goal; a short talon leaves lower rows without one.

beta-colony-reading-D29-title = A free pod is any face-up pod
beta-colony-reading-D29-text = A free pod may be any pod on the display, in any row and column, at no cost.

beta-colony-reading-D30-title = Ships at setup
beta-colony-reading-D30-text = Ships start on different locations but may share one later.

beta-colony-reading-D31-title = Unlimited supplies
beta-colony-reading-D31-text = Materials and fuel never run out; the 16 artifacts and each player's 15 crew do.

beta-colony-reading-D32-title = The tie-break
beta-colony-reading-D32-text = Ties are broken by crew on Victus, which equals the crew placed since crew never leave.

beta-colony-reading-D33-title = The die bonus always counts
beta-colony-reading-D33-text = Activating a location with its bonus die gives 1 CP even when the action gives nothing else.

beta-colony-reading-D34-title = Docking is always allowed
beta-colony-reading-D34-text = You may dock even when a move is possible.

beta-colony-reading-D35-title = Fuel limits
beta-colony-reading-D35-text = Fuel can raise a die above 6 without limit but never to 0 or below.

beta-colony-reading-D36-title = Fuel on both dice
beta-colony-reading-D36-text = Fuel may change both dice of one action.

beta-colony-reading-D37-title = Nebra under C1C
beta-colony-reading-D37-text = At Nebra the mat's extra material comes before C1C's polymer.

beta-colony-reading-D38-title = Activation is compulsory
beta-colony-reading-D38-text = After a move the location is always activated; at the Nexus you choose either option.

beta-colony-reading-D39-title = Order after building
beta-colony-reading-D39-text = A pod's crew is placed first, then C3C's points, the pod's bonus and the influence; an achievement's crew comes before its bonus.

beta-colony-reading-D40-title = M2 opens every row
beta-colony-reading-D40-text = M2's black die, used to activate a Manufactory, may take a pod from any row; it never changes a move.

beta-colony-reading-D41-title = A free achievement is free
beta-colony-reading-D41-text = A free achievement costs neither its card's price nor the space's material.

## The components designed for this edition (the list under "Turnpost edition"), one per
## part of engine::beta_colony::readings::TURNPOST_EDITION.
beta-colony-rules-edition-orbit = the orbit order (except Nebra directly before the Left Manufactory)
beta-colony-rules-edition-colonies = the colony geometry and the colour of every space
beta-colony-rules-edition-tracks = the three influence tracks
beta-colony-rules-edition-pods = the influence and bonus of each of the 40 pods
beta-colony-rules-edition-achievements = the names of the cultural achievements and the costs of the buildings
beta-colony-rules-edition-goals = the CP of the cycle goals other than C3A's 8
beta-colony-rules-edition-materials = the seven materials pictured on C3A
