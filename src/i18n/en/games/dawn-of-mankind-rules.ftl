# Dawn of Mankind (dawn-of-mankind): the rules help page (templates/games/dawn_of_mankind/rules.html).
# Where a sentence holds markup, it is split at the markup's edges; the template keeps the markup.

dawn-of-mankind-rules-title = Dawn of Mankind: rules help
dawn-of-mankind-rules-heading-brief = Dawn of Mankind in brief
dawn-of-mankind-rules-intro = Each player leads a clan of meeples through a life: childhood, adulthood and old age. Meeples travel along the routes of a shared board, gather food and materials, make art and learn progress. Whoever first ends a turn with 60 victory points (VP) or more ends the game.

## Life stages.
dawn-of-mankind-rules-heading-stages = Life stages
dawn-of-mankind-rules-stages-text = The board is laid out in columns from childhood to old age. Meeples wait in ready areas and travel forward along routes onto action tiles; a meeple that leaves an elder tile goes back to its owner's mat, and meeples on the mat can come back into play as newborns.

## Setup.
dawn-of-mankind-rules-heading-setup = Setup
dawn-of-mankind-rules-setup-text = Setup takes four laps; in each lap every player does one task, one at a time, the start player last. You take one of the setup cards on the table, and you place meeples from your mat in the ready areas the setup allows.

## A turn: a list of three choices, each with its name in bold.
dawn-of-mankind-rules-heading-turn = A turn
# "<strong>Move</strong> one of your meeples…"
dawn-of-mankind-rules-move = Move
dawn-of-mankind-rules-move-text = one of your meeples from a ready area along a route onto a tile. Another player's meeple on that tile is bumped off it.
# "<strong>Perform the tile</strong>: if you can pay…" (the text follows the bold words directly, its punctuation first).
dawn-of-mankind-rules-perform = Perform the tile
dawn-of-mankind-rules-perform-text = : if you can pay its action you must do it. Icons on the route or tile offer art, progress or a newborn; tile icons are your choice.
# "Or <strong>rest</strong> instead: your meeples…"
dawn-of-mankind-rules-rest-or = Or
dawn-of-mankind-rules-rest = rest
dawn-of-mankind-rules-rest-text = instead: your meeples on tiles leave through the tiles' exits (elders go home to the mat); then cook 3 food for VP, expand the tribe (give up all your food and some VP to bring a meeple from the mat into play), or do neither. Meat and fruit above the limits spoil.
dawn-of-mankind-rules-cards-text = Art cards give VP; progress cards fill your mat's slots and change what your actions give. If every player rests in a row without any change, the game stalls and ends.

## Final scoring.
dawn-of-mankind-rules-heading-scoring = Final scoring
dawn-of-mankind-rules-scoring-text = At the end, Storytelling adds VP for acquired progress cards and meeples on the board, and Religion adds VP for resources left. The player with the most VP wins; the ranking shows where each player's points came from.

## The pieces and the symbols, as pictures.
dawn-of-mankind-rules-heading-pieces = The pieces (Turnpost edition)
dawn-of-mankind-rules-pieces-text = The pieces as the game page draws them: every colour comes with a shape and a letter.
dawn-of-mankind-rules-legend = Every symbol on the board

## Turnpost edition: a list of the components designed for this edition.
dawn-of-mankind-rules-heading-edition = Turnpost edition
dawn-of-mankind-rules-edition-text = The rules are the game's own; these components were designed for this edition and are labelled "Turnpost edition" wherever they appear:
# After each component of the list, in brackets: "Board (Turnpost edition)".
dawn-of-mankind-rules-edition-label = Turnpost edition

## The rules that the game's messages cite, and how this edition reads the rules.
dawn-of-mankind-rules-heading-cited = The rules that messages refer to
dawn-of-mankind-rules-cited-text = When the game refuses a choice, its message names one of these rules.
# $number: the rule's number, "5.1".
dawn-of-mankind-rules-rule = Rule { $number }
dawn-of-mankind-rules-heading-readings = How this edition reads the rules
