# Dawn of Mankind (dawn-of-mankind): the game's summary, the names of its components and the main terms a player reads.
# The component names are the `name` fields of data/dawn-of-mankind/*.toml, character for character.
# The board, the action tiles, the art cards and the setup cards are Turnpost edition (designed by us);
# the progress card names, the life stages and the other terms follow the rules.

## About the game.
dawn-of-mankind-summary = Guide your clan's meeples from childhood to old age: gather, make art and progress, and be first to 60 VP.

## Art cards (Turnpost edition).
dawn-of-mankind-art-ART1 = Hand Stencils
dawn-of-mankind-art-ART2 = Ochre Bison
dawn-of-mankind-art-ART3 = Bone Flute
dawn-of-mankind-art-ART4 = Shell Necklace
dawn-of-mankind-art-ART5 = Ivory Figurine
dawn-of-mankind-art-ART6 = Feather Headdress
dawn-of-mankind-art-ART7 = Fruit Mural
dawn-of-mankind-art-ART8 = Mammoth Carving

## Action tile faces (Turnpost edition), by tile: childhood C, youth Y, adulthood A, elders E.
dawn-of-mankind-tile-C1a = Berry Thicket
dawn-of-mankind-tile-C1b = Bird Nests
dawn-of-mankind-tile-C2a = Shallow Stream
dawn-of-mankind-tile-C2b = Pebble Beach
dawn-of-mankind-tile-C3a = Watching the Elders
dawn-of-mankind-tile-Y1a = Rabbit Snares
dawn-of-mankind-tile-Y1b = Deer Stalking
dawn-of-mankind-tile-Y2a = Flint Quarry
dawn-of-mankind-tile-Y3a = Foraging Party
dawn-of-mankind-tile-Y3b = River Fishing
dawn-of-mankind-tile-Y4a = Bone Tools
dawn-of-mankind-tile-Y5a = Courtship
dawn-of-mankind-tile-A1a = Mammoth Hunt
dawn-of-mankind-tile-A2a = Tailoring
dawn-of-mankind-tile-A2b = Tent Making
dawn-of-mankind-tile-A3a = Feast
dawn-of-mankind-tile-A4a = Teaching the Young
dawn-of-mankind-tile-A5a = Barter
dawn-of-mankind-tile-A5b = Gift Exchange
dawn-of-mankind-tile-A6a = Family Hearth
dawn-of-mankind-tile-E1a = Cave Paintings
dawn-of-mankind-tile-E2a = Council of Elders
dawn-of-mankind-tile-E3a = Ancestral Tales
dawn-of-mankind-tile-E3b = Wisdom
dawn-of-mankind-tile-E4a = Bone Carving
dawn-of-mankind-tile-E4b = Amulets
dawn-of-mankind-tile-E5a = Spirit Offering

## Progress card names (one per pile). Cooking, religion and storytelling are printed in the rules; the others are Turnpost edition.
dawn-of-mankind-progress-cooking = cooking
dawn-of-mankind-progress-religion = religion
dawn-of-mankind-progress-storytelling = storytelling
dawn-of-mankind-progress-hunting = hunting
dawn-of-mankind-progress-gathering = gathering
dawn-of-mankind-progress-knapping = knapping
dawn-of-mankind-progress-tanning = tanning
dawn-of-mankind-progress-preserving = preserving
dawn-of-mankind-progress-cave_painting = cave painting
dawn-of-mankind-progress-midwifery = midwifery
dawn-of-mankind-progress-shelter = shelter

## Terms
# Life stages: the board's four columns, I to IV.
dawn-of-mankind-term-life-stage = Life stage
dawn-of-mankind-term-column = Column
dawn-of-mankind-term-childhood = Childhood
dawn-of-mankind-term-youth = Youth
dawn-of-mankind-term-adulthood = Adulthood
dawn-of-mankind-term-elders = Elders
# Resources.
dawn-of-mankind-term-resource = Resource
dawn-of-mankind-term-fruit = Fruit
dawn-of-mankind-term-meat = Meat
dawn-of-mankind-term-tools = Tools
dawn-of-mankind-term-hides = Hides
dawn-of-mankind-term-food = Food
# Points and pieces.
dawn-of-mankind-term-vp = VP
dawn-of-mankind-term-vp-token = VP token
dawn-of-mankind-term-supply = Supply
dawn-of-mankind-term-meeple = Meeple
dawn-of-mankind-term-clan = Clan
dawn-of-mankind-term-tribe = Tribe
# The board and its areas.
dawn-of-mankind-term-board = Board
dawn-of-mankind-term-ready-area = Ready area
dawn-of-mankind-term-first-ready-area = First ready area
dawn-of-mankind-term-first-area-limit = First-area limit
dawn-of-mankind-term-action-tile = Action tile
dawn-of-mankind-term-route = Route
dawn-of-mankind-term-exit = Exit
dawn-of-mankind-term-newborn = Newborn
dawn-of-mankind-term-inventory-mat = Inventory mat
dawn-of-mankind-term-shore = Shore
# Turns.
dawn-of-mankind-term-setup = Setup
dawn-of-mankind-term-setup-card = Setup card
dawn-of-mankind-term-start-player = Start player
dawn-of-mankind-term-action = Action
dawn-of-mankind-term-bump = Bump
dawn-of-mankind-term-rest = Rest
dawn-of-mankind-term-cook = Cook
dawn-of-mankind-term-expand = Expand the tribe
dawn-of-mankind-term-spoil = Spoil
dawn-of-mankind-term-spoil-limit = Spoil limit
# Progress.
dawn-of-mankind-term-progress = Progress
dawn-of-mankind-term-progress-card = Progress card
dawn-of-mankind-term-pile = Pile
dawn-of-mankind-term-slot = Slot
dawn-of-mankind-term-printed-space = Printed space
dawn-of-mankind-term-acquired = Acquired
# Art.
dawn-of-mankind-term-art = Art
dawn-of-mankind-term-art-card = Art card
dawn-of-mankind-term-art-display = Art display
dawn-of-mankind-term-art-deck = Art deck
dawn-of-mankind-term-art-cube = Art tracking cube
dawn-of-mankind-term-line = Line
dawn-of-mankind-term-create-art = Create art
dawn-of-mankind-term-artwork = Artwork
# End of the game.
dawn-of-mankind-term-final-scoring = Final scoring
