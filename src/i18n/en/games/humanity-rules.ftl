# Humanity (registry name `humanity`): the texts of its rules-help page (templates/games/humanity/rules.html).
# The markup stays in the template: a sentence with <strong> is split at its edges, and the text after
# the strong words carries its own separator (": …" or " from …").

## The page's title and the game in brief.
humanity-rules-title = Humanity: rules help
humanity-rules-brief-heading = Humanity in brief
humanity-rules-brief = Each player runs a base on a far planet and sends its three astronauts, one at a time, to work at home or to the orbiting station (the AMBS). The game lasts three years of several rounds; the player with the most points (victory points plus science) wins.

## A turn: the three actions, and paying.
humanity-rules-turn-heading = Your turn
humanity-rules-turn = Pick one of your active astronauts, then one action:
humanity-rules-work = Work
humanity-rules-work-text = : spend the astronaut's work points (WP) to activate tiles of your base. A production module gains one stored unit (up to 3); a time module moves your astronauts on the station one hangar closer to the arm; an obstacle loses one resistance and, when cleared, gives 3 research points (RP).
humanity-rules-deploy = Deploy a module
humanity-rules-deploy-text = { " " }from the station: pay its cost from your stored units; the module lands on the astronaut's cell and the astronaut flies to that module's hangar. Squares of four modules give a VP each, and an upgrade (+1 WP to an astronaut) when they hold at most two colours. Purple modules give RP for neighbours of their target colour; green greenhouses score by the size of their group of different shapes.
humanity-rules-experiment = Carry out an experiment
humanity-rules-experiment-text = { " " }on display: pay its cost, gain its RP, VP for completing lines of experiments, and its effect (extra time, or reactivating your astronauts).
humanity-rules-paying = Paying: units pay their own resource; electricity pays electricity or any basic resource; an advanced resource (oxygen, aircarbon, protein) can also be paid with three units of its paired basic resource or electricity.

## The end of a round, of a year and of the game.
humanity-rules-station-heading = The station turns
humanity-rules-station = When nobody has an active astronaut, the round ends: the two modules nearest the arm are discarded, the rest slide away from it, the arm advances, and astronauts the arm passes come home. You choose where they land: an empty cell next to one of your modules. When a year's modules run out, research is turned into science (with a bonus for those behind), research resets, and a new year begins. After year three, stored units give a VP per five, and the score is VP plus science.

## Missions.
humanity-rules-missions-heading = Missions
humanity-rules-missions = Three missions are on display. Reaching a mission's goal gives 3 VP and a science point; doing strictly better than the player holding it takes it over (3 VP move, the science stays).

## The legend of the board, and the edition's readings of the rules.
humanity-rules-symbols-heading = The board's symbols
humanity-rules-readings-heading = How this edition reads the rules
humanity-rules-readings = Where the rulebook is silent or unclear, Turnpost decides as follows.

# The game in one line, as the lists of games show it.
humanity-summary = Send astronauts to an automated station for modules, build a base and run experiments, over three years.
