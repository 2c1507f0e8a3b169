# Origins in play, in English: the log, the choices of a decision, the refusals, the previews
# and the turn mail (`engine::origins`, `said!` messages). Component names are in origins.ftl.

## Places, units, elders and the texts of the cards (said.rs)
origins-corner-n = north
origins-corner-ne = north-east
origins-corner-se = south-east
origins-corner-s = south
origins-corner-sw = south-west
origins-corner-nw = north-west
origins-place = { $hex }, { $corner }
origins-place-named = { $name } ({ $hex }, { $corner })
origins-unit-at = the unit at { $place }
origins-metropolis-in = the metropolis in { $hex }
origins-brain-map-of = the { $species } brain map ({ $letter })
origins-region-limbic = the limbic system
origins-region-hippocampus = the hippocampus
origins-region-wernicke = Wernicke's area
origins-region-broca = Broca's area
origins-region-neocortex = the neocortex
origins-instinct-social = social (@)
origins-instinct-nature = nature (acorn)
origins-instinct-tech = tech (hand)
origins-instinct-language = language (!)
origins-track-word-FP = footprint
origins-track-word-MET = metallurgy
origins-track-word-MAR = maritime
origins-track-word-ENE = energy
origins-track-word-IMM = immunology
origins-era-golden = the golden age of Era { $era }
origins-era-dark = the dark age of Era { $era }
origins-half-ready = ready
origins-half-spent = spent
origins-whose-yours = of your own
origins-whose-own = of { $who }'s own
origins-whose-guest = (a guest worker of { $who })
origins-whose-guest-species = (a guest worker of the { $species })
origins-elder-half = a { $half } elder { $whose }
origins-elder-any = an elder { $whose }
origins-payer-yours = one of your own ready elders
origins-payer-ready = a ready elder { $whose }
origins-payer-aid-you = an elder { $who } offered you as aid
origins-payer-aid = an elder offered as aid by { $who }
origins-nothing = nothing
origins-feature-kind-animal = an animal
origins-feature-kind-plant = a plant
origins-feature-kind-resource = a resource
origins-effect-enc = encephalization: the brain unit on a { $instinct } region goes (in Era I)
origins-effect-enc-first = Encephalization: the brain unit on a { $instinct } region goes (in Era I)
origins-effect-adv = { $track } advances one level, up to { $max }
origins-effect-adv-first = { $track } advances one level, up to { $max }
origins-effect-nat = you may try to domesticate { $kind } hex for an elder (card modifier { $modifier })
origins-effect-nat-first = You may try to domesticate { $kind } hex for an elder (card modifier { $modifier })
origins-effect-barb = you may send barbarians against a neighbour (the card then leaves the game)
origins-effect-barb-first = You may send barbarians against a neighbour (the card then leaves the game)
origins-effect-eg = gain an elder
origins-effect-eg-first = Gain an elder
origins-effect-eg2 = gain two elders
origins-effect-eg2-first = Gain two elders
origins-effect-fd = a fecundity decrease, which you may decline
origins-effect-fd-first = A fecundity decrease, which you may decline
origins-effect-fd2 = two fecundity decreases, which you may decline
origins-effect-fd2-first = Two fecundity decreases, which you may decline
origins-effect-el = the winner loses an elder
origins-effect-el-first = The winner loses an elder
origins-req-instinct = the { $instinct } instinct showing
origins-req-track = { $track } { $level } or more
origins-left-side = Left side: { $effects }.
origins-left-side-needs = Left side (needs { $needs }): { $effects }.
origins-right-side = Right side: { $effects }.
origins-catastrophe-cc = climate change
origins-catastrophe-volc = a volcano in { $hex }
origins-catastrophe-dis = a disease of level { $level }
origins-card-text-diffusion = Cultural diffusion: while this card lies in your discard pile, you may take cards of any era, and whoever attacks you gives you the top card of their discard pile.
origins-card-text-idea = An idea card of Era { $era }.
origins-card-text-public = A public card of Era { $era }, { $category } rank { $rank }: played, it goes up for auction.
origins-card-text-winner = The winner: { $effects }.
origins-card-text-naturalist = While active, its holder may take the Naturalist action in any era.
origins-card-text-urbanization = While active, its holder may urbanize before Era III.
origins-card-text-trade = While active, its holder may trade before Era III.
origins-card-text-catastrophes = Drawn from a deck, it brings { $list }.

## The log (describe.rs)
origins-log-paying = , paying with { $payers }
origins-log-funding = {" "}(funding { $count } more { $count ->
        [one] action
       *[other] actions
    }{ $paid })
origins-log-reset-elder = { $elder } in the pool of { $who }
origins-log-reset-card = the public card { $card }
origins-log-through-ask = asking passage at { $place }
origins-log-through-attack = attacking at { $place }
origins-log-through = , { $list }
origins-log-original-behaviour = { $who } chose Original behaviour.
origins-log-imitator-scavenge = { $who } chose Imitator, scavenging the top discard of { $from }.
origins-log-imitator-deck = { $who } chose Imitator, drawing from the deck.
origins-log-silverback = { $who } chose Silverback.
origins-log-locution = { $who } chose Locution{ $paid }.
origins-log-lexicalization = { $who } chose Lexicalization, moving a brain unit from { $from } to { $to }.
origins-log-storyteller = { $who } chose Storyteller, resetting { $reset }.
origins-log-naturalist = { $who } chose Naturalist, trying to domesticate { $hex }{ $paid }.
origins-log-invention = { $who } chose Invention, drawing from the era { $era } deck.
origins-log-education = { $who } chose Education, scavenging the top discard of { $from }.
origins-log-baby-boom = { $who } chose Baby boom.
origins-log-stimulus = { $who } chose Stimulus, resetting { $resets }.
origins-log-golden-age = { $who } chose Golden age.
origins-log-golden-age-reactivate = { $who } chose Golden age, turning face up { $cards }.
origins-log-revolution = { $who } chose Revolution, naming { $brain }.
origins-log-espionage = { $who } chose Espionage and took a card at random from the hand of { $from }.
origins-log-offer-aid = { $who } offered { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } as aid to { $to } until the end of their next turn.
origins-log-end-innovation = { $who } ended the innovation phase.
origins-log-side-left = left side
origins-log-side-right = right side
origins-log-clearing = clearing { $region }
origins-log-trying-domesticate = trying to domesticate { $hex }
origins-log-barbarians-against = barbarians against { $who }
origins-log-declining-fd = declining { $count ->
        [one] { $count } fecundity decrease
       *[other] { $count } fecundity decreases
    }
