# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Recursos, iconos y puestos (paint)
dawn-of-mankind-pic-letter-fruit = F
dawn-of-mankind-pic-letter-meat = C
dawn-of-mankind-pic-letter-tools = H
dawn-of-mankind-pic-letter-hides = P
dawn-of-mankind-pic-res-fruit = fruta
dawn-of-mankind-pic-res-meat = carne
dawn-of-mankind-pic-res-tools = herramientas
dawn-of-mankind-pic-res-hides = pieles
dawn-of-mankind-pic-icon-letter-progress = P
dawn-of-mankind-pic-icon-letter-art = A
dawn-of-mankind-pic-icon-letter-newborn = R
dawn-of-mankind-pic-seat-n = Puesto { $n }

## El tablero (board)
dawn-of-mankind-pic-board-label = Tablero de Dawn of Mankind. { $status }
dawn-of-mankind-pic-players-label = Los jugadores: a quién le toca y los meeples de cada uno
dawn-of-mankind-pic-supply-label = El expositor de arte y las pilas de progreso
dawn-of-mankind-pic-status-setup = Turno de preparación { $turn } de { $turns }.
dawn-of-mankind-pic-status-turn = Turno { $turn }.
dawn-of-mankind-pic-status-now = Juega: { $who }.
dawn-of-mankind-pic-status-over-stall = Partida terminada: nadie podía cambiar nada.
dawn-of-mankind-pic-status-over-vp = Partida terminada: se alcanzó el objetivo de PV.
dawn-of-mankind-pic-head-setup = Preparación { $turn }/{ $turns }
dawn-of-mankind-pic-head-turn = Turno { $turn }
dawn-of-mankind-pic-head-over = Partida terminada
dawn-of-mankind-pic-head-note-stall = nadie podía mover
dawn-of-mankind-pic-head-note-vp = objetivo de PV alcanzado
dawn-of-mankind-pic-head-note-title = Dawn of Mankind
dawn-of-mankind-pic-to-play = Juega: { $who }
dawn-of-mankind-pic-nobody-plays = Ya no juega nadie.
dawn-of-mankind-pic-nobody-to-play = No le toca a nadie.
dawn-of-mankind-pic-meeples = tapete { $mat } · tablero { $board }
dawn-of-mankind-pic-you = (tú)
dawn-of-mankind-pic-exits-to = sale a { $stage }
dawn-of-mankind-pic-exits-to-mat = sale al tapete
dawn-of-mankind-pic-you-can-take = Puedes tomar:
dawn-of-mankind-pic-move-along = Ir por la línea { $route } hasta { $tile }
dawn-of-mankind-pic-route = Línea { $route }
dawn-of-mankind-pic-empty = vacío
dawn-of-mankind-pic-nothing = nada
dawn-of-mankind-pic-free = gratis
dawn-of-mankind-pic-none = ninguna
dawn-of-mankind-pic-pay = pagar
dawn-of-mankind-pic-get = ganar
dawn-of-mankind-pic-cost = coste
dawn-of-mankind-pic-food-n = { $n } comida
dawn-of-mankind-pic-vp-n = { $n } PV
dawn-of-mankind-pic-barter-pay = 2 de un tipo
dawn-of-mankind-pic-barter-get = 3 de otro
dawn-of-mankind-pic-tales-get = 1 PV por carta
dawn-of-mankind-pic-meeple-to-mat = + meeple al tapete
dawn-of-mankind-pic-needs-on-board = exige { $n } en el tablero
dawn-of-mankind-pic-exit-mat = tapete
dawn-of-mankind-pic-art-display = Expositor de arte
dawn-of-mankind-pic-art-deck = mazo: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
dawn-of-mankind-pic-art-slot-empty = { $slot }. vacío
dawn-of-mankind-pic-art-line = línea { $line } de 3
dawn-of-mankind-pic-progress-piles = Pilas de progreso
dawn-of-mankind-pic-top-card-first = primero la de encima
dawn-of-mankind-pic-pile-left = { $n ->
        [0] no queda ninguna
       *[other] quedan { $n }
    }
dawn-of-mankind-pic-pile-top = encima n.º { $number }:
dawn-of-mankind-pic-setup-cards = Cartas de configuración en la mesa

