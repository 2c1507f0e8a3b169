# Dawn of Mankind (dawn-of-mankind): the rules help page's lists (templates/games/dawn_of_mankind/rules.html):
# how this edition reads the rules, the components designed for this edition, and the rules the game's messages cite.
# The engine (src/engine/dawn_of_mankind/readings.rs) keeps only the codes; these are the words.

## How this edition reads the rules: one title and one text per reading, by code.
# D1–D27: the readings of design section 15; T1–T8: the readings the engine chose where the design page is silent.
dawn-of-mankind-reading-D1-title = Two to five players
dawn-of-mankind-reading-D1-text = The game seats 2 to 5 players: the box holds five mats, five setup cards and eight meeples in each of five colours.
dawn-of-mankind-reading-D2-title = The start player is drawn
dawn-of-mankind-reading-D2-text = The start player is drawn at random when the game is created, instead of asking who last handled a club.
dawn-of-mankind-reading-D3-title = Setup goes round one turn at a time
dawn-of-mankind-reading-D3-text = Setup has four laps. In each lap every player does one setup task, one at a time, going counterclockwise from the player to the right of the start player, so the start player is last in every lap.
dawn-of-mankind-reading-D4-title = Spreading counts everybody's meeples
dawn-of-mankind-reading-D4-text = When a setup meeple must go to the ready area with the fewest meeples, every player's meeples are counted, not only your own.
dawn-of-mankind-reading-D5-title = You may move where you cannot pay
dawn-of-mankind-reading-D5-text = Moving onto a tile whose action you cannot pay is allowed; the action simply does not happen, but the bump does.
dawn-of-mankind-reading-D6-title = Actions are compulsory, icons optional
dawn-of-mankind-reading-D6-text = If you can pay a tile's action you must perform it. Progress, art and newborn icons on a tile are always your choice.
dawn-of-mankind-reading-D7-title = Route newborns are automatic
dawn-of-mankind-reading-D7-text = A newborn icon on a route gives you a newborn whenever it is allowed; a newborn icon on a tile is your choice.
dawn-of-mankind-reading-D8-title = The moving meeple is not in RC
dawn-of-mankind-reading-D8-text = When a route newborn is checked against the limit in RC, the meeple that is travelling no longer counts as being in its ready area.
dawn-of-mankind-reading-D9-title = Bumped elders go home
dawn-of-mankind-reading-D9-text = A meeple bumped off an elder tile returns to its owner's mat.
dawn-of-mankind-reading-D10-title = Route art comes first
dawn-of-mankind-reading-D10-text = Art on a route is made before the bump and before the tile's action, so what the tile gives cannot pay for it.
dawn-of-mankind-reading-D11-title = A name is acquired once
dawn-of-mankind-reading-D11-text = You may never take a second card of a name you already hold, even when the first one is covered. Covered cards still score at the end.
dawn-of-mankind-reading-D12-title = Named spaces take only their own card
dawn-of-mankind-reading-D12-text = Only the Cooking, Religion and Storytelling cards go onto those three mat spaces; every other card goes into one of the three slots, possibly on top of a card there.
dawn-of-mankind-reading-D13-title = Religion doubles both halves
dawn-of-mankind-reading-D13-text = The Religion card gives 2 VP per 2 food and 4 VP per 2 tools or hides at the end.
dawn-of-mankind-reading-D14-title = Only your own turn can end the game
dawn-of-mankind-reading-D14-text = Only the player who just played is checked for 60 VP, at the end of their turn, and only their VP tokens count; end-of-game bonuses come later.
dawn-of-mankind-reading-D15-title = Ties may be shared
dawn-of-mankind-reading-D15-text = Players still tied after comparing meeples on the board share the place; the physical stacking contest cannot be played here.
dawn-of-mankind-reading-D16-title = VP stay private
dawn-of-mankind-reading-D16-text = Your VP total, and every amount you score or pay in VP, are hidden from the other players until the game ends. The log says what you did, never how many VP it gave.
dawn-of-mankind-reading-D17-title = Mammoth Hunt sends the hunter home
dawn-of-mankind-reading-D17-text = On Mammoth Hunt the meeple that acted goes back to its owner's mat after paying, and the tile is left empty. If the tool cannot be paid, the meeple stays.
dawn-of-mankind-reading-D18-title = The cap of 8 comes last
dawn-of-mankind-reading-D18-text = Progress bonuses are added first, then each resource is capped at 8; the excess is lost.
dawn-of-mankind-reading-D19-title = You choose the food mix
dawn-of-mankind-reading-D19-text = Whenever food is paid (on a tile or when cooking) you choose how much fruit and how much meat.
dawn-of-mankind-reading-D20-title = Rest is always allowed
dawn-of-mankind-reading-D20-text = You may rest even with no meeple on any tile.
dawn-of-mankind-reading-D21-title = Expanding needs a meeple on the mat
dawn-of-mankind-reading-D21-text = You can expand your tribe only if a meeple is left on your mat; a player never has more than 8.
dawn-of-mankind-reading-D22-title = Spreading is a setup rule only
dawn-of-mankind-reading-D22-text = Only setup meeples in columns II and III must go to a ready area with the fewest meeples. During play any ready area holds any number.
dawn-of-mankind-reading-D23-title = Turnpost ends stuck games and plays forced turns
dawn-of-mankind-reading-D23-text = If every seat in a row rests without anything changing, the game ends and is scored. When you have exactly one possible submission, it is played for you at once.
dawn-of-mankind-reading-D24-title = Elders never wait on the shore
dawn-of-mankind-reading-D24-text = Elders that rest or are bumped leave the board at once for their owner's mat.
dawn-of-mankind-reading-D25-title = Bonus cards add one per gain
dawn-of-mankind-reading-D25-text = Hunting, Gathering, Knapping and Tanning add one unit each time a tile gives that resource, however many units the tile gives.
dawn-of-mankind-reading-D26-title = Meat, not fish
dawn-of-mankind-reading-D26-text = The food resource besides fruit is called meat here; one review calls it fish.
dawn-of-mankind-reading-D27-title = Three card effects are our own
dawn-of-mankind-reading-D27-text = Shelter, Midwifery and Preserving are Turnpost edition cards: they change the limit in RC, the price of expanding and the spoil limits.
dawn-of-mankind-reading-T1-title = The design page's "type" is accepted
dawn-of-mankind-reading-T1-text = Submissions use the field "kind" like every Turnpost game; "type" is accepted as the same field.
dawn-of-mankind-reading-T2-title = Icons only on performed faces
dawn-of-mankind-reading-T2-text = A tile's icon is offered only after its action is performed. Every Turnpost edition tile with an icon has nothing to pay, so this never takes an icon away.
dawn-of-mankind-reading-T3-title = A timeout in setup
dawn-of-mankind-reading-T3-text = If your setup deadline passes, the lowest-numbered setup card on the table is taken for you; once you have one, a meeple goes into the lowest column you have not filled, into the lowest-numbered allowed ready area.
dawn-of-mankind-reading-T4-title = Standings of an unfinished game
dawn-of-mankind-reading-T4-text = A game stopped early is ranked by the score it would have now: VP plus the end-of-game bonuses, with the same tie-breaks.
dawn-of-mankind-reading-T5-title = Expanding counts returning elders
dawn-of-mankind-reading-T5-text = Whether you may expand is checked after your resting elders are back on the mat, so they can be the meeple that joins RC.
dawn-of-mankind-reading-T6-title = Barter takes the bonus
dawn-of-mankind-reading-T6-text = The three units Barter gives are a tile gain, so Hunting, Gathering, Knapping or Tanning adds one to them.
dawn-of-mankind-reading-T7-title = Art comes with its log line
dawn-of-mankind-reading-T7-text = When a card's last line is used, the log says which card went under the deck and which one was drawn, as anyone at a table would see; the deck's order stays hidden.
dawn-of-mankind-reading-T8-title = Automatic turns are logged
dawn-of-mankind-reading-T8-text = A turn played for you because it was the only possible one is marked as automatic in the log.