origins-log-brackets = {" "}({ $words })
origins-log-play-public = { $who } played the public card { $card }{ $extra } and opened its auction.
origins-log-play-idea = { $who } played the idea card { $card }{ $extra }.
origins-log-end-cards = { $who } ended the card phase.
origins-log-depopulate = { $who } lost { $units } to chaos.
origins-log-dark-age-forward = { $who } moved the era unit forward into the dark age.
origins-log-dark-age-back = { $who } moved the era unit back into the dark age.
origins-log-incorporate = { $who } incorporated elders from { $target }{ $funded }.
origins-log-trade = { $who } proposed a trade on { $track } to { $partner }{ $funded }.
origins-log-urbanize = { $who } urbanized the unit at { $place } into a metropolis in { $hex }{ $funded }.
origins-log-raid-scavenge = { $who } made a Sabine raid on { $target }, scavenging their top discard{ $funded }.
origins-log-raid-espionage = { $who } made a Sabine raid on { $target }, taking a card at random from their hand{ $funded }.
origins-log-grow = { $who } grew a new unit at { $place }{ $migrated }{ $through }{ $funded }.
origins-log-grow-migrated = {" "}and migrated it to { $place }
origins-log-migrate = { $who } migrated the unit at { $place } by { $path }{ $through }{ $funded }.
origins-log-end-population = { $who } ended the population phase.
origins-log-siege = { $who } besieged { $hex }{ $unit }.
origins-log-siege-unit = , the unit at { $place } to found the metropolis
origins-log-end-sieges = { $who } ended the siege phase.
origins-log-starve = { $who } lost { $units } to starvation.
origins-log-passage-granted = { $who } granted passage.
origins-log-passage-refused = { $who } refused passage.
origins-log-trade-accepted = { $who } accepted the trade.
origins-log-trade-declined = { $who } declined the trade.
origins-log-bid = { $who } bid { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    }.
origins-log-pass = { $who } passed.
origins-log-pledge = { $who } pledged { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } to { $to }.
origins-log-a-public-card = a public card
origins-log-barbarians-card = { $who } gave up { $card } to the barbarians.
origins-log-barbarians-elder = { $who } lost { $elder } to the barbarians.
origins-log-revolution-cancelled = { $who } cancelled the revolution, losing { $elder }.
origins-log-revolution-accepted = { $who } accepted the swap of brain maps.
origins-log-choose-elder = { $who } chose { $elder }.
origins-log-disease-neighbour = { $who } passed the disease to { $to }.
origins-log-catastrophe-order = { $who } ordered the catastrophes: { $order }.
origins-log-choose-enslaver = { $who } chose { $enslaver } as enslaver.
origins-log-an-elder = an elder
origins-log-volcano = volcano
origins-log-catastrophe-of = { $icon } of { $card }
origins-phase-innovation = phase 1, innovation
origins-phase-catastrophes = phase 2, catastrophes
origins-phase-cards = phase 3, cards
origins-phase-chaos = phase 4, chaos
origins-phase-population = phase 5, population
origins-phase-sieges = phase 6, sieges
origins-phase-starvation = phase 7, starvation
origins-asked-bid-auction = bid, pledge or pass in the auction of { $card }
origins-asked-bid = bid, pledge or pass
origins-asked-passage = grant or refuse passage at { $place } to { $mover }
origins-asked-trade = accept or decline a trade on { $track } from { $from }
origins-asked-revolution = accept or cancel the revolution of { $from }
origins-asked-elder-loss = choose the elder they lose
origins-asked-elder-transfer = choose the elder that goes to { $to }
origins-asked-barbarians = give a public card or an elder to the barbarians of { $attacker }
origins-asked-disease = choose the neighbour a disease reaches
origins-asked-enslaver = choose their enslaver, having no map unit left
origins-asked-catastrophe-order = order this turn's catastrophes
origins-asked-depopulate = choose { $count ->
        [one] { $count } map unit
       *[other] { $count } map units
    } for chaos to take
origins-asked-dark-age = move their era unit forward or back into the dark age
origins-asked-starve = choose the units that starve
origins-change-elders = elders { $ready } ready and { $spent } spent, now { $ready_now } ready and { $spent_now } spent
origins-change-score = score { $from } to { $to }
origins-change-innovation = innovation number { $from } to { $to }
origins-change-population = population number { $from } to { $to }
origins-change-track = { $track } { $from } to { $to }
origins-change-brain-units = brain units on { $regions }
origins-change-brain-map = now holds { $brain }
origins-change-era-unit = era unit in { $space }
origins-change-era-one = back in Era I
origins-change-unit-lost = no unit now at { $places }
origins-change-unit-gained = a unit now at { $places }
origins-change-metropolis-new = a new metropolis in { $hex }
origins-change-metropolis-lost = lost the metropolis in { $hex }
origins-change-hand = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in hand
origins-change-discard = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } on the discard pile
origins-change-won = won the public card { $card }
origins-change-suppressed = { $card } suppressed
origins-change-face-up = { $card } face up again
origins-change-no-longer-holds = no longer holds { $card }
origins-change-enslaved = enslaved by { $by }
origins-change-free = free again
origins-change-revolution-penalty = { $count } off the next stability roll
origins-change-aid-lapsed = unused aid offers lapsed
origins-roll-climate-change = climate change
origins-roll-stability = stability
origins-roll-domestication = domestication
origins-log-took-discard = { $who } took { $card } from the discard pile of { $from }.
origins-log-rolled = Automatic: { $who } rolled { $value } for { $purpose }.
origins-log-revealed = Automatic: { $who } revealed the catastrophe of { $card }.
origins-log-changes = { $who }: { $changes }.
origins-log-climate = Automatic: the climate is now { $climate }.
origins-log-extinct = Automatic: the animals of { $hex } are extinct.
origins-log-removed = { $card } is removed from the game.
origins-log-game-over = Automatic: the game is over.
origins-log-final-score = Final score: { $who } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (innovation { $innovation }, population { $population }, elders { $elders }, info { $info }, culture { $culture }, admin { $admin }), place { $rank }.
origins-log-starts-from = {" "}from { $phase } (no innovation action this turn)
origins-log-turn-ends = Automatic: the turn of { $who } ends; game turn { $turn }, { $next } plays{ $starts }.
origins-log-phase = Automatic: { $phase }.
origins-log-asked = { $who } is asked to { $what }.
origins-payer-yours-first = One of your own ready elders
origins-payer-ready-first = A ready elder { $whose }
origins-payer-aid-you-first = An elder { $who } offered you as aid

