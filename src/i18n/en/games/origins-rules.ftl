# Origins: How We Became Human (registry name `origins`): the texts of its rules-help page
# (templates/games/origins/rules.html). The markup stays in the template: a sentence with
# <strong> is split at its edges, and the colon after the bold words is a message of its own
# (French puts a space before it). The component names and terms are those of games/origins.ftl.

## The page's title and the game in brief.
origins-rules-title = Origins: rules help
origins-rules-colon = :
origins-rules-brief-heading = Origins in brief
origins-rules-brief =
    Each player leads a human species out of Africa and across the world, through three eras.
    Your brain map decides what your species is good at and how it scores; elders are the
    people who get things done; migratory units spread over the map and settle into metropolises.
    The game ends when a player's era marker reaches the end or the turn limit is reached; the
    highest score wins.

## A turn and its seven phases.
origins-rules-turn-heading = A turn
origins-rules-turn =
    Only the active player takes a turn, in seven phases. Other players answer prompts on the
    way: bids in auctions, passage through their units, trades, revolutions, barbarians.
origins-rules-innovation = Innovation
origins-rules-innovation-text =
    spend innovation actions on the actions your era allows
    (drawing cards, resets, moving brain units, domestication, a new brain map...). Aid offers
    give elders to another player for their expenses.
origins-rules-catastrophes = Catastrophes
origins-rules-catastrophes-text =
    cards drawn this turn may bring volcanoes, climate change
    and diseases; with several, you choose their order.
origins-rules-cards = Cards
origins-rules-cards-text =
    play idea cards on one side for their icons, or put public cards
    up for auction; the winner pays with elders and pledges.
origins-rules-chaos = Chaos
origins-rules-chaos-text =
    a stability roll; failing it costs units or sends the era marker
    into a dark age.
origins-rules-population = Population
origins-rules-population-text =
    incorporation, trade, urbanization, Sabine raids, growth
    and migration, with battles where units meet.
origins-rules-sieges = Sieges
origins-rules-sieges-text = attack metropolises next to your units.
origins-rules-starvation = Starvation
origins-rules-starvation-text = units beyond what the land can feed are lost.

## Playing on this site.
origins-rules-playing-heading = Playing here
origins-rules-playing =
    On your turn the game page asks what you do, one short question at a time: which action,
    then which unit, where it goes (tap it on the map drawn around your options, or choose its
    name in the list), which way, how it passes the units on its way, and who pays. Places are
    named by their hex and corner ("Egypt, north"); every card shows what both of its sides do.
    Before anything counts, the page shows what your decision will change, with Confirm and
    Change. A decision that rolls a die, shuffles or draws from a deck is not played out there, so
    nobody learns a die or a card in advance. An action the rules do not allow you now is shown
    greyed, with the reason.

## The pieces and the map's symbols (the pictures come from the game).
origins-rules-pieces-heading = The pieces
origins-rules-pieces = The pieces as the game page draws them: every colour comes with a letter or a shape.
origins-rules-legend = Every symbol on the map

## What this edition designed, simplifies and reads (the lists come from the game).
origins-rules-edition-heading = Turnpost edition
origins-rules-edition =
    The printed map, mats and cards are not published here: the map drawing, the mats, the
    card wording and the symbols were designed for this edition and are labelled "Turnpost
    edition" wherever they appear.
origins-rules-edition-map = The world map and its regions (Turnpost edition)
origins-rules-edition-mats = The demography sheets and brain maps as mats (Turnpost edition)
origins-rules-edition-cards = The card texts and icons (Turnpost edition)
origins-rules-edition-symbols = The symbols of the legend (Turnpost edition)
origins-rules-simplifications-heading = What this edition simplifies
origins-rules-readings-heading = How this edition reads the rules
