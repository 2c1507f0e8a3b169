# Humanity (registry name `humanity`): "How this edition reads the rules" on its rules page
# (templates/games/humanity/rules.html). The engine keeps only the codes, in order
# (engine::humanity::readings::READINGS); each code has a title and an explanation here.
# Written in our own words. Every code is a valid Fluent id as written.

humanity-reading-D1-title = Conversions may use electricity
humanity-reading-D1-text = An advanced item can be paid with any three units that are its paired basic resource or electricity, mixed freely, including units from variable producers. Three electricity pay one advanced item.

humanity-reading-D2-title = Communication tiles keep their value
humanity-reading-D2-text = A deployed communication module is replaced by an orange or blue tile worth the same research as the tile you drew, whatever the current year.

humanity-reading-D3-title = An empty station makes the arm turn fully
humanity-reading-D3-text = If no module is left on the station after the two crossed hangars are cleared, the arm goes all the way round and every astronaut on the station comes home.

humanity-reading-D4-title = Nothing is chosen for you
humanity-reading-D4-text = The game never picks an astronaut or a payment on your behalf. The turn offers a proposed payment first, then every other way to pay.

humanity-reading-D5-title = The wild greenhouse is a shape of its own
humanity-reading-D5-text = The wild greenhouse counts as a fourth shape. Since a group holds at most three greenhouses, this gives the same results as letting it take whichever shape is missing.

humanity-reading-D6-title = Stealing a mission needs a better result now
humanity-reading-D6-text = To take a mission from its holder, your result must be strictly higher than the holder's result as it stands at that moment. A tie never takes it.

humanity-reading-D7-title = Research stops at 50; ties earn no bonus
humanity-reading-D7-text = Research above 50 is lost. The end-of-year bonus counts only players strictly behind you, so equal research gives nothing; with two players only a strict leader gets the extra 2.

humanity-reading-D8-title = Resources are spent only when paying
humanity-reading-D8-text = Units leave your modules only as part of paying for a module or an experiment; there is no free conversion at another time.

humanity-reading-D9-title = One confirmed turn, hidden placements and science
humanity-reading-D9-text = You choose your whole turn step by step, see what it will do, and confirm it once: nothing counts before that. Returning astronauts are placed by everyone at the same time and stay hidden until all have chosen. Science totals stay hidden until the end.

humanity-reading-D10-title = Upgrades are compulsory
humanity-reading-D10-text = Each upgrade earned from a square must go to an astronaut below 4 WP while one exists; only when none is left is the upgrade lost.

humanity-reading-D11-title = Small details made explicit
humanity-reading-D11-text = A new production module holds 1 unit. A time module can be used again in the same turn for 1 WP each time. Astronauts pushed to the arm's hangar stay there and come home at the next reset. The reset returns astronauts from the arm's old hangar (included) up to its new one (excluded). A time experiment also moves the astronaut that just carried it out.

humanity-reading-D12-title = Where the third astronauts start
humanity-reading-D12-text = Each seat's third astronaut starts on hangar 3 + players - seat, so the first player's astronaut is the farthest from coming home.

humanity-reading-D13-title = Order of deployment gains
humanity-reading-D13-text = A deployment scores its printed points, then squares, then research, then adjacency research, then upgrades. The totals are the same as in the printed order.

humanity-reading-Q1-title = Pass when stuck
humanity-reading-Q1-text = If you have no legal action at all (every producer full, nothing to activate, nothing affordable) you may pass, which exhausts the astronaut. Passing is refused whenever anything else is possible.

humanity-reading-Q2-title = Payments cannot get stuck
humanity-reading-Q2-text = A payment is checked as a whole when you send it: it must cover the cost exactly, or the message says what is missing or left over. There is no half-paid state.

humanity-reading-Q3-title = Nothing is half-undone
humanity-reading-Q3-text = Since a turn is applied entirely or not at all, a stolen mission can never be restored for one player and not the other.

humanity-reading-Q4-title = Nobody plays without astronauts
humanity-reading-Q4-text = Players without an active astronaut are skipped, and placement waits only for players who have astronauts to place.

humanity-reading-Q5-title = Experiments are checked on the server
humanity-reading-Q5-text = An experiment must be on display and affordable; the engine checks both.

humanity-reading-Q6-title = Which modules the suggested payment drains
humanity-reading-Q6-text = The suggested payment spends the least electricity and takes units from year modules before starting modules, in catalogue order, as the reference does.