## The choices of a decision (choices.rs)
origins-ch-nothing-to-choose = There is nothing to choose from now.
origins-ch-original-behaviour = Original behaviour: draw a card from the Era I deck
origins-ch-original-behaviour-needs = Needs the tech or the nature instinct showing on your brain map.
origins-ch-imitator = Imitator: take the top card of another player's discard pile
origins-ch-imitator-needs = Needs the social instinct showing. When no card can be taken, you draw from the Era I deck instead.
origins-ch-silverback = Silverback: two fecundity increases, and 2 more on this turn's stability roll
origins-ch-silverback-needs = Needs the social instinct showing.
origins-ch-locution = Locution: the brain unit on Wernicke's area goes, for an elder; chaos follows this turn
origins-ch-locution-needs = Needs the social instinct showing and a brain unit on Wernicke's area.
origins-ch-pay-locution = Which elder pays for Locution?
origins-ch-lexicalization = Lexicalization: move a brain unit to an empty region next to it
origins-ch-lexicalization-needs = Needs the language instinct showing; the region the unit leaves counts as empty.
origins-ch-storyteller = Storyteller: one reset
origins-ch-storyteller-needs = A reset wakes a spent elder in anyone's pool, or turns one of your suppressed public cards face up. Needs the language instinct showing.
origins-ch-naturalist = Naturalist: try to domesticate an animal or a plant, for an elder
origins-ch-naturalist-needs = Needs the language and nature instincts showing and a unit of yours on a corner of the hex; a die decides, and success founds a metropolis there.
origins-ch-invention = Invention: draw a card from the deck of an era you have entered
origins-ch-education = Education: take the top card of another player's discard pile
origins-ch-baby-boom = Baby boom: one fecundity increase
origins-ch-stimulus = Economic stimulus: { $best ->
        [one] one reset
       *[other] 1 to { $best } resets
    } (your best active info card's rank)
origins-ch-stimulus-detail = A reset wakes a spent elder in anyone's pool, or turns one of your suppressed public cards face up.
origins-ch-revolution = Revolution: take another brain map
origins-ch-revolution-detail = From Era III, if you are free. Its holder, if in a dark age, may cancel it by losing an elder; either way 2 come off your next stability roll.
origins-ch-espionage = Espionage: take a card at random from another player's hand
origins-ch-from-era-three = From Era III.
origins-ch-offer-aid = Offer aid: set ready elders aside for another player's expenses (free)
origins-ch-offer-aid-detail = They may spend them until the end of their next turn; it uses no action.
origins-ch-end-innovation = End the innovation phase
origins-ch-end-innovation-detail = Your { $count ->
        [one] { $count } action is
       *[other] { $count } actions are
    } left unused; the catastrophes and the card phase follow.
origins-ch-which-innovation = Which innovation action do you take? ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } left)
origins-ch-take-from-discard = Take { $card } from the discard pile of { $from }
origins-ch-the-top-card = the top card
origins-ch-draw-era-one = Draw a card from the Era I deck (nobody's card can be taken)
origins-ch-whose-card = Whose card do you take?
origins-ch-brain-unit-on = The brain unit on { $region }
origins-ch-to = To { $to }
origins-ch-where-does-it-go = Where does it go?
origins-ch-which-brain-unit = Which brain unit moves?
origins-ch-your-pool = your pool
origins-ch-pool-of = the pool of { $who }
origins-ch-wake = Wake { $whose } in { $pool }
origins-ch-turn-face-up = Turn { $card } face up again
origins-ch-which-reset = Which reset?
origins-ch-no-more-resets = No more resets
origins-ch-which-reset-first = Which reset first? (up to { $best })
origins-ch-another-reset = Another reset? ({ $chosen } of { $best } chosen)
origins-ch-feature-modifier = { $feature } (modifier { $modifier })
origins-ch-hex-feature = { $hex }: { $feature }
origins-ch-your-unit-at = Your unit at { $place }
origins-ch-pay-attempt = Which elder pays for the attempt?
origins-ch-which-unit-metropolis = Which of your units there becomes the metropolis if it works?
origins-ch-where-domesticate = Where do you try to domesticate?
origins-ch-era-deck = The Era { $era } deck ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    } left)
origins-ch-which-deck = From which deck do you draw?
origins-ch-track-level = { $track } { $level }
origins-ch-golden-age = Enter the golden age of Era { $era }
origins-ch-golden-age-detail = Your brain map asks for { $needs }. One suppressed public card in each frame that holds one turns face up.
origins-ch-which-suppressed-info = Which suppressed info card turns face up?
origins-ch-which-suppressed-culture = Which suppressed culture card turns face up?
origins-ch-which-suppressed-admin = Which suppressed admin card turns face up?
origins-ch-held-by = , held by { $who }, who may cancel it
origins-ch-held-by-nobody = , which nobody holds
origins-brain-map-of-first = The { $species } brain map ({ $letter })
origins-ch-brain-map-held = { $brain }{ $held }
origins-ch-which-brain-map = Which brain map do you take?
origins-ch-from-hand = From { $who } ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in hand)
origins-ch-from-whose-hand = From whose hand?
origins-ch-elders = { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    }
origins-ch-how-many-ready = How many ready elders?
origins-ch-to-whom-aid = To whom do you offer aid?
origins-left-side-label = Left side: { $effects }
origins-left-side-needs-label = Left side (needs { $needs }): { $effects }
origins-right-side-label = Right side: { $effects }
origins-ch-put-up-for-auction = { $card }: put it up for auction
origins-ch-neither-side = Neither side of this card can be played now.
origins-ch-play-one-side = { $card }: play one side
origins-ch-end-cards = End the card phase
origins-ch-end-cards-detail = Cards left in your hand stay there for later turns.
origins-ch-which-card = Which card do you play?
origins-ch-side-cannot = This side cannot be played now.
origins-ch-which-side = Which side of { $card } do you play?
origins-ch-which-language-region = Which language region does the card clear?
origins-ch-rules-name = The one the rules name
origins-ch-send-barbarians = Do you send barbarians?
origins-ch-send-against = Send them against { $who }
origins-ch-send-against-detail = They give up a public card or an elder; the card then leaves the game.
origins-ch-no-barbarians = No barbarians
origins-ch-try-domesticate = Do you try to domesticate?
origins-ch-try = Try { $hex }: { $feature }
origins-ch-no-domestication = No domestication
origins-ch-take-fd = Do you take the fecundity decreases?
origins-ch-take-every-fd = Take every fecundity decrease
origins-ch-decline-fd = { $count ->
        [one] Decline one fecundity decrease
       *[other] Decline { $count } fecundity decreases
    }