## Turnpost edition: the components designed for this edition, one per line of the list (TURNPOST_EDITION in readings.rs).
dawn-of-mankind-rules-edition-board = the board's routes, icons and exits
dawn-of-mankind-rules-edition-tiles = the 19 action tiles and their 27 faces
dawn-of-mankind-rules-edition-progress = the 44 progress card costs and the effects of every name except Religion and Storytelling
dawn-of-mankind-rules-edition-art = the 8 art cards
dawn-of-mankind-rules-edition-setup = the 5 setup cards
dawn-of-mankind-rules-edition-cooking = the printed Cooking space (3 food for 3 VP)

## The rules the game's messages cite, in our own words, by rule number (CITED_RULES in the web routes).
# A rule number's "." cannot stand in an id: it is written "-" (rule 0.9 is dawn-of-mankind-rules-cited-0-9).
dawn-of-mankind-rules-cited-0-9 = Paying food: food is fruit and meat, in any mix that adds up to what is asked.
dawn-of-mankind-rules-cited-2-6 = Setup: each player takes one setup card and places one meeple from the mat in each of columns I, II and III, always in a ready area of that column holding the fewest meeples.
dawn-of-mankind-rules-cited-3-3 = Once setup is over, a turn is either a move along a route or a rest.
dawn-of-mankind-rules-cited-5-1 = A move starts from a ready area holding one of your meeples and ends on a tile where you have no meeple yet.
dawn-of-mankind-rules-cited-5-7 = A move says every choice it needs at once: the art made on the way, the food paid, the barter, the progress card, the art made at the tile, a newborn.
dawn-of-mankind-rules-cited-6-6 = A newborn needs a meeple on your mat and room for it in the first ready area.
dawn-of-mankind-rules-cited-6-7 = Barter: give 2 of one resource and take 3 of another.
dawn-of-mankind-rules-cited-7-1 = Making art costs what the art's current line shows; you pay it in full or make no art.
dawn-of-mankind-rules-cited-8-2 = Each progress card name can be acquired only once, even when a later card covers it.
dawn-of-mankind-rules-cited-8-3 = A progress card costs what the top card of its pile shows and goes into a slot of your mat, or onto its own space for Cooking, Religion and Storytelling.
dawn-of-mankind-rules-cited-9-2 = Cooking when resting pays the food the Cooking card asks for VP.
dawn-of-mankind-rules-cited-9-3 = Expanding when resting gives up VP and brings a meeple from your mat into the first ready area, if there is room.
dawn-of-mankind-rules-cited-9-5 = A rest says what it cooks, if it cooks.