## El tapete de un jugador (board_mat)
dawn-of-mankind-pic-mat = Tapete
dawn-of-mankind-pic-mat-of = Tapete de { $who }
dawn-of-mankind-pic-no-player = Ese jugador no existe.
dawn-of-mankind-pic-your-mat = tu tapete
dawn-of-mankind-pic-vp-total = Total de PV: { $n }
dawn-of-mankind-pic-vp-total-hidden = Total de PV: oculto
dawn-of-mankind-pic-final-score = puntuación final { $n }
dawn-of-mankind-pic-setup-card = Carta de configuración: { $card }
dawn-of-mankind-pic-spoil-limits = En reposo guarda como máx. { $meat } carne, { $fruit } fruta
dawn-of-mankind-pic-on-mat = En el tapete: { $n }
dawn-of-mankind-pic-on-board = En el tablero: { $n }
dawn-of-mankind-pic-mat-spaces = Espacios del tapete
dawn-of-mankind-pic-printed-or-covered = impresos o cubiertos
dawn-of-mankind-pic-printed = preimpreso
dawn-of-mankind-pic-space-cooking = Cocina:
dawn-of-mankind-pic-space-religion = Religión:
dawn-of-mankind-pic-space-storytelling = Narración de cuentos:
dawn-of-mankind-pic-cooking-scores = perder { $food } comida por { $vp } PV
dawn-of-mankind-pic-religion-scores = { $food } PV por cada 2 comida, { $goods } PV por cada 2 herramientas/pieles
dawn-of-mankind-pic-story-scores = { $cards } PV por carta, { $meeples } PV por meeple en el tablero
dawn-of-mankind-pic-first-area = Primera área preparada: como máximo { $limit } tuyos. Expandir la tribu cuesta { $vp } PV.
dawn-of-mankind-pic-progress-slots = Ranuras de progreso
dawn-of-mankind-pic-acquired = { $n ->
        [one] { $n } carta adquirida
       *[other] { $n } cartas adquiridas
    }
dawn-of-mankind-pic-slot = Ranura { $n }:
dawn-of-mankind-pic-active = { $card } (activa)
dawn-of-mankind-pic-card = { $name } n.º { $number }

## La leyenda y las piezas (board_keys)
dawn-of-mankind-pic-legend-label = Leyenda del tablero de Dawn of Mankind
dawn-of-mankind-pic-legend = Leyenda
dawn-of-mankind-pic-key-meeple = Un meeple: la forma y el color de su jugador con su inicial (o su número de puesto). En un área preparada, el número de al lado cuenta los meeples de ese jugador.
dawn-of-mankind-pic-key-res-fruit = F fruta (comida)
dawn-of-mankind-pic-key-res-meat = C carne (comida)
dawn-of-mankind-pic-key-res-tools = H herramientas
dawn-of-mankind-pic-key-res-hides = P pieles
dawn-of-mankind-pic-key-icon-progress = P progreso: toma una carta de progreso.
dawn-of-mankind-pic-key-icon-art = A arte: crea una obra de arte del expositor.
dawn-of-mankind-pic-key-icon-newborn = R recién nacido: un meeple de tu tapete entra en RC.
dawn-of-mankind-pic-key-route = Una línea de un área preparada a una loseta. Un icono en una línea cuenta cuando vas por ella.
dawn-of-mankind-pic-key-route-choice = Gruesa y azul: una línea que puedes tomar ahora; su loseta está remarcada.
dawn-of-mankind-pic-key-exit = ⇒ la salida de la loseta: el área preparada (o el tapete) adonde va su meeple cuando descansas.
dawn-of-mankind-pic-key-pay-get = pagar: lo que cuesta la loseta; ganar: lo que da. PV: puntos de victoria. comida: fruta y carne mezcladas como quieras.
dawn-of-mankind-pic-key-stages = Las etapas de la vida: I infancia, II posadolescencia, III edad adulta, IV ancianos. Los meeples envejecen de izquierda a derecha.
dawn-of-mankind-pic-pieces-label = Las piezas de Dawn of Mankind
dawn-of-mankind-pic-meeples-title = Meeples
dawn-of-mankind-pic-meeples-note = uno por etapa de la vida
dawn-of-mankind-pic-resources = Recursos
dawn-of-mankind-pic-resources-note = letra e imagen
dawn-of-mankind-pic-tiles = Losetas de acción
dawn-of-mankind-pic-tiles-note = partes nombradas a la izquierda
dawn-of-mankind-pic-part-id-name = código y nombre
dawn-of-mankind-pic-part-cost = coste
dawn-of-mankind-pic-part-gain-exit = ganancia, salida
dawn-of-mankind-pic-part-gain-icon-exit = gan./icono/salida
dawn-of-mankind-pic-an-art-card = Una carta de arte
dawn-of-mankind-pic-an-art-card-note = coste y PV de su línea
dawn-of-mankind-pic-a-progress-card = Una carta de progreso
dawn-of-mankind-pic-a-progress-card-note = su coste y su efecto
dawn-of-mankind-pic-pile-card = n.º { $number }:
dawn-of-mankind-pic-effect-line = { $name }: { $effect }