origins-ch-paid-with-more = {" "}(paid with { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } more)
origins-ch-migrate = Migrate a unit{ $extra }
origins-ch-migrate-detail = A unit moves up to 5 movement points; ending on another player's unit is a battle.
origins-ch-population-empty = Your population track is empty: no unit to place.
origins-ch-grow = Grow: place a new unit{ $extra }
origins-ch-grow-detail = A unit from your population track joins the map next to your units; it may then migrate for free.
origins-ch-urbanize = Urbanize: a unit founds a metropolis{ $extra }
origins-ch-urbanize-detail = Costs 3 population actions; from Era III, or with a card that allows it.
origins-ch-incorporate = Incorporate: take an elder from another player{ $extra }
origins-ch-incorporate-detail = Their culture level must be below yours; they choose the elder, which joins your pool.
origins-ch-from = From { $from }
origins-ch-incorporate-from = { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } in their pool; culture level { $theirs } against your { $yours }.
origins-ch-from-whom = From whom?
origins-ch-pay-extra-action = Which elder pays for the extra action?
origins-ch-pay-extra-actions = Which elders pay for the extra actions?
origins-ch-trade = Trade with a neighbour{ $extra }
origins-ch-trade-detail = On a track where you differ: the one behind advances, the one ahead gains an elder. From Era III, or with a card that allows it; the action counts only if they accept.
origins-ch-raid = Sabine raid on a player you fought this phase{ $extra }
origins-ch-end-population = End the population phase
origins-ch-end-population-unused = { $count ->
        [one] { $count } action is
       *[other] { $count } actions are
    } unused; they carry into the sieges, for Sabine raids only.
origins-ch-sieges-follow = The sieges follow.
origins-ch-population-none-left = What do you do? No population action is left: each costs an elder.
origins-ch-population-left = What do you do? ({ $count ->
        [one] { $count } population action
       *[other] { $count } population actions
    } left)
origins-ch-slave-no-migration = A slave does not migrate.
origins-ch-no-migratory-unit = You have no migratory unit on the map.
origins-ch-no-unit-can-move = None of your units can move now: each has moved this turn or has nowhere to go.
origins-ch-can-reach = It can reach { $count ->
        [one] { $count } place
       *[other] { $count } places
    }.
origins-ch-which-unit-migrates = Which unit migrates?
origins-ch-stays-at = It stays at { $place }
origins-ch-moves-on-to = It moves on to { $place }
origins-ch-points-away = { $count ->
        [one] { $count } movement point
       *[other] { $count } movement points
    } away.
origins-ch-new-unit-move-on = Does the new unit at { $place } move on? It may migrate for free.
origins-ch-where-unit-go = Where does your unit at { $place } go?
origins-ch-battle-water = {" "}(1 less for crossing water on the way)
origins-ch-battle-win = your unit wins and stays
origins-ch-battle-both-lost = both units are lost
origins-ch-battle-lost = your unit is lost
origins-ch-battle = A battle with the unit of { $who } there: your metallurgy { $a }{ $pen } against { $d }, so { $outcome }.
origins-ch-unit-of-at = the unit of { $who } at { $place }
origins-ch-it-passes = It passes { $units }.
origins-ch-crosses-water = It crosses water: 1 less in a battle at the end.
origins-ch-which-way = Which way does it go to { $to }?
origins-ch-straight-there = Straight there
origins-ch-by = By { $places }
origins-ch-ask-passage = Ask for passage
origins-ch-refuse-stops = If they refuse, your unit stops before their unit.
origins-ch-refuse-battle = If they refuse, your units battle there.
origins-ch-attack-it = Attack it
origins-ch-how-pass = The unit of { $who } stands at { $place } on the way: how do you pass it?
origins-ch-where-place = Where do you place the new unit?
origins-ch-which-hex = In which hex?
origins-ch-which-unit-founds = Which unit founds the metropolis?
origins-ch-with = With { $who }
origins-ch-trade-on = On { $track }: you { $mine }, { $who } { $theirs }
origins-ch-trade-they-advance = If they accept, { $who } advances and you gain an elder.
origins-ch-trade-you-advance = If they accept, you advance and { $who } gains an elder.
origins-ch-which-track = On which track?
origins-ch-with-whom-trade = With whom do you trade?
origins-ch-on = On { $who }
origins-ch-take-from-their-discard = Take { $card } from their discard pile
origins-ch-take-at-random = Take a card at random from their hand ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    })
origins-ch-what-take = What do you take?
origins-ch-on-whom-raid = On whom do you raid?
origins-ch-besiege = Besiege a metropolis
origins-ch-besiege-detail = Your units in the hex against its owner's units there and footprint; whoever has more metallurgy adds 1. Stronger, you take the metropolis.
origins-ch-raid-after-siege = Sabine raid on { $who } after your siege{ $paid }
origins-ch-paid-with-an-elder = {" "}(paid with an elder)
origins-ch-end-sieges = End the sieges
origins-ch-end-sieges-detail = Starvation follows, and then your turn ends.
origins-ch-what-siege-phase = What do you do in the siege phase?
origins-ch-siege-falls = Your strength { $att } against { $def }: the metropolis falls to you.
origins-ch-siege-holds = Your strength { $att } against { $def }: it holds.
origins-elder-half-first = A { $half } elder { $whose }
origins-ch-metropolis-of = The metropolis of { $who } in { $hex }
origins-ch-which-unit-if-falls = Which of your units there founds your metropolis if it falls?
origins-ch-which-metropolis = Which metropolis do you besiege?
origins-ch-refuse = Refuse
origins-ch-refuse-partner = Their unit stops before yours: you never fight each other.
origins-ch-refuse-battle-option = Refuse: the units battle
origins-ch-their-metallurgy = Their metallurgy { $a } against your { $d }: { $outcome }.
origins-ch-battle-their-lost = their unit is lost
origins-ch-let-pass = Let it pass
origins-ch-asks-to-pass = A unit of { $who } asks to pass your unit at { $place }.
origins-ch-you-advance-track = You advance { $track } and { $who } gains an elder.
origins-ch-they-advance-track = { $who } advances { $track } and you gain an elder.
origins-ch-accept = Accept
origins-ch-decline = Decline
origins-ch-decline-trade-detail = They may not offer you another trade this phase.
origins-ch-offers-trade = { $who } offers you a trade on { $track }: you { $mine }, they { $theirs }.
origins-ch-accept-revolution = Accept: you hand over { $yours } and take { $theirs }
origins-ch-cancel-losing = Cancel it, losing { $elder }
origins-ch-claims-brain-map = { $who } claims your brain map.
origins-ch-which-elder-lose = Which elder do you lose?
origins-ch-which-elder-goes = Which elder goes to { $who }? It keeps its side of the pool.
origins-ch-give-up-card = Give up { $card }: it leaves the game
origins-ch-lose = Lose { $elder }
origins-ch-give-rules-name = Give what the rules name
origins-ch-barbarians-strike = Barbarians of { $who } strike: what do you give up?
origins-ch-immune = immune
origins-ch-immunology = immunology { $level }
origins-ch-neighbour-note = { $who } ({ $note })
origins-ch-disease-spreads = A disease of level { $limit } spreads: which neighbour does it reach?
origins-ch-who-enslaver = You have no map unit left: who becomes your enslaver?
origins-ch-forward-into = Forward, into { $space }
origins-ch-ends-game = This ends the game at the end of your turn.
origins-ch-back-into = Back, into { $space }
origins-ch-chaos-golden-age = Chaos ends your golden age: where does your era unit go?
origins-ch-bid = Bid { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    }
origins-ch-pledge = Pledge some of your elders to another bidder
origins-ch-pledge-detail = They add to that player's bids; you then bid or pass yourself.
origins-ch-how-many = How many?
origins-ch-to-whom = To whom?
origins-ch-pass = Pass
origins-ch-pass-detail = You may bid again only if the bidding comes back to you.
origins-ch-high-bid = the high bid is { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } by { $who }
origins-ch-nobody-bid = nobody has bid yet
origins-ch-auction-what = The auction of { $card }: { $standing }. What do you do?
origins-ch-cat-cc = Climate change
origins-ch-cat-volc = A volcano in { $hex }
origins-ch-cat-dis = A disease of level { $level }
origins-ch-cat-any = A catastrophe
origins-ch-cat-from = { $what }, from { $card }
origins-ch-cat-first = Which catastrophe strikes first?
origins-ch-cat-next = Which strikes next?
origins-ch-your-metropolis-in = Your metropolis in { $hex }
origins-ch-chaos-takes = Chaos takes { $count } of your map units: which?
origins-ch-chaos-takes-else = Chaos takes { $count } of your map units: which else ({ $chosen } of { $count } chosen)?
origins-ch-starves-first = Your hexes cannot feed every unit: which of your units starves first?
origins-ch-starves-next = A hex still starves: which unit goes next?
origins-ch-no-intersection-open = No intersection is open to a new unit of yours now.

