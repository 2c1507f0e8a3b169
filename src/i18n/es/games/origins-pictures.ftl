# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Marcas, terrenos y bordes (paint)
origins-pic-player-n = Jugador { $n }
origins-pic-terrain-letter-plain = L
origins-pic-terrain-letter-grass = P
origins-pic-terrain-letter-savanna = S
origins-pic-terrain-letter-tundra = T
origins-pic-terrain-letter-shelf = PC
origins-pic-terrain-plain = llanura
origins-pic-terrain-grass = pradera
origins-pic-terrain-savanna = sabana
origins-pic-terrain-tundra = tundra
origins-pic-terrain-shelf = plataforma continental (mar poco profundo)
origins-pic-terrain-ocean = océano
origins-pic-edge-L = borde de tierra
origins-pic-edge-S = borde de plataforma (costa y bajíos)
origins-pic-edge-O = borde de océano (mar abierto)
origins-pic-edge-W = estrecho blanco
origins-pic-edge-R = estrecho rojo

## El mapa (board_map)
origins-pic-status = Turno de juego { $turn } de { $cap } como máximo · clima: { $savanna }, { $grassland }, { $glacial } · mazos de era { $era1 }, { $era2 }, { $era3 }
origins-pic-map-label = Origins: el mapa. { $status }
origins-pic-window-label = Origins: el mapa alrededor de { $place }, para elegir
origins-pic-half-west = Oeste: las Américas, Europa y África
origins-pic-half-east = Este: Asia, Sonda y Sahul
origins-pic-feature-animal = An
origins-pic-feature-plant = Pl
origins-pic-feature-resource = Re
origins-pic-metropolis-mark = M{ $letter }
origins-pic-extinct-short = ext
origins-pic-extinct = extinto
origins-pic-unit = Una unidad de { $who } ({ $letter }) en { $place }
origins-pic-totals = { $who }: { $units ->
        [one] 1 unidad
       *[other] { $units } unidades
    }, { $elders ->
        [one] 1 anciano
       *[other] { $elders } ancianos
    }
origins-pic-totals-metropolises = { $n ->
        [one] , una metrópolis en { $places }
       *[other] , metrópolis en { $places }
    }
origins-pic-totals-enslaved = , esclavizado por { $who }

## La lista del mapa
origins-pic-list-everyone = Todos los jugadores
origins-pic-list-at-sea = En el mar
origins-pic-list-units = { $n ->
        [one] una unidad
       *[other] unidades
    } en { $places }
origins-pic-list-metropolises = { $n ->
        [one] una metrópolis
       *[other] metrópolis
    } en { $places }
origins-pic-region-americas = Las Américas
origins-pic-region-europe = Europa
origins-pic-region-africa = África
origins-pic-region-near-east = Oriente Próximo e India
origins-pic-region-siberia = Siberia y las estepas
origins-pic-region-east-asia = Asia oriental, Sonda y Sahul

## Las hojas de un jugador (board_mat)
origins-pic-no-player = Ese jugador no existe.
origins-pic-no-player-label = Origins: ese jugador no existe
origins-pic-mat-label = Origins: las hojas de { $who }
origins-pic-score-now = Puntuación actual: { $n }
origins-pic-score-final = Puntuación final: { $score }, puesto { $rank }
origins-pic-enslaved-to = Esclavizado por { $who }
origins-pic-brain-heading = Mapa cerebral { $species } · Era { $era }
origins-pic-brain-limbic = Límbico
origins-pic-brain-hippocampus = Hipocampo
origins-pic-brain-wernicke = Wernicke
origins-pic-brain-broca = Broca
origins-pic-brain-neocortex = Neocórtex
origins-pic-instinct-social = social
origins-pic-instinct-nature = natural
origins-pic-instinct-tech = técnica
origins-pic-instinct-language = lenguaje
origins-pic-age-dark = oscura
origins-pic-age-golden = de oro
origins-pic-age-now = actual
origins-pic-era-unit-in = Unidad de era en { $space }
origins-pic-demography = Demografía
origins-pic-numbers = Número de innovación { $innovation } · número de población { $population }
origins-pic-capacity = Capacidad { $capacity } · { $on_map } en el mapa
origins-pic-elders-own = propios
origins-pic-elders-guests-of = trabajadores inmigrantes de { $who } ({ $letter })
origins-pic-elders-guests = trabajadores inmigrantes ({ $letter })
origins-pic-elders-pool = { $whose }: { $ready } listos, { $spent } gastados
origins-pic-elders = Ancianos — { $pools }
origins-pic-elders-none = Ancianos: ninguno
origins-pic-infrastructure = Infraestructura
origins-pic-track-row = { $track } { $level } de { $top }
origins-pic-track-row-named = { $track } { $level } de { $top } — { $name }
origins-pic-cards = Cartas
origins-pic-hand = Mano ({ $n } de { $limit }): { $cards }
origins-pic-hand-hidden = Mano: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $limit } (ocultas)
origins-pic-discard = Descarte: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }, encima { $top }
origins-pic-repertoire = Repertorio: { $cards }
origins-pic-repertoire-card = { $card } ({ $category })
origins-pic-repertoire-card-suppressed = { $card } ({ $category }, suprimida)
origins-pic-empty = vacía
origins-pic-none = ninguna

## La leyenda y las piezas (board_keys)
origins-pic-legend-label = Origins: la leyenda del mapa
origins-pic-key-terrain = Terreno (trama y letra)
origins-pic-key-no-letter = { $name } (sin letra)
origins-pic-key-extinct = tachado: un hexágono extinto ({ $short })
origins-pic-key-edges = Bordes
origins-pic-key-units = Unidades: símbolo de color, letra de la especie
origins-pic-colour-black = negro
origins-pic-colour-red = rojo
origins-pic-colour-white = blanco
origins-pic-colour-green = verde
origins-pic-colour-yellow = amarillo
origins-pic-key-metropolis = Un anillo grueso dentro de un hexágono, del color de su dueño, y M con la letra de su especie en lugar de la letra del terreno: una metrópolis.
origins-pic-key-option = anillo o contorno azul: una opción que tocar
origins-pic-pieces-label = Origins: las piezas, edición Turnpost
origins-pic-pieces-title = Las piezas (edición Turnpost)
origins-pic-pieces-units = Las unidades migratorias están en las intersecciones (las esquinas de los hexágonos), una por intersección; se mueven por los bordes y pueden cruzar estrechos.
origins-pic-pieces-metropolis = Una metrópolis ocupa un hexágono entero y aumenta la capacidad de su dueño.
origins-pic-pieces-brain-map = El mapa cerebral tiene cinco regiones; en la era I, las unidades cerebrales cubren algunas y hacen visibles sus instintos.
origins-pic-pieces-era-track = Desde la era II, una unidad de era avanza por la pista de eras: edades oscuras y de oro de las eras II y III, y luego la IV.
origins-pic-pieces-elders = Los ancianos están en la hoja de demografía como productores o consumidores, por color.
origins-pic-pieces-tracks = Cinco pistas de infraestructura (huella, metalurgia, marítimo, energía, inmunología) suben cada una desde su nivel inicial.
origins-pic-pieces-cards = Cartas de era: una mano que solo tú ves (los demás ven cuántas), un descarte cuya carta de encima es pública y un repertorio de cartas públicas, activas o suprimidas.
origins-pic-pieces-climate = Tres cartas de clima (sabana o desierto, pradera o jungla, periodo glacial o tropical) fijan qué es habitable.
