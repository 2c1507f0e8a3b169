# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Marks, terrains and edges (paint)
origins-pic-player-n = Player { $n }
origins-pic-terrain-letter-plain = P
origins-pic-terrain-letter-grass = G
origins-pic-terrain-letter-savanna = S
origins-pic-terrain-letter-tundra = T
origins-pic-terrain-letter-shelf = Sh
origins-pic-terrain-plain = plain
origins-pic-terrain-grass = grassland
origins-pic-terrain-savanna = savanna
origins-pic-terrain-tundra = tundra
origins-pic-terrain-shelf = shelf (shallow sea)
origins-pic-terrain-ocean = ocean
origins-pic-edge-L = land edge
origins-pic-edge-S = shelf edge (coast and shallows)
origins-pic-edge-O = ocean edge (open sea)
origins-pic-edge-W = white strait (W)
origins-pic-edge-R = red strait (R)

## The map (board_map)
origins-pic-status = Game turn { $turn } of at most { $cap } · climate: { $savanna }, { $grassland }, { $glacial } · era decks { $era1 }, { $era2 }, { $era3 }
origins-pic-map-label = Origins: the map. { $status }
origins-pic-window-label = Origins: the map around { $place }, to choose on
origins-pic-half-west = West: the Americas, Europe and Africa
origins-pic-half-east = East: Asia, Sunda and Sahul
# Short kinds of a hex's feature, before its modifier ("An+1").
origins-pic-feature-animal = An
origins-pic-feature-plant = Pl
origins-pic-feature-resource = Re
# A metropolis's hex: M and its owner's species letter.
origins-pic-metropolis-mark = M{ $letter }
origins-pic-extinct-short = ext
origins-pic-extinct = extinct
origins-pic-unit = A unit of { $who } ({ $letter }) at { $place }
origins-pic-totals = { $who }: { $units ->
        [one] 1 unit
       *[other] { $units } units
    }, { $elders ->
        [one] 1 elder
       *[other] { $elders } elders
    }
origins-pic-totals-metropolises = { $n ->
        [one] , a metropolis in { $places }
       *[other] , metropolises in { $places }
    }
origins-pic-totals-enslaved = , enslaved to { $who }

## The list view of the map
origins-pic-list-everyone = Every player
origins-pic-list-at-sea = At sea
origins-pic-list-units = { $n ->
        [one] a unit
       *[other] units
    } at { $places }
origins-pic-list-metropolises = { $n ->
        [one] a metropolis
       *[other] metropolises
    } in { $places }
origins-pic-region-americas = The Americas
origins-pic-region-europe = Europe
origins-pic-region-africa = Africa
origins-pic-region-near-east = The Near East and India
origins-pic-region-siberia = Siberia and the steppes
origins-pic-region-east-asia = East Asia, Sunda and Sahul

## A player's sheets (board_mat)
origins-pic-no-player = No such player.
origins-pic-no-player-label = Origins: no such player
origins-pic-mat-label = Origins: the sheets of { $who }
origins-pic-score-now = Score now: { $n }
origins-pic-score-final = Final score: { $score }, rank { $rank }
origins-pic-enslaved-to = Enslaved to { $who }
origins-pic-brain-heading = Brain map { $species } · Era { $era }
# The brain regions as their boxes name them (short).
origins-pic-brain-limbic = Limbic
origins-pic-brain-hippocampus = Hippocampus
origins-pic-brain-wernicke = Wernicke
origins-pic-brain-broca = Broca
origins-pic-brain-neocortex = Neocortex
# The instincts under them (short).
origins-pic-instinct-social = social
origins-pic-instinct-nature = nature
origins-pic-instinct-tech = tech
origins-pic-instinct-language = language
# The era track's boxes: the age under the era, or where the era unit stands.
origins-pic-age-dark = dark
origins-pic-age-golden = golden
origins-pic-age-now = now
origins-pic-era-unit-in = Era unit in { $space }
origins-pic-demography = Demography
origins-pic-numbers = Innovation number { $innovation } · population number { $population }
origins-pic-capacity = Capacity { $capacity } · { $on_map } on the map
origins-pic-elders-own = own
origins-pic-elders-guests-of = guest workers of { $who } ({ $letter })
origins-pic-elders-guests = guest workers ({ $letter })
origins-pic-elders-pool = { $whose }: { $ready } ready, { $spent } spent
origins-pic-elders = Elders — { $pools }
origins-pic-elders-none = Elders: none
origins-pic-infrastructure = Infrastructure
origins-pic-track-row = { $track } { $level } of { $top }
origins-pic-track-row-named = { $track } { $level } of { $top } — { $name }
origins-pic-cards = Cards
origins-pic-hand = Hand ({ $n } of { $limit }): { $cards }
origins-pic-hand-hidden = Hand: { $n } of { $limit } cards (hidden)
origins-pic-discard = Discard pile: { $n } cards, top { $top }
origins-pic-repertoire = Repertoire: { $cards }
origins-pic-repertoire-card = { $card } ({ $category })
origins-pic-repertoire-card-suppressed = { $card } ({ $category }, suppressed)
origins-pic-empty = empty
origins-pic-none = none

## The legend and the pieces (board_keys)
origins-pic-legend-label = Origins: the map's legend
origins-pic-key-terrain = Terrain (pattern and letter)
origins-pic-key-no-letter = { $name } (no letter)
origins-pic-key-extinct = crossed: an extinct hex ({ $short })
origins-pic-key-edges = Edges
origins-pic-key-units = Units: colour symbol, species letter
origins-pic-colour-black = black
origins-pic-colour-red = red
origins-pic-colour-white = white
origins-pic-colour-green = green
origins-pic-colour-yellow = yellow
origins-pic-key-metropolis = A thick ring inside a hex, in its owner's colour, and M with the owner's species letter in place of the terrain letter: a metropolis.
origins-pic-key-option = blue ring or outline: an option to tap
origins-pic-pieces-label = Origins: the pieces, Turnpost edition
origins-pic-pieces-title = The pieces (Turnpost edition)
origins-pic-pieces-units = Migratory units stand on intersections (hex corners), one per intersection; they move along edges and may cross straits.
origins-pic-pieces-metropolis = A metropolis fills a whole hex and raises its owner's capacity.
origins-pic-pieces-brain-map = The brain map has five regions; in era I brain units cover some of them, making their instincts visible.
origins-pic-pieces-era-track = From era II an era unit walks the era track: dark and golden ages of eras II and III, then IV.
origins-pic-pieces-elders = Elders sit on the demography sheet as producers or consumers, by colour.
origins-pic-pieces-tracks = Five infrastructure tracks (footprint, metallurgy, maritime, energy, immunology) each climb from their start level.
origins-pic-pieces-cards = Era cards: a hand you alone see (others see how many), a discard pile whose top is public, and a repertoire of public cards, active or suppressed.
origins-pic-pieces-climate = Three climate cards (savanna or desert, grassland or jungle, glacial or tropical) set what is habitable.