## Refusals (error.rs and the rules' refusals)
origins-cite-rule = {" "}(rule { $n })
origins-cite-rules = {" "}(rules { $n })
origins-cite-ref = {" "}({ $r })
origins-cite-rule-reading = {" "}(rule { $n }, reading { $r })
origins-cite-rule-ref = {" "}(rule { $n }, { $r })
origins-cite-rule-ties = {" "}(rule { $n }, ties go to the later letter)
origins-player-no = player { $n }
origins-player-no-first = Player { $n }
origins-seat-no = seat { $n }
origins-seat-no-first = Seat { $n }
origins-refuse-is-not-in-your-hand = { $card } is not in your hand{ $cite }.
origins-refuse-is-a-public-card-it = { $card } is a public card: it is auctioned and takes no other choice{ $cite }.
origins-refuse-name-the-side-of-you = Name the side of { $card } you play, left or right{ $cite }.
origins-refuse-the-left-side-of-needs = The left side of { $card } needs the { $name } instinct visible; play its right side{ $cite }.
origins-refuse-the-left-side-of-needs-2 = The left side of { $card } needs { $value } { $l } or more; play its right side{ $cite }.
origins-refuse-this-side-of-has-fecundity = This side of { $card } has { $fds } fecundity decrease(s), so you cannot decline { $value }{ $cite }.
origins-refuse-both-language-regions-are-covered = Both language regions are covered: name the one { $card } clears in "language"{ $cite }.
origins-refuse-language-names-a-covered-language = "language" names a covered language region this side clears, and { $name } is not one{ $cite }.
origins-refuse-this-side-of-has-no = This side of { $card } has no domestication icon{ $cite }.
origins-refuse-this-side-of-has-no-2 = This side of { $card } has no barbarian icon{ $cite }.
origins-refuse-the-victim-of-an-incursion = The victim of an incursion is a neighbour of yours, and { $player } is not{ $cite }.
origins-refuse-name-the-public-card-you = Name the public card you give up in "card"{ $cite }.
origins-refuse-give-a-card-or-an = Give a card or an elder, not both{ $cite }.
origins-refuse-is-not-one-of-your = { $card } is not one of your public cards{ $cite }.
origins-refuse-name-the-elder-you-lose = Name the elder you lose by "colour" and "half"{ $cite }.
origins-refuse-give-a-card-or-an-2 = Give a card or an elder, not both{ $cite }.
origins-refuse-you-have-no-elder-of = You have no { $name } elder of colour { $value }{ $cite }.
origins-refuse-you-can-bid-at-most = You can bid at most { $cap }: your producers plus those pledged to you{ $cite }.
origins-refuse-a-bid-must-take-the = A bid must take the lead: bid at least { $min }{ $cite }.
origins-refuse-after-a-pledge-you-bid = After a pledge you bid or pass{ $cite }.
origins-refuse-pledging-needs-your-current-era = Pledging needs your current era to be II or later{ $cite }.
origins-refuse-you-pledge-to-another-eligible = You pledge to another eligible bidder, and { $player } is not one{ $cite }.
origins-refuse-you-can-pledge-to-producers = You can pledge 1 to { $free } producers (those not pledged or offered as aid, rule 6.4).
origins-refuse-is-not-a-catastrophe-of = { $name } is not a catastrophe of this turn; they are { $name2 }{ $cite }.
origins-refuse-is-named-twice = { $name } is named twice{ $cite }.
origins-refuse-name-every-catastrophe-of-this = Name every catastrophe of this turn once: { $name }{ $cite }.
origins-refuse-your-enslaver-is-another-player = Your enslaver is another player{ $cite }.
origins-refuse-chaos-takes-exactly-of-your = Chaos takes exactly { $count } of your map units, half of them rounded down: name { $count }{ $cite }.
origins-refuse-is-not-one-of-your-2 = { $name } is not one of your map units{ $cite }.
origins-refuse-is-named-twice-2 = { $name } is named twice{ $cite }.
origins-refuse-pay-lists-at-most-one = "pay" lists at most one payer per funded action{ $cite }.
origins-refuse-this-action-costs-and-you = This action costs { $cost } and you have { $value } population action(s) left: fund more with "fund"{ $cite }.
origins-refuse-a-sabine-raid-after-a = A Sabine raid after a siege needs a population action carried from phase 5, or one funded now{ $cite }.
origins-refuse-you-trade-with-a-neighbour = You trade with a neighbour, and { $player } is not one{ $cite }.
origins-refuse-you-and-are-level-on = You and { $player } are level on { $track }: there is nothing to trade{ $cite }.
origins-refuse-declined-a-trade-from-you = { $player } declined a trade from you this phase{ $cite }.
origins-refuse-is-not-one-of-your-3 = { $place } is not one of your migratory units in { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in = A metropolis already stands in { $name }{ $cite }.
origins-refuse-s-site-is-not-habitable = { $name }'s site is not habitable for you now{ $cite }.
origins-refuse-your-population-track-is-empty = Your population track is empty: no unit to place{ $cite }.
origins-refuse-a-placement-that-attacks-ends = A placement that attacks ends the unit's move: no free migration{ $cite }.
origins-refuse-holds-no-migratory-unit-of = { $place } holds no migratory unit of yours{ $cite }.
origins-refuse-the-unit-on-has-already = The unit on { $place } has already moved this turn{ $cite }.
origins-refuse-a-migration-names-the-intersections = A migration names the intersections it enters in "path"{ $cite }.
origins-refuse-you-incorporate-from-another-player = You incorporate from another player{ $cite }.
origins-refuse-has-no-elder = { $player } has no elder{ $cite }.
origins-refuse-your-elder-pool-is-full = Your elder pool is full{ $cite }.
origins-refuse-incorporation-needs-s-culture-level = Incorporation needs { $player }'s culture level ({ $theirs }) below yours ({ $mine }), and a slave is open only to its enslaver{ $cite }.
origins-refuse-has-no-card-in-hand = { $player } has no card in hand{ $cite }.
origins-refuse-is-not-habitable-for-you = { $place } is not habitable for you now{ $cite }.
origins-refuse-you-already-have-a-unit = You already have a unit on { $place }{ $cite }.
origins-refuse-a-slave-places-units-only = A slave places units only around its enslaver's metropolises, and { $place } touches none{ $cite }.
origins-refuse-a-slave-never-attacks-its = A slave never attacks its enslaver{ $cite }.
origins-refuse-enslaver-and-slave-never-attack = Enslaver and slave never attack each other{ $cite }.
origins-refuse-is-taken-only-around-your = { $place } is taken; only around your own metropolises may a placement attack{ $cite }.
origins-refuse-touches-no-hex-where-you = { $place } touches no hex where you or your slaves have a unit{ $cite }.
origins-refuse-is-not-next-to = { $place } is not next to { $place2 }{ $cite }.
origins-refuse-the-edge-from-to-cannot = The edge from { $place } to { $place2 } cannot be crossed with your maritime level { $mar } in this climate{ $cite }.
origins-refuse-you-cannot-enter-in-this = You cannot enter { $place } in this climate with your levels{ $cite }.
origins-refuse-the-path-enters-twice = The path enters { $place } twice{ $cite }.
origins-refuse-this-path-costs-movement-points = This path costs { $cost } movement points, more than { $MOVEMENT_POINTS }{ $cite }.
origins-refuse-you-already-have-a-unit-2 = You already have a unit on { $place }{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-2 = Enslaver and slave never attack each other{ $cite }.
origins-refuse-a-move-must-end-where = A move must end where the unit may stand, and { $place } is not habitable for you now{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-3 = Enslaver and slave never attack each other: ask for passage{ $cite }.
origins-refuse-through-names-only-foreign-units = "through" names only foreign units on the way, and { $place } is not one{ $cite }.
origins-refuse-no-other-player-s-metropolis = No other player's metropolis stands in { $name }{ $cite }.
origins-refuse-enslaver-and-slave-never-besiege = Enslaver and slave never besiege each other{ $cite }.
origins-refuse-was-already-besieged-this-turn = { $name } was already besieged this turn{ $cite }.
origins-refuse-s-site-is-not-habitable-2 = { $name }'s site is not habitable for you now{ $cite }.
origins-refuse-is-not-one-of-your-4 = { $place } is not one of your migratory units in { $name }{ $cite }.
origins-refuse-you-need-a-migratory-unit = You need a migratory unit in { $name } to besiege it{ $cite }.
origins-refuse-is-not-in-a-starving = { $name } is not in a starving hex when its turn to go comes{ $cite }.
origins-refuse-after-these-removals-a-starving = After these removals a starving hex still holds a unit of yours: name more{ $cite }.
origins-refuse-has-no-elder-offered-to = { $player } has no elder offered to you as aid this turn{ $cite }.
origins-refuse-the-era-deck-is-empty = The Era { $value } deck is empty and no Era { $value2 } card lies in any discard pile to rebuild it{ $cite }.
origins-refuse-has-no-consumer-elder-of = { $player } has no consumer elder of colour { $value } to reset{ $cite }.
origins-refuse-is-not-one-of-your-5 = { $card } is not one of your suppressed public cards{ $cite }.
origins-refuse-shows-no-feature-of-the = { $name } shows no feature of the right kind for this attempt{ $cite }.
origins-refuse-s-site-is-not-habitable-3 = { $name }'s site is not habitable for you now{ $cite }.
origins-refuse-is-not-one-of-your-6 = { $place } is not one of your migratory units in { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in-2 = A metropolis already stands in { $name }, so its { $value } cannot be domesticated{ $cite }.
origins-refuse-you-need-a-migratory-unit-2 = You need a migratory unit on a corner of { $name }{ $cite }.
origins-refuse-the-of-is-extinct = The { $name } of { $name2 } is extinct{ $cite }.
origins-refuse-you-need-a-unit-in = You need a unit in { $name }{ $cite }.
origins-refuse-you-have-no-elder-of-2 = You have no { $name } elder of colour { $value }{ $cite }.
origins-refuse-is-not-your-neighbour-the = { $player } is not your neighbour; the disease strikes a neighbour{ $cite }.
origins-refuse-to-cancel-the-revolution-name = To cancel the revolution, name the elder you lose: its colour and half{ $cite }.
origins-refuse-you-have-no-elder-of-3 = You have no { $name } elder of colour { $value } to cancel the revolution with{ $cite }.
origins-refuse-accepting-the-swap-costs-no = Accepting the swap costs no elder: leave colour and half out{ $cite }.
origins-refuse-original-behaviour-needs-the-tech = Original behaviour needs the tech or the nature instinct to be visible on your brain map{ $cite }.
origins-refuse-you-can-scavenge-from-so = You can scavenge from { $player }, so Imitator must name whom it copies; drawing is only for when nobody can be copied{ $cite }.
origins-refuse-locution-needs-a-brain-unit = Locution needs a brain unit on Wernicke's area{ $cite }.
origins-refuse-no-brain-unit-covers = No brain unit covers { $name }{ $cite }.
origins-refuse-is-already-covered = { $name } is already covered{ $cite }.
origins-refuse-is-not-next-to-on = { $name } is not next to { $name2 } on the brain map{ $cite }.
origins-refuse-invention-draws-from-an-era = Invention draws from an era you have entered: 1 to { $value }{ $cite }.
origins-refuse-baby-boom-needs-a-unit = Baby boom needs a unit on your population track and room on your innovation track{ $cite }.
origins-refuse-economic-stimulus-needs-an-active = Economic stimulus needs an active info card{ $cite }.
origins-refuse-economic-stimulus-makes-to-resets = Economic stimulus makes 1 to { $best } resets, your best info rank{ $cite }.
origins-refuse-espionage-needs-an-opponent-with = Espionage needs an opponent with a card in hand{ $cite }.
origins-refuse-aid-goes-to-another-player = Aid goes to another player{ $cite }.
origins-refuse-you-can-earmark-to-producers = You can earmark 1 to { $value } producers not already offered{ $cite }.
origins-refuse-you-already-offered-aid-to = You already offered aid to { $player } in this phase{ $cite }.
origins-refuse-a-golden-age-is-entered = A golden age is entered from the dark space of Era II or III{ $cite }.
origins-refuse-entering-needs-or-more-and = Entering { $value } needs { $track } { $l } or more, and you have { $value2 }{ $cite }.
origins-refuse-name-exactly-one-of-your = Name exactly one of your suppressed { $name } cards to reactivate{ $value }{ $cite }.
origins-refuse-only-suppressed-public-cards-of = Only suppressed public cards of your repertoire are reactivated{ $cite }.
origins-refuse-you-already-hold-that-brain = You already hold that brain map{ $cite }.
origins-refuse-the-holder-of-is-not = The holder of { $value } is not in a dark age, so it cannot be taken{ $cite }.
origins-refuse-you-have-no-elder-of-4 = You have no { $name } elder of colour { $value }{ $cite }.
origins-refuse-public-card-in-hand = { $card } is a public card in your hand: play it before ending the phase{ $cite }.
origins-refuse-hand-limit = You hold { $count } cards and your hand limit is { $limit }: play cards down to it{ $cite }.
origins-refuse-raid-after-siege = A Sabine raid here follows right after your siege of { $player }{ $cite }.
origins-refuse-raid-needs-battle = A Sabine raid needs a battle against { $player } this phase whose raid is unused{ $cite }.
origins-refuse-scavenge-own = You scavenge from an opponent's discard pile, not your own{ $cite }.
origins-refuse-discard-empty = { $seat }'s discard pile is empty, so there is nothing to scavenge{ $cite }.
origins-refuse-later-era-card = { $card } is an Era { $era } card, later than your era, and you have no cultural diffusion card in your discard pile{ $cite }.
origins-refuse-animal = animal
origins-refuse-plant = plant
origins-refuse-and-none = , and you have none, so none
origins-unit-at-first = The unit at { $place }
origins-metropolis-in-first = The metropolis in { $hex }
origins-error-game-over = The game is over.
origins-error-no-such-seat = There is no seat { $n } at this table.
origins-error-not-your-turn = It is not your turn to decide: { $player } is to decide now{ $cite }.
origins-error-wrong-decision = This is not the decision asked for now: { $asked }{ $cite }.
origins-error-no-action-left = No innovation action is left this turn{ $cite }.
origins-error-era-one-only = { $action } is an Era I action, and you have left Era I{ $cite }.
origins-error-era-two-only = { $action } is an action of Era II and later, and you are still in Era I{ $cite }.
origins-error-instinct-hidden = { $action } needs the { $instinct } instinct to be visible on your brain map{ $cite }.
origins-error-era-too-low = { $action } needs your current era to be { $era } or later{ $cite }.
origins-error-enslaved = A slave may not use { $action }{ $cite }.
origins-error-no-producer = You have no producer elder to spend{ $colour }{ $cite }.
origins-error-of-colour = {" "}of colour { $colour }
origins-error-corrupt = The game state is corrupt: { $what }.
origins-wrong-cards = play a card (play_card) or end the phase (end_cards)
origins-wrong-barbarian = answer the barbarian incursion (barbarian_answer)
origins-wrong-auction = answer the auction with bid, pass or pledge
origins-wrong-population = take a population action, offer aid, or end phase 5 (end_population)
origins-wrong-sieges = besiege a metropolis, make a Sabine raid after a siege, or end phase 6 (end_sieges)
origins-wrong-phase = this phase is not played by this engine yet
origins-wrong-innovation = take an innovation action, offer aid, or end phase 1
origins-wrong-prompt = answer the { $prompt } prompt
origins-action-a-sabine-raid-in-espionage-mode = A Sabine raid in espionage mode
origins-action-an-aid-offer = An aid offer
origins-action-baby-boom = Baby boom
origins-action-economic-stimulus = Economic stimulus
origins-action-education = Education
origins-action-enter-golden-age = Enter golden age
origins-action-espionage = Espionage
origins-action-imitator = Imitator
origins-action-invention = Invention
origins-action-lexicalization = Lexicalization
origins-action-locution = Locution
origins-action-naturalist = Naturalist
origins-action-original-behaviour = Original behaviour
origins-action-revolution = Revolution
origins-action-sabine-raids = Sabine raids
origins-action-silverback = Silverback
origins-action-storyteller = Storyteller
origins-action-trade = Trade
origins-action-urbanization = Urbanization
origins-action-domestication-lower = domestication
origins-action-free-migration-lower = free migration
origins-action-migration-lower = migration
origins-action-sieges-lower = sieges
origins-action-trade-lower = trade
origins-action-urbanization-lower = urbanization

## The turn mail (extras.rs)
origins-mail-play-your-turn = play your turn
origins-mail-innovation = Your turn in { $title }: phase 1, innovation ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } left), then the rest of your turn.
origins-mail-cards = Your turn in { $title }: phase 3, play idea and public cards or end the phase.
origins-mail-population = Your turn in { $title }: phase 5, population ({ $used } of { $total } actions used).
origins-mail-sieges = Your turn in { $title }: phase 6, sieges.
origins-mail-high-bid = the high bid is { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    }
origins-mail-card-high = { $card }; { $high }
origins-mail-bid = bid in an auction
origins-mail-bid-head = An auction in { $title }: { $what }. Bid more elders, pledge elders to another bidder, or pass.
origins-mail-passage = grant or refuse passage
origins-mail-passage-head = A question in { $title }: a migrating unit asks to pass your unit at { $place }.
origins-mail-trade = answer a trade
origins-mail-trade-head = A question in { $title }: you are offered a trade on { $track }.
origins-mail-revolution = answer a revolution
origins-mail-revolution-head = A question in { $title }: a revolution claims your brain map; accept or cancel.
origins-mail-elder-loss = choose an elder to lose
origins-mail-elder-loss-head = A question in { $title }: choose which elder you lose.
origins-mail-elder-transfer = choose an elder to hand over
origins-mail-elder-transfer-head = A question in { $title }: choose the elder you hand over.
origins-mail-barbarians = answer a barbarian incursion
origins-mail-barbarians-head = A question in { $title }: barbarians strike you; give a public card or an elder.
origins-mail-disease = choose who the disease reaches
origins-mail-disease-head = A question in { $title }: choose the neighbour a disease reaches.
origins-mail-enslaver = choose your enslaver
origins-mail-enslaver-head = A question in { $title }: you have no map unit left; choose your enslaver.
origins-mail-catastrophes = order your catastrophes
origins-mail-catastrophes-head = A question in { $title }: choose the order of this turn's catastrophes.
origins-mail-depopulate = choose the units chaos takes
origins-mail-depopulate-head = A question in { $title }: chaos takes { $count } of your map units; choose them.
origins-mail-dark-age = choose your dark age
origins-mail-dark-age-head = A question in { $title }: chaos ends your golden age; move forward or back.
origins-mail-starve = choose the units that starve
origins-mail-starve-head = A question in { $title }: phase 7, choose the units your hexes cannot feed.
origins-mail-finished = finished in game turn { $turn }
origins-mail-progress = era { $era }, turn { $turn }
origins-mail-score = Score { $score }: innovation number { $innovation }, population number { $population }.
origins-mail-elders = Elders: { $ready } ready, { $spent } spent; { $units ->
        [one] { $units } migratory unit
       *[other] { $units } migratory units
    } and { $metropolises ->
        [one] { $metropolises } metropolis
       *[other] { $metropolises } metropolises
    }; { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand.

## The status line and the preview (web::games::origins)
origins-status-innovation = phase 1, innovation actions ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } left)
origins-status-cards = phase 3, play cards
origins-status-population = phase 5, population actions ({ $used } used of { $total })
origins-status-sieges = phase 6, sieges
origins-status-bid-auction = a bid in the auction of { $card }
origins-status-bid = a bid in an auction
origins-status-passage = passage for a unit of { $who } at { $place }
origins-status-trade = a trade on { $track } offered by { $who }
origins-status-revolution = an answer to the revolution of { $who }
origins-status-elder-loss = which elder to lose
origins-status-elder-transfer = which elder goes to { $who }
origins-status-barbarians = what to give the barbarians of { $who }
origins-status-disease = which neighbour a disease of level { $limit } reaches
origins-status-enslaver = who becomes the enslaver
origins-status-catastrophes = the order of the catastrophes
origins-status-depopulate = which { $count ->
        [one] { $count } map unit
       *[other] { $count } map units
    } chaos takes
origins-status-dark-age = where the era unit goes in the dark age
origins-status-starve = which units starve
origins-status-over = Game turn { $turn } of at most { $cap }: the game is over.
origins-status-deciding = Game turn { $turn } of at most { $cap }: { $who } (Era { $era }) to decide: { $what }.
origins-status-deciding-other = Game turn { $turn } of at most { $cap }: the turn of { $who } (Era { $era }); { $other } to decide: { $what }.
origins-preview-score = Score: { $before } → { $after }
origins-preview-innovation = Innovation number: { $before } → { $after }
origins-preview-population = Population number: { $before } → { $after }
origins-preview-ready = Ready elders: { $before } → { $after }
origins-preview-spent = Spent elders: { $before } → { $after }
origins-preview-migratory = Migratory units: { $before } → { $after }
origins-preview-metropolises = Metropolises: { $before } → { $after }
origins-preview-hand = Cards in hand: { $before } → { $after }
origins-preview-public = Public cards: { $before } → { $after }
origins-preview-random = A die, a shuffle or the top of a deck decides what happens, so it is not played out here: nobody learns it before you confirm.
origins-preview-ends-game = It ends the game.
origins-preview-ends-turn = It ends your turn.
origins-preview-unreadable = That choice could not be read.
origins-box-hand = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in hand; your hand limit is { $limit }.
origins-box-high-bid = High bid { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } by { $who }.
origins-box-no-bid-yet = No bid yet.
origins-box-to-answer = { $who } to answer.
origins-box-no-bid = no bid
origins-box-passed = , passed
origins-box-bid = { $who }: { $bid }{ $passed }
origins-box-pledged = { $who } pledged { $count ->
        [one] { $count } elder
       *[other] { $count } elders
    } to { $to }
origins-box-auction-of = The auction of { $card }
origins-box-top-of-discard = (top of the discard pile of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    })
origins-box-empty-discard = An empty discard pile.
origins-box-active = active
origins-box-suppressed = suppressed
origins-box-frame-state = ({ $frame }, { $state })
origins-box-out-of-game = Out of the game: { $cards }.
origins-box-brain = { $species } ({ $letter })
origins-box-unused-brains = Brain maps nobody holds: { $brains }.

## The pictures' titles and the final scores (web::games::origins)
origins-picture-choose = Choose on the map
origins-picture-map = The map
origins-picture-hand = Your hand
origins-picture-cards = Cards on the table
origins-picture-units = Units by region
origins-picture-scores = Final scores
origins-scores-player = Player
origins-scores-place = Place
origins-scores-innovation = Innovation
origins-scores-population = Population
origins-scores-elders = Elders
origins-scores-info = Info
origins-scores-culture = Culture
origins-scores-admin = Admin
origins-scores-total = Total
origins-scores-elders-in-pool = Elders in the pool
origins-scores-metropolises = Metropolises
origins-scores-note = Innovation and population: the numbers on the demography sheet. Elders, info, culture and admin: what the brain map held at the end scores. Ties are broken by the elders in the pool, then the metropolises.

## The page's own words around the pictures: titles, the replay's notes, the chart.
origins-revealed = Every hand and discard pile is shown now; the table below shows where each score came from.
origins-replay-over = The game is over, so every hand and discard pile is shown at every step.
origins-replay-seat = The game is still being played: you see your own hand at each step, never the others', nor the order of the decks.
origins-replay-watcher = The game is still being played: the hands and the order of the decks stay hidden.
origins-mat-yours = Your sheets
origins-mat-of = The sheets of { $who }
